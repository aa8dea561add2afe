"""The effects of the vocabulary: one handler each, and whether an effect could change the state.

A handler resolves one aspect of an effect and returns whether it resolved *in full* — what 'Then'
needs to know. The work itself is mostly done by the procedures in ``procedures.py``, which actions
share; :func:`potential` answers the rules' question "does this ability have the potential to change
the game state?" without consuming choices or writing to the trace.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from . import board, explore
from .actionpool import available, lose_actions
from .campaign import earn
from .cardmoves import discard, put_into_play
from .chaosbag import release, seal
from .damage import Deal, deal, eliminate
from .either import either
from .core.errors import IllegalPlay
from .foreach import for_each
from .ignoring import activate_ignoring_costs, spend
from .occurrence import Context, Occurrence, Replacement
from .procedures import (
    advance,
    discover,
    draw,
    draw_encounter,
    engage,
    evade,
    fight,
    gain,
    investigate,
    move,
    place_doom,
    skill_test_effect,
)
from .reveal import declare, resolve_sealed, reveal_token
from .search import play, search_deck
from .setup import replace_opening_hand
from .skilltest import add_modifier, make_automatic
from .situation.spec import Ability, Effect
from .targets import candidates, pick
from .undo import undo_action
from .situation.vocabulary import AbilityKind, Result, StepKind

if TYPE_CHECKING:
    from .engine import Engine

Handler = Callable[["Engine", Effect, Context], bool]


def _none(engine: Engine, ctx: Context, what: str) -> bool:
    engine.emit(StepKind.NOTE, ctx.depth, f"No {what} to resolve this against: it does not resolve",
                ("ahlcg/rr/effects",), card=ctx.bearer)
    return False


# -- damage, horror, healing -----------------------------------------------------------------

def _deal(engine: Engine, eff: Effect, ctx: Context, *, horror: bool) -> bool:
    targets = pick(engine, eff.to or "you", ctx, noun="target")
    if not targets:
        return _none(engine, ctx, "target")
    amount = eff.amount or 0
    deals = [Deal(t, 0 if horror else amount, amount if horror else 0) for t in targets]
    placed = deal(engine, deals, source=ctx.bearer, via="effect", depth=ctx.depth, label=ctx.bearer,
                  direct=eff.direct)
    return sum(placed.values()) >= amount * len(targets)


def _heal(engine: Engine, eff: Effect, ctx: Context, *, horror: bool) -> bool:
    field = "horror" if horror else "damage"
    targets = pick(engine, eff.to or "you", ctx, noun="target")
    if not targets:
        return _none(engine, ctx, "target")
    state = engine.state
    full = True
    for name in targets:
        holder = state.investigators.get(name) or state.cards.get(name)
        if holder is None or state.kind_of(name) not in ("investigator", "asset", "enemy"):
            engine.emit(StepKind.NOTE, ctx.depth, f"{name} has no {field} to heal", ("ahlcg/rr/heal",), card=ctx.bearer)
            full = False
            continue
        amount = eff.amount or 0
        occ = engine.occurrence("heal", ctx.depth, who=state.controller_of(name), what=name, amount=amount,
                                text=f"{amount} {field} healed from {name}")

        def body(_: list[Occurrence], holder=holder, name=name, amount=amount) -> None:
            before = getattr(holder, field)
            after = max(0, before - amount)
            setattr(holder, field, after)
            engine.emit(StepKind.STATE, ctx.depth, f"{name}: {field} {before} \u2192 {after}", ("ahlcg/rr/heal",),
                        card=name)

        full = bool(engine.resolve([occ], body, announce=f"{ctx.bearer} heals {amount} {field} from {name}",
                                   card=ctx.bearer)) and getattr(holder, field) == 0 and full
    return full


# -- tokens and cards ------------------------------------------------------------------------

def _exhaust_or_ready(engine: Engine, eff: Effect, ctx: Context, *, ready: bool) -> bool:
    targets = pick(engine, eff.to or "self", ctx, noun="target")
    event, rule = ("ready", "ahlcg/rr/ready") if ready else ("exhaust", "ahlcg/rr/exhaust-exhausted")
    full = True
    for name in targets:
        card = engine.state.cards.get(name)
        if card is None or card.exhausted != ready:
            engine.emit(StepKind.NOTE, ctx.depth, f"{name} is already {'ready' if ready else 'exhausted'}",
                        (rule,), card=name)
            full = False
            continue
        occ = engine.occurrence(event, ctx.depth, what=name, text=f"{name} {'readies' if ready else 'exhausts'}")

        def body(_: list[Occurrence], card=card) -> None:
            card.exhausted = not ready

        full = bool(engine.resolve([occ], body, announce=f"{name} is {'readied' if ready else 'exhausted'}",
                                   rules=(rule,), card=name, kind=StepKind.STATE)) and full
    return full and bool(targets)


# -- handlers ---------------------------------------------------------------------------------

def _who(engine: Engine, eff: Effect, ctx: Context) -> str | None:
    found = pick(engine, eff.who or "you", ctx, noun="investigator")
    return found[0] if found and found[0] in engine.state.investigators else None


def _result(eff: Effect, ctx: Context) -> Result | None:
    return eff.result or ctx.result


def _h_gain(engine: Engine, eff: Effect, ctx: Context) -> bool:
    who = _who(engine, eff, ctx)
    return gain(engine, who, eff.amount or 0, ctx.depth, ctx.bearer) if who else _none(engine, ctx, "investigator")


def _h_draw(engine: Engine, eff: Effect, ctx: Context) -> bool:
    who = _who(engine, eff, ctx)
    return draw(engine, who, eff.amount or 1, ctx.depth, ctx.bearer) if who else _none(engine, ctx, "investigator")


def _h_discover(engine: Engine, eff: Effect, ctx: Context) -> bool:
    who = _who(engine, eff, ctx)
    where = pick(engine, eff.location or "your-location", ctx, noun="location")
    if not who or not where or where[0] not in engine.state.locations:
        return _none(engine, ctx, "location")
    return discover(engine, who, where[0], eff.amount or 1, ctx.depth, ctx.bearer)


def _h_doom(engine: Engine, eff: Effect, ctx: Context) -> bool:
    targets = pick(engine, eff.to or "current-agenda", ctx, noun="target")
    if not targets or not (targets[0] in engine.state.cards or targets[0] in engine.state.locations):
        return _none(engine, ctx, "card or location")
    return place_doom(engine, targets[0], eff.amount or 1, ctx.depth, ctx.bearer, can_advance=eff.can_advance)


def _h_move(engine: Engine, eff: Effect, ctx: Context) -> bool:
    who = _who(engine, eff, ctx)
    sub = Context(ctx.bearer, who, ctx.depth, ctx.occ, ctx.ability, ctx.timing, ctx.mandatory, ctx.preset)
    dest = pick(engine, eff.to or "a-connecting-location", sub, noun="location")
    if not who or not dest or dest[0] not in engine.state.locations:
        return _none(engine, ctx, "destination")
    return move(engine, who, dest[0], ctx.depth, ctx.bearer)


def _h_engage(engine: Engine, eff: Effect, ctx: Context) -> bool:
    who = _who(engine, eff, ctx)
    enemy = pick(engine, eff.enemy or "an-enemy-at-your-location", ctx, noun="enemy")
    if not who or not enemy or engine.state.kind_of(enemy[0]) != "enemy":
        return _none(engine, ctx, "enemy")
    return engage(engine, who, enemy[0], ctx.depth, ctx.bearer)


def _h_cancel(engine: Engine, eff: Effect, ctx: Context) -> bool:
    occ = ctx.occ
    if occ is None or occ.canceled:
        return _none(engine, ctx, "triggering condition")
    occ.canceled = True
    if occ.event == "play-card":
        tail = ": the card is still regarded as played, its costs stay paid"
    elif occ.event == "ability-triggered":
        tail = ": the ability is still regarded as initiated (costs paid, limits counted)"
    elif occ.event == "enemy-attack":
        tail = ": it deals no damage or horror"
    else:
        tail = ""
    engine.emit(StepKind.STATE, ctx.depth, f"Canceled: {occ.text or occ.event}{tail}", ("ahlcg/rr/cancel",),
                card=ctx.bearer, event=occ.event)
    return True


def _h_instead(engine: Engine, eff: Effect, ctx: Context) -> bool:
    label = f"{ctx.bearer}: " + (eff.text or describe(eff.effects))
    ctx.replacements.append(Replacement(label, eff.effects, ctx))
    engine.emit(StepKind.STATE, ctx.depth, f"Replacement effect initiated ({label})", ("ahlcg/rr/instead",),
                card=ctx.bearer)
    return True


def describe(effects: tuple[Effect, ...]) -> str:
    from .engine import describe_effects

    return describe_effects(effects)


def _h_prevent(engine: Engine, eff: Effect, ctx: Context) -> bool:
    occ = ctx.occ
    if occ is None or occ.event not in ("damage-dealt", "horror-dealt") or occ.amount <= 0:
        return _none(engine, ctx, "damage or horror being dealt")
    cut = min(eff.amount or 0, occ.amount)
    occ.amount -= cut
    word = "damage" if occ.event == "damage-dealt" else "horror"
    engine.emit(StepKind.STATE, ctx.depth, f"{cut} {word} prevented: {occ.amount} {word} will be applied to {occ.what}",
                ("ahlcg/rr/dealing-damage-horror",), card=ctx.bearer)
    return cut == (eff.amount or 0)


def _h_lasting(engine: Engine, eff: Effect, ctx: Context) -> bool:
    you = ctx.you
    if you is None or you not in engine.state.investigators:
        return _none(engine, ctx, "investigator")
    text = eff.text or f"{ctx.bearer}: lasting effect {eff.duration}"
    ability = Ability(AbilityKind.LASTING, text=text, duration=eff.duration, applies_to=eff.applies_to,
                      cannot=eff.cannot, additional_cost=eff.additional_cost, cost_modifier=eff.cost_modifier,
                      skill_modifier=eff.skill_modifier)
    engine.state.new_lasting(ability, you)
    engine.emit(StepKind.STATE, ctx.depth, f"Lasting effect on {you} ({eff.duration}): {text}",
                ("ahlcg/rr/lasting-effects",), card=ctx.bearer)
    return True


def _h_end_turn(engine: Engine, eff: Effect, ctx: Context) -> bool:
    from .actions import end_turn

    who = _who(engine, eff, ctx)
    if who is None:
        return _none(engine, ctx, "investigator")
    return end_turn(engine, who, ctx.depth)


def _h_take_action(engine: Engine, eff: Effect, ctx: Context) -> bool:
    from .actions import take_action

    if ctx.you is None or ctx.you not in engine.state.investigators:
        return _none(engine, ctx, "investigator")
    assert eff.action is not None
    try:
        return take_action(engine, ctx.you, eff.action, depth=ctx.depth, spend=False, card=eff.card,
                           enemy=eff.enemy, to=eff.to, location=eff.location, result=_result(eff, ctx),
                           by=ctx.bearer)
    except IllegalPlay as refused:
        engine.emit(StepKind.FRAMEWORK, ctx.depth, f"Aborted: {refused}", refused.rules or ("ahlcg/rr/action",),
                    card=ctx.bearer)
        return False


def _h_lose_actions(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Lose actions (Action; FAQ 1.10): the standard actions first (see ``actionpool.lose_actions``)."""
    who = _who(engine, eff, ctx)
    if who is None:
        return _none(engine, ctx, "investigator")
    return lose_actions(engine, who, eff.amount or 0, ctx.depth, ctx.bearer)


