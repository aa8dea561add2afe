"""A chaos token treated as another, or ignored, once revealed ("Treat that token as a [skull]", "You may treat
that token as if it were an [elder_sign]", "Ignore that chaos token").

Used in the 'when' window of a reveal ("When you reveal a chaos token: …"), before the token resolves:

- ``treat-token`` (``token``: the token it is treated as): the token resolves as that token — its modifier at ST.5
  and its symbol's effect at ST.4 (Chaos Tokens: "resolve the effect for that symbol"; "If a revealed chaos token
  (or the effect referenced by a chaos token) has a numerical modifier, that modifier is applied"). The token drawn
  is still the one revealed: it is the one returned to the bag at ST.8;
- ``ignore-token``: the token stays revealed (it returns to the bag at ST.8) but contributes nothing — no symbol
  effect, no modifier, and no "if a [skull] is revealed" sees it (FAQ 2.5: tokens "canceled or ignored" are not
  resolved). "… and reveal another one to resolve" after it is the test's new token, as after a cancel
  (``new_token.py``).

A constant ability may treat each token of a kind as another ("Treat each [elder_sign] you reveal on a chaos token as
a [auto_fail]": ``treat-as``, on ``reveal-chaos-token`` with its ``token`` and ``who``): it applies as the token is
revealed, to each token it names that no ability of the 'when' window treated or ignored (:func:`constants`); with
``treat-may`` ("Anytime you reveal a [elder_sign] token, you may choose to instead treat it as a [skull] token") it is
the player's choice at each reveal, a ``may`` decision (resolved when the situation gives none, as any optional effect).

What is treated or ignored is recorded on the reveal's occurrence while its 'when' window is open and applied as the
reveal resolves (``apply``), so that what the token does is what it is treated as, from ST.3 on. On a token's own line,
at ST.4 ("[skull]: -2. You may spend 2 resources to treat this token as a 0, instead"), "this token" is the symbol whose
ability is resolving: it is recorded on the test (``Test.treated``) and ST.5 adds the other token's modifier
(:func:`.token_values.modifiers`). A reveal of several
tokens at once (a bless token and the one it revealed) does not say which one "that token" is: the engine says it is
not modelled rather than pick one.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import TYPE_CHECKING

from ..core.counted import active
from ..core.occurrence import Context, Occurrence
from ..core.silence import not_modelled
from ..core.triggers import token_matches, trigger_matches
from ..situation.spec import Effect
from ..core.targets import choose
from ..situation.vocabulary import BAG_CHOICE, AbilityKind, StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

RULES = ("ahlcg/rr/chaos-tokens", "ahlcg/rr/st-3", "ahlcg/rr/st-4", "ahlcg/rr/st-5")
IGNORED = ("ahlcg/faq/2-5", "ahlcg/glossary/resolving-multiple-revealed-chaos-tokens")


def _revealed(engine: Engine, ctx: Context, verb: str) -> str | None:
    """The one token the triggering reveal revealed; None (said in the trace) when there is none or several."""
    occ = ctx.occ
    if occ is None or occ.event != "reveal-chaos-token" or occ.canceled or not occ.tokens:
        engine.emit(StepKind.NOTE, ctx.depth, f"{ctx.bearer}: no chaos token has just been revealed: nothing to {verb}",
                    RULES, card=ctx.bearer)
        return None
    if len(occ.tokens) - len(occ.treated) != 1:
        not_modelled(engine, ctx.depth, f"{ctx.bearer}: {len(occ.tokens)} tokens were revealed at once "
                     f"({', '.join(occ.tokens)}): which one \u201cthat token\u201d is, to {verb}", *RULES, card=ctx.bearer)
        return None
    left = Counter(occ.tokens) - Counter(was for was, _as, _label in occ.treated)
    return next(iter(left))


def _line_token(engine: Engine, ctx: Context) -> str | None:
    """On a token's own line at ST.4 ("[skull]: -2. You may spend 2 resources to treat this token as a 0, instead"):
    "this token", the symbol whose ability is resolving; None elsewhere."""
    test = engine.test
    return test.resolving if ctx.occ is None and test is not None else None


def _on_line(engine: Engine, ctx: Context, token: str, as_: str | None) -> bool:
    """The symbol resolving at ST.4 treated as ``as_`` (None: ignored): it adds that token's modifier at ST.5 (none
    when ignored), its line's effect already initiated (``Test.treated``)."""
    assert engine.test is not None
    engine.test.treated.append((token, as_, f"its [{token}] line"))
    engine.emit(StepKind.STATE, ctx.depth, f"ST.4: the revealed {token} token is " + (
        f"treated as {'an' if as_[0] in 'ae' else 'a'} {as_} token: it adds that token's modifier at ST.5"
        if as_ is not None else "ignored: it adds no modifier at ST.5"),
                RULES + (IGNORED if as_ is None else ()), card=ctx.bearer)
    return True


