"""An entry's editions: each variant's word difference from the text shown by default."""

from __future__ import annotations

import difflib
import re
from dataclasses import asdict, dataclass

from kb.diff import word_diff
from kb.lookup import EntryView


@dataclass(frozen=True)
class VariantDiff:
    """Another edition's text of an entry and its word-level difference from the entry text."""

    source: str
    source_title: str
    title: str
    first_line: int
    last_line: int
    #: ("equal" | "insert" | "delete", text) from the entry text to the variant text
    ops: list[tuple[str, str]]
    added: int
    removed: int

    @property
    def identical(self) -> bool:
        return self.added == 0 and self.removed == 0

    def as_json(self) -> dict[str, object]:
        return {**asdict(self), "ops": [list(op) for op in self.ops]}


WORDS = re.compile(r"\w+", re.UNICODE)


def _blocks(text: str) -> list[str]:
    return [block.strip() for block in re.split(r"\n\s*\n", text or "") if block.strip()]


def changed_passages(old: str, new: str) -> tuple[str | None, str | None]:
    """The paragraphs (or bullets) of ``old`` that ``new`` replaces, and their replacement.

    ``(None, "…")`` when ``new`` only adds paragraphs; ``(None, None)`` when nothing changed.
    """
    a = _blocks(old)
    b = _blocks(new)
    keys_a = [" ".join(block.split()) for block in a]
    keys_b = [" ".join(block.split()) for block in b]
    removed: list[str] = []
    added: list[str] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, keys_a, keys_b, autojunk=False).get_opcodes():
        if tag != "equal":
            removed += a[i1:i2]
            added += b[j1:j2]
    return ("\n\n".join(removed) or None, "\n\n".join(added) or None)


def variant_diffs(entry: EntryView) -> list[VariantDiff]:
    """Each edition of ``entry`` with its difference from the text shown by default."""
    diffs = []
    for variant in entry.variants:
        ops = word_diff(entry.text, variant.text)
        added = sum(len(WORDS.findall(text)) for op, text in ops if op == "insert")
        removed = sum(len(WORDS.findall(text)) for op, text in ops if op == "delete")
        diffs.append(
            VariantDiff(variant.source, variant.source_title, variant.title, variant.first_line, variant.last_line, ops, added, removed)
        )
    return diffs

