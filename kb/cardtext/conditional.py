"""The printed forms of an instruction on a count: "If <count>, X" / "X if <count>", "X (N thing instead if <count or
margin>)", "X (if you cannot, Y instead)" (after it, "If you cannot, Y.": :mod:`.optional_choice`) ("X for each <count>" / "For every N <count>, X" is :func:`.counted.for_each`). Each function reads where the parts stand and the count
(composed by :mod:`.counts`, the one composer of counts and their conditions); the sentence reader lowers the parts
(``effects.py``) into the engine's ``if`` and ``for-each``. A form whose count the engine does not count is no such
form (None): the sentence's other readings then say what it is.
"""

from __future__ import annotations

import re
from typing import Any

from .conditions import card_state, turn_condition
from .counts import condition as count_condition
from .model import NotParsed
from .results import result_condition
from .returned_tokens import caused_result
from .words import NUMBER, number

#: A part of the sentence: (start, end) in it.
Span = tuple[int, int]


def if_count(text: str, self_is_you: bool) -> tuple[dict[str, Any], Span] | None:
    """"if you have at least 3 horror on you, lose 1 action", "take 2 horror if you have no actions remaining": the
    condition and where its instruction stands (``text`` as printed: a capital marks a trait or a name the count
    composes)."""
    m = re.fullmatch(r"if (?P<condition>[^,]+?),\s*(?P<rest>.+)", text, re.I) or \
        re.fullmatch(r"(?P<rest>.+?),? (?<!only )(?<!even )(?<!as )if (?P<condition>[^,]+)", text, re.I)
    if not m:
        return None
    try:
        return count_condition(m.group("condition"), self_is_you), m.span("rest")
    except NotParsed:  # "If no doom was placed by this effect", "If this effect causes you to fail the test": what an
        # earlier instruction did (:mod:`.results`, :mod:`.returned_tokens`)
        found = result_condition(m.group("condition")) or caused_result(m.group("condition"))
        return (found, m.span("rest")) if found is not None else None


def instead_if(text: str, self_is_you: bool) -> tuple[dict[str, Any], str, str] | None:
    """"heal 1 horror (2 horror instead if it succeeds by 2 or more)", "Discard the top 5 cards of the encounter deck
    (top 10 instead if there is only 1 player in the game)": the condition (the test's margin or a count of the state),
    the instruction with the other amount, and as printed; the other amount replaces exactly one printed amount of the
    same thing (the same noun after it, or the same word before it)."""
    m = re.fullmatch(r"(?P<x>.+?)\s*\((?P<y>[+-]?\d+) (?P<noun>[a-z]+(?: [a-z]+)?) instead if (?P<z>[^()]+)\)",
                     text.strip(), re.I) or \
        re.fullmatch(r"(?P<x>.+?)\s*\((?P<word>[a-z]+) (?P<y>\d+) instead if (?P<z>[^()]+)\)", text.strip(), re.I)
    if not m:
        return None
    margin = re.fullmatch(rf"(?:it|you|the test|this test) (succeed|fail)(?:s|ed)? by ({NUMBER}) or more",
                          m.group("z").lower())
    if margin:
        condition = {"count": f"point-{'succeeded' if margin.group(1) == 'succeed' else 'failed'}-by",
                     "at-least": number(margin.group(2))}
    else:
        try:
            condition = count_condition(m.group("z"), self_is_you)
        except NotParsed:
            return None
    printed = m.group("x")
    if m.groupdict().get("word"):  # "the top 5 cards … (top 10 instead if …)": the amount after the same word
        amounts = list(re.finditer(rf"(?<=\b{re.escape(m.group('word'))} )\d+\b", printed, re.I))
        if len(amounts) != 1:
            return None
        return condition, printed[:amounts[0].start()] + m.group("y") + printed[amounts[0].end():], printed
    # the same noun phrase, in either number: "1 additional clue (2 additional clues instead …)", "1 copy (2 copies …)"
    phrase = r"\s+".join(_either_number(w) for w in m.group("noun").split())
    amounts = list(re.finditer(rf"[+-]?\d+ (?={phrase}\b)", printed, re.I))
    if len(amounts) != 1:
        return None
    other = printed[:amounts[0].start()] + m.group("y") + " " + printed[amounts[0].end():]
    return condition, other, printed


def _either_number(word: str) -> str:
    """A pattern of ``word`` in either number: "clues" → ``clues?``, "copies" → ``cop(?:y|ies)``."""
    if word.endswith("ies") or word.endswith("y"):
        stem = word[:-3] if word.endswith("ies") else word[:-1]
        return re.escape(stem) + "(?:y|ies)"
    return re.escape(word[:-1] if word.endswith("s") else word) + "s?"


#: Who "cannot" in "if you cannot, …": the one the instruction before is for.
_CANNOT = r"if (?:you|he or she|they|that investigator) cannot"
_WHO_CANNOT = _CANNOT + r",?\s*"


def if_cannot(text: str) -> tuple[str, str] | None:
    """"choose and discard 1 asset you control (if you cannot, take 2 damage instead)": the instruction and, as printed,
    what resolves in its place when it cannot be done; None when the text is no such form. The elliptical form "X (or
    <prepositional phrase> if you cannot)" names only the part of X that changes: "Put Helpless Passenger into play at
    the location to your left (or at your location if you cannot)" — the other instruction is X with its last phrase
    of that preposition replaced ("Put Helpless Passenger into play at your location")."""
    m = re.fullmatch(rf"(?P<x>.+?)\s*\({_WHO_CANNOT}(?P<y>[^()]+?)(?:,?\s*instead)?\)", text.strip().rstrip("."), re.I)
    if m:
        return m.group("x"), m.group("y")
    m = re.fullmatch(rf"(?P<x>.+?)\s*\(or (?P<prep>{_ELLIPTICAL}) (?P<alt>[^()]+?),? {_CANNOT}\)",
                     text.strip().rstrip("."), re.I)
    cut = m.group("x").lower().rfind(f" {m.group('prep').lower()} ") if m else -1
    return (m.group("x"), f"{m.group('x')[:cut]} {m.group('prep')} {m.group('alt')}") if m and cut > 0 else None


#: The prepositions of a place an elliptical alternative may replace ("(or at your location if you cannot)").
_ELLIPTICAL = "at|in|to|into|onto|on"


def if_card_state(text: str) -> tuple[dict[str, Any], Span] | None:
    """"If Hunting Horror is in play, add 1 doom to it": a card's state (``{card, state}``, :func:`.conditions.card_state`)
    and where its instruction stands; the card is named there, for a pronoun after it to refer to."""
    m = re.fullmatch(r"(?P<condition>if [^,]+?),\s*(?P<rest>.+)", text.strip(), re.I)
    found = card_state(m.group("condition")) if m else None
    return (found, m.span("rest")) if m and found else None


def if_turn(text: str) -> tuple[dict[str, Any], Span] | None:
    """"If it is your turn, end your turn": whose turn it is (``{during}``, :func:`.conditions.turn_condition`) and
    where its instruction stands."""
    m = re.fullmatch(r"(?P<condition>if [^,]+?),\s*(?P<rest>.+)", text.strip(), re.I)
    found = turn_condition(m.group("condition")) if m else None
    return (found, m.span("rest")) if m and found else None
