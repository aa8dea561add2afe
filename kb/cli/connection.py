"""What every command that reads the database shares: the ``--db`` option and a read-only
connection to a current database."""

from __future__ import annotations

import functools
import json
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from kb.freshness import ensure_database
from kb.store import DatabaseDamaged, StoreError, damaged, default_db_path, open_readonly


def db_option(command: Callable[..., Any]) -> Callable[..., Any]:
    """``--db PATH`` on every command that reads the database (default: $KB_DB or data/kb.db)."""
    return click.option(
        "--db", "db_path", type=click.Path(dir_okay=False, path_type=Path), default=None,
        help="Database file (default: $KB_DB, else data/kb.db in the repository).",
    )(command)


def with_connection(command: Callable[..., Any]) -> Callable[..., Any]:
    """Open the database read-only (building it first if missing, stale or damaged) for the command.

    Every failure is one line saying what to do, never a traceback: no database, a damaged one
    (found when it is opened, by SQLite while the command reads it, or a stored field that is no
    longer JSON), a build that failed.
    """

    @functools.wraps(command)
    def wrapper(db_path: Path | None, **kwargs: Any) -> Any:
        path = db_path or default_db_path()
        try:
            path = ensure_database(path, warn=lambda message: click.echo(message, err=True))
            connection = open_readonly(path)
        except (StoreError, OSError, ValueError, sqlite3.DatabaseError) as error:
            raise click.ClickException(str(error)) from None
        try:
            return command(connection, **kwargs)
        except sqlite3.DatabaseError as error:
            raise click.ClickException(str(damaged(path, error))) from None
        except json.JSONDecodeError as error:  # a byte changed inside a stored field: SQLite's checks cannot see it
            raise click.ClickException(str(DatabaseDamaged(path, f"a stored record is not JSON: {error}"))) from None
        finally:
            connection.close()

    return db_option(wrapper)
