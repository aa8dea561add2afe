"""Investigating, fighting and evading: the procedures an action and an effect that "performs the
effect of an action" share (only paying for the action differs), each with its skill test
(``skilltest.py``), and the additional costs paid as such an effect would resolve (FAQ 1.6): an investigation's,
an attack's or an evasion's alike ("As an additional cost to fight X, you must spend 1 additional action").

Each raises its own triggering condition through :meth:`Engine.resolve` (so it gets its would/
when/at/after windows) and returns whether it resolved in full.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import nullcontext
from typing import TYPE_CHECKING, NamedTuple

from ..core import standing
from ..core.counted import count
from ..core.occurrence import Context, Occurrence
from ..core.ongoing import Test, TestResult
from ..situation.vocabulary import Result, StepKind
from . import spread_attack, swarm
from .spread_attack import attack_said
from .paying_costs import additional_costs
from .damage import Deal, deal
from .gains import discover
from .haunted import after_investigation
from .results import attack_total
from .attack_values import against_values
from .skilltest import run_test

if TYPE_CHECKING:
    from ..core.engine import Engine

class Printed(NamedTuple):
    """What a designating card prints for the action's test: its results on success and on fail (ST.7), and
    what it does if a chaos token is revealed ("If a [skull] … is revealed during this attack", ST.4)."""

    success: Sequence[TestResult] = ()
    fail: Sequence[TestResult] = ()
    revealed: Sequence[TestResult] = ()
    begin: Sequence[TestResult] = ()  # its "for this attack" modifiers counted from the state, as the test begins


def _source(engine: Engine, ctx: Context, who: str) -> str:
    return ctx.bearer if ctx.bearer in engine.state.cards else who


def investigate(engine: Engine, who: str, location: str, result: Result | None, ctx: Context,
                base: int | None = None, bonus: int = 0, skill: str | None = None,
                printed: Printed = Printed(), replace: bool = False, shroud: int = 0,
                equal_to: str | None = None) -> bool:
    """Investigate: additional costs first (FAQ 1.6), then an intellect test against the shroud;
    its result at ST.7 is discovering 1 clue, beside the ``printed`` results of the card that
    designated it ("If you succeed, …"), or replaced by them (``replace``: "instead of discovering clues").
    ``shroud``: the card's modifier to the location's shroud for this investigation ("Your location gets -2 shroud
    for this investigation"): the value tested against, at least 0 (Modifiers). ``equal_to``: a count of the state the
    difficulty is instead ("The difficulty of this skill test is equal to the highest shroud value among revealed
    locations in play"; Difficulty: "unless otherwise specified"), counted for the investigator as the test begins;
    the constant modifiers to the value tested against still apply, as to any investigation of the location."""
    state = engine.state
    loc = state.locations[location]
    value = max(0, loc.shroud + shroud)
    against = f"{location}'s shroud {loc.shroud}" + (f" {shroud:+d} ({ctx.bearer}) = {value}" if shroud else "")
    if equal_to is not None:
        counted = count(state, equal_to, who, ctx.bearer)
        value = counted[0] if counted is not None else 0
        against = f"the difficulty {ctx.bearer} sets: {counted[1] if counted else f'nothing to count for {equal_to}: 0'}"
    occ = engine.occurrence("investigate", ctx.depth, who=who, what=location,
                            text=f"{who} investigates {location}")
    _elsewhere(engine, who, location, ctx)
    if not additional_costs(engine, occ, ctx, who):
        return False
    full = [False]
    source = _source(engine, ctx, who)

    def clue(depth: int) -> bool:
        full[0] = discover(engine, who, location, 1, depth, ctx.bearer, via="investigate")
        return full[0]

    own = [] if replace else [TestResult(f"{who} discovers 1 clue at {location} (the investigation's result)",
                                         source, clue)]
    if replace:
        engine.emit(StepKind.NOTE, ctx.depth, f"{ctx.bearer}: if the investigation succeeds, its own result is "
                    "replaced: no clue is discovered, the card's result resolves instead",
                    ("ahlcg/rr/investigate-action", "ahlcg/rr/instead"), card=ctx.bearer)

    instead = [ab for ab in engine.modifiers(occ) if ab.ability.skill_instead]
    if instead:  # "This location is investigated using [willpower] instead of the skill indicated"
        skill = instead[-1].ability.skill_instead
        engine.emit(StepKind.NOTE, ctx.depth, f"{instead[-1].bearer}: {location} is investigated using {skill} instead "
                    "of the skill the investigation indicates", ("ahlcg/rr/investigate-action",
                                                                 "ahlcg/rr/ability/constant-abilities"),
                    card=instead[-1].bearer)

    def body(_: list[Occurrence]) -> None:
        run_test(engine, Test(who, skill or "intellect", value, against, "investigate",
                              ctx.depth, source=source, target=location, base=base, bonus=bonus, stated=result,
                              on_success=own + list(printed[0]), on_fail=list(printed[1]), on_revealed=list(printed.revealed),
                              on_begin=list(printed.begin),
                              after_results=after_investigation(engine, who, location)))

    engine.resolve([occ], body, announce=f"{who} investigates {location} (shroud {loc.shroud})",
                   rules=("ahlcg/rr/investigate-action",), card=ctx.bearer)
    return full[0]


def _elsewhere(engine: Engine, who: str, location: str, ctx: Context) -> None:
    """A card that names a location other than the investigator's ("Investigate any revealed location in play as if
    you were at that location"): a permission (the card's text takes precedence over the rule that an investigator
    investigates his or her location); said in the trace, the investigator staying where he or she is."""
    here = engine.state.location_of(who)
    if here is not None and here != location:
        engine.emit(StepKind.NOTE, ctx.depth, f"{ctx.bearer}: {who} investigates {location} from {here}, as if at "
                    "that location (the card's permission; the investigator does not move)",
                    ("ahlcg/rr/investigate-action", "ahlcg/rr/play-restrictions-permissions-and-instructions",
                     "ahlcg/rr/golden-rules"), card=ctx.bearer)


def fight(engine: Engine, who: str, enemy: str, result: Result | None, ctx: Context, extra: int = 0,
          base: int | None = None, bonus: int = 0, skill: str | None = None, printed: Printed = Printed()) -> bool:
    """Fight: a combat test against the enemy's fight value; success deals 1 (+extra) damage, failure
    against an enemy engaged with another investigator deals it to that investigator. Retaliate answers a
    failed test after its results (the keyword table, ``standing.py``), whoever started the attack."""
    state = engine.state
    card = state.cards[enemy]
    source = _source(engine, ctx, who)
    barred = standing.restriction(engine, who, enemy, "attack")
    if barred is not None:
        engine.emit(StepKind.NOTE, ctx.depth, f"Cannot: {barred}", ("ahlcg/rr/aloof", "ahlcg/rr/cannot"), card=enemy)
        return False
    occ = engine.occurrence("fight", ctx.depth, who=who, what=enemy, source=source,
                            text=f"{who} attacks {enemy}")
    if not additional_costs(engine, occ, ctx, who):
        return False
    full = [False]
    damage = 1 + extra

    def hit(depth: int) -> bool:
        if not state.in_game(enemy):
            engine.emit(StepKind.NOTE, depth, f"{enemy} has left play: the attack's damage has nothing to resolve "
                        "against", ("ahlcg/rr/fight-action",), card=enemy)
            return False
        if engine.test is not None and engine.test.attack_spread:  # "… deals 2 damage to each enemy at X" instead
            spread = spread_attack.deals(engine, enemy, against_values(engine, occ), depth)
            engine.test.attack_dealt = True
            placed = deal(engine, spread, source=source, via="attack", depth=depth, label=f"{who}'s attack")
            full[0] = all(placed.get(d.target, 0) >= d.damage for d in spread)
            return full[0]
        total = attack_total(engine, damage, depth, enemy, against_values(engine, occ))
        if engine.test is not None:
            engine.test.attack_dealt = True
        placed = deal(engine, [Deal(enemy, total)], source=source, via="attack", depth=depth,
                      label=f"{who}'s attack")
        full[0] = placed.get(enemy, 0) >= total
        return full[0]

    def miss(depth: int) -> bool:
        other = card.engaged
        if other and other != who and state.in_game(other) and state.in_game(enemy):
            engine.emit(StepKind.NOTE, depth, f"The attack fails against an enemy engaged with another single "
                        f"investigator: its damage is dealt to {other}", ("ahlcg/rr/fight-action",), card=enemy)
            total = attack_total(engine, damage, depth, enemy)
            if engine.test is not None:
                engine.test.attack_dealt = True
            deal(engine, [Deal(other, total)], source=source, via="attack", depth=depth,
                 label=f"{who}'s failed attack")
            return True
        return False

    other = card.engaged if card.engaged not in (None, who) else None
    failing = [TestResult(f"{who}'s attack deals its {damage} damage to {other} instead (the enemy is engaged with "
                          f"{other})", source, miss)] if other else []

    def body(_: list[Occurrence]) -> None:
        run_test(engine, Test(who, skill or "combat", card.spec.fight or 0, f"{enemy}'s fight {card.spec.fight or 0}"
                              + ("" if card.spec.fight is not None else " (no fight value given: 0)"), "fight",
                              ctx.depth, source=source, target=enemy, base=base, bonus=bonus, stated=result,
                              on_success=[TestResult(f"{who}'s attack deals {damage} damage to {enemy}", source, hit,
                                                     words=attack_said(engine, who, enemy, damage)),
                                          *printed[0]],
                              on_fail=failing + list(printed[1]), on_revealed=list(printed.revealed),
                              on_begin=list(printed.begin), attack_standard=damage))

    ready = not card.exhausted
    engine.resolve([occ], body, announce=f"{who} attacks {enemy} (fight {card.spec.fight})",
                   rules=("ahlcg/rr/fight-action",), card=ctx.bearer)
    standing.answer(engine, standing.ATTACK_RESOLVED, ctx.depth, enemy=enemy, ready=ready)
    return full[0]


#: What the trace says of an evasion whose card removes the exhausting from its result.
_SPARED = ", and is not exhausted: \u201cdo not exhaust it\u201d"


def evade(engine: Engine, who: str, enemy: str, result: Result | None, ctx: Context, base: int | None = None,
          bonus: int = 0, automatic: bool = False, skill: str | None = None, printed: Printed = Printed(),
          unexhausted: bool = False) -> bool:
    """Evade: an agility test against the enemy's evade value; success exhausts it (if ready) and breaks
    the engagement; failure against an alert enemy draws its attack (the keyword table). An automatic evasion makes no
    skill test at all, and is not a successful evasion. ``unexhausted``: the card removes the exhausting from the
    result ("disengage with it but do not exhaust it"): the enemy is still evaded, only disengaged."""
    state = engine.state
    card = state.cards[enemy]
    source = _source(engine, ctx, who)
    full = [False]

    def escape(depth: int) -> bool:
        if not state.in_game(enemy):
            return False
        # Evade: "Any time an enemy is evaded (whether by an evade action, or by card ability)" — its own timing point
        evaded = engine.occurrence("evaded", depth, who=who, what=enemy, text=f"{who} evades {enemy}")
        engine.resolve([evaded], lambda _: _evaded(depth), announce=f"{enemy} is evaded",
                       rules=("ahlcg/rr/evade-evade-action",), card=ctx.bearer)
        return full[0]

    def _evaded(depth: int) -> None:
        if not state.in_game(enemy):  # a 'when' ability removed it
            return
        where = state.location_of(enemy)
        was_ready = not card.exhausted and not unexhausted
        card.exhausted = card.exhausted or not unexhausted
        engaged = card.engaged
        if card.engaged:
            card.engaged = None
            card.location = where
        engine.emit(StepKind.STATE, depth, f"{enemy} is {'exhausted and ' if was_ready else ''}"
                    + (f"no longer engaged with {engaged}" if engaged else "not engaged")
                    + f" (it stays at {where}{_SPARED if unexhausted else ''})",
                    ("ahlcg/rr/evade-evade-action",), card=enemy)
        swarm.move_as_one(engine, enemy, depth)
        full[0] = True

    if automatic:
        engine.emit(StepKind.EVENT, ctx.depth, f"{who} automatically evades {enemy}: no skill test is made "
                    "whatsoever, and it is not a \u201csuccessful\u201d evasion (nothing that depends on one triggers)",
                    ("ahlcg/rr/evade-evade-action", "ahlcg/rr/automatic-failure-success"), card=ctx.bearer)
        return escape(ctx.depth)

    occ = engine.occurrence("evade", ctx.depth, who=who, what=enemy, text=f"{who} evades {enemy}")
    if not additional_costs(engine, occ, ctx, who):
        return False

    def body(_: list[Occurrence]) -> None:
        # a ready enemy disengaged, not exhausted, engages again once the effect has resolved, not in the midst of it
        # (Enemy Engagement; as a disengage with a move away): the card's results after the evasion come first
        where = state.location_of(who) if unexhausted else None
        with standing.hold(engine, where) if where else nullcontext():
            _test()
        if where:
            standing.settle(engine, ctx.depth)

    def _test() -> None:
        run_test(engine, Test(who, skill or "agility", card.spec.evade or 0, f"{enemy}'s evade {card.spec.evade or 0}"
                              + ("" if card.spec.evade is not None else " (no evade value given: 0)"), "evade",
                              ctx.depth, source=source, target=enemy, base=base, bonus=bonus, stated=result,
                              on_success=[TestResult(f"{enemy} is evaded", source, escape), *printed[0]],
                              on_fail=list(printed[1]), on_revealed=list(printed.revealed),
                              on_begin=list(printed.begin)))

    engine.resolve([occ], body, announce=f"{who} evades {enemy} (evade {card.spec.evade})",
                   rules=("ahlcg/rr/evade-evade-action",), card=ctx.bearer)
    return full[0]
