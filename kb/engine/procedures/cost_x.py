"""A resource cost of X (``cost: X``): its player chooses X as the card is played, and the amount paid is X changed by
the cost modifiers, without altering X (The Letter "X": "For costs involving the letter X, the value of X is defined
by card ability or player choice, after which the amount paid may be modified by effects without altering the value
of X"). The card keeps the X chosen (``Card.x``) for what its text counts by it: "Uses (X ammo)" (``procedures/uses``).

The choice is the situation's ``amount`` choice for the card (as an "up to" amount is chosen, ``core/amounts``); with
none, the engine takes the most its player can pay.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.amounts import choose_amount
from ..core.state import Card
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

LETTER_X = "ahlcg/rr/the-letter-x"


def choose_x(engine: Engine, who: str, card: Card, extra: int, depth: int) -> int:
    """X for ``card``'s cost as ``who`` plays it (``extra``: the cost modifiers' total, which change the amount paid and
    not X); kept on the card and said in the trace."""
    most = max(0, engine.state.investigators[who].resources - extra)
    x, why = choose_amount(engine, card.name, most, f"the engine takes the most {who} can pay ({most})")
    card.x = x
    engine.emit(StepKind.CHOICE, depth, f"{card.name} costs X: X is defined by player choice as it is played: {who} "
                f"{why}: X = {x}" + (f" (the amount paid is X {extra:+d}, cost modifiers not altering X)" if extra else ""),
                (LETTER_X, "ahlcg/rr/costs"), card=card.name)
    return x
