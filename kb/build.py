"""Build the knowledge base: parse every source, link, and store.

The database records the fingerprint of ``rules_src/`` and of the code that reads it
(``kb.fingerprint``), so that a stale database is rebuilt on first use (``kb.freshness``); each
build also records a unique ``build_id`` (the web app sends it as ``X-KB-Build``).

A build that fails — a source file missing or unreadable, a curation item that no longer
matches its source line, a disk that fills up (``max_bytes`` simulates one) — raises before
anything is renamed over the database, so the previous database stays as it was, byte for byte;
a parse failure is a ``BuildError`` naming the stage it failed in.
"""

from __future__ import annotations

import secrets
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from kb.fingerprint import fingerprint
from kb.link import resolve
from kb.link.cards import card_mentions
from kb.link.curated import add_curated_references
from kb.link.errata import amended_variants
from kb.link.terms import glossary_terms
from kb.model import Corpus, Unresolved
from kb.parse.elder_sign import parse_elder_sign_source
from kb.parse.faq import load_faq_curation, parse_faq
from kb.parse.glossary_2024 import load_glossary_curation, parse_glossary_2024
from kb.parse.markdown_rr import parse_markdown_variants
from kb.parse.rules_reference import parse_rules_reference_source
from kb.sources import RULES_SRC, load_manifest
from kb.store import default_db_path
from kb.store.write import write_database


class BuildError(ValueError):
    """The sources could not be turned into a database; the previous database is unchanged."""


@dataclass
class BuildReport:
    path: Path
    entries_per_source: Counter[str] = field(default_factory=Counter)
    variants_per_source: Counter[str] = field(default_factory=Counter)
    links: int = 0
    unresolved: list[Unresolved] = field(default_factory=list)
    seconds: float = 0.0


def collect(root: Path = RULES_SRC, progress: Callable[[str], None] = lambda message: None) -> Corpus:
    """Parse and link every source; pure of any database."""
    sources = load_manifest(root)
    progress("parsing the Rules Reference (rr)")
    rules_reference = parse_rules_reference_source(root)
    entries = list(rules_reference.entries)
    progress("parsing the Markdown Rules Reference (rr-md)")
    variants = parse_markdown_variants(sources["rr-md"].lines(root), entries)
    progress("aligning the 2024 glossary (glossary-2024)")
    glossary_variants, glossary_entries = parse_glossary_2024(
        sources["glossary-2024"].lines(root), entries, load_glossary_curation(root / "glossary_2024_curation.toml")
    )
    variants += glossary_variants
    entries += glossary_entries
    progress("parsing the FAQ (faq)")
    entries += parse_faq(sources["faq"].lines(root), load_faq_curation(root / "faq_curation.toml"))
    add_curated_references(entries, root / "faq_links.toml")
    progress("parsing the Elder Sign rulebook (es-rules)")
    entries += parse_elder_sign_source(root)
    progress("resolving cross-references")
    links, unresolved = resolve(entries)
    progress("applying the rulebook errata")
    variants += amended_variants(entries, [(l.source_key, l.target_key) for l in links if l.kind == "amends"])
    return Corpus(entries, variants, links, unresolved, card_mentions(entries), glossary_terms(entries))


def build(
    path: Path | None = None,
    root: Path = RULES_SRC,
    progress: Callable[[str], None] = lambda message: None,
    *,
    max_bytes: int | None = None,
    before_rename: Callable[[Path], None] | None = None,
) -> BuildReport:
    """Build the database at ``path`` (default: ``default_db_path()``) atomically.

    ``max_bytes`` caps the size of the new database file (a full disk, for tests): beyond it the
    build fails with ``sqlite3.OperationalError`` ("database or disk is full"). On any failure
    the previous database at ``path`` is left untouched. ``before_rename(temporary)`` runs on
    the complete new file just before it replaces the old one (``kb.store.write``): the face
    layer's hook to store its pre-rendered pages in it.
    """
    path = path or default_db_path()
    started = time.perf_counter()
    stage = ["reading the manifest"]

    def track(message: str) -> None:
        stage[0] = message
        progress(message)

    try:
        corpus = collect(root, track)
    except Exception as error:  # any parse failure: say where, keep the database
        raise BuildError(f"{stage[0]}: {type(error).__name__}: {error}") from error
    progress(f"writing {path}")
    write_database(
        path,
        corpus,
        sources=list(load_manifest(root).values()),
        info={
            "fingerprint": fingerprint(root),
            "built_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
            "build_id": f"{time.strftime('%Y%m%dT%H%M%S')}-{secrets.token_hex(4)}",
        },
        max_bytes=max_bytes,
        before_rename=before_rename,
    )
    report = BuildReport(path)
    report.entries_per_source.update(entry.provenance.source for entry in corpus.entries)
    report.variants_per_source.update(variant.provenance.source for variant in corpus.variants)
    report.links = len(corpus.links)
    report.unresolved = corpus.unresolved
    report.seconds = time.perf_counter() - started
    return report
