"""Hostile traffic against ``kb serve``, on loopback only, bounded in time and count; prints figures.

``python -m kb.tools.hostile [--scenario slow|crowd|flood|rebuild|cost|all] [--seconds S] [-- kb serve options]``
serves a copy of the database (``kb.tools.loadtest.serving``) and runs, each for ``--seconds``
(20) at most and ``--max-requests`` in all:

- ``slow``: ``--slow`` (50) slow clients stay connected, each sending a header line every 5 s
  (and one in five a POST that declares 60,000 bytes and sends 10), reconnecting whenever the
  server closes them; meanwhile ``--clients`` (32) ordinary players send the load test's mix
  back to back. Goal: 0 errors, p99 <= 50 ms.
- ``crowd``: one client address (127.0.0.3) holds ``--crowd`` (2,500) slow connections, opening
  each again a second after the server closes it, while ``--visitors`` (60) new visitors from another
  address arrive evenly over ``--seconds``, each opening a connection and asking for a page. Goal: all answered 200, a
  median wait <= 50 ms (it was 4.3 s before each address got a share of the connections).
- ``flood``: ``--flood`` (32) clients post a valid replay back to back (each 503 is followed by
  the 50 ms pause a script would take before its next try), while ``--clients`` ordinary players
  ask for pages and searches. Goal: page and search p99 <= 100 ms, no error but 503 for replays.
- ``cost``: CPU per ``/api/search`` request against the search alone, in this process.
- ``rebuild``: the server just started (its first request is measured), and ``kb build`` starts
  every ``--rebuild-every`` (10) seconds over the served file (or as soon as the one before
  has finished), at ``--rebuild-nice`` (0: the builds take their share of the CPU; at 10, as a
  background job would run, back-to-back players that saturate both cores left a build so
  little that it took 31 s, and a rebuild every 10 s was never measured), while the ordinary
  players ask. Goal: p99 <= 50 ms over the whole run, 0 errors, every response whole from one
  build, and at least one new build swapped in while the players asked (a build starved of CPU
  that never finishes tests nothing). The p99 is also printed by phase: in the second after
  each swap, while a build ran, and otherwise. A build of the same rules finds every response
  and search kept under their content (``web.cache``); with ``--changing-rules`` each build
  adds another sentence to a rule, so that each swap brings rules never served before and
  every search is worked out again: the cost of a rebuild that changes something. With
  ``--rebuilds N`` the run ends on an event, not the clock: a few requests after the N-th build
  is swapped in (how the tests run it, whatever the machine's speed).

The hostile clients run in a separate process from the measured players, so that their Python
does not slow the measuring threads. Only the standard library is used on the client side.
"""

from __future__ import annotations

import argparse
import io
import multiprocessing
import os
import selectors
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlencode

from kb import browse
from kb.engine import example_path
from kb.search.evaluate import load_questions
from kb.sources import RULES_SRC, load_manifest
from kb.store import open_readonly, read_info
from kb.tools.loadtest import run_players
from kb.tools.loadtest.players import Budget
from kb.tools.loadtest.results import LoadResult, Sample
from kb.tools.loadtest.serving import LOOPBACK, kb_command, served_copy, serving
from kb.tools.loadtest.workload import Workload
from kb.tools.stats import percentile
from web import create_app
from web.prerendered import has_pages

SCENARIOS = ("slow", "crowd", "flood", "rebuild", "cost")
#: The address the ``crowd`` scenario's one client holds its connections from (all of 127/8 is loopback).
CROWD_ADDRESS = "127.0.0.3"
#: Seconds the crowd waits before opening again a connection the server closed: it holds
#: connections, it does not flood the listening queue with new ones (no server process can stop
#: that; a firewall's per-address rate limit does).
CROWD_PAUSE = 1.0
MAX_REQUESTS = 400_000


# -- hostile clients (run in their own process) -------------------------------------------------------