def _picked(engine: Engine, ctx: Context, was: str) -> str | None:
    """"As if it were any other token in the chaos bag": the token the player picks among the kinds the bag holds
    other than the one revealed; None (said in the trace) when the bag is not listed or holds no other."""
    bag = engine.state.chaos_bag
    if bag is None:
        not_modelled(engine, ctx.depth, f"{ctx.bearer}: the situation does not list the chaos bag: which other token "
                     f"the revealed {was} token is treated as", *RULES, card=ctx.bearer)
        return None
    options = list(dict.fromkeys(t for t in bag if t != was))
    if not options:
        engine.emit(StepKind.NOTE, ctx.depth, f"{ctx.bearer}: the chaos bag holds no token other than {was}: nothing "
                    "to treat it as", RULES, card=ctx.bearer)
        return None
    return choose(engine, ctx, options, "token")


def treat_token(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``treat-token`` effect: the token just revealed (or whose line resolves) resolves as ``eff.token``, or as
    the token the player picks from the bag (``any-other-in-bag``)."""
    line = _line_token(engine, ctx)
    token = line if line is not None else _revealed(engine, ctx, "treat as another")
    if token is None or eff.token is None:
        return False
    as_ = _picked(engine, ctx, token) if eff.token == BAG_CHOICE else eff.token
    if as_ is None:
        return False
    if line is not None:
        return _on_line(engine, ctx, token, as_)
    assert ctx.occ is not None
    ctx.occ.treated.append((token, as_, ctx.bearer))
    engine.emit(StepKind.STATE, ctx.depth, f"{ctx.bearer}: the revealed {token} token is treated as {'an' if as_[0] in 'ae' else 'a'} "
                f"{as_} token: it resolves as one (its modifier and its symbol's effect)", RULES, card=ctx.bearer)
    return True


def ignore_token(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``ignore-token`` effect: the token just revealed stays revealed and contributes nothing."""
    line = _line_token(engine, ctx)
    if line is not None:
        return _on_line(engine, ctx, line, None)
    token = _revealed(engine, ctx, "ignore")
    if token is None or ctx.occ is None:
        return False
    ctx.occ.treated.append((token, None, ctx.bearer))
    engine.emit(StepKind.STATE, ctx.depth, f"{ctx.bearer}: the revealed {token} token is ignored: it has no effect (no "
                "symbol effect, no modifier) and stays revealed until the test ends", RULES + IGNORED, card=ctx.bearer)
    return True


def ignored(occ: Occurrence | None) -> bool:
    """Whether every token of a reveal was ignored (a new token revealed then is the test's own)."""
    return occ is not None and bool(occ.tokens) and sum(1 for _w, as_, _l in occ.treated if as_ is None) == len(occ.tokens)


def constants(engine: Engine, occ: Occurrence) -> list[tuple[str, str | None, str]]:
    """What constant abilities treat each token of the reveal as ("Treat each [elder_sign] you reveal on a chaos token
    as a [auto_fail]": ``treat-as``), for the tokens no ability in the reveal's 'when' window treated or ignored."""
    left = Counter(occ.tokens) - Counter(was for was, _as, _label in occ.treated)
    out: list[tuple[str, str | None, str]] = []
    for ab in engine.state.live_abilities():
        a = ab.ability
        if a.kind is not AbilityKind.CONSTANT or a.treat_as is None or a.applies_to is None \
                or not trigger_matches(engine.state, replace(a.applies_to, token=()), occ, ab) \
                or not active(engine.state, ab, occ):
            continue
        for token in list(left.elements()):
            if (not a.applies_to.token or token_matches(a.applies_to.token, (token,))) and (
                    not a.treat_may or _chosen(engine, ab.bearer, occ, a.treat_as)):
                out.append((token, a.treat_as, ab.bearer))
                left[token] -= 1
    return out


def _chosen(engine: Engine, bearer: str, occ: Occurrence, token: str) -> bool:
    """Whether the player chooses to treat the token as ``token`` (a ``may`` decision of the constant's card)."""
    return engine.decide_may(Context(bearer, occ.who, occ.depth + 1), Effect("treat-token", token=token, may=True))


def apply(engine: Engine, occ: Occurrence | None, tokens: list[str], depth: int) -> list[str]:
    """The tokens a reveal resolves, once what was treated or ignored in its 'when' window, and what constant
    abilities treat as another token, are applied."""
    if occ is None:
        return tokens
    treatments = occ.treated + constants(engine, occ)
    if not treatments:
        return tokens
    out = list(tokens)
    for was, as_, label in treatments:
        if was not in out:
            continue
        k = out.index(was)
        if as_ is None:
            del out[k]
        else:
            out[k] = as_
        engine.emit(StepKind.STATE, depth, f"The revealed {was} token " + (
            f"resolves as {as_} ({label})" if as_ is not None else f"is ignored ({label}): it is not resolved"),
            RULES + (IGNORED if as_ is None else ()), card=label)
    return out
