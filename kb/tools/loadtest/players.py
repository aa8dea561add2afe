"""The simulated players: each a thread on its own connection, sending the workload's requests
back to back or paced, checking every response, within a shared request budget."""

from __future__ import annotations

import hashlib
import json
import random
import sys
import threading
import time

from kb.tools.loadtest.client import Connection
from kb.tools.loadtest.results import Sample
from kb.tools.loadtest.workload import Workload


def check_body(url: str, status: int, content_type: str, body: bytes) -> str | None:
    """What is wrong with a response, or ``None``: every request of the mix must succeed whole."""
    if status != 200:
        return f"status {status}"
    if "/api" in url.split("?")[0]:
        if not content_type.startswith("application/json"):
            return f"content type {content_type}"
        try:
            json.loads(body)
        except ValueError:
            return "a JSON body that does not parse"
    elif url.startswith("/search/results"):
        if not content_type.startswith("text/html"):
            return f"content type {content_type}"
    elif not body.rstrip().endswith(b"</html>"):
        return "an HTML page that does not end with </html>"
    return None


#: How long a client thread may hold the interpreter lock while another has its response: with
#: Python's default (5 ms), 32 client threads could add up to that wait to the time they measure.
HANDOFF_SECONDS = 0.0005


def hand_off_quickly() -> None:
    """Let a client thread that has its response take the interpreter lock within half a millisecond."""
    sys.setswitchinterval(HANDOFF_SECONDS)


def client_loop(
    port: int, workload: Workload, seed: int, deadline: float, budget: "Budget", samples: list[Sample],
    timeout: float, interval: float = 0.0, checked: "Checked | None" = None,
) -> None:
    """One client: requests back to back, or (``interval`` > 0) at Poisson-distributed times with
    that mean gap; a paced request's latency counts from when it was due, so a server that falls
    behind is charged for the wait (no coordinated omission)."""
    rng = random.Random(seed)
    checked = checked if checked is not None else Checked()
    connection: Connection | None = None
    due = time.perf_counter() + (rng.expovariate(1 / interval) if interval else 0.0)
    while time.monotonic() < deadline and budget.take():
        kind, url = workload.draw(rng)
        if interval:
            wait = due - time.perf_counter()
            if wait > 0:
                time.sleep(wait)
            started = due
            due += rng.expovariate(1 / interval)
        else:
            started = time.perf_counter()
        try:
            if connection is None:
                connection = Connection(port, timeout)
            status, headers, body = connection.get(url)
            elapsed = time.perf_counter() - started
        except (OSError, ValueError, IndexError) as error:
            samples.append(Sample(kind, url, time.perf_counter() - started, 0, None, None, None, f"{type(error).__name__}: {error}"))
            if connection is not None:
                connection.close()
            connection = None
            continue
        digest = hashlib.blake2b(body, digest_size=12).hexdigest()
        content_type = headers.get("content-type", "")
        samples.append(
            Sample(
                kind, url, elapsed, status, headers.get("x-kb-build"), digest, headers.get("x-kb-cache"),
                checked.check(url, status, content_type, body, digest),
            )
        )
        if headers.get("connection", "").lower() == "close":
            connection.close()
            connection = None
    if connection is not None:
        connection.close()


class Checked:
    """Bodies already found whole (by digest), so that each distinct body is parsed once."""

    def __init__(self) -> None:
        self.good: set[tuple[str, str]] = set()

    def check(self, url: str, status: int, content_type: str, body: bytes, digest: str) -> str | None:
        if status == 200 and (url, digest) in self.good:
            return None
        problem = check_body(url, status, content_type, body)
        if problem is None:
            self.good.add((url, digest))
        return problem


class Budget:
    """The requests left for all the clients together."""

    def __init__(self, requests: int) -> None:
        self._left = requests
        self._lock = threading.Lock()

    def take(self) -> bool:
        with self._lock:
            if self._left <= 0:
                return False
            self._left -= 1
            return True

    def cap(self, requests: int) -> None:
        """Leave at most ``requests`` more: a run that ends on an event (a build swapped in), not
        on the clock, whatever the machine's speed."""
        with self._lock:
            self._left = min(self._left, requests)
