"""One replay or check, as the worker process runs it: JSON lines in, JSON lines out.

This is the only code that parses a situation from the web. It runs in a worker process
(started by ``web.replay.workers``), because a hostile document can crash the YAML parser itself
(30,000 nested ``[`` overflow libyaml's C stack) and a runaway replay cannot be stopped inside
a thread: either costs a worker, never the server. The worker imports this module and the
engine, not Flask nor the web application, so that it starts quickly.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import yaml

from kb.catalogue import CatalogueError, open_catalogue

from web.replay.bounds import check_parsed_bounds
from web.replay.engine import MAX_NESTING, SituationError, parse_situation, replay
from web.replay.state_changes import changes_by_step


def as_json_data(text: str) -> Any:
    """The document as JSON-ready data for the editor's form, or ``None`` when it is not readable."""
    try:
        if text.lstrip().startswith("{"):
            data = json.loads(text)
        else:
            data = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))  # noqa: S506 - safe
        return json.loads(json.dumps(data, default=str))
    except Exception:  # noqa: BLE001 - the form just stays as it was
        return None


_OPEN: dict[str, Any] = {}


def _catalogue(path: str | None) -> Any:
    """The lookup of the card catalogue at ``path`` (kept open by the worker), or None."""
    if not path:
        return None
    if path not in _OPEN:
        try:
            _OPEN[path] = open_catalogue(Path(path))
        except CatalogueError as error:
            raise SituationError(f"the card catalogue cannot be read: {error}") from None
    found = _OPEN[path]
    return found.lookup if found is not None else None


def handle(job: dict[str, Any]) -> dict[str, Any]:
    """One job, in the worker: ``{"op": "replay"|"check", "text", "states", "all_windows", "data"}``.

    Returns ``{"ok": True, "trace"?, "states"?, "data"}``, or ``{"ok": False, "error": {...}, "data"}``
    for a malformed situation (the CLI's message, field and line), or ``{"ok": False, "internal": msg}``.
    With ``"states"``, the trace keeps the game state each step shows (``Trace.step_states``), sent
    as ``{"changes": [...]}``, each step's changes against the one before.
    """
    text = job["text"]
    try:
        check_parsed_bounds(text)  # before anything expands the YAML (as_json_data would)
    except SituationError as error:
        return {"ok": False, "data": None,
                "error": {"message": str(error), "field": error.path or None, "line": error.line}}
    data = as_json_data(text) if job.get("data", True) else None
    try:
        try:
            situation = parse_situation(text, catalogue=_catalogue(job.get("cards")))
        except RecursionError:
            raise SituationError(f"the situation nests too deeply (more than {MAX_NESTING} levels)") from None
        result: dict[str, Any] = {"ok": True, "data": data}
        if job.get("op") == "replay":
            states = bool(job.get("states"))
            trace = replay(situation, all_windows=bool(job.get("all_windows")), step_states=states)
            if states:
                result["states"] = {"changes": changes_by_step(trace.step_states)}
            result["trace"] = trace.to_dict()
        return result
    except SituationError as error:
        return {"ok": False, "data": data,
                "error": {"message": str(error), "field": error.path or None, "line": error.line}}
    except Exception as error:  # noqa: BLE001 - a bug must still not show a traceback
        return {"ok": False, "data": data,
                "internal": f"internal error while replaying ({type(error).__name__}: {error}); "
                            "please report it with the situation file"}


def serve_stdio() -> None:  # pragma: no cover - runs in the worker process
    """The worker's loop: say ready (the engine is imported by then, so a job's time is its own),
    then answer one JSON line per JSON line."""
    out = sys.stdout
    sys.stdout = sys.stderr  # nothing else may write on the protocol's channel
    out.write('"ready"\n')
    out.flush()
    for line in sys.stdin:
        try:
            job = json.loads(line)
        except ValueError:
            return
        out.write(json.dumps(handle(job), ensure_ascii=False, default=str) + "\n")
        out.flush()
