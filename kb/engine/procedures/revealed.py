"""Effects that depend on the chaos tokens revealed: "If a [skull], [cultist], [tablet], [elder_thing], or
[auto_fail] symbol is revealed during this attack, take 1 horror" (``if-revealed``).

When: as the tokens are revealed, during ST.3 — FAQ, Shrivelling: "You would take 1 horror immediately as you
reveal the symbol, during “ST.3 Reveal chaos token”… If you had any reactions to taking that horror … you would
trigger it then, before resolving the rest of the attack." A test's (or a designated action's) ``revealed``
effects are checked as its reveal resolves (before the symbols' effects of ST.4 and the reactions after the
reveal); an ``if-revealed`` after a ``reveal-token`` ("reveal a random token from the chaos bag. If a [skull] …
is revealed, …") is checked as it resolves, on the tokens that reveal resolved.

Which tokens: the tokens resolved (FAQ 2.5): when several are, "any game or card effects which trigger if a
certain chaos token is revealed … will trigger if any of the resolved chaos tokens meet the specified
conditions. Such an effect will not trigger twice if two of the designated tokens are resolved" — so the check
is "any", and the effects resolve once. Ignored tokens (a replaced reveal's others) do not count.

"…, after this test resolves …" (``after-test``): the effects wait until the test has ended (ST.8) and
resolve then, once.

"Otherwise, X" after it (``otherwise``: Recharge's "If you reveal a [skull] … symbol, discard the chosen asset.
Otherwise, add 3 charges to the chosen asset") resolves exactly when the effects do not: the tokens resolved include
none asked for, or none was revealed at all. When the situation does not say which tokens were revealed, neither
resolves (the engine cannot tell which the card's sentences mean).

A test whose tokens the situation does not give (a stated result, or an automatic one that skips ST.3) cannot
say whether a token was revealed: the engine says so and reports it, never guessing either way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context, Occurrence
from ..core.ongoing import Test
from ..core.text import describe_effects
from ..core.triggers import token_matches
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind
from . import token_values, treated

if TYPE_CHECKING:
    from ..core.engine import Engine

_MULTIPLE = ("ahlcg/faq/2-5", "ahlcg/glossary/resolving-multiple-revealed-chaos-tokens")
#: During a skill test: as the token is revealed, at ST.3.
RULES = ("ahlcg/rr/st-3", "ahlcg/faq/q-when-i-attack-using-shrivelling-and-reveal-a") + _MULTIPLE
#: Outside one: the tokens a card effect revealed.
OUTSIDE = ("ahlcg/rr/chaos-tokens",) + _MULTIPLE


def _asked(eff: Effect) -> str:
    return ", ".join(eff.symbols)


def if_revealed(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``if-revealed`` effect: its effects resolve if any token resolved fits its ``symbols``."""
    what = eff.text or describe_effects(eff.effects)
    test = engine.test
    rules = RULES if test is not None and not ctx.revealed else OUTSIDE
    if ctx.revealed:
        tokens, where = list(ctx.revealed), "revealed by this effect"
    elif test is not None and test.tokens:
        tokens, where = list(test.tokens), f"resolved for {test.who}'s {test.skill} test"
    elif test is not None and (test.automatic or test.unrevealed):
        why = f"{test.unrevealed} forbade it" if test.unrevealed else "its result was known before ST.3"
        engine.emit(StepKind.NOTE, ctx.depth, f"{ctx.bearer}: no chaos token was revealed for this test ({why}): "
                    f"\u201c{what}\u201d does not resolve", ("ahlcg/rr/st-3", "ahlcg/rr/automatic-failure-success"),
                    card=ctx.bearer)
        return _otherwise(engine, eff, ctx) if eff.otherwise else False
    elif test is not None:
        engine.emit(StepKind.NOTE, ctx.depth, f"{ctx.bearer}: the situation gives no chaos token for this test, so the "
                    f"engine cannot tell whether {_asked(eff)} was revealed: \u201c{what}\u201d is not resolved",
                    RULES, card=ctx.bearer)
        engine.report(f"{ctx.bearer}: whether {_asked(eff)} was revealed is unknown (give the test's tokens under "
                      "`tests`): its effect was not resolved", *RULES)
        return False
    else:
        engine.emit(StepKind.NOTE, ctx.depth, f"{ctx.bearer}: no chaos token was revealed: \u201c{what}\u201d does not "
                    "resolve", OUTSIDE, card=ctx.bearer)
        return _otherwise(engine, eff, ctx) if eff.otherwise else False
    mods = tuple(m for _t, m, _s in token_values.modifiers(engine, test, tokens)) \
        if test is not None and not ctx.revealed else ()  # "a token with a negative modifier": a symbol's line's too
    if not token_matches(eff.symbols, tuple(tokens), mods):
        engine.emit(StepKind.NOTE, ctx.depth, f"{ctx.bearer}: the tokens {where} ({', '.join(tokens)}) include none of "
                    f"{_asked(eff)}: \u201c{what}\u201d does not resolve", rules, card=ctx.bearer)
        return _otherwise(engine, eff, ctx) if eff.otherwise else True
    several = " (once, however many of them fit)" if len(tokens) > 1 else ""
    if eff.after_test and test is not None:
        engine.emit(StepKind.NOTE, ctx.depth, f"{ctx.bearer}: a token {where} ({', '.join(tokens)}) is one of "
                    f"{_asked(eff)}: \u201c{what}\u201d resolves after the test has ended{several}",
                    rules + ("ahlcg/rr/st-8",), card=ctx.bearer)
        test.after_end.append(lambda depth: _after(engine, eff, ctx, depth))
        return True
    engine.emit(StepKind.NOTE, ctx.depth, f"{ctx.bearer}: a token {where} ({', '.join(tokens)}) is one of "
                f"{_asked(eff)}: \u201c{what}\u201d resolves{several}", rules, card=ctx.bearer)
    return engine.run_effects(eff.effects, ctx)


