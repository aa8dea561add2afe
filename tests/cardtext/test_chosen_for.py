""""(You may) choose X to Y": the choice made now, Y done to the card chosen ("it" given back), optional under "may"
(an ``if-able`` whose ``done`` is Y); on a chaos token's line Y may wait for the test's end (``after-test-ends``)."""

from __future__ import annotations

from kb.cardtext import parse_card_text

MINH = ("[elder_sign] effect: +1. You may choose a skill card committed to this skill test to return to its owner's "
        "hand after this test ends.")


def _line(text: str) -> dict:
    result = parse_card_text(text, name="Minh Thi Phan", type_code="investigator")
    assert result.gaps == ()
    return result.to_json()["card"]["chaos-tokens"][0]


def test_minh_thi_phan_chooses_a_committed_skill_now_and_returns_it_after_the_test():
    (effect,) = _line(MINH)["effects"]
    assert effect["effect"] == "if-able"
    assert effect["effects"] == [{"effect": "choose", "to": "a-committed-skill", "may": True}]
    (delayed,) = effect["done"]
    assert delayed["effect"] == "after-test-ends"
    assert delayed["effects"] == [{"effect": "move-card", "zone": "hand", "to": "chosen"}]


def test_any_committed_card_without_may_is_chosen_at_once():
    line = _line("[elder_sign] effect: +1. Choose a card committed to this skill test to return to its owner's hand "
                 "after this test ends.")
    assert line["effects"][0] == {"effect": "choose", "to": "a-committed-card"}
    assert line["effects"][1]["effect"] == "after-test-ends"


def test_a_test_end_outside_a_token_line_stays_a_gap():
    result = parse_card_text("Choose a skill card committed to this skill test to return to its owner's hand after "
                             "this test ends.", name="Card", type_code="event")
    assert result.gaps
