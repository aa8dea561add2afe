"""Effects on the board: moving an investigator or an unengaged enemy (to a location, or toward one), engaging and
disengaging an enemy, a location's flood level; and
whether flipping a location or exploring could change anything (``procedures/board.py`` and
``procedures/explore.py`` resolve those two themselves)."""

from __future__ import annotations

import itertools
from contextlib import nullcontext
from typing import TYPE_CHECKING

from ..core import standing
from ..core.connections import connected, positioned
from ..procedures.enemy_moves import enemy_moving
from ..core.occurrence import Context, Occurrence
from ..core.results import ENEMY_ENGAGED, record
from ..core.targets import RANDOM_LOCATION, candidates, choose, pick, report_unplaced
from ..procedures import board, enemies
from ..situation.layout import DIRECTIONS
from ..situation.spec import Effect
from ..situation.vocabulary import ANY_NUMBER, StepKind
from .parameters import for_each_investigator, investigator_of, selectable, unresolvable

if TYPE_CHECKING:
    from ..core.engine import Engine

#: ``toward``: the investigator nearest to the moving enemy (each one its own).
NEAREST = "nearest-investigator"
#: ``toward``: the moving enemy's prey, the investigator who best meets its prey instructions ("its prey's location").
PREY = "prey"


def move(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Move each investigator picked to the destination; with ``from`` ("Move from her location to …"), only one at a
    location it names: the move leaves that location (Move), so from anywhere else there is none to make."""
    def move_one(who: str) -> bool:
        sub = Context(ctx.bearer, who, ctx.depth, ctx.occ, ctx.ability, ctx.timing, ctx.mandatory, ctx.preset)
        if eff.source and engine.state.location_of(who) not in selectable(engine, eff.source, sub):
            return unresolvable(engine, ctx, f"investigator at {eff.source} (a move from there)")
        dest = destination(engine, eff.to or "a-connecting-location", sub)
        if dest is None:
            return unresolvable(engine, ctx, "destination")
        return board.move(engine, who, dest, ctx.depth, ctx.bearer)
    return for_each_investigator(engine, eff, ctx, move_one)


def destination(engine: Engine, selector: str, ctx: Context) -> str | None:
    """Where an investigator moves: a location the selector picks other than the one he or she is at (Move: "it
    cannot move to its same (current) placement"); among several, a choice."""
    here = engine.state.location_of(ctx.you)
    report_unplaced(engine, selector, ctx)
    found, one = candidates(engine, selector, ctx)
    options = [loc for loc in found if loc in engine.state.locations and loc != here]
    if not options:
        return None
    return choose(engine, ctx, options, "location") if one and len(options) > 1 else options[0]


def move_enemy(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Move an unengaged enemy (each one, for an "each …" selector) to a location, or ``amount`` times one
    connection toward a location or an investigator (``toward``: along the shortest path, Move; Hunter)."""
    state = engine.state
    found = [e for e in pick(engine, eff.enemy or "an-enemy-at-your-location", ctx, noun="enemy")
             if state.kind_of(e) == "enemy"]
    if not found:
        return unresolvable(engine, ctx, "enemy")
    order = enemies.lead_orders(engine, found, ctx.depth, "enemies move by this effect", ("ahlcg/rr/move",))
    results = []
    for e in order:
        with enemy_moving(engine, e, ctx.depth):  # "While an enemy is moving" (core/moving.py)
            results.append(_toward(engine, eff, ctx, e) if eff.toward else _any_direction(engine, eff, ctx, e)
                           if eff.amount and not eff.to else _move_enemy_to(engine, eff, ctx, e))
    return all(results)


def _any_direction(engine: Engine, eff: Effect, ctx: Context, name: str) -> bool:
    """``amount`` moves "in any direction": each to a location connected to the enemy's own, the player's choice (a
    `target` choice; Move: a moving entity moves to a connecting location)."""
    state = engine.state
    card = state.cards[name]
    for n in range(eff.amount or 1):
        options = list(connected(state, card.location)) if card.location and card.engaged is None else []
        if not options or not state.in_game(name):
            return n > 0 or unresolvable(engine, ctx, "unengaged enemy at a location with a connection")
        lured, dest = enemies.lured_step(engine, name, ctx.depth)  # "… toward X, instead of …" (procedures/luring.py)
        if lured and dest is None:
            return n > 0
        dest = dest or (choose(engine, ctx, options, "location") if len(options) > 1 else options[0])
        enemy_step(engine, ctx, name, dest, f"{name} moves one location in any direction ({n + 1} of {eff.amount})")
    return True


def _move_enemy_to(engine: Engine, eff: Effect, ctx: Context, name: str) -> bool:
    state = engine.state
    dest = pick(engine, eff.to or "a-connecting-location", ctx, noun="location")
    card = state.cards[name]
    if not dest or dest[0] not in state.locations or card.engaged is not None or card.location is None \
            or card.location == dest[0]:
        return unresolvable(engine, ctx, "unengaged enemy elsewhere")
    lured, step = enemies.lured_step(engine, name, ctx.depth)  # "… toward X, instead of …" (procedures/luring.py)
    if lured:
        return step is not None and enemy_step(engine, ctx, name, step, f"{ctx.bearer} moves {name} toward {step} "
                                               "instead")
    return enemy_step(engine, ctx, name, dest[0], f"{ctx.bearer} moves {name} to {dest[0]}")


def enemy_step(engine: Engine, ctx: Context, name: str, where: str, announce: str) -> bool:
    """One move of an enemy (an ``enemy-moves`` triggering condition). It does not engage by this effect: the
    standing rule of Enemy Engagement does it, as for any change that puts a ready unengaged enemy with an
    investigator (and then it moves no further: an engaged enemy is in a threat area)."""
    card = engine.state.cards[name]
    origin = card.location
    occ = engine.occurrence("enemy-moves", ctx.depth, what=name, source=origin, to=where, via="effect",
                            text=f"{name} moves to {where}")

    entered: list[str] = []  # the move happened (not replaced or cancelled), whatever engaged it on arrival

    def body(_: list[Occurrence]) -> None:
        card.location = where
        entered.append(where)
        engine.emit(StepKind.STATE, ctx.depth, f"{name} moves from {origin} to {where}", ("ahlcg/rr/move",),
                    card=ctx.bearer)

    was_engaged = card.engaged
    moved = bool(engine.resolve([occ], body, announce=announce, rules=("ahlcg/rr/move",), card=ctx.bearer))
    if moved and entered:  # "If it moved more than one location by this effect": an engaging step counts too
        record(ctx, "location-moved", 1, (name,))
    if entered and was_engaged is None and card.engaged is not None:  # Enemy Engagement: it engaged as it entered,
        record(ctx, ENEMY_ENGAGED, 1, (name,))  # so as a result of this effect ("… that engages you as a result …")
    return moved


def move_enemy_until(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Move an unengaged enemy "(one location at a time) until it enters" ``toward`` (a location, or where an
    investigator is): one connection at a time along a shortest path, each a move of its own (an ``enemy-moves``
    triggering condition, Move), as many as it takes; it stops once there, once engaged (Enemy Engagement: an engaged
    enemy is in a threat area) or once no path leads on."""
    state = engine.state
    found = [e for e in pick(engine, eff.enemy or "self", ctx, noun="enemy") if state.kind_of(e) == "enemy"]
    if not found:
        return unresolvable(engine, ctx, "enemy")
    order = enemies.lead_orders(engine, found, ctx.depth, "enemies move by this effect", ("ahlcg/rr/move",))
    results = []
    for e in order:
        with enemy_moving(engine, e, ctx.depth):  # "While an enemy is moving" (core/moving.py)
            results.append(_toward(engine, eff, ctx, e, until=True))
    return all(results)


def _toward(engine: Engine, eff: Effect, ctx: Context, name: str, until: bool = False) -> bool:
    """``amount`` moves of one connection each toward ``toward`` (a location, or where an investigator is); ``until``:
    as many as it takes to enter it (the goal found once, before the first move)."""
    state = engine.state
    card = state.cards[name]
    rules = ("ahlcg/rr/move", "ahlcg/rr/nearest")
    aim = _goal(engine, eff, ctx, name) if until else None
    for n in (itertools.count() if until else range(eff.amount or 1)):
        here = card.location
        if card.engaged is not None or here is None or not state.in_game(name):
            return n > 0 or unresolvable(engine, ctx, "unengaged enemy at a location")
        goal = aim if until else _goal(engine, eff, ctx, name)
        if goal is None:
            return n > 0
        options = enemies.steps_toward(engine, here, goal)
        if until and here == goal and n > 0:
            return True  # it has entered the location: the moves end
        if not options:
            why = "it is there already" if here == goal else "no path leads there"
            engine.emit(StepKind.NOTE, ctx.depth, f"{name} does not move toward {goal}: {why}", rules, card=ctx.bearer)
            return n > 0
        lured, dest = enemies.lured_step(engine, name, ctx.depth)  # "… toward X, instead of …" (procedures/luring.py)
        if lured and dest is None:
            return n > 0
        dest = dest or enemies.lead_picks(engine, name, options, ctx.depth,
                                          f"{name} has several shortest paths toward {goal}", rules)
        enemy_step(engine, ctx, name, dest, f"{name} moves one location toward {goal} ({n + 1} of "
              f"{'as many as it takes' if until else eff.amount or 1})")
    return True


def _goal(engine: Engine, eff: Effect, ctx: Context, name: str) -> str | None:
    """Where ``toward`` is now: a location, where an investigator is, or where the investigator nearest to the
    enemy is (``nearest-investigator``: Nearest, as the hunter keyword reckons it)."""
    state = engine.state
    if eff.toward == NEAREST:
        found = enemies.nearest_investigator(engine, name, ctx.depth)
        return state.location_of(found[0]) if found else None
    if eff.toward == PREY:
        return state.location_of(_prey(engine, ctx, name))
    if eff.toward == RANDOM_LOCATION:
        engine.emit(StepKind.NOTE, ctx.depth, f"{name} moves toward a location picked at random: the engine has no "
                    "randomness, so the situation states it (a `target` choice)", ("ahlcg/rr/move",), card=ctx.bearer)
    aim = pick(engine, eff.toward or "you", ctx, noun="location")
    return state.location_of(aim[0]) if aim else None


def _prey(engine: Engine, ctx: Context, name: str) -> str:
    """The enemy's prey: among the investigators in the game, the one who best meets its prey instructions (Prey; one
    named "only" is the only one there is); tied, or with no instructions, the lead investigator decides (a `target`
    choice, Lead Investigator)."""
    state = engine.state
    everyone = [i for i in state.player_order() if state.location_of(i)]
    best, why = enemies.prey_best(engine, name, everyone)
    if why:
        engine.emit(StepKind.NOTE, ctx.depth, f"{name}'s prey: {why} \u2192 {', '.join(best)}", ("ahlcg/rr/prey",),
                    card=ctx.bearer)
    return enemies.lead_picks(engine, name, best, ctx.depth, f"{name} moves toward its prey", ("ahlcg/rr/prey",))


def hunt(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Resolve the hunter keyword of each enemy picked, as 3.2 does (Hunter): whether any of them moved."""
    state = engine.state
    found = [e for e in pick(engine, eff.enemy or "self", ctx, noun="enemy") if state.kind_of(e) == "enemy"]
    if not found:
        return unresolvable(engine, ctx, "enemy")
    moved = []
    for name in enemies.lead_orders(engine, found, ctx.depth, "enemies resolve their hunter keyword",
                                    ("ahlcg/rr/hunter",)):
        card, before = state.cards[name], state.cards[name].location
        if card.engaged is not None or card.exhausted:
            engine.emit(StepKind.NOTE, ctx.depth, f"{name} is {'engaged' if card.engaged else 'exhausted'}: its hunter "
                        "keyword moves only a ready, unengaged enemy", ("ahlcg/rr/hunter",), card=ctx.bearer)
            continue
        enemies.hunt(engine, name, ctx.depth)
        moved.append(state.cards[name].location != before or state.cards[name].engaged is not None)
    return any(moved)


def could_hunt(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    return any(state.kind_of(e) == "enemy" and state.cards[e].engaged is None and not state.cards[e].exhausted
               for e in selectable(engine, eff.enemy or "self", ctx))


def could_move_enemy(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    return any(state.kind_of(e) == "enemy" and state.cards[e].engaged is None and state.cards[e].location
               for e in selectable(engine, eff.enemy or "an-enemy-at-your-location", ctx))


def disengage(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Disengage from enemies (by default each one engaged with you); with ``to``, then move there as part of the
    same effect: the enemies stay behind, unengaged (nothing engages between the two), Enemy Engagement; Move."""
    state = engine.state
    if (eff.who or "").startswith("each-") and not eff.to:  # "disengage him from all investigators": each engaged
        foes = {e for e in pick(engine, eff.enemy or "each-enemy-engaged-with-you", ctx, noun="enemy", decide=False)
                if state.kind_of(e) == "enemy"}
        return for_each_investigator(engine, eff, ctx, lambda w: _disengage_from(engine, eff, ctx, w)
                                     if foes & set(state.engaged_enemies(w)) else True)
    who = investigator_of(engine, eff, ctx)
    if who is None:
        return unresolvable(engine, ctx, "investigator")
    return _disengage_from(engine, eff, ctx, who)


def _disengage_from(engine: Engine, eff: Effect, ctx: Context, who: str) -> bool:
    """One investigator disengages from the enemies picked (and moves, with ``to``)."""
    state = engine.state
    sub = Context(ctx.bearer, who, ctx.depth, ctx.occ, ctx.ability, ctx.timing, ctx.mandatory, ctx.preset)
    foes = [e for e in pick(engine, eff.enemy or "each-enemy-engaged-with-you", sub, noun="enemy")
            if state.kind_of(e) == "enemy" and state.cards[e].engaged == who]
    origin = state.location_of(who)
    if not foes and not eff.to:
        return unresolvable(engine, ctx, "enemy engaged with the investigator")
    with standing.hold(engine, origin) if eff.to and origin else nullcontext():
        done = [enemies.disengage(engine, who, e, ctx.depth, ctx.bearer) for e in foes]
        if not eff.to:
            return all(done)
        dest = destination(engine, eff.to, sub)
        if dest is None:
            return unresolvable(engine, ctx, "destination")
        if foes:
            engine.emit(StepKind.NOTE, ctx.depth, f"{who} moves away from {origin} as part of the same effect: "
                        f"{', '.join(foes)} {'stays' if len(foes) == 1 else 'stay'} there, unengaged", ("ahlcg/rr/enemy-engagement", "ahlcg/rr/move"),
                        card=ctx.bearer)
        return board.move(engine, who, dest, ctx.depth, ctx.bearer) and all(done)


def could_disengage(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    return bool(eff.to) or any(state.kind_of(e) == "enemy" and state.cards[e].engaged == ctx.you
                               for e in selectable(engine, eff.enemy or "each-enemy-engaged-with-you", ctx))


def engage(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Engage the enemy the selector picks, or each one an ``each-`` or ``any-number-of-`` selector picks ("Engage any
    number of enemies at your location": those chosen, one after another; Enemy Engagement)."""
    who = investigator_of(engine, eff, ctx)
    selector = eff.enemy or "an-enemy-at-your-location"
    found = [e for e in pick(engine, selector, ctx, noun="enemy") if engine.state.kind_of(e) == "enemy"]
    if not who or not found:
        return unresolvable(engine, ctx, "enemy")
    several = selector.startswith(("each-", ANY_NUMBER))
    done = [enemies.engage(engine, who, e, ctx.depth, ctx.bearer, taxed=ctx) for e in (found if several else found[:1])]
    engaged = tuple(e for e, ok in zip(found, done) if ok)  # "for each enemy engaged in this way" (core/results.py)
    record(ctx, "enemy-engaged", len(engaged), engaged)
    return all(done)


def increase_flood(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return board.change_flood(engine, eff, ctx, step=1)


def decrease_flood(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return board.change_flood(engine, eff, ctx, step=-1)


def could_move(engine: Engine, eff: Effect, ctx: Context) -> bool:
    here = engine.state.location_of(ctx.you)
    if eff.source and here not in selectable(engine, eff.source, ctx):
        return False  # "Move from X to …" with you elsewhere: no move to make
    if eff.to in DIRECTIONS and positioned(engine.state, here, eff.to) is None:
        return True  # a position the layout does not give: not known, so not refused (the move says not modelled)
    # a destination a 'cannot' forbids is none (Move: "If there is no valid destination for a move, the move cannot
    # be attempted"): an ability whose one change is such a move cannot initiate (Costs)
    return any(d != here and engine.forbidden(Occurrence("move", ctx.depth, who=ctx.you, what=d, source=here)) is None
               for d in selectable(engine, eff.to or "a-connecting-location", ctx))


def could_engage(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    return any(state.kind_of(e) == "enemy" and state.cards[e].engaged != ctx.you
               for e in selectable(engine, eff.enemy or "an-enemy-at-your-location", ctx))


def could_change_flood(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    top = "fully-flooded" if eff.effect == "increase-flood" else "unflooded"
    return any(state.locations[loc].flood != top for loc in selectable(engine, eff.to or "this-location", ctx)
               if loc in state.locations)


def could_flip(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    return any(state.locations[loc].other_side is not None
               for loc in selectable(engine, eff.to or "your-location", ctx) if loc in state.locations)


def could_explore(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return bool(engine.state.exploration_deck)
