// The rules as the server's SQLite FTS5 index holds them, built in the browser from the build's
// search data: each entry's title, aliases and text tokenized as "porter unicode61" tokenizes
// them, with the bm25 FTS5 computes (k1 1.2, b 0.75, the columns weighted) and its AND / OR
// queries of quoted words; and the lexicon query understanding checks words against.
"use strict";
(function (KB) {
  var K1 = 1.2, B = 0.75;

  var Lexicon = function (data) {
    var c = data.constants;
    ["STOP_WORDS", "MEANINGFUL_ALONE", "WORD_NOUNS", "ABILITY_NOUNS", "MEANING_VERBS", "PART_NOUNS", "JOINERS",
      "SENTENCE_TITLES"].forEach(function (name) { c[name] = new Set(c[name]); });
    c.QUOTES = new Set(Array.from(c.QUOTES));
    KB.setIrregular(c.IRREGULAR);
    this.constants = c;
    this.words = new Set(data.words);
    this.correctable = data.correctable;
    this.stems = new Set(Object.keys(data.stems));
    this.documents = data.stems;
    this.english = new Set(data.english);
    this.titles = data.titles;
    this.functionTitles = new Map(Object.entries(data.function_titles));
    this.functionWords = new Set(this.functionTitles.keys());
    this.titlePhrases = new Set(data.title_phrases);
    this.jargon = data.jargon;
    this.synonyms = new Map();
    this.longestSynonym = 0;
    var self = this;
    data.synonyms.forEach(function (row) {
      self.synonyms.set(row[0].join(" "), row[1]);
      self.longestSynonym = Math.max(self.longestSynonym, row[0].length);
    });
  };
  // Synonyms.match: the longest saying at tokens[start:], [its length, its meanings], or null
  Lexicon.prototype.synonym = function (tokens, start) {
    for (var length = Math.min(this.longestSynonym, tokens.length - start); length > 0; length--) {
      var found = this.synonyms.get(tokens.slice(start, start + length).join(" "));
      if (found && found.length) return [length, found];
    }
    return null;
  };
  // rapidfuzz process.extractOne(word, correctable, scorer=fuzz.ratio, score_cutoff): the first best
  Lexicon.prototype.correct = function (word) {
    var cutoff = this.constants.CORRECTION_CUTOFF, best = null, bestScore = -1;
    for (var i = 0; i < this.correctable.length; i++) {
      var choice = this.correctable[i];
      var shortest = Math.min(word.length, choice.length);
      if (200 * shortest / (word.length + choice.length) < Math.max(cutoff, bestScore)) continue;
      var score = KB.ratio(word, choice);
      if (score >= cutoff && score > bestScore) {
        best = choice;
        bestScore = score;
        if (score === 100) break;
      }
    }
    return best;
  };

  // The FTS5 index of the entries (rows in rowid order: title, aliases, text).
  var Index = function (entries, columnWeights) {
    this.weights = columnWeights;
    this.rows = entries.length;
    this.columns = [];   // per row, per column, its terms in order
    this.sizes = [];     // per row, its number of terms
    this.postings = new Map();  // term → Map(row → [count per column])
    var total = 0;
    for (var r = 0; r < entries.length; r++) {
      var columns = [KB.ftsTokens(entries[r][1]), KB.ftsTokens(entries[r][5]), KB.ftsTokens(entries[r][7])];
      var size = 0;
      for (var col = 0; col < 3; col++) {
        var terms = columns[col];
        size += terms.length;
        for (var t = 0; t < terms.length; t++) {
          var rows = this.postings.get(terms[t]);
          if (!rows) { rows = new Map(); this.postings.set(terms[t], rows); }
          var counts = rows.get(r);
          if (!counts) { counts = [0, 0, 0]; rows.set(r, counts); }
          counts[col]++;
        }
      }
      this.columns.push(columns);
      this.sizes.push(size);
      total += size;
    }
    this.average = total / Math.max(this.rows, 1);
    this.phrases = new Map();
  };

  // A quoted word of a query: its FTS5 terms (several when it holds an apostrophe: a phrase)
  // → Map(row → [occurrences per column]).
  Index.prototype.phrase = function (word) {
    var known = this.phrases.get(word);
    if (known) return known;
    var terms = KB.ftsTokens(word), found = new Map(), self = this;
    if (terms.length === 1) {
      found = this.postings.get(terms[0]) || found;
    } else if (terms.length > 1) {
      var first = this.postings.get(terms[0]) || new Map();
      first.forEach(function (_, r) {
        var counts = [0, 0, 0], any = false;
        for (var col = 0; col < 3; col++) {
          var column = self.columns[r][col];
          for (var at = 0; at + terms.length <= column.length; at++) {
            var here = true;
            for (var k = 0; k < terms.length; k++) if (column[at + k] !== terms[k]) { here = false; break; }
            if (here) { counts[col]++; any = true; }
          }
        }
        if (any) found.set(r, counts);
      });
    }
    this.phrases.set(word, found);
    return found;
  };

  // An expression: {word} or {op: "AND"|"OR", children}. Whether it matches row r.
  Index.prototype.matches = function (node, r) {
    var self = this;
    if (node.word !== undefined) return this.phrase(node.word).has(r);
    if (node.op === "AND") return node.children.every(function (child) { return self.matches(child, r); });
    return node.children.some(function (child) { return self.matches(child, r); });
  };
  var leaves = function (node, out) {
    if (node.word !== undefined) out.push(node);
    else node.children.forEach(function (child) { leaves(child, out); });
    return out;
  };
  // FTS5 counts a phrase's hits in a row only when the branch of the query holding it matched it
  Index.prototype.live = function (node, r, out) {
    if (!this.matches(node, r)) return out;
    if (node.word !== undefined) { out.add(node); return out; }
    var self = this;
    node.children.forEach(function (child) { self.live(child, r, out); });
    return out;
  };
  // Every row the expression matches (passing keep), with FTS5's bm25 (negative: lower is better).
  Index.prototype.search = function (expression, keep) {
    var phrases = leaves(expression, []), self = this;
    var idf = phrases.map(function (p) {
      var hits = self.phrase(p.word).size;
      var value = Math.log((0.5 + self.rows - hits) / (0.5 + hits));
      return value <= 0 ? 1e-6 : value;
    });
    var rows = new Set();
    phrases.forEach(function (p) { self.phrase(p.word).forEach(function (_, r) { rows.add(r); }); });
    var found = [];
    rows.forEach(function (r) {
      if (!keep(r) || !self.matches(expression, r)) return;
      var live = self.live(expression, r, new Set()), score = 0;
      var norm = K1 * (1 - B + B * self.sizes[r] / self.average);
      phrases.forEach(function (p, i) {
        if (!live.has(p)) return;
        var counts = self.phrase(p.word).get(r), freq = 0;
        for (var col = 0; col < 3; col++) freq += self.weights[col] * counts[col];
        score += idf[i] * (freq * (K1 + 1)) / (freq + norm);
      });
      found.push([r, -score]);
    });
    return found.sort(function (a, b) { return a[1] - b[1] || a[0] - b[0]; });
  };
  // Per game, how many rows hold the word (Vocabulary.game_rates' counts).
  Index.prototype.gameCounts = function (word, games) {
    var counts = {};
    this.phrase(word).forEach(function (_, r) { counts[games[r]] = (counts[games[r]] || 0) + 1; });
    return counts;
  };

  KB.Lexicon = Lexicon;
  KB.Index = Index;
})(globalThis.KBSearch = globalThis.KBSearch || {});
