"""Damage and horror a constant treats as direct (cardtext/direct_treat.py): "treat" and a list of "(all) <kind> (dealt
to you) as direct <kind>", one ``treat-direct`` constant a kind."""

from __future__ import annotations

from kb.cardtext import parse_card_text
from kb.cardtext.direct_treat import direct_constant


def test_each_kind_of_the_list_is_one_constant_on_its_dealing():
    assert direct_constant("Treat all damage as direct damage and all horror as direct horror.") == [
        {"applies-to": {"event": "damage-dealt"}, "treat-direct": True},
        {"applies-to": {"event": "horror-dealt"}, "treat-direct": True}]
    assert direct_constant("Treat horror dealt to you as direct horror") == [
        {"applies-to": {"event": "horror-dealt", "who": "you"}, "treat-direct": True}]


def test_other_shapes_are_not_read():
    assert direct_constant("Treat all damage as direct horror") is None  # the kind changes
    assert direct_constant("Treat each [elder_sign] you reveal as a [auto_fail]") is None
    assert direct_constant("Treat all damage as direct damage and all damage as direct damage") is None


def test_the_printed_constant_is_runnable():
    result = parse_card_text("Limit 1 per agenda/act. Treat all damage as direct damage and all horror as direct horror.",
                             name="Light of Aforgomon", type_code="treachery")
    assert [a.to_situation()["applies-to"]["event"] for a in result.runnable] == ["damage-dealt", "horror-dealt"]
