"""Search latency benchmark: this search against the raw FTS5 query, same database, same run.

Prints p50 and p99 per query over the evaluation questions (each run ``ROUNDS`` times after a
warm-up) and the ratio. Run ``python -m kb.tools.search_bench``.
"""

from __future__ import annotations

import statistics
import time

from kb.freshness import ensure_database
from kb.search import fts_expression, run_search
from kb.search.evaluate import fts5_baseline, load_questions
from kb.store import open_readonly
from kb.tokens import words
from kb.tools.stats import percentile

ROUNDS = 20


def time_queries(function, connection, queries: list[str]) -> list[float]:
    for query in queries:  # warm-up: caches, vocabulary, page cache
        function(connection, query)
    samples = []
    for _ in range(ROUNDS):
        for query in queries:
            started = time.perf_counter()
            function(connection, query)
            samples.append((time.perf_counter() - started) * 1000)
    return samples


def main() -> None:
    connection = open_readonly(ensure_database())
    queries = [question.ask for question in load_questions()]
    ours = time_queries(lambda c, q: run_search(c, q, limit=10), connection, queries)
    raw_and = time_queries(lambda c, q: fts5_baseline(c, q, 10), connection, queries)
    raw_or = time_queries(raw_fts5_page, connection, queries)
    print(f"{len(queries)} queries x {ROUNDS} rounds")
    print(f"{'':<34}{'p50 ms':>9}{'p99 ms':>9}{'mean ms':>9}")
    rows = (
        ("kb search", ours),
        ("raw FTS5, all words (AND)", raw_and),
        ("raw FTS5, any word + snippets", raw_or),
    )
    for name, samples in rows:
        print(f"{name:<34}{percentile(samples, .5):>9.3f}{percentile(samples, .99):>9.3f}{statistics.fmean(samples):>9.3f}")
    for name, samples in rows[1:]:
        print(f"ratio p50, kb search / {name}: {percentile(ours, .5) / percentile(samples, .5):.1f}x")


def raw_fts5_page(connection, query: str) -> list[tuple]:
    """What a plain FTS5 search page runs: any word, bm25, a snippet for each of 10 results."""
    expression = fts_expression(words(query)[:24]) or '""'
    return connection.execute(
        """select e.key, e.title, snippet(entries_fts, 2, '«', '»', '…', 16) from entries_fts
           join entries e on e.rowid = entries_fts.rowid where entries_fts match ?
           order by bm25(entries_fts) limit 10""",
        [expression],
    ).fetchall()


if __name__ == "__main__":
    main()
