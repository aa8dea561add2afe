"""ST.4, the chaos symbols' effects: a skull, cultist, tablet or elder thing token initiates the ability of
the scenario reference card for it, the elder sign the ability on the tester's investigator card (Skill Test
Timing, ST.4; Chaos Tokens).

A symbol's line (``TokenEffect``) may give:

- a modifier, fixed ("-2") or counted in the game's state ("+1 for each clue on your location", "-X. X is
  the amount of horror on you": ``count``, at most ``max``; "X is the total printed cost of those discarded cards":
  what the line's own effects did at ST.4, read from that resolution's record), or another while a condition on the state holds
  ("-1 (-3 instead if you have 3 or more horror on you)": ``instead_modifier``, ``instead_if``), added at ST.5;
- an additional modifier counted in the game's state ("-2. This token has an additional -1 for each Innocent Reveler
  underneath the agenda deck": ``additional``), added to the one above at ST.5;
- "Reveal another token" (``again``): the reveal goes on, as for a bless or curse token (``skilltest._chain``);
  "If there is an Ancient One enemy in play, reveal another token" (``again`` a condition): only while it holds;
- an automatic success or failure, applied at ST.6;
- effects that resolve now, at ST.4 ("Place 1 doom on the current agenda");
- "If you succeed / fail, …" (``if_success`` / ``if_fail``): consequences that depend on ST.6, so they are
  results of the test, applied at ST.7 among the others, in the order the tester chooses ("some other card
  abilities may contribute additional consequences … at this time").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.ongoing import Test, TestResult
from ..core.text import describe_effects
from ..situation.spec import Condition, Effect, TokenEffect
from ..situation.vocabulary import Result, StepKind, is_result_count
from ..core.counted import count, holds, within
from ..core.results import tally
from . import tested
from .results import split

if TYPE_CHECKING:
    from ..core.engine import Engine

SYMBOLS = ("skull", "cultist", "tablet", "elder-thing")


def symbol_effect(engine: Engine, who: str, token: str) -> tuple[TokenEffect, str] | None:
    """The ability a revealed symbol initiates for the tester ``who``, and where it is printed."""
    state = engine.state
    if token in SYMBOLS and token in state.chaos_tokens:
        side = f" ({state.reference_side} side)" if state.reference_side else ""
        return state.chaos_tokens[token], f"the scenario reference card{side}"
    if token == "elder-sign" and state.investigators[who].elder_sign is not None:
        return state.investigators[who].elder_sign, f"{who}'s investigator card"
    return None


def again_tokens(engine: Engine, who: str) -> frozenset[str]:
    """The symbols whose line says "Reveal another token", for the tester ``who``: always, or while its condition
    holds as the token is revealed ("If there is an Ancient One enemy in play, reveal another token")."""
    return frozenset(t for t in (*SYMBOLS, "elder-sign") if (found := symbol_effect(engine, who, t))
                     and (found[0].again is True or (isinstance(found[0].again, Condition)
                                                     and _again_holds(engine, found[0].again, who))))


def _again_holds(engine: Engine, condition: Condition, who: str) -> bool:
    """Whether a token's condition to reveal another holds as it is revealed: a count of the state, or of what the
    test being made is against ("Reveal another token. If this token is revealed during an attack … against an enemy
    with doom on it, this skill test automatically fails instead": the reveal goes on only while the test is not such
    a test — its kind and enemy are known from ST.1, :mod:`.tested`)."""
    if condition.count is not None and tested.counts_test(condition.count):
        counted = tested.against(engine, condition.count, who)
        return counted is not None and within(engine.state, condition, counted[0])
    return holds(engine.state, condition, who)[0]


def symbol_modifier(engine: Engine, test: Test, token: str) -> tuple[int, str]:
    """A symbol's modifier at ST.5, and how it was counted ("" when it is a fixed number): its own, plus an additional
    one counted in the game's state ("-2. This token has an additional -1 for each Innocent Reveler underneath the
    agenda deck": both are the token's modifier, Chaos Tokens)."""
    found = symbol_effect(engine, test.who, token)
    if found is None:
        return 0, ""
    mod, said = _own_modifier(engine, test, token, found[0])
    if found[0].additional is None:
        return mod, said
    each, what, most = found[0].additional
    counted = count(engine.state, what, test.who)
    n, words = counted if counted is not None else (0, "nothing to count")
    if most is not None and n > most:
        n, words = most, f"{words}, at most {most}"
    extra = f"an additional {each:+d} for each of {words}"
    return mod + each * n, f"{said}, {extra}" if said else f"{mod:+d} and {extra}"