def _h_earn_experience(engine: Engine, eff: Effect, ctx: Context) -> bool:
    who = _who(engine, eff, ctx)
    if who is None:
        return _none(engine, ctx, "investigator")
    earn(engine, who, eff.amount or 0, ctx.depth, ctx.bearer, additional=True)
    return True


def _h_opening_hand(engine: Engine, eff: Effect, ctx: Context) -> bool:
    if ctx.you is None or ctx.you not in engine.state.investigators:
        return _none(engine, ctx, "investigator")
    return replace_opening_hand(engine, eff, ctx)


def _h_investigate(engine: Engine, eff: Effect, ctx: Context) -> bool:
    who = _who(engine, eff, ctx)
    where = pick(engine, eff.location or "your-location", Context(ctx.bearer, who, ctx.depth, ctx.occ,
                                                                  preset=ctx.preset), noun="location")
    if not who or not where or where[0] not in engine.state.locations:
        return _none(engine, ctx, "location")
    return investigate(engine, who, where[0], _result(eff, ctx), ctx, eff.base, eff.bonus, eff.skill)


def _h_fight(engine: Engine, eff: Effect, ctx: Context) -> bool:
    who = _who(engine, eff, ctx)
    enemy = pick(engine, eff.enemy or "an-enemy-at-your-location", ctx, noun="enemy")
    if not who or not enemy or engine.state.kind_of(enemy[0]) != "enemy":
        return _none(engine, ctx, "enemy")
    return fight(engine, who, enemy[0], _result(eff, ctx), ctx, eff.damage, eff.base, eff.bonus, eff.skill)


