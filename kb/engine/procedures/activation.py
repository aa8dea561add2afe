"""Appendix I for an ability: initiating an [action] or free triggered ability of a card.

Which cards' abilities an investigator may use (Activate Action; FAQ 1.2), its limit, its potential
to change the game state, its costs paid simultaneously (step 2: the action it costs may be a
qualifying restricted additional action, FAQ 1.10), attacks of opportunity for an [action] ability,
then its effects (step 3, the cancel point). An ability activated "ignoring all costs" pays nothing
before the colon and takes no action (2024 glossary, Ignoring all costs).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..core.barred_triggers import TRIGGERED_VIA, ban_words, trigger_ban
from ..core.costs import permits
from ..core.errors import IllegalPlay
from ..core.occurrence import Context
from ..core.state import HAND, PLAY, AbilityState
from ..core.text import an
from ..situation.spec import Ability
from ..situation.vocabulary import NON_PROVOKING, AbilityKind, ActionType, CardType, Result, StepKind
from . import action_costs, actionpool
from .cost_paid import record_paid
from .cost_pick import could_change_once_paid
from .paying_costs import pay_cost
from .conditions import verify_condition
from .hidden import stays_in_hand
from .opportunity import attacks_of_opportunity

if TYPE_CHECKING:
    from ..core.engine import Engine

_IGNORING = ("ahlcg/glossary/ignoring-all-costs",)


def _bearer_abilities(engine: Engine, name: str) -> list[AbilityState]:
    state = engine.state
    holder = state.investigators.get(name) or state.locations.get(name) or state.cards.get(name)
    return list(holder.abilities) if holder is not None else []


def designator_of(engine: Engine, name: str, index: int | None) -> str | None:
    """The bold designator of the [action] ability ``activate`` would use (``index``, else the first), if it has
    one: None when the card has no such ability (the activation is refused as it begins)."""
    usable = [a for a in _bearer_abilities(engine, name) if a.kind is AbilityKind.ACTION]
    if not usable:
        return None
    chosen = usable[index or 0] if (index or 0) < len(usable) else usable[0]
    return chosen.ability.designator.value if chosen.ability.designator else None


def verify_source(engine: Engine, who: str, name: str) -> None:
    """Activate Action / FAQ 1.2: which cards' abilities an investigator may use."""
    state = engine.state
    if name == who or (name in state.locations and state.investigators[who].location == name):
        return
    card = state.cards.get(name)
    if card is not None and card.zone == PLAY:
        if state.controller_of(name) == who:
            return
        scenario = card.type in (CardType.ENEMY, CardType.TREACHERY, CardType.LOCATION) or (
            card.type is CardType.ASSET and state.controller_of(name) is None)  # a story asset no one controls
        if scenario and state.location_of(name) == state.investigators[who].location:
            return
        if card.type in (CardType.ACT, CardType.AGENDA):
            return
        if permits(state, name, who):  # "Any card that explicitly allows the investigator to activate its ability"
            return
    if card is not None and card.zone == HAND and state.controller_of(name) == who and stays_in_hand(state, name):
        return  # Hidden: "its abilities can be triggered", only by the investigator holding it
    raise IllegalPlay(f"{who} may not use {name}'s abilities: only cards he or she controls, scenario cards at "
                      "the same location, the current act or agenda, and cards that allow it",
                      "ahlcg/rr/activate-action", "ahlcg/rr/ability/triggered-abilities")


