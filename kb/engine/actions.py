"""What the players do: actions (2.2.1), playing cards and initiating abilities (Appendix I),
attacks of opportunity, free abilities in player windows, and the end of a turn (2.2.2).

Each refusal is an :class:`IllegalPlay` worded like the rule; :func:`perform` turns it into a
trace step ("Aborted: ..."), because a situation that asks for something the rules forbid has a
perfectly good answer: it does not happen.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from . import actionpool, concealed, costs, effects, procedures, undo
from .damage import attack
from .core.errors import IllegalPlay
from .occurrence import Context, Occurrence
from .situation.spec import Ability, Cost, Do
from .state import DISCARD, HAND, PLAY, AbilityState
from .text import an, count
from .situation.vocabulary import NON_PROVOKING, AbilityKind, ActionType, CardType, Duration, Result, StepKind

if TYPE_CHECKING:
    from .engine import Engine

_ACTION_RULE = {
    ActionType.PLAY: "ahlcg/rr/play-action", ActionType.FIGHT: "ahlcg/rr/fight-action",
    ActionType.EVADE: "ahlcg/rr/evade-evade-action", ActionType.INVESTIGATE: "ahlcg/rr/investigate-action",
    ActionType.MOVE: "ahlcg/rr/move-action", ActionType.ENGAGE: "ahlcg/rr/engage-action",
    ActionType.DRAW: "ahlcg/rr/draw-action", ActionType.RESOURCE: "ahlcg/rr/resource-action",
    ActionType.ACTIVATE: "ahlcg/rr/activate-action", ActionType.PARLEY: "ahlcg/rr/parley",
    ActionType.RESIGN: "ahlcg/rr/resign",
}


def perform(engine: Engine, item: Do, *, depth: int = 0, announce: bool = True) -> None:
    """Carry out one ``do`` item (at depth 0, or inside a skill test's player window)."""
    inv = engine.state.investigators[item.who]
    try:
        if inv.eliminated:
            raise IllegalPlay(f"{item.who} has been eliminated and takes no further part in the scenario",
                              "ahlcg/rr/elimination")
        if item.end_turn:
            end_turn(engine, item.who, depth)
        elif item.use:
            use_in_window(engine, item, depth=depth, announce=announce)
        else:
            assert item.action is not None
            take_action(engine, item.who, item.action, depth=depth, spend=True, card=item.card,
                        ability=item.ability, enemy=item.enemy, to=item.to, location=item.location,
                        result=item.result)
    except IllegalPlay as refused:
        engine.emit(StepKind.FRAMEWORK, depth, f"Not possible ({item.path}): {refused}",
                    refused.rules or ("ahlcg/rr/action",), card=item.card or item.use)


# -- actions ---------------------------------------------------------------------------------

def verify_can_act(engine: Engine, who: str) -> None:
    """Raise unless ``who`` may take an action now (2.2.1)."""
    state = engine.state
    inv = state.investigators[who]
    if state.phase != "investigation":
        raise IllegalPlay(f"actions are taken during the investigation phase, not the {state.phase} phase",
                          "ahlcg/rr/phase-ii", "ahlcg/rr/2-2-1")
    if state.turn != who:
        raise IllegalPlay(f"it is {state.turn}'s turn: only the active investigator takes actions",
                          "ahlcg/rr/2-2-1")
    if inv.turn_ended:
        raise IllegalPlay(f"{who}'s turn has ended: no more actions this turn", "ahlcg/rr/2-2-2")
    if actionpool.available(inv) < 1:
        raise IllegalPlay(f"{who} has no actions left: an investigator takes up to three actions a turn",
                          "ahlcg/rr/action", "ahlcg/rr/2-2-1")


def take_action(engine: Engine, who: str, action: ActionType, *, depth: int, spend: bool,
                card: str | None = None, ability: int | None = None, enemy: str | None = None,
                to: str | None = None, location: str | None = None, result: Result | None = None,
                by: str | None = None) -> bool:
    """Take one action: a ``perform-action`` triggering condition whose own effect is the action (its
    'after' window opens once the action has resolved in full, after what waited for the action to end:
    ``Engine.after_action``). ``spend`` is False for 'take an action' effects: as though an action were
    gained and immediately spent, so it provokes like any other action."""
    if spend:
        verify_can_act(engine, who)
    engine.acting += 1
    level = engine.acting
    target = card or enemy or to or location
    occ = engine.occurrence("perform-action", depth, who=who, what=target, text=f"{who}'s {action} action"
                            + (f" ({target})" if target else ""))
    if engine.keeps_states:
        occ.before = undo.capture(engine.state)
    done = [False]

    def body(_: list[Occurrence]) -> None:
        done[0] = _take_action(engine, who, action, depth=depth, spend=spend, card=card, ability=ability,
                               enemy=enemy, to=to, location=location, result=result, by=by)
        # The action has ended: what waits for that ("after this action has ended": Explore) resolves
        # now, as forced abilities do, before the 'after' window of perform-action opens.
        engine.action_ended(depth, level)

    try:
        engine.resolve([occ], body)
        return done[0]
    finally:
        engine.acting -= 1
        engine.action_ended(depth, level)  # an action refused or replaced part-way
        engine.flush_deferred(depth)


def _take_action(engine: Engine, who: str, action: ActionType, *, depth: int, spend: bool,
                 card: str | None, ability: int | None, enemy: str | None, to: str | None,
                 location: str | None, result: Result | None, by: str | None) -> bool:
    inv = engine.state.investigators[who]
    rule = _ACTION_RULE[action]
    target = card or enemy or (f"to {to}" if to else None) or location
    what = f"{action}" + (f" {target}" if target else "")
    if spend:
        extra = len(actionpool.unused(inv))
        left = f"{inv.actions} left" + (f" + {extra} additional" if extra else "")
        engine.emit(StepKind.FRAMEWORK, depth, f"{who} takes an action ({left}): {what}",
                    ("ahlcg/rr/2-2-1", "ahlcg/rr/action", rule), card=card)
    else:
        engine.emit(StepKind.FRAMEWORK, depth,
                    f"{who} takes an action through {by}'s effect: {what} \u2014 as though gaining an action and "
                    "immediately spending it, so it provokes attacks of opportunity like any action",
                    ("ahlcg/rr/action", "ahlcg/rr/attack-of-opportunity", "ahlcg/faq/1-1", rule), card=by)
    preset = {k: v for k, v in (("enemy", enemy), ("location", to or location)) if v}
    if action is ActionType.PLAY:
        return play_card(engine, who, card or "", depth, as_action=True, spend=spend, preset=preset, result=result)
    if action in (ActionType.ACTIVATE, ActionType.PARLEY, ActionType.RESIGN):
        if card is None:
            raise IllegalPlay(f"a {action} action activates a card's ability: name the card",
                              "ahlcg/rr/activate-action")
        return activate(engine, who, card, ability, depth, spend=spend, preset=preset, result=result, action=action)
    return basic_action(engine, who, action, depth, spend=spend, enemy=enemy, to=to, location=location,
                        result=result)


def basic_action(engine: Engine, who: str, action: ActionType, depth: int, *, spend: bool,
                 enemy: str | None, to: str | None, location: str | None, result: Result | None) -> bool:
    """Fight, evade, investigate, move, engage, draw, resource: pay 1 action, attacks of opportunity,
    then the action's consequences (Action)."""
    state = engine.state
    inv = state.investigators[who]
    here = inv.location
    rule = _ACTION_RULE[action]
    mini = enemy if action in (ActionType.FIGHT, ActionType.EVADE) and enemy in concealed.at(state, here) else None
    # What the action needs, checked before anything is paid.
    if action is ActionType.MOVE:
        if to is None or to not in state.locations[here].connections:
            raise IllegalPlay(f"a move action goes to a location connected to {here}"
                              + (f"; {to} is not" if to else ""), rule, "ahlcg/rr/move")
    if action in (ActionType.FIGHT, ActionType.ENGAGE) and mini is None:
        options = state.enemies_at(here)
        if enemy is None and len(options) == 1:
            enemy = options[0]
        if enemy not in options:
            raise IllegalPlay(f"{enemy or 'an enemy'} is not at {who}'s location", rule)
        if action is ActionType.ENGAGE and state.cards[enemy].engaged == who:
            raise IllegalPlay(f"{who} is already engaged with {enemy}", rule)
    if action is ActionType.INVESTIGATE and location not in (None, here):
        raise IllegalPlay(f"an investigate action investigates {who}'s own location ({here}), not {location}", rule)
    if action is ActionType.EVADE and mini is None:
        options = state.engaged_with(who)
        if enemy is None and len(options) == 1:
            enemy = options[0]
        if enemy not in options:
            raise IllegalPlay(f"{enemy or 'an enemy'} is not engaged with {who}", rule)
    if spend:
        actionpool.require_standard(engine, who, f"{an(action.value)} action")
        change = costs.pay(state, Cost(actions=1), who, who)
        engine.emit(StepKind.STATE, depth, f"Cost paid: 1 action ({change})", ("ahlcg/rr/action",), card=who)
    if not attacks_of_opportunity(engine, who, depth, provokes=action.value not in NON_PROVOKING,
                                  why=f"{an(action.value)} action"):
        return False
    ctx = Context(who, who, depth, result=result, preset={"enemy": enemy} if enemy else {})
    if mini is not None:
        return concealed.attempt(engine, who, mini, action.value, result, ctx)
    if action is ActionType.INVESTIGATE:
        return procedures.investigate(engine, who, location or here, result, ctx)
    if action is ActionType.FIGHT:
        return procedures.fight(engine, who, enemy or "", result, ctx)
    if action is ActionType.EVADE:
        return procedures.evade(engine, who, enemy or "", result, ctx)
    if action is ActionType.MOVE:
        return procedures.move(engine, who, to or here, depth, who)
    if action is ActionType.ENGAGE:
        return procedures.engage(engine, who, enemy or "", depth, who)
    if action is ActionType.DRAW:
        return procedures.draw(engine, who, 1, depth, who)
    return procedures.gain(engine, who, 1, depth, who)


def attacks_of_opportunity(engine: Engine, who: str, depth: int, *, provokes: bool, why: str,
                           actions: int = 1) -> bool:
    """Attack of Opportunity: after the costs, before the effect, each ready engaged enemy attacks.

    Returns whether ``who`` is still in the game to go on with the action.
    """
    state = engine.state
    ready = [e for e in state.engaged_with(who) if not state.cards[e].exhausted]
    if not ready:
        return True
    if not provokes:
        engine.emit(StepKind.NOTE, depth, f"{who} is engaged with {', '.join(ready)}, but {why} does not provoke "
                    "attacks of opportunity", ("ahlcg/rr/attack-of-opportunity", "ahlcg/faq/1-1"), card=who)
        return True
    ordered, choice = engine.book.order(ready)
    resting = [e for e in state.engaged_enemies(who) if state.cards[e].exhausted]
    engine.emit(StepKind.FRAMEWORK, depth,
                f"{who} is engaged with {count(len(ready), 'ready enemy', 'ready enemies')} and took {why}, "
                "which is not fight, evade, parley or resign: attacks of opportunity, after the costs are paid and "
                "before the effect" + (f"; costing {actions} actions, it still provokes one attack from each enemy"
                                       if actions > 1 else "")
                + (f" ({', '.join(resting)}: exhausted, so no attack)" if resting else ""),
                ("ahlcg/rr/attack-of-opportunity", "ahlcg/rr/appendix-i", "ahlcg/faq/1-1"), card=who)
    if len(ready) > 1:
        why_order = f"({choice.path})" if choice else "(no order given; the engine uses the situation's order)"
        engine.emit(StepKind.CHOICE, depth, f"{who} chooses the order of the attacks: {', then '.join(ordered)} "
                    f"{why_order}", ("ahlcg/rr/attack-of-opportunity",), card=who)
    for enemy in ordered:
        card = state.cards[enemy]
        if card.zone != PLAY or card.exhausted or enemy not in state.engaged_with(who) \
                or state.investigators[who].eliminated:
            continue
        attack(engine, enemy, who, "opportunity", depth + 1)
    if state.investigators[who].eliminated:
        engine.emit(StepKind.FRAMEWORK, depth, f"{who} was eliminated by an attack of opportunity: the action "
                    "does not continue", ("ahlcg/rr/attack-of-opportunity", "ahlcg/rr/elimination"), card=who)
        return False
    engine.emit(StepKind.FRAMEWORK, depth, "Attacks of opportunity made: the action continues",
                ("ahlcg/rr/attack-of-opportunity",), card=who)
    return True


# -- Appendix I: playing a card ----------------------------------------------------------------

def play_card(engine: Engine, who: str, name: str, depth: int, *, as_action: bool, spend: bool = True,
              window: Context | None = None, preset: dict[str, str] | None = None,
              result: Result | None = None, by_effect: str | None = None) -> bool:
    """The initiation sequence for playing a card from hand (``by_effect``: a card's effect plays it,
    not a play action: no action is spent, so no attack of opportunity; see ``search.py``)."""
    state = engine.state
    card = state.cards.get(name)
    if card is None or card.zone != HAND or card.owner != who:
        raise IllegalPlay(f"{who} does not have {name} in hand", "ahlcg/rr/play")
    spec = card.spec
    fast = "fast" in spec.keywords
    rules = ["ahlcg/rr/appendix-i", "ahlcg/rr/play", "ahlcg/rr/play-restrictions-permissions-and-instructions"] \
        + (["ahlcg/rr/fast"] if fast else [])
    engine.emit(StepKind.FRAMEWORK, depth, f"Initiation sequence: {who} plays {name} ({spec.type}"
                f"{', fast' if fast else ''}, cost {spec.cost}); play restrictions checked", tuple(rules), card=name)
    if spec.type not in (CardType.ASSET, CardType.EVENT):
        raise IllegalPlay(f"{name} is not an asset or event: it cannot be played", "ahlcg/rr/play")
    if as_action and fast:
        engine.emit(StepKind.NOTE, depth, f"{name} is fast: it is not played with the play action and costs no action",
                    ("ahlcg/rr/fast",), card=name)
        as_action = False
    elif by_effect is not None:
        engine.emit(StepKind.NOTE, depth, f"{name} is played through {by_effect}'s effect: not a play action, so no "
                    "action is spent; its own costs are paid as usual", ("ahlcg/rr/play", "ahlcg/rr/appendix-i"),
                    card=name)
    elif not as_action and not fast:
        raise IllegalPlay(f"{name} is not fast: it is played only with a play action on its player's turn",
                          "ahlcg/rr/play-action")
    probe = engine.occurrence("play-card", depth, who=who, what=name, text=f"{who} plays {name}")
    ban = engine.forbidden(probe)
    if ban is not None:
        raise IllegalPlay(f"{name} cannot be played: {ban.bearer}: \u201c{ban.ability.text or 'cannot'}\u201d",
                          "ahlcg/rr/cannot")
    ctx = Context(name, who, depth, occ=window.occ if window else None, timing=window.timing if window else None,
                  preset=dict(preset or {}), result=result)
    if window is not None:
        ctx.replacements = window.replacements
    if spec.type is CardType.EVENT and not effects.potential(engine, spec.effects, ctx):
        raise IllegalPlay(f"{name}'s effect has no potential to change the game state: it cannot be played",
                          "ahlcg/rr/event-cards", "ahlcg/rr/appendix-i")
    mods = engine.modifiers(probe)
    extra = sum(m.ability.cost_modifier for m in mods)
    if mods:
        engine.emit(StepKind.FRAMEWORK, depth, f"Step 1: cost modifiers apply ({', '.join(m.bearer for m in mods)}): "
                    f"{spec.cost} \u2192 {max(0, spec.cost + extra)} resources", ("ahlcg/rr/appendix-i", "ahlcg/rr/costs"),
                    card=name)
    cost = Cost(actions=1 if (as_action and spend) else 0)
    if cost.actions:
        actionpool.require_standard(engine, who, "a play action")
    resources = max(0, spec.cost + extra)
    if not costs.can_pay(state, cost, who, name, resources=resources):
        try:
            costs.verify_payable(state, cost, who, name, resources=resources)
        except IllegalPlay as why:
            raise IllegalPlay(f"{why}: the cost cannot be paid, so the process is aborted without paying any cost",
                              "ahlcg/rr/appendix-i", "ahlcg/rr/costs") from None
    change = costs.pay(state, cost, who, name, resources=resources)
    ctx.paid_resources = resources
    paid = ", ".join(p for p in (cost.describe() if cost.actions else "", count(resources, "resource") if resources else "")
                     if p) or "nothing"
    engine.emit(StepKind.STATE, depth, f"Step 2: costs paid simultaneously: {paid} ({change})",
                ("ahlcg/rr/appendix-i", "ahlcg/rr/costs"), card=name)
    if as_action:
        designator = spec.designator.value if spec.designator else None
        if designator:
            engine.emit(StepKind.NOTE, depth, f"{name} has a bold {designator.capitalize()} designator: playing it "
                        f"counts as {an(designator)} action", ("ahlcg/rr/ability/action-designators",), card=name)
        why = f"{an(designator)} action ({name})" if designator else "a play action"
        if not attacks_of_opportunity(engine, who, depth, provokes=designator not in NON_PROVOKING, why=why):
            return False
    elif state.engaged_enemies(who):
        attacks_of_opportunity(engine, who, depth, provokes=False,
                               why=(f"playing {name} through {by_effect}'s effect, which is not an action,"
                                    if by_effect else f"playing a fast card ({name}), which costs no action,"))
    card.zone = "limbo"
    if name in state.investigators[who].hand:
        state.investigators[who].hand.remove(name)
    occ = engine.occurrence("play-card", depth, who=who, what=name, text=f"{who} plays {name}")

    def step4(_: list[Occurrence]) -> None:
        if spec.type is CardType.EVENT:
            engine.emit(StepKind.EVENT, depth, f"Step 4: {name}'s effects resolve", ("ahlcg/rr/appendix-i",
                        "ahlcg/rr/event-cards"), card=name)
            engine.run_effects(spec.effects, ctx)
            if card.zone == "limbo":
                _to_discard(engine, name, who, depth, canceled=False)
            elif card.zone == PLAY:
                engine.emit(StepKind.NOTE, depth, f"{name} put itself into play: it stays in play instead of being "
                            "placed in the discard pile", ("ahlcg/rr/event-cards", "ahlcg/rr/put-into-play"), card=name)
        else:
            _enter_play(engine, name, who, depth)

    done = engine.resolve([occ], step4, announce=f"Step 3: {name} commences being played (its effects may be "
                          "canceled now)", rules=("ahlcg/rr/appendix-i", "ahlcg/rr/cancel"), card=name)
    if not done and card.zone == "limbo":
        _to_discard(engine, name, who, depth, canceled=True)
    return bool(done)


def _to_discard(engine: Engine, name: str, who: str, depth: int, *, canceled: bool) -> None:
    state = engine.state
    card = state.cards[name]
    card.zone = DISCARD
    owner = card.owner or who
    if owner in state.investigators:
        state.investigators[owner].discard.append(name)
    why = ("its effects were canceled, but it is still regarded as played and still placed in its owner's "
           "discard pile" if canceled else "placed in its owner's discard pile after its effects resolve")
    engine.emit(StepKind.STATE, depth, f"{name}: {why}",
                ("ahlcg/rr/event-cards",) + (("ahlcg/rr/cancel",) if canceled else ()), card=name)


def _enter_play(engine: Engine, name: str, who: str, depth: int) -> None:
    card = engine.state.cards[name]
    occ = engine.occurrence("enters-play", depth, who=who, what=name, text=f"{name} enters play")

    def body(_: list[Occurrence]) -> None:
        card.zone = PLAY
        card.controller = who

    engine.resolve([occ], body, announce=f"Step 4: {name} is played: it enters play under {who}'s control",
                   rules=("ahlcg/rr/appendix-i", "ahlcg/rr/asset-cards", "ahlcg/rr/enters-play"),
                   card=name, kind=StepKind.STATE)


# -- Appendix I: initiating an activated ability ------------------------------------------------

def _bearer_abilities(engine: Engine, name: str) -> list[AbilityState]:
    state = engine.state
    holder = state.investigators.get(name) or state.locations.get(name) or state.cards.get(name)
    return list(holder.abilities) if holder is not None else []


def verify_source(engine: Engine, who: str, name: str) -> None:
    """Activate Action / FAQ 1.2: which cards' abilities an investigator may use."""
    state = engine.state
    if name == who or (name in state.locations and state.investigators[who].location == name):
        return
    card = state.cards.get(name)
    if card is not None and card.zone == PLAY:
        if state.controller_of(name) == who:
            return
        if card.type is CardType.ENEMY or card.type is CardType.TREACHERY or card.type is CardType.LOCATION:
            if state.location_of(name) == state.investigators[who].location:
                return
        if card.type in (CardType.ACT, CardType.AGENDA):
            return
    raise IllegalPlay(f"{who} may not use {name}'s abilities: only cards he or she controls, scenario cards at "
                      "the same location, and the current act or agenda", "ahlcg/rr/activate-action")


def activate(engine: Engine, who: str, name: str, index: int | None, depth: int, *, spend: bool,
             preset: dict[str, str] | None = None, result: Result | None = None,
             action: ActionType = ActionType.ACTIVATE, free: bool = False, ignoring_costs: str | None = None) -> bool:
    """The initiation sequence for an [action] (or free) triggered ability.

    ``ignoring_costs`` names the card whose effect activates it "ignoring all costs": the costs of
    initiating (before the colon) are not paid, and no action is taken (see ``ignoring.py``).
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
    label = "free" if free else "action"
    engine.emit(StepKind.FRAMEWORK, depth, f"Initiation sequence: {who} uses {name}'s [{label}] ability: "
                f"\u201c{a.text or name}\u201d; play restrictions checked",
                ("ahlcg/rr/appendix-i", "ahlcg/rr/appendix-ii" if free else "ahlcg/rr/activate-action",
                 "ahlcg/rr/play-restrictions-permissions-and-instructions"), card=name)
    verify_source(engine, who, name)
    if not engine.limit_ok(ab):
        raise IllegalPlay(f"{name}'s ability has reached its limit ({a.limit.count if a.limit else 0} per "
                          f"{a.limit.per if a.limit else ''})", "ahlcg/rr/limits-and-maximums")
    ctx = Context(name, who, depth, ability=ab, preset=dict(preset or {}), result=result)
    if not effects.potential(engine, a.effects, ctx):
        raise IllegalPlay(f"{name}'s ability has no potential to change the game state: it cannot be initiated",
                          "ahlcg/rr/ability/triggered-abilities")
    if ignoring_costs is not None:
        from .ignoring import costs_ignored

        costs_ignored(engine, a, name, ignoring_costs, depth)
    else:
        _pay_ability_costs(engine, who, name, a, depth, spend=spend, free=free)
    engine.count_use(ab)
    if not free and ignoring_costs is None:
        designator = a.designator.value if a.designator else None
        if designator:
            engine.emit(StepKind.NOTE, depth, f"The ability has a bold {designator.capitalize()} designator: it counts "
                        f"as {an(designator)} action", ("ahlcg/rr/ability/action-designators",), card=name)
        if not attacks_of_opportunity(engine, who, depth, provokes=designator not in NON_PROVOKING,
                                      why=f"{an(designator) + ' action' if designator else 'an activate action'} ({name})",
                                      actions=max(1, a.cost.actions)):
            return False
    card = state.cards.get(name)
    if card is not None and card.zone != PLAY:
        engine.emit(StepKind.NOTE, depth, f"{name} has left play, but the initiation sequence of its ability still "
                    "completes", ("ahlcg/rr/appendix-i",), card=name)
    occ = engine.occurrence("ability-triggered", depth, who=who, what=name, text=f"{name}'s ability")
    done = engine.resolve([occ], lambda _: engine.run_effects(a.effects, ctx) and None,
                          announce=f"Step 3: {name}'s effects attempt to initiate (they may be canceled now)",
                          rules=("ahlcg/rr/appendix-i", "ahlcg/rr/cancel"), card=name)
    return bool(done)


def _pay_ability_costs(engine: Engine, who: str, name: str, a: Ability, depth: int, *, spend: bool,
                       free: bool) -> None:
    """Initiation step 2: pay the ability's costs simultaneously. The action it costs is a qualifying
    restricted additional action if there is one (FAQ 1.10), else a standard action."""
    cost = a.cost if spend else Cost(0, a.cost.resources, a.cost.exhaust, a.cost.clues, a.cost.uses)
    slot = actionpool.qualifying(engine, who, name) if spend and cost.actions and not free else None
    if slot is not None:
        cost = replace(cost, actions=cost.actions - 1)
    elif spend and cost.actions:
        actionpool.require_standard(engine, who, f"{name}'s ability")
    try:
        change = costs.pay(engine.state, cost, who, name)
    except IllegalPlay as why:
        raise IllegalPlay(f"{why}: the cost cannot be paid, so the process is aborted without paying any cost",
                          "ahlcg/rr/appendix-i", *why.rules) from None
    if slot is not None:
        actionpool.use_slot(engine, who, name, slot, depth)
    rules = ("ahlcg/rr/appendix-i", "ahlcg/rr/costs") + (("ahlcg/errata/rr-costs",) if cost.exhaust else ())
    paid = a.cost.describe() + (" — the action is the additional one" if slot is not None else "")
    engine.emit(StepKind.STATE, depth, f"Step 2: costs paid simultaneously: {paid} ({change})", rules, card=name)


# -- player windows and the end of the turn -------------------------------------------------------

def use_in_window(engine: Engine, item: Do, *, depth: int = 0, announce: bool = True) -> None:
    """A free ability or a fast card used in a player window (Appendix II)."""
    state = engine.state
    name = item.use or ""
    if announce:
        engine.emit(StepKind.WINDOW, depth, f"Player window: {item.who} uses {name}", ("ahlcg/rr/appendix-ii",),
                    card=name)
    if engine.peril is not None and item.who != engine.peril:
        raise IllegalPlay(f"{engine.peril} is resolving a peril encounter card: the other players cannot play "
                          "cards or trigger abilities", "ahlcg/rr/peril")
    card = state.cards.get(name)
    preset = {k: v for k, v in (("enemy", item.enemy), ("location", item.to or item.location)) if v}
    if card is not None and card.zone == HAND:
        if card.spec.play_when is not None:
            raise IllegalPlay(f"{name} is played only when its play instruction is met, not in a player window",
                              "ahlcg/rr/fast")
        if card.type is CardType.ASSET and state.turn != item.who:
            raise IllegalPlay("a fast asset is played in a player window during its player's own turn",
                              "ahlcg/rr/fast")
        play_card(engine, item.who, name, depth, as_action=False, preset=preset, result=item.result)
        return
    activate(engine, item.who, name, item.ability, depth, spend=False, preset=preset, result=item.result, free=True)


def end_turn(engine: Engine, who: str, depth: int) -> bool:
    """2.2.2: the turn ends; 'until the end of your turn' effects expire before 'at the end' abilities."""
    state = engine.state
    inv = state.investigators[who]
    if inv.turn_ended:
        engine.emit(StepKind.NOTE, depth, f"{who}'s turn has already ended", ("ahlcg/rr/2-2-2",), card=who)
        return False
    mid = engine.resolving_effects > 0
    engine.emit(StepKind.FRAMEWORK, depth, f"2.2.2: {who}'s turn ends"
                + (" immediately, in the middle of resolving an ability" if mid else ""), ("ahlcg/rr/2-2-2",), card=who)
    for text in procedures.expire_lasting(engine, Duration.UNTIL_END_OF_TURN, depth):
        engine.emit(StepKind.STATE, depth, f"Lasting effect expires as the turn ends: {text}",
                    ("ahlcg/rr/lasting-effects", "ahlcg/rr/2-2-2"), card=who)
    occ = engine.occurrence("turn-ends", depth, who=who, text=f"{who}'s turn ends")
    engine.resolve([occ], None)
    inv.turn_ended = True
    state.turn_serial += 1
    if mid:
        engine.emit(StepKind.NOTE, depth, "The turn has ended during the resolution of an ability: the remainder of "
                    "that ability still resolves; it is not canceled", ("ahlcg/rr/effects", "ahlcg/rr/2-2-2"), card=who)
    return True