def _h_evade(engine: Engine, eff: Effect, ctx: Context) -> bool:
    who = _who(engine, eff, ctx)
    enemy = pick(engine, eff.enemy or "an-enemy-engaged-with-you", ctx, noun="enemy")
    if not who or not enemy or engine.state.kind_of(enemy[0]) != "enemy":
        return _none(engine, ctx, "enemy")
    return evade(engine, who, enemy[0], _result(eff, ctx), ctx, eff.base, eff.bonus, eff.automatic, eff.skill)


def _h_encounter(engine: Engine, eff: Effect, ctx: Context) -> bool:
    who = _who(engine, eff, ctx)
    return draw_encounter(engine, who, ctx) if who else _none(engine, ctx, "investigator")


def _h_resign(engine: Engine, eff: Effect, ctx: Context) -> bool:
    who = _who(engine, eff, ctx)
    if who is None:
        return _none(engine, ctx, "investigator")
    eliminate(engine, who, "resign", ctx.depth)
    return True


def _h_test(engine: Engine, eff: Effect, ctx: Context) -> bool:
    who = _who(engine, eff, ctx)
    if who is None:
        return _none(engine, ctx, "investigator")
    return skill_test_effect(engine, who, eff.skill or "willpower", eff.difficulty or 0, ctx, eff.success, eff.fail,
                             eff.result)


