"""Adjudicate in the browser: the replay page, its trace view, sharing, and ``POST /api/replay``.

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

**Bounds.** A situation is at most ``MAX_BODY`` bytes (64 KiB; ``KB_REPLAY_MAX_BODY``), checked from
``Content-Length`` before anything is read: 413. Flow collections nest at most ``MAX_NESTING``
(64) levels deep, and YAML aliases expand to at most ``MAX_NODES`` (100,000) nodes: 400. The
engine stops itself after ``kb.engine.STEP_BOUND`` steps or ``DEPTH_BOUND`` levels of nesting
(a 200 whose ``unresolved`` says so). Each replay runs in a worker *process*, at most
``WORKERS`` (2; ``KB_REPLAY_WORKERS``) at once, and is killed after ``TIMEOUT`` seconds (5;
``KB_REPLAY_TIMEOUT``): 503 with ``Retry-After``; a request that finds every worker busy for
``QUEUE_WAIT`` seconds (2) is 503 too. A process, not a thread, because a thread cannot be
stopped, and because a hostile document can crash the YAML parser itself (30,000 nested ``[``
overflow libyaml's C stack): that kills a worker, never the server. A worker starts in about a
second (it imports the engine), once per server process and again after each kill.

**Sharing.** ``?s=CODE`` is the situation's YAML, zlib-compressed and base64url-encoded (no
padding); a code longer than ``SHARE_LIMIT`` (8,000 characters, so that the request line fits a server's or proxy's usual 8 KB) is refused with 400 and the page
says to download the YAML instead.

**Errors** are 400 with the message ``kb replay`` prints after ``Error:``, and the field and line it
names: ``{"error": {"status": 400, "title": "Bad Request", "message": "...", "field": "cards[0].health",
"line": 12}}`` (the shape of ``web.errors``'s JSON errors, with ``field`` and ``line`` added).
"""

from __future__ import annotations

import base64
import binascii
import json
import os
import queue
import re
import threading
import time
import zlib
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from flask import Blueprint, Response, current_app, jsonify, render_template, request, url_for
from markupsafe import Markup
from werkzeug.exceptions import BadRequest, NotFound, RequestEntityTooLarge

from kb.engine import MAX_NESTING, nesting_error

bp = Blueprint("replay", __name__)

#: The largest situation accepted, in bytes (the request body, or the decompressed share code).
MAX_BODY = 64 * 1024
#: Seconds one replay (or one check) may take before its worker is killed.
TIMEOUT = 5.0
#: Replays running at once (one worker process each).
WORKERS = 2
#: Seconds a request waits for a free worker before it is refused.
QUEUE_WAIT = 2.0
#: Seconds a new worker may take to start (importing the engine) before it counts as failed.
STARTUP_TIMEOUT = 60.0
#: The longest share code accepted in ``/replay?s=``, in characters.
SHARE_LIMIT = 8000
#: YAML nodes after expanding aliases ("billion laughs") above this are refused.
MAX_NODES = 100_000

#: Fields whose value is free text rather than a name (no name suggestions in the form).
_FREE_TEXT = {"name", "text", "title", "summary", "question", "source"}
_LONG_TEXT = {"text", "question", "summary"}

STARTER = """\
game: ahlcg
title: My situation
question: What happens, and in what order?
investigators:
  - name: Roland Banks
    location: Hallway
    health: 9
    sanity: 5
    resources: 2
locations:
  - name: Hallway
cards:
  - name: Ghoul Minion
    type: enemy
    engaged: Roland Banks
    health: 2
    fight: 2
    evade: 2
    attack: {damage: 1, horror: 1}
do:
  - {who: Roland Banks, action: resource}
choices: []
"""


# -- the worker: runs in its own process ---------------------------------------------------------


