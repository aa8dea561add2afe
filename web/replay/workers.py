"""The pool of worker processes that run replays, in the web server's process.

Each replay runs in a worker *process*, at most ``WORKERS`` (2; ``KB_REPLAY_WORKERS``) at once,
and is killed after ``TIMEOUT`` seconds (5; ``KB_REPLAY_TIMEOUT``); a request that finds every
worker busy is refused at once (503 with ``Retry-After``): ``QUEUE_WAIT`` is 0
(``KB_REPLAY_QUEUE_WAIT``), so no request thread ever sits waiting for a replay slot while pages
and searches wait for the thread (a 32-client replay flood used to hold every request thread,
and a cached page took 24.7 s). A process, not a
thread, because a thread cannot be stopped, and because a hostile document can crash the YAML
parser itself: that kills a worker, never the server. Workers run at a lower CPU priority
(``NICENESS``), so that replays take what the pages and searches leave. A worker starts in a fraction of a second
(it imports the engine), once per server process and again after each kill, and is then kept.
"""

from __future__ import annotations

import json
import os
import queue
import select
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

from web.replay.engine import REPLAY_SECONDS

#: Seconds one replay (or one check) may take before its worker is killed: the engine's bound, which
#: ``kb replay`` holds itself to as well.
TIMEOUT = REPLAY_SECONDS
#: Replays running at once (one worker process each).
WORKERS = 2
#: Seconds a request waits for a free worker before it is refused (0: refused at once).
QUEUE_WAIT = 0.0
#: How much lower the workers' CPU priority is than the server's: replays are background work, and
#: a 32-client replay flood must not take the cores from the pages and searches (with equal
#: priority it took page p99 from under 50 ms to 450-600 ms on the 2-core machine).
NICENESS = 10
#: Seconds a new worker may take to start (importing the engine) before it counts as failed.
STARTUP_TIMEOUT = 60.0


class ReplayTimeout(Exception):
    """A replay ran past its time limit; its worker was killed."""


class ReplayBusy(Exception):
    """Every worker stayed busy for the whole wait."""


class WorkerFailed(Exception):
    """A worker died or could not start."""


_PACKAGE = Path(__file__).resolve().parent  # web/replay
_PROJECT = str(_PACKAGE.parent.parent)
#: The worker's program. ``web`` and ``web.replay`` are stood in for by bare packages, so that the
#: worker imports ``web.replay.job`` and the engine but neither the web application
#: (``web/__init__.py``) nor the routes (``web/replay/__init__.py``, Flask): it starts faster.
_WORKER_CODE = (
    "import os, sys, types\n"
    f"os.nice({NICENESS})\n"
    f"for name, path in (('web', {str(_PACKAGE.parent)!r}), ('web.replay', {str(_PACKAGE)!r})):\n"
    "    package = types.ModuleType(name)\n"
    "    package.__path__ = [path]\n"
    "    sys.modules[name] = package\n"
    "from web.replay.job import serve_stdio\n"
    "serve_stdio()\n"
)


class _Worker:
    """One worker process (``python -c ...serve_stdio()``), spoken to in JSON lines over its pipes.

    A plain subprocess rather than ``multiprocessing``: it never re-imports the server's main
    module, and nothing but JSON crosses the pipe.
    """

    def __init__(self) -> None:
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
        self._running = 0
        self._running_lock = threading.Lock()

    @property
    def busy(self) -> int:
        """Replays running now: the server refuses a replay early (503) when all ``size`` are."""
        return self._running

    def run(self, job: dict[str, Any], *, timeout: float = TIMEOUT, wait: float = QUEUE_WAIT) -> dict[str, Any]:
        """The worker's answer to ``job`` (see ``web.replay.job.handle``); ``ReplayBusy``,
        ``ReplayTimeout`` or ``WorkerFailed`` when there is none."""
        if not self._slots.acquire(timeout=max(wait, 0.0)):
            raise ReplayBusy
        with self._running_lock:
            self._running += 1
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
            with self._running_lock:
                self._running -= 1
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
