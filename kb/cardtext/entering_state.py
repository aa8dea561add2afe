"""The state a card's own text has it enter play in: "Emergent Monstrosity enters play exhausted", "… enters play with
2 doom on it" → the card's ``enters-play`` (Enters Play: "If an ability (either on the card itself or from another
card) causes a card to enter play in a state different from that specified by the rules, there is no transition to
that state. It merely enters play in that state.").

A verb frame: the card itself (``@self``) the subject of "enter", "play" its object, and the state after it — a state
word ("exhausted", on an asset or enemy: the cards that exhaust) or "with N <tokens> on it / him / her / them" (N a
fixed number; clues, doom, resources, damage, horror). Any other state or complement ("with X clues on it, where X is
…", "ready") returns None, so the sentence stays the gap it was.
"""

from __future__ import annotations

import re
from typing import Any

from .grammar import Refused, read_sentence
from .words import NUMBER, SELF, number

#: The cards whose own text may have them enter play in a state (the engine's ``enters-play``).
TYPES = ("asset", "enemy")
#: A state word after "enters play" → the field of ``enters-play``.
STATES = {"exhausted": "exhausted"}
#: A token noun (either number) → the field of ``enters-play`` that counts it.
TOKENS = {"clue": "clues", "clues": "clues", "doom": "doom", "resource": "resources", "resources": "resources",
          "damage": "damage", "horror": "horror"}
PRONOUNS = ("it", "him", "her", "them")


def _state(rest: list[list[str]]) -> dict[str, Any] | None:
    """The state printed after "enters play": a state word, or "with N <tokens> on it"."""
    if len(rest) == 1 and " ".join(rest[0]) in STATES:
        return {STATES[" ".join(rest[0])]: True}
    if len(rest) == 2 and rest[0][:1] == ["with"] and len(rest[0]) == 3 and rest[1][:1] == ["on"] \
            and rest[1][1:] in ([p] for p in PRONOUNS) and re.fullmatch(NUMBER, rest[0][1]) \
            and rest[0][1] not in ("x", "X") and rest[0][2] in TOKENS:
        return {TOKENS[rest[0][2]]: number(rest[0][1])}
    return None


def entering_state(text: str, card_type: str | None) -> dict[str, Any] | None:
    """The card's fields of "@self enters play <state>"; None for any other sentence."""
    try:
        sentence = read_sentence(text)
    except Refused:
        return None
    if sentence.reminders or len(sentence.clauses) != 1 or card_type not in TYPES:
        return None
    words = [[t.low for t in c.tokens] for c in sentence.clauses[0].chunks if c.kind != "punct"]
    if len(words) < 4 or words[0] != [SELF] or words[1] not in (["enters"], ["enter"]) or words[2] != ["play"]:
        return None
    state = _state(words[3:])
    return None if state is None else {"enters-play": state}
