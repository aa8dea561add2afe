// The service worker: the pages a player opened, and what search needs, kept for offline use.
// Served as /sw.js (scope: the whole site) by web/installable.py, which fills in the cache's
// name (the database build and the static files: a rebuild retires old pages) and the list of
// files stored on install (the shell, the offline page, the offline search's index).
/* eslint-env serviceworker */
"use strict";

var CACHE = __KB_CACHE_VERSION__;
var PRECACHE = __KB_PRECACHE__;
var OFFLINE_PAGE = "/offline";

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

// Cache, then network: answer from the cache at once when the page was kept, and refresh the
// kept copy from the network behind it; a page never kept comes from the network and is kept.
function cacheThenNetwork(request) {
  return caches.open(CACHE).then(function (cache) {
    return cache.match(request).then(function (kept) {
      var fresh = fetch(request).then(function (response) {
        if (response.ok && response.type === "basic") cache.put(request, response.clone());
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

// A page that was never kept, while offline: the offline page, which searches the kept pages
// when the address was a search (/?q=…).
function offlineFallback() {
  return caches.match(OFFLINE_PAGE).then(function (page) {
    return page || new Response("You are offline.", { status: 503, headers: { "Content-Type": "text/plain" } });
  });
}

// A page opened before this worker controlled it (the very first visit) is kept on the page's word.
self.addEventListener("message", function (event) {
  var data = event.data || {};
  if (data.type !== "keep" || typeof data.url !== "string") return;
  var url = new URL(data.url, self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    return cache.match(url.href).then(function (kept) {
      if (kept) return undefined;
      return fetch(url.href, { credentials: "same-origin" }).then(function (response) {
        if (response.ok && response.type === "basic") return cache.put(url.href, response);
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
    event.respondWith(cacheThenNetwork(request).catch(offlineFallback));
    return;
  }
  // the results fragment of search-as-you-type: the network first (results change as you type);
  // offline, static/offline.js searches the kept index instead
  if (url.pathname === "/search/results") return;
  event.respondWith(cacheThenNetwork(request));
});
