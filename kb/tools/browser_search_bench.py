"""The browser's search (``web/static/search/``) on a phone-sized CPU budget, beside ``kb search``.

``python -m kb.tools.browser_search_bench [--db PATH] [--throttle 4]`` exports the site to a
temporary folder, serves it with nginx on loopback (``kb.tools.nginx``) and opens it in Debian's
chromium (Playwright) with the CPU slowed ``--throttle`` times (Chrome's own emulation of a phone,
``Emulation.setCPUThrottlingRate``) and without. Prints the search data's size (raw and gzipped),
the first search's cost (scripts, data, the index built at load), the index build alone, and the
195 evaluation questions' time per question (p50, p95) against ``kb search`` in this process.
"""

from __future__ import annotations

import argparse
import gzip
import statistics
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

from kb.search import search
from kb.search.evaluate import HELD_OUT_FILE, QUESTIONS_FILE, read_questions
from kb.store import default_db_path, open_readonly
from kb.tools import nginx
from web.site_export import export_site

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"]

MEASURE = """async (queries) => {
    const started = performance.now();
    await window.kbOffline.search({q: "x"});
    const first = performance.now() - started;
    const data = await (await fetch("/search-data.json")).json();
    const built = performance.now();
    new window.KBSearch.Search(data);
    const index = performance.now() - built;
    const engine = (await window.kbOffline.search({q: "x"})).engine;
    const times = [];
    for (const q of queries) {
        const at = performance.now();
        engine.run(q, {limit: 10});
        times.push(performance.now() - at);
    }
    return {first, index, times};
}"""


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def python_times(db: Path, queries: list[str]) -> list[float]:
    connection = open_readonly(db)
    try:
        for query in queries:  # warm: the vocabulary and features are computed once per process
            search(connection, query, limit=10)
        times = []
        for query in queries:
            started = time.perf_counter()
            search(connection, query, limit=10)
            times.append((time.perf_counter() - started) * 1000)
        return times
    finally:
        connection.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, default=None)
    parser.add_argument("--throttle", type=float, default=4.0)
    args = parser.parse_args(argv)
    reason = nginx.available()
    if reason:
        print(f"cannot run: {reason}")
        return 1
    db = args.db or default_db_path()
    queries = [q.ask for q in read_questions(QUESTIONS_FILE) + read_questions(HELD_OUT_FILE, True)]
    with tempfile.TemporaryDirectory(prefix="kb-browser-bench-") as work:
        site = Path(work) / "site"
        export_site(db, site)
        data = (site / "search-data.json").read_bytes()
        print(f"search data: {len(data) / 1e3:.0f} KB, {len(gzip.compress(data)) / 1e3:.0f} KB gzipped")
        with nginx.serving(site) as url, sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            for rate in (1.0, args.throttle):
                context = browser.new_context(base_url=url, viewport={"width": 390, "height": 844}, is_mobile=True)
                page = context.new_page()
                page.context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": rate})
                page.goto("/")
                found = page.evaluate(MEASURE, queries)
                print(f"CPU {rate:g}x slower: first search {found['first']:.0f} ms (scripts, data, index), "
                      f"index build {found['index']:.0f} ms; per question p50 {statistics.median(found['times']):.2f} ms, "
                      f"p95 {percentile(found['times'], 0.95):.2f} ms")
                context.close()
            browser.close()
    ours = python_times(db, queries)
    print(f"kb search in Python (same questions, warm): p50 {statistics.median(ours):.2f} ms, "
          f"p95 {percentile(ours, 0.95):.2f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
