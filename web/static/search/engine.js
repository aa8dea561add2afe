// The search, a port of kb.search.run_search over the build's search data: understand the query,
// retrieve candidates as the server's FTS5 queries do, rerank them, and answer what
// /api/search answers (results with snippets and attached rulings, the correction, what was read
// as what, suggestions when nothing was found).
"use strict";
(function (KB) {
  var FORMAT = 1;

  var Search = function (data) {
    if (data.format !== FORMAT) throw new Error("search data of format " + data.format + ", expected " + FORMAT);
    this.lexicon = new KB.Lexicon(data);
    this.c = this.lexicon.constants;
    this.entries = data.entries;
    this.attached = data.attached;
    this.byKey = new Map(data.entries.map(function (e, r) { return [e[0], r]; }));
    this.index = new KB.Index(data.entries, this.c.COLUMN_WEIGHTS);
    this.games = data.entries.map(function (e) { return e[2]; });
    this.gameSizes = {};
    var sizes = this.gameSizes;
    this.games.forEach(function (g) { sizes[g] = (sizes[g] || 0) + 1; });
    this.featureCache = new Map();
    this.plans = new Map();
  };

  Search.prototype.plan = function (query, correctEnglish) {
    var key = (correctEnglish ? "1" : "0") + query;
    if (!this.plans.has(key)) this.plans.set(key, KB.planQuery(query, this.lexicon, Boolean(correctEnglish)));
    return this.plans.get(key);
  };

  Search.prototype.candidate = function (r, bm25) {
    var entry = this.entries[r];
    var features = this.featureCache.get(r);
    if (!features) { features = KB.features(this.c, entry); this.featureCache.set(r, features); }
    return { key: entry[0], title: entry[1], game: entry[2], kind: entry[3], source: entry[4], parent: entry[8],
             features: features, bm25: bm25, score: 0, explain: {}, matches: null, snippet: "" };
  };

  var quoted = function (words, op) {
    var nodes = words.map(function (w) { return { word: w }; });
    return nodes.length === 1 ? nodes[0] : { op: op, children: nodes };
  };
  var described = function (node) {
    return node.word !== undefined ? JSON.stringify(node.word) : "(" + node.children.map(described).join(" " + node.op + " ") + ")";
  };

  // concepts_expression: the entries holding every concept of the plan in one of its forms
  var conceptsExpression = function (plan, documents) {
    var groups = [];
    plan.concepts.forEach(function (concept) {
      var forms = new Map();
      concept.forms.forEach(function (f) {
        var known = f.words.filter(function (w) { return documents[w]; });
        if (known.length && (f.partial || known.length === f.words.length)) {
          var node = quoted(known, f.partial ? "OR" : "AND");
          if (!forms.has(described(node))) forms.set(described(node), node);
        }
      });
      if (forms.size) groups.push(forms.size === 1 ? forms.values().next().value : { op: "OR", children: Array.from(forms.values()) });
    });
    if (!groups.length) return null;
    return groups.length === 1 ? groups[0] : { op: "AND", children: groups };
  };

  Search.prototype.retrieve = function (plan, documents, keep) {
    var c = this.c, self = this, candidates = new Map();
    if (plan.terms.length) {
      var common = this.entries.length * c.COMMON_SHARE;
      var rare = KB.anyWordTerms(plan, function (w) { return (documents[w] || 0) <= common; })
        .filter(function (t) { return documents[t] <= c.MAX_ANY_WORD_ENTRIES; });
      var queries = [];
      var every = plan.terms.length > 1 ? conceptsExpression(plan, documents) : null;
      if (every) queries.push(every);
      if (!rare.length) {
        rare = [plan.terms.reduce(function (best, t) { return documents[t] < documents[best] ? t : best; })];
      }
      queries.push(quoted(rare, "OR"));
      for (var q = 0; q < queries.length; q++) {
        var rows = this.index.search(queries[q], keep).slice(0, c.CANDIDATES);
        rows.forEach(function (row) {
          var key = self.entries[row[0]][0];
          if (!candidates.has(key)) candidates.set(key, self.candidate(row[0], -row[1]));
        });
        if (rows.length >= c.CANDIDATES) break;
      }
    }
    plan.keys.filter(function (k) { return !candidates.has(k); }).sort().forEach(function (key) {
      var r = self.byKey.get(key);
      if (r !== undefined && keep(r)) candidates.set(key, self.candidate(r, 0));
    });
    return Array.from(candidates.values());
  };

  Search.prototype.ranked = function (plan, game, keep, limit) {
    var c = this.c, lexicon = this.lexicon, self = this;
    var documents = {};
    plan.terms.forEach(function (t) { documents[t] = lexicon.documents[KB.stem(t)] || 0; });
    var candidates = this.retrieve(plan, documents, keep);
    var lean = null, games = Object.keys(this.gameSizes);
    if (candidates.length && !game && games.length > 1) {
      var counts = new Map();
      var rate = function (g, w) {
        if (!counts.has(w)) counts.set(w, self.index.gameCounts(w, self.games));
        return ((counts.get(w)[g] || 0) + 0.5) / (self.gameSizes[g] + 1);
      };
      rate.games = games;
      lean = KB.queryGame(c, plan, rate);
    }
    var weights = new Map();
    plan.terms.forEach(function (t) {
      if (documents[t]) weights.set(KB.stem(t), Math.log((self.entries.length + 1) / (documents[t] + 0.5)));
    });
    var ranked = KB.rank(c, plan, candidates, weights, this.entries.length, lean);
    var highlighter = new KB.Highlighter(new Set(plan.terms.map(KB.stem)), c.HIGHLIGHT);
    ranked = KB.rerankHead(c, plan, ranked, highlighter, weights, this.entries.length, Math.max(limit, c.HEAD));
    return [ranked.slice(0, limit), highlighter];
  };

  // run_search(query, game, kind, limit) → what /api/search answers
  Search.prototype.run = function (query, options) {
    options = options || {};
    var game = options.game || null, kind = options.kind || null;
    var limit = options.limit === undefined ? 10 : options.limit;
    var self = this;
    var keep = function (r) { return (!game || self.entries[r][2] === game) && (!kind || self.entries[r][3] === kind); };
    var plan = this.plan(query);
    var response = { query: query, corrected_query: plan.corrected_query, understood: plan.jargon.slice(), suggestions: [], results: [] };
    if (limit < 1 || (!plan.terms.length && !plan.keys.length)) return response;
    var found = this.ranked(plan, game, keep, limit);
    if (!found[0].length && plan.kept_english.length) {
      plan = this.plan(query, true);
      found = this.ranked(plan, game, keep, limit);
      response.corrected_query = plan.corrected_query;
      response.understood = plan.jargon.slice();
    }
    var highlighter = found[1];
    response.results = found[0].map(function (x) {
      var matches = x.matches || highlighter.spans(x.features.text);
      var explain = {};
      Object.keys(x.explain).forEach(function (name) { explain[name] = Math.round(x.explain[name] * 1000) / 1000; });
      return { key: x.key, title: x.title, game: x.game, kind: x.kind, source: x.source, parent: x.parent,
               snippet: highlighter.snippet(x.features.text, x.features.starts, matches, self.c.WINDOW),
               score: Math.round(x.score * 1000) / 1000, attached: self.attached[x.key] || [], explain: explain };
    });
    if (!response.results.length) response.suggestions = this.suggest(query);
    return response;
  };

  // Titles and jargon close to a query that found nothing (the server scores them with
  // rapidfuzz's WRatio; here the plain ratio of the folded strings, or a title that holds the query).
  Search.prototype.suggest = function (query) {
    var wanted = query.slice(0, 200).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
    if (!wanted) return [];
    var choices = this.lexicon.titles.concat(this.lexicon.jargon.map(function (t) { return t.means; }).filter(Boolean));
    var scored = choices.map(function (choice) {
      var plain = choice.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
      return [choice, plain.indexOf(wanted) !== -1 ? 90 : KB.ratio(wanted, plain)];
    }).filter(function (x) { return x[1] >= 70; }).sort(function (a, b) { return b[1] - a[1]; });
    return Array.from(new Set(scored.slice(0, 3).map(function (x) { return x[0]; })));
  };

  KB.Search = Search;
  KB.FORMAT = FORMAT;
})(globalThis.KBSearch = globalThis.KBSearch || {});
