"""Load test of ``kb serve``: many players at once, on loopback only, bounded in time and requests.

``python -m kb.tools.loadtest`` copies the database to a temporary directory, starts ``kb serve``
(gunicorn) on a free loopback port in a subprocess, and runs ``--clients`` (32) concurrent
clients for ``--seconds`` (60), each on its own keep-alive connection, sending requests back to
back (no think time) until the time or the request budget (``--max-requests``) runs out. The
load is mixed: searches with the evaluation questions (the search page, its live-results
fragment and ``/api/search``), entry pages, ``/api/entries/<key>``, and now and then the
errata, FAQ and timing pages and their API. It reports requests per second, p50/p90/p99/max
latency per kind and in all, and every error. Goal: zero errors, p99 under 50 ms.

``--rebuild-every S`` rebuilds the served database with ``kb.build.build`` (in a separate
process, like ``kb build``) every S seconds while the load runs. Every response must then come
whole from one database: its ``X-KB-Build`` header names a build that existed, and its body is
the same as every other response to the same URL from that build; a ``--break-build`` run
also attempts builds that fail (a source file missing), which must change nothing.

Only the standard library is used on the client side (sockets and threads).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import hashlib
import http.client
import json
import os
import random
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter, defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote, urlencode

LOOPBACK = "127.0.0.1"
DEFAULT_SECONDS = 60.0
DEFAULT_CLIENTS = 32
#: A hard bound on the requests of one run, whatever the duration.
DEFAULT_MAX_REQUESTS = 500_000
#: The share of each kind of request in the mix.
MIX = {
    "search page": 22,
    "search fragment": 8,
    "api search": 15,
    "entry page": 25,
    "api entry": 15,
    "listing page": 5,
    "api listing": 5,
    "timing chart": 5,
}
LISTING_PAGES = ["/errata", "/faq", "/timing", "/errata?kind=card", "/faq?kind=ruling"]
API_LISTINGS = ["/api/errata", "/api/faq", "/api/timing", "/api"]
#: Responses that do not read the database (so carry no build id; their body never changes).
NOT_FROM_THE_DATABASE = {"/api"}
TIMING_CHARTS = [
    "/timing/ahlcg/phase-sequence", "/timing/ahlcg/skill-test", "/timing/elder-sign/midnight", "/api/timing/ahlcg/skill-test",
]


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((LOOPBACK, 0))
        return probe.getsockname()[1]


def wait_until_up(port: int, process: subprocess.Popen | None = None, timeout: float = 60.0) -> None:
    """Poll ``/healthz`` until the server answers (or fail, with what the server said)."""
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
        command = [
            sys.executable, "-c", "from kb.cli import cli; cli()", "serve",
            *(("--db", str(db_path)) if db_path is not None else ()), "--host", LOOPBACK, "--port", str(port), *args,
        ]
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


# ---------------------------------------------------------------------------------------------
# The workload


@dataclass(frozen=True)
class Workload:
    """The URLs of each kind of request, drawn from the evaluation questions and the database."""

    urls: dict[str, list[str]]

    @classmethod
    def from_database(cls, db_path: Path) -> "Workload":
        from kb.search.evaluate import load_questions
        from kb.store import open_readonly

        questions = [question.ask for question in load_questions()]
        connection = open_readonly(db_path)
        try:
            keys = [row[0] for row in connection.execute("select key from entries order by position")]
        finally:
            connection.close()
        entry_keys = [quote(key, safe="/") for key in keys]
        return cls(
            {
                "search page": [f"/?{urlencode({'q': q})}" for q in questions],
                "search fragment": [f"/search/results?{urlencode({'q': q[:length]})}" for q in questions for length in (4, 9, 200)],
                "api search": [f"/api/search?{urlencode({'q': q, 'limit': 10})}" for q in questions],
                "entry page": [f"/entry/{key}" for key in entry_keys],
                "api entry": [f"/api/entries/{key}" for key in entry_keys],
                "listing page": LISTING_PAGES,
                "api listing": API_LISTINGS,
                "timing chart": TIMING_CHARTS,
            }
        )

    def draw(self, rng: random.Random) -> tuple[str, str]:
        kind = rng.choices(list(MIX), weights=list(MIX.values()))[0]
        return kind, rng.choice(self.urls[kind])


# ---------------------------------------------------------------------------------------------
# Running and checking


@dataclass
class Sample:
    kind: str
    url: str
    seconds: float
    status: int
    build: str | None
    digest: str | None
    cache: str | None
    error: str | None = None
    #: when the response was complete (``time.monotonic()``)
    at: float = field(default_factory=time.monotonic)


@dataclass
class LoadResult:
    clients: int
    seconds: float
    samples: list[Sample]
    builds: list[str] = field(default_factory=list)
    rebuilds: int = 0
    failed_builds: list[str] = field(default_factory=list)
    server_args: tuple[str, ...] = ()
    rate: float = 0.0
    warm_cache: bool = False
    started: float = 0.0
    #: cores used on average during the run: server, this process (clients), everything else
    cpu: dict[str, float] | None = None

    @property
    def errors(self) -> list[str]:
        found = [f"{s.kind} {s.url}: {s.error}" for s in self.samples if s.error]
        return found + self.consistency_errors()

    def consistency_errors(self) -> list[str]:
        """Responses not wholly from one database that existed (checked when rebuilding)."""
        if not self.builds:
            return []
        known = set(self.builds)
        problems = []
        bodies: dict[tuple[str | None, str], str | None] = {}
        for sample in self.samples:
            if sample.error:
                continue
            if sample.build is None:
                if sample.url not in NOT_FROM_THE_DATABASE:
                    problems.append(f"{sample.url}: no X-KB-Build header")
            elif sample.build not in known:
                problems.append(f"{sample.url}: from build {sample.build!r}, which no build produced")
            seen = bodies.setdefault((sample.build, sample.url), sample.digest)
            if seen != sample.digest:
                problems.append(f"{sample.url}: two different bodies from build {sample.build!r}")
        return problems

    def latencies(self, kind: str | None = None) -> list[float]:
        return sorted(s.seconds * 1000 for s in self.samples if kind is None or s.kind == kind)

    def summary(self) -> dict[str, object]:
        all_ms = self.latencies()
        caches = Counter(s.cache for s in self.samples if s.cache)
        return {
            "clients": self.clients,
            "offered_rate": self.rate or None,
            "seconds": round(self.seconds, 2),
            "requests": len(self.samples),
            "requests_per_second": round(len(self.samples) / self.seconds, 1) if self.seconds else 0.0,
            "p50_ms": round(percentile(all_ms, 0.50), 2),
            "p90_ms": round(percentile(all_ms, 0.90), 2),
            "p99_ms": round(percentile(all_ms, 0.99), 2),
            "max_ms": round(all_ms[-1], 2) if all_ms else 0.0,
            "errors": len(self.errors),
            "cache_hits": round(caches["hit"] / sum(caches.values()), 3) if caches else None,
            "builds_seen": len({s.build for s in self.samples if s.build}),
            "rebuilds": self.rebuilds,
            "failed_builds": len(self.failed_builds),
            "cpu_cores": self.cpu,
        }

    def windows(self, count: int = 6) -> list[tuple[str, float]]:
        """p99 latency in successive windows of the run (a cold start shows in the first)."""
        if not self.samples or not self.seconds:
            return []
        width = self.seconds / count
        buckets: dict[int, list[float]] = defaultdict(list)
        for sample in self.samples:
            buckets[min(count - 1, max(0, int((sample.at - self.started) / width)))].append(sample.seconds * 1000)
        return [
            (f"{index * width:.0f}-{(index + 1) * width:.0f} s", percentile(sorted(buckets[index]), 0.99))
            for index in range(count) if buckets[index]
        ]

    def report(self) -> str:
        summary = self.summary()
        pacing = f" at {self.rate:g} requests/s offered" if self.rate else " back to back"
        pacing += ", cache warmed first" if self.warm_cache else ""
        lines = [
            f"{summary['clients']} clients{pacing}, {summary['seconds']} s, {summary['requests']} requests: "
            f"{summary['requests_per_second']} requests/s, p50 {summary['p50_ms']} ms, p90 {summary['p90_ms']} ms, "
            f"p99 {summary['p99_ms']} ms, max {summary['max_ms']} ms, errors {summary['errors']}"
        ]
        if summary["cache_hits"] is not None:
            lines[0] += f", cache hits {summary['cache_hits']:.0%}"
        if self.server_args:
            lines.append(f"server: kb serve {' '.join(self.server_args)}")
        if self.cpu:
            lines.append(
                f"CPU (cores, of {os.cpu_count()}): server {self.cpu['server']:.2f}, load clients {self.cpu['clients']:.2f}, "
                f"anything else on the machine {self.cpu['other']:.2f}" + (" (the rebuilds included)" if self.builds else "")
            )
        if self.builds:
            lines.append(
                f"rebuilds while serving: {summary['rebuilds']} done, {summary['failed_builds']} failed on purpose "
                f"(the served file unchanged); responses came from {summary['builds_seen']} builds, each whole"
            )
        windows = self.windows()
        if len(windows) > 1:
            lines.append("p99 ms by time window: " + ", ".join(f"{label} {p99:.1f}" for label, p99 in windows))
        lines.append(f"{'kind':<16}{'n':>7}{'p50 ms':>9}{'p99 ms':>9}{'max ms':>9}")
        for kind in MIX:
            ms = self.latencies(kind)
            if ms:
                lines.append(f"{kind:<16}{len(ms):>7}{percentile(ms, .5):>9.2f}{percentile(ms, .99):>9.2f}{ms[-1]:>9.2f}")
        errors = self.errors
        for error in errors[:10]:
            lines.append(f"error: {error}")
        if len(errors) > 10:
            lines.append(f"… and {len(errors) - 10} more errors")
        return "\n".join(lines)


def percentile(ordered: list[float], fraction: float) -> float:
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


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


class Connection:
    """A minimal HTTP/1.1 keep-alive client (``http.client`` parses headers with the email
    package, which would make the load generator, not the server, the busiest process)."""

    def __init__(self, port: int, timeout: float) -> None:
        self.port, self.timeout = port, timeout
        self.sock: socket.socket | None = None
        self._connect()

    def _connect(self) -> None:
        self.sock = socket.create_connection((LOOPBACK, self.port), timeout=self.timeout)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.buffer = b""

    def close(self) -> None:
        if self.sock is not None:
            self.sock.close()
            self.sock = None

    def _fill(self) -> None:
        assert self.sock is not None
        chunk = self.sock.recv(262144)
        if not chunk:
            raise ConnectionError("the server closed the connection")
        self.buffer += chunk

    def _take(self, count: int) -> bytes:
        while len(self.buffer) < count:
            self._fill()
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def _line(self) -> bytes:
        while (end := self.buffer.find(b"\r\n")) < 0:
            self._fill()
        line, self.buffer = self.buffer[:end], self.buffer[end + 2:]
        return line

    def get(self, url: str) -> tuple[int, dict[str, str], bytes]:
        """GET ``url``; a server that answered "Connection: close" is connected to again first."""
        if self.sock is None:
            self._connect()
        assert self.sock is not None
        self.sock.sendall(f"GET {url} HTTP/1.1\r\nHost: {LOOPBACK}\r\nAccept-Encoding: identity\r\n\r\n".encode("ascii"))
        while (end := self.buffer.find(b"\r\n\r\n")) < 0:
            self._fill()
        head, self.buffer = self.buffer[:end].decode("latin-1"), self.buffer[end + 4:]
        status_line, *header_lines = head.split("\r\n")
        status = int(status_line.split(" ", 2)[1])
        headers = {}
        for line in header_lines:
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
        if "content-length" in headers:
            body = self._take(int(headers["content-length"]))
        elif headers.get("transfer-encoding", "").lower() == "chunked":
            parts = []
            while size := int(self._line().split(b";")[0], 16):
                parts.append(self._take(size))
                self._take(2)
            while self._line():  # trailers
                pass
            body = b"".join(parts)
        else:  # the body runs to the end of the connection
            try:
                while True:
                    self._fill()
            except ConnectionError:
                pass
            body, self.buffer = self.buffer, b""
            headers["connection"] = "close"
        if headers.get("connection", "").lower() == "close":
            self.close()
        return status, headers, body


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


def _process_ticks() -> dict[int, tuple[int, int]]:
    """Every process's (parent pid, CPU ticks used)."""
    found = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
            except (OSError, IndexError):
                continue  # gone meanwhile
            found[int(entry)] = (int(fields[1]), int(fields[11]) + int(fields[12]))
    return found


