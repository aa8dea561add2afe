"""Effects on the scenario: doom, advancing the act or agenda, drawing an encounter card, spawning a
set-aside enemy, and replacing the opening-hand draw of setup."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.targets import pick
from ..procedures import act_and_agenda, encounter, setup
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind
from .parameters import for_each_investigator, investigator_of, selectable, unresolvable

if TYPE_CHECKING:
    from ..core.engine import Engine


def place_doom(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Place doom on the card or location the selector picks, or on each one an "each …" selector picks."""
    state = engine.state
    targets = [t for t in pick(engine, eff.to or "current-agenda", ctx, noun="target")
               if t in state.cards or t in state.locations]
    if not targets:
        return unresolvable(engine, ctx, "card or location")
    return all([act_and_agenda.place_doom(engine, target, eff.amount or 1, ctx.depth, ctx.bearer,
                                          can_advance=eff.can_advance) for target in targets])


def advance(engine: Engine, eff: Effect, ctx: Context) -> bool:
    found = pick(engine, eff.to or "current-act", ctx, noun="target")
    if not found or engine.state.kind_of(found[0]) not in ("act", "agenda"):
        return unresolvable(engine, ctx, "act or agenda")
    return act_and_agenda.advance(engine, found[0], ctx.depth)


def draw_encounter_card(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return for_each_investigator(engine, eff, ctx, lambda who: encounter.draw_encounter(engine, who, ctx))


def spawn(engine: Engine, eff: Effect, ctx: Context) -> bool:
    who = investigator_of(engine, eff, ctx) or engine.state.lead
    at = [t for t in pick(engine, eff.to, ctx, noun="location") if t in engine.state.locations] if eff.to else []
    if eff.to and not at:  # the card names where: never fall back on the enemy's own spawn instruction
        engine.emit(StepKind.NOTE, ctx.depth, f"No location is '{eff.to}': {eff.card or 'the enemy'} cannot spawn "
                    "where this effect says, and does not spawn by its own instruction instead (the effect's "
                    "location overrides it): it does not resolve", ("ahlcg/rr/spawn",), card=ctx.bearer)
        return False
    return encounter.spawn_set_aside(engine, eff.card or "", who, ctx.depth, ctx.bearer, at[0] if at else None)


def draw_opening_hand(engine: Engine, eff: Effect, ctx: Context) -> bool:
    if ctx.you is None or ctx.you not in engine.state.investigators:
        return unresolvable(engine, ctx, "investigator")
    return setup.replace_opening_hand(engine, eff, ctx)


def could_place_doom(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return bool(selectable(engine, eff.to or "current-agenda", ctx))


def resolution(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """"(→R1)": the scenario ends at that resolution point (Act Deck and Agenda Deck; Campaign Play)."""
    act_and_agenda.reach_resolution(engine, eff.to or "", ctx.depth, ctx.bearer,
                                    ("ahlcg/rr/act-deck-and-agenda-deck", "ahlcg/rr/campaign-play"))
    return True


def could_advance(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    return any(state.kind_of(t) in ("act", "agenda") for t in selectable(engine, eff.to or "current-act", ctx))


def could_draw_encounter_card(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    return bool(state.encounter_deck or state.encounter_discard)


def could_spawn(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    return eff.card in state.cards and state.cards[eff.card].zone == "set-aside"
