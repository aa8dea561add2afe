"""An entry's editions and the word difference between any two of them.

An entry has its printed text and the variants stored beside it: its errata-applied edition
(from the FAQ, the text shown by default when there is one), other copies of the document,
later glossaries. A reader compares two of them by reading, so the comparison is on the words
a reader sees (``kb.browse.plain``: no list markers or emphasis, so an edition printed without
bullets does not show every bullet as removed), and only the changed passages are shown, with
a few words of context around each, instead of the whole text again.

Which two are compared is the reader's choice (the page's ``from``/``to`` parameters); by
default the printed text against the text shown above it, so "added" means added by the
erratum, never words the text above already has.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import asdict, dataclass

from kb.browse.plain import reading_text
from kb.diff import word_diff
from kb.lookup import EntryView

PRINTED = "printed"
#: The source whose variant is the entry with its errata applied (``EntryView.current_text``).
ERRATA_SOURCE = "faq"
#: Words of unchanged text kept on each side of a change.
CONTEXT_WORDS = 10
WORDS = re.compile(r"\w+", re.UNICODE)


@dataclass(frozen=True)
class Edition:
    """One edition of an entry's text: ``id`` is ``"printed"`` or the variant's source id."""

    id: str
    source_title: str
    #: what the edition is to a reader: "printed", "errata" (the errata-applied text) or "copy"
    role: str
    text: str
    first_line: int
    last_line: int

    @property
    def label(self) -> str:
        if self.role == "printed":
            return f"{self.source_title}, as printed"
        if self.role == "errata":
            return f"With errata applied ({self.source_title})"
        return self.source_title

    def as_json(self) -> dict[str, object]:
        return {**asdict(self), "label": self.label}


@dataclass(frozen=True)
class EditionDiff:
    """The word difference from edition ``old`` to edition ``new``, changed passages only."""

    old: Edition
    new: Edition
    #: ("equal" | "insert" | "delete" | "gap", text); a "gap" stands for unchanged text left out
    ops: list[tuple[str, str]]
    added: int
    removed: int

    @property
    def identical(self) -> bool:
        return self.added == 0 and self.removed == 0

    def as_json(self) -> dict[str, object]:
        return {
            "from": self.old.id, "to": self.new.id, "added": self.added, "removed": self.removed,
            "ops": [list(op) for op in self.ops],
        }


def editions(entry: EntryView) -> list[Edition]:
    """The printed text first, then each stored variant (the errata-applied one first)."""
    found = [Edition(PRINTED, entry.source_title, PRINTED, entry.text, entry.first_line, entry.last_line)]
    variants = sorted(entry.variants, key=lambda variant: variant.source != ERRATA_SOURCE)
    for variant in variants:
        role = "errata" if variant.source == ERRATA_SOURCE else "copy"
        found.append(Edition(variant.source, variant.source_title, role, variant.text, variant.first_line, variant.last_line))
    return found


def shown_edition(entry: EntryView) -> str:
    """The id of the edition shown as the entry's text: the errata-applied one when there is one."""
    return ERRATA_SOURCE if any(variant.source == ERRATA_SOURCE for variant in entry.variants) else PRINTED


def default_pair(entry: EntryView) -> tuple[str, str] | None:
    """What is compared when the reader has not chosen: the printed text against the text shown,
    or, for an entry without errata, the printed text against its first other edition."""
    ids = [edition.id for edition in editions(entry)]
    if len(ids) < 2:
        return None
    return (PRINTED, ERRATA_SOURCE) if ERRATA_SOURCE in ids else (PRINTED, ids[1])


def compare(entry: EntryView, old_id: str, new_id: str, context: int = CONTEXT_WORDS) -> EditionDiff:
    """The difference from edition ``old_id`` to ``new_id``; ``KeyError`` for an unknown id."""
    by_id = {edition.id: edition for edition in editions(entry)}
    old, new = by_id[old_id], by_id[new_id]
    ops = word_diff(reading_text(old.text), reading_text(new.text))
    added = sum(len(WORDS.findall(text)) for op, text in ops if op == "insert")
    removed = sum(len(WORDS.findall(text)) for op, text in ops if op == "delete")
    return EditionDiff(old, new, elide(ops, context), added, removed)


def elide(ops: list[tuple[str, str]], context: int = CONTEXT_WORDS) -> list[tuple[str, str]]:
    """``ops`` with each long unchanged run cut to ``context`` words around the changes."""
    out: list[tuple[str, str]] = []
    last = len(ops) - 1
    for index, (op, text) in enumerate(ops):
        if op != "equal":
            out.append((op, text))
            continue
        words = re.findall(r"\S+\s*", text)
        keep_head = context if index > 0 else 0
        keep_tail = context if index < last else 0
        if len(words) <= keep_head + keep_tail + 3:
            out.append((op, text))
            continue
        leading = text[: len(text) - len(text.lstrip())]
        if keep_head:
            out.append(("equal", leading + "".join(words[:keep_head])))
        out.append(("gap", "…"))
        if keep_tail:
            out.append(("equal", "".join(words[-keep_tail:])))
    if all(op in ("equal", "gap") for op, _ in out):
        return []  # nothing changed: no passage to show
    return out


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


#: Where a marked span may not reach: a line break (a span stays inside one paragraph or bullet)
#: and Markdown's emphasis, link and code marks (a span never opens inside one and closes outside).
_SPAN_BREAK = re.compile(r"[\n*_`\[\]]")
_LIST_MARKER = re.compile(r"[ \t]*(?:[-*+]|\d+[.)])[ \t]+")


def changed_spans(old: str, new: str) -> list[tuple[int, int]]:
    """The character spans of ``new`` whose words ``old`` does not have, for marking them in
    the Markdown of ``new``: each within one line, around words only (never a list marker or
    emphasis mark), so that marks put at these offsets survive the Markdown conversion."""
    spans: list[tuple[int, int]] = []
    position = 0
    for op, text in word_diff(old, new):
        if op == "delete":
            continue
        if op == "insert":
            spans += _word_segments(new, position, position + len(text))
        position += len(text)
    return spans


def _word_segments(text: str, start: int, end: int) -> list[tuple[int, int]]:
    segments = []
    cursor = start
    for boundary in [*(m.start() + start for m in _SPAN_BREAK.finditer(text[start:end])), end]:
        piece_start, piece_end = cursor, boundary
        line_start = text.rfind("\n", 0, piece_start) + 1
        marker = _LIST_MARKER.match(text, line_start)
        if marker and piece_start < marker.end():
            piece_start = marker.end()
        while piece_start < piece_end and not text[piece_start].isalnum() and text[piece_start] not in "“‘\"'(":
            piece_start += 1
        while piece_end > piece_start and text[piece_end - 1].isspace():
            piece_end -= 1
        if piece_start < piece_end and any(char.isalnum() for char in text[piece_start:piece_end]):
            segments.append((piece_start, piece_end))
        cursor = boundary + 1
    return segments
