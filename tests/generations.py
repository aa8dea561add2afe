"""Small databases that name their generation in every text: what a rebuild replaced is visible."""

from __future__ import annotations

from pathlib import Path

from kb.model import Corpus, Entry, Provenance, Variant
from kb.sources import Source
from kb.store.write import write_database


def write_generation(path: Path, generation: str, build: str | None = None) -> None:
    """A small database whose every text names its generation (written with the store's atomic
    write); ``build`` is its build id (default ``build-GENERATION``)."""
    source = Source("rules", "rules.txt", "ahlcg", "Test Rules", "rules reference", "test", "", "text", 20)
    text = f"This rule is of generation {generation}. It has a marker word."
    entries = [
        Entry("test/rules/marker", f"Marker {generation.title()}", "ahlcg", "entry", text, Provenance("rules", 1, 2)),
        Entry("test/rules/other", "Other Marker", "ahlcg", "entry", text + " Other.", Provenance("rules", 3, 4)),
    ]
    variants = [Variant("test/rules/marker", text + " (an edition)", Provenance("rules", 5, 6), "Marker")]
    write_database(path, Corpus(entries, variants), sources=[source],
                   info={"fingerprint": f"test-{generation}", "built_at": "2024-01-01T00:00:00", "build_id": build or f"build-{generation}"})
