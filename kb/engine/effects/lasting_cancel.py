"""A lasting effect that cancels what it applies to: "Cancel all attacks made by non-Elite enemies against you this
phase" (Lasting Effects; Cancel).

It is no 'cannot': the attack is made, its 'when' window opens, and it is canceled there, as a "Cancel that attack" is
(a card whose attacks "cannot be canceled" keeps them: :func:`.conditions.cancel` checks it). So the lasting effect is
held as a delayed ability of its duration (:func:`.delayed.set_up`): at each matching occurrence's 'when' window it
resolves the engine's one ``cancel``, until the duration ends and the lasting effect with it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.text import duration_words
from ..situation.spec import Effect, Filter
from ..situation.vocabulary import Duration, StepKind, Timing
from . import delayed

if TYPE_CHECKING:
    from ..core.engine import Engine


def hold(engine: Engine, ctx: Context, you: str, applies_to: Filter, duration: Duration | None, text: str) -> bool:
    """Set up the lasting cancel on ``you`` (the filter's "you"): a 'when' ability canceling each occurrence the
    filter fits while ``duration`` lasts."""
    holder = engine.state.investigators[you]
    delayed.set_up(holder, ctx, "cancels", Timing.WHEN, applies_to, (Effect("cancel", text=text),), text, duration)
    engine.emit(StepKind.STATE, ctx.depth, f"Lasting effect on {you} ({duration_words(duration, ctx.bearer)}): {text} \u2014 each such "
                f"{applies_to.event} is canceled as it would happen", ("ahlcg/rr/lasting-effects", "ahlcg/rr/cancel"),
                card=ctx.bearer)
    return True
