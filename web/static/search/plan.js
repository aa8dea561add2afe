// Query understanding, a port of kb.search.query.plan_query: identifiers, jargon, synonyms,
// function words named as words, typo correction (leaving common English alone). Its word lists
// and tables come from the build's search data (web/search_data.py), not from this file.
"use strict";
(function (KB) {
  var STEP_ID = /(?<![\p{L}\p{N}_.])(st)\s*\.?\s*([1-8])(?![\p{L}\p{N}_.])|(?<![\p{L}\p{N}_.])([1-4])\.([1-6])(?:\.([12]))?(?![\p{L}\p{N}_.]|\.\d)/giu;
  var FAQ_ID = /\b(?:faq|ruling|rulings)\s*#?\s*\(?([12])\.(\d{1,2})\)?|\(([12])\.(\d{1,2})\)/gi;
  var TOKEN = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)?|["“”‘’«»`']|\//gu;

  var unique = function (items) { return Array.from(new Set(items)); };

  // kb.search.query.Form: one way an entry may say a concept
  var form = function (words, game, partial) {
    var kept = unique(words);
    return { words: kept, stems: unique(kept.map(KB.stem)), game: game || null, partial: Boolean(partial) };
  };

  KB.identifierKeys = function (query) {
    var keys = [];
    var faq = Array.from(query.matchAll(FAQ_ID));
    faq.forEach(function (m) {
      var major = m[1] ? m[1] : m[3], minor = m[1] ? m[2] : m[4];
      keys.push("ahlcg/faq/" + major + "-" + parseInt(minor, 10));
    });
    Array.from(query.matchAll(STEP_ID)).forEach(function (m) {
      if (m[1]) {
        keys.push("ahlcg/rr/st-" + m[2]);
      } else if (!faq.length) {
        var parts = [m[3], m[4]].concat(m[5] ? [m[5]] : []);
        if (parts.length === 2 || (parts[0] === "2" && parts[1] === "2")) keys.push("ahlcg/rr/" + parts.join("-"));
      }
    });
    return unique(keys);
  };

  // kb.search.query.mentioned_words: [words, positions named as words, positions of the markers]
  var mentionedWords = function (c, text, functions) {
    var raw = (text.match(TOKEN) || []).map(KB.fold);
    var quote = raw.map(function (t) { return c.QUOTES.has(t); });
    var tokens = [], at = [];
    raw.forEach(function (t, i) { if (!c.QUOTES.has(t)) { tokens.push(t); at.push(i); } });
    var named = new Set(), markers = new Set();
    tokens.forEach(function (word, i) {
      if (!functions.has(word)) return;
      var before = i ? tokens[i - 1] : "", after = i + 1 < tokens.length ? tokens[i + 1] : "";
      var quoted = at[i] > 0 && quote[at[i] - 1] && at[i] + 1 < raw.length && quote[at[i] + 1];
      var partBefore = i >= 2 && (before === "after" || before === "before") && c.PART_NOUNS.has(tokens[i - 2]);
      if (quoted || c.WORD_NOUNS.has(before) || c.ABILITY_NOUNS.has(after) || c.MEANING_VERBS.has(after) || partBefore) named.add(i);
      if (c.WORD_NOUNS.has(before)) markers.add(i - 1);
      if (partBefore) { markers.add(i - 2); markers.add(i - 1); }
    });
    if (tokens.length && tokens.every(function (t) { return functions.has(t) || c.JOINERS.has(t); })) {
      tokens.forEach(function (t, i) { if (functions.has(t)) named.add(i); });
    }
    var contrasted = function (first) {
      var joiner = tokens[first + 1];
      return joiner === "vs" || joiner === "versus" || joiner === "/" || (first > 0 && tokens[first - 1] === "between");
    };
    var changed = true;
    while (changed) {
      changed = false;
      for (var i = 0; i < tokens.length; i++) {
        if (!functions.has(tokens[i]) || named.has(i)) continue;
        var js = [i - 2, i + 2];
        for (var k = 0; k < 2; k++) {
          var j = js[k];
          if (j >= 0 && j < tokens.length && c.JOINERS.has(tokens[Math.floor((i + j) / 2)]) && (named.has(j) || (
            functions.has(tokens[j]) && contrasted(Math.min(i, j))))) {
            named.add(i);
            changed = true;
            break;
          }
        }
      }
    }
    var shift = function (positions) {
      var out = new Set();
      positions.forEach(function (i) {
        out.add(i - tokens.slice(0, i).filter(function (t) { return t === "/"; }).length);
      });
      return out;
    };
    return [tokens.filter(function (t) { return t !== "/"; }), shift(named), shift(markers)];
  };

  var find = function (tokens, saying, taken) {
    for (var start = 0; start + saying.length <= tokens.length; start++) {
      var here = true;
      for (var k = 0; k < saying.length; k++) {
        if (tokens[start + k] !== saying[k] || taken[start + k]) { here = false; break; }
      }
      if (here) return start;
    }
    return null;
  };

  var inTitles = function (tokens, titles, longest) {
    var found = new Set();
    for (var start = 0; start < tokens.length; start++) {
      for (var length = 2; length <= Math.min(longest, tokens.length - start); length++) {
        if (titles.has(tokens.slice(start, start + length).join(" "))) {
          for (var i = start; i < start + length; i++) found.add(i);
        }
      }
    }
    return found;
  };

  var meaningsLabel = function (c, meanings) {
    var games = new Map();
    meanings.forEach(function (m) {
      var term = m[0].join(" ");
      if (!games.has(term)) games.set(term, new Set());
      games.get(term).add(m[1]);
    });
    var every = new Set();
    games.forEach(function (where) { where.forEach(function (g) { every.add(g); }); });
    var byGame = new Map();
    games.forEach(function (where, term) {
      var same = where.size === every.size && Array.from(where).every(function (g) { return every.has(g); });
      var key = same || where.has(null) ? null : where.values().next().value;
      if (!byGame.has(key)) byGame.set(key, []);
      byGame.get(key).push(term);
    });
    if (byGame.size === 1) return byGame.values().next().value.join(" / ");
    return Array.from(byGame).map(function (entry) {
      return entry[1].join(", ") + (entry[0] ? " (" + (c.SHORT_GAMES[entry[0]] || entry[0]) + ")" : "");
    }).join(" / ");
  };

  var escape = function (text) { return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); };

  // The query as the search understood it, when a word was corrected (QueryPlan.corrected_query).
  var correctedQuery = function (plan, maxChars) {
    var names = Object.keys(plan.corrections);
    if (!names.length) return null;
    var text = Array.from(plan.original).slice(0, maxChars).join("");
    names.forEach(function (wrong) {
      var pattern = new RegExp("(?<![\\p{L}\\p{N}])" + escape(wrong) + "(?![\\p{L}\\p{N}])", "giu");
      text = text.replace(pattern, function () { return plan.corrections[wrong]; });
    });
    return text;
  };

  // plan_query(query, lexicon, correct_english)
  KB.planQuery = function (query, lexicon, correctEnglish) {
    var c = lexicon.constants;
    var text = Array.from(query).slice(0, c.MAX_QUERY_CHARS).join("");
    var plan = {
      original: query, concepts: [], terms: [], phrase_terms: [], keys: KB.identifierKeys(text), naming: new Map(),
      corrections: {}, jargon: [], game: null, kept_english: []
    };
    plan.keys.forEach(function (key) { plan.naming.set(key, null); });
    var mentioned = mentionedWords(c, text, lexicon.functionWords);
    var tokens = mentioned[0], named = mentioned[1], markers = mentioned[2];
    var folded = " " + tokens.join(" ") + " ";
    var spans = [];
    var taken = tokens.map(function (_, i) { return markers.has(i); });
    lexicon.jargon.forEach(function (term) {
      if (term.unless.some(function (word) { return folded.indexOf(" " + word + " ") !== -1; })) return;
      for (var s = 0; s < term.says.length; s++) {
        var saying = term.says[s];
        if (folded.indexOf(" " + saying + " ") === -1) continue;
        var sayingWords = saying.split(/\s+/).filter(Boolean);
        var start = find(tokens, sayingWords, taken);
        if (start === null) continue;
        var length = sayingWords.length;
        for (var i = start; i < start + length; i++) taken[i] = true;
        plan.jargon.push(saying + " → " + (term.means ? term.means : (c.GAMES[term.game] || term.game)));
        plan.game = term.game || plan.game;
        if (term.means) {
          var own = tokens.slice(start, start + length).filter(function (w) { return !c.STOP_WORDS.has(w); });
          var forms = (own.length ? [form(own)] : []).concat([form(KB.words(term.means), null, true)]);
          spans.push([start, length, { said: saying, forms: forms, mentioned: false }, term]);
        }
        break;
      }
    });
    tokens.forEach(function (word, i) {
      if (taken[i] || named.has(i) || c.STOP_WORDS.has(word)) return;
      if (lexicon.words.has(word) || /^\d+$/.test(word) || Array.from(word).length < 4 || lexicon.stems.has(KB.stem(word))) return;
      if (lexicon.english.has(word) && !correctEnglish) { plan.kept_english.push(word); return; }
      var best = lexicon.correct(word);
      if (best !== null) { plan.corrections[word] = best; tokens[i] = best; }
    });
    var plain = tokens.map(function (w) { return w.endsWith("'s") ? w.slice(0, -2) : w; });
    var titled = inTitles(tokens, lexicon.titlePhrases, c.MAX_TITLE_WORDS);
    var i = 0;
    while (i < tokens.length) {
      if (taken[i] || named.has(i) || titled.has(i)) { i++; continue; }
      var found = lexicon.synonym(plain, i);
      if (found === null || taken.slice(i, i + found[0]).some(Boolean)) { i++; continue; }
      var said = tokens.slice(i, i + found[0]);
      var ownWords = said.filter(function (w) { return !c.STOP_WORDS.has(w); });
      var synonymForms = (ownWords.length ? [form(ownWords)] : []).concat(found[1].map(function (m) { return form(m[0], m[1]); }));
      spans.push([i, found[0], { said: said.join(" "), forms: synonymForms, mentioned: false }, null]);
      plan.jargon.push(said.join(" ") + " → " + meaningsLabel(c, found[1]));
      for (var j = i; j < i + found[0]; j++) taken[j] = true;
      i += found[0];
    }
    tokens.forEach(function (word, k) {
      if (taken[k]) return;
      if (named.has(k)) {
        spans.push([k, 1, { said: word, forms: [form([word])], mentioned: true }, null]);
        plan.jargon.push(word + " → the word “" + word + "”");
      } else if (!c.STOP_WORDS.has(word)) {
        spans.push([k, 1, { said: word, forms: [form([word])], mentioned: false }, null]);
      }
    });
    if (!spans.length) {
      tokens.forEach(function (word, k) {
        if (c.MEANINGFUL_ALONE.has(word)) {
          spans.push([k, 1, { said: word, forms: [form([word])], mentioned: lexicon.functionTitles.has(word) }, null]);
        }
      });
    }
    spans.sort(function (a, b) { return a[0] - b[0]; });
    spans = spans.slice(0, c.MAX_TERMS);
    plan.concepts = spans.map(function (span) { return span[2]; });
    spans.forEach(function (span, index) {
      var concept = span[2], term = span[3];
      var keys = term ? term.keys : concept.mentioned ? (lexicon.functionTitles.get(concept.said) || []) : [];
      keys.forEach(function (key) {
        if (!plan.naming.has(key)) {
          plan.keys.push(key);
          plan.naming.set(key, [index]);
        } else if (plan.naming.get(key) !== null) {
          plan.naming.set(key, unique(plan.naming.get(key).concat([index])).sort(function (a, b) { return a - b; }));
        }
      });
    });
    var all = [];
    plan.concepts.forEach(function (concept) { concept.forms.forEach(function (f) { all = all.concat(f.words); }); });
    plan.terms = unique(all).slice(0, c.MAX_TERMS);
    plan.concepts.forEach(function (concept) { plan.phrase_terms = plan.phrase_terms.concat(concept.forms[0].words); });
    plan.jargon = unique(plan.jargon);
    plan.corrected_query = correctedQuery(plan, c.MAX_QUERY_CHARS);
    return plan;
  };

  // QueryPlan.any_word_terms: the words candidates are retrieved by
  KB.anyWordTerms = function (plan, rare) {
    var found = [];
    plan.concepts.forEach(function (concept) {
      concept.forms.forEach(function (f, index) {
        if (index === 0 || f.partial || f.words.length === 1) found = found.concat(f.words);
        else found = found.concat(f.words.filter(rare));
      });
    });
    var terms = new Set(plan.terms);
    return unique(found).filter(function (w) { return terms.has(w); });
  };
  KB.formsFor = function (concept, game) {
    return concept.forms.filter(function (f) { return f.game === null || f.game === game; });
  };
})(globalThis.KBSearch = globalThis.KBSearch || {});
