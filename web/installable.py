"""The site as an installable app that keeps working offline: manifest, service worker, offline page.

A player at the table loses the network in a basement: the pages already opened must still
open, and search must still find them. ``/sw.js`` is served from the site root so that its
scope is the whole site (a worker under ``/static/`` could only control ``/static/``); it is the
file ``static/sw.js`` with the name of its cache filled in, made of the build the pages come
from and of the static files, so a rebuilt database or a changed script retires the cached
pages at once. No inline script anywhere: the page side is ``static/offline.js``.
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from pathlib import Path

from flask import Blueprint, Response, current_app, render_template, url_for

from web.cache import build_id, not_kept
from web.db import get_db

bp = Blueprint("installable", __name__)

STATIC = Path(__file__).resolve().parent / "static"
#: What the worker stores on install: the shell, the offline page and the offline search's index.
PRECACHED_STATIC = (
    "style.css", "app.js", "tooltip.js", "compare.js", "offline.js", "favicon.svg",
    "icons/icon-192.png", "icons/icon-512.png", "icons/icon.svg",
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
        url_for("api.titles"), *(url_for("static", filename=name) for name in PRECACHED_STATIC),
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
    """What the worker shows for a page not saved offline; with ``?q=`` it searches the saved pages."""
    return render_template("offline.html", nav=None)