def _h_modify(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return add_modifier(engine, ctx.bearer, eff.amount or 0, ctx.depth)


def _h_automatic(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return make_automatic(engine, ctx.bearer, eff.result or Result.SUCCESS, ctx.depth)


def _h_advance(engine: Engine, eff: Effect, ctx: Context) -> bool:
    found = pick(engine, eff.to or "current-act", ctx, noun="target")
    if not found or engine.state.kind_of(found[0]) not in ("act", "agenda"):
        return _none(engine, ctx, "act or agenda")
    return advance(engine, found[0], ctx.depth)


def _h_spawn(engine: Engine, eff: Effect, ctx: Context) -> bool:
    from .encounter import spawn_set_aside

    who = _who(engine, eff, ctx) or engine.state.lead
    return spawn_set_aside(engine, eff.card or "", who, ctx.depth, ctx.bearer)


HANDLERS: dict[str, Handler] = {
    "deal-damage": lambda e, f, c: _deal(e, f, c, horror=False),
    "deal-horror": lambda e, f, c: _deal(e, f, c, horror=True),
    "heal-damage": lambda e, f, c: _heal(e, f, c, horror=False),
    "heal-horror": lambda e, f, c: _heal(e, f, c, horror=True),
    "draw": _h_draw,
    "gain-resources": _h_gain,
    "discover-clues": _h_discover,
    "place-doom": _h_doom,
    "move": _h_move,
    "engage": _h_engage,
    "exhaust": lambda e, f, c: _exhaust_or_ready(e, f, c, ready=False),
    "ready": lambda e, f, c: _exhaust_or_ready(e, f, c, ready=True),
    "cancel": _h_cancel,
    "instead": _h_instead,
    "prevent": _h_prevent,
    "lasting": _h_lasting,
    "end-turn": _h_end_turn,
    "lose-actions": _h_lose_actions,
    "take-action": _h_take_action,
    "investigate": _h_investigate,
    "fight": _h_fight,
    "evade": _h_evade,
    "draw-encounter-card": _h_encounter,
    "resign": _h_resign,
    "test": _h_test,
    "modify-skill": _h_modify,
    "automatic": _h_automatic,
    "advance": _h_advance,
    "spawn": _h_spawn,
    "earn-experience": _h_earn_experience,
    "draw-opening-hand": _h_opening_hand,
    "undo-action": undo_action,
    "explore": explore.explore,
    "increase-flood": lambda e, f, c: board.change_flood(e, f, c, step=1),
    "decrease-flood": lambda e, f, c: board.change_flood(e, f, c, step=-1),
    "flip-location": board.flip,
    "for-each": for_each,
    "either": either,
    "activate-ignoring-costs": activate_ignoring_costs,
    "spend": spend,
    "reveal-instead": declare,
    "reveal-token": reveal_token,
    "seal": seal,
    "release": release,
    "resolve-sealed": resolve_sealed,
    "put-into-play": put_into_play,
    "discard": discard,
    "search-deck": search_deck,
    "play": play,
}


# -- potential to change the game state --------------------------------------------------------

def _targets(engine: Engine, selector: str, ctx: Context) -> list[str]:
    return candidates(engine, selector, ctx)[0]


def can_change(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Whether one aspect has the potential to change the game state (no choices are consumed)."""
    state = engine.state
    kind = eff.effect
    you = ctx.you
    if kind in ("deal-damage", "deal-horror"):
        return bool(eff.amount) and bool(_targets(engine, eff.to or "you", ctx))
    if kind in ("heal-damage", "heal-horror"):
        field = "damage" if kind == "heal-damage" else "horror"
        return any(getattr(state.investigators.get(t) or state.cards.get(t), field, 0) > 0
                   for t in _targets(engine, eff.to or "you", ctx))
    if kind == "draw":
        return any(state.investigators[w].deck for w in _targets(engine, eff.who or "you", ctx)
                   if w in state.investigators)
    if kind == "gain-resources":
        return bool(eff.amount) and bool(_targets(engine, eff.who or "you", ctx))
    if kind == "discover-clues":
        return any(state.locations[loc].clues > 0 for loc in _targets(engine, eff.location or "your-location", ctx)
                   if loc in state.locations)
    if kind == "place-doom":
        return bool(_targets(engine, eff.to or "current-agenda", ctx))
    if kind == "move":
        here = state.location_of(you)
        return any(d != here for d in _targets(engine, eff.to or "a-connecting-location", ctx))
    if kind == "engage":
        return any(state.kind_of(e) == "enemy" and state.cards[e].engaged != you
                   for e in _targets(engine, eff.enemy or "an-enemy-at-your-location", ctx))
    if kind in ("exhaust", "ready"):
        return any(t in state.cards and state.cards[t].exhausted == (kind == "ready")
                   for t in _targets(engine, eff.to or "self", ctx))
    if kind == "cancel":
        return ctx.occ is not None and not ctx.occ.canceled
    if kind == "prevent":
        return ctx.occ is not None and ctx.occ.amount > 0
    if kind == "end-turn":
        return any(w in state.investigators and not state.investigators[w].turn_ended
                   for w in _targets(engine, eff.who or "you", ctx))
    if kind == "lose-actions":
        return bool(eff.amount) and any(w in state.investigators and available(state.investigators[w]) > 0
                                        for w in _targets(engine, eff.who or "you", ctx))
    if kind in ("fight", "evade"):
        default = "an-enemy-at-your-location" if kind == "fight" else "an-enemy-engaged-with-you"
        return bool(_targets(engine, eff.enemy or default, ctx))
    if kind == "draw-encounter-card":
        return bool(state.encounter_deck or state.encounter_discard)
    if kind in ("modify-skill", "automatic"):
        return engine.test is not None
    if kind == "advance":
        return any(state.kind_of(t) in ("act", "agenda") for t in _targets(engine, eff.to or "current-act", ctx))
    if kind == "spawn":
        return eff.card in state.cards and state.cards[eff.card].zone == "set-aside"
    if kind in ("increase-flood", "decrease-flood"):
        top = "fully-flooded" if kind == "increase-flood" else "unflooded"
        return any(state.locations[loc].flood != top for loc in _targets(engine, eff.to or "this-location", ctx)
                   if loc in state.locations)
    if kind == "explore":
        return bool(state.exploration_deck)
    if kind == "flip-location":
        return any(state.locations[loc].other_side is not None
                   for loc in _targets(engine, eff.to or "your-location", ctx) if loc in state.locations)
    if kind in ("release", "resolve-sealed"):
        return any(t in state.cards and bool(state.cards[t].sealed) for t in _targets(engine, eff.to or "self", ctx))
    if kind == "discard":
        return any(t in state.cards and state.cards[t].zone == "play" for t in _targets(engine, eff.to or "self", ctx))
    if kind == "put-into-play":
        targets = [ctx.bearer] if eff.to in (None, "self") else _targets(engine, eff.to, ctx)
        return any(t in state.cards and state.cards[t].zone != "play" for t in targets)
    if kind == "search-deck":
        return any(state.investigators[w].deck for w in _targets(engine, eff.who or "you", ctx)
                   if w in state.investigators)
    if kind in ("for-each", "either", "spend"):
        return potential(engine, eff.effects, ctx)
    return True  # instead, lasting, take-action, investigate, resign, reveal-token, seal, play


def potential(engine: Engine, effects: tuple[Effect, ...], ctx: Context) -> bool:
    """Triggered Abilities / Forced Abilities: an ability initiates only if it can change the state.

    A post-then aspect counts only when every aspect before it could change the state: one that cannot
    does not resolve in full, so what follows its "Then," does not resolve either (Then).
    """
    able = []
    for eff in effects:
        if eff.then and not all(able):
            break
        able.append(can_change(engine, eff, ctx))
    return any(able)


__all__ = ["HANDLERS", "potential", "can_change"]
