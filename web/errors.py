"""The one place where every error becomes a response: HTML for pages, JSON for ``/api``.

Unknown keys and charts are 404 (with the nearest titles), bad parameters 400, a missing or
damaged database 503 (a damaged one found when it is opened, or by SQLite at query time:
``sqlite3.DatabaseError``), anything unexpected 500 — always a page of this site or a JSON object, never a
traceback (the exception is logged).
"""

from __future__ import annotations

import html
import sqlite3
from typing import Any
from urllib.parse import urlsplit

from flask import Flask, Response, current_app, g, jsonify, render_template, request
from werkzeug.exceptions import BadRequest, HTTPException, InternalServerError, NotFound, ServiceUnavailable

from kb.browse import BrowseError, ChartNotFound
from kb.lookup import EntryNotFound
from kb.store import DatabaseDamaged, StoreError, damaged
from web.db import forget
from web.links import site_location


class BadParameter(BadRequest):
    """A query parameter with a value the page cannot use."""

    def __init__(self, name: str, message: str) -> None:
        self.parameter = name
        super().__init__(f"bad parameter {name!r}: {message}")


class NotFoundWithSuggestions(NotFound):
    """A 404 naming what was near: ``suggestions`` (titles, in JSON too) and, for the HTML page,
    ``links`` as (title, URL of that very entry or card)."""

    def __init__(self, description: str, suggestions: list[str] | None = None,
                 links: list[tuple[str, str]] | None = None) -> None:
        self.suggestions = suggestions or []
        self.links = links or []
        super().__init__(description)


def wants_json() -> bool:
    if request.path == "/api" or request.path.startswith("/api/"):
        return True
    best = request.accept_mimetypes.best_match(["text/html", "application/json"])
    return best == "application/json" and request.accept_mimetypes[best] > request.accept_mimetypes["text/html"]


def error_response(status: int, title: str, message: str, suggestions: list[str] | None = None,
                   links: list[tuple[str, str]] | None = None) -> Response:
    suggestions = suggestions or []
    if wants_json():
        body: dict[str, Any] = {"error": {"status": status, "title": title, "message": message}}
        if suggestions:
            body["error"]["suggestions"] = suggestions
        response = jsonify(body)
    else:
        try:
            html = render_template("error.html", status=status, title=title, message=message, suggestions=suggestions,
                                   suggestion_links=links or [])
        except Exception:  # the error page itself failed: plain text, still no traceback
            current_app.logger.exception("error page failed")
            html = f"{status} {title}"
            response = Response(html, mimetype="text/plain")
            response.status_code = status
            return response
        response = Response(html, mimetype="text/html")
    response.status_code = status
    return response


def handle_http(error: HTTPException) -> Response:
    status = error.code or 500
    suggestions = getattr(error, "suggestions", [])
    response = error_response(status, error.name, error.description or error.name, suggestions, getattr(error, "links", None))
    if status == 405 and hasattr(error, "valid_methods") and error.valid_methods:
        response.headers["Allow"] = ", ".join(error.valid_methods)
    return response


def handle_entry_not_found(error: EntryNotFound) -> Response:
    return handle_http(NotFoundWithSuggestions(f"No entry {error.query!r}.", error.suggestions))


def handle_chart_not_found(error: ChartNotFound) -> Response:
    return handle_http(NotFoundWithSuggestions(f"No timing chart {error.chart_id!r}.", []))


def handle_browse_error(error: BrowseError) -> Response:
    return handle_http(BadRequest(str(error)))


def handle_store_error(error: Exception) -> Response:
    connection = g.get("db")
    if connection is not None:
        forget(connection)  # not reused by the thread's next request
    if isinstance(error, sqlite3.DatabaseError):
        error = damaged(current_app.config.get("KB_DB", "?"), error)
    current_app.logger.error("database unavailable: %s", error)
    if isinstance(error, DatabaseDamaged):
        message = ("The rules database is damaged, so this page cannot be read. The site's operator must "
                   "rebuild it (`kb build`, or restart `kb serve`, which rebuilds it); try again in a minute.")
    else:
        message = "The rules database is not available; the site's operator must run `kb build`."
    response = handle_http(ServiceUnavailable(message))
    response.headers["Retry-After"] = "60"
    return response


def handle_unexpected(error: Exception) -> Response:
    if isinstance(error, HTTPException):
        return handle_http(error)
    current_app.logger.exception("unhandled error on %s", request.path)
    return handle_http(InternalServerError("Something went wrong on our side; the error was logged."))


def no_host_in_location(response: Response) -> Response:
    """Every redirect of this site stays on it: an absolute ``Location`` loses its host."""
    location = response.headers.get("Location")
    if location and (location.startswith("//") or urlsplit(location).netloc):
        response.headers["Location"] = site_location(location)
        if not response.direct_passthrough and b"<a href=" in response.get_data()[:4096]:
            response.set_data(_redirect_body(response.headers["Location"]))  # werkzeug's page links the old one
    return response


def _redirect_body(location: str) -> str:
    """The page of a redirect, linking where it goes (werkzeug's words)."""
    link = html.escape(location)
    return ("<!doctype html>\n<html lang=en>\n<title>Redirecting...</title>\n<h1>Redirecting...</h1>\n"
            f"<p>You should be redirected automatically to the target URL: <a href=\"{link}\">{link}</a>. "
            "If not, click the link.\n")


def init_app(app: Flask) -> None:
    app.after_request(no_host_in_location)
    app.register_error_handler(HTTPException, handle_http)
    app.register_error_handler(EntryNotFound, handle_entry_not_found)
    app.register_error_handler(ChartNotFound, handle_chart_not_found)
    app.register_error_handler(BrowseError, handle_browse_error)
    app.register_error_handler(StoreError, handle_store_error)
    app.register_error_handler(sqlite3.DatabaseError, handle_store_error)
    app.register_error_handler(Exception, handle_unexpected)
