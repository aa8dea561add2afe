"""A new chaos token revealed in place of one canceled (Wendy Adams: "When you reveal a chaos token, …: Cancel that
chaos token and return it to the bag. Reveal a new chaos token.").

The `reveal-token` effect reveals a random token; used in the 'when' window of a skill test's reveal (ST.3) whose
token was just canceled (or ignored: Lucky Dice, "Ignore that chaos token and reveal another one to resolve"), the token it reveals is the test's own: it is revealed for that test (its own reveal, with
its 'would' and 'when' windows: the same replacements apply, FAQ 2.5) and it is the token ST.4 and ST.5 resolve —
the canceled one has no effect and went back to the bag (Cancel: "If an effect is canceled, it is not resolved"; the
``cancel`` effect says so). The new token is the first unused ``reveals`` entry for the tester and the revealing card,
as any card's reveal takes one. After a test's token was returned to the bag in the 'would' window of its result,
it is that test's new token (``returned_token.py``). Anywhere else `reveal-token` reveals a token outside a test, as before
(``reveal.reveal_token``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind
from . import reveal, skilltest
from .returned_token import new_token_spec, returned_first, reveal_anew
from .treated import ignored

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/cancel", "ahlcg/rr/st-3", "ahlcg/rr/chaos-tokens")


def reveal_token(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``reveal-token`` effect: for the test whose reveal was just canceled, its new token; else a token
    revealed outside a test."""
    if returned_first(engine, ctx):  # its token returned to the bag as its result was determined
        return reveal_anew(engine, eff, ctx)
    test, occ = engine.test, ctx.occ
    if test is None or occ is None or occ.event != "reveal-chaos-token" or not (occ.canceled or ignored(occ)) \
            or test.tokens:
        return reveal.reveal_token(engine, eff, ctx)
    spec = new_token_spec(engine, test, ctx, _RULES)
    if spec is None:
        return False
    engine.emit(StepKind.NOTE, ctx.depth, f"{ctx.bearer}: a new chaos token is revealed for {test.who}'s test in "
                f"place of the {'canceled' if occ.canceled else 'ignored'} one ({spec.path}): it is the token ST.4 and ST.5 resolve", _RULES,
                card=ctx.bearer)
    return skilltest.reveal_tokens(engine, test, list(spec.tokens))
