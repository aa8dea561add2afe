"""How much of a card catalogue the reader reads: by card type, by cycle, by gap category.

A card is **read** when the grammar read every clause (no ``unparsed``) and **covered** when, on
top of that, the engine can run every clause (no ``unsupported`` either) and something became an
ability or a card property. The gap categories say what to build next: an ``unparsed`` gap is
named by the sub-grammar that refused it (``clause``, ``noun-phrase``, ``sentence``), an
``unsupported`` one by where it stood and its verb, cut to where it stood (``effect``, ``cost``,
``trigger``…) for the table and kept whole for the commonest list.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .parser import CARD_TYPES, parse_card_text


@dataclass
class Tally:
    """Cards counted, read (no unparsed) and covered (no gap) in one group."""

    cards: int = 0
    read: int = 0
    covered: int = 0

    def add(self, read: bool, covered: bool) -> None:
        self.cards += 1
        self.read += read
        self.covered += covered


@dataclass
class Coverage:
    """The whole count: the total, by type and by cycle, and the gaps by category."""

    total: Tally = field(default_factory=Tally)
    by_type: dict[str, Tally] = field(default_factory=dict)
    by_cycle: dict[str, Tally] = field(default_factory=dict)
    gaps: Counter[str] = field(default_factory=Counter)
    gap_details: Counter[str] = field(default_factory=Counter)
    cards_with_gaps: Counter[str] = field(default_factory=Counter)
    #: every gap as (its detail key, the card's name, the clause as printed, why): what a ``--gap`` listing shows
    instances: list[tuple[str, str, str, str]] = field(default_factory=list)


def measure(cards: Iterable[Mapping[str, Any]]) -> Coverage:
    """Read every card with text (ArkhamDB card objects) and count."""
    out = Coverage()
    for card in cards:
        text = card.get("text")
        if not isinstance(text, str) or not text.strip():
            continue
        type_code = card.get("type_code")
        result = parse_card_text(text, name=str(card.get("name") or "") or None,
                                 type_code=type_code if type_code in CARD_TYPES else None)
        read = not result.unparsed
        covered = read and not result.unsupported and bool(result.abilities or result.card or result.other_keywords)
        out.total.add(read, covered)
        out.by_type.setdefault(str(type_code or "?"), Tally()).add(read, covered)
        cycle = str(card.get("cycle") or card.get("pack_code") or "?")
        out.by_cycle.setdefault(cycle, Tally()).add(read, covered)
        kinds: set[str] = set()
        name = str(card.get("name") or card.get("code") or "?")
        gaps = [(f"unparsed: {u.grammar or 'lowering'}", f"unparsed: {u.grammar or 'lowering'}: {u.reason.split(' (')[0]}",
                 u.text, u.reason) for u in result.unparsed]
        gaps += [(f"unsupported: {s.category.split(':')[0]}", f"unsupported: {s.category}", s.text, s.reason)
                 for s in result.unsupported]
        for key, detail, printed, reason in gaps:
            out.gaps[key] += 1
            out.gap_details[detail] += 1
            out.instances.append((detail, name, printed, reason))
            kinds.add(key)
        for key in kinds:
            out.cards_with_gaps[key] += 1
    return out


def _pct(part: int, whole: int) -> str:
    return f"{100.0 * part / whole:.1f}%" if whole else "-"


def _table(title: str, rows: Mapping[str, Tally]) -> list[str]:
    lines = [f"{title:<16} {'cards':>6} {'read':>14} {'no gap':>14}"]
    for key, t in sorted(rows.items(), key=lambda kv: (-kv[1].cards, kv[0])):
        lines.append(f"{key:<16} {t.cards:>6} {t.read:>6} {_pct(t.read, t.cards):>7} "
                     f"{t.covered:>6} {_pct(t.covered, t.cards):>7}")
    return lines


def headline(cov: Coverage) -> str:
    """One line for a catalogue import: "4,412 of 4,607 cards read; 195 with gaps, by category"."""
    t = cov.total
    if not t.cards:
        return "no card with text to read"
    cats = ", ".join(f"{k} {n}" for k, n in cov.cards_with_gaps.most_common())
    return (f"{t.read:,} of {t.cards:,} cards read by the grammar ({_pct(t.read, t.cards)}), "
            f"{t.covered:,} with no gap ({_pct(t.covered, t.cards)}); "
            f"{t.cards - t.covered:,} with gaps" + (f", by category: {cats}" if cats else ""))


def gap_listing(cov: Coverage, category: str) -> str:
    """Every gap whose category starts with ``category`` ("effect:move", "trigger", "unparsed"), one a line with
    its card and its printed clause, grouped by category, largest first: what to read before building the next
    rule."""
    wanted = category.strip().lower()
    groups: dict[str, list[tuple[str, str, str]]] = {}
    for detail, name, printed, reason in cov.instances:
        bare = detail.split(": ", 1)[1]
        if bare.lower().startswith(wanted) or detail.lower().startswith(wanted):
            groups.setdefault(detail, []).append((name, printed, reason))
    if not groups:
        return f"no gap of category {category!r}"
    lines: list[str] = []
    for detail, rows in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        lines.append(f"{detail} ({len(rows)})")
        lines += [f"  [{name}] {printed}  -- {reason}" for name, printed, reason in rows]
    return "\n".join(lines)


def report(cov: Coverage, details: int = 15) -> str:
    """The full report: the headline, the tables by type and cycle, the gap categories."""
    lines = [headline(cov), ""]
    lines += _table("type", cov.by_type) + [""] + _table("cycle", cov.by_cycle) + ["", "gaps by category:"]
    lines += [f"  {n:5d}  {k}" for k, n in cov.gaps.most_common()]
    if details:
        lines += ["", "commonest gaps:"] + [f"  {n:5d}  {k}" for k, n in cov.gap_details.most_common(details)]
    return "\n".join(lines)
