"""A skill test's revealed chaos token returned to the bag once its result is known, and a new one revealed in its
place ("When you would succeed at a skill test: Return the revealed chaos token to the bag and reveal a new chaos
token. If this effect causes you to fail the test, …").

The rules' words: ST.3 reveals the token, ST.4 resolves its symbol, ST.5 adds its modifier, ST.6 compares (Skill Test
Timing); a token returned to the bag is no longer revealed, so it resolves nothing more (Chaos Tokens). In the 'would'
window of the test's success or failure (ST.6), then:

- ``return-token``: the test's one resolved token goes back to the bag — its modifier leaves ST.5, its automatic
  result and its ST.7 results ("if you fail, …" of its symbol's line) are withdrawn; what its symbol already did at
  ST.4 has happened and stays. Several resolved tokens (a bless token and the one it revealed) do not say which is
  "the revealed chaos token": not modelled;
- ``reveal-token`` after it: the new token is revealed for that test (its own reveal, with its windows), ST.4 resolves
  its symbol, and the result is computed again; the resolution records the result it changed (``test-failed`` /
  ``test-succeeded``, the per-resolution record of ``core/results.py``), which "If this effect causes you to fail the
  test" counts. The 'would' window the ability resolved in then sees the result recomputed (``skilltest``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.results import record
from ..core.silence import not_modelled
from ..situation.spec import Effect
from ..situation.vocabulary import Result, StepKind
from . import skilltest
from .symbols import apply_symbols

if TYPE_CHECKING:
    from ..core.engine import Engine
    from ..core.ongoing import Test
    from ..situation.plan import RevealSpec

_RULES = ("ahlcg/rr/chaos-tokens", "ahlcg/rr/st-3", "ahlcg/rr/st-6")
#: The events of a test's result, in whose 'would' window a token may be returned and another revealed.
RESULT_EVENTS = {"succeed-skill-test": Result.SUCCESS, "fail-skill-test": Result.FAIL}


def _at_result(engine: Engine, ctx: Context) -> Test | None:
    """The test whose result's 'would' window the ability resolves in, else None."""
    occ = ctx.occ
    return engine.test if occ is not None and occ.event in RESULT_EVENTS else None


def could_return(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Whether a resolved token of the test could be returned (there is one, in its result's window)."""
    test = _at_result(engine, ctx)
    return test is not None and bool(test.tokens)


def return_token(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``return-token`` effect: the test's revealed token back to the bag, withdrawn from ST.5 to ST.7."""
    test = _at_result(engine, ctx)
    if test is None or not test.tokens:
        engine.emit(StepKind.NOTE, ctx.depth, f"{ctx.bearer}: no chaos token revealed for a skill test whose result "
                    "is being determined: there is none to return to the bag", _RULES, card=ctx.bearer)
        return False
    if len(test.tokens) != 1:
        not_modelled(engine, ctx.depth, f"{ctx.bearer}: several tokens resolve for this test ({', '.join(test.tokens)})"
                     ": which is \u201cthe revealed chaos token\u201d returned to the bag", *_RULES, card=ctx.bearer)
        return False
    token = test.tokens.pop()
    if token in test.revealed:
        test.revealed.remove(token)
    test.returned.append(token)
    label = f"[{token}]"
    test.automatic[:] = [(by, r) for by, r in test.automatic if by != label]
    test.on_success[:] = [r for r in test.on_success if not r.label.startswith(label)]
    test.on_fail[:] = [r for r in test.on_fail if not r.label.startswith(label)]
    engine.emit(StepKind.STATE, ctx.depth, f"{ctx.bearer}: the revealed chaos token ({token}) is returned to the chaos "
                "bag: it no longer resolves for this test (no modifier at ST.5, no result of its symbol at ST.7; what "
                "its symbol did at ST.4 stays done)", _RULES, card=ctx.bearer)
    return True


def new_token_spec(engine: Engine, test: Test, ctx: Context, rules: tuple[str, ...]) -> RevealSpec | None:
    """The situation's `reveals` entry giving the new token revealed for ``test`` in place of one canceled, ignored or
    returned; None, said at this step and reported, when none gives it (the engine cannot say which token it is)."""
    spec = engine.next_reveal_spec(test.who, ctx.bearer)
    if spec is None or not spec.tokens:
        engine.emit(StepKind.NOTE, ctx.depth, f"{ctx.bearer}: {test.who} reveals a new chaos token for the test, but "
                    "the situation's `reveals` gives none for it: the engine cannot say which", rules, card=ctx.bearer)
        engine.report(f"{ctx.bearer}: no `reveals` entry gives the new token {test.who} reveals", *rules)
        return None
    return spec


def returned_first(engine: Engine, ctx: Context) -> bool:
    """Whether a ``reveal-token`` here reveals the test's new token: its result's window, its token returned."""
    test = _at_result(engine, ctx)
    return test is not None and not test.tokens and bool(test.returned)


def reveal_anew(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The new token of a test whose token was returned (:func:`returned_first`): revealed for it, its symbol resolved
    (ST.4), the result computed again and, if it changed, recorded on this resolution."""
    test, occ = engine.test, ctx.occ
    assert test is not None and occ is not None
    spec = new_token_spec(engine, test, ctx, _RULES)
    if spec is None:
        return False
    engine.emit(StepKind.NOTE, ctx.depth, f"{ctx.bearer}: a new chaos token is revealed for {test.who}'s test in place "
                f"of the one returned ({spec.path}): ST.4 resolves its symbol, then ST.5 and ST.6 are computed again",
                _RULES, card=ctx.bearer)
    if not skilltest.reveal_tokens(engine, test, list(spec.tokens)):
        return False
    apply_symbols(engine, test)
    was, now = RESULT_EVENTS[occ.event], skilltest.result_now(engine, test)
    if now is not was:
        record(ctx, "test-failed" if now is Result.FAIL else "test-succeeded", 1)
    engine.emit(StepKind.NOTE, ctx.depth, f"With the new token {test.who} would "
                f"{'succeed' if now is Result.SUCCESS else 'fail'}"
                + ("" if now is was else ": this effect changed the result"), ("ahlcg/rr/st-5", "ahlcg/rr/st-6"),
                card=ctx.bearer)
    return True
