"""Scale: how build time, database size and search latency grow with the corpus.

``python -m kb.tools.scale --factor 100`` parses the real sources once, then for 1x, 10x and 100x
(the factors up to ``--factor``, by powers of ten) writes a database with the real entries plus
``factor - 1`` generated copies of each — keys ``synthetic/<copy>/<key>``, titles and texts with
a fifth of their words swapped for other words of the corpus or made-up ones, links, parents and
editions mapped into the copy — with the same store code as ``kb build`` (``kb.store``), into a
temporary directory. For each it reports the store time, the database size, the one-time
vocabulary load of the first search, ``kb search`` p50/p99 over the evaluation questions, the raw
FTS5 page query, and the web search page's work (``kb.browse.search_page``). Goal: search p50
under 10 ms at 100x.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from kb.browse import search_page
from kb.build import collect
from kb.model import Corpus, Entry, Link, Variant
from kb.search import Vocabulary, evaluate, run_search
from kb.sources import load_manifest
from kb.store import open_readonly
from kb.store.write import write_database
from kb.tools.search_bench import raw_fts5_page
from kb.tools.stats import percentile

WORD = re.compile(r"[A-Za-z]{4,}")
SYLLABLES = ["ar", "kh", "am", "thu", "lu", "nyth", "cth", "ul", "dag", "on", "yog", "so", "tho", "th", "ra", "mi", "ska", "tor"]
#: The share of the words (4+ letters) of a copy's title and text that are swapped.
SWAP = 0.2
ROUNDS = 5


def made_up_word(rng: random.Random) -> str:
    return "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4)))


def vary(text: str, rng: random.Random, vocabulary: list[str], invented: list[str]) -> str:
    """``text`` with about ``SWAP`` of its words replaced: half by corpus words, half by made-up ones."""

    def swap(match: re.Match[str]) -> str:
        if rng.random() >= SWAP:
            return match.group(0)
        return rng.choice(vocabulary) if rng.random() < 0.5 else rng.choice(invented)

    return WORD.sub(swap, text)


def synthetic(
    entries: list[Entry], variants: list[Variant], links: list[Link], factor: int, seed: int = 0
) -> tuple[list[Entry], list[Variant], list[Link]]:
    """The real records plus ``factor - 1`` varied copies of each (see the module docstring)."""
    rng = random.Random(seed)
    vocabulary = sorted({word.lower() for entry in entries for word in WORD.findall(entry.text)})
    # made-up words grow with the corpus, more slowly than it (as a real vocabulary does)
    invented = [made_up_word(rng) for _ in range(int(200 * factor ** 0.5))]
    all_entries, all_variants, all_links = list(entries), list(variants), list(links)
    for copy in range(1, factor):
        prefix = f"synthetic/{copy}/"
        keys = {entry.key for entry in entries}
        for entry in entries:
            all_entries.append(
                Entry(
                    key=prefix + entry.key,
                    title=vary(entry.title, rng, vocabulary, invented),
                    game=entry.game,
                    kind=entry.kind,
                    text=vary(entry.text, rng, vocabulary, invented),
                    provenance=entry.provenance,
                    parent=prefix + entry.parent if entry.parent in keys else None,
                    aliases=tuple(vary(alias, rng, vocabulary, invented) for alias in entry.aliases),
                )
            )
        all_variants.extend(
            replace(variant, key=prefix + variant.key, text=vary(variant.text, rng, vocabulary, invented))
            for variant in variants
        )
        all_links.extend(
            replace(link, source_key=prefix + link.source_key, target_key=prefix + link.target_key)
            for link in links
            if link.source_key in keys and link.target_key in keys
        )
    return all_entries, all_variants, all_links


def measure(path: Path, factor: int, entries, variants, links, sources, unresolved) -> dict[str, float]:
    started = time.perf_counter()
    data = synthetic(entries, variants, links, factor)
    generated = time.perf_counter() - started
    started = time.perf_counter()
    write_database(
        path, Corpus(data[0], data[1], data[2], unresolved), sources=sources,
        info={"fingerprint": f"scale-{factor}x", "built_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"), "build_id": f"scale-{factor}x"},
    )
    stored = time.perf_counter() - started
    connection = open_readonly(path)
    try:
        queries = [question.ask for question in evaluate.load_questions()]
        started = time.perf_counter()
        Vocabulary.of(connection)
        vocabulary = time.perf_counter() - started

        def timed(function, rounds: int) -> list[float]:
            samples = []
            for _ in range(rounds):
                for query in queries:
                    begun = time.perf_counter()
                    function(connection, query)
                    samples.append((time.perf_counter() - begun) * 1000)
            return sorted(samples)

        timed(lambda c, q: run_search(c, q, limit=10), 1)  # warm-up
        ours = timed(lambda c, q: run_search(c, q, limit=10), ROUNDS)
        raw = timed(raw_fts5_page, ROUNDS)
        page = timed(lambda c, q: search_page(c, q, limit=20), 1)
        quality = evaluate.score(connection, evaluate.ours, evaluate.load_questions())
    finally:
        connection.close()
    return {
        "factor": factor,
        "entries": len(data[0]),
        "generate_s": generated,
        "store_s": stored,
        "size_mb": path.stat().st_size / 1e6,
        "vocabulary_s": vocabulary,
        "search_p50": percentile(ours, 0.5),
        "search_p99": percentile(ours, 0.99),
        "raw_fts5_p50": percentile(raw, 0.5),
        "search_page_p50": percentile(page, 0.5),
        "recall_at_3": quality.recall_at_3,
        "mrr": quality.mrr,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kb.tools.scale", description=__doc__.split("\n\n")[0])
    parser.add_argument("--factor", type=int, default=100, help="the largest corpus, as a multiple of the real one (default 100)")
    args = parser.parse_args(argv)
    if not 1 <= args.factor <= 1000:
        parser.error("--factor must be between 1 and 1000")
    started = time.perf_counter()
    corpus = collect()
    parsed = time.perf_counter() - started
    sources = list(load_manifest().values())
    factors = sorted({1, *(10 ** power for power in range(1, 4) if 10 ** power <= args.factor), args.factor})
    print(f"parsing the real sources: {parsed:.2f} s ({len(corpus.entries)} entries); every factor below stores "
          "the real entries plus generated copies with the store code of kb build")
    header = (f"{'factor':>6}{'entries':>9}{'generate s':>11}{'store s':>9}{'size MB':>9}{'vocab s':>9}"
              f"{'search p50':>11}{'p99':>8}{'raw FTS5':>9}{'web search':>11}{'R@3':>6}{'MRR':>6}")
    print(header)
    print(f"{'':>6}{'':>9}{'':>11}{'':>9}{'':>9}{'':>9}{'ms':>11}{'ms':>8}{'p50 ms':>9}{'p50 ms':>11}")
    with tempfile.TemporaryDirectory(prefix="kb-scale-") as directory:
        for factor in factors:
            row = measure(Path(directory) / f"kb-{factor}x.db", factor, corpus.entries, corpus.variants,
                          corpus.links, sources, corpus.unresolved)
            print(f"{row['factor']:>5}x{row['entries']:>9}{row['generate_s']:>11.2f}{row['store_s']:>9.2f}"
                  f"{row['size_mb']:>9.1f}{row['vocabulary_s']:>9.2f}{row['search_p50']:>11.2f}{row['search_p99']:>8.2f}"
                  f"{row['raw_fts5_p50']:>9.2f}{row['search_page_p50']:>11.2f}{row['recall_at_3']:>6.2f}{row['mrr']:>6.2f}", flush=True)
            (Path(directory) / f"kb-{factor}x.db").unlink()
    print("vocab s: the one-time load of the search vocabulary (the first search after a build); web search: "
          "kb.browse.search_page, the work of the search page and /api/search; R@3, MRR: the evaluation questions "
          "(kb.search.evaluate), whose answers now compete with the generated copies")
    return 0


if __name__ == "__main__":
    sys.exit(main())
