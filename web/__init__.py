"""The web application: search, entry pages, errata, FAQ, timing charts and a JSON API.

``create_app(test_config)`` is the Flask application factory (``KB_DB`` names the database,
opened read-only per request). Pages live in ``web.pages``, the JSON API in ``web.api``; every
error becomes an HTML or JSON response in ``web.errors``; ``kb serve`` runs it under gunicorn.
Rendered responses are kept in memory under the rules they were rendered from (``web.cache``,
which also labels each response with the build that answered it, ``X-KB-Build``). A request body larger than
``MAX_CONTENT_LENGTH`` (64 KiB, the largest situation a replay takes) is refused with 413.
"""

from __future__ import annotations

import io
import sqlite3
from typing import Any

from flask import Flask, Response, current_app, request
from werkzeug.exceptions import RequestEntityTooLarge

from kb.store import StoreError, default_db_path

#: The largest request body accepted (the one upload is a replay's situation: web.replay.bounds.MAX_BODY, also 64 KiB).
MAX_CONTENT_LENGTH = 64 * 1024

#: Every asset is served from this origin: no CDN, no inline script or style.
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; "
    "form-action 'self'; frame-ancestors 'none'"
)
SECURITY_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
}

#: Cache-Control of a response whose route set none: a cache must ask again (pre-rendered pages
#: carry their own policy and an ETag, ``web.prerendered``).
DYNAMIC_CACHE_CONTROL = "no-cache"


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    """Create the app; ``test_config`` overrides settings (e.g. ``KB_DB`` for a test database)."""
    app = Flask(__name__)
    app.config.from_mapping(KB_DB=str(default_db_path()), MAX_CONTENT_LENGTH=MAX_CONTENT_LENGTH)
    if test_config:
        app.config.from_mapping(test_config)
    app.json.sort_keys = False  # type: ignore[attr-defined]
    app.json.ensure_ascii = False  # type: ignore[attr-defined]

    # Imported here, not at the top: a replay worker process imports ``web.replay.job``, which runs
    # this package's ``__init__`` first; it needs neither the pages nor search, and starts faster
    # without them. (No cycle depends on it: tests/test_architecture.py counts this import too.)
    from web import api, cache, db, errors, installable, pages, prerendered, render, replay

    db.init_app(app)
    errors.init_app(app)
    app.before_request(refuse_large_bodies)
    app.register_blueprint(pages.bp)
    app.register_blueprint(api.bp)
    app.register_blueprint(replay.bp)
    app.register_blueprint(installable.bp)
    cache.init_app(app)
    prerendered.init_app(app)  # outermost: a stored page costs one indexed read
    app.add_template_filter(render.icons, "icons")
    app.add_template_filter(render.snippet, "snippet")
    app.add_template_filter(render.diff, "diff")
    app.add_template_filter(render.quoted, "quoted")
    app.add_template_filter(render.key_breaks, "key_breaks")

    @app.after_request
    def security_headers(response: Response) -> Response:
        for name, value in SECURITY_HEADERS.items():
            response.headers.setdefault(name, value)
        # what no route set a policy for (search results, replays, errors) is not kept stale
        response.headers.setdefault("Cache-Control", DYNAMIC_CACHE_CONTROL)
        return response

    @app.get("/healthz")
    def healthz() -> tuple[dict[str, str], int]:
        """200 only when the database opens, passes its integrity check and answers a query."""
        try:
            db.get_db().execute("select value from info where name = 'build_id'").fetchone()
        except (StoreError, sqlite3.DatabaseError) as error:
            return {"status": "unavailable", "error": str(error)}, 503
        return {"status": "ok"}, 200

    return app


def refuse_large_bodies() -> None:
    """413 for a body over ``MAX_CONTENT_LENGTH``, declared or chunked, whatever the route does with it."""
    limit = current_app.config.get("MAX_CONTENT_LENGTH")
    if limit is None:
        return
    if request.content_length is not None:
        if request.content_length > limit:
            raise RequestEntityTooLarge(f"The request body is larger than {limit} bytes.")
    elif "chunked" in request.headers.get("Transfer-Encoding", "").lower():
        # no declared length: read at most limit + 1 bytes, then hand the route what was read
        stream, parts, size = request.environ["wsgi.input"], [], 0
        while size <= limit and (part := stream.read(limit + 1 - size)):
            parts.append(part)
            size += len(part)
        if size > limit:
            raise RequestEntityTooLarge(f"The request body is larger than {limit} bytes.")
        request.environ["wsgi.input"] = io.BytesIO(b"".join(parts))
        request.environ["CONTENT_LENGTH"] = str(size)
