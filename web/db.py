"""The read-only database connection, one per request, kept on ``g``."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from flask import Flask, current_app, g

from kb.store import open_readonly


def get_db() -> sqlite3.Connection:
    """The request's connection (opened on first use; ``StoreError`` if there is no database)."""
    if "db" not in g:
        g.db = open_readonly(Path(current_app.config["KB_DB"]))
    return g.db


def close_db(_error: BaseException | None = None) -> None:
    connection = g.pop("db", None)
    if connection is not None:
        connection.close()


def init_app(app: Flask) -> None:
    app.teardown_appcontext(close_db)
