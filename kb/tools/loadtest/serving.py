"""``kb serve`` in a subprocess, on a free loopback port, for as long as a load test needs it."""

from __future__ import annotations

import http.client
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from kb.serve import prepare_database
from kb.store import default_db_path

LOOPBACK = "127.0.0.1"


def kb_command(*args: str) -> list[str]:
    """The command line running ``kb ARGS`` with this interpreter (whatever its scripts' directory)."""
    return [sys.executable, "-c", "from kb.cli import cli; cli()", *args]


def served_copy(directory: Path, db_path: Path | None = None) -> Path:
    """A copy of the database at ``db_path`` (else the default one, built if need be with its
    pages, as ``kb serve`` builds it) in ``directory``: the file a run serves, and its rebuilds
    replace."""
    served = directory / "kb.db"
    shutil.copyfile(prepare_database(default_db_path()) if db_path is None else db_path, served)
    return served


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((LOOPBACK, 0))
        return probe.getsockname()[1]


def wait_until_up(port: int, process: subprocess.Popen | None = None, timeout: float = 600.0) -> None:
    """Poll ``/healthz`` until the server answers (or fail, with what the server said); the
    timeout bounds a start that went wrong, not its speed (a busy machine starts slowly)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process is not None and process.poll() is not None:
            raise RuntimeError(f"kb serve exited with status {process.returncode}")
        try:
            connection = http.client.HTTPConnection(LOOPBACK, port, timeout=2)
            connection.request("GET", "/healthz")
            if connection.getresponse().status == 200:
                connection.close()
                return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError(f"kb serve did not answer on port {port} within {timeout:.0f} s")


@dataclass(frozen=True)
class Server:
    port: int
    pid: int


@contextmanager
def serving(db_path: Path | None, *, args: tuple[str, ...] = (), log: Path | None = None) -> Iterator[Server]:
    """Run ``kb serve --db DB_PATH`` (no ``--db`` when ``None``: ``$KB_DB``) on a free loopback port
    in a subprocess until the block ends."""
    for attempt in range(3):  # the free port may be taken between the probe and the bind
        port = free_port()
        command = kb_command("serve", *(("--db", str(db_path)) if db_path is not None else ()),
                             "--host", LOOPBACK, "--port", str(port), *args)
        stderr = open(log, "ab") if log else subprocess.DEVNULL
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=stderr)
        try:
            try:
                wait_until_up(port, process)
            except RuntimeError:
                if attempt < 2 and process.poll() is not None:
                    continue
                raise
            yield Server(port, process.pid)
            return
        finally:
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()
            if log:
                stderr.close()