def activate(engine: Engine, who: str, name: str, index: int | None, depth: int, *, spend: bool,
             preset: dict[str, str] | None = None, result: Result | None = None,
             action: ActionType = ActionType.ACTIVATE, free: bool = False, ignoring_costs: str | None = None) -> bool:
    """The initiation sequence for an [action] (or free) triggered ability.

    ``ignoring_costs`` names the card whose effect activates it "ignoring all costs": the costs of
    initiating (before the colon) are not paid, and no action is taken (:func:`costs_ignored`).
    """
    state = engine.state
    kinds = (AbilityKind.FREE,) if free else (AbilityKind.ACTION,)
    usable = [a for a in _bearer_abilities(engine, name) if a.kind in kinds]
    if action in (ActionType.PARLEY, ActionType.RESIGN):
        usable = [a for a in usable if a.ability.designator and a.ability.designator.value == action.value]
    if not usable:
        wanted = "free" if free else "[action]" if action is ActionType.ACTIVATE else action.value
        raise IllegalPlay(f"{name} has no {wanted} ability",
                          "ahlcg/rr/appendix-ii" if free else "ahlcg/rr/activate-action")
    ab = usable[index or 0] if (index or 0) < len(usable) else usable[0]
    a = ab.ability
    if a.by == "lead" and who != state.lead:  # "the lead investigator … may": a permission of his or hers alone
        raise IllegalPlay(f"only the lead investigator ({state.lead}) may use {name}'s ability, not {who}",
                          "ahlcg/rr/lead-investigator", "ahlcg/rr/play-restrictions-permissions-and-instructions")
    label = "free" if free else "action"
    engine.emit(StepKind.FRAMEWORK, depth, f"Initiation sequence: {who} uses {name}'s [{label}] ability: "
                f"\u201c{a.text or name}\u201d; play restrictions checked",
                ("ahlcg/rr/appendix-i", "ahlcg/rr/appendix-ii" if free else "ahlcg/rr/activate-action",
                 "ahlcg/rr/play-restrictions-permissions-and-instructions"), card=name)
    verify_source(engine, who, name)
    ban = trigger_ban(engine, ab, who)  # Cannot: refused before any cost is paid
    if ban is not None:
        raise IllegalPlay(f"{name}'s [{label}] ability cannot be triggered by {who}: {ban_words(ban)}",
                          "ahlcg/rr/cannot")
    if not engine.limit_ok(ab, who):
        raise IllegalPlay(f"{name}'s ability has reached its limit ({a.limit.count if a.limit else 0} per "
                          f"{a.limit.per if a.limit else ''})", "ahlcg/rr/limits-and-maximums")
    ctx = Context(name, who, depth, ability=ab, preset=dict(preset or {}), result=result)
    verify_condition(engine, a.condition, ctx, name)
    if not could_change_once_paid(engine, a.effects, a.cost, who, ctx):  # the card its cost picks named "chosen"
        raise IllegalPlay(f"{name}'s ability has no potential to change the game state: it cannot be initiated",
                          "ahlcg/rr/ability/triggered-abilities")
    if ignoring_costs is not None:
        costs_ignored(engine, a, name, ignoring_costs, depth)
    else:
        _pay_ability_costs(engine, who, name, a, depth, spend=spend, free=free, ctx=ctx)
    engine.count_use(ab, who)
    if not free and ignoring_costs is None:
        designator = a.designator.value if a.designator else None
        if designator:
            engine.emit(StepKind.NOTE, depth, f"The ability has a bold {designator.capitalize()} designator: it counts "
                        f"as {an(designator)} action", ("ahlcg/rr/ability/action-designators",), card=name)
        action = f"{an(designator) + ' action' if designator else 'an activate action'} ({name})"
        if not attacks_of_opportunity(engine, who, depth, provokes=designator not in NON_PROVOKING and a.provokes,
                                      why=action if a.provokes else f"{action}, as its text says,",
                                      actions=max(1, a.cost.actions), action=designator or "activate"):
            return False
    card = state.cards.get(name)
    if card is not None and card.zone not in (PLAY, HAND):  # a hidden card in a hand was never in play
        engine.emit(StepKind.NOTE, depth, f"{name} has left play, but the initiation sequence of its ability still "
                    "completes", ("ahlcg/rr/appendix-i",), card=name)
    occ = engine.occurrence("ability-triggered", depth, who=who, what=name, via=TRIGGERED_VIA.get(ab.kind),
                            ability=ab, text=f"{name}'s ability")
    done = engine.resolve([occ], lambda _: engine.run_effects(a.effects, ctx) and None,
                          announce=f"Step 3: {name}'s effects attempt to initiate (they may be canceled now)",
                          rules=("ahlcg/rr/appendix-i", "ahlcg/rr/cancel"), card=name)
    return bool(done)


def _pay_ability_costs(engine: Engine, who: str, name: str, a: Ability, depth: int, *, spend: bool,
                       free: bool, ctx: Context) -> None:
    """Initiation step 2: pay the ability's costs simultaneously. The action it costs is a qualifying
    restricted additional action if there is one (FAQ 1.10), else a standard action. What they paid is recorded in
    the resolution ``ctx`` ("for each horror taken as part of this ability's cost": ``cost_paid``)."""
    base = a.cost if spend else replace(a.cost, actions=0)
    cost = action_costs.with_added(engine, who, a.designator.value if a.designator else None, base, depth)
    described = a.cost if cost == base else cost  # as printed, or with what constants add (Tough Crowd)
    slot = actionpool.qualifying(engine, who, name, depth) if spend and cost.actions and not free else None
    if slot is not None:
        cost = replace(cost, actions=cost.actions - 1)
    elif spend and cost.actions:
        actionpool.require_standard(engine, who, f"{name}'s ability")
    rules = ("ahlcg/rr/appendix-i", "ahlcg/rr/costs") + (("ahlcg/errata/rr-costs",) if cost.exhaust else ())
    paid = described.describe() + (" — the action is the additional one" if slot is not None else "")
    try:
        pay_cost(engine, cost, who, name, depth, said=f"Step 2: costs paid simultaneously: {paid}", rules=rules,
                 with_payment=None if slot is None else lambda: actionpool.use_slot(engine, who, name, slot, depth),
                 preset=ctx.preset,
                 on_paid=lambda paid: record_paid(ctx, paid, paid.actions + (1 if slot is not None else 0)))
    except IllegalPlay as why:
        raise IllegalPlay(f"{why}: the cost cannot be paid, so the process is aborted without paying any cost",
                          "ahlcg/rr/appendix-i", *why.rules) from None


def costs_ignored(engine: Engine, ability: Ability, card: str, by: str, depth: int) -> None:
    """Initiation step 2 under "ignoring all costs": say what is not paid, pay nothing."""
    engine.emit(StepKind.STATE, depth,
                f"Step 2: costs ignored ({by}: \u201cignoring all costs\u201d): the costs before the colon of {card}'s "
                f"ability ({ability.cost.describe()}) are not paid, and no action is taken; costs after the colon "
                "are still paid as the effect resolves", _IGNORING + ("ahlcg/rr/appendix-i", "ahlcg/rr/costs"),
                card=card)