def _own_modifier(engine: Engine, test: Test, token: str, effect: TokenEffect) -> tuple[int, str]:
    """A symbol's printed modifier: fixed, counted, or another while a condition holds."""
    if effect.instead_if is not None:
        met, counted = holds(engine.state, effect.instead_if, test.who)
        if met:
            what = effect.instead_if.count or effect.instead_if.card
            return effect.instead_modifier, f"{effect.instead_modifier:+d} instead, as {what} is {counted}"
    if effect.count is None:
        return effect.modifier, ""
    counted = tally(engine.state, test.resolved.get(token), effect.count) if is_result_count(effect.count) \
        else count(engine.state, effect.count, test.who)  # "X is the total printed cost of those discarded cards"
    n, words = counted if counted is not None else (0, "nothing to count")
    if effect.max is not None and n > effect.max:
        n, words = effect.max, f"{words}, at most {effect.max}"
    return effect.modifier * n, f"{effect.modifier:+d} for each of {words}"


def apply_symbols(engine: Engine, test: Test) -> None:
    """ST.4: each revealed symbol's ability initiates; its effects resolve now, its results wait for ST.7."""
    depth = test.depth
    found = [(token, *f) for token in test.tokens if (f := symbol_effect(engine, test.who, token)) is not None]
    if not found:
        engine.emit(StepKind.FRAMEWORK, depth, "ST.4: no symbol with an effect was revealed: this step completes with "
                    "no effect", ("ahlcg/rr/st-4",), card=test.source)
        return
    for token, effect, where in found:
        text = effect.text or (f"{effect.modifier:+d}" if effect.modifier else token)
        engine.emit(StepKind.FRAMEWORK, depth, f"ST.4: [{token}] \u2014 the ability on {where} must initiate: "
                    f"\u201c{text}\u201d", ("ahlcg/rr/st-4", "ahlcg/rr/chaos-tokens")
                    + (("ahlcg/rr/difficulty-level",) if "side)" in where else ()), card=test.source)
        if effect.automatic is not None:
            test.automatic.append((f"[{token}]", effect.automatic))
            engine.emit(StepKind.STATE, depth, f"[{token}]: the test automatically "
                        f"{'succeeds' if effect.automatic is Result.SUCCESS else 'fails'} (applied at ST.6)",
                        ("ahlcg/rr/automatic-failure-success",), card=test.source)
        if effect.effects:
            test.resolved[token] = Context(test.who, test.who, depth + 1, mandatory=True)
            test.resolving = token
            try:
                engine.run_effects(effect.effects, test.resolved[token])
            finally:
                test.resolving = None
        for results, effects, word in ((test.on_success, effect.if_success, "succeeds"),
                                       (test.on_fail, effect.if_fail, "fails")):
            results.extend(_result(engine, test, f"[{token}] ({where})", part, word, flag)
                           for part, flag in split(effects))
        if effect.if_success or effect.if_fail:
            engine.emit(StepKind.NOTE, depth, f"[{token}]: what it does if the test succeeds or fails depends on ST.6: "
                        "it is a result of the test, applied at ST.7", ("ahlcg/rr/st-4", "ahlcg/rr/st-7"),
                        card=test.source)


def _result(engine: Engine, test: Test, label: str, effects: tuple[Effect, ...], word: str,
            modifying: bool) -> TestResult:
    def run(depth: int) -> bool:
        return engine.run_effects(effects, Context(test.who, test.who, depth, mandatory=True))
    return TestResult(f"{label}: if it {word}, \u201c{describe_effects(effects)}\u201d", label, run, modifying)
