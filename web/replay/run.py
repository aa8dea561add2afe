"""One situation through the bounds and a worker, and what a route makes of it: an ``Outcome``.

Every route that replays or checks a situation goes through ``run_job``, so that each of them
applies the same limits (as configured in the app: ``KB_REPLAY_MAX_BODY``, ``KB_REPLAY_TIMEOUT``,
``KB_REPLAY_WORKERS``, ``KB_REPLAY_QUEUE_WAIT``) and turns every ending (a trace, a malformed
situation, a timeout, a busy pool, a dead worker) into the same statuses and messages.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from flask import current_app

from kb.catalogue import catalogue_path
from web.replay.bounds import MAX_BODY, refusal
from web.replay.workers import QUEUE_WAIT, TIMEOUT, WORKERS, ReplayBusy, ReplayTimeout, WorkerFailed, pool


@dataclass
class Outcome:
    """What a route makes of one run: a result, or an HTTP status and message."""

    status: int
    result: dict[str, Any] | None = None
    message: str = ""
    field: str | None = None
    line: int | None = None
    retry_after: int | None = None

    @property
    def ok(self) -> bool:
        return self.status == 200


def catalogue_file() -> str | None:
    """The user's card catalogue beside the app's rules database (``$KB_CARDS_DB``), if one was imported:
    the worker looks named cards up in it (``kb cards import``)."""
    path = catalogue_path(Path(current_app.config["KB_DB"]))
    return str(path) if path.is_file() else None


def _setting(name: str, default: Any) -> Any:
    return current_app.config.get(name, default)


def max_body() -> int:
    """The largest situation this app accepts, in bytes."""
    return int(_setting("KB_REPLAY_MAX_BODY", MAX_BODY))


def run_job(text: str, *, op: str = "replay", states: bool = False, all_windows: bool = False,
            data: bool = True, catalogue: bool = True) -> Outcome:
    """Check the bounds, run the job in a worker, and turn every ending into an ``Outcome``.

    ``catalogue=False`` replays without the user's card catalogue (a bundled example describes its
    cards in full, and must replay the same for everyone)."""
    refused = refusal(text, max_body())
    if refused is not None:
        return Outcome(refused.status, message=refused.message, line=refused.line)
    timeout = float(_setting("KB_REPLAY_TIMEOUT", TIMEOUT))
    size = int(_setting("KB_REPLAY_WORKERS", WORKERS))
    job = {"op": op, "text": text, "limit": max_body(), "states": states, "all_windows": all_windows, "data": data,
           "cards": catalogue_file() if catalogue else None}
    started = time.perf_counter()
    try:
        result = pool(size).run(job, timeout=timeout, wait=float(_setting("KB_REPLAY_QUEUE_WAIT", QUEUE_WAIT)))
    except ReplayTimeout:
        current_app.logger.warning("replay stopped after %.1f s", time.perf_counter() - started)
        return Outcome(503, message=f"The replay took longer than {timeout:g} seconds and was stopped. A situation "
                       "normally replays in milliseconds; the server may be busy: try again in a moment.",
                       retry_after=5)
    except ReplayBusy:
        return Outcome(503, message=f"All {size} replay workers are busy; try again in a moment.", retry_after=2)
    except WorkerFailed as error:
        current_app.logger.error("replay worker failed: %s", error)
        return Outcome(500, message=f"internal error while replaying ({error}); please report it with the "
                       "situation file")
    if result.get("internal"):
        current_app.logger.error("replay: %s", result["internal"])
        return Outcome(500, result=result, message=result["internal"])
    if not result["ok"]:
        error = result["error"]
        return Outcome(400, result=result, message=error["message"], field=error["field"], line=error["line"])
    return Outcome(200, result=result)
