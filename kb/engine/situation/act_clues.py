"""An act's clue threshold as the ability the investigators use to advance it (Act Deck and Agenda Deck).

"The act deck advances if the investigators, as a group, spend the requisite number of clues (as indicated by
the act card) … This is normally done as a [free] player ability. Any or all investigators may contribute any
number of clues": an act with a ``threshold`` (its clue threshold, per investigator values multiplied out by the
situation, as a location's clues are) has that free ability — a group cost of that many clues, then
``advance``. Its "Objective –" may add a requirement to the spending: only the investigators at one location
may contribute (``spend-at``). An objective that overrides the spending — a state of the game (``each-at``,
``no-clues``), clues that must be spent as soon as they are collected (``collect``: a standing rule,
:func:`kb.engine.procedures.act_and_agenda.objective_met`) or a goal whose advance another card instructs
(``instructed``: "Do not advance until you are instructed") — leaves the act no such ability.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .spec import Ability, Cost, Effect
from .vocabulary import AbilityKind, CardType

#: The objectives that replace spending clues at will.
OVERRIDING = ("each-at", "no-clues", "collect", "each-resigned", "instructed")


def spend_to_advance(raw: Mapping[str, Any], kind: CardType, path: str) -> list[Ability]:
    """The act's free ability to advance by spending its threshold in clues, as a group; [] for any other card."""
    threshold = raw.get("threshold")
    objective = raw.get("objective") or {}
    if kind is not CardType.ACT or not threshold or any(objective.get(k) for k in OVERRIDING):
        return []
    where = objective.get("spend-at")
    text = (f"Only investigators at {where} may spend" if where else "The investigators may spend") + \
        f" the requisite number of clues ({threshold}), as a group, to advance."
    return [Ability(kind=AbilityKind.FREE, cost=Cost(group_clues=threshold, group_at=where),
                    effects=(Effect(effect="advance", to="current-act"),), text=text, path=path)]
