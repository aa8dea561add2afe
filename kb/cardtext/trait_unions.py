"""Things counted by traits joined by "or": "there is a ready Ghoul or Geist enemy at your location", "each Monster or
Ancient One enemy in play", "a Cultist, Humanoid, or Monster enemy engaged with you".

The words before the first trait (a determiner, states: "a ready") and the noun with its place after the last ("enemy at
your location") qualify each trait alike — an adjective before a coordination of adjectives, and the head after it,
are shared by every part — so each part is the whole phrase with one trait: "a ready Ghoul enemy at your location",
"a ready Geist enemy at your location". Each is composed by the one composer of counts (:mod:`.composed_counts`), and
the count is of anything any part matches, each thing once: the engine's filters joined by ``|``
(``in-play:ready-ghoul-enemy-at-your-location|ready-geist-enemy-at-your-location``). Parts composing different kinds
of count, or a part no count composes, are no such count (None).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .unions import SEPARATOR

#: A capitalised trait (one or more words; "[[Ancient One]]" as the markup marks it).
_TRAIT = r"(?:\[\[[^\]]+\]\]|[A-Z][\w'-]*(?: [A-Z][\w'-]*)*)"
#: "<lead> <Trait>(, <Trait>)* (,) or <Trait> <noun and place>": the lead lower-case (a determiner, states), the noun a
#: lower-case word after the last trait.
_UNION = re.compile(rf"(?P<lead>(?:[a-z][\w-]* )*)(?P<traits>{_TRAIT}(?:, {_TRAIT})*,? or {_TRAIT}) "
                    rf"(?P<tail>[a-z].*)")
_SPLIT = re.compile(r",? or |, ")


def union_count(phrase: str, compose: Callable[[str], str | None]) -> str | None:
    """The count of ``phrase`` whose traits are joined by "or", each part composed by ``compose``; None when the phrase
    is no such union or a part is not composed into the same kind of count."""
    m = _UNION.fullmatch(phrase.strip())
    if m is None:
        return None
    kinds, filters = set(), []
    for trait in _SPLIT.split(m.group("traits")):
        kind, colon, flt = (compose(f"{m.group('lead')}{trait} {m.group('tail')}") or "").partition(":")
        if not colon or flt != flt.lower():  # a name, not a filter: "or" there may join two titles
            return None
        kinds.add(kind)
        filters.append(flt)
    if len(kinds) != 1:
        return None
    return f"{kinds.pop()}:{SEPARATOR.join(dict.fromkeys(filters))}"
