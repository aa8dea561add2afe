"""The site as an installable app that keeps working offline: manifest, service worker, offline page.

A player at the table loses the network in a basement: every page must still open ("Save for
offline" keeps them all, ``/offline-pages.json``) and search must still find them as ``kb
search`` does (it runs in the page over ``/search-data.json``, ``web.search_data``). ``/sw.js``
is served from the site root so that its scope is the whole site (a worker under ``/static/``
could only control ``/static/``); it is the file ``static/sw.js`` with the name of its cache
filled in, made of the build the pages come from and of the static files, so a rebuilt
database or a changed script retires the cached pages at once. No inline script anywhere: the
page side is ``static/offline.js``.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

from flask import Blueprint, Response, current_app, render_template, url_for

from web.cache import build_id, not_kept
from web.db import get_db
from web.search_data import search_data_json

bp = Blueprint("installable", __name__)

#: The browser's search (``static/search/``), in the order the page loads them.
SEARCH_SCRIPTS = ("porter", "words", "plan", "index", "rank", "engine")

STATIC = Path(__file__).resolve().parent / "static"
#: What the worker stores on install: the shell, and the scripts of the search that runs in the page.
PRECACHED_STATIC = (
    "style.css", "app.js", "tooltip.js", "compare.js", "offline.js", "favicon.svg",
    "icons/icon-192.png", "icons/icon-512.png", "icons/icon.svg",
    *(f"search/{name}.js" for name in SEARCH_SCRIPTS),
)
VERSION_MARK = "__KB_CACHE_VERSION__"
PRECACHE_MARK = "__KB_PRECACHE__"


@lru_cache(maxsize=1)
def static_digest() -> str:
    """A digest of the static files: a changed file makes a new worker with a new cache."""
    digest = hashlib.sha256()
    for path in sorted(STATIC.rglob("*")):
        if path.is_file():
            digest.update(path.name.encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


def precached_urls() -> list[str]:
    return [
        url_for("pages.search"), url_for("installable.offline"), url_for("installable.manifest"),
        url_for("installable.search_data"), url_for("installable.replay_offline"),
        *(url_for("static", filename=name) for name in PRECACHED_STATIC),
    ]


@bp.get("/sw.js")
def service_worker() -> Response:
    version = f"kb-{build_id(get_db()) or 'unbuilt'}-{static_digest()}"
    not_kept("the worker's version names the build")  # a rebuild, even of the same rules, refreshes the phones' copies
    script = (STATIC / "sw.js").read_text(encoding="utf-8")
    script = script.replace(VERSION_MARK, json.dumps(version)).replace(PRECACHE_MARK, json.dumps(precached_urls()))
    response = Response(script, mimetype="text/javascript")
    response.headers["Cache-Control"] = "no-cache"  # the browser checks for a new worker on each visit
    response.headers["Service-Worker-Allowed"] = "/"
    return response


@bp.get("/manifest.webmanifest")
def manifest() -> Response:
    body = {
        "name": "Arkham rules",
        "short_name": "Arkham rules",
        "description": "Rules reference for Arkham Horror: The Card Game and Elder Sign, at the table and offline.",
        "start_url": url_for("pages.search"),
        "scope": "/",
        "display": "standalone",
        "background_color": "#faf7f0",
        "theme_color": "#1f5c3f",
        "icons": [
            {"src": url_for("static", filename="icons/icon-192.png"), "sizes": "192x192", "type": "image/png"},
            {"src": url_for("static", filename="icons/icon-512.png"), "sizes": "512x512", "type": "image/png"},
            {"src": url_for("static", filename="icons/icon-512.png"), "sizes": "512x512", "type": "image/png",
             "purpose": "maskable"},
            {"src": url_for("static", filename="icons/icon.svg"), "sizes": "any", "type": "image/svg+xml"},
        ],
    }
    response = current_app.response_class(
        current_app.json.dumps(body), mimetype="application/manifest+json"  # type: ignore[attr-defined]
    )
    return response


@bp.get("/offline")
def offline() -> str:
    """What the worker shows for a page not saved offline; with ``?q=`` the search runs in it."""
    return render_template("offline.html", nav=None)


@bp.get("/offline/replay")
def replay_offline() -> str:
    """What the worker shows for the replay while offline, and what a static copy of the site
    (``kb export --site``) has at ``/replay``: the timing engine runs on the server."""
    return render_template("replay_offline.html", nav="replay")


@bp.get("/search-data.json")
def search_data() -> Response:
    """Everything the browser's search needs (``web.search_data``): offline and on a static host
    the search runs in the page, as ``kb search`` runs."""
    response = Response(search_data_json(get_db()), mimetype="application/json")
    response.headers["Cache-Control"] = "no-cache"  # a rebuild changes it; the worker keeps its own copy
    return response


@bp.get("/offline-pages.json")
def offline_pages() -> Response:
    """The pages "Save for offline" keeps: every stored page of the build (``web.prerender``)
    that is HTML and has no query string."""
    try:
        paths = [row[0] for row in get_db().execute("select path from pages where query = '' order by path")]
    except sqlite3.OperationalError:  # a database built without its pages: the search and the entries
        keys = [row[0] for row in get_db().execute("select key from entries order by position")]
        paths = ["/", "/search", *(url_for("pages.entry", key=key) for key in keys)]
    return current_app.response_class(current_app.json.dumps(html_pages(paths)),  # type: ignore[attr-defined]
                                      mimetype="application/json")


def html_pages(paths: Iterable[str]) -> list[str]:
    """The paths of ``paths`` that are HTML pages (not the JSON API nor the search data), sorted, each once."""
    return sorted({path for path in paths
                   if path != "/api" and not path.startswith("/api/") and not path.endswith(".json")})
