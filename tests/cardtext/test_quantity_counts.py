"""Counts named by a quantity noun of a holder (``kb.cardtext.quantity_counts``): the current act's or agenda's
number ("X is the current Agenda #": ``agenda-number``) and the margin of the test made ("where X is the amount you
failed by": ``point-failed-by``); an enemy named by reference ("that enemy's evade value") stays a gap."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.counted import where_x
from kb.cardtext.counts import UNCOUNTABLE


def _token_counts(text: str) -> list[tuple[int | None, str | None]]:
    result = parse_card_text(text, name="Scenario", type_code="scenario")
    assert not result.unsupported and not result.unparsed
    return [(line.get("modifier"), line.get("count")) for line in dict(result.card)["chaos-tokens"]]


@pytest.mark.parametrize("line, expected", [
    ("[skull]: -X. X is the current Agenda #.", (-1, "agenda-number")),  # Essex County Express
    ("[cultist]: -X. X is the current act number.", (-1, "act-number")),
    ("[tablet]: -X. X is the current agenda's number.", (-1, "agenda-number")),
    ("[elder_thing]: -X. X is the number of the current act.", (-1, "act-number")),
])
def test_a_tokens_x_is_the_number_of_the_current_act_or_agenda(line, expected):
    assert _token_counts(line) == [expected]


def _result(text: str) -> dict:
    result = parse_card_text(f"<b>Revelation</b> - Test [agility] (4). {text}", name="T", type_code="treachery")
    assert not result.unsupported and not result.unparsed
    return result.abilities[0].effects[0]


@pytest.mark.parametrize("text, branch, count, effect", [
    ("If you fail, take X damage, where X is the amount you failed by.", "fail", "point-failed-by", "deal-damage"),
    ("If you fail, take X horror, where X is the number of points you failed by.", "fail", "point-failed-by",
     "deal-horror"),
    ("If you succeed, gain X resources, where X is the amount by which you succeeded.", "success",
     "point-succeeded-by", "gain-resources"),
])
def test_a_results_amount_x_is_the_margin_of_the_test(text, branch, count, effect):
    loop = _result(text)[branch]
    assert [(e["effect"], e["count"], [x["effect"] for x in e["effects"]]) for e in loop] == [
        ("for-each", count, [effect])]


@pytest.mark.parametrize("text, branch, count, effect", [
    ("If you fail, reveal the top X cards of the encounter deck, where X is the amount you failed by.", "fail",
     "point-failed-by", {"effect": "reveal-top", "deck": "encounter"}),
    ("If you succeed, look at the top X cards of your deck, where X is the amount you succeeded by.", "success",
     "point-succeeded-by", {"effect": "look-top"}),
])
def test_the_top_x_cards_of_a_look_are_the_look_counted_once_per_x(text, branch, count, effect):
    """Hunted by Byakhee: "reveal the top X cards of the encounter deck, where X is the amount you failed by" — "the
    top card" (X read as 1) counted for each point: the engine's look of the top cards, one look of X cards."""
    assert _result(text)[branch] == [{"effect": "for-each", "count": count, "effects": [effect]}]


def test_a_margin_of_an_effect_with_no_amount_stays_a_gap():
    """"ready X enemies, where X is the amount you failed by": the ready has no amount to count once per point, so it is
    refused, not read as one enemy."""
    result = parse_card_text("<b>Revelation</b> - Test [agility] (6). If you fail, ready X enemies, where X is the "
                             "amount you failed by.", name="Hunted", type_code="treachery")
    assert [u.reason for u in result.unsupported] == ["an amount X of an effect with no amount to count (read once "
                                                      "per X)"]


@pytest.mark.parametrize("text", [
    "[reaction] After you evade an enemy: Test [agility] (X), where X is that enemy's fight value.",
])
def test_a_quantity_of_an_enemy_named_by_reference_stays_a_gap(text):
    """"that enemy" with no choice before it (here the triggering enemy) is not guessed; after "Choose an enemy …"
    it is the chosen one's (Waylay: test_chosen_counts)."""
    result = parse_card_text(text, name="Sidestep", type_code="asset")
    assert any("no enemy chosen before it" in u.reason for u in result.unsupported)


@pytest.mark.parametrize("text, count, effect", [
    ("[action]: Gain resources equal to the number of cards in your hand.", "card-in-your-hand",
     {"effect": "gain-resources", "amount": 1}),
    ("[action]: Take horror equal to the amount of doom in play.", "doom-in-play",
     {"effect": "deal-horror", "amount": 1, "to": "you"}),
    ("[action]: Draw cards equal to the number of enemies engaged with you.", "enemy-engaged-with-you",
     {"effect": "draw", "amount": 1}),
])
def test_an_amount_equal_to_a_count_is_the_count_of_its_noun(text, count, effect):
    """"<verb> <noun> equal to <count>" is "<verb> X <noun>, where X is <count>": the instruction of amount 1, done for
    each of the count (one cumulative effect in the engine)."""
    result = parse_card_text(text, name="T", type_code="asset")
    assert not result.unsupported and not result.unparsed
    assert result.abilities[0].effects == ({"effect": "for-each", "count": count, "effects": [effect]},)


@pytest.mark.parametrize("text", [
    "[action]: Gain resources equal to the number of locations away from the starting location you are.",  # distance
    "[action]: Gain resources equal to that enemy's health value.",  # no health value counted
])
def test_an_amount_equal_to_a_count_the_engine_has_no_word_for_stays_a_gap(text):
    result = parse_card_text(text, name="T", type_code="asset")
    assert [u.reason for u in result.unsupported] == [UNCOUNTABLE]
    assert result.abilities[0].effects == ()


def test_a_value_equal_to_another_is_not_an_amount():
    """"Salvatore Neri's fight value is equal to …", "until it has clues on it equal to its clue value": no amount
    noun before "equal to", so no counted instruction is made of them."""
    assert where_x("Salvatore Neri's fight value is equal to the attacking investigator's base [combat]") is None
    assert where_x("Add clues to that copy of Dim Streets until it has clues on it equal to its clue value") is None


def test_the_top_x_cards_of_a_search_stay_a_gap():
    """"search the top X cards of your deck …, where X is …": X is how many cards the one search sifts, not how many
    searches; the engine's search takes a printed number, so the sentence is refused rather than read as X searches
    of the top card."""
    result = parse_card_text("<b>Revelation</b> - Test [agility] (4). If you fail, search the top X cards of your deck "
                             "for an [[Item]] asset and draw it, where X is the amount you failed by.", name="T",
                             type_code="treachery")
    assert [u.reason.split(":")[0] for u in result.unsupported] == ["the top X cards of a search"]
    assert "fail" not in result.abilities[0].effects[0]
