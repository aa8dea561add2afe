"""A qualifier of a composed card selector by the card's printed resource cost: "an Ally asset with printed resource
cost X in any player's discard pile" is ``an-ally-printed_cost_x-asset-in-a-discard-pile``.

The value is a number, or the letter X: the X of the card bearing the ability, as its cost X was defined when it was
played (The Letter "X": "The value of the letter X is defined by a card ability or a granted player choice. If X is
not defined, its value is equal to 0"). ``_or_lower`` / ``_or_higher`` widen it to a bound ("with printed cost 2 or
lower"). A card is chosen by what is printed on it (Base Value: "an element derived from a card is the value printed
on that card"); a card with no printed cost ("-") has none, and no such qualifier picks it.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

#: The qualifier's prefix, as a composed selector spells it (one ``-``-free word).
COST_QUALIFIER = "printed_cost_"
#: The letter X as the qualifier spells it: the bearing card's X.
LETTER_X = "x"
#: The bounds a qualifier may widen its value to.
BOUNDS = ("or_lower", "or_higher")
_SHAPE = re.compile(re.escape(COST_QUALIFIER) + r"(?P<value>\d+|x)(?:_(?P<bound>" + "|".join(BOUNDS) + r"))?")


@dataclass(frozen=True)
class PrintedCost:
    """The printed cost a card must have: ``value`` (a number, or :data:`LETTER_X`), exactly or as a bound."""

    value: int | str
    bound: str | None = None

    def holds(self, cost: int | None, x: int) -> bool:
        """Whether a printed cost ``cost`` (None: none printed) fits, ``x`` being the bearing card's X."""
        if cost is None:
            return False
        wanted = x if self.value == LETTER_X else int(self.value)
        return cost <= wanted if self.bound == "or_lower" else cost >= wanted if self.bound == "or_higher" \
            else cost == wanted


@functools.cache
def printed_cost(qualifier: str) -> PrintedCost | None:
    """The printed cost a qualifier asks for (``printed_cost_x``, ``printed_cost_2_or_lower``), else None."""
    m = _SHAPE.fullmatch(qualifier)
    if m is None:
        return None
    value = m.group("value")
    return PrintedCost(value if value == LETTER_X else int(value), m.group("bound"))


def spelled_cost(value: int | str, bound: str | None = None) -> str:
    """The qualifier for a printed cost ``value`` (a number or ``x``), with a bound of :data:`BOUNDS` or none."""
    return f"{COST_QUALIFIER}{value}" + (f"_{bound}" if bound else "")