def cpu_snapshot(pid: int) -> tuple[float, float, float, float] | None:
    """(wall time, busy CPU seconds of the whole machine, of process ``pid`` and its children (the
    server's worker processes), of this process); Linux only."""
    try:
        ticks = os.sysconf("SC_CLK_TCK")
        with open("/proc/stat") as stat:
            fields = [int(value) for value in stat.readline().split()[1:]]
        processes = _process_ticks()
    except (OSError, ValueError, IndexError):
        return None
    if pid not in processes:
        return None
    server = processes[pid][1] + sum(used for parent, used in processes.values() if parent == pid)
    idle = fields[3] + fields[4]  # idle + iowait
    busy = (sum(fields[:8]) - idle) / ticks  # user nice system idle iowait irq softirq steal
    return time.monotonic(), busy, server / ticks, time.process_time()


def cpu_use(before, after) -> dict[str, float] | None:
    if before is None or after is None or after[0] <= before[0]:
        return None
    wall = after[0] - before[0]
    server, clients = (after[2] - before[2]) / wall, (after[3] - before[3]) / wall
    total = (after[1] - before[1]) / wall
    return {"server": round(server, 2), "clients": round(clients, 2), "other": round(max(0.0, total - server - clients), 2)}


def _build(path: str, root: str | None) -> str:
    """Rebuild the database (in a worker process, as ``kb build`` would); return its build id."""
    from kb.build import build
    from kb.sources import RULES_SRC
    from kb.store import read_info

    build(Path(path), Path(root) if root else RULES_SRC)
    info = read_info(Path(path))
    return info.get("build_id") or info.get("built_at", "")


