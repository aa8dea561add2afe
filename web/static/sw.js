// The service worker: the site kept for offline use. Served as /sw.js (scope: the whole site) by
// web/installable.py, which fills in the cache's name (the database build and the static files:
// a rebuild retires old pages) and the files stored on install (the shell, the offline pages,
// the search's scripts and data). "Save for offline" (a message from static/offline.js) keeps
// every page listed in /offline-pages.json, reporting its progress to the page that asked.
/* eslint-env serviceworker */
"use strict";

var CACHE = __KB_CACHE_VERSION__;
var PRECACHE = __KB_PRECACHE__;
var OFFLINE_PAGE = "/offline";
var REPLAY_PAGE = "/offline/replay";
var PAGES = "/offline-pages.json";
var PARALLEL = 4;

self.addEventListener("install", function (event) {
  event.waitUntil(
    caches.open(CACHE).then(function (cache) {
      return cache.addAll(PRECACHE);
    }).then(function () {
      return self.skipWaiting();
    })
  );
});

self.addEventListener("activate", function (event) {
  event.waitUntil(
    caches.keys().then(function (names) {
      return Promise.all(names.filter(function (name) {
        return name !== CACHE;
      }).map(function (name) {
        return caches.delete(name);
      }));
    }).then(function () {
      return self.clients.claim();
    })
  );
});

var keepable = function (response) { return response.ok && response.type === "basic"; };

// Cache, then network: answer from the cache at once when the page was kept, and refresh the
// kept copy from the network behind it; a page never kept comes from the network and is kept.
function cacheThenNetwork(request) {
  return caches.open(CACHE).then(function (cache) {
    return cache.match(request, { ignoreVary: true }).then(function (kept) {
      var fresh = fetch(request).then(function (response) {
        if (keepable(response)) cache.put(request, response.clone());
        return response;
      });
      if (kept) {
        fresh.catch(function () {});  // offline: the kept copy was the answer
        return kept;
      }
      return fresh;
    });
  });
}

// A page that was never kept, while offline: the replay's "needs the server" page for the
// replay; the same address without its query string (a search, /?q=…, is the search page, which
// searches in the browser; not any kept /?q=… page, which shows another query's results); else
// the offline page (which searches too).
function offlineFallback(request) {
  var url = new URL(request.url);
  var replay = url.pathname === "/replay" || url.pathname.indexOf("/replay/") === 0;
  var bare = new URL(url.pathname, url.origin).href;
  return caches.match(replay ? REPLAY_PAGE : bare, { ignoreVary: true }).then(function (page) {
    return page || caches.match(OFFLINE_PAGE);
  }).then(function (page) {
    return page || new Response("You are offline.", { status: 503, headers: { "Content-Type": "text/plain" } });
  });
}

// Every page of the site, PARALLEL at a time; the list itself is kept last, as the mark that
// the whole site was saved (static/offline.js looks for it).
function saveAll(client) {
  var say = function (message) { if (client) client.postMessage(message); };
  return caches.open(CACHE).then(function (cache) {
    return fetch(PAGES, { cache: "no-store" }).then(function (response) {
      if (!response.ok) throw new Error("no list of pages (" + response.status + ")");
      return response.json();
    }).then(function (pages) {
      var next = 0, done = 0, failed = 0;
      var one = function () {
        if (next >= pages.length) return Promise.resolve();
        var url = pages[next++];
        return cache.match(url, { ignoreVary: true }).then(function (kept) {
          if (kept) return undefined;
          return fetch(url, { credentials: "same-origin" }).then(function (response) {
            if (keepable(response)) return cache.put(url, response);
            failed++;
            return undefined;
          });
        }).catch(function () { failed++; }).then(function () {
          done++;
          if (done % 10 === 0 || done === pages.length) say({ type: "save-progress", done: done, total: pages.length });
          return one();
        });
      };
      var workers = [];
      for (var i = 0; i < PARALLEL; i++) workers.push(one());
      return Promise.all(workers).then(function () {
        if (failed) throw new Error(failed + " of " + pages.length + " pages could not be fetched");
        return cache.put(PAGES, new Response(JSON.stringify(pages), { headers: { "Content-Type": "application/json" } }));
      }).then(function () {
        say({ type: "saved", total: pages.length });
      });
    });
  }).catch(function (error) {
    say({ type: "save-failed", message: String(error && error.message || error) });
  });
}

self.addEventListener("message", function (event) {
  var data = event.data || {};
  if (data.type === "save-all") {
    event.waitUntil(saveAll(event.source));
    return;
  }
  // A page opened before this worker controlled it (the very first visit) is kept on its word.
  if (data.type !== "keep" || typeof data.url !== "string") return;
  var url = new URL(data.url, self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    return cache.match(url.href).then(function (kept) {
      if (kept) return undefined;
      return fetch(url.href, { credentials: "same-origin" }).then(function (response) {
        if (keepable(response)) return cache.put(url.href, response);
        return undefined;
      });
    });
  }).catch(function () {}));
});

self.addEventListener("fetch", function (event) {
  var request = event.request;
  var url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname === "/sw.js") return;
  if (request.mode === "navigate") {
    event.respondWith(cacheThenNetwork(request).catch(function () { return offlineFallback(request); }));
    return;
  }
  // the results fragment of search-as-you-type: the network only (results change as you type);
  // offline, static/offline.js searches in the page instead
  if (url.pathname === "/search/results") return;
  event.respondWith(cacheThenNetwork(request));
});
