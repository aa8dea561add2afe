"""Direct damage and horror: a constant that treats what is dealt as direct (cardtext/direct_treat.py: "treat" and a list
of "(all) <kind> (dealt to you) as direct <kind>", one ``treat-direct`` constant a kind), and a sentence making the
ability's own dealing direct (cardtext/direct_dealt.py: "<kind> dealt by this effect is considered direct <kind>", under
a condition an ``if``)."""

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


def _effects(text: str) -> list[dict]:
    result = parse_card_text(text, name="Marked by the Sign", type_code="treachery")
    assert not result.gaps, result.gaps
    return result.abilities[0].to_situation()["effects"]


def test_the_dealing_before_the_sentence_is_made_direct():
    assert _effects("<b>Revelation</b> - Take 2 horror. Horror dealt by this effect is considered direct horror.") == [
        {"effect": "deal-horror", "amount": 2, "to": "you", "direct": True}]
    (test,) = _effects("<b>Revelation</b> - Test [agility] (3). For each point you fail by, take 1 damage. Damage from "
                       "this effect is considered direct damage.")
    assert test["fail"][0]["effects"][0]["direct"] is True  # one cumulative dealing, direct


def test_under_a_condition_the_dealing_is_direct_only_while_it_holds_and_the_next_clause_shares_it():
    (test,) = _effects("<b>Revelation</b> - Test [willpower] (2). If you fail, take 2 horror. If The Man in the Pallid "
                       "Mask is in play, horror dealt by this effect is considered direct horror, and this test has +2 "
                       "difficulty.")
    man = {"card": "The Man in the Pallid Mask", "state": "in-play"}
    plain = {"effect": "deal-horror", "amount": 2, "to": "you"}
    assert test["fail"] == [{"effect": "if", "condition": man, "effects": [{**plain, "direct": True}],
                             "otherwise": [plain]}]
    assert test["harder"] == {"by": 2, "if": man}


def test_with_nothing_dealt_before_it_the_sentence_is_a_gap():
    result = parse_card_text("<b>Revelation</b> - Horror dealt by this effect is considered direct horror.",
                             name="X", type_code="treachery")
    assert [g.reason for g in result.gaps] == ["direct damage or horror with no instruction before it dealing it"]
