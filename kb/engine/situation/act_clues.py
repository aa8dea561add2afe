"""An act's clue threshold as the ability the investigators use to advance it (Act Deck and Agenda Deck).

"The act deck advances if the investigators, as a group, spend the requisite number of clues (as indicated by
the act card) … This is normally done as a [free] player ability. Any or all investigators may contribute any
number of clues": an act with a ``threshold`` (its clue threshold, per investigator values multiplied out by the
situation, as a location's clues are) has that free ability — a group cost of that many clues, then
``advance``. Its "Objective –" may add a requirement to the spending: only the investigators at one location
may contribute (``spend-at``), and only at a timing point (``spend-when``: "When the round ends, investigators in
the hallway may, as a group, spend the requisite number of clues to advance" — then the spending is no free ability
but an optional triggered one of the act, at that timing point: Triggered Abilities, "may"; the act has no controller,
so the lead investigator decides for the group, Lead Investigator). An objective that overrides the spending — a
state of the game (``each-at``, ``no-clues``), clues that must be spent as soon as they are collected (``collect``:
a standing rule, :func:`kb.engine.procedures.act_and_agenda.objective_met`) or a goal whose advance another card
instructs (``instructed``: "Do not advance until you are instructed") — leaves the act no such ability.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .paths import format_path
from .spec import Ability, Cost, Effect, Filter
from .vocabulary import AbilityKind, CardType, Timing

#: The objectives that replace spending clues at will.
OVERRIDING = ("each-at", "no-clues", "collect", "each-resigned", "instructed")


def spend_to_advance(raw: Mapping[str, Any], kind: CardType, parts: list[str | int],
                     read_filter: Callable[[Mapping[str, Any], list[str | int]], Filter | None]) -> list[Ability]:
    """The act's ability to advance by spending its threshold in clues, as a group: a free one, or, with a
    ``spend-when``, a reaction at that timing point (``read_filter`` reads its trigger); [] for any other card."""
    threshold = raw.get("threshold")
    objective = raw.get("objective") or {}
    if kind is not CardType.ACT or not threshold or any(objective.get(k) for k in OVERRIDING):
        return []
    where = objective.get("spend-at")
    when = objective.get("spend-when")
    text = (f"Only investigators at {where} may spend" if where else "The investigators may spend") + \
        f" the requisite number of clues ({threshold}), as a group, to advance."
    cost, effects = Cost(group_clues=threshold, group_at=where), (Effect(effect="advance", to="current-act"),)
    if when is not None:  # the objective's timing point: then, and only then, the investigators may spend
        trigger = read_filter(when["trigger"], parts + ["objective", "spend-when", "trigger"])
        return [Ability(kind=AbilityKind.REACTION, timing=Timing(when["timing"]), trigger=trigger, cost=cost,
                        effects=effects, path=format_path(parts),
                        text=f"{objective.get('text') or text} ({threshold} clues; the lead investigator decides "
                             "for the group)")]
    return [Ability(kind=AbilityKind.FREE, cost=cost, effects=effects, text=text, path=format_path(parts))]