def _count_nodes(text: str) -> None:
    """Refuse YAML whose aliases expand past ``MAX_NODES`` (each alias counts its whole subtree)."""
    import yaml

    from kb.engine import SituationError

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        root = yaml.compose(text, Loader=loader)
    except yaml.YAMLError:
        return  # parse_situation reports it, with the CLI's words
    stack = [root] if root is not None else []
    count = 0
    while stack:
        node = stack.pop()
        count += 1
        if count > MAX_NODES:
            raise SituationError(f"the situation expands to more than {MAX_NODES} YAML nodes (through aliases); "
                                 "write it out without '*' aliases")
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                stack.append(key)
                stack.append(value)
        elif isinstance(node, yaml.SequenceNode):
            stack.extend(node.value)


def _as_json_data(text: str) -> Any:
    """The document as JSON-ready data for the editor's form, or ``None`` when it is not readable."""
    import yaml

    try:
        if text.lstrip().startswith("{"):
            data = json.loads(text)
        else:
            data = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))  # noqa: S506 - safe
        return json.loads(json.dumps(data, default=str))
    except Exception:  # noqa: BLE001 - the form just stays as it was
        return None


def _set_all(value: Any, path: tuple[str, ...], out: list[list[Any]]) -> None:
    if isinstance(value, dict) and value:
        for key, item in value.items():
            _set_all(item, (*path, str(key)), out)
    else:
        out.append([list(path), value])


def _diff(before: Any, after: Any, path: tuple[str, ...] = ()) -> list[list[Any]]:
    """``[[path, value], ...]`` setting what changed from ``before`` to ``after``, ``[path]`` for what went.

    Descends only where the two differ (``==`` on dicts is cheap): most steps change a number or two.
    """
    out: list[list[Any]] = []
    _diff_into(before, after, path, out)
    return out


def _diff_into(before: Any, after: Any, path: tuple[str, ...], out: list[list[Any]]) -> None:
    if before == after:
        return
    if isinstance(before, dict) and before and isinstance(after, dict) and after:
        for key, value in after.items():
            if key in before:
                _diff_into(before[key], value, (*path, key), out)
            else:
                _set_all(value, (*path, key), out)
        out.extend([list((*path, key))] for key in before if key not in after)
    elif isinstance(after, dict) and after:
        if path:
            out.append([list(path), {}])
        _set_all(after, path, out)
    else:
        out.append([list(path), after])


def _replay_with_states(situation: Any, all_windows: bool) -> tuple[Any, dict[str, Any]]:
    """Replay, with the game state each step shows (``Trace.step_states``), sent as the changes of
    each step against the one before (the step-through shows each change at the step that
    reports it)."""
    from kb.engine import replay

    trace = replay(situation, all_windows=all_windows, step_states=True)
    changes: list[list[list[Any]]] = []
    previous: dict[str, Any] = {}
    for current in trace.step_states:
        changes.append(_diff(previous, current))
        previous = current
    return trace, {"changes": changes}


def handle(job: dict[str, Any]) -> dict[str, Any]:
    """One job, in the worker: ``{"op": "replay"|"check", "text", "states", "all_windows"}``.

    Returns ``{"ok": True, "trace"?, "states"?, "data"}``, or ``{"ok": False, "error": {...}, "data"}``
    for a malformed situation (the CLI's message, field and line), or ``{"ok": False, "internal": msg}``.
    """
    from kb.engine import SituationError, parse_situation

    text = job["text"]
    data = _as_json_data(text) if job.get("data", True) else None
    try:
        try:
            if not text.lstrip().startswith("{"):
                _count_nodes(text)
            situation = parse_situation(text)
        except RecursionError:
            raise SituationError(f"the situation nests too deeply (more than {MAX_NESTING} levels)") from None
        result: dict[str, Any] = {"ok": True, "data": data}
        if job.get("op") == "replay":
            if job.get("states"):
                trace, states = _replay_with_states(situation, bool(job.get("all_windows")))
                result["states"] = states
            else:
                from kb.engine import replay

                trace = replay(situation, all_windows=bool(job.get("all_windows")))
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
    """The worker's loop: import the engine, say ready, then answer one JSON line per JSON line."""
    import sys

    import kb.engine  # noqa: F401 - imported before "ready", so that a job's time is its own

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


# -- the pool: in the web server's process ---------------------------------------------------------


