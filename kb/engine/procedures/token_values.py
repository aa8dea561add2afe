"""ST.5, each revealed token's modifier: what a chaos token adds to the skill value (Chaos Tokens: "If a revealed chaos
token (or the effect referenced by a chaos token) has a numerical modifier, that modifier is applied to the
investigator's skill value for this test").

A numbered token's modifier is its number; a bless, curse or frost token's is the glossary's (+2, -2, -1; a second
frost adds nothing: it ends the reveal with an automatic failure); a symbol's is the line of the scenario reference
card (or the investigator card, for the elder sign) for it, counted now (:func:`.symbols.symbol_modifier`); the
auto-fail token has none. One function reads them, so the sum at ST.5 and everything that asks what a token's modifier
is agree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.ongoing import Test
from .symbols import symbol_modifier

if TYPE_CHECKING:
    from ..core.engine import Engine

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


def token_terms(engine: Engine, test: Test) -> list[tuple[str, int, str]]:
    """``(token, modifier, how it was counted)`` for each token of the test that modifies its skill value at ST.5."""
    out: list[tuple[str, int, str]] = []
    frosts = 0
    for token in test.tokens:
        frosts += token == "frost"
        if token == "frost" and frosts > 1:
            continue
        mod, counted = modifier_of(engine, test, token)
        if mod is not None:
            out.append((token, mod, counted))
    return out
