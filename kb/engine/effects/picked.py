"""The one card (or location) an effect picks by an "a" / "an" selector, named ``chosen`` for the effects after it.

"Put an Item asset into play from your hand … return it to your hand", "ready an Ally asset at your location and heal 1
damage from it", "Place 1 clue on an Abomination enemy … At the end of the round, remove 1 clue from that enemy": the
later words act on the same one, as on a ``choose``'s pick (``effects/choosing.py``). An effect that repeats until it
finds one card ("Discard cards from the top of the encounter deck until an enemy is discarded. Spawn that enemy here")
names the card it stopped at the same way, where it now lies (:func:`bind_found`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.targets import CHOSEN_ZONE
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine


def bind_picked(engine: Engine, eff: Effect, done: list[str], ctx: Context, verb: str, rule: str) -> None:
    """The one card ``eff`` picked ("Put an Item asset into play from your hand", "ready an Ally asset at your
    location") is named ``chosen`` for the effects after it, as a ``choose``'s pick is (effects/choosing.py): "…
    return it to your hand", "heal 1 damage from it" act on that same card. With none done, nothing is bound (a
    choice made before is not named by "it" any more)."""
    if eff.to is None or eff.to.split("-")[0] not in ("a", "an"):
        return
    ctx.preset.pop(CHOSEN_ZONE, None)  # in play now: named while it stays there
    if not done:
        ctx.preset.pop("chosen", None)
        return
    ctx.preset["chosen"] = done[0]
    engine.emit(StepKind.NOTE, ctx.depth, f"{done[0]} is the card {verb}: the effects after it that name it act on "
                "it", (rule,), card=ctx.bearer)


def bind_found(engine: Engine, found: str | None, ctx: Context, what: str, rule: str) -> None:
    """The one card an effect found (the enemy "until an enemy is discarded" stopped at) is named ``chosen`` for the
    effects after it, where it lies out of play (the area kept as a ``choose`` out of play keeps it, so "that enemy"
    names it while it stays there: Out of play is each area of its own); none found, none is named — "draw that
    enemy" then has nothing to draw (Effects: as much as possible resolves)."""
    card = engine.state.cards.get(found or "")
    if card is None:
        ctx.preset.pop("chosen", None)
        ctx.preset.pop(CHOSEN_ZONE, None)
        return
    ctx.preset["chosen"], ctx.preset[CHOSEN_ZONE] = card.name, card.zone
    engine.emit(StepKind.NOTE, ctx.depth, f"{card.name} is {what}: the effects after it that name it act on it "
                f"where it lies ({card.zone})", (rule,), card=ctx.bearer)