class ReplayTimeout(Exception):
    """A replay ran past its time limit; its worker was killed."""


class ReplayBusy(Exception):
    """Every worker stayed busy for the whole wait."""


class WorkerFailed(Exception):
    """A worker died or could not start."""


_PROJECT = str(__import__("pathlib").Path(__file__).resolve().parent.parent)
#: The worker's program. ``web`` is stood in for by a bare package, so that the worker imports this
#: module and the engine but not the web application (``web/__init__.py``): it starts twice as fast.
_WORKER_CODE = (
    "import sys, types\n"
    "package = types.ModuleType('web')\n"
    f"package.__path__ = [{str(__import__('pathlib').Path(__file__).resolve().parent)!r}]\n"
    "sys.modules['web'] = package\n"
    "from web.replay import serve_stdio\n"
    "serve_stdio()\n"
)


class _Worker:
    """One worker process (``python -c ...serve_stdio()``), spoken to in JSON lines over its pipes.

    A plain subprocess rather than ``multiprocessing``: it never re-imports the server's main
    module, and nothing but JSON crosses the pipe.
    """

    def __init__(self) -> None:
        import subprocess
        import sys

        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join([_PROJECT, *filter(None, [env.get("PYTHONPATH")])])
        self.process = subprocess.Popen(  # noqa: S603 - our own interpreter and code
            [sys.executable, "-c", _WORKER_CODE], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env,
            cwd=_PROJECT, close_fds=True)
        self._buffer = b""
        try:
            ready = self._read_line(time.monotonic() + STARTUP_TIMEOUT) == "ready"
        except (ReplayTimeout, WorkerFailed):
            ready = False
        if not ready:
            self.kill()
            raise WorkerFailed("a replay worker could not start")

    def _read_line(self, deadline: float) -> Any:
        import select

        assert self.process.stdout is not None
        fd = self.process.stdout.fileno()
        while b"\n" not in self._buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise ReplayTimeout
            readable, _, _ = select.select([fd], [], [], remaining)
            if not readable:
                raise ReplayTimeout
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                code = self.process.poll()
                raise WorkerFailed(f"the replay process stopped unexpectedly (exit code {code})")
            self._buffer += chunk
        line, _, self._buffer = self._buffer.partition(b"\n")
        return json.loads(line)

    def call(self, job: dict[str, Any], timeout: float) -> dict[str, Any]:
        assert self.process.stdin is not None
        deadline = time.monotonic() + timeout
        try:
            self.process.stdin.write(json.dumps(job).encode("utf-8") + b"\n")
            self.process.stdin.flush()
        except OSError as error:
            raise WorkerFailed(f"the replay process stopped unexpectedly (exit code {self.process.poll()})") from error
        return self._read_line(deadline)

    def kill(self) -> None:
        try:
            self.process.kill()
            self.process.wait(timeout=2)
        except Exception:  # noqa: BLE001 - already gone
            pass
        for stream in (self.process.stdin, self.process.stdout):
            try:
                if stream is not None:
                    stream.close()
            except OSError:
                pass


class ReplayPool:
    """At most ``size`` worker processes, started when first needed and kept; a stuck one is killed."""

    def __init__(self, size: int = WORKERS) -> None:
        self.size = size
        self._slots = threading.BoundedSemaphore(size)
        self._idle: queue.LifoQueue[_Worker] = queue.LifoQueue()

    def run(self, job: dict[str, Any], *, timeout: float = TIMEOUT, wait: float = QUEUE_WAIT) -> dict[str, Any]:
        if not self._slots.acquire(timeout=wait):
            raise ReplayBusy
        try:
            try:
                worker = self._idle.get_nowait()
            except queue.Empty:
                worker = _Worker()
            try:
                result = worker.call(job, timeout)
            except BaseException:
                worker.kill()
                raise
            self._idle.put(worker)
            return result
        finally:
            self._slots.release()

    def close(self) -> None:
        while True:
            try:
                self._idle.get_nowait().kill()
            except queue.Empty:
                return


_pools: dict[tuple[int, int], ReplayPool] = {}
_pools_lock = threading.Lock()


