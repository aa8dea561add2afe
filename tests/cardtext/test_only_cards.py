""""You can only <verbs> <cards>" (``only_cards.py``): each verb's event forbidden for the cards none of the listed
kinds picks — from the frame's shape and the printed sentence (Lola Hayes)."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text

LOLA = "You can only play, commit, or trigger abilities on Neutral cards or cards of your role."


def _constants(text: str) -> list[dict[str, Any]]:
    result = parse_card_text(text, name="Lola Hayes", type_code="investigator")
    assert not result.gaps, result.gaps
    return [a.to_situation() for a in result.abilities]


def test_lolas_restriction_forbids_each_verb_on_cards_neither_neutral_nor_of_her_role():
    found = _constants(LOLA)
    what = "non-class_neutral-non-class_your_role-card"
    assert [(f["applies-to"]["event"], f["applies-to"].get("via")) for f in found] == [
        ("play-card", None), ("commit-card", None),
        ("ability-triggered", "activate"), ("ability-triggered", "free"), ("ability-triggered", "reaction")]
    assert all(f["applies-to"]["what"] == what and f["applies-to"]["who"] == "you" and f["cannot"] for f in found)


@pytest.mark.parametrize(("text", "event", "what"), [
    ("You can only play [guardian] cards or Neutral cards.", "play-card", "non-class_guardian-non-class_neutral-card"),
    ("You can only commit cards of your current role.", "commit-card", "non-class_your_role-card"),
    ("You can only play [seeker] assets.", "play-card", "non-class_seeker-asset"),
])
def test_a_can_only_on_kinds_of_card_forbids_every_other_card(text: str, event: str, what: str):
    (found,) = _constants(text)
    assert found["applies-to"] == {"event": event, "what": what, "who": "you"} and found["cannot"] is True


def test_kinds_with_no_one_inverse_stay_a_gap_saying_why():
    result = parse_card_text("You can only play [guardian] assets or Neutral events.", name="Lola Hayes",
                             type_code="investigator")
    (gap,) = result.unsupported
    assert gap.category == "constant:only" and "no list of one kind each" in gap.reason
