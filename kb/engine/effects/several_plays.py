"""Several cards played by one instruction, one at a time: "One at a time, play up to 3 assets from your hand, reducing
the resource cost of each by 1."

Playing a card is one initiation sequence (Appendix I; Play): its costs are paid and it resolves (an asset enters
play) before the next card is chosen, so each card after the first is chosen from the hand as it then is. The
``play`` effect's ``amount`` is how many cards it plays, each a card its selector picks (``to``), each with the cost
modifier the instruction gives ("reducing the resource cost of each by 1"); one card is played as the ``search``
module's ``play`` plays it. Fewer are played when the hand holds no other such card, or when one cannot be played (its
cost cannot be paid: the sequence is aborted, Appendix I), and the trace says how many were played.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.selector_words import selector_words
from ..core.targets import pick
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind
from . import search

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/play", "ahlcg/rr/appendix-i")


def play(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``play`` effect: ``amount`` cards (one by default), played one at a time; True if any was played."""
    times = eff.amount or 1
    if times == 1 or eff.to is None:
        return search.play(engine, eff, ctx)
    one, played = replace(eff, amount=None), 0
    while played < times:
        if not pick(engine, eff.to, ctx, noun="target", decide=False):
            engine.emit(StepKind.NOTE, ctx.depth, f"No other card to play ({selector_words(eff.to)}): {played} of up to {times} "
                        "played", _RULES, card=ctx.bearer)
            break
        if not search.play(engine, one, ctx):
            engine.emit(StepKind.NOTE, ctx.depth, f"That card could not be played: {played} of up to {times} played",
                        _RULES, card=ctx.bearer)
            break
        played += 1
    return played > 0
