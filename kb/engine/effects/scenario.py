"""Effects on the scenario: doom, advancing the act or agenda, drawing an encounter card, spawning a
set-aside enemy, and replacing the opening-hand draw of setup."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context, Occurrence
from ..core.results import record
from ..core.selector_words import selector_words
from ..core.silence import not_modelled
from ..core.state import BENEATH
from ..core.story import ADVANCING, NEXT, named_next
from ..core.targets import RANDOM_LOCATION, card_to, pick
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
    placed = [target for target in targets if act_and_agenda.place_doom(engine, target, eff.amount or 1, ctx.depth,
                                                                        ctx.bearer, can_advance=eff.can_advance)]
    record(ctx, "doom-placed", (eff.amount or 1) * len(placed), tuple(placed))  # "If no doom was placed by this effect"
    return len(placed) == len(targets)


def advance(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Advance the current act or agenda; with ``card``, to the card its number names (``story.named_next``)."""
    found = pick(engine, eff.to or "current-act", ctx, noun="target")
    if not found or engine.state.kind_of(found[0]) not in ("act", "agenda"):
        return unresolvable(engine, ctx, "act or agenda")
    if eff.card is None:
        return act_and_agenda.advance(engine, found[0], ctx.depth)
    nxt = named_next(engine.state, found[0], eff.card)
    if nxt and ctx.preset.get(ADVANCING) == found[0]:  # its own reverse names the next card: step 3 makes it current
        ctx.preset[NEXT] = nxt
        engine.emit(StepKind.NOTE, ctx.depth, f"{found[0]} specifies the next {engine.state.kind_of(found[0])}: {nxt} "
                    f"({eff.card})", ("ahlcg/rr/act-deck-and-agenda-deck",), card=found[0])
        return True
    if nxt is None or ctx.preset.get(ADVANCING) == found[0]:
        not_modelled(engine, ctx.depth, f"advancing to {engine.state.kind_of(found[0])} {eff.card} from {found[0]} (no "
                     f"card of the deck is numbered {eff.card}, or the advance names another card's reverse side): it "
                     "does not resolve", "ahlcg/rr/act-deck-and-agenda-deck", card=ctx.bearer)
        return False
    return act_and_agenda.advance(engine, found[0], ctx.depth, to=nxt or None)