def _broken_sources(directory: Path) -> Path:
    """A copy of ``rules_src/`` whose manifest names a file that is not there."""
    from kb.sources import RULES_SRC

    root = directory / "broken_src"
    shutil.copytree(RULES_SRC, root)
    (root / "000_78899114dc4a1adb.txt").unlink()
    return root


def run_load_test(
    *,
    seconds: float = DEFAULT_SECONDS,
    clients: int = DEFAULT_CLIENTS,
    max_requests: int = DEFAULT_MAX_REQUESTS,
    rebuild_every: float | None = None,
    break_build: bool = False,
    db_path: Path | None = None,
    server_args: tuple[str, ...] = (),
    warmup: bool = True,
    warm_cache: bool = False,
    timeout: float = 30.0,
    rate: float = 0.0,
) -> LoadResult:
    """Serve a copy of the database and load it; see the module docstring."""
    from kb.freshness import ensure_database
    from kb.store import read_info

    source_db = ensure_database(db_path) if db_path is None else db_path
    with tempfile.TemporaryDirectory(prefix="kb-load-") as directory:
        served = Path(directory) / "kb.db"
        shutil.copyfile(source_db, served)
        workload = Workload.from_database(served)
        info = read_info(served)
        builds = [info.get("build_id") or info.get("built_at", "")] if rebuild_every else []
        with serving(served, args=server_args, log=Path(directory) / "serve.log") as server:
            port = server.port
            if warmup:  # one of each URL kind, so that one-time loading is not counted as load
                warm = Budget(len(MIX) * 3)
                warm_samples: list[Sample] = []
                client_loop(port, workload, -1, time.monotonic() + 30, warm, warm_samples, timeout)
            if warm_cache:  # every URL of the workload once: the steady state of a server up for a while
                connection = Connection(port, timeout)
                for urls in workload.urls.values():
                    for url in urls:
                        connection.get(url)
                connection.close()
            samples: list[Sample] = []
            budget = Budget(max_requests)
            started = time.monotonic()
            deadline = started + seconds
            stop = threading.Event()
            result = LoadResult(
                clients, seconds, samples, builds, server_args=server_args, rate=rate, warm_cache=warm_cache, started=started
            )
            rebuilder = None
            if rebuild_every:
                broken = str(_broken_sources(Path(directory))) if break_build else None
                rebuilder = threading.Thread(
                    target=_rebuild_loop, args=(served, rebuild_every, deadline, stop, result, broken), daemon=True
                )
                rebuilder.start()
            interval = clients / rate if rate > 0 else 0.0
            checked = Checked()
            threads = [
                threading.Thread(
                    target=client_loop,
                    args=(port, workload, seed, deadline, budget, samples, timeout, interval, checked),
                    daemon=True,
                )
                for seed in range(clients)
            ]
            cpu_before = cpu_snapshot(server.pid)
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            result.seconds = time.monotonic() - started
            result.cpu = cpu_use(cpu_before, cpu_snapshot(server.pid))
            stop.set()
            if rebuilder is not None:
                rebuilder.join()
    return result


