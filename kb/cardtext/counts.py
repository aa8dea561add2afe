"""What a card counts in the game's state, composed from its noun phrase: "the amount of horror on you" is
horror, on you (``horror-on-you``); "a clue on your location" is ``clue-on-your-location``. The counts are the
engine's ``for-each`` counts of the state; a phrase that composes into no count of the engine is refused.

A count's condition ("Play only if there is a clue on your location", "if you have at least 1 clue", "if there
are no enemies at your location") is the count with its bounds: ``{count, at-least, at-most}``.
"""

from __future__ import annotations

import re
from typing import Any

from .model import NotParsed
from .words import NUMBER, SELF, number

#: The engine's counts of the game's state (its ``for-each`` counts other than a test's margin).
COUNTS = frozenset({"clue-on-your-location", "horror-on-you", "damage-on-you", "resource-you-have",
                    "base-shroud-of-your-location", "doom-in-play", "clue-you-have", "enemy-at-your-location",
                    "card-in-your-discard-pile"})
UNCOUNTABLE = "a count the engine's vocabulary has no word for"
#: Plurals of the counted nouns.
_SINGULAR = {"clues": "clue", "resources": "resource", "enemies": "enemy", "cards": "card"}


def count_of(phrase: str, self_is_you: bool) -> str:
    """"clue on your location", "the amount of horror on you", "horror on @self" (an investigator's own card)
    → the engine's count; refused when the engine has no such count."""
    words = phrase.lower().split()
    for lead in (["the", "amount", "of"], ["the", "number", "of"], ["the"]):
        if words[:len(lead)] == lead:
            words = words[len(lead):]
            break
    words = [_SINGULAR.get(w, w) for w in words]
    if len(words) == 3 and words[1] == "on" and words[2] in ("you", SELF.lower()) and (words[2] == "you" or self_is_you):
        words = [words[0], "on", "you"]
    elif words[-4:] == ["value", "of", "your", "location"]:
        words = [*words[:-4], "of", "your", "location"]
    key = "-".join(words)
    if key not in COUNTS:
        raise NotParsed(phrase, UNCOUNTABLE)
    return key


def cut_max(text: str) -> tuple[str, int | None]:
    """"… (max 5)", "… (max -4)": the phrase and the most that is counted."""
    m = re.fullmatch(r"(.+?)\s*\(max [+-]?(\d+)\)", text.strip())
    return (m.group(1), int(m.group(2))) if m else (text, None)


def condition(text: str, self_is_you: bool = False) -> dict[str, Any]:
    """"there is a clue on your location", "there are no enemies at your location", "you have at least 1 clue",
    "you have 2 or more clues" → ``{count, at-least | at-most}``."""
    low = text.lower().strip().rstrip(".")
    m = re.fullmatch(rf"(?:there (?:is|are)|you have) (?:(?P<no>no)|(?P<a>a|an)|at least (?P<least>{NUMBER})|"
                     rf"(?P<more>{NUMBER}) or more) (?P<rest>.+)", low)
    if m is None:
        raise NotParsed(text, "a condition the engine cannot check")
    rest = m.group("rest")
    placed = re.search(r" (?:on|at|in) ", rest) is not None  # "horror on you": the phrase says where already
    phrase = rest + (" you have" if low.startswith("you have") and not placed else "")
    try:
        out: dict[str, Any] = {"count": count_of(phrase, self_is_you)}
    except NotParsed:
        raise NotParsed(text, UNCOUNTABLE) from None  # quoted as printed
    if m.group("no"):
        out["at-most"] = 0
    else:
        out["at-least"] = number(m.group("least") or m.group("more") or "1")
    return out
