"""Additional costs on an action kind: "Each investigator must spend 1 additional action to parley" (Tough Crowd).

Action: "When performing an action, all costs of the action are first paid." A constant ability whose ``applies-to``
is ``perform-action`` with the action's ``via`` (parley, resign, …) and an ``additional-cost`` adds that cost to the
action's own, paid with it at once — the action's one action, a basic action's or an [action] ability's or a played
event's, plus the added actions (Costs: all of a cost is paid, or none; an action whose whole cost cannot be paid is
not taken). The engine's other additional costs, on an investigation, an attack or an evasion as it would resolve
(FAQ 1.6), stay with ``paying_costs.additional_costs``; this is the one place the cost of performing an action grows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Occurrence
from ..situation.cost import Cost
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

RULES = ("ahlcg/rr/action", "ahlcg/rr/costs", "ahlcg/rr/ability/constant-abilities")


def with_added(engine: Engine, who: str, via: str | None, cost: Cost, depth: int) -> Cost:
    """``cost`` (an action's own) with the additional costs active constants add to performing ``via``, said in the
    trace; ``cost`` itself when none does (or it costs no action: an action not spent is not performed as one)."""
    if via is None or not cost.actions:
        return cost
    probe = Occurrence("perform-action", depth, who=who, via=via)
    found = [m for m in engine.modifiers(probe) if m.ability.additional_cost is not None]
    if not found:
        return cost
    added = Cost()
    for m in found:
        added = added.plus(m.ability.additional_cost or Cost())
    engine.emit(StepKind.NOTE, depth, f"Additional cost ({', '.join(m.bearer for m in found)}): {who} must also pay "
                f"{added.describe()} to perform {'an' if via[0] in 'aeiou' else 'a'} {via} action, paid with the "
                "action's own cost", RULES, card=found[0].bearer)
    return cost.plus(added)
