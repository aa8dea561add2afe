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

from kb.catalogue import CatalogueError, open_catalogue
from kb.store import file_identity
from web.replay.engine import (MAX_SITUATION_BYTES, SituationError, decode_situation, guarded_catalogue, replay,
                              situation_from_data)
from web.replay.state_changes import changes_by_step


def json_ready(document: Any) -> Any:
    """A copy of the decoded document as JSON data, for the editor's form (a YAML date, or a
    ``!!binary`` key, becomes its text). The bounds hold its depth to 64, so recursion is safe."""
    if isinstance(document, dict):
        return {key if isinstance(key, str) else str(key): json_ready(value) for key, value in document.items()}
    if isinstance(document, list):
        return [json_ready(value) for value in document]
    if document is None or isinstance(document, (str, int, float, bool)):
        return document
    return str(document)


#: The catalogue the worker keeps open: ``(path, the file's identity, the open catalogue or None)``.
_OPEN: list[tuple[str, Any, Any]] = []


def _catalogue(path: str | None) -> Any:
    """The lookup of the card catalogue at ``path`` (kept open by the worker, and opened again once an
    import has renamed another file over it), or None."""
    if not path:
        return None
    identity = file_identity(path)
    if not _OPEN or _OPEN[0][:2] != (path, identity):
        for _, _, old in _OPEN:
            if old is not None:
                old.close()
        _OPEN.clear()
        try:
            _OPEN.append((path, identity, open_catalogue(Path(path))))
        except CatalogueError as error:
            raise SituationError(f"the card catalogue cannot be read: {error}") from None
    found = _OPEN[0][2]
    return None if found is None else guarded_catalogue(found.lookup)


def _malformed(error: SituationError, data: Any) -> dict[str, Any]:
    return {"ok": False, "data": data, "error": {"message": str(error), "field": error.path or None, "line": error.line}}


def handle(job: dict[str, Any]) -> dict[str, Any]:
    """One job, in the worker: ``{"op": "replay"|"check", "text", "limit", "states", "all_windows",
    "data", "cards"}``.

    The text is decoded once, held to the engine's bounds (``limit`` bytes) before anything expands
    its YAML; the editor's form gets a copy of that document (``"data"``), and the situation is built
    from it.

    Returns ``{"ok": True, "trace"?, "states"?, "data"}``, or ``{"ok": False, "error": {...}, "data"}``
    for a malformed situation (the CLI's message, field and line), or ``{"ok": False, "internal": msg}``.
    With ``"states"``, the trace keeps the game state each step shows (``Trace.step_states``), sent
    as ``{"changes": [...]}``, each step's changes against the one before.
    """
    text = job["text"]
    try:
        document = decode_situation(text, limit=int(job.get("limit", MAX_SITUATION_BYTES)))
    except SituationError as error:
        return _malformed(error, None)
    data = None
    try:
        data = json_ready(document) if job.get("data", True) else None
        situation = situation_from_data(document, text=text, catalogue=_catalogue(job.get("cards")))
        result: dict[str, Any] = {"ok": True, "data": data}
        if job.get("op") == "replay":
            states = bool(job.get("states"))
            trace = replay(situation, all_windows=bool(job.get("all_windows")), step_states=states)
            if states:
                result["states"] = {"changes": changes_by_step(trace.step_states)}
            result["trace"] = trace.to_dict()
        return result
    except SituationError as error:
        return _malformed(error, data)
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
