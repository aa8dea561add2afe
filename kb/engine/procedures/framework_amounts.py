"""How many cards or resources a framework step gives an investigator: its printed 1 (4.4: "each investigator draws 1
card and gains 1 resource") plus each constant ability's ``amount-modifier`` that applies to that step's own draw or
gain (``via: framework``) — "You collect 1 additional resource during each upkeep phase" (Constant Abilities;
Modifiers: the framework's amount modified before it is drawn or gained, so the draw or gain is one timing point)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Occurrence
from ..core.text import count
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

#: What each event gives, in words.
_NOUNS = {"draw-cards": "card", "gain-resources": "resource"}


def step_amount(engine: Engine, event: str, who: str, base: int) -> int:
    """The amount a framework step's draw or gain (``event``) gives ``who``: ``base`` and every modifier to it, each
    said in the trace with the card it comes from; never below 0."""
    probe = Occurrence(event, 0, who=who, via="framework")
    amount = base
    for ab in engine.modifiers(probe):
        n = ab.ability.amount_modifier
        if not n:
            continue
        amount += n
        engine.emit(StepKind.NOTE, 0, f"{who} {'+' if n > 0 else '-'}{count(abs(n), _NOUNS[event])} in this step: "
                    f"{ab.bearer}: \u201c{ab.ability.text}\u201d",
                    ("ahlcg/rr/ability/constant-abilities", "ahlcg/rr/modifiers"), card=ab.bearer)
    return max(0, amount)
