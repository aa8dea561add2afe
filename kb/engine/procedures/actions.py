"""What the players do: the ``do`` items — actions (2.2.1), free abilities and fast cards used in
player windows (Appendix II), the end of a turn (2.2.2), and story cards the scenario instructs them to resolve.
Playing a card and initiating an ability (Appendix I) are ``playing.py`` and ``activation.py``; attacks of
opportunity, ``opportunity.py``; resolving a story card, ``story.py``.

Each refusal is an :class:`IllegalPlay` worded like the rule; :func:`perform` turns it into a
trace step ("Aborted: ..."), because a situation that asks for something the rules forbid has a
perfectly good answer: it does not happen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import checkpoint, costs, standing
from ..core.history import PERIODS, Performed
from ..core.connections import connected
from ..core.errors import IllegalPlay
from ..core.occurrence import Context, Occurrence
from ..core.state import HAND
from ..core.text import an
from ..situation.plan import Do
from ..situation.spec import Cost
from ..situation.vocabulary import NON_PROVOKING, ActionType, CardType, Duration, LimitPeriod, Result, StepKind
from . import action_costs, actionpool, concealed
from .activation import activate, designator_of
from .board import move
from .enemies import engage
from .gains import draw, gain
from .lasting import expire_lasting
from .opportunity import attacks_of_opportunity
from .playing import play_card
from .fight_permits import fight_permission
from .skill_actions import evade, fight, investigate
from .story import resolve_story

if TYPE_CHECKING:
    from ..core.engine import Engine

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
        elif item.resolve:
            resolve_story(engine, item.who, item.resolve, depth)
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
                            + (f" ({target})" if target else ""), via=performed(engine, action, card, ability),
                            source=engine.state.location_of(who), to=to if action is ActionType.MOVE else None)
    if engine.keeps_states:
        occ.before = checkpoint.capture(engine.state)
    done = [False]

    def body(_: list[Occurrence]) -> None:
        done[0] = _take_action(engine, who, action, depth=depth, spend=spend, card=card, ability=ability,
                               enemy=enemy, to=to, location=location, result=result, by=by)
        if done[0]:  # performed: "your first action" is one performed before none other this turn
            state = engine.state
            state.history.performed.append(Performed(who, occ.via or action.value, card,
                                                     {p: state.period_key(LimitPeriod(p)) for p in PERIODS}))
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


def performed(engine: Engine, action: ActionType, card: str | None, ability: int | None) -> str:
    """The action an investigator performs, as a ``perform-action``'s ``via``: the action taken, or — activating an
    ability with a bold designator — the designated action (Action Designators: "Activating such an ability performs
    the designated action")."""
    if action is ActionType.ACTIVATE and card is not None:
        designator = designator_of(engine, card, ability)
        if designator is not None:
            return designator
    return action.value


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
        if to is None or to not in connected(state, here):
            raise IllegalPlay(f"a move action goes to a location connected to {here}"
                              + (f"; {to} is not" if to else ""), rule, "ahlcg/rr/move")
        ban = engine.forbidden(Occurrence("move", depth, who=who, what=to, source=here))
        if ban is not None:  # "You cannot move": no destination is valid, so the action is never taken (nothing paid)
            raise IllegalPlay(f"{who} cannot move from {here} to {to} ({ban.bearer}: \u201c{ban.ability.text or 'cannot'}\u201d): with no "
                              "valid destination the move cannot be attempted, so the move action is not taken and "
                              "no action is spent", rule, "ahlcg/rr/move", "ahlcg/rr/cannot")
    if action is ActionType.ENGAGE and enemy in state.minicards:
        raise IllegalPlay(f"{enemy} is a concealed mini-card, not an enemy: it cannot be engaged like an enemy", rule,
                          "ahlcg/glossary/concealed-mini-cards")
    if action in (ActionType.FIGHT, ActionType.ENGAGE) and mini is None:
        options = state.enemies_at(here)
        if enemy is None and len(options) == 1:
            enemy = options[0]
        if enemy not in options and not (action is ActionType.FIGHT and enemy in state.cards
                                         and fight_permission(engine, who, enemy, depth)):
            shadows = concealed.in_shadows(state)
            hidden = " (it is in the shadows, at no location: expose its mini-card first)" if enemy in shadows else ""
            raise IllegalPlay(f"{enemy or 'an enemy'} is not at {who}'s location{hidden}", rule)
        if action is ActionType.ENGAGE and state.cards[enemy].engaged == who:
            raise IllegalPlay(f"{who} is already engaged with {enemy}", rule)
        barred = standing.restriction(engine, who, enemy, "attack") if action is ActionType.FIGHT else None
        if barred is not None:
            raise IllegalPlay(barred, rule, "ahlcg/rr/aloof")
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
        cost = action_costs.with_added(engine, who, action.value, Cost(actions=1), depth)  # Tough Crowd
        costs.verify_payable(state, cost, who, who)
        change = costs.pay(state, cost, who, who)
        engine.emit(StepKind.STATE, depth, f"Cost paid: {cost.describe()} ({change})", ("ahlcg/rr/action",), card=who)
    if not attacks_of_opportunity(engine, who, depth, provokes=action.value not in NON_PROVOKING,
                                  why=f"{an(action.value)} action", action=action.value):
        return False
    ctx = Context(who, who, depth, result=result, preset={"enemy": enemy} if enemy else {})
    if mini is not None:
        return concealed.attempt(engine, who, mini, action.value, result, ctx)
    if action is ActionType.INVESTIGATE:
        return investigate(engine, who, location or here, result, ctx)
    if action is ActionType.FIGHT:
        return fight(engine, who, enemy or "", result, ctx)
    if action is ActionType.EVADE:
        return evade(engine, who, enemy or "", result, ctx)
    if action is ActionType.MOVE:
        return move(engine, who, to or here, depth, who)
    if action is ActionType.ENGAGE:
        return engage(engine, who, enemy or "", depth, who, taxed=ctx)
    if action is ActionType.DRAW:
        return draw(engine, who, 1, depth, who)
    return gain(engine, who, 1, depth, who)


# -- player windows and the end of the turn -------------------------------------------------------

def use_in_window(engine: Engine, item: Do, *, depth: int = 0, announce: bool = True) -> None:
    """A free ability or a fast card used in a player window (Appendix II)."""
    state = engine.state
    name = item.use or ""
    if announce:
        engine.emit(StepKind.WINDOW, depth, f"Player window: {item.who} uses {name}", ("ahlcg/rr/appendix-ii",),
                    card=name)
    barred = standing.forbidding(engine, item.who, name, "use")
    if barred is not None:
        raise IllegalPlay(barred[1], standing.CITED[barred[0]])
    card = state.cards.get(name)
    preset = {k: v for k, v in (("enemy", item.enemy), ("location", item.to or item.location)) if v}
    if card is not None and card.zone == HAND:
        if card.spec.play_when is not None:
            raise IllegalPlay(f"{name} is played only when its play instruction is met, not in a player window",
                              "ahlcg/rr/fast")
        period = card.spec.play_during
        if (period == "your-turn" and state.turn != item.who) or (period == "any-turn" and state.turn is None):
            raise IllegalPlay(f"{name}'s play instruction: play only during "
                              + ("your turn" if period == "your-turn" else "an investigator's turn"),
                              "ahlcg/rr/play-restrictions-permissions-and-instructions")
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
    for text in expire_lasting(engine, Duration.UNTIL_END_OF_TURN, depth):
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
