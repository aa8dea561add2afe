"""The web application (Flask application factory); pages and the JSON API come in later issues."""

from __future__ import annotations

from typing import Any

from flask import Flask

from kb.build import default_db_path


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    """Create the app; ``test_config`` overrides settings (e.g. ``KB_DB`` for a test database)."""
    app = Flask(__name__)
    app.config.from_mapping(KB_DB=str(default_db_path()))
    if test_config:
        app.config.from_mapping(test_config)

    @app.get("/healthz")
    def healthz() -> dict[str, str]:
        return {"status": "ok"}

    return app
