"""An amount chosen "up to" a most ("Take up to 3 horror", a cost "Spend up to 3 resources"): the situation's
``amount`` choice for the ability, from none to the most; without one, or one above the most, the most."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..situation.vocabulary import Decision

if TYPE_CHECKING:
    from .engine import Engine


def choose_amount(engine: Engine, bearer: str | None, most: int, taking_most: str) -> tuple[int, str]:
    """The amount chosen for ``bearer``'s ability and why, as the trace says it ("chooses 2 (choices[0])"; "no
    choice given" followed by ``taking_most``, what taking the most means for the caller)."""
    choice = engine.book.take(Decision.AMOUNT, ability=bearer) or engine.book.take(Decision.AMOUNT, ability=None)
    if choice is not None and choice.amount is not None and choice.amount <= most:
        return choice.amount, f"chooses {choice.amount} ({choice.path})"
    why = f"{choice.path} names {choice.amount}, more than {most}" if choice is not None else "no choice given"
    return most, f"{why}; {taking_most}"
