"""What the words before an ability's colon name for the rule of reference in the effects after it.

- a period of an investigator's turn, "While an investigator is taking his or her turn, …: That investigator …"
  (:func:`.conditions.turn_referents`);
- the committed card a condition on the triggering test found, "if a skill card you own is committed to that test, …:
  Return that skill card to your hand" (:mod:`.committed_counts`);
- the card an exhaust-a-trait cost picks, "Exhaust a Spell asset: Move 1 charge from that asset to Angered Spirits":
  the payer chooses which asset to exhaust (Costs), and the effects name that card as those after a "Choose …" name
  the one chosen — the engine's ``chosen``, which the payment binds (``engine/procedures/cost_pick.py``).
"""

from __future__ import annotations

from typing import Any

from .card_values import DISCARDED
from .committed_counts import committed_referents
from .conditions import turn_referents
from .instruction import CHOSEN


def cost_referents(cost: dict[str, Any]) -> tuple[tuple[str, str | None], ...]:
    """The referents the cost's words name, nearest last: the turn's investigator, then the card exhausted or the card
    discarded."""
    picked = (("card", CHOSEN),) if cost.get("exhaust-trait") else ()
    discarded = ((DISCARDED, CHOSEN),) if cost.get("discard-hand") == 1 and not cost.get("discard-from-play") else ()
    return turn_referents(cost) + committed_referents(cost) + picked + discarded
