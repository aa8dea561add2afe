"""The state a card's own text has it enter play in: "Emergent Monstrosity enters play exhausted" → the card's
``enters-exhausted`` (Enters Play: "If an ability (either on the card itself or from another card) causes a card to
enter play in a state different from that specified by the rules, there is no transition to that state. It merely
enters play in that state.").

A verb frame: the card itself (``@self``) the subject of "enter", "play" its object, and the state after it. Only the
state the engine places a card in as it enters is read ("exhausted", on an asset or enemy: the cards that exhaust);
any other state or complement ("with X clues on it, where X is …") returns None, so the sentence stays the gap it was.
"""

from __future__ import annotations

from typing import Any

from .grammar import Refused, read_sentence
from .words import SELF

#: A state printed after "enters play" → the card's field, and the card types that can be in it.
STATES: dict[str, tuple[str, tuple[str, ...]]] = {"exhausted": ("enters-exhausted", ("asset", "enemy"))}


def entering_state(text: str, card_type: str | None) -> dict[str, Any] | None:
    """The card's fields of "@self enters play <state>"; None for any other sentence."""
    try:
        sentence = read_sentence(text)
    except Refused:
        return None
    if sentence.reminders or len(sentence.clauses) != 1:
        return None
    words = [[t.low for t in c.tokens] for c in sentence.clauses[0].chunks if c.kind != "punct"]
    if len(words) != 4 or words[0] != [SELF] or words[1] not in (["enters"], ["enter"]) or words[2] != ["play"]:
        return None
    found = STATES.get(" ".join(words[3]))
    if found is None or card_type not in found[1]:
        return None
    return {found[0]: True}