def _rebuild_loop(
    path: Path, every: float, deadline: float, stop: threading.Event, result: LoadResult, broken_root: str | None
) -> None:
    with concurrent.futures.ProcessPoolExecutor(max_workers=1) as pool:
        attempt = 0
        while not stop.wait(every) and time.monotonic() < deadline:
            attempt += 1
            if broken_root and attempt % 2 == 0:
                before = path.read_bytes()
                try:
                    pool.submit(_build, str(path), broken_root).result()
                except Exception as error:  # expected: the build must fail and change nothing
                    result.failed_builds.append(f"{type(error).__name__}: {error}")
                    if path.read_bytes() != before:
                        result.samples.append(Sample("rebuild", str(path), 0.0, 0, None, None, None, "a failed build changed the database"))
                else:
                    result.samples.append(Sample("rebuild", broken_root, 0.0, 0, None, None, None, "a broken source built"))
                continue
            result.builds.append(pool.submit(_build, str(path), None).result())
            result.rebuilds += 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kb.tools.loadtest", description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=DEFAULT_SECONDS, help="duration (default 60)")
    parser.add_argument("--clients", type=int, default=DEFAULT_CLIENTS, help="concurrent clients (default 32)")
    parser.add_argument(
        "--rate", type=float, default=0.0,
        help="offered requests/s of all the clients together, Poisson-paced (default 0: back to back, as fast as the server answers)",
    )
    parser.add_argument("--max-requests", type=int, default=DEFAULT_MAX_REQUESTS, help="stop after this many requests")
    parser.add_argument("--rebuild-every", type=float, default=None, metavar="S", help="rebuild the database every S seconds")
    parser.add_argument("--break-build", action="store_true", help="with --rebuild-every: every other build fails on purpose")
    parser.add_argument(
        "--warm-cache", action="store_true",
        help="request every URL of the workload once before the clock starts (a server that has been up a while)",
    )
    parser.add_argument("--db", type=Path, default=None, help="database to serve a copy of (default: $KB_DB or data/kb.db)")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    parser.add_argument("server_args", nargs="*", help="extra `kb serve` options, after --, e.g. -- --threads 8")
    args = parser.parse_args(argv)
    if not 0 < args.seconds <= 3600 or not 1 <= args.clients <= 512:
        parser.error("--seconds must be in (0, 3600] and --clients in [1, 512]")
    result = run_load_test(
        warm_cache=args.warm_cache, seconds=args.seconds, clients=args.clients, max_requests=args.max_requests,
        rebuild_every=args.rebuild_every, break_build=args.break_build, db_path=args.db,
        server_args=tuple(args.server_args), rate=args.rate,
    )
    print(json.dumps(result.summary()) if args.json else result.report())
    summary = result.summary()
    return 0 if summary["errors"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
