"""A card's constant that holds while the card is committed to a skill test: "While Leadership is committed to a skill
test being performed by another investigator, Leadership gains [willpower] [wild]".

A committed card is out of play (ST.2: committed cards wait in limbo), but an ability that "specifically references
its use from an out-of-play area" works there (Ability), and "the effects of such abilities are active any time the
specified condition is met" (Constant Abilities). The sentence is read by its parts: the "while" clause — the card
(its own name, "it", "this card"), "is committed to a skill test", and whose test it is (any, "you are performing" /
"performed by you", "being performed by another investigator") — and the main clause, the same card gaining skill
icons (:func:`.gaining.icons`' list: "[willpower] [wild]", "a [wild] icon"). It becomes a constant giving ``self`` the
icons (``gains-icons``, on ``enters-play`` as every constant's characteristics are) whose condition is ``self``'s
committed state (``committed``, ``committed-to-your-test``, ``committed-to-another-investigators-test``). Anything
else after "while … is committed" is refused with the printed words.

A skill card's icons gained for each of a count: "For each enemy engaged with you, "Not without a fight!" gains
[willpower] [combat] [agility]". A skill card's icons count only as it is committed to a test (ST.2, ST.5: "the value
of any skill icons committed"), so the sentence on such a card is the same constant on its committed state
(``committed``), its icons gained once for each of the count (the constant's ``for-each``, read by the one reader of
"for each" counts, :func:`.counted.for_each`); "for every N" is refused, and a count the engine has no word for is left
to the other readings (which give their reason).
"""

from __future__ import annotations

import re
from typing import Any

from .counted import for_each
from .gaining import ICONS
from .model import NotParsed
from .words import SELF

_CARD = rf"(?:{re.escape(SELF)}|it|this card)"
_WHILE = re.compile(rf"while {_CARD} is committed to an? (?:skill )?test\b\s*(?P<whose>[^,]*),\s*(?P<main>.+)")
#: Whose test the card is committed to → its committed state.
_WHOSE = {"": "committed", "you are performing": "committed-to-your-test",
          "that you are performing": "committed-to-your-test", "performed by you": "committed-to-your-test",
          "being performed by you": "committed-to-your-test",
          "being performed by another investigator": "committed-to-another-investigators-test",
          "performed by another investigator": "committed-to-another-investigators-test",
          "another investigator is performing": "committed-to-another-investigators-test"}
_GAINS = re.compile(rf"{_CARD} gains (?P<icons>.+)")
_FILLER = frozenset({"a", "an", "additional", "icon", "icons", "and", ","})
UNREAD = "a committed card's constant the engine cannot apply (it applies skill icons the card gains while committed)"


def committed_constant(sentence: str) -> dict[str, Any] | None:
    """The fields of a constant that holds while its card is committed, or None when ``sentence`` is none ("While …
    is committed to a skill test" does not open it)."""
    low = re.sub(r"\s+", " ", sentence.strip().rstrip(".")).lower()
    opening = _WHILE.fullmatch(low)
    if opening is None:
        return None
    state = _WHOSE.get(opening.group("whose").strip())
    gains = _GAINS.fullmatch(opening.group("main"))
    icons = _icons(gains.group("icons")) if gains is not None else None
    if state is None or not icons:
        raise NotParsed(sentence, UNREAD)
    return {"applies-to": {"event": "enters-play", "what": "self"}, "gains-icons": icons,
            "condition": {"card": "self", "state": state}}


def counted_icons(sentence: str) -> dict[str, Any] | None:
    """The fields of a skill card's constant gaining icons for each of a count, or None when ``sentence`` is not
    "For each …, <the card> gains <icons>"."""
    low = re.sub(r"\s+", " ", sentence.strip().rstrip(".")).lower()
    if not low.startswith(("for each ", "for every ")):
        return None
    gains = _GAINS.fullmatch(low.split(", ", 1)[-1])
    icons = _icons(gains.group("icons")) if gains is not None else None
    if not icons:
        return None
    read = for_each(low)
    if read is None:  # a count the engine has no word for: the other readings give their reason
        return None
    if read[2] != 1:
        raise NotParsed(sentence, "skill icons gained for every N of a count: the engine's committed card gains its "
                        "icons once for each one counted")
    return {"applies-to": {"event": "enters-play", "what": "self"}, "gains-icons": icons, "for-each": read[1],
            "condition": {"card": "self", "state": "committed"}}


def _icons(words: str) -> list[str] | None:
    """"[willpower] [wild]", "a [wild] icon", "an additional [intellect] icon": the icons listed, one an entry; None
    when anything else is printed."""
    out: list[str] = []
    for word in re.findall(r"\[\w+\]|[^\s\[\],]+|,", words):
        if word.startswith("[") and word.strip("[]") in ICONS:
            out.append(word.strip("[]"))
        elif word not in _FILLER:
            return None
    return out or None
