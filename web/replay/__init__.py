"""Adjudicate in the browser: the replay page's routes and ``POST /api/replay``.

| route | what |
|---|---|
| ``GET /replay`` | the gallery of bundled examples and an editor starting from scratch; ``?s=CODE`` opens a shared situation |
| ``POST /replay`` | the editor's form without JavaScript: the YAML (``situation``, or an uploaded ``file``) replayed |
| ``GET /replay/example/<name>`` | a bundled example in the editor, replayed |
| ``GET /replay/example/<name>/situation.yaml`` | the example's file, to download |
| ``POST /replay/trace`` | the trace view alone (an HTML fragment the page's script swaps in; the replay's status in ``data-status``) |
| ``POST /api/replay`` | a situation (YAML or JSON body) -> the trace JSON of ``kb replay --json``; ``?all_windows=1`` is ``--all-windows``; ``?states=1`` adds ``"states": {"changes": [...]}``, each step's changes to the game state (``[path, value]`` set, ``[path]`` removed) |
| ``POST /api/replay/check`` | a situation -> ``{"valid", "data", "error"}``: the editor keeps its form in step with it |
| ``GET /api/replay/examples`` | the bundled examples: name, title, summary |

This module holds the routes only; the rest of the package, by job:

| module | what |
|---|---|
| ``engine`` | the timing engine's names the package uses, imported in one place |
| ``bounds`` | the size, NUL, nesting and alias-expansion limits on a situation: 413 or 400 |
| ``body`` | the situation a request carries (raw body, form field or upload), read within the limit |
| ``run`` | a situation through the bounds and a worker to an ``Outcome`` (the configured limits) |
| ``workers`` | the worker processes (at most ``WORKERS``, each job killed after ``TIMEOUT``): 503 when stopped or busy |
| ``job`` | what a worker process runs: parse, check, replay (``state_changes``: each step's state as changes) |
| ``form`` | the editor's form, described from the engine's vocabulary and schema |
| ``words`` | the form in players' words: labels, help shown on screen, values ("any attack") |
| ``trace_view`` | a trace made ready for ``replay_trace.html``: the step tree, the engine's answer, rule titles |
| ``share`` | share links, ``?s=CODE``: the situation compressed into the URL |

**Errors** are 400 with the message ``kb replay`` prints after ``Error:``, and the field and line it
names: ``{"error": {"status": 400, "title": "Bad Request", "message": "...", "field": "cards[0].health",
"line": 12}}`` (the shape of ``web.errors``'s JSON errors, with ``field`` and ``line`` added).
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, jsonify, render_template, request, url_for
from werkzeug.exceptions import BadRequest, NotFound, RequestEntityTooLarge

from web.replay.body import read_body
from web.replay.engine import SituationError, example_path, examples
from web.replay.form import STARTER, form_model, starter_data
from web.replay.run import Outcome, max_body, run_job
from web.replay.share import SHARE_LIMIT, ShareError, decode_share, share_url
from web.replay.trace_view import script_json, trace_context

bp = Blueprint("replay", __name__)


# -- pages ------------------------------------------------------------------------------------------


@bp.record_once
def _nav(state: Any) -> None:
    """The site navigation's link to this page (``base.html`` lists ``extra_nav`` after its own links)."""
    extra = state.app.jinja_env.globals.setdefault("extra_nav", [])
    if not any(item[0] == "replay" for item in extra):
        extra.append(("replay", "Replay", "replay.page"))


def _render(text: str, *, example: str | None = None, outcome: Outcome | None = None, status: int = 200,
            share_error: str | None = None) -> tuple[str, int]:
    data = outcome.result.get("data") if outcome and outcome.result else None
    if outcome is None and text == STARTER:
        data = starter_data()  # "from scratch": the form opens filled with the starter situation
    context: dict[str, Any] = {
        "text": text, "example": example, "examples": examples(), "model": script_json(form_model()),
        "data": script_json(data), "script_json": script_json,
        "outcome": outcome, "share": share_url(text) if text else None, "share_limit": SHARE_LIMIT,
        "share_error": share_error, "nav": "replay", "max_body": max_body(),
    }
    if outcome is not None and outcome.ok and outcome.result and "trace" in outcome.result:
        context.update(trace_context(outcome.result))
    return render_template("replay.html", **context), status