def _otherwise(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """"Otherwise, X": what resolves in place of the effects when no token asked for was revealed (after the test has
    ended too when they would have waited for it)."""
    test = engine.test
    if eff.after_test and test is not None:
        engine.emit(StepKind.NOTE, ctx.depth, f"{ctx.bearer}: otherwise, \u201c{describe_effects(eff.otherwise)}\u201d "
                    "resolves after the test has ended", OUTSIDE + ("ahlcg/rr/st-8",), card=ctx.bearer)
        test.after_end.append(lambda depth: _after(engine, eff, ctx, depth, eff.otherwise))
        return True
    engine.emit(StepKind.NOTE, ctx.depth, f"{ctx.bearer}: otherwise, \u201c{describe_effects(eff.otherwise)}\u201d "
                "resolves", OUTSIDE, card=ctx.bearer)
    return engine.run_effects(eff.otherwise, ctx)


def could_change(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Whether the effect could change the game state: its effects could, or its ``otherwise`` could."""
    return engine.potential(eff.effects, ctx) or (bool(eff.otherwise) and engine.potential(eff.otherwise, ctx))


def _after(engine: Engine, eff: Effect, ctx: Context, depth: int, effects: tuple[Effect, ...] | None = None) -> None:
    effects = eff.effects if effects is None else effects
    engine.emit(StepKind.STATE, depth, f"{ctx.bearer}: after the test: \u201c{describe_effects(effects)}\u201d",
                ("ahlcg/rr/st-8",), card=ctx.bearer)
    engine.run_effects(effects, Context(ctx.bearer, ctx.you, depth, mandatory=ctx.mandatory, done=ctx.done))


def check_revealed(engine: Engine, test: Test, depth: int | None = None, occ: Occurrence | None = None) -> None:
    """ST.3, as the test's tokens are revealed (or, when none is, where they would be): what the reveal's 'when'
    window treated as another token or ignored (``occ``, :mod:`.treated`), then the test's own ``if-revealed``
    effects (its card's text)."""
    at = test.depth if depth is None else depth
    if occ is not None:
        own = len(occ.tokens)  # this reveal's tokens come first; a new one revealed for it meanwhile follows
        applied = treated.apply(engine, occ, test.tokens[:own], at)
        test.tokens, occ.tokens = applied + test.tokens[own:], tuple(applied)  # what its 'after' triggers see
        token_values.on_reveal(engine, test, occ)  # and each one's modifier ("a token with a negative modifier")
    for watch in test.on_revealed:
        engine.emit(StepKind.FRAMEWORK, at, f"ST.3: {watch.label}", RULES, card=watch.owner)
        watch.run(at + 1)


def after_end(engine: Engine, test: Test) -> None:
    """After ST.8: what waited for the test to end ("after this test resolves")."""
    for run in test.after_end:
        run(test.depth)