def pool(size: int) -> ReplayPool:
    """The process-wide pool of ``size`` workers (one per size; a forked server gets its own)."""
    key = (os.getpid(), size)
    with _pools_lock:
        found = _pools.get(key)
        if found is None:
            found = _pools[key] = ReplayPool(size)
        return found


# -- requests --------------------------------------------------------------------------------------


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


def _setting(name: str, default: Any) -> Any:
    return current_app.config.get(name, default)


def max_body() -> int:
    return int(_setting("KB_REPLAY_MAX_BODY", MAX_BODY))


def run_job(text: str, *, op: str = "replay", states: bool = False, all_windows: bool = False,
            data: bool = True) -> Outcome:
    """Check the bounds, run the job in a worker, and turn every ending into an ``Outcome``."""
    limit = max_body()
    if len(text.encode("utf-8")) > limit:
        return Outcome(413, message=f"The situation is larger than {limit} bytes, the limit of a replay.")
    if "\x00" in text:
        return Outcome(400, message="the situation contains a NUL character")
    nested = nesting_error(text)
    if nested is not None:
        message, line = nested
        return Outcome(400, message=f"{message} (line {line})", line=line)
    timeout = float(_setting("KB_REPLAY_TIMEOUT", TIMEOUT))
    size = int(_setting("KB_REPLAY_WORKERS", WORKERS))
    job = {"op": op, "text": text, "states": states, "all_windows": all_windows, "data": data}
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


def _declared_length_check() -> None:
    """413 from ``Content-Length`` alone, before anything is read."""
    limit = max_body()
    length = request.content_length
    if length is not None and length > limit:
        raise RequestEntityTooLarge(f"The situation is larger than {limit} bytes, the limit of a replay.")


def _read_body() -> str:
    """The situation from the request: the raw body, or a form's ``situation`` / uploaded ``file``.

    A body sent as ``application/x-www-form-urlencoded`` that is not a form (``curl --data-binary
    @situation.yaml`` without a content type) is taken as the situation itself.
    """
    _declared_length_check()
    limit = max_body()
    mimetype = request.mimetype or ""
    if mimetype == "multipart/form-data":
        upload = request.files.get("file")
        if upload is None or not upload.filename:
            return (request.form.get("situation") or "").replace("\r\n", "\n")
        raw = upload.stream.read(limit + 1)
    elif mimetype == "application/x-www-form-urlencoded":
        raw = request.get_data(cache=True)
        if re.match(rb"^(?:[\w.~-]+=[^&]*&)*situation=", raw):
            return (request.form.get("situation") or "").replace("\r\n", "\n")
    else:
        raw = request.stream.read(limit + 1)
    if len(raw) > limit:
        raise RequestEntityTooLarge(f"The situation is larger than {limit} bytes, the limit of a replay.")
    try:
        return raw.decode("utf-8-sig").replace("\r\n", "\n")
    except UnicodeDecodeError:
        raise BadRequest("The situation is not UTF-8 text.") from None


def _flag(name: str) -> bool:
    return request.args.get(name, "").lower() in ("1", "true", "yes", "on")


# -- sharing -----------------------------------------------------------------------------------------


class ShareError(ValueError):
    pass


def encode_share(text: str) -> str:
    """The share code of a situation: base64url (no padding) of its zlib-compressed UTF-8 text."""
    return base64.urlsafe_b64encode(zlib.compress(text.encode("utf-8"), 9)).decode("ascii").rstrip("=")


def decode_share(code: str) -> str:
    """The situation a share code holds; ``ShareError`` with a clear message when it cannot be read."""
    if len(code) > SHARE_LIMIT:
        raise ShareError(f"The share link is too long: its code has {len(code)} characters, more than the "
                         f"{SHARE_LIMIT} a link may carry. Share the situation as a YAML file instead.")
    try:
        packed = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_BODY + 1)
        if len(raw) > MAX_BODY or inflater.unconsumed_tail:
            raise ShareError(f"The shared situation is larger than {MAX_BODY} bytes once unpacked.")
        if not inflater.eof:
            raise ValueError("truncated")
        return raw.decode("utf-8")
    except (binascii.Error, ValueError, zlib.error, UnicodeDecodeError) as error:
        if isinstance(error, ShareError):
            raise
        raise ShareError("The share link is damaged (its code could not be unpacked): ask for the link again, "
                         "or for the YAML file.") from None


