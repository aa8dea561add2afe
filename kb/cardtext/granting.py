"""An ability a card gains while a condition holds, printed on the card itself: "While you have 5 or more cards in
your hand, Higher Education gains: "[free] Spend 1 resource: …"".

"If a card gains … ability text, the card functions as if it possesses the gained characteristic" (Gains), and the
gain lasts only while its condition holds (Constant Abilities). When the card that gains the ability is the card
bearing the text (its own name, "this agenda", "this location", "it"), the gained ability is the card's own ability
that exists only while the condition holds: the engine's ability ``condition`` says just that — checked before an
action or free ability is initiated (Costs), when a triggered ability's condition occurs (it is not offered unmet),
and each time a constant is consulted (Constant Abilities). So the quoted ability is read as any other and carries
the condition; an ability that already has one carries both when they name different things.

A grant to another card ("While Lita Chantler is not controlled by a player, she gains: …", "Attached location
gains: …") or a condition the reader cannot compose stays a gap: the engine's abilities belong to their card.
"""

from __future__ import annotations

from typing import Any

from .constant_conditions import CONNECTIVES, condition_of
from .grammar import Refused, read_sentence
from .words import SELF

Fields = dict[str, Any]
#: "gains:" after the card that gains the ability.
_GAINS = ("gains:", "gain:", "gains", "gain")


def _self(words: list[str], card_type: str | None) -> bool:
    """Whether the card that gains the ability is the one bearing the text."""
    return words in ([SELF.lower()], ["it"], ["this", "card"]) or (card_type is not None and
                                                                 words == ["this", card_type])


def own_grant(prefix: str, card_type: str | None) -> Fields | None:
    """"While X, @self gains:" (the card's name as ``@self``) → the condition X as the engine's ``condition``, when
    the card gaining the ability is the one bearing it and the condition is composed; None otherwise."""
    words = prefix.rstrip().split(" ")
    if not words or words[-1].lower() not in _GAINS:
        return None
    try:
        sentence = read_sentence(" ".join(words[:-1]))
    except Refused:
        return None
    clauses = list(sentence.clauses)
    if len(clauses) != 2 or clauses[0].connective not in CONNECTIVES or sentence.reminders:
        return None
    grantee = [t.low for c in clauses[1].chunks for t in c.tokens if c.kind not in ("conj", "punct")]
    condition = condition_of([c for c in clauses[0].chunks if c.kind not in ("conj", "punct")], card_type)
    if condition is None:
        return None
    if _self(grantee, card_type) or (grantee in (["he"], ["she"]) and condition.get("card") == "self"):
        return condition  # "While you control Lita Chantler, she gains: …" on Lita: the pronoun is the card named
    return None


def with_condition(extra: tuple[tuple[str, Any], ...], condition: Fields) -> tuple[tuple[str, Any], ...] | None:
    """An ability's extra fields with the grant's condition added: beside one it has when they name different
    things (a count and a card's state), else None (one record holds one of each)."""
    fields = dict(extra)
    held = fields.get("condition") or {}
    if set(held) & set(condition):
        return None
    fields["condition"] = {**held, **condition}
    return tuple(fields.items())


#: Where a quoted ability a card gains opens: "X gains: "…", "X gain "…".
MARKERS = (' gains: "', ' gain: "', ' gains "', ' gain "')
Run = str | tuple[str, list[str]]


def _opened(paragraph: str) -> tuple[int, str] | None:
    """Where the quote of a granted ability opens in ``paragraph`` (and its marker), when the quote does not close
    there: an odd number of quotation marks (a name quoted inside it, "Jazz", keeps the count even)."""
    for marker in MARKERS:
        at = paragraph.find(marker)
        if at > 0 and paragraph.count('"') % 2 == 1:
            return at, marker
    return None


def quoted_runs(paragraphs: list[str]) -> list[Run]:
    """The card's paragraphs, those of one quoted ability text a card gains kept together: "Higher Education
    gains:" then "[fast] …" and "[fast] … test."" (each printed ability its own line) → ``(the words before the
    quote, [each ability])``. A quote that never closes leaves the paragraphs as they are (each read on its own)."""
    out: list[Run] = []
    k = 0
    while k < len(paragraphs):
        opened = _opened(paragraphs[k])
        end = next((j for j in range(k + 1, len(paragraphs)) if paragraphs[j].count('"') % 2 == 1), None) \
            if opened is not None else None
        if opened is None or end is None:
            out.append(paragraphs[k])
            k += 1
            continue
        at, marker = opened
        inner = [paragraphs[k][at + len(marker):], *paragraphs[k + 1:end + 1]]
        last = inner[-1].rstrip()
        inner[-1] = last[:-1] if last.endswith('"') else last.removesuffix('".') + "." if last.endswith('".') else last
        out.append((paragraphs[k][:at + len(marker) - 2].strip(), [p.strip() for p in inner if p.strip()]))
        k = end + 1
    return out
