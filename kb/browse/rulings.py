"""The rulings and errata that touch an entry, with their text, for showing them on the entry.

At the table a player opens the rule and needs the FAQ's word on it there, not a link to
follow: each ruling, erratum or Q&A linked to the entry comes with its text, split into the
lead (its first paragraphs, shown) and the rest (folded, one tap away).
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import asdict, dataclass

from kb.lookup import EntryView, RulingView

#: The lead is the first paragraphs up to about this many characters (at least one paragraph).
LEAD_CHARS = 280
#: A rest shorter than this is not folded away: unfolding it would cost more than reading it.
MIN_FOLDED_CHARS = 160


@dataclass(frozen=True)
class InlineRuling:
    """A ruling as an entry shows it: its name, where it applies, and its text in two parts."""

    key: str
    title: str
    kind: str
    #: how it is named at the table, with the place it amends: "FAQ 1.1", "errata v1.0: third bullet"
    label: str
    relation: str
    version: str | None
    #: Markdown shown at once, and the Markdown folded after it (None when there is no more)
    lead: str
    rest: str | None

    def as_json(self) -> dict[str, object]:
        return asdict(self)


def split_lead(text: str, lead_chars: int = LEAD_CHARS) -> tuple[str, str | None]:
    """``text`` cut between paragraphs into what is shown first and what is folded."""
    blocks = [block.strip() for block in re.split(r"\n\s*\n", text or "") if block.strip()]
    shown: list[str] = []
    size = 0
    while blocks and (not shown or size + len(blocks[0]) <= lead_chars):
        size += len(blocks[0])
        shown.append(blocks.pop(0))
    rest = "\n\n".join(blocks)
    if rest and len(rest) < MIN_FOLDED_CHARS:
        return "\n\n".join([*shown, rest]), None
    return "\n\n".join(shown), rest or None


def inline_rulings(connection: sqlite3.Connection, entry: EntryView) -> list[InlineRuling]:
    """Each ruling attached to ``entry`` (``entry.rulings``, in document order) with its text."""
    rulings: list[RulingView] = entry.rulings
    if not rulings:
        return []
    marks = ", ".join("?" for _ in rulings)
    texts = dict(connection.execute(f"select key, text from entries where key in ({marks})", [r.key for r in rulings]).fetchall())
    found = []
    for ruling in rulings:
        lead, rest = split_lead(texts.get(ruling.key, ""))
        found.append(InlineRuling(ruling.key, ruling.title, ruling.kind, ruling.label, ruling.relation, ruling.version, lead, rest))
    return found
