"""Amounts printed per investigator: "Deal 2 [per_investigator] damage to Hastur", "Place 1 [per_investigator] doom
on it". Per Investigator: "When the [per_investigator] symbol appears after a value, that value is multiplied by the
number of investigators who started the scenario" — read as the engine's ``for-each`` of that count
(``investigator-started-scenario``) around the effect with the printed amount: the engine resolves a cumulative
effect once, its amount multiplied by the count (2024 glossary, "For each"), which is the multiplied value.

The amount is read where every amount is (``instruction.amount``), marked as :class:`.words.PerInvestigator`; the clause's
effects are then multiplied here, at the one exit of the lowering. An effect the engine would resolve once per
instance rather than once multiplied, a per-investigator amount nested in
another effect, or one lost on the way is refused with its reason: the clause is never read with the bare number.
Tokens placed ("Place 1 [per_investigator] clues on Quiet Halls") are one placement of the multiplied amount.
"""

from __future__ import annotations

from .counted import per_count
from .model import NotParsed
from .vocabulary import Effect
from .words import PER_INVESTIGATOR as MARK, PerInvestigator

#: The count that multiplies it: the investigators who started the scenario (eliminated ones still count).
COUNT = "investigator-started-scenario"
#: Effects the engine's ``for-each`` resolves as one cumulative effect of the multiplied amount (its ``CUMULATIVE``,
#: the ones a printed value per investigator is found on; a test checks they are the engine's).
MULTIPLIED = frozenset({"deal-damage", "deal-horror", "heal-damage", "heal-horror", "draw", "gain-resources",
                        "lose-resources", "discover-clues", "place-doom", "place-tokens",
                        "remove-tokens"})
NOT_FIXED = "not a fixed amount (per-investigator amounts are not in the engine's vocabulary)"


def multiplied(effects: list[Effect], text: str) -> list[Effect]:
    """``effects`` of the clause ``text`` with each amount per investigator multiplied (a ``for-each`` of the
    investigators who started the scenario); unchanged when the clause prints none."""
    marks = text.lower().count(MARK)
    if not marks:
        return effects
    out: list[Effect] = []
    for effect in effects:
        if not isinstance(effect.get("amount"), PerInvestigator):
            out.append(effect)
            continue
        if effect["effect"] not in MULTIPLIED:
            raise NotParsed(text, f"an amount per investigator of '{effect['effect']}', which the engine's 'for-each' "
                            "resolves once per instance, not once multiplied (Per Investigator)")
        out.append(per_count(COUNT, {**effect, "amount": int(effect["amount"])}))
        marks -= 1
    if marks:
        raise NotParsed(text, NOT_FIXED)
    return out
