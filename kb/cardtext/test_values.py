"""A committed skill card's change to the values of the test it is committed to: "Double the difficulty of this
skill test", "Halve this test's difficulty", "If this skill test is successful, resolve the effects of the successful
test twice" (Double or Nothing).

The sentence is read by its parts: a verb that scales a value (``double``, ``halve``), the value (the difficulty), and
whose it is (this skill test, the one the card is committed to — "this test's difficulty" or "the difficulty of this
skill test"); "resolve … twice" under "If this skill test is successful" is the test's successful results resolved an
additional time. Each becomes the skill card's field the engine applies while the card stays committed
(``double-difficulty``, ``halve-difficulty``: after the additive modifiers, rounded up once: Modifiers; Difficulty;
``double-results``: ST.7). A scaled value other than the difficulty (the base value of a skill, a number of skill
icons) is refused: the engine scales only a test's difficulty.
"""

from __future__ import annotations

import re
from typing import Any

from .model import NotParsed
from .words import SKILL

#: "this skill test", "the test", "that skill test": the test the card is committed to.
_TEST = r"(?:this|the|that) (?:skill )?test"
#: The verbs that scale a value, as printed → the engine's field prefix.
_SCALES = {"double": "double", "halve": "halve"}
#: "<verb> the <value> of this skill test" / "<verb> this skill test's <value>".
_SCALED = re.compile(rf"(?P<verb>{'|'.join(_SCALES)}) (?:the (?P<value>[\w ]+?) of {_TEST}|{_TEST}'s (?P<value2>[\w ]+))")
#: "resolve the effects of the successful test twice" under its success.
_TWICE = re.compile(rf"if {_TEST} is successful, resolve the (?:effects|results) of the successful (?:skill )?test "
                    r"(?:twice|an additional time)")
#: The values of the test the engine scales, as printed → the field's noun.
_VALUES = {"difficulty": "difficulty"}
UNSCALED = "a scaled value of the test other than its difficulty: the engine doubles or halves only the difficulty"


def committed_change(sentence: str) -> dict[str, Any] | None:
    """The skill card's fields for ``sentence`` (``{"double-difficulty": True}``), or None when it is no change to
    the test's values; refused (NotParsed) when it scales a value the engine does not."""
    low = re.sub(r"\s+", " ", sentence.strip().rstrip(".")).lower()
    if _TWICE.fullmatch(low):
        return {"double-results": True}
    m = _SCALED.fullmatch(low)
    if m is None:
        return None
    value = _VALUES.get((m.group("value") or m.group("value2")).strip())
    if value is None:
        raise NotParsed(sentence, UNSCALED)
    return {f"{_SCALES[m.group('verb')]}-{value}": True}


#: What the test of a designated action is called in its own text ("this attack", "this evasion attempt").
_THIS = r"this (?:skill )?(?:attack|test|investigation|evasion attempt|evasion)"
#: The verb frame of a skill used for a test: its subject ("this attack uses", "you use", the bare imperative "use",
#: "investigate using"), the skill used, the skill it replaces ("instead of" / "in place of", "your" optional), and
#: the test it is used for ("for this investigation"); the skills as their icons are printed.
_SUBSTITUTION = re.compile(
    rf"(?:(?:{_THIS}|you) uses?|use|(?:investigate|fight|evade|attack) using) (?:your )?{SKILL}"
    rf"(?: (?:instead of|in place of) (?:your )?{SKILL})?(?: (?:for|during) {_THIS})?")


def skill_substitution(low: str) -> tuple[str, str | None] | None:
    """"This attack uses [willpower] instead of [combat]", "Use [willpower] in place of [intellect] for this
    investigation", "Investigate using [agility] instead of [intellect]" (lower case) → (the skill used, the skill it
    replaces or None); None for any other words."""
    m = _SUBSTITUTION.fullmatch(low)
    return None if m is None else (m.group(1), m.group(2))
