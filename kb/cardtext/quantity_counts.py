"""Counts named by a quantity noun of a holder, for what neither the closed counts (:mod:`.counts`) nor the things in
play (:mod:`.composed_counts`) name: a chaos token's "-X. X is the current Agenda #" is the current agenda's printed
number (``agenda-number``), "the number of the current act" ``act-number``; a result's "where X is the amount you
failed by" is the test's margin (``point-failed-by``, ``point-succeeded-by``: the count "for each point you fail by"
is, :mod:`.effects`).

The parts compose: the quantity noun ("#", "number", "amount", "points"), then what it is of — the current act or
agenda ("the current Agenda #", "the number of the current agenda", "the current act's number"), or the test you made
("the amount you failed by", "the number of points you succeeded by"). Any other holder is not guessed (None): an
enemy named by reference ("that enemy's evade value") needs a referent the engine's count has no slot for.
"""

from __future__ import annotations

import re

#: The story card a number is of: the current one of its deck (Act Deck and Agenda Deck).
_STAGE = r"(?:the )?current (?P<stage>act|agenda)"
#: "the current Agenda #", "the current act number", "the current agenda's number", "the number of the current act".
_NUMBER = re.compile(rf"{_STAGE}(?:'s)? (?:#|number)|(?:the )?(?:#|number) of {_STAGE.replace('stage', 'stage2')}",
                     re.I)
#: "the amount you failed by", "the number of points you succeeded by", "the amount by which you failed the test".
_MARGIN = re.compile(r"(?:the )?(?:amount|number of points|points?)(?: that)? (?:you (?P<r1>failed|succeeded)"
                     r"(?: (?:the|this) (?:skill )?test)? by|by which you (?P<r2>failed|succeeded)"
                     r"(?: (?:the|this) (?:skill )?test)?)", re.I)


def quantity_count(phrase: str) -> str | None:
    """The engine's count that ``phrase`` (a quantity noun and its holder) names, else None."""
    printed = phrase.strip().rstrip(".")
    if (m := _NUMBER.fullmatch(printed)) is not None:
        return f"{(m.group('stage') or m.group('stage2')).lower()}-number"
    if (m := _MARGIN.fullmatch(printed)) is not None:
        return "point-failed-by" if (m.group("r1") or m.group("r2")).lower() == "failed" else "point-succeeded-by"
    return None
