"""Every benchmark in one run: ``python -m kb.tools.bench [--load-seconds N]``.

Prints, in order: the machine; the build time and database size; search latency against the
raw FTS5 queries (``kb.tools.search_bench``); the replay times of the bundled timing examples
(``kb.tools.engine_bench``); page render times (Flask test client, response cache off, so every
page is rendered); and the summary of a short load test (``kb.tools.loadtest``, 32 clients
against ``kb serve`` on loopback, ``--load-seconds`` long, default 10).

Timing figures are printed, never asserted: a benchmark measures, the tests decide.
"""

from __future__ import annotations

import argparse
import os
import platform
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlencode

from kb.build import build
from kb.search import run_search
from kb.search.evaluate import fts5_baseline, load_questions
from kb.store import open_readonly
from kb.tools import engine_bench
from kb.tools.loadtest import run_load_test
from kb.tools.search_bench import ROUNDS, raw_fts5_page, time_queries
from kb.tools.stats import percentile
from web import create_app

DEFAULT_LOAD_SECONDS = 10.0
#: Pages rendered for the render-time table (cache off): the kinds a player opens.
PAGES = [
    ("search form", "/"),
    ("search page", "/?" + urlencode({"q": "attack of opportunity"})),
    ("search page, typo", "/?" + urlencode({"q": "atack of oportunity"})),
    ("live results", "/search/results?" + urlencode({"q": "engage"})),
    ("entry page", "/entry/ahlcg/rr/attack-of-opportunity"),
    ("entry page, step", "/entry/ahlcg/rr/st-6"),
    ("entry page, erratum", "/entry/ahlcg/errata/rr-costs"),
    ("errata page", "/errata"),
    ("FAQ page", "/faq"),
    ("timing chart", "/timing/ahlcg/skill-test"),
    ("api search", "/api/search?" + urlencode({"q": "attack of opportunity"})),
    ("api entry", "/api/entries/ahlcg/rr/costs"),
]
PAGE_ROUNDS = 20


def machine() -> str:
    cpu = ""
    try:
        with open("/proc/cpuinfo") as info:
            cpu = next((line.split(":", 1)[1].strip() for line in info if line.startswith("model name")), "")
    except OSError:
        pass
    return (
        f"{os.cpu_count()} cores{f' ({cpu})' if cpu else ''}, {platform.system()} {platform.release()}, "
        f"Python {platform.python_version()}, SQLite {sqlite3.sqlite_version}"
    )


def section(title: str) -> None:
    print(f"\n== {title}")


def bench_build(directory: Path) -> Path:
    path = directory / "kb.db"
    report = build(path)
    entries = sum(report.entries_per_source.values())
    print(f"kb build: {report.seconds:.2f} s, {entries} entries, {path.stat().st_size / 1e6:.2f} MB")
    return path


def bench_search(path: Path) -> None:
    connection = open_readonly(path)
    try:
        queries = [question.ask for question in load_questions()]
        rows = [
            ("kb search", time_queries(lambda c, q: run_search(c, q, limit=10), connection, queries)),
            ("raw FTS5, all words (AND)", time_queries(lambda c, q: fts5_baseline(c, q, 10), connection, queries)),
            ("raw FTS5, any word + snippets", time_queries(raw_fts5_page, connection, queries)),
        ]
    finally:
        connection.close()
    print(f"{len(queries)} evaluation questions x {ROUNDS} rounds, in-process")
    print(f"{'':<32}{'p50 ms':>9}{'p99 ms':>9}{'kb search p50 / this':>22}")
    ours = percentile(rows[0][1], 0.5)
    for name, samples in rows:
        p50 = percentile(samples, 0.5)
        print(f"{name:<32}{p50:>9.3f}{percentile(samples, 0.99):>9.3f}{ours / p50:>21.1f}x")


def bench_replay() -> None:
    try:
        engine_bench.main([])
    except Exception as error:
        print(f"(replay benchmark failed: {type(error).__name__}: {error})")


def bench_pages(path: Path) -> None:
    app = create_app({"KB_DB": str(path), "KB_RESPONSE_CACHE_BYTES": 0})
    client = app.test_client()
    client.get("/api/search?q=warm")  # the vocabulary, loaded once per database
    print(f"Flask test client, response cache off (every page rendered), {PAGE_ROUNDS} rounds")
    print(f"{'page':<22}{'p50 ms':>9}{'p99 ms':>9}{'KB':>8}")
    for name, url in PAGES:
        samples, size = [], 0
        for _ in range(PAGE_ROUNDS):
            started = time.perf_counter()
            response = client.get(url)
            samples.append((time.perf_counter() - started) * 1000)
            size = len(response.data)
            if response.status_code != 200:
                print(f"{name:<22} status {response.status_code} for {url}")
                break
        else:
            print(f"{name:<22}{percentile(samples, .5):>9.2f}{percentile(samples, .99):>9.2f}{size / 1024:>8.1f}")
    cached = create_app({"KB_DB": str(path)}).test_client()
    url = PAGES[4][1]
    cached.get(url)
    samples = []
    for _ in range(200):
        started = time.perf_counter()
        cached.get(url)
        samples.append((time.perf_counter() - started) * 1000)
    print(f"{'entry page, kept':<22}{statistics.median(samples):>9.2f}{percentile(samples, .99):>9.2f}"
          "   (response cache on: replayed from memory)")


def bench_load(path: Path, seconds: float) -> None:
    result = run_load_test(seconds=seconds, db_path=path)
    print(result.report())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kb.tools.bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("--load-seconds", type=float, default=DEFAULT_LOAD_SECONDS,
                        help=f"duration of the load test (default {DEFAULT_LOAD_SECONDS:g}; 0 skips it)")
    args = parser.parse_args(argv)
    print(f"kb bench, {time.strftime('%Y-%m-%d %H:%M')}\nmachine: {machine()}")
    with tempfile.TemporaryDirectory(prefix="kb-bench-") as directory:
        section("build")
        path = bench_build(Path(directory))
        section("search latency vs raw FTS5")
        bench_search(path)
        section("replay of the bundled examples (kb.tools.engine_bench)")
        bench_replay()
        section("page render times")
        bench_pages(path)
        if args.load_seconds > 0:
            section(f"load test: 32 clients, {args.load_seconds:g} s (python -m kb.tools.loadtest for the full 60 s)")
            bench_load(path, args.load_seconds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