def slow_clients(port: int, count: int, seconds: float, every: float, source: str | None, pause: float,
                 stats: dict) -> None:
    """``count`` connections that each send a header line every ``every`` seconds, for ``seconds``
    (from the loopback address ``source`` when given: one client address holding them all); one the
    server closes is opened again after ``pause`` seconds (0: at once)."""
    selector = selectors.DefaultSelector()
    deadline = time.monotonic() + seconds
    sockets: dict[socket.socket, float] = {}
    again: list[tuple[float, int]] = []  # (when, index): connections to open again
    opened = closed = 0

    def connect(index: int) -> None:
        nonlocal opened
        try:
            sock = socket.create_connection((LOOPBACK, port), timeout=5,
                                            source_address=(source, 0) if source else None)
        except OSError:
            return
        head = (b"POST /api/replay HTTP/1.1\r\nHost: a\r\nContent-Type: application/yaml\r\n"
                b"Content-Length: 60000\r\n\r\n0123456789") if index % 5 == 0 else b"GET / HTTP/1.1\r\n"
        try:
            sock.sendall(head)
        except OSError:
            sock.close()
            return
        sock.setblocking(False)
        selector.register(sock, selectors.EVENT_READ, index)
        sockets[sock] = time.monotonic() + every
        opened += 1

    for index in range(count):
        connect(index)
    while time.monotonic() < deadline:
        for key, _ in selector.select(timeout=0.2):
            sock = key.fileobj
            try:
                data = sock.recv(65536)
            except OSError:
                data = b""
            if not data:  # the server gave up on it: come back, as a hostile client would
                selector.unregister(sock)
                sockets.pop(sock, None)
                sock.close()
                closed += 1
                again.append((time.monotonic() + pause, key.data))
        now = time.monotonic()
        for when, index in [item for item in again if item[0] <= now]:
            again.remove((when, index))
            connect(index)
        for sock, due in list(sockets.items()):
            if now >= due:
                try:
                    sock.send(b"X-Slow: 1\r\n")
                except OSError:
                    pass
                sockets[sock] = now + every
    for sock in list(sockets):
        sock.close()
    stats.update(opened=opened, closed_by_server=closed)


