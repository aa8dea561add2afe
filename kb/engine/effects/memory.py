"""Key phrases: "Remember that you …" and "Record in your Campaign Log that …".

"Remember" (FAQ, “Remember that…”): the phrase may come up later during that scenario; there is no
need to record it, and it matters no longer than the scenario. "Record in your Campaign Log"
(“Record in your Campaign Log…”): the phrase is written under Campaign Notes as it appears, without
alteration, since a later scenario may check it. Either way the phrase is kept verbatim in the state
(``remembered`` or ``campaign_log`` of the final state); nothing else changes. A phrase remembered that uses the
word "you" is specific to the investigator resolving the effect (FAQ, “Remember that…”): who is kept with it
(``remembered_by``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine


def remember(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``remember`` effect: keep the phrase, for the scenario or in the Campaign Log."""
    phrase = eff.memory or ""
    state = engine.state
    if eff.campaign_log:
        state.campaign_log.append(phrase)
        text, rule = f"Recorded in the Campaign Log: \u201c{phrase}\u201d", "ahlcg/glossary/record-in-your-campaign-log"
    else:
        who = state.remembered.keep(phrase, ctx.you)
        text, rule = f"Remembered for the rest of the scenario: \u201c{phrase}\u201d", "ahlcg/glossary/remember-that"
        text += f" (by {who}: \u201cyou\u201d is the investigator resolving the effect)" if who else ""
    engine.emit(StepKind.STATE, ctx.depth, text, (rule,), card=ctx.bearer)
    return True


def could_remember(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """A phrase not yet kept changes the game state; one already kept does not."""
    state = engine.state
    if eff.campaign_log:
        return (eff.memory or "") not in state.campaign_log
    return not state.remembered.holds(eff.memory or "", ctx.you)
