// Offline: install the service worker (static/sw.js, served as /sw.js), and search the pages kept
// for offline use when the network is gone. Every page works without this file.
(function () {
  "use strict";

  // The offline page stands in for pages that were not kept: it is never kept under their address.
  var isOfflinePage = Boolean(document.querySelector("[data-offline-page]"));
  if ("serviceWorker" in navigator && window.location.protocol !== "file:") {
    window.addEventListener("load", function () {
      navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(function () {});
      // keep this page: the worker keeps what it serves, but not the page that installed it
      navigator.serviceWorker.ready.then(function (registration) {
        if (registration.active && !isOfflinePage) {
          registration.active.postMessage({ type: "keep", url: window.location.href.split("#")[0] });
        }
      });
    });
  }

  var fold = function (text) {
    return String(text || "").toLowerCase().replace(/[’']/g, "'").normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  };

  var indexPromise = null;
  var titles = function () {
    if (!indexPromise) {
      indexPromise = fetch("/api/titles").then(function (response) {
        if (!response.ok) throw new Error("no index");
        return response.json();
      }).then(function (data) {
        return data.entries;
      });
      indexPromise.catch(function () { indexPromise = null; });
    }
    return indexPromise;
  };

  var isKept = function (url) {
    if (!("caches" in window)) return Promise.resolve(false);
    return caches.match(url).then(function (found) { return Boolean(found); });
  };

  // The entries whose title holds every word of the query, titles starting with it first;
  // each says whether its page was kept (opens offline).
  var search = function (query, limit) {
    var words = fold(query).split(/\s+/).filter(Boolean);
    if (!words.length) return Promise.resolve([]);
    return titles().then(function (entries) {
      var found = entries.filter(function (entry) {
        var title = fold(entry.title);
        return words.every(function (word) { return title.indexOf(word) !== -1; });
      });
      var first = fold(query);
      found.sort(function (a, b) {
        return (fold(b.title).indexOf(first) === 0) - (fold(a.title).indexOf(first) === 0);
      });
      found = found.slice(0, limit || 20);
      return Promise.all(found.map(function (entry) {
        var url = "/entry/" + entry.key;
        return isKept(url).then(function (kept) {
          return { key: entry.key, title: entry.title, parent: entry.parent, url: url, kept: kept };
        });
      }));
    });
  };

  // The results as a list, built with DOM calls (titles are text, never markup).
  var renderResults = function (region, query, results) {
    region.textContent = "";
    var note = document.createElement("p");
    note.className = "offline-note";
    note.textContent = results.length
      ? "You are offline: titles matching “" + query + "”. Pages marked “saved” open without the network."
      : "You are offline, and no title matches “" + query + "”.";
    region.appendChild(note);
    if (!results.length) return;
    var list = document.createElement("ol");
    list.className = "result-list";
    results.forEach(function (result) {
      var item = document.createElement("li");
      item.className = "result";
      var heading = document.createElement("h2");
      heading.className = "result-title";
      var link = document.createElement("a");
      link.href = result.url;
      link.textContent = result.title;
      heading.appendChild(link);
      item.appendChild(heading);
      var meta = document.createElement("p");
      meta.className = "result-meta";
      meta.textContent = (result.kept ? "saved · " : "not saved · ") + (result.parent ? "in " + result.parent : "");
      item.appendChild(meta);
      list.appendChild(item);
    });
    region.appendChild(list);
  };

  window.kbOffline = { search: search, renderResults: renderResults };

  // The offline page: search the kept index for the query it was opened with.
  if (isOfflinePage) {
    var query = new URLSearchParams(window.location.search).get("q");
    var region = document.getElementById("offline-results");
    if (query && region) {
      search(query).then(function (results) { renderResults(region, query, results); }).catch(function () {});
    }
  }
})();
