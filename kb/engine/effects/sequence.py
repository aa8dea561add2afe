"""Several instructions resolved as one: an option of a choice that says more than one thing ("You must decide
(choose one): - Choose an enemy in play. Exhaust that enemy and disengage it from all investigators. - You heal
5 horror."; "draw 2 cards and place 2 doom on the current agenda, or take 2 horror").

The option chosen is resolved whole, its instructions in the order printed (Effects: a card's effect resolves in
order, "Then" waiting on what comes before it): ``engine.run_effects`` is the same resolution an ability's effects
get, so "Then", "that enemy" and "if able" mean inside the option what they mean anywhere.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..situation.spec import Effect

if TYPE_CHECKING:
    from ..core.engine import Engine


def sequence(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``sequence`` effect: its ``effects``, one after another; whether they all resolved."""
    return engine.run_effects(eff.effects, ctx)
