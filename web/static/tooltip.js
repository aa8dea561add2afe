// Glossary tooltips: a rules term (a link with class "term" and its entry's first sentence in
// data-tip, written by the server) shows that sentence without leaving the page.
// Hover or keyboard focus shows it; on a touch screen the first tap shows it and a second tap
// on the same term opens the entry; Escape, a tap elsewhere or leaving the term hides it.
// kbTerms.link(element, game) links the terms of text built in the browser (a replay's steps)
// from /api/terms. Without this file every term is still a plain link to its entry.
(function () {
  "use strict";

  var tip = null;
  var current = null;
  var lastPointer = "mouse";
  // a press focuses the term too; the tap or hover decides then, not the focus
  var pressing = false;

  var tooltip = function () {
    if (tip) return tip;
    tip = document.createElement("div");
    tip.id = "term-tooltip";
    tip.className = "term-tooltip";
    tip.setAttribute("role", "tooltip");
    tip.hidden = true;
    document.body.appendChild(tip);
    return tip;
  };

  var place = function (term) {
    var box = term.getBoundingClientRect();
    var width = Math.min(320, document.documentElement.clientWidth - 16);
    tip.style.maxWidth = width + "px";
    var left = Math.max(8, Math.min(box.left, document.documentElement.clientWidth - width - 8));
    tip.style.left = left + window.scrollX + "px";
    tip.style.top = box.bottom + window.scrollY + 6 + "px";
  };

  var show = function (term) {
    var element = tooltip();
    if (current && current !== term) hide();
    element.textContent = "";
    var title = document.createElement("strong");
    title.textContent = term.getAttribute("data-tip-title") || term.textContent;
    var text = document.createElement("span");
    text.textContent = " " + term.getAttribute("data-tip");
    element.appendChild(title);
    element.appendChild(text);
    if (lastPointer === "touch") {
      var hint = document.createElement("span");
      hint.className = "term-tooltip-hint";
      hint.textContent = " Tap the term again to open the rule.";
      element.appendChild(hint);
    }
    element.hidden = false;
    place(term);
    term.setAttribute("aria-describedby", element.id);
    term.classList.add("term-active");
    current = term;
  };

  var hide = function () {
    if (!current) return;
    current.removeAttribute("aria-describedby");
    current.classList.remove("term-active");
    current = null;
    if (tip) tip.hidden = true;
  };

  var termOf = function (node) {
    return node && node.closest ? node.closest("a.term[data-tip]") : null;
  };

  document.addEventListener("pointerdown", function (event) {
    lastPointer = event.pointerType || "mouse";
    pressing = true;
    if (current && !termOf(event.target)) hide();
  }, true);

  document.addEventListener("click", function (event) {
    pressing = false;
    var term = termOf(event.target);
    if (!term || lastPointer !== "touch") return;
    if (current === term) return;  // the second tap follows the link
    event.preventDefault();
    show(term);
  });

  document.addEventListener("mouseover", function (event) {
    var term = termOf(event.target);
    if (term && lastPointer !== "touch") show(term);
  });

  document.addEventListener("mouseout", function (event) {
    var term = termOf(event.target);
    if (term && term === current && !term.contains(event.relatedTarget) && lastPointer !== "touch") hide();
  });

  document.addEventListener("focusin", function (event) {
    var term = termOf(event.target);
    if (term && !pressing) show(term);
  });

  document.addEventListener("keydown", function () {
    pressing = false;
  }, true);

  document.addEventListener("focusout", function (event) {
    if (termOf(event.target) === current && lastPointer !== "touch") hide();
  });

  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && current) {
      hide();
    }
  });

  window.addEventListener("resize", function () {
    if (current) place(current);
  });

  // --- Terms in text built in the browser -------------------------------------------------

  var termsByGame = {};
  var loadTerms = function (game) {
    if (!termsByGame[game]) {
      termsByGame[game] = fetch("/api/terms?game=" + encodeURIComponent(game)).then(function (response) {
        if (!response.ok) throw new Error("no terms");
        return response.json();
      }).then(function (data) {
        var byPhrase = {};
        var phrases = [];
        data.terms.forEach(function (term) {
          term.phrases.forEach(function (phrase) {
            byPhrase[phrase] = term;
            phrases.push(phrase);
          });
        });
        phrases.sort(function (a, b) { return b.length - a.length; });
        var escape = function (text) { return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); };
        var alternatives = phrases.map(function (phrase) {
          return phrase.split(" ").map(escape).join("[\\s\\-]+").replace(/’/g, "['’]");
        });
        var pattern = new RegExp("(^|[^\\w’'\\-])(" + alternatives.join("|") + ")(?![\\w’'\\-])", "gi");
        return { pattern: pattern, byPhrase: byPhrase };
      });
      termsByGame[game].catch(function () { delete termsByGame[game]; });
    }
    return termsByGame[game];
  };

  var phraseKey = function (text) {
    return text.toLowerCase().replace(/'/g, "’").replace(/[\s\-]+/g, " ");
  };

  // Wrap the first mention of each term in ``root``'s text (outside links and code) in a link.
  var link = function (root, game) {
    return loadTerms(game || "ahlcg").then(function (terms) {
      var seen = {};
      root.querySelectorAll("a.term[data-term]").forEach(function (a) { seen[a.getAttribute("data-term")] = true; });
      var walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
        acceptNode: function (node) {
          return node.parentElement && node.parentElement.closest("a, code, script, style, textarea")
            ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT;
        },
      });
      var nodes = [];
      while (walker.nextNode()) nodes.push(walker.currentNode);
      nodes.forEach(function (node) {
        var text = node.nodeValue;
        var fragment = document.createDocumentFragment();
        var cursor = 0;
        var match;
        terms.pattern.lastIndex = 0;
        while ((match = terms.pattern.exec(text))) {
          var term = terms.byPhrase[phraseKey(match[2])];
          if (!term || seen[term.key]) continue;
          seen[term.key] = true;
          var start = match.index + match[1].length;
          fragment.appendChild(document.createTextNode(text.slice(cursor, start)));
          var a = document.createElement("a");
          a.className = "term";
          a.href = term.url;
          a.setAttribute("data-term", term.key);
          a.setAttribute("data-tip", term.summary);
          a.setAttribute("data-tip-title", term.title);
          a.textContent = match[2];
          fragment.appendChild(a);
          cursor = start + match[2].length;
        }
        if (cursor === 0) return;
        fragment.appendChild(document.createTextNode(text.slice(cursor)));
        node.parentNode.replaceChild(fragment, node);
      });
      return root;
    });
  };

  window.kbTerms = { link: link, show: show, hide: hide };
})();
