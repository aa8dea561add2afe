"""A constant that changes what the skill icons committed to a skill test count for: "While you are investigating Opéra
Garnier, double the number of skill icons committed to this skill test", "double the number of skill icons on cards
committed to skill tests at Outer Wall".

ST.5 adds "the value of any skill icons committed to the test"; such a card modifies that count (Modifiers). One verb
frame, read by its parts: the verb (``double``), the object "the number of skill icons" with what qualifies it ("on
cards", optional), the participle "committed", and the test its "to" phrase names — "this (skill) test" (the test of
the "while" clause that governs it: "While you are investigating X", its ``via`` and ``what``), "skill tests" / "each
skill test" (any: whose they are the "while" clause's scope or "you"), "… you perform" (yours), "… at @self" / "… at
this location" (those of each investigator there). → a constant ``applies-to`` ``{event: skill-test-begins, who, via,
what}`` with ``committed-icons: {double: true}`` (the engine's ``situation/icon_counts.py``). "this skill test" with no
"while" clause naming one, or a place other than the card's own, is refused with its reason; a clause of another shape
is not this module's (None).
"""

from __future__ import annotations

from typing import Any

from .grammar import Chunk
from .model import NotParsed

Fields = dict[str, Any]
#: The verbs of the frame and the change each makes (the engine's ``committed-icons`` keys).
CHANGES = {"double": "double"}
#: The object: what is counted.
OBJECT = ["the", "number", "of", "skill", "icons"]
#: What may qualify the icons before the participle.
ON_CARDS = (["on", "cards"], ["on", "the", "cards"])
#: The test of the "while" clause governing the constant.
THIS_TEST = (["this", "skill", "test"], ["this", "test"])
#: Any skill test, before what qualifies it.
ANY_TEST = (["skill", "tests"], ["each", "skill", "test"], ["a", "skill", "test"], ["any", "skill", "test"])
#: What qualifies "skill tests" → whose tests they are.
WHOSE = {(): None, ("you", "perform"): "you", ("you", "make"): "you",
         ("at", "@self"): "investigator-at-this-location", ("at", "this", "location"): "investigator-at-this-location"}


def _words(chunks: list[Chunk]) -> list[str]:
    return [t.low if t.text != "@self" else "@self" for c in chunks for t in c.tokens if c.kind != "punct"]


def read_icon_counts(chunks: list[Chunk], who: str | None, via: Fields | None, text: str) -> list[Fields] | None:
    """The constant of one clause that changes the count of committed skill icons; None when it is no such
    instruction; refused (:class:`NotParsed`) when its test is none the engine can name."""
    words = _words(chunks)
    if not chunks or chunks[0].kind != "verb" or words[0] not in CHANGES or words[1:6] != OBJECT:
        return None
    rest = words[6:]
    qualifier = next((q for q in ON_CARDS if rest[:len(q)] == q), [])
    rest = rest[len(qualifier):]
    if rest[:2] != ["committed", "to"]:
        return None
    test = rest[2:]
    change: Fields = {CHANGES[words[0]]: True}
    if test in THIS_TEST:
        if via is None:
            raise NotParsed(text, "'this skill test' with no 'while' clause naming the test: a constant names the "
                            "tests it governs")
        return [{"applies-to": {"event": "skill-test-begins", "who": who or "you", **via}, "committed-icons": change}]
    opening = next((t for t in ANY_TEST if test[:len(t)] == t), None)
    if opening is None or tuple(test[len(opening):]) not in WHOSE:
        printed = text[text.lower().find("committed to"):].rstrip(".")
        raise NotParsed(text, f"the skill icons {printed}: the engine's constant governs the "
                        "tests of its 'while' clause, yours, or those at the card's own location")
    whose = WHOSE[tuple(test[len(opening):])]
    return [{"applies-to": {"event": "skill-test-begins", "who": whose or who or "you", **(via or {})},
             "committed-icons": change}]
