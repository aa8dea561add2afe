"""Constant abilities that change where damage and horror are assigned (Dealing Damage/Horror, step 1): the passive
verb frames of "assign" — a card that "may be assigned" what is dealt to others, kinds that "must be assigned" to
a card before the investigator card."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def _constants(text: str, name: str) -> list[dict[str, Any]]:
    result = parse_card_text(text, name=name, type_code="asset")
    assert result.gaps == ()
    return [{k: v for k, v in a.to_situation().items() if k not in ("kind", "text")}
            for a in result.abilities if a.kind == "constant"]


@pytest.mark.parametrize(("text", "name", "abilities"), [
    # a permission: one ability for each kind the list names
    ("Brother Xavier may be assigned damage and/or horror dealt to other investigators at your location.",
     "Brother Xavier",
     [{"applies-to": {"event": "damage-dealt", "who": "investigator-at-your-location"}, "assignable": True},
      {"applies-to": {"event": "horror-dealt", "who": "investigator-at-your-location"}, "assignable": True}]),
    ("True Grit may be assigned damage dealt to other investigators at your location.", "True Grit",
     [{"applies-to": {"event": "damage-dealt", "who": "investigator-at-your-location"}, "assignable": True}]),
    ("Old Guard may be assigned horror dealt to each investigator.", "Old Guard",
     [{"applies-to": {"event": "horror-dealt", "who": "investigator"}, "assignable": True}]),
    # an obligation, whichever kind; "non-direct" is what the rules say already
    ("Non-direct horror must be assigned to Moxie before it can be assigned to your investigator card.", "Moxie",
     [{"applies-to": {"event": "horror-dealt", "who": "you"}, "assign-first": True}]),
    ("Damage must be assigned to Shield Wall before it can be assigned to your investigator.", "Shield Wall",
     [{"applies-to": {"event": "damage-dealt", "who": "you"}, "assign-first": True}]),
])
def test_an_assignment_ability_read_from_the_tree(text: str, name: str, abilities: list[dict[str, Any]]) -> None:
    assert _constants(text, name) == abilities


@pytest.mark.parametrize("text", [
    # who else may assign to it is not a set of investigators the engine names
    "Old Guard may be assigned damage dealt to enemies at your location.",
    # before another card, not the investigator card
    "Non-direct horror must be assigned to Moxie before it can be assigned to an Ally asset.",
])
def test_an_assignment_of_another_shape_stays_a_gap(text: str) -> None:
    result = parse_card_text(text, name=text.split(" may ")[0] if " may " in text else "Moxie", type_code="asset")
    assert result.unsupported and result.unsupported[0].category.startswith("constant:")
