"""Two frames of an optional choice between instructions: one object shared by two coordinated prepositions ("add 1
doom to or remove 1 doom from a card you control": the object given back to each instruction) and "You may A or B"
(the "may" opens the whole choice: A, B, or neither); doom placed on a card you control is a chosen target."""

from __future__ import annotations

from kb.cardtext import parse_card_text
from kb.cardtext.raised_object import distribute

MARIE = "[elder_sign] effect: +1. You may add 1 doom to or remove 1 doom from a card you control."


def _line(text: str) -> dict:
    result = parse_card_text(text, name="Marie Lambeau", type_code="investigator")
    assert result.gaps == ()
    return result.to_json()["card"]["chaos-tokens"][0]


def test_the_shared_object_is_given_back_to_the_first_preposition():
    assert distribute("You may add 1 doom to or remove 1 doom from a card you control") == \
        "You may add 1 doom to a card you control or remove 1 doom from a card you control"


def test_a_comparison_is_no_second_instruction():
    words = "Discard each card with a cost equal to or less than the damage dealt to it"
    assert distribute(words) == words


def test_marie_lambeau_reads_an_optional_choice_of_doom_placed_or_removed():
    line = _line(MARIE)
    assert line["modifier"] == 1
    assert line["effects"] == [{"effect": "either", "may": True, "text": MARIE.split(": +1. ")[1].rstrip("."),
                                "effects": [{"effect": "place-doom", "amount": 1, "to": "a-card-you-control"},
                                            {"effect": "remove-tokens", "tokens": "doom", "amount": 1,
                                             "to": "a-card-you-control"}]}]


def test_may_before_two_options_makes_the_choice_optional():
    line = _line("[elder_sign] effect: +1. You may gain 1 resource or draw 1 card.")
    (choice,) = line["effects"]
    assert choice["effect"] == "either" and choice["may"] is True
    assert [e.get("may") for e in choice["effects"]] == [None, None]


def test_a_must_choice_stays_compulsory():
    line = _line("[elder_sign] effect: +1. You must either gain 1 resource or draw 1 card.")
    assert "may" not in line["effects"][0]
