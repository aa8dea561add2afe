"""Instructions for the end of the skill test being made: "When this test ends, remove Seal of the Elder Sign from the
game", "After this skill test ends, discard each card in your hand" (``when-test-ends``, ``after-test-ends``).

Delayed Effects: such an ability "specif[ies] a future timing point … and dictate[s] an effect that will happen at that
time"; "each delayed effect initiates automatically and immediately (as a forced ability) if its future timing point
… occurs". The timing point is ST.8, "Skill test ends": the instruction sets up a delayed ability on that test's end
(the ``skill-test-ends`` occurrence ST.8 resolves), in its 'when' window for "when", its 'after' window for "after" —
among the forced abilities, before any reaction (Appendix I). It resolves once and is gone. Its card is the one
whose text set it up (its "you" and "this card"), wherever that card is by then (Delayed Effects: the effect
happens whether or not its card is still in play).

What it names is bound as it is set up, as :mod:`.period_end`'s: "choose a skill card committed to this skill test to
return to its owner's hand after this test ends" returns the card chosen at ST.4 (its ``chosen``), from the discard
pile ST.8 put it in.

Only the test being made when the instruction resolves has that end: with none being made, there is no such timing
point, and the engine says so rather than guessing another.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.text import describe_effects
from ..situation.spec import Effect, Filter
from ..situation.vocabulary import StepKind, Timing
from .delayed import holder_of, refused, set_up
from .period_end import BOUND, bind, names_bound

if TYPE_CHECKING:
    from ..core.engine import Engine

RULES = ("ahlcg/rr/delayed-effects", "ahlcg/rr/st-8")
#: The effect's name → the window of the test's end it resolves in.
TIMINGS = {"when-test-ends": Timing.WHEN, "after-test-ends": Timing.AFTER}


def at_test_end(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Set up the delayed ability for the current test's end; none is being made: not modelled, reported."""
    timing = TIMINGS[eff.effect]
    what = describe_effects(eff.effects)
    test = engine.test
    holder = holder_of(engine, ctx)
    if test is None or holder is None:
        why = "no skill test is being made" if test is None else "no investigator resolves it"
        return refused(engine, ctx, f"{timing} this test ends, {what}", f"{why}, so there is no test end for it to "
                       "wait for", RULES)
    chosen = ctx.preset.get(BOUND) if names_bound(eff.effects) else None
    if names_bound(eff.effects) and not chosen:
        return refused(engine, ctx, f"{timing} this test ends, {what}", "what it names was chosen by no choice of this "
                       "effect", RULES)
    set_up(holder, ctx, "test-end", timing, Filter("skill-test-ends"), bind(eff.effects, chosen) if chosen else eff.effects,
           eff.text or f"{timing.value.capitalize()} this test ends, {what}")
    bound = f" (what it names: {chosen}, bound now)" if chosen else ""
    engine.emit(StepKind.STATE, ctx.depth, f"{ctx.bearer}: a delayed effect waits for {test.who}'s {test.skill} test "
                f"to end (ST.8, its '{timing}' window): \u201c{what}\u201d{bound}", RULES, card=ctx.bearer)
    return True


def could_set_up(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Whether it could change the game state: only while a test is being made."""
    return engine.test is not None