@bp.get("/replay")
def page() -> tuple[str, int]:
    code = request.args.get("s")
    if code is None:
        return _render(STARTER)
    try:
        text = decode_share(code.strip(), max_body())
    except ShareError as error:
        return _render(STARTER, share_error=str(error), status=400)
    outcome = run_job(text, states=True)
    return _render(text, outcome=outcome, status=outcome.status)


@bp.post("/replay")
def submit() -> tuple[str, int]:
    text = read_body()
    outcome = run_job(text, states=True)
    return _render(text, outcome=outcome, status=outcome.status)


def _example_text(name: str) -> str:
    try:
        return example_path(name).read_text(encoding="utf-8")
    except SituationError as error:
        raise NotFound(str(error)) from None


@bp.get("/replay/example/<name>")
def example(name: str) -> tuple[str, int]:
    text = _example_text(name)
    outcome = run_job(text, states=True, catalogue=False)
    return _render(text, example=name, outcome=outcome, status=outcome.status)


@bp.get("/replay/example/<name>/situation.yaml")
def example_file(name: str) -> Response:
    response = Response(_example_text(name), mimetype="application/yaml")
    response.headers["Content-Disposition"] = f'attachment; filename="{name}.yaml"'
    return response


@bp.post("/replay/trace")
def trace_fragment() -> tuple[str, int]:
    """The trace view alone, for the page's script: a replayed trace, or the error.

    Always 200 once the fragment is rendered: the replay's own status (400, 413, 503) is the
    fragment's ``data-status`` (a 4xx would also be logged as an error in the browser's console).
    """
    try:
        text = read_body()
    except RequestEntityTooLarge as error:
        outcome = Outcome(413, message=error.description or "too large")
        return render_template("replay_trace.html", outcome=outcome, share=None, share_limit=SHARE_LIMIT), 200
    outcome = run_job(text, states=True)
    context: dict[str, Any] = {"outcome": outcome, "share": share_url(text), "share_limit": SHARE_LIMIT}
    if outcome.ok:
        context.update(trace_context(outcome.result or {}))
    return render_template("replay_trace.html", **context), 200


# -- the API ----------------------------------------------------------------------------------------


def _json_error(outcome: Outcome) -> Response:
    titles = {400: "Bad Request", 413: "Request Entity Too Large", 500: "Internal Server Error",
              503: "Service Unavailable"}
    error: dict[str, Any] = {"status": outcome.status, "title": titles.get(outcome.status, "Error"),
                             "message": outcome.message}
    if outcome.status == 400:
        error["field"] = outcome.field
        error["line"] = outcome.line
    response = jsonify({"error": error})
    response.status_code = outcome.status
    if outcome.retry_after:
        response.headers["Retry-After"] = str(outcome.retry_after)
    return response


def _flag(name: str) -> bool:
    return request.args.get(name, "").lower() in ("1", "true", "yes", "on")


def _api_body() -> str | Response:
    """The situation of an API request, or the JSON error that refuses it."""
    try:
        return read_body()
    except RequestEntityTooLarge as error:
        return _json_error(Outcome(413, message=error.description or "too large"))
    except BadRequest as error:
        return _json_error(Outcome(400, message=error.description or "bad request"))


@bp.post("/api/replay")
def api_replay() -> Response:
    """A situation (YAML or JSON body) -> the trace JSON; ``?states=1`` adds each step's state changes."""
    text = _api_body()
    if isinstance(text, Response):
        return text
    states = _flag("states")
    outcome = run_job(text, states=states, all_windows=_flag("all_windows") or _flag("all-windows"), data=False)
    if not outcome.ok:
        return _json_error(outcome)
    body = dict(outcome.result["trace"])  # type: ignore[index]
    if states:
        body["states"] = outcome.result.get("states")  # type: ignore[union-attr]
    return jsonify(body)


@bp.post("/api/replay/check")
def api_check() -> Response:
    """A situation -> ``{"valid", "data", "error"}`` (200 whether valid or not: the check itself worked)."""
    text = _api_body()
    if isinstance(text, Response):
        return text
    outcome = run_job(text, op="check")
    if outcome.status not in (200, 400):
        return _json_error(outcome)
    error = None
    if outcome.status == 400:
        error = {"message": outcome.message, "field": outcome.field, "line": outcome.line}
    data = outcome.result.get("data") if outcome.result else None
    return jsonify({"valid": outcome.ok, "data": data, "error": error})


@bp.get("/api/replay/examples")
def api_examples() -> Response:
    return jsonify([{"name": e.name, "title": e.title, "summary": e.summary,
                     "url": url_for("replay.example", name=e.name)} for e in examples()])
