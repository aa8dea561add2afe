"""ST.5, each revealed token's modifier: what a chaos token adds to the skill value (Chaos Tokens: "If a revealed chaos
token (or the effect referenced by a chaos token) has a numerical modifier, that modifier is applied to the
investigator's skill value for this test").

A numbered token's modifier is its number; a bless, curse or frost token's is the glossary's (+2, -2, -1; a second
frost adds nothing: it ends the reveal with an automatic failure); a symbol's is the line of the scenario reference
card (or the investigator card, for the elder sign) for it, counted now (:func:`.symbols.symbol_modifier`); the
auto-fail token has none. One function reads them, so the sum at ST.5 and everything that asks what a token's modifier
is agree: the reveal's "a chaos token with a negative modifier" (``Occurrence.token_modifiers``, set as the reveal
resolves: :func:`on_reveal`) reads the same numbers.

A token treated as another on its own line at ST.4 ("You may spend 2 resources to treat this token as a 0, instead":
``Test.treated``) has the other's modifier, and what changes a modifier applies to that one; ignored there, it has none.

What changes a token's modifier is applied here, and only here, in this order — numbers set, then signs switched, then
doubling ("all additive and subtractive modifiers are calculated before doubling and/or halving modifiers", Modifiers):

- a constant's ``token-modifier`` ``as`` ("Treat the modifier on [skull] tokens you reveal as "0."": the token is still
  a skull, its line's effect still resolves at ST.4; only the number it adds is 0);
- the ``switch-token-sign`` effect ("Switch that token's "-" to a "+"", played after the reveal): the token's negative
  modifier becomes positive for this test (``Test.switched``);
- a constant's ``token-modifier`` ``times`` ("double the negative modifier of each revealed chaos token": its
  ``token`` filter ``negative-modifier``), checked on the modifier as the changes before it left it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import TYPE_CHECKING

from ..core.counted import active
from ..core.occurrence import Context, Occurrence
from ..core.ongoing import Test
from ..core.silence import not_modelled
from ..core.triggers import token_matches, trigger_matches
from ..situation.spec import Effect
from ..situation.vocabulary import AbilityKind, StepKind
from .symbols import symbol_modifier

if TYPE_CHECKING:
    from ..core.engine import Engine
    from ..core.state import AbilityState

#: Tokens that say "reveal another token", with their modifier (2024 glossary).
AGAIN = {"bless": 2, "curse": -2, "frost": -1}


def token_modifier(token: str) -> int | None:
    """A numeric token's modifier ("-2" -> -2); None for a symbol."""
    body = token[1:] if token[:1] in "+-" else token
    return int(token) if body.isdigit() else None


def modifier_of(engine: Engine, test: Test, token: str) -> tuple[int | None, str]:
    """One token's printed modifier for the test ``test`` and how it was counted ("" when it is a fixed number); None
    for a token with no modifier (the auto-fail token)."""
    mod = token_modifier(token)
    if token in AGAIN:
        return AGAIN[token], ""
    if mod is not None:
        return mod, ""
    if token == "auto-fail":
        return None, ""
    return symbol_modifier(engine, test, token)


RULES = ("ahlcg/rr/chaos-tokens", "ahlcg/rr/st-5", "ahlcg/rr/modifiers")


def _changers(engine: Engine, test: Test, token: str) -> list[AbilityState]:
    """The constant abilities with a ``token-modifier`` that govern a reveal of ``token`` for ``test`` (their token
    filter aside: it is checked on the modifier as it stands)."""
    probe = Occurrence("reveal-chaos-token", test.depth, who=test.who, what=test.target, source=test.source,
                       via=test.via, tokens=(token,))
    return [ab for ab in engine.state.live_abilities() if ab.ability.kind is AbilityKind.CONSTANT
            and ab.ability.token_modifier is not None and ab.ability.applies_to is not None
            and trigger_matches(engine.state, replace(ab.ability.applies_to, token=()), probe, ab)
            and active(engine.state, ab, probe)]


def _fits(ab: AbilityState, token: str, mod: int) -> bool:
    wanted = ab.ability.applies_to.token if ab.ability.applies_to is not None else ()
    return not wanted or token_matches(wanted, (token,), (mod,))


