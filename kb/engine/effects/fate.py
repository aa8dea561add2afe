"""An investigator killed or driven insane by a card's instruction ("you are killed", "you are driven insane"):
``killed`` / ``driven-insane``.

Killed/Insane Investigators: "An investigator may also be killed or driven insane by card ability", and "investigators
who are killed or driven insane must be recorded in your campaign log" — the engine records it, as it records trauma
(``trauma.py``). For this scenario, "When playing a standalone scenario, there is no practical difference between being
killed, driven insane, or defeated": the investigator is defeated by the card's ability (Defeat by Card Ability: "A
defeated investigator is eliminated from the game"), so the defeat's window opens and Elimination follows, as for any
defeat; one already eliminated is only recorded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..procedures import damage
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind
from .parameters import for_each_investigator

if TYPE_CHECKING:
    from ..core.engine import Engine

_FATE = "ahlcg/rr/killed-insane-investigators"
_BY_CARD = "ahlcg/rr/campaign-play/defeat-by-card-ability"
_FATES = {"killed": "killed", "driven-insane": "driven insane"}


def fate(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``killed`` / ``driven-insane`` effect: each investigator its ``who`` picks is recorded so in the Campaign
    Log, then defeated by the card's ability (eliminated), unless already out of the scenario."""
    printed = _FATES[eff.effect]

    def befall(who: str) -> bool:
        state = engine.state
        state.campaign_log.append(f"{who} was {printed}")
        engine.emit(StepKind.STATE, ctx.depth, f"{who} is {printed} by a card ability (recorded in the Campaign Log)",
                    (_FATE,), card=ctx.bearer)
        if state.investigators[who].eliminated:
            engine.emit(StepKind.STATE, ctx.depth, f"{who} is already eliminated: nothing more happens in this "
                        "scenario", (_FATE,), card=who)
            return True
        engine.emit(StepKind.STATE, ctx.depth, f"in this scenario there is no practical difference between being "
                    f"{printed} and defeated: {who} is defeated by the card ability", (_FATE, _BY_CARD), card=who)
        damage.defeat(engine, [who], ctx.bearer, ctx.depth, by_card=True)
        return True

    return for_each_investigator(engine, eff, ctx, befall)

