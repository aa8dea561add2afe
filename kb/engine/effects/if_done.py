"""An instruction followed by what depends on whether it was done: the one ``if-able`` effect for "X (if you cannot,
Y instead)", "X. If you cannot, Y.", and an optional instruction's follow-ups, "You may X. If you do, Y." / "If you do
not, Z." / "… choose to X to Y".

The rules' words: "The word “may” indicates that a specified player has the option to do that which follows" (May);
"players must resolve as much of the effect as possible, unless the effect uses the word “may”" (Effects); an effect
cannot be done when it has no potential to change the game state (Appendix I). So the ``if-able`` records, as it
resolves, which of three things happened to X:

- *cannot*: X could not change the game state — no choice is offered; ``otherwise`` resolves (nothing was done);
- *declined*: X is optional (an effect in it has ``may``) and the player chose not to — ``otherwise`` resolves;
- *done*: X was chosen (or is not optional) and resolved — ``done`` ("If you do") resolves only if X resolved in full:
  "If you do" means it was done. X done only in part runs neither branch, and the trace says so.

The choice is the player's ``may`` choice (default yes, as every ``may``), made here once for X rather than by each
optional aspect, so that the trace can name the choice that made Y resolve or not.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.text import describe_effects
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

#: The rule entries every step of it cites.
_RULES = ("ahlcg/rr/effects", "ahlcg/rr/appendix-i")


def if_able(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``if-able`` effect: its ``effects`` if they can be done (and, when optional, are chosen), then its ``done``
    if they were done in full; else its ``otherwise``. Returns whether what resolved resolved in full."""
    what = describe_effects(eff.effects)
    if not engine.potential(eff.effects, ctx):
        return _not_done(engine, eff, ctx, f"\u201c{what}\u201d cannot be done (it could not change the game state)")
    optional = _optional(eff)
    if optional is not None:
        if not engine.decide_may(ctx, optional):
            return _not_done(engine, eff, ctx, f"{ctx.you or ctx.bearer} chose not to \u201c{what}\u201d")
        chosen = tuple(replace(e, may=False) for e in eff.effects)  # decided once, here, for the whole of X
    else:
        chosen = eff.effects
    if not eff.done:
        engine.emit(StepKind.NOTE, ctx.depth, f"\u201c{what}\u201d can be done, so it resolves", _RULES, card=ctx.bearer)
        return engine.run_effects(chosen, ctx)
    full = engine.run_effects(chosen, ctx)
    follow = describe_effects(eff.done)
    who = "chose to" if optional is not None else "had to"
    if not full:
        engine.emit(StepKind.NOTE, ctx.depth, f"{ctx.you or ctx.bearer} {who} \u201c{what}\u201d but it was not done in "
                    f"full, so \u201c{follow}\u201d (if you do) does not resolve", (*_RULES, "ahlcg/rr/may"),
                    card=ctx.bearer)
        return False
    engine.emit(StepKind.NOTE, ctx.depth, f"{ctx.you or ctx.bearer} {who} \u201c{what}\u201d and did, so "
                f"\u201c{follow}\u201d (if you do) resolves", (*_RULES, "ahlcg/rr/may"), card=ctx.bearer)
    return engine.run_effects(eff.done, ctx)


def _not_done(engine: Engine, eff: Effect, ctx: Context, why: str) -> bool:
    """X was not done (``why``): ``otherwise`` resolves in its place, and ``done`` does not."""
    then = (f"\u201c{describe_effects(eff.otherwise)}\u201d resolves instead" if eff.otherwise else "nothing resolves")
    if eff.done:
        then += f"; \u201c{describe_effects(eff.done)}\u201d (if you do) does not resolve"
    rules = (*_RULES, "ahlcg/rr/may") if eff.done or _optional(eff) is not None else _RULES
    engine.emit(StepKind.NOTE, ctx.depth, f"{why}, so {then}", rules, card=ctx.bearer)
    return engine.run_effects(eff.otherwise, ctx) if eff.otherwise else False


def _optional(eff: Effect) -> Effect | None:
    """The optional aspect of X (the ``may`` the player decides for the whole of X), or None."""
    return next((e for e in eff.effects if e.may), None)


def could_change_if_able(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Whether the branch that could resolve now could change the state."""
    return engine.potential(eff.effects, ctx) or (bool(eff.otherwise) and engine.potential(eff.otherwise, ctx))