def share_url(text: str) -> str | None:
    code = encode_share(text)
    if len(code) > SHARE_LIMIT:
        return None
    return url_for("replay.page", s=code, _external=True)


# -- the form model: the engine's vocabulary, for the editor ------------------------------------------


def _describe(schema: dict[str, Any], defs: dict[str, Any], key: str, prop: dict[str, Any], owner: str) -> dict[str, Any]:
    from kb.engine import vocabulary as v

    ref = prop.get("$ref", "")
    items = prop.get("items", {})
    spec: dict[str, Any]
    if "const" in prop:
        spec = {"type": "const", "value": prop["const"]}
    elif "enum" in prop:
        spec = {"type": "enum", "options": [str(o) for o in prop["enum"]]}
    elif ref:
        name = ref.rsplit("/", 1)[-1]
        if name == "selector":
            spec = {"type": "selector"}
        elif name == "name":
            spec = {"type": "text"}
        else:
            spec = {"type": "object", "def": name}
    elif prop.get("type") == "integer":
        spec = {"type": "int"}
        if "minimum" in prop:
            spec["min"] = prop["minimum"]
    elif prop.get("type") == "boolean":
        spec = {"type": "bool"}
    elif prop.get("type") == "string":
        spec = {"type": "longtext" if key in _LONG_TEXT else "text"}
    elif prop.get("type") == "array":
        item_ref = items.get("$ref", "").rsplit("/", 1)[-1]
        if item_ref == "hand-card":
            spec = {"type": "list", "def": "card", "orName": True}
        elif item_ref:
            spec = {"type": "list", "def": item_ref}
        elif "enum" in items:
            spec = {"type": "enums", "options": [str(o) for o in items["enum"]]}
        else:
            spec = {"type": "strings"}
    elif prop.get("type") == "object" and "properties" in prop:
        inline = f"{owner}.{key}"
        defs[inline] = _compile_def(schema, defs, prop, inline)
        spec = {"type": "object", "def": inline}
    elif "oneOf" in prop:
        spec = {"type": "choose"}
    else:
        spec = {"type": "yaml"}
    if spec["type"] in ("text", "selector", "strings", "choose") and key not in _FREE_TEXT:
        spec["names"] = True
    if spec["type"] == "selector" or (owner == "effect" and key in ("to", "who", "location", "enemy")):
        spec["selectors"] = "filter" if owner in ("filter", "play-when") else "target"
    if prop.get("description"):
        spec["help"] = prop["description"]
    option_help = {
        "event": {k: e.summary for k, e in v.EVENTS.items()},
        "effect": {k: e.summary for k, e in v.EFFECTS.items()},
        "start": {k: s.name for k, s in v.FRAMEWORK_STEPS.items()},
        "until": {k: s.name for k, s in v.FRAMEWORK_STEPS.items()},
        "window": dict(v.PLAYER_WINDOWS),
        "decision": {d.value: "fields: " + ", ".join(f) for d, f in v.DECISION_FIELDS.items()},
    }.get(key)
    if option_help and spec["type"] == "enum":
        spec["optionHelp"] = {o: option_help.get(o, "") for o in spec["options"]}
    return spec


def _compile_def(schema: dict[str, Any], defs: dict[str, Any], node: dict[str, Any], name: str) -> dict[str, Any]:
    fields = {key: _describe(schema, defs, key, prop, name) for key, prop in node.get("properties", {}).items()}
    return {"fields": fields, "required": list(node.get("required", []))}


