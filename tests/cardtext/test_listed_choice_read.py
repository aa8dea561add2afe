"""A choice among printed values, then the sentence naming what was chosen (``listed_choice.py``): an ``either`` of
that sentence read with each value in its place."""

from __future__ import annotations

from kb.cardtext import parse_card_text
from kb.cardtext.listed_choice import instantiated, options_of

TERROR = ("Choose one of the following cardtypes (asset, event, or skill). Each player must discard each card in his "
          "or her hand that is of the chosen cardtype.")


def _read(text: str):
    result = parse_card_text(f"Revelation - {text}", type_code="treachery")
    return [dict(e) for a in result.abilities for e in a.effects], [(g.text, g.reason) for g in result.gaps]


def test_the_options_are_the_parenthesis_list():
    assert options_of("asset, event, or skill") == ["asset", "event", "skill"]


def test_a_card_that_is_of_the_chosen_cardtype_is_a_card_of_that_type():
    assert instantiated("Each player must discard each card in his or her hand that is of the chosen cardtype",
                        "cardtype", "event") == "Each player must discard each event in his or her hand"
    assert instantiated("Discard all cards of the chosen cardtype in your hand", "cardtype", "skill") \
        == "Discard all skills in your hand"
    assert instantiated("Draw 1 card", "cardtype", "asset") is None


def test_terror_from_beyond_reads_as_the_players_one_choice_of_a_discard_per_cardtype():
    effects, gaps = _read(TERROR)
    assert gaps == []
    (either,) = effects
    assert either["effect"] == "either"
    assert [o["effects"] for o in either["effects"]] == [[{"effect": "discard", "to": f"each-{t}-in-your-hand"}]
                                                          for t in ("asset", "event", "skill")]
    assert {o["who"] for o in either["effects"]} == {"each-investigator"}


def test_a_choice_no_sentence_names_stays_a_gap():
    effects, gaps = _read("Choose one of the following cardtypes (asset, event, or skill). Draw 1 card.")
    assert all(e["effect"] != "either" for e in effects)
    assert any("no sentence after it names" in reason for _, reason in gaps)


def test_several_values_chosen_at_once_stay_a_gap():
    effects, gaps = _read("Choose two of the following cardtypes (asset, event, or skill). Each player must discard "
                          "each card in his or her hand that is of the chosen cardtype.")
    assert any("several of the listed values" in reason for _, reason in gaps)
