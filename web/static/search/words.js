// Words as kb.tokens splits and stems them, and as SQLite's FTS5 "porter unicode61" tokenizer
// indexes them: the two tokenizers the search compares a query with the rules by.
"use strict";
(function (KB) {
  var WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)?/gu;
  var FTS_TOKEN = /[\p{L}\p{N}\p{Co}]+/gu;
  var IRREGULAR = {};
  var SUFFIXES = [["'s", ""], ["ies", "y"], ["ied", "y"], ["ing", ""], ["ed", ""], ["es", ""], ["s", ""]];

  KB.setIrregular = function (table) { IRREGULAR = table; };

  // kb.tokens.fold: case-folded, typographic apostrophes made plain
  KB.fold = function (word) { return word.toLowerCase().replace(/’/g, "'"); };
  KB.words = function (text) { return (String(text).match(WORD) || []).map(KB.fold); };

  var stems = new Map();
  // kb.tokens.stem: the crude stem ranking compares words by
  KB.stem = function (word) {
    var found = stems.get(word);
    if (found !== undefined) return found;
    found = word;
    if (Object.prototype.hasOwnProperty.call(IRREGULAR, word)) {
      found = IRREGULAR[word];
    } else {
      for (var i = 0; i < SUFFIXES.length; i++) {
        var suffix = SUFFIXES[i][0];
        if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
          found = word.slice(0, word.length - suffix.length) + SUFFIXES[i][1];
          break;
        }
      }
    }
    stems.set(word, found);
    return found;
  };
  KB.stemsOf = function (text) { return new Set(KB.words(text).map(KB.stem)); };
  // kb.tokens.spellings: what a word with this stem starts with
  KB.spellings = function (stem) {
    var forms = [stem];
    Object.keys(IRREGULAR).forEach(function (word) { if (IRREGULAR[word] === stem) forms.push(word); });
    if (stem.endsWith("y")) forms.push(stem.slice(0, -1) + "i");
    return forms;
  };

  var ftsTerms = new Map();
  // FTS5's terms of a text: unicode61 (letters, digits and private use are token characters;
  // lower case; diacritics removed), then the Porter stemmer
  KB.ftsTokens = function (text) {
    var tokens = String(text).match(FTS_TOKEN) || [];
    for (var i = 0; i < tokens.length; i++) {
      var raw = tokens[i], term = ftsTerms.get(raw);
      if (term === undefined) {
        var plain = raw.toLowerCase();
        if (/[^\x00-\x7f]/.test(plain)) plain = plain.normalize("NFD").replace(/\p{M}/gu, "");
        term = KB.porter(plain);
        ftsTerms.set(raw, term);
      }
      tokens[i] = term;
    }
    return tokens;
  };

  // rapidfuzz's fuzz.ratio: 100 × twice the longest common subsequence over both lengths
  KB.ratio = function (a, b) {
    var total = a.length + b.length;
    if (!total) return 100;
    var previous = new Array(b.length + 1).fill(0), current = new Array(b.length + 1).fill(0);
    for (var i = 1; i <= a.length; i++) {
      for (var j = 1; j <= b.length; j++) {
        current[j] = a[i - 1] === b[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], current[j - 1]);
      }
      var swap = previous; previous = current; current = swap;
    }
    return 100 * 2 * previous[b.length] / total;
  };
})(globalThis.KBSearch = globalThis.KBSearch || {});