@lru_cache(maxsize=1)
def form_model() -> dict[str, Any]:
    """The editor's model, read from the engine: the situation schema's fields and the vocabulary."""
    from kb.engine import vocabulary as v
    from kb.engine import situation_schema

    schema = situation_schema()
    defs: dict[str, Any] = {}
    for name, node in schema.get("$defs", {}).items():
        if node.get("type") == "object":
            defs[name] = _compile_def(schema, defs, node, name)
    defs["situation"] = _compile_def(schema, defs, schema, "situation")
    return {
        "defs": defs,
        # which fields an object may have, decided by one of its fields (the rest are offered anyway)
        "allowed": {
            "effect": {"by": "effect", "common": list(v.COMMON_EFFECT_PARAMS),
                       "map": {k: list(e.params) for k, e in v.EFFECTS.items()}},
            "choice": {"by": "decision", "common": [], "map": {d.value: list(f) for d, f in v.DECISION_FIELDS.items()}},
            "filter": {"by": "event", "common": [],
                       "map": {k: list(e.roles) + [f for f, evs in v.EVENT_FILTERS.items() if k in evs]
                               for k, e in v.EVENTS.items()}},
        },
        "selectors": {"filter": dict(v.FILTER_SELECTORS), "target": dict(v.TARGET_SELECTORS)},
        "effects": {k: {"summary": e.summary, "params": e.params} for k, e in v.EFFECTS.items()},
        "events": {k: {"summary": e.summary, "roles": e.roles} for k, e in v.EVENTS.items()},
        "limits": {"share": SHARE_LIMIT, "body": MAX_BODY},
        "urls": {"check": url_for("replay.api_check"), "trace": url_for("replay.trace_fragment"),
                 "page": url_for("replay.page")},
    }


# -- the trace view ---------------------------------------------------------------------------------


def _rule_title(key: str) -> str:
    try:
        from kb.engine import rule_title as title

        return title(key)
    except Exception:  # noqa: BLE001 - a key the table does not know: show the key
        return key


