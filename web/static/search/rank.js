// Reranking and snippets, a port of kb.search.rank and kb.search.snippet: the features a
// player's query carries (an entry it names, its concepts in the title, the whole phrase, how
// much of it an entry covers, which game it speaks, its words near each other), weighted by the
// build's exported weights (kb.search.rank.WEIGHTS), so a change of weight needs no change here.
"use strict";
(function (KB) {
  var WORD_AT = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)?/uy;
  var ALNUM = /[\p{L}\p{N}]/u;
  var escape = function (text) { return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); };

  var tokenStarts = function (text) {
    var starts = [], pattern = /\S+/g, m;
    while ((m = pattern.exec(text)) !== null) starts.push(m.index);
    return starts;
  };
  // bisect_right(starts, value, lo) - 1
  var tokenAt = function (starts, value, lo) {
    var hi = starts.length;
    lo = lo || 0;
    while (lo < hi) {
      var mid = (lo + hi) >> 1;
      if (value < starts[mid]) hi = mid; else lo = mid + 1;
    }
    return lo - 1;
  };

  // EntryFeatures.of(title, aliases, stems, text)
  KB.features = function (c, entry) {
    var titleWords = KB.words(entry[1]);
    var titleStems = titleWords.map(KB.stem);
    var content = Array.from(new Set(titleWords.filter(function (w) { return !c.STOP_WORDS.has(w); }).map(KB.stem)));
    if (!content.length) content = titleStems;
    var titleOrAlias = new Set(content);
    JSON.parse(entry[5]).forEach(function (alias) {
      var own = KB.words(alias).filter(function (w) { return !c.STOP_WORDS.has(w); }).map(KB.stem);
      (own.length ? own : Array.from(KB.stemsOf(alias))).forEach(function (s) { titleOrAlias.add(s); });
    });
    var text = entry[7];
    return {
      titleContent: content, titleOrAlias: titleOrAlias, all: new Set(entry[6].split(" ").filter(Boolean)), text: text,
      get starts() { return this._starts || (this._starts = tokenStarts(text)); },
      hasPhrase: function (terms) {
        var pattern = terms.map(function (t) { return escape(t).replace(/'/g, "['’]"); }).join("[^\\p{L}\\p{N}]+");
        return new RegExp(pattern, "iu").test(text);
      }
    };
  };

  var formShare = function (form, stems) {
    if (!form.stems.length) return 0;
    if (form.partial) return form.stems.filter(function (s) { return stems.has(s); }).length / form.stems.length;
    return form.stems.every(function (s) { return stems.has(s); }) ? 1 : 0;
  };

  // GameView: the query as the entries of one game see it
  var GameView = function (plan, game) {
    this.forms = plan.concepts.map(function (concept) { return KB.formsFor(concept, game); });
    var stems = new Set(), owner = new Map();
    this.forms.forEach(function (group, i) {
      group.forEach(function (f) { f.stems.forEach(function (s) { stems.add(s); owner.set(s, i); }); });
    });
    this.stems = stems;
    this.owner = owner;
  };
  GameView.prototype.shares = function (stems) {
    var present = new Set();
    this.stems.forEach(function (s) { if (stems.has(s)) present.add(s); });
    return this.forms.map(function (group) {
      var single = group.some(function (f) { return f.stems.length === 1 && present.has(f.stems[0]); });
      if (single) return 1;
      return group.filter(function (f) { return f.stems.length > 1; })
        .reduce(function (best, f) { return Math.max(best, formShare(f, present)); }, 0);
    });
  };
  var view = function (views, plan, game) {
    if (!views.has(game)) views.set(game, new GameView(plan, game));
    return views.get(game);
  };

  // concept_weights: how much each concept tells entries apart
  var conceptWeights = function (c, plan, weights, entryCount) {
    var known = function (f) { return f.stems.length && f.stems.every(function (s) { return weights.has(s); }); };
    return plan.concepts.map(function (concept) {
      var found = concept.forms.filter(known).map(function (f) {
        return f.stems.reduce(function (sum, s) { return sum + weights.get(s); }, 0) / f.stems.length;
      });
      var own = concept.forms[0];
      if (known(own) && !own.partial) found = found.slice(0, 1);
      var weight = found.length ? Math.max.apply(null, found) : c.UNKNOWN_WEIGHT;
      if (concept.mentioned) weight = Math.max(weight, Math.log(entryCount + 1));
      return Math.max(weight, 0.1);
    });
  };
  var sum = function (values) { return values.reduce(function (a, b) { return a + b; }, 0); };

  KB.rank = function (c, plan, candidates, weights, entryCount, lean) {
    if (!candidates.length) return [];
    var best = Math.max.apply(null, candidates.map(function (x) { return x.bm25; })) || 1;
    var conceptWeight = conceptWeights(c, plan, weights, entryCount);
    var total = sum(conceptWeight) || 1;
    var share = conceptWeight.map(function (w) { return w / total; });
    var views = new Map();
    var phraseStems = plan.phrase_terms.length > 1 ? plan.phrase_terms.map(KB.stem) : [];
    candidates.forEach(function (candidate) {
      var entry = candidate.features, parts = [["bm25", candidate.bm25 / best]];
      if (plan.naming.has(candidate.key)) {
        var span = plan.naming.get(candidate.key);
        var named = span === null ? 1 : sum(span.map(function (i) { return share[i]; }));
        parts.push(["named", named - 0.1 * plan.keys.indexOf(candidate.key) / plan.keys.length]);
      }
      if (share.length) {
        var v = view(views, plan, candidate.game);
        var inTitle = v.shares(entry.titleOrAlias);
        var recall = sum(share.map(function (w, i) { return w * inTitle[i]; }));
        if (recall) {
          var title = entry.titleContent;
          var precision = title.length ? title.filter(function (s) { return v.stems.has(s); }).length / title.length : 0;
          var sentence = c.SENTENCE_TITLES.has(candidate.kind);
          parts.push(["title_words", recall * (sentence ? precision : 0.5 + 0.5 * precision)]);
          if (precision === 1 && Math.min.apply(null, inTitle) === 1) parts.push(["exact_title", 1]);
        }
        var covered = v.shares(entry.all);
        parts.push(["covered", sum(share.map(function (w, i) { return w * covered[i]; }))]);
        if (phraseStems.length && phraseStems.every(function (s) { return entry.all.has(s); }) && entry.hasPhrase(plan.phrase_terms)) {
          parts.push(["phrase", 1]);
        }
      }
      if (plan.game && candidate.game === plan.game) parts.push(["game", 1]);
      if (lean && candidate.game !== lean) parts.push(["other_game", 1]);
      var explain = {};
      parts.forEach(function (part) { if (part[1]) explain[part[0]] = c.WEIGHTS[part[0]] * part[1]; });
      if (Object.prototype.hasOwnProperty.call(c.KIND_PRIOR, candidate.kind)) explain.kind = c.KIND_PRIOR[candidate.kind];
      candidate.explain = explain;
      candidate.score = sum(Object.values(explain));
    });
    return candidates.slice().sort(function (a, b) { return b.score - a.score; });
  };

  // query_game: the game whose words the query speaks, if it speaks one game's only
  KB.queryGame = function (c, plan, rate) {
    if (plan.game) return plan.game;
    var games = rate.games, spoken = new Set();
    plan.concepts.forEach(function (concept) {
      var best = {};
      games.forEach(function (game) {
        best[game] = KB.formsFor(concept, game).filter(function (f) { return f.words.length; }).reduce(function (top, f) {
          return Math.max(top, Math.min.apply(null, f.words.map(function (w) { return rate(game, w); })));
        }, 0);
      });
      games.forEach(function (game) {
        var others = games.filter(function (g) { return g !== game; }).map(function (g) { return best[g]; });
        if (others.length && best[game] >= c.GAME_RATIO * Math.max.apply(null, others)) spoken.add(game);
      });
    });
    return spoken.size === 1 ? spoken.values().next().value : null;
  };

  // Highlighter: the words of a text with one of the query's stems
  var Highlighter = function (stems, marks) {
    this.stems = stems;
    this.marks = marks;
    var spelled = new Set();
    stems.forEach(function (s) { KB.spellings(s).forEach(function (x) { spelled.add(x); }); });
    Array.from(spelled).forEach(function (x) { if (x.indexOf("'") !== -1) spelled.add(x.replace(/'/g, "’")); });
    this.spelled = Array.from(spelled).sort();
  };
  Highlighter.prototype.spans = function (text) {
    var lower = text.toLowerCase(), found = new Map(), self = this;
    if (lower.length !== text.length) {
      lower = Array.from(text).map(function (ch) { return ch.toLowerCase().length === ch.length ? ch.toLowerCase() : ch; }).join("");
    }
    this.spelled.forEach(function (spelling) {
      var at = lower.indexOf(spelling);
      while (at !== -1) {
        if (!found.has(at) && (at === 0 || !ALNUM.test(lower[at - 1]))) {
          WORD_AT.lastIndex = at;
          var word = WORD_AT.exec(text);
          if (word !== null) {
            var stem = KB.stem(KB.fold(word[0]));
            if (self.stems.has(stem)) found.set(at, [at, at + word[0].length, stem]);
          }
        }
        at = lower.indexOf(spelling, at + 1);
      }
    });
    return Array.from(found.values()).sort(function (a, b) { return a[0] - b[0]; });
  };
  Highlighter.prototype.snippet = function (text, starts, matched, window) {
    if (!starts.length) return "";
    var hits = Array.from(new Set(matched.map(function (m) { return tokenAt(starts, m[0]); }))).sort(function (a, b) { return a - b; });
    var bestStart = 0, bestCount = 0, first = 0;
    hits.forEach(function (position, last) {
      while (position - hits[first] >= window) first++;
      if (last - first + 1 > bestCount) { bestCount = last - first + 1; bestStart = hits[first]; }
    });
    bestStart = Math.max(0, Math.min(bestStart, starts.length - window));
    var end = Math.min(bestStart + window, starts.length);
    var begin = starts[bestStart], finish = end < starts.length ? starts[end] : text.length;
    var pieces = [], cursor = begin, marks = this.marks;
    matched.forEach(function (m) {
      if (begin <= m[0] && m[0] < finish) {
        pieces.push(text.slice(cursor, m[0]), marks[0], text.slice(m[0], m[1]), marks[1]);
        cursor = m[1];
      }
    });
    pieces.push(text.slice(cursor, finish));
    var joined = pieces.join("").split(/\s+/).filter(Boolean).join(" ");
    return (bestStart ? "…" : "") + joined + (end < starts.length ? "…" : "");
  };

  // rerank_head: the best candidates reordered by how many concepts meet in one window of text
  KB.rerankHead = function (c, plan, ranked, highlighter, weights, entryCount, head) {
    if (plan.concepts.length < 2 || !ranked.length) return ranked;
    var conceptWeight = conceptWeights(c, plan, weights, entryCount);
    var total = sum(conceptWeight);
    var top = ranked.slice(0, head), views = new Map();
    top.forEach(function (candidate) {
      var owner = view(views, plan, candidate.game).owner;
      candidate.matches = highlighter.spans(candidate.features.text);
      var starts = candidate.features.starts, token = 0, found = [];
      candidate.matches.forEach(function (m) {
        if (owner.has(m[2])) {
          token = tokenAt(starts, m[0], token);
          found.push([token, owner.get(m[2])]);
        }
      });
      var best = 0, inside = 0, counts = conceptWeight.map(function () { return 0; }), first = 0;
      found.forEach(function (item) {
        var concept = item[1];
        if (!counts[concept]) inside += conceptWeight[concept];
        counts[concept]++;
        while (item[0] - found[first][0] >= c.WINDOW) {
          var gone = found[first][1];
          counts[gone]--;
          if (!counts[gone]) inside -= conceptWeight[gone];
          first++;
        }
        best = Math.max(best, inside / total);
      });
      if (best) {
        candidate.explain.near = c.WEIGHTS.near * best;
        candidate.score += candidate.explain.near;
      }
    });
    return top.sort(function (a, b) { return b.score - a.score; }).concat(ranked.slice(head));
  };

  KB.Highlighter = Highlighter;
})(globalThis.KBSearch = globalThis.KBSearch || {});
