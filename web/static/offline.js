// Offline and with no server: install the service worker (static/sw.js, served as /sw.js), offer
// "Save for offline" (every page and the search data, with progress), and run the search in the
// page (static/search/, a port of kb search over /search-data.json) when no server answers it:
// offline, or on a static host (kb export --site). Every page works without this file online.
(function () {
  "use strict";

  var isOfflinePage = Boolean(document.querySelector("[data-offline-page]"));
  var script = document.currentScript;
  var staticRoot = script ? script.src.replace(/offline\.js(\?.*)?$/, "") : "/static/";
  var SCRIPTS = ["porter", "words", "plan", "index", "rank", "engine"];
  var DATA_URL = "/search-data.json";
  var SAVED_MARK = "/offline-pages.json";

  // ---- the search, loaded on first use -------------------------------------------------------
  var loading = null;
  var loadScript = function (name) {
    return new Promise(function (resolve, reject) {
      var tag = document.createElement("script");
      tag.src = staticRoot + "search/" + name + ".js";
      tag.async = false;  // in order
      tag.onload = resolve;
      tag.onerror = function () { reject(new Error("cannot load " + tag.src)); };
      document.head.appendChild(tag);
    });
  };
  var engine = function () {
    if (!loading) {
      var data = fetch(DATA_URL).then(function (response) {
        if (!response.ok) throw new Error("no search data");
        return response.json();
      });
      loading = Promise.all(SCRIPTS.map(loadScript).concat([data])).then(function (loaded) {
        var data = loaded[loaded.length - 1], search = new window.KBSearch.Search(data);
        search.names = data.names;
        search.attachments = data.attachments;
        return search;
      });
      loading.catch(function () { loading = null; });
    }
    return loading;
  };
  // {q, game, kind, limit} → the response /api/search would give
  var limitOf = function (params) {
    var limit = parseInt(params.limit, 10);
    return isNaN(limit) ? 20 : Math.max(1, Math.min(limit, 100));
  };
  var search = function (params) {
    return engine().then(function (found) {
      return { engine: found, response: found.run(params.q, {
        game: params.game || null, kind: params.kind || null, limit: limitOf(params)
      }) };
    });
  };

  // ---- results, built with DOM calls as templates/_results.html lays them out -----------------
  var element = function (tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  // text into parent, its icon tokens ("[action]") shown as web/render.py's icon_html shows them
  var withIcons = function (parent, text, icons) {
    String(text).split(/\[([a-z_]+)\]/).forEach(function (piece, i) {
      if (i % 2 && Object.prototype.hasOwnProperty.call(icons, piece)) {
        var icon = element("span", "icon icon-" + piece);
        icon.title = icons[piece][0];
        var symbol = element("span", "icon-symbol", icons[piece][1]);
        symbol.setAttribute("aria-hidden", "true");
        icon.appendChild(symbol);
        icon.appendChild(element("span", "icon-label", icons[piece][0]));
        parent.appendChild(icon);
      } else if (piece) {
        parent.appendChild(document.createTextNode(i % 2 ? "[" + piece + "]" : piece));
      }
    });
    return parent;
  };
  var snippet = function (text, icons) {  // «matched» → <mark>, the rest text
    var paragraph = element("p", "snippet");
    String(text).split(/(«[^«»]*»)/).forEach(function (piece) {
      if (/^«[^«»]*»$/.test(piece)) paragraph.appendChild(withIcons(element("mark"), piece.slice(1, -1), icons));
      else if (piece) withIcons(paragraph, piece.replace(/[«»]/g, ""), icons);
    });
    return paragraph;
  };
  var render = function (region, found, params) {
    var response = found.response, names = found.engine.names;
    region.textContent = "";
    var box = element("div", "results");
    box.setAttribute("data-count", String(response.results.length));
    box.setAttribute("data-searched-in", "browser");
    if (response.corrected_query && response.corrected_query !== response.query) {
      var correction = element("p", "correction", "Showing results for ");
      correction.appendChild(element("strong", "", response.corrected_query));
      correction.appendChild(document.createTextNode(" (you typed “" + response.query + "”)."));
      box.appendChild(correction);
    }
    if (response.understood.length) {
      var understood = element("p", "understood", "Read as: ");
      response.understood.forEach(function (item, i) {
        if (i) understood.appendChild(document.createTextNode("; "));
        understood.appendChild(element("span", "", item));
      });
      box.appendChild(understood);
    }
    var where = (params.game ? " in " + (names.games[params.game] || params.game) : "");
    if (!response.results.length) {
      box.appendChild(element("p", "no-results", "No results for “" + response.query + "”" + where + "."));
      if (response.suggestions.length) {
        var suggestions = element("p", "suggestions", "Try: ");
        response.suggestions.forEach(function (text, i) {
          if (i) suggestions.appendChild(document.createTextNode(", "));
          var link = element("a", "", text);
          link.href = "/?q=" + encodeURIComponent(text);
          suggestions.appendChild(link);
        });
        box.appendChild(suggestions);
      }
      region.appendChild(box);
      return;
    }
    var count = response.results.length;
    box.appendChild(element("p", "count", count + " result" + (count === 1 ? "" : "s") + " for “" + response.query + "”" + where));
    var list = element("ol", "result-list");
    response.results.forEach(function (result) {
      var item = element("li", "result");
      var heading = element("h2", "result-title");
      var link = withIcons(element("a"), result.title, names.icons);
      link.href = "/entry/" + encodeURI(result.key);
      heading.appendChild(link);
      item.appendChild(heading);
      var meta = element("p", "result-meta");
      var game = element("span", "badge game game-" + result.game, result.game === "ahlcg" ? "AHLCG" : (names.games[result.game] || result.game));
      game.title = names.games[result.game] || result.game;
      meta.appendChild(game);
      meta.appendChild(document.createTextNode(" "));
      meta.appendChild(element("span", "badge kind kind-" + result.kind, names.kinds[result.kind] || result.kind));
      var parent = result.parent && found.engine.byKey.has(result.parent) ? found.engine.entries[found.engine.byKey.get(result.parent)][1] : "";
      if (parent) {
        meta.appendChild(document.createTextNode(" "));
        meta.appendChild(withIcons(element("span", "result-parent", "in "), parent, names.icons));
      }
      item.appendChild(meta);
      if (result.snippet) item.appendChild(snippet(result.snippet, names.icons));
      var rulings = found.engine.attachments[result.key] || [];
      if (rulings.length) {  // as templates/macros.html's attachment_list
        var attached = element("ul", "attached");
        attached.setAttribute("aria-label", "Rulings and errata");
        rulings.forEach(function (ruling) {
          var line = element("li"), to = element("a");
          to.href = "/entry/" + encodeURI(ruling[0]);
          to.appendChild(element("span", "badge kind kind-" + ruling[1], ruling[2] || names.kinds[ruling[1]] || ruling[1]));
          withIcons(to, " " + ruling[3], names.icons);
          line.appendChild(to);
          attached.appendChild(line);
        });
        item.appendChild(attached);
      }
      list.appendChild(item);
    });
    box.appendChild(list);
    var limit = limitOf(params);
    if (count >= limit && limit < 100) {
      var more = element("p", "more"), next = new URLSearchParams();
      ["q", "game", "kind"].forEach(function (name) { if (params[name]) next.set(name, params[name]); });
      next.set("limit", String(Math.min(limit * 2, 100)));
      var moreLink = element("a", "", "More results");
      moreLink.href = "/?" + next.toString();
      more.appendChild(moreLink);
      box.appendChild(more);
    }
    region.appendChild(box);
  };
  // the results of params in region, unless isCurrent says by then that another search replaced it
  var searchInto = function (region, params, isCurrent) {
    var current = isCurrent || function () { return true; };
    region.setAttribute("aria-busy", "true");
    return search(params).then(function (found) {
      if (!current()) return;
      region.removeAttribute("aria-busy");
      render(region, found, params);
    }, function () {
      if (!current()) return;
      region.removeAttribute("aria-busy");
      region.textContent = "The search is not available: open the site once while online to save it.";
    });
  };
  var paramsOf = function (query) {
    var params = {};
    new URLSearchParams(query).forEach(function (value, name) { params[name] = value; });
    return params;
  };

  window.kbOffline = { search: search, searchInto: searchInto, paramsOf: paramsOf };

  // A search page served without its results (a static host, or offline from the saved "/"):
  // search here for the query in its address.
  var startSearch = function () {
    var params = paramsOf(window.location.search);
    var region = document.getElementById(isOfflinePage ? "offline-results" : "results");
    if (!params.q || !region || region.querySelector(".results")) return;
    // the form as the server would have filled it in, and no "Browse" under the results
    var form = document.querySelector("form[data-live-search]");
    if (form) {
      ["q", "game", "kind"].forEach(function (name) {
        if (params[name] && form.elements[name]) form.elements[name].value = params[name];
      });
    }
    var start = document.querySelector("section.start");
    if (start) start.hidden = true;
    searchInto(region, params);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", startSearch);
  else startSearch();

  // ---- the worker and "Save for offline" ------------------------------------------------------
  if (!("serviceWorker" in navigator) || window.location.protocol === "file:") return;
  var offer = document.getElementById("offline-save");
  var showSaved = function (text) {
    if (!offer) return;
    offer.hidden = false;
    offer.querySelector("button").hidden = true;
    offer.querySelector("progress").hidden = true;
    offer.querySelector(".offline-status").textContent = text;
  };
  navigator.serviceWorker.addEventListener("message", function (event) {
    var data = event.data || {};
    if (!offer) return;
    var bar = offer.querySelector("progress"), status = offer.querySelector(".offline-status");
    if (data.type === "save-progress") {
      bar.hidden = false;
      bar.max = data.total;
      bar.value = data.done;
      status.textContent = "Saving for offline: " + data.done + " of " + data.total + " pages…";
    } else if (data.type === "saved") {
      offer.setAttribute("data-saved", "true");
      showSaved("Saved for offline: " + data.total + " pages and the search work with no network.");
    } else if (data.type === "save-failed") {
      offer.querySelector("button").disabled = false;
      bar.hidden = true;
      status.textContent = "Saving stopped (" + data.message + "); try again when the network is back.";
    }
  });
  if (navigator.serviceWorker.startMessages) navigator.serviceWorker.startMessages();
  window.addEventListener("load", function () {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(function () {});
    navigator.serviceWorker.ready.then(function (registration) {
      // keep this page: the worker keeps what it serves, but not the page that installed it
      if (registration.active && !isOfflinePage) {
        registration.active.postMessage({ type: "keep", url: window.location.href.split("#")[0] });
      }
      if (!offer) return undefined;
      return caches.match(SAVED_MARK).then(function (saved) {
        if (saved) {
          offer.setAttribute("data-saved", "true");
          showSaved("Saved for offline.");
          return;
        }
        offer.hidden = false;
        var button = offer.querySelector("button");
        button.addEventListener("click", function () {
          button.disabled = true;
          offer.querySelector(".offline-status").textContent = "Saving for offline…";
          (navigator.serviceWorker.controller || registration.active).postMessage({ type: "save-all" });
        });
      });
    }).catch(function () {});
  });
})();