def step_tree(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Steps as a tree: each step holds the deeper steps that follow it (its nested sequence)."""
    roots: list[dict[str, Any]] = []
    stack: list[dict[str, Any]] = []
    for step in steps:
        node = {"step": step, "children": []}
        while stack and stack[-1]["step"]["depth"] >= step["depth"]:
            stack.pop()
        (stack[-1]["children"] if stack else roots).append(node)
        stack.append(node)
    return roots


def _label(step: dict[str, Any]) -> str:
    text = step["text"]
    head = text.split(": \u201c", 1)[0] if ": \u201c" in text else (step.get("card") or text)
    return head.removeprefix("Step 3: ")


def _named(question: str, name: str) -> bool:
    if not name:
        return False
    if re.search(r"(?<!\w)" + re.escape(name) + r"(?!\w)", question, re.IGNORECASE):
        return True
    first = name.strip('"').split()[0] if name.split() else ""
    first = first.strip('"\u201c\u201d')
    if len(name.split()) > 1 and len(first) >= 3 and first[:1].isupper():
        return re.search(r"(?<!\w)" + re.escape(first) + r"(?!\w)", question) is not None
    return False


def answer(trace: dict[str, Any]) -> dict[str, Any] | None:
    """The answer the trace gives to its question, derived from the trace alone, or ``None``.

    The abilities the question names (by their card's name, or an investigator's first name) are
    listed in the order they resolve, each with its step and whether it is nested in the one
    before; the rules are those the trace cites for them.
    """
    question = trace.get("question") or ""
    steps = trace.get("steps") or []
    if not question:
        return None
    picked = [s for s in steps if s["kind"] == "ability" and s.get("card") and _named(question, s["card"])]
    if not picked:
        return None
    labels = [_label(s) for s in picked]
    items = []
    by_n = {s["n"]: s for s in steps}
    for i, step in enumerate(picked):
        label = labels[i]
        if labels.count(label) > 1:
            quoted = step["text"].split("\u201c", 1)[-1].split("\u201d", 1)[0]
            label = f"{label} \u201c{quoted[:60]}{'…' if len(quoted) > 60 else ''}\u201d"
        nested_in = None
        for earlier in reversed(picked[:i]):
            inside = step["depth"] > earlier["depth"] and all(
                by_n[n]["depth"] > earlier["depth"] for n in range(earlier["n"] + 1, step["n"]) if n in by_n)
            if inside:
                nested_in = _label(earlier)
                break
        window = None
        for n in range(step["n"] - 1, 0, -1):
            earlier = by_n.get(n)
            if earlier is None or earlier["depth"] < step["depth"]:
                break
            if earlier["depth"] == step["depth"] and earlier["kind"] == "window":
                window = earlier["text"]
                head, colon, tail = window.rpartition(": ")
                if colon and "[" in tail:  # "'when' window — X: Guard Dog [reaction]": the abilities are the items
                    window = head
                name, dash, what = window.partition(" \u2014 ")
                window = f"{name} ({what})" if dash else window
                break
        items.append({"n": step["n"], "label": label, "depth": step["depth"], "nested_in": nested_in,
                      "window": window})
    rules: list[str] = []
    for step in picked:
        for key in step["rules"]:
            if key not in rules:
                rules.append(key)
    nested = any(item["nested_in"] for item in items)
    return {"items": items, "rules": [(key, _rule_title(key)) for key in rules], "nested": nested,
            "unresolved": len(trace.get("unresolved") or [])}


def script_json(value: Any) -> Markup:
    """JSON for a ``<script type="application/json">`` block, keys in their order (``tojson`` sorts them)."""
    text = json.dumps(value, ensure_ascii=False, default=str)
    for char, escape in (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026"), ("'", "\\u0027")):
        text = text.replace(char, escape)
    return Markup(text)


def _state_rows(state: dict[str, Any]) -> dict[str, Any]:
    return {
        "investigators": state.get("investigators") or {},
        "cards": state.get("cards") or {},
        "locations": state.get("locations") or {},
    }


def trace_context(result: dict[str, Any]) -> dict[str, Any]:
    trace = result["trace"]
    flagged = {u["step"] for u in trace.get("unresolved") or []}
    return {
        "trace": trace,
        "tree": step_tree(trace["steps"]),
        "answer": answer(trace),
        "flagged": flagged,
        "rule_title": _rule_title,
        "final": _state_rows(trace.get("final_state") or {}),
        "states": {"changes": (result.get("states") or {}).get("changes"), "final": trace.get("final_state")},
        "script_json": script_json,
    }


# -- pages ------------------------------------------------------------------------------------------


@bp.record_once
def _nav(state: Any) -> None:
    """The site navigation's link to this page (``base.html`` lists ``extra_nav`` after its own links)."""
    extra = state.app.jinja_env.globals.setdefault("extra_nav", [])
    if not any(item[0] == "replay" for item in extra):
        extra.append(("replay", "Replay", "replay.page"))


def _examples() -> list[Any]:
    from kb.engine import examples

    return examples()


def _render(text: str, *, example: str | None = None, outcome: Outcome | None = None, status: int = 200,
            share_error: str | None = None) -> tuple[str, int]:
    data = outcome.result.get("data") if outcome and outcome.result else None
    context: dict[str, Any] = {
        "text": text, "example": example, "examples": _examples(), "model": script_json(form_model()),
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
        text = decode_share(code.strip())
    except ShareError as error:
        return _render(STARTER, share_error=str(error), status=400)
    outcome = run_job(text, states=True)
    return _render(text, outcome=outcome, status=outcome.status)


@bp.post("/replay")
def submit() -> tuple[str, int]:
    text = _read_body()
    outcome = run_job(text, states=True)
    return _render(text, outcome=outcome, status=outcome.status)


def _example_text(name: str) -> str:
    from kb.engine import SituationError, example_path

    try:
        return example_path(name).read_text(encoding="utf-8")
    except SituationError as error:
        raise NotFound(str(error)) from None


@bp.get("/replay/example/<name>")
def example(name: str) -> tuple[str, int]:
    text = _example_text(name)
    outcome = run_job(text, states=True)
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
        text = _read_body()
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


def _api_body() -> str | Response:
    try:
        return _read_body()
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
                     "url": url_for("replay.example", name=e.name)} for e in _examples()])
