// The Porter stemmer exactly as SQLite's FTS5 "porter" tokenizer applies it (fts5_tokenize.c),
// so that the browser's index holds the terms the server's FTS5 index holds: a word of fewer than
// 3 or more than 64 characters is kept as it is; 'y' is a vowel after a consonant. Checked word
// by word against SQLite in tests/browser/test_static_site.py.
"use strict";
(function (KB) {
  var isVowel = function (c, yIsVowel) {
    return c === "a" || c === "e" || c === "i" || c === "o" || c === "u" || (yIsVowel && c === "y");
  };
  // the length of the first vowels-then-consonants run of s[0:n], or 0
  var gobbleVC = function (s, from, n, prevCons) {
    var cons = prevCons, i;
    for (i = from; i < n; i++) {
      cons = !isVowel(s[i], cons);
      if (!cons) break;
    }
    for (i++; i < n; i++) {
      cons = !isVowel(s[i], cons);
      if (cons) return i + 1 - from;
    }
    return 0;
  };
  var mGt0 = function (s, n) { return gobbleVC(s, 0, n, false) > 0; };
  var mGt1 = function (s, n) {
    var first = gobbleVC(s, 0, n, false);
    return first > 0 && gobbleVC(s, first, n, true) > 0;
  };
  var mEq1 = function (s, n) {
    var first = gobbleVC(s, 0, n, false);
    return first > 0 && gobbleVC(s, first, n, true) === 0;
  };
  var oStar = function (s, n) {
    var last = s[n - 1];
    if (last === "w" || last === "x" || last === "y") return false;
    var mask = 0, cons = false;
    for (var i = 0; i < n; i++) {
      cons = !isVowel(s[i], cons);
      mask = ((mask << 1) + (cons ? 1 : 0)) & 0xffff;
    }
    return (mask & 7) === 5;
  };
  var hasVowel = function (s, n) {
    for (var i = 0; i < n; i++) if (isVowel(s[i], i > 0)) return true;
    return false;
  };
  var mGt1ST = function (s, n) { return (s[n - 1] === "s" || s[n - 1] === "t") && mGt1(s, n); };

  // A step: per letter before the last, its rules [suffix, replacement, condition on the stem];
  // the first suffix that ends the word is the only one tried (as in SQLite's generated code).
  var step = function (rules) {
    return function (w) {
      var group = rules[w[w.length - 2]];
      if (!group) return w;
      for (var i = 0; i < group.length; i++) {
        var suffix = group[i][0];
        if (w.length > suffix.length && w.slice(-suffix.length) === suffix) {
          var stem = w.slice(0, w.length - suffix.length);
          return group[i][2](stem, stem.length) ? stem + group[i][1] : w;
        }
      }
      return w;
    };
  };
  var step2 = step({
    a: [["ational", "ate", mGt0], ["tional", "tion", mGt0]],
    c: [["enci", "ence", mGt0], ["anci", "ance", mGt0]],
    e: [["izer", "ize", mGt0]],
    g: [["logi", "log", mGt0]],
    l: [["bli", "ble", mGt0], ["alli", "al", mGt0], ["entli", "ent", mGt0], ["eli", "e", mGt0], ["ousli", "ous", mGt0]],
    o: [["ization", "ize", mGt0], ["ation", "ate", mGt0], ["ator", "ate", mGt0]],
    s: [["alism", "al", mGt0], ["iveness", "ive", mGt0], ["fulness", "ful", mGt0], ["ousness", "ous", mGt0]],
    t: [["aliti", "al", mGt0], ["iviti", "ive", mGt0], ["biliti", "ble", mGt0]]
  });
  var step3 = step({
    a: [["ical", "ic", mGt0]],
    s: [["ness", "", mGt0]],
    t: [["icate", "ic", mGt0], ["iciti", "ic", mGt0]],
    u: [["ful", "", mGt0]],
    v: [["ative", "", mGt0]],
    z: [["alize", "al", mGt0]]
  });
  var step4 = step({
    a: [["al", "", mGt1]],
    c: [["ance", "", mGt1], ["ence", "", mGt1]],
    e: [["er", "", mGt1]],
    i: [["ic", "", mGt1]],
    l: [["able", "", mGt1], ["ible", "", mGt1]],
    n: [["ant", "", mGt1], ["ement", "", mGt1], ["ment", "", mGt1], ["ent", "", mGt1]],
    o: [["ion", "", mGt1ST], ["ou", "", mGt1]],
    s: [["ism", "", mGt1]],
    t: [["ate", "", mGt1], ["iti", "", mGt1]],
    u: [["ous", "", mGt1]],
    v: [["ive", "", mGt1]],
    z: [["ize", "", mGt1]]
  });

  var step1a = function (w) {
    var n = w.length;
    if (w[n - 1] !== "s") return w;
    if (w[n - 2] === "e") {
      if ((n > 4 && w[n - 4] === "s" && w[n - 3] === "s") || (n > 3 && w[n - 3] === "i")) return w.slice(0, n - 2);
      return w.slice(0, n - 1);
    }
    return w[n - 2] !== "s" ? w.slice(0, n - 1) : w;
  };
  // [the word, whether an "-ed"/"-ing" was removed]
  var step1b = function (w) {
    var n = w.length;
    if (w[n - 2] === "e") {
      if (n > 3 && w.slice(-3) === "eed") return [mGt0(w, n - 3) ? w.slice(0, n - 1) : w, false];
      if (n > 2 && w.slice(-2) === "ed") return hasVowel(w, n - 2) ? [w.slice(0, n - 2), true] : [w, false];
    } else if (w[n - 2] === "n" && n > 3 && w.slice(-3) === "ing") {
      return hasVowel(w, n - 3) ? [w.slice(0, n - 3), true] : [w, false];
    }
    return [w, false];
  };
  var step1b2 = function (w) {
    var n = w.length, end = w.slice(-2);
    if (n > 2 && (end === "at" || end === "bl" || end === "iz")) return w + "e";
    var c = w[n - 1];
    if (!isVowel(c, false) && c !== "l" && c !== "s" && c !== "z" && c === w[n - 2]) return w.slice(0, n - 1);
    if (mEq1(w, n) && oStar(w, n)) return w + "e";
    return w;
  };

  KB.porter = function (token) {
    if (token.length < 3 || token.length > 64) return token;
    var w = step1a(token);
    var b = step1b(w);
    w = b[1] ? step1b2(b[0]) : b[0];
    if (w[w.length - 1] === "y" && hasVowel(w, w.length - 1)) w = w.slice(0, -1) + "i";
    w = step4(step3(step2(w)));
    var n = w.length;
    if (w[n - 1] === "e" && (mGt1(w, n - 1) || (mEq1(w, n - 1) && !oStar(w, n - 1)))) w = w.slice(0, n - 1);
    n = w.length;
    if (n > 1 && w[n - 1] === "l" && w[n - 2] === "l" && mGt1(w, n - 1)) w = w.slice(0, n - 1);
    return w;
  };
})(globalThis.KBSearch = globalThis.KBSearch || {});
