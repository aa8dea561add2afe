"""Reading an effect against the game: the investigator it names, the result it states, what its
selector could pick; and the note that nothing fits, so that it does not resolve."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core.immunity import immune_to
from ..core.occurrence import Context
from ..core.ongoing import TestResult
from ..core.targets import candidates, pick
from ..core.text import describe_effects
from ..procedures import results as test_results
from ..situation.spec import Effect
from ..situation.vocabulary import Result, StepKind, having_of

if TYPE_CHECKING:
    from ..core.engine import Engine


def unresolvable(engine: Engine, ctx: Context, what: str) -> bool:
    """Say that nothing fits the effect (no target, no investigator): it does not resolve."""
    engine.emit(StepKind.NOTE, ctx.depth, f"No {what} to resolve this against: it does not resolve",
                ("ahlcg/rr/effects",), card=ctx.bearer)
    return False


def investigator_of(engine: Engine, eff: Effect, ctx: Context) -> str | None:
    """The investigator the effect's ``who`` picks (by default you), if it picks one."""
    found = pick(engine, eff.who or "you", ctx, noun="investigator")
    return found[0] if found and found[0] in engine.state.investigators else None


def _picks_each(selector: str) -> bool:
    """Whether an investigator selector picks each one it names ("each investigator …"), a count after the noun
    narrowing them but not making one of them ("each investigator at your location with 4 or more damage")."""
    having = having_of(selector)
    return _picks_each(having.plain) if having is not None else selector.startswith("each-")


def for_each_investigator(engine: Engine, eff: Effect, ctx: Context, resolve: Callable[[str], bool]) -> bool:
    """Resolve an effect on the investigator its ``who`` picks, or, for an "each investigator …" selector, on every
    one it picks, in player order (Priority of Simultaneous Resolution: the players' choices are made in player
    order); whether it resolved in full for all of them."""
    selector = eff.who or "you"
    found = [w for w in pick(engine, selector, ctx, noun="investigator") if w in engine.state.investigators]
    if not found:
        return unresolvable(engine, ctx, "investigator")
    if not _picks_each(selector):
        found = found[:1]
    order = engine.state.player_order()
    results = [resolve(who) for who in sorted(found, key=lambda w: order.index(w) if w in order else len(order))]
    return all(results)


def stated_result(eff: Effect, ctx: Context) -> Result | None:
    """The skill test result the effect states, or the one its action states."""
    return eff.result or ctx.result


def selectable(engine: Engine, selector: str, ctx: Context) -> list[str]:
    """What a selector could pick now, choosing nothing (for an effect's potential to change the state); a card
    immune to the effect is not one (Immune)."""
    return [t for t in candidates(engine, selector, ctx)[0] if immune_to(engine.state, t, ctx.bearer) is None]


def could_resolve_inner(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """An effect made of effects (for each, either, spend) could change the state if they could."""
    return engine.potential(eff.effects, ctx)


#: The effects of a card's test result that act on the occurrence its ability answers.
ON_TRIGGER = ("cancel",)


def printed_results(engine: Engine, effects: tuple[Effect, ...], ctx: Context, who: str,
                    word: str) -> list[TestResult]:
    """A card's own "If you succeed/fail, X" as one result of the test it makes (ST.7), applied for the
    investigator who made it, beside the test's other results (a card's "Test [skill] (X)" or the
    designated action's own: discovering a clue, the attack's damage, the evasion).
    The effects that modify the test's other consequences ("this attack deals +1 damage") are a result of their
    own, applied first (``test_results.split``)."""
    def result(part: tuple[Effect, ...], modifying: bool) -> TestResult:
        def apply(depth: int) -> bool:
            chosen = {"chosen": ctx.preset["chosen"]} if "chosen" in ctx.preset else {}  # "that investigator"
            # the same resolution's record; a result that cancels is handed the occurrence its ability answers (Cancel:
            # "If you fail, cancel the effects of the move"), no other result sees it (its attack is the test's own)
            occ = ctx.occ if any(e.effect in ON_TRIGGER for e in part) else None
            return engine.run_effects(part, Context(ctx.bearer, ctx.you or who, depth, occ=occ,
                                                    mandatory=ctx.mandatory, preset=chosen, done=ctx.done))
        return TestResult(f"{ctx.bearer}: if {word}, \u201c{describe_effects(part)}\u201d", ctx.bearer, apply,
                          modifying)

    return [result(part, modifying) for part, modifying in test_results.split(effects)]


def revealed_checks(engine: Engine, effects: tuple[Effect, ...], ctx: Context, who: str) -> list[TestResult]:
    """A card's own "If a [skull] … is revealed during this test, X" (``if-revealed``), checked at ST.4 of the test
    it makes, for the investigator who made it; and a designated action's own effects resolved as its test begins
    (ST.1), each said as it is."""
    def check(eff: Effect) -> TestResult:
        def apply(depth: int) -> bool:
            return engine.run_effects((eff,), Context(ctx.bearer, ctx.you or who, depth, mandatory=ctx.mandatory,
                                                      done=ctx.done))
        said = eff.text or (f"if {', '.join(eff.symbols)} is revealed: {describe_effects(eff.effects)}"
                            if eff.effect == "if-revealed" else describe_effects((eff,)))
        return TestResult(f"{ctx.bearer}: \u201c{said}\u201d", ctx.bearer, apply)

    return [check(e) for e in effects]