def draw_encounter_card(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Draw ``amount`` encounter cards (1), one after another: each is resolved before the next is drawn (Encounter
    Deck: "draw the top card … and resolve it"), for the investigator (or each one) ``who`` picks; with ``to``, the
    encounter card underneath the location or card it names ("Draw the encounter card underneath X")."""
    if eff.to:
        return for_each_investigator(engine, eff, ctx, lambda who: _draw_beneath(engine, eff, ctx, who))

    def draw(who: str) -> bool:
        return all([encounter.draw_encounter(engine, who, ctx, gains_surge=eff.gains_surge)
                    for _ in range(eff.amount or 1)])
    return for_each_investigator(engine, eff, ctx, draw)


def _beneath(engine: Engine, eff: Effect, ctx: Context) -> list[str]:
    """The encounter cards underneath the location or card ``to`` names, in the order listed."""
    state = engine.state
    hosts = pick(engine, eff.to or "self", ctx, noun="target")
    return [c.name for c in state.cards.values() if c.zone == BENEATH and c.beneath in hosts
            and c.owner not in state.investigators]


def _draw_beneath(engine: Engine, eff: Effect, ctx: Context, who: str) -> bool:
    """Draw the encounter card(s) underneath a card: drawn (what triggers on drawing an encounter card applies) and
    resolved as an encounter card drawn from the deck is (Encounter Deck)."""
    found = _beneath(engine, eff, ctx)[:eff.amount or 1]
    if not found:
        engine.emit(StepKind.NOTE, ctx.depth, f"No encounter card is underneath {selector_words(eff.to)}: nothing is drawn",
                    ("ahlcg/rr/encounter-deck",), card=ctx.bearer)
        return False
    return all([encounter.resolve_encounter_card(engine, who, name, ctx.depth, drawn=True, by=ctx.bearer)
                for name in found]) and len(found) == (eff.amount or 1)


def spawn(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """A set-aside enemy (``card``) spawned at its instruction or at ``to``; with no ``card``, in the window of an
    enemy's spawn ("When the Ghoul Priest spawns: Spawn it here instead of at its normal location"), that enemy
    spawning at ``to`` instead (:func:`_spawn_instead`)."""
    if eff.card is None and ctx.occ is not None and ctx.occ.event == "spawn":
        return _spawn_instead(engine, eff, ctx, ctx.occ)
    who = investigator_of(engine, eff, ctx) or engine.state.lead
    if eff.to == RANDOM_LOCATION:
        engine.emit(StepKind.NOTE, ctx.depth, f"{eff.card} spawns at a location picked at random: the engine has no "
                    "randomness, so the situation states it (a `target` choice)", ("ahlcg/rr/spawn",), card=ctx.bearer)
    at = [t for t in pick(engine, eff.to, ctx, noun="location") if t in engine.state.locations] if eff.to else []
    if eff.to and not at:  # the card names where: never fall back on the enemy's own spawn instruction
        engine.emit(StepKind.NOTE, ctx.depth, f"No location is {selector_words(eff.to)}: {eff.card or 'the enemy'} cannot spawn "
                    "where this effect says, and does not spawn by its own instruction instead (the effect's "
                    "location overrides it): it does not resolve", ("ahlcg/rr/spawn",), card=ctx.bearer)
        return False
    card = eff.card or ""
    if card == "chosen":  # the enemy an earlier instruction found or chose ("… until an enemy is discarded. Spawn that enemy")
        found = pick(engine, card, ctx, noun="enemy")
        if not found:
            return unresolvable(engine, ctx, "enemy found to spawn")
        card = found[0]
    return encounter.spawn_set_aside(engine, card, who, ctx.depth, ctx.bearer, at[0] if at else None)


def _spawn_instead(engine: Engine, eff: Effect, ctx: Context, occ: Occurrence) -> bool:
    """The enemy spawning spawns at the location ``to`` picks rather than where its instruction (or none: engaged
    with the investigator) put it: the ability is its spawn instruction, overriding any other (Spawn)."""
    at = [t for t in pick(engine, eff.to or "self", ctx, noun="location") if t in engine.state.locations]
    if not at:
        return unresolvable(engine, ctx, "location for the enemy to spawn at")
    was = f"at {occ.to}" if occ.to else "engaged with the investigator who drew it"
    occ.to = at[0]
    engine.emit(StepKind.NOTE, ctx.depth, f"{occ.what} will spawn at {at[0]} instead ({was}): this ability is its spawn "
                "instruction, overriding any other", ("ahlcg/rr/spawn",), card=ctx.bearer)
    return True


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
    if eff.to:
        return bool(_beneath(engine, eff, ctx))
    return bool(state.encounter_deck or state.encounter_discard)


def could_spawn(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    if eff.card is None and ctx.occ is not None and ctx.occ.event == "spawn":  # elsewhere: somewhere it would not go
        return any(t in state.locations and t != ctx.occ.to for t in selectable(engine, eff.to or "self", ctx))
    cards = selectable(engine, "chosen", ctx) if eff.card == "chosen" else [eff.card]
    return any(c in state.cards and state.cards[c].zone in encounter.SPAWNS_FROM for c in cards)


def gain_surge(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """"@self gains surge" (a revelation's): the encounter card resolving has surge this time — after it resolves,
    its investigator draws another encounter card (Surge)."""
    if eff.to in (None, "self"):  # the card resolving: out of play as it resolves (Revelation)
        name, card = ctx.bearer, engine.state.cards.get(ctx.bearer)
    else:
        name, card = card_to(engine, eff, ctx)
    if card is None or name is None:
        return unresolvable(engine, ctx, "card")
    if "surge" not in card.gained:
        card.gained.append("surge")
    engine.emit(StepKind.STATE, ctx.depth, f"{name} gains surge: after it resolves, its investigator draws another "
                "encounter card", ("ahlcg/rr/surge",), card=ctx.bearer)
    return True
