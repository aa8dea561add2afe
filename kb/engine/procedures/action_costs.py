"""Additional costs on an action kind: "Each investigator must spend 1 additional action to parley" (Tough Crowd).

Action: "When performing an action, all costs of the action are first paid." A constant ability whose ``applies-to``
is ``perform-action`` with the action's ``via`` (parley, resign, …) and an ``additional-cost`` adds that cost to the
action's own, paid with it at once — the action's one action, a basic action's or an [action] ability's or a played
event's, plus the added actions (Costs: all of a cost is paid, or none; an action whose whole cost cannot be paid is
not taken). A constant with ``first-each`` ("The first time you perform one of the following actions (move, fight, or
evade) each round, it costs 1 additional action": Frozen in Fear) adds its cost only to the first action of those
kinds its investigator performs in the period — none of them resolved in full yet this period (``core/history.py``).
The engine's other additional costs, on an investigation, an attack or an evasion as it would resolve
(FAQ 1.6), stay with ``paying_costs.additional_costs``; this is the one place the cost of performing an action grows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.occurrence import Occurrence
from ..situation.cost import Cost
from ..situation.vocabulary import LimitPeriod, StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

RULES = ("ahlcg/rr/action", "ahlcg/rr/costs", "ahlcg/rr/ability/constant-abilities")


def with_added(engine: Engine, who: str, via: str | None, cost: Cost, depth: int) -> Cost:
    """``cost`` (an action's own) with the additional costs active constants add to performing ``via``, said in the
    trace; ``cost`` itself when none does (or it costs no action: an action not spent is not performed as one)."""
    if via is None or not cost.actions:
        return cost
    probe = Occurrence("perform-action", depth, who=who, via=via)
    found = [m for m in engine.modifiers(probe) if m.ability.additional_cost is not None
             and _first_of_period(engine, who, via, m.ability.first_each)]
    if not found:
        return cost
    added = Cost()
    for m in found:
        added = added.plus(m.ability.additional_cost or Cost())
    engine.emit(StepKind.NOTE, depth, f"Additional cost ({', '.join(m.bearer for m in found)}): {who} must also pay "
                f"{added.describe()} to perform {'an' if via[0] in 'aeiou' else 'a'} {via} action{_firsts(found)}, "
                "paid with the action's own cost", RULES, card=found[0].bearer)
    return cost.plus(added)


def _firsts(found: list[Any]) -> str:
    """What the trace says of a cost limited to the first action of some kinds each period (empty when none is)."""
    firsts = [m.ability.first_each for m in found if m.ability.first_each is not None]
    return "".join(f" (the first of its {' / '.join(kinds)} actions this {per})" for per, kinds in firsts)


def _first_of_period(engine: Engine, who: str, via: str, first: tuple[str, tuple[str, ...]] | None) -> bool:
    """Whether a constant limited to the first action of some kinds each period (``first-each``) applies to ``who``'s
    ``via`` action now: one of its kinds, and none of them performed by ``who`` yet this period; True with no limit."""
    if first is None:
        return True
    per, kinds = first
    state = engine.state
    return via in kinds and state.history.performed_of(who, kinds, per, state.period_key(LimitPeriod(per))) == 0
