"""The condition on the investigator an enemy is engaged with (Constant Abilities; Engaged): the verb frame "[the
card] [is] engaged with an investigator" with a bound on that investigator ("with remaining sanity 4 or fewer", "with
3 or more remaining health", "who has no remaining sanity"), read as the same bound on "you" and composed with the
investigators engaged with the card — the lowest for "or fewer", the highest for "or more"."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text
from kb.engine import situation_from_data

from .situation import situation_with

ENGAGED = "investigator-engaged-with-self"


def _conditions(text: str, name: str = "Screeching Byakhee", type_code: str = "enemy") -> list[dict[str, Any]]:
    """Each ability's condition, read with no gap and loaded by the engine."""
    result = parse_card_text(text, name=name, type_code=type_code)
    assert result.gaps == (), result.gaps
    situation_from_data(situation_with(result, name=name, type_code=type_code))
    return [a.to_situation().get("condition") for a in result.abilities]


@pytest.mark.parametrize(("text", "condition"), [
    # no subject: the enemy bearing the text; the value named before its bound (as printed on Screeching Byakhee)
    ("While engaged with an investigator with remaining sanity 4 or fewer, Screeching Byakhee gets +1 fight and "
     "+1 evade.", {"count": f"lowest-remaining-sanity-of:{ENGAGED}", "at-most": 4}),
    # the card's own name as subject, the bound before the value, "or more": the highest
    ("While Screeching Byakhee is engaged with an investigator with 3 or more remaining health, it gets +1 fight.",
     {"count": f"highest-remaining-health-of:{ENGAGED}", "at-least": 3}),
    # a pronoun subject and "who has"; "no remaining sanity" is at most 0
    ("While he is engaged with an investigator who has no remaining sanity, he gets +2 evade.",
     {"count": f"lowest-remaining-sanity-of:{ENGAGED}", "at-most": 0}),
])
def test_a_bound_on_the_engaged_investigator(text: str, condition: dict[str, Any]) -> None:
    assert all(found == condition for found in _conditions(text))


@pytest.mark.parametrize(("text", "type_code"), [
    # on a card that is no enemy, nothing is engaged with it: the clause is not this frame
    ("While engaged with an investigator with remaining sanity 4 or fewer, Hall gets +1 shroud.", "location"),
    # a count of an investigator that is no remaining sanity or health: not read as one
    ("While engaged with an investigator with 3 or more cards in hand, Screeching Byakhee gets +1 fight.", "enemy"),
])
def test_another_clause_is_not_this_frame(text: str, type_code: str) -> None:
    result = parse_card_text(text, name="Hall" if type_code == "location" else "Screeching Byakhee",
                             type_code=type_code)
    assert result.gaps and all("engaged-with-self" not in str(a.to_situation()) for a in result.abilities)
