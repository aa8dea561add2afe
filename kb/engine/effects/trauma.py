"""Trauma suffered by a card's instruction ("You suffer 1 mental trauma"): ``physical-trauma`` / ``mental-trauma``.

Trauma (Campaign Play): trauma is "recorded in the campaign log"; each one makes the investigator start later
scenarios with 1 damage (physical) or 1 horror (mental), which is setup's business (step 2), not this scenario's: the
replay records it, in the investigator's ``trauma`` of the final state and in the Campaign Log. Killed/Insane
Investigators: "An investigator with physical trauma equal to or higher than his or her printed health is killed"
(mental trauma and printed sanity: driven insane) — counted with the trauma the investigator began with, and recorded;
the rules tie it to campaign play, so it does not end this scenario for him or her, and the trace says so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.text import count
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind
from .parameters import for_each_investigator

if TYPE_CHECKING:
    from ..core.engine import Engine

_TRAUMA = "ahlcg/rr/campaign-play/trauma"
_FATE = "ahlcg/rr/killed-insane-investigators"


def suffer_trauma(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``physical-trauma`` / ``mental-trauma`` effect: each investigator its ``who`` picks suffers ``amount``."""
    kind = eff.effect.split("-")[0]
    at = 0 if kind == "physical" else 1

    def suffer(who: str) -> bool:
        state = engine.state
        start = next(i.trauma for i in engine.situation.investigators if i.name == who)
        suffered = state.trauma.setdefault(who, [0, 0])
        suffered[at] += eff.amount or 1
        total = start[at] + suffered[at]
        line = f"{who} suffered {count(eff.amount or 1, f'{kind} trauma', f'{kind} trauma')}"
        state.campaign_log.append(line)
        engine.emit(StepKind.STATE, ctx.depth, f"{line} (recorded in the Campaign Log; {kind} trauma now {total})",
                    (_TRAUMA,), card=ctx.bearer)
        inv = state.investigators[who]
        printed = inv.health if kind == "physical" else inv.sanity
        if total >= printed:
            fate = "killed" if kind == "physical" else "driven insane"
            state.campaign_log.append(f"{who} was {fate}")
            engine.emit(StepKind.STATE, ctx.depth, f"{who}'s {kind} trauma ({total}) is equal to or higher than his or "
                        f"her printed {'health' if kind == 'physical' else 'sanity'} ({printed}): {who} is {fate}, "
                        "recorded in the Campaign Log; the rules tie this to campaign play, not to this scenario",
                        (_FATE,), card=ctx.bearer)
        return True

    return for_each_investigator(engine, eff, ctx, suffer)
