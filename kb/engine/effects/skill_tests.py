"""Skill test effects: a card's “Test [skill] (X)”, whose success and fail effects are its results
(ST.7), and the modifiers and automatic results an effect gives the current test."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.ongoing import Test, TestResult
from ..core.text import describe_effects
from ..core.targets import pick
from ..procedures import results, skilltest, spread_attack, test_skill, tested
from ..core.counted import count, holds
from ..situation.spec import Effect
from ..situation.vocabulary import Result, StepKind
from .parameters import for_each_investigator, printed_results, revealed_checks

if TYPE_CHECKING:
    from ..core.engine import Engine


def test(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return for_each_investigator(engine, eff, ctx, lambda who: _run_test(
        engine, who, eff.skill or "willpower", _difficulty(engine, eff, ctx, who), ctx, eff.success, eff.fail,
        eff.result, revealed_checks(engine, eff.revealed, ctx, who), _no_commit(engine, eff, ctx, who),
        revealed_checks(engine, eff.effects, ctx, who)))


def _no_commit(engine: Engine, eff: Effect, ctx: Context, who: str) -> str | None:
    """Why no card may be committed to the test ("You cannot commit cards to this skill test", under its condition
    checked now, as the test begins), or None: "cannot" is absolute (Cannot)."""
    if eff.no_commit is None:
        return None
    met, said = holds(engine.state, eff.no_commit, who, ctx.bearer)
    if not met:
        engine.emit(StepKind.NOTE, ctx.depth, f"{ctx.bearer}: cards may be committed to this test (its \u201ccannot "
                    f"commit\u201d needs {eff.no_commit.describe()}, and it is {said})", ("ahlcg/rr/st-2",),
                    card=ctx.bearer)
        return None
    return f"{ctx.bearer} says no cards may be committed to this skill test" + (f" ({said})" if said else "")


def _difficulty(engine: Engine, eff: Effect, ctx: Context, who: str) -> int:
    """The printed difficulty, plus what its ``count`` counts now ("(X), where X is the amount of doom in play"; "(2).
    Increase this skill test's difficulty by 1 for each damage on you"): X is defined by the card's ability; "If X
    is not defined, its value is equal to 0" (The Letter X)."""
    if eff.count is None:
        return (eff.difficulty or 0) + _harder(engine, eff, ctx, who)
    bound = tested.bind(engine, eff.count, ctx.preset.get("chosen"))  # "that enemy's evade value": the chosen one's
    counted = count(engine.state, bound, who, ctx.bearer) if bound is not None else None
    n, words = counted if counted is not None else (0, "nothing to count: X is not defined, so its value is 0")
    if eff.max is not None and n > eff.max:  # "(max 5)": X is at most that many
        n, words = eff.max, f"{words}, at most {eff.max}"
    said = f"X is {eff.count}" if not eff.difficulty else f"is {eff.difficulty} + 1 for each {eff.count}"
    engine.emit(StepKind.NOTE, ctx.depth, f"The test's difficulty {said}: {words}",
                ("ahlcg/rr/difficulty-skill-tests", "ahlcg/rr/the-letter-x"), card=ctx.bearer)
    return (eff.difficulty or 0) + n + _harder(engine, eff, ctx, who)


def _harder(engine: Engine, eff: Effect, ctx: Context, who: str) -> int:
    """The test's own modifier to its difficulty ("This test has +2 difficulty if Hunting Horror is at your location"),
    its condition checked now, as the test begins: a modifier to the difficulty, added to the base one the card
    indicates (Difficulty; Modifiers); 0 when the condition does not hold, said in the trace either way."""
    if eff.harder is None:
        return 0
    by, condition = eff.harder
    met, said = holds(engine.state, condition, who, ctx.bearer)
    words = f" ({condition.describe()}: {said})" if said else ""
    engine.emit(StepKind.NOTE, ctx.depth, f"{ctx.bearer}: this test has {by:+d} difficulty{words}" if met else
                f"{ctx.bearer}: this test does not have {by:+d} difficulty (it needs {condition.describe()}: {said})", ("ahlcg/rr/difficulty-skill-tests", "ahlcg/rr/modifiers"), card=ctx.bearer)
    return by if met else 0


def _via(ctx: Context) -> str:
    """The kind of test a card's "Test [skill] (X)" is: ``parley`` when the ability making it is designated Parley —
    activating it performs the parley action (Action Designators), so the test is one made during that action ("skill
    tests you perform during 'parley' actions") — else ``test``. A test another ability makes in the middle of a parley
    action (a Forced ability triggered by it) is that ability's, not counted as the parley's."""
    designator = ctx.ability.ability.designator if ctx.ability is not None else None
    return "parley" if designator is not None and designator.value == "parley" else "test"


def _run_test(engine: Engine, who: str, skill: str, difficulty: int, ctx: Context,
              success: tuple, fail: tuple, result: Result | None = None,
              revealed: list[TestResult] | None = None, no_commit: str | None = None,
              begin: list[TestResult] | None = None) -> bool:
    """A card's "Test [skill] (X)": its success and fail effects are the test's results (ST.7); its ``effects``, the
    card's modifiers "for this test" printed after it ("You get +1 [willpower] for this test for each horror taken as
    part of this ability's cost"), resolve as the test begins (ST.1), as a designated action's do: a modifier "for this
    test" modifies the test it names, so it is in effect while that test is made."""
    skilltest.run_test(engine, Test(who, skill, difficulty, f"difficulty {difficulty} ({ctx.bearer})", _via(ctx),
                                    ctx.depth, source=ctx.bearer, stated=result,
                                    on_success=printed_results(engine, success, ctx, who, "it succeeds"),
                                    on_fail=printed_results(engine, fail, ctx, who, "it fails"),
                                    on_revealed=revealed or [], no_commit=no_commit, on_begin=begin or []))
    return True


def modify_skill(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return skilltest.add_modifier(engine, ctx.bearer, eff.amount or 0, ctx.depth)


def use_skill(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """"Use [combat] for this test, instead of the skill indicated": the current test's skill (ST.1)."""
    return test_skill.use_skill(engine, ctx.bearer, eff.skill or "willpower", ctx.depth)


def automatic(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return skilltest.make_automatic(engine, ctx.bearer, eff.result or Result.SUCCESS, ctx.depth)


def cancel_skill_cards(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return skilltest.cancel_skill_cards(engine, ctx.bearer, ctx.depth)


def attack_damage(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """"This attack deals +N damage": the enemy attack the ability answers, else the attack the test is made for; with
    ``to`` and ``replace-result``, the attack's damage dealt to each enemy ``to`` picks instead of its standard damage."""
    enemy = results.made(ctx.occ)
    if enemy is not None and not eff.replace_result:
        return results.modify_enemy_attack(engine, enemy, ctx.bearer, eff.amount or 0, 0, ctx.depth)
    if eff.to and eff.replace_result:  # "… this attack deals 2 damage to each enemy at X": spread, picked now
        enemies = [e for e in pick(engine, eff.to, ctx, noun="enemy") if engine.state.kind_of(e) == "enemy"]
        return spread_attack.spread(engine, ctx.bearer, eff.amount or 0, enemies, ctx.depth)
    return results.add_attack_damage(engine, ctx.bearer, eff.amount or 0, ctx.depth, eff.replace_result)


def attack_horror(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """"… deals +1 horror for this attack": only an enemy's attack deals horror (Enemy Attacks); an investigator's
    attack deals damage only (Fight), so there it modifies nothing."""
    enemy = results.made(ctx.occ)
    if enemy is None:
        engine.emit(StepKind.NOTE, ctx.depth, "No enemy attack is being made: \u201cthis attack deals "
                    f"+{eff.amount} horror\u201d has nothing to modify", ("ahlcg/rr/attacker-attacked",), card=ctx.bearer)
        return False
    return results.modify_enemy_attack(engine, enemy, ctx.bearer, 0, eff.amount or 0, ctx.depth)


def could_modify_attack(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Modifying an attack: the enemy attack the ability answers, or the current test's."""
    return results.made(ctx.occ) is not None or engine.test is not None


def by_at_least(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """"If you succeed (fail) by N or more, X": X resolves only if the current test's margin is at least N
    (the margin of its result: it sits among the success or fail results)."""
    test = engine.test
    what = describe_effects(eff.effects)
    if test is None or test.result is None:
        engine.emit(StepKind.NOTE, ctx.depth, f"No skill test result to measure: \u201c{what}\u201d does not resolve",
                    ("ahlcg/rr/skill-tests",), card=ctx.bearer)
        return False
    verb = "succeeded" if test.result is Result.SUCCESS else "failed"
    if test.margin < (eff.amount or 0):
        engine.emit(StepKind.NOTE, ctx.depth, f"{test.who}'s test {verb} by {test.margin}, not by {eff.amount} or "
                    f"more: \u201c{what}\u201d does not resolve", ("ahlcg/rr/st-6", "ahlcg/rr/st-7"), card=ctx.bearer)
        return True
    engine.emit(StepKind.NOTE, ctx.depth, f"{test.who}'s test {verb} by {test.margin} (at least {eff.amount}): "
                f"\u201c{what}\u201d resolves", ("ahlcg/rr/st-6", "ahlcg/rr/st-7"), card=ctx.bearer)
    return engine.run_effects(eff.effects, ctx)


def could_modify(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Modifying the current skill test, or making it succeed or fail: only while one is being made."""
    return engine.test is not None
