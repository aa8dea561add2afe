"""Choosing several targets at once: "any number of" (Target).

"If multiple targets are required to be chosen by the same player, they are chosen simultaneously", and "An effect
that can choose “any number” of targets does not successfully resolve (and cannot change the game state) if zero of
those targets are chosen." So an "any number of X" selector (``any-number-of-enemies-at-your-location``) asks the
player once, before anything resolves, for all the targets among those its "each X" form picks: a situation's
``several`` choice names them (``among``; an empty list chooses none). Without one, the engine takes every eligible
target and says so. Choosing none leaves the effect with no target: it does not resolve, so what follows its
"Then," does not either.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..situation.vocabulary import Decision, StepKind
from .occurrence import Context

if TYPE_CHECKING:
    from .engine import Engine

RULES = ("ahlcg/rr/target",)


def choose_several(engine: Engine, ctx: Context, options: list[str]) -> list[str]:
    """The targets chosen, all at once, among ``options`` (the eligible ones)."""
    who = ctx.you or ctx.bearer
    choice = engine.book.take(Decision.SEVERAL, ability=ctx.bearer) or engine.book.take(Decision.SEVERAL, ability=None)
    if choice is None:
        engine.emit(StepKind.CHOICE, ctx.depth, f"{who} chooses any number of {', '.join(options)}, simultaneously: "
                    "no choice given; the engine takes all of them", RULES, card=ctx.bearer)
        return list(options)
    chosen = [o for o in options if o in choice.among]
    outside = [o for o in choice.among if o not in options]
    said = f" ({', '.join(outside)}: not among them)" if outside else ""
    if not chosen:
        engine.emit(StepKind.CHOICE, ctx.depth, f"{who} chooses none of {', '.join(options)} ({choice.path}){said}: "
                    "with zero targets chosen, the effect does not resolve and cannot change the game state", RULES,
                    card=ctx.bearer)
        return []
    engine.emit(StepKind.CHOICE, ctx.depth, f"{who} chooses {', '.join(chosen)}, simultaneously ({choice.path}; "
                f"could also choose: {', '.join(o for o in options if o not in chosen) or 'nothing else'}){said}",
                RULES, card=ctx.bearer)
    return chosen
