"""What an investigator gains by an effect: cards drawn, resources, clues discovered, experience."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.targets import pick
from ..procedures import campaign, gains
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind, Via
from .parameters import for_each_investigator, selectable, unresolvable

if TYPE_CHECKING:
    from ..core.engine import Engine

#: The ``via`` of a gain or a draw a card effect makes (the framework's and the basic actions' have their own): what
#: "cannot gain resources via card effects" forbids (Cannot).
EFFECT = Via.EFFECT.value


def draw(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return for_each_investigator(engine, eff, ctx,
                                 lambda who: gains.draw(engine, who, eff.amount or 1, ctx.depth, ctx.bearer, via=EFFECT))


def gain_resources(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return for_each_investigator(engine, eff, ctx,
                                 lambda who: gains.gain(engine, who, eff.amount or 0, ctx.depth, ctx.bearer,
                                                       via=EFFECT))


def discover_clues(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Discover clues at the location ``location`` picks, or at each it picks ("discover 1 clue from each revealed
    location in play": every one in turn, in the order listed; one with no clue gives none — Effects: as much as
    can be, and the effect resolved in full only where each was discovered)."""
    where = [w for w in pick(engine, eff.location or "your-location", ctx, noun="location")
             if w in engine.state.locations]
    if not where:
        return unresolvable(engine, ctx, "location")
    done = [for_each_investigator(engine, eff, ctx, lambda who, at=at: gains.discover(engine, who, at, eff.amount or 1,
                                                                                      ctx.depth, ctx.bearer))
            for at in where]
    return all(done)


def earn_experience(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Earn experience now; a negative amount ("you earn 2 fewer experience for this scenario") is taken from what the
    scenario earns when its experience is counted (``campaign.fewer``)."""
    def earn(who: str) -> bool:
        if (eff.amount or 0) < 0:
            campaign.fewer(engine, who, -(eff.amount or 0), ctx.depth, ctx.bearer)
        else:
            campaign.earn(engine, who, eff.amount or 0, ctx.depth, ctx.bearer, additional=True)
        return True
    return for_each_investigator(engine, eff, ctx, earn)


def could_draw(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    return any(state.investigators[w].deck for w in selectable(engine, eff.who or "you", ctx)
               if w in state.investigators)


def could_gain(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return bool(eff.amount) and bool(selectable(engine, eff.who or "you", ctx))


def could_discover(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    return any(state.locations[loc].clues > 0 for loc in selectable(engine, eff.location or "your-location", ctx)
               if loc in state.locations)


def lose_resources(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Lose resources: they return to the token pool. Losing is not spending (nothing that triggers on
    spending applies), and an investigator loses no more than he or she has (Resources)."""
    def lose(who: str) -> bool:
        inv = engine.state.investigators[who]
        wanted = eff.amount or 0
        lost = min(wanted, inv.resources)
        before = inv.resources
        inv.resources -= lost
        short = f"; {who} had only {before}" if lost < wanted else ""
        engine.emit(StepKind.STATE, ctx.depth, f"{who} loses {lost} resource{'s' if lost != 1 else ''} to the token "
                    f"pool (resources {before} \u2192 {inv.resources}; lost, not spent{short})", ("ahlcg/rr/resources",),
                    card=ctx.bearer)
        return lost == wanted
    return for_each_investigator(engine, eff, ctx, lose)


def could_lose(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    return bool(eff.amount) and any(state.investigators[w].resources > 0
                                    for w in selectable(engine, eff.who or "you", ctx) if w in state.investigators)