def modifiers(engine: Engine, test: Test, tokens: list[str]) -> list[tuple[str, int | None, str]]:
    """``(token, modifier, how it was counted and changed)`` for each of ``tokens`` revealed for ``test``: the printed
    modifier, then what changes it (module docstring); None for a token with none."""
    switched = Counter(token for token, _label in test.switched)
    labels = {token: label for token, label in test.switched}
    treated = list(test.treated)
    out: list[tuple[str, int | None, str]] = []
    for shown in tokens:
        token, said = shown, []
        if (k := next((k for k, t in enumerate(treated) if t[0] == shown), None)) is not None:
            _was, as_, by = treated.pop(k)
            if as_ is None:
                out.append((shown, None, ""))
                continue
            token = as_
            said.append(f"treated as {as_} by {by}")
        mod, counted = modifier_of(engine, test, token)
        said += [counted] if counted else []
        if mod is None:
            out.append((shown, None, ""))
            continue
        changers = [(ab, ab.ability.token_modifier) for ab in _changers(engine, test, token)]
        for ab, change in changers:  # numbers set first
            if change is not None and change.as_ is not None and _fits(ab, token, mod):
                mod = change.as_
                said.append(f"{change.describe()} by {ab.bearer}")
        if switched[token] > 0 and mod < 0:
            switched[token] -= 1
            mod = -mod
            said.append(f"its \u201c-\u201d switched to a \u201c+\u201d by {labels[token]}")
        for ab, change in changers:  # doubling last (Modifiers)
            if change is not None and change.times is not None and _fits(ab, token, mod):
                mod *= change.times
                said.append(f"{change.describe()} by {ab.bearer}")
        out.append((shown, mod, "; ".join(said)))
    return out


def token_terms(engine: Engine, test: Test) -> list[tuple[str, int, str]]:
    """``(token, modifier, how it was counted)`` for each token of the test that modifies its skill value at ST.5."""
    kept: list[str] = []
    frosts = 0
    for token in test.tokens:
        frosts += token == "frost"
        if not (token == "frost" and frosts > 1):
            kept.append(token)
    return [(token, mod, said) for token, mod, said in modifiers(engine, test, kept) if mod is not None]


def on_reveal(engine: Engine, test: Test, occ: Occurrence) -> None:
    """As a test's reveal resolves: each token's modifier on the occurrence, for the triggers after it."""
    occ.token_modifiers = tuple(mod for _t, mod, _s in modifiers(engine, test, list(occ.tokens)))


def switch_sign(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``switch-token-sign`` effect ("Switch that token's "-" to a "+""): after a test's reveal, the revealed token
    with a negative modifier adds that modifier as a positive one at ST.5."""
    test, occ = engine.test, ctx.occ
    if test is None or occ is None or occ.event != "reveal-chaos-token" or not occ.tokens:
        engine.emit(StepKind.NOTE, ctx.depth, f"{ctx.bearer}: no chaos token has just been revealed for a skill test: "
                    "no sign to switch", RULES, card=ctx.bearer)
        return False
    negative = [t for t, m in zip(occ.tokens, occ.token_modifiers) if m is not None and m < 0]
    if not negative:
        engine.emit(StepKind.NOTE, ctx.depth, f"{ctx.bearer}: no token revealed ({', '.join(occ.tokens)}) has a "
                    "negative modifier: no sign to switch", RULES, card=ctx.bearer)
        return False
    if len(negative) > 1:
        not_modelled(engine, ctx.depth, f"{ctx.bearer}: {len(negative)} revealed tokens have a negative modifier "
                     f"({', '.join(negative)}): which one \u201cthat token\u201d is, to switch its sign", *RULES,
                     card=ctx.bearer)
        return False
    test.switched.append((negative[0], ctx.bearer))
    engine.emit(StepKind.STATE, ctx.depth, f"{ctx.bearer}: the revealed {negative[0]} token's \u201c-\u201d is "
                "switched to a \u201c+\u201d: its modifier is added as a positive one at ST.5", RULES, card=ctx.bearer)
    return True
