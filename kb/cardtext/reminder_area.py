"""A parenthesis naming the out-of-play area the instruction's card acts from: "You must either draw that enemy, or
that enemy attacks you (from the discard pile)" (Deadly Fate).

Most parentheses are reminders read apart (:mod:`.grammar`), or restate what the instruction does anyway
(:mod:`.restated`, :mod:`.idle`: "(from the token bank)"). This one says where a card out of play acts from — the
enemy an earlier instruction found in the encounter discard pile attacks from there, where an enemy otherwise attacks
only in play — so it is a prepositional phrase of the clause it follows, read as the clause's own words ("… attacks
you from the discard pile"): the verb's rule takes the area as its "from" slot, or refuses it. Only "from" and a
discard pile ("the discard pile", "your discard pile", "the encounter discard pile"), in a sentence of one clause
with one parenthesis; any other is left to the other readings.
"""

from __future__ import annotations

from .grammar import Sentence

#: The head of the area a card acts from, as the parenthesis ends.
AREA = ["discard", "pile"]


def from_area(sentence: Sentence) -> str | None:
    """The clause with its parenthesised area read as its own words ("that enemy attacks you (from the discard pile)"
    → "that enemy attacks you from the discard pile"); None for any other sentence."""
    if len(sentence.clauses) != 1 or len(sentence.reminders) != 1:
        return None
    words = sentence.reminders[0].lower().rstrip(".").split()
    if words[:1] != ["from"] or words[-2:] != AREA or len(words) > 5:
        return None
    return f"{sentence.clauses[0].text} {sentence.reminders[0]}"