def flood_clients(port: int, count: int, seconds: float, situation: bytes, stats: dict) -> None:
    """``count`` threads posting ``situation`` to ``/api/replay`` back to back."""
    counts: dict[str, int] = {"200": 0, "503": 0, "other": 0, "failed": 0}
    lock = threading.Lock()
    deadline = time.monotonic() + seconds
    request = (b"POST /api/replay HTTP/1.1\r\nHost: a\r\nContent-Type: application/yaml\r\nContent-Length: "
               + str(len(situation)).encode() + b"\r\nConnection: close\r\n\r\n" + situation)

    def one() -> None:
        while time.monotonic() < deadline:
            try:
                with socket.create_connection((LOOPBACK, port), timeout=30) as sock:
                    sock.sendall(request)
                    data = b""
                    while b"\r\n" not in data:
                        chunk = sock.recv(4096)
                        if not chunk:
                            break
                        data += chunk
                    status = data.split(b" ", 2)[1].decode() if data.startswith(b"HTTP/") else "failed"
            except OSError:
                status = "failed"
            with lock:
                counts[status if status in counts else "other"] += 1
            if status == "503":
                time.sleep(0.05)

    threads = [threading.Thread(target=one, daemon=True) for _ in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(seconds + 40)
    stats.update(counts)


def _in_process(target, *args) -> tuple[multiprocessing.Process, dict]:
    manager_stats = multiprocessing.Manager().dict()
    process = multiprocessing.get_context("fork").Process(target=target, args=(*args, manager_stats), daemon=True)
    process.start()
    return process, manager_stats


# -- measured players ---------------------------------------------------------------------------------


def measure(port: int, workload: Workload, clients: int, seconds: float, max_requests: int, *,
            builds: list[str] | None = None, server_pid: int | None = None, rate: float = 0.0,
            budget: Budget | None = None) -> LoadResult:
    """The ordinary players' run (``kb.tools.loadtest.run_players``), from now."""
    result = LoadResult(clients, seconds, [], builds if builds is not None else [], started=time.monotonic(), rate=rate)
    run_players(port, workload, result, max_requests=max_requests, server_pid=server_pid, budget=budget)
    return result


def _figures(result: LoadResult) -> str:
    summary = result.summary()
    return (f"{summary['requests']} requests, {summary['requests_per_second']:,.0f}/s, p50 {summary['p50_ms']:.1f} ms, "
            f"p99 {summary['p99_ms']:.1f} ms, max {summary['max_ms']:.1f} ms, errors {summary['errors']}")


def _pacing(args) -> str:
    return f"at {args.rate:g} requests/s offered" if args.rate else "back to back"


def scenario_slow(args, directory: Path) -> tuple[str, bool]:
    served = served_copy(directory, args.db)
    workload = Workload.from_database(served)
    with serving(served, args=tuple(args.server_args), log=directory / "serve.log") as server:
        hostile, stats = _in_process(slow_clients, server.port, args.slow, args.seconds + 5, 5.0, None, 0.0)
        time.sleep(2)  # every slow client connected and holding what it holds
        result = measure(server.port, workload, args.clients, args.seconds, args.max_requests, server_pid=server.pid,
                         rate=args.rate)
        hostile.join(args.seconds + 20)
        stats = dict(stats)
    summary = result.summary()
    ok = summary["errors"] == 0 and summary["p99_ms"] <= 50
    lines = [f"slow clients: {args.slow} connected (a header line every 5 s; 1 in 5 a POST declaring 60,000 bytes "
             f"and sending 10), {stats.get('closed_by_server', 0)} of their connections closed by the server",
             f"  {args.clients} ordinary clients {_pacing(args)}: {_figures(result)}"]
    lines += _details(result)
    return "\n".join(lines), ok


def visitors(port: int, count: int, seconds: float) -> tuple[list[float], dict[str, int]]:
    """``count`` new visitors arriving evenly over ``seconds``, each on a new connection: seconds each
    waited for the answer, and the statuses."""
    waits: list[float] = []
    statuses: dict[str, int] = {}
    lock = threading.Lock()

    def visit() -> None:
        started = time.monotonic()
        try:
            with socket.create_connection((LOOPBACK, port), timeout=30) as sock:
                sock.sendall(b"GET /entry/ahlcg/rr/surge HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")
                status = sock.recv(64).split(b" ", 2)[1].decode() or "failed"
        except (OSError, IndexError):
            status = "failed"
        with lock:
            waits.append(time.monotonic() - started)
            statuses[status] = statuses.get(status, 0) + 1

    threads = []
    for _ in range(count):
        threads.append(threading.Thread(target=visit, daemon=True))
        threads[-1].start()
        time.sleep(seconds / count)
    for thread in threads:
        thread.join(40)
    return waits, statuses


def scenario_crowd(args, directory: Path) -> tuple[str, bool]:
    served = served_copy(directory, args.db)
    with serving(served, args=tuple(args.server_args), log=directory / "serve.log") as server:
        hostile, stats = _in_process(slow_clients, server.port, args.crowd, args.seconds + 5, 5.0, CROWD_ADDRESS,
                                     CROWD_PAUSE)
        time.sleep(3)  # the crowd connected, and refused where past its share
        waits, statuses = visitors(server.port, args.visitors, args.seconds)
        hostile.join(args.seconds + 20)
        stats = dict(stats)
    median = percentile(waits, 0.5) * 1000
    ok = statuses == {"200": args.visitors} and median <= 50
    return (f"one client ({CROWD_ADDRESS}) holding {args.crowd} slow connections ({stats.get('closed_by_server', 0)} "
            f"closed by the server, each opened again {CROWD_PAUSE:g} s later): {args.visitors} new visitors from another address "
            f"over {args.seconds:g} s, each on a new connection, waited a median {median:.1f} ms, at most {max(waits) * 1000:.1f} ms; "
            f"statuses {statuses}"), ok


def _details(result: LoadResult) -> list[str]:
    """The load test's report below its headline, indented (the rebuilds are reported here)."""
    return ["  " + line for line in result.details(rebuilds=False)]


def scenario_flood(args, directory: Path) -> tuple[str, bool]:
    served = served_copy(directory, args.db)
    workload = Workload.from_database(served)
    situation = example_path(args.flood_example).read_bytes()
    with serving(served, args=tuple(args.server_args), log=directory / "serve.log") as server:
        hostile, stats = _in_process(flood_clients, server.port, args.flood, args.seconds + 2, situation)
        time.sleep(1)
        result = measure(server.port, workload, args.clients, args.seconds, args.max_requests, server_pid=server.pid,
                         rate=args.rate)
        hostile.join(args.seconds + 60)
        stats = dict(stats)
    summary = result.summary()
    ok = summary["errors"] == 0 and summary["p99_ms"] <= 100
    lines = [f"replay flood: {args.flood} clients posting {args.flood_example} back to back: "
             f"{stats.get('200', 0)} replayed, {stats.get('503', 0)} refused at once (503, Retry-After), "
             f"{stats.get('other', 0)} other statuses, {stats.get('failed', 0)} failed connections",
             f"  {args.clients} page and search clients {_pacing(args)}: {_figures(result)}"]
    lines += _details(result)
    return "\n".join(lines), ok and stats.get("other", 0) == 0 and stats.get("failed", 0) == 0


def changed_rules(directory: Path, number: int) -> Path:
    """A copy of ``rules_src/`` (in ``directory``) whose Rules Reference has a sentence naming
    ``number`` added to its longest line: rules that differ in one entry from the shipped ones and
    from those of every other ``number``, as a new printing or FAQ would."""
    root = directory / "changed_src"
    if not root.exists():
        shutil.copytree(RULES_SRC, root)
    source = load_manifest(RULES_SRC)["rr"]
    lines = source.path(RULES_SRC).read_text(encoding="utf-8").split("\n")
    longest = max(range(len(lines)), key=lambda index: len(lines[index]))
    lines[longest] += f" Rebuild {number} added this sentence."
    source.path(root).write_text("\n".join(lines), encoding="utf-8")
    return root


#: With ``--rebuilds N``: the requests the players still make once the N-th build is swapped in.
AFTER_THE_LAST_REBUILD = 40

#: A build from the documents of another folder, as ``kb build`` builds from ``rules_src/``.
BUILD_FROM = "import sys; from kb.tools.loadtest import build_with_pages; build_with_pages(*sys.argv[1:])"


def rebuild_command(served: Path, root: Path | None) -> list[str]:
    """``kb build`` over ``served``, or the same build from the documents in ``root``."""
    if root is None:
        return kb_command("build", "--db", str(served))
    return [sys.executable, "-c", BUILD_FROM, str(served), str(root)]


def scenario_rebuild(args, directory: Path) -> tuple[str, bool]:
    served = served_copy(directory, args.db)
    if not has_pages(served):  # the copy gets its pages first (as `kb build` stores them)
        subprocess.run(kb_command("build", "--db", str(served)), check=True, capture_output=True)
    # then the clock starts with the server
    workload = Workload.from_database(served)
    info = read_info(served)
    builds = [info.get("build_id", "")]
    done = threading.Event()
    spans: list[tuple[float, float]] = []  # (started, renamed over the served file), monotonic
    budget = Budget(args.max_requests)

    def rebuild_loop() -> None:
        try:
            due = time.monotonic() + args.rebuild_every
            while not done.wait(max(0.0, due - time.monotonic())):
                started = time.monotonic()
                due = started + args.rebuild_every
                root = changed_rules(directory, len(spans) + 1) if args.changing_rules else None
                subprocess.run(["nice", "-n", str(args.rebuild_nice), *rebuild_command(served, root)], check=True,
                               capture_output=True)
                spans.append((started, time.monotonic()))
                builds.append(read_info(served).get("build_id", ""))  # even after the run: it may have answered in it
                if args.rebuilds and len(spans) >= args.rebuilds:
                    return
        finally:
            if args.rebuilds:  # the players meet the last build (or a build's failure ends the run), then stop
                budget.cap(AFTER_THE_LAST_REBUILD)

    with serving(served, args=tuple(args.server_args), log=directory / "serve.log") as server:
        thread = threading.Thread(target=rebuild_loop, daemon=True)
        thread.start()
        result = measure(server.port, workload, args.clients, args.seconds, args.max_requests, builds=builds,
                         server_pid=server.pid, rate=args.rate, budget=budget)
        done.set()
        thread.join(120)
    # the builds renamed over the file while the players asked: those that answered them (the one that
    # was there at the start aside); a build can be renamed in just before the run ends and return after
    swapped = len({sample.build for sample in result.samples if sample.build} - {builds[0]})
    result.rebuilds = swapped
    summary = result.summary()
    ok = summary["errors"] == 0 and summary["p99_ms"] <= 50 and swapped > 0
    rules = ", each adding another sentence to a rule" if args.changing_rules else ", of the same rules"
    lines = [f"cold start, then `kb build` every {args.rebuild_every:g} s (nice {args.rebuild_nice}{rules}): {swapped} rebuilds "
             f"swapped in while the players asked ({', '.join(f'{end - start:.1f}' for start, end in spans)} s each"
             f"{'' if swapped == len(spans) else f', {len(spans) - swapped} answering none of them'}), responses from "
             f"{summary['builds_seen']} builds, " + ("each whole" if not result.consistency_errors() else "NOT each whole"),
             f"  {args.clients} clients {_pacing(args)} from the first request: {_figures(result)}",
             "  p99 by phase: " + ", ".join(f"{name} {p99:.1f} ms ({count} requests)"
                                            for name, p99, count in rebuild_phases(result.samples, spans) if count)]
    lines += _details(result)
    return "\n".join(lines), ok


def rebuild_phases(samples: list[Sample], spans: list[tuple[float, float]],
                   after: float = 1.0) -> list[tuple[str, float, int]]:
    """``(phase, p99 ms, requests)`` for the requests answered in the ``after`` seconds after a build
    was swapped in, those answered while a build ran, and the others (by when each was answered):
    what a rebuild costs the players, and when."""
    swapped = f"{after:g} s after a swap"
    phases: dict[str, list[float]] = {swapped: [], "while a build ran": [], "otherwise": []}
    for sample in samples:
        if any(end <= sample.at < end + after for _, end in spans):
            phase = swapped
        elif any(start <= sample.at < end for start, end in spans):
            phase = "while a build ran"
        else:
            phase = "otherwise"
        phases[phase].append(sample.seconds * 1000)
    return [(name, percentile(ms, 0.99), len(ms)) for name, ms in phases.items()]


def scenario_cost(args, directory: Path) -> tuple[str, bool]:
    """CPU per search: the search alone against the whole /api/search request (in-process, cache off)."""
    served = served_copy(directory, args.db)
    questions = [question.ask for question in load_questions()][:60]
    app = create_app({"KB_DB": str(served), "KB_RESPONSE_CACHE_BYTES": 0})
    connection = open_readonly(served)
    environs = [{"REQUEST_METHOD": "GET", "PATH_INFO": "/api/search", "QUERY_STRING": urlencode({"q": q, "limit": 10}),
                 "SERVER_NAME": "127.0.0.1", "SERVER_PORT": "80", "wsgi.url_scheme": "http", "SERVER_PROTOCOL": "HTTP/1.1",
                 "wsgi.input": io.BytesIO(), "wsgi.errors": sys.stderr} for q in questions]
    for environ in environs:  # once each: the vocabulary and each word's postings loaded
        b"".join(app(environ, lambda *a: None))
    rounds = 3
    started = time.process_time()
    for _ in range(rounds):
        for question in questions:
            browse.search_response(connection, question, game=None, kind=None, limit=10)
    alone = (time.process_time() - started) / (rounds * len(questions)) * 1000
    started = time.process_time()
    for _ in range(rounds):
        for environ in environs:
            b"".join(app(environ, lambda *a: None))
    whole = (time.process_time() - started) / (rounds * len(questions)) * 1000
    connection.close()
    return (f"search cost (CPU per request, in-process, response cache off, {len(questions)} questions x {rounds}): "
            f"the search {alone:.2f} ms, the whole /api/search request {whole:.2f} ms "
            f"(+{whole - alone:.2f} ms for routing, JSON and headers)"), True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kb.tools.hostile", description=__doc__.split("\n\n")[0])
    parser.add_argument("--scenario", choices=(*SCENARIOS, "all"), default="all")
    parser.add_argument("--seconds", type=float, default=20.0, help="measured seconds per scenario (default 20)")
    parser.add_argument("--clients", type=int, default=32, help="ordinary clients (default 32)")
    parser.add_argument("--slow", type=int, default=50, help="slow clients (default 50)")
    parser.add_argument("--flood", type=int, default=32, help="replay flood clients (default 32)")
    parser.add_argument("--crowd", type=int, default=2500, help="crowd: slow connections of the one client (default 2500)")
    parser.add_argument("--visitors", type=int, default=60, help="crowd: new visitors measured (default 60)")
    parser.add_argument("--flood-example", default="ex01-nested-sequences", help="the situation the flood posts")
    parser.add_argument("--rebuild-every", type=float, default=10.0, help="seconds between rebuilds (default 10)")
    parser.add_argument("--rebuilds", type=int, default=0, metavar="N",
                        help=f"rebuild: end the run {AFTER_THE_LAST_REBUILD} requests after the N-th build is "
                             "swapped in (--seconds still bounds it; default 0: rebuild for the whole run)")
    parser.add_argument("--rebuild-nice", type=int, default=0, choices=range(0, 20), metavar="0-19",
                        help="CPU priority of the rebuilds (default 0: they take their share, and end within 10 s)")
    parser.add_argument("--changing-rules", action="store_true",
                        help="rebuild: each build adds another sentence to a rule, so that no build brings rules "
                             "served before (every search is worked out again)")
    parser.add_argument("--rate", type=float, default=0.0,
                        help="offered requests/s of the ordinary clients together, Poisson-paced (default 0: back to back)")
    parser.add_argument("--max-requests", type=int, default=MAX_REQUESTS)
    parser.add_argument("--db", type=Path, default=None, help="database to serve a copy of")
    parser.add_argument("server_args", nargs="*", help="extra `kb serve` options, after --")
    args = parser.parse_args(argv)
    if not 0 < args.seconds <= 600 or not 1 <= args.clients <= 256 or not 0 <= args.slow <= 500 \
            or not 0 <= args.flood <= 256 or not 0 <= args.rebuilds <= 100 or not 0 <= args.crowd <= 5000 \
            or not 1 <= args.visitors <= 1000:
        parser.error("--seconds in (0, 600], --clients in [1, 256], --slow in [0, 500], --flood in [0, 256], "
                     "--rebuilds in [0, 100], --crowd in [0, 5000], --visitors in [1, 1000]")
    print(f"kb serve {' '.join(args.server_args) or '(defaults)'}; {os.cpu_count()} cores; loopback; "
          f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}", flush=True)
    passed = True
    for name in SCENARIOS if args.scenario == "all" else (args.scenario,):
        with tempfile.TemporaryDirectory(prefix=f"kb-hostile-{name}-") as directory:
            text, ok = globals()[f"scenario_{name}"](args, Path(directory))
        passed &= ok
        print(f"[{'met' if ok else 'NOT met'}] {text}", flush=True)
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
