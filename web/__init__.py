"""The web application: search, entry pages, errata, FAQ, timing charts and a JSON API.

``create_app(test_config)`` is the Flask application factory (``KB_DB`` names the database,
opened read-only per request). Pages live in ``web.pages``, the JSON API in ``web.api``; every
error becomes an HTML or JSON response in ``web.errors``; ``kb serve`` runs it under waitress.
"""

from __future__ import annotations

from typing import Any

from flask import Flask, Response

from kb.build import default_db_path

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


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    """Create the app; ``test_config`` overrides settings (e.g. ``KB_DB`` for a test database)."""
    app = Flask(__name__)
    app.config.from_mapping(KB_DB=str(default_db_path()))
    if test_config:
        app.config.from_mapping(test_config)
    app.json.sort_keys = False  # type: ignore[attr-defined]
    app.json.ensure_ascii = False  # type: ignore[attr-defined]

    from web import api, db, errors, pages, render

    db.init_app(app)
    errors.init_app(app)
    app.register_blueprint(pages.bp)
    app.register_blueprint(api.bp)
    app.add_template_filter(render.icons, "icons")
    app.add_template_filter(render.snippet, "snippet")
    app.add_template_filter(render.diff, "diff")

    @app.after_request
    def security_headers(response: Response) -> Response:
        for name, value in SECURITY_HEADERS.items():
            response.headers.setdefault(name, value)
        return response

    @app.get("/healthz")
    def healthz() -> dict[str, str]:
        return {"status": "ok"}

    return app
