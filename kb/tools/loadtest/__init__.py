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

Only the standard library is used on the client side (sockets and threads). The parts: the
server in a subprocess (``serving``), the request mix (``workload``), the simulated players
(``players``) and their HTTP client (``client``), what was measured (``results``) and the cores
each side used (``cpu``).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import shutil
import tempfile
import threading
import time
from pathlib import Path

from kb.build import build
from kb.sources import RULES_SRC
from kb.store import read_info
from kb.tools.loadtest.client import Connection
from kb.tools.loadtest.cpu import cpu_snapshot, cpu_use
from kb.tools.loadtest.players import Budget, Checked, client_loop, hand_off_quickly
from kb.tools.loadtest.results import LoadResult, Sample
from kb.tools.loadtest.serving import served_copy, serving
from kb.tools.loadtest.workload import MIX, Workload
from web.prerender import prepare_build

DEFAULT_SECONDS = 60.0
DEFAULT_CLIENTS = 32
#: A hard bound on the requests of one run, whatever the duration.
DEFAULT_MAX_REQUESTS = 500_000


def build_with_pages(path: str, root: str | None = None) -> str:
    """Rebuild the database from the documents in ``root`` (default ``rules_src/``), its pages stored
    and its servers warmed, as ``kb build`` does (the load tests run it in another process); return
    its build id."""
    build(Path(path), Path(root) if root else RULES_SRC, before_rename=lambda temporary: prepare_build(temporary, Path(path)))
    info = read_info(Path(path))
    return info.get("build_id") or info.get("built_at", "")


def _broken_sources(directory: Path) -> Path:
    """A copy of ``rules_src/`` whose manifest names a file that is not there."""
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
    with tempfile.TemporaryDirectory(prefix="kb-load-") as directory:
        served = served_copy(Path(directory), db_path)
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
            result = LoadResult(clients, seconds, [], builds, server_args=server_args, rate=rate, warm_cache=warm_cache,
                                started=time.monotonic())
            stop = threading.Event()
            rebuilder = None
            if rebuild_every:
                broken = str(_broken_sources(Path(directory))) if break_build else None
                rebuilder = threading.Thread(
                    target=_rebuild_loop, args=(served, rebuild_every, result.started + seconds, stop, result, broken),
                    daemon=True,
                )
                rebuilder.start()
            run_players(port, workload, result, max_requests=max_requests, timeout=timeout, server_pid=server.pid)
            stop.set()
            if rebuilder is not None:
                rebuilder.join()
    return result


def run_players(port: int, workload: Workload, result: LoadResult, *, max_requests: int, timeout: float = 30.0,
                server_pid: int | None = None, budget: Budget | None = None) -> None:
    """The measured part of a run: ``result.clients`` players, each on its own connection, back to
    back (or together paced at ``result.rate``), from ``result.started`` for ``result.seconds`` or
    ``max_requests`` requests (or what is left of ``budget``, which another thread may cap); fills in
    ``result``'s samples, duration and the cores each side used (with the server's process id)."""
    budget = budget or Budget(max_requests)
    deadline = result.started + result.seconds
    interval = result.clients / result.rate if result.rate > 0 else 0.0
    checked = Checked()
    hand_off_quickly()
    threads = [
        threading.Thread(target=client_loop, daemon=True,
                         args=(port, workload, seed, deadline, budget, result.samples, timeout, interval, checked))
        for seed in range(result.clients)
    ]
    cpu_before = cpu_snapshot(server_pid) if server_pid else None
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    result.seconds = time.monotonic() - result.started
    if cpu_before is not None and server_pid:
        result.cpu = cpu_use(cpu_before, cpu_snapshot(server_pid))


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
                    pool.submit(build_with_pages, str(path), broken_root).result()
                except Exception as error:  # expected: the build must fail and change nothing
                    result.failed_builds.append(f"{type(error).__name__}: {error}")
                    if path.read_bytes() != before:
                        result.samples.append(Sample("rebuild", str(path), 0.0, 0, None, None, None, "a failed build changed the database"))
                else:
                    result.samples.append(Sample("rebuild", broken_root, 0.0, 0, None, None, None, "a broken source built"))
                continue
            result.builds.append(pool.submit(build_with_pages, str(path), None).result())
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
