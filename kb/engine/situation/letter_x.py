"""The letter "X" printed as a card's value in a situation: a resource cost of X (``cost: X``), chosen by its player as
the card is played, and a Uses keyword of X (``uses: X``: "Uses (X ammo)"), whose X is that choice.

The Letter "X": "The value of the letter X is defined by a card ability or a granted player choice. If X is not
defined, its value is equal to 0." "For costs involving the letter X, the value of X is defined by card ability or
player choice, after which the amount paid may be modified by effects without altering the value of X." The card's
number field holds 0 (X not yet defined); the spec's ``cost_x`` / ``uses_x`` say the letter was printed.
"""

from __future__ import annotations

from typing import Any

#: The letter as a situation writes it.
X = "X"


def printed_number(value: Any) -> int:
    """A card's printed value: a number as given, the letter X as 0 (its value until something defines it)."""
    return 0 if value == X else int(value)
