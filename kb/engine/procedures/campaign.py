"""The resolution of a scenario in campaign play: the resolution's text, then the Experience steps
(Campaign Play: Experience — count, purchase, record).

Earning experience is a triggering condition (``earn-experience``), so an ability that says "When
earning experience during the resolution of a scenario" triggers only when a resolution actually earns
some: a resolution that says "No experience points are earned" (a replay instruction) raises no such
condition, and one whose experience cannot be spent yet (Scenarios V–A and V–B) still earns it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Occurrence
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

_XP = "ahlcg/rr/campaign-play/experience"
_RULING = "ahlcg/faq/q-does-charons-obol-trigger-its-effects-if-a"


def earn(engine: Engine, who: str, amount: int, depth: int, by: str | None, *, additional: bool = False) -> None:
    """Add experience to an investigator's total (the state change, traced)."""
    inv = engine.state.investigators[who]
    before = inv.experience
    inv.experience += amount
    what = f"{amount} additional experience" if additional else f"{amount} experience"
    engine.emit(StepKind.STATE, depth, f"{who} earns {what}" + (f" ({by})" if by else "")
                + f": experience {before} \u2192 {inv.experience}", (_XP,), card=by or who)


def fewer(engine: Engine, who: str, amount: int, depth: int, by: str | None) -> None:
    """"You earn N fewer experience for this scenario": kept with the experience the Campaign Log records, and taken
    from what the scenario earns at step 1 of its Experience (never below none earned)."""
    total = engine.state.campaign_log.fewer_experience.get(who, 0) + amount
    engine.state.campaign_log.fewer_experience[who] = total
    engine.emit(StepKind.STATE, depth, f"{who} earns {amount} fewer experience for this scenario"
                + (f" ({by})" if by else "") + f": {total} fewer in all, taken from the experience counted at the "
                "scenario's resolution (Experience, step 1)", (_XP,), card=by or who)


def resolve_scenario(engine: Engine, point: str, depth: int) -> None:
    """Follow the situation's resolution named ``point`` (if it describes one) and its experience steps."""
    spec = dict(engine.situation.resolutions).get(point)
    if spec is None:
        return
    state = engine.state
    engine.emit(StepKind.FRAMEWORK, depth, f"Resolution {point}" + (f": \u201c{spec.text}\u201d" if spec.text else ""),
                ("ahlcg/rr/campaign-play",))
    if not spec.earned:
        engine.emit(StepKind.NOTE, depth, "Experience: this resolution earns no experience points, so no experience "
                    "is counted and nothing that happens 'when earning experience' can trigger",
                    (_XP, _RULING))
        return
    everyone = list(state.investigators)
    engine.emit(StepKind.FRAMEWORK, depth, f"Experience, step 1 (count experience): each investigator earns "
                f"{spec.experience} (the victory display's total plus or minus the resolution's bonuses, as the "
                "situation states it), added to any unspent experience", (_XP,))
    fewer = state.campaign_log.fewer_experience
    for who in (w for w in everyone if fewer.get(w)):
        engine.emit(StepKind.STATE, depth, f"{who} earns {fewer[who]} fewer experience for this scenario: "
                    f"{max(0, spec.experience - fewer[who])} of {spec.experience}", (_XP,), card=who)
    earned = {who: max(0, spec.experience - fewer.get(who, 0)) for who in everyone}
    occs = [engine.occurrence("earn-experience", depth, who=who, amount=earned[who],
                              text=f"{who} earns {earned[who]} experience") for who in everyone]

    def body(live: list[Occurrence]) -> None:
        for occ in live:
            earn(engine, occ.who or "", occ.amount, depth, None)

    engine.resolve(occs, body)
    if spec.spend:
        engine.emit(StepKind.FRAMEWORK, depth, "Experience, step 2 (purchase new cards): the investigators may now "
                    "spend experience on new cards (deck changes are not replayed)", (_XP,))
    else:
        engine.emit(StepKind.FRAMEWORK, depth, "Experience, step 2 (purchase new cards): not now \u2014 the experience "
                    "is earned, but it may not be spent until after the next scenario has been played (Scenarios "
                    "V\u2013A and V\u2013B are two separate scenarios)", (_XP, _RULING))
    totals = ", ".join(f"{who} {state.investigators[who].experience}" for who in everyone)
    engine.emit(StepKind.STATE, depth, f"Experience, step 3 (record unspent experience in the campaign log): {totals}",
                (_XP,))
