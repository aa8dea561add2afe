"""Looking at and revealing the top cards of a deck, as the reader reads it (``looking.py``): the verb frames "look at
<the top (N) card(s)> of <deck>" and "reveal <the top (N) card(s)> of <deck>" with any deck phrase, one chosen, or a
choice of decks joined by "or"; the cards the look saw named back — "Return them to the top of that deck in any
order" (``arrange-top``), "If a [[Terror]] or [[Omen]] card is among the looked-at cards" (a result condition);
anything else done to them stays a gap with its reason."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.results import result_condition
from kb.cardtext.vocabulary import LOOKED_AT_CARDS


def _read(text: str, name: str = "Probe", type_code: str = "asset"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [(g.text, g.reason) for g in result.gaps]


# -- the verb frames: the top cards of a deck ----------------------------------------------------------------------

@pytest.mark.parametrize(("text", "effect"), [
    ("[action]: Look at the top 3 cards of your deck.", {"effect": "look-top", "amount": 3}),
    ("[action]: Look at the top card of the encounter deck.", {"effect": "look-top", "deck": "encounter"}),
    ("[action]: Look at the top 2 cards of each investigator's deck.",
     {"effect": "look-top", "amount": 2, "who": "each-investigator"}),
    ("[action]: Look at the top 3 cards of any investigator's deck.",  # Scrying: whose deck is a choice
     {"effect": "look-top", "amount": 3, "who": "an-investigator"}),
    ("[action]: Reveal the top card of each investigator's deck.",  # Montmartre
     {"effect": "reveal-top", "who": "each-investigator"}),
    ("[action]: Reveal the top card of the encounter deck.", {"effect": "reveal-top", "deck": "encounter"}),  # Split
    ("[action]: Reveal the top 2 cards of your deck.", {"effect": "reveal-top", "amount": 2}),
])
def test_the_top_cards_of_a_deck_are_looked_at_or_revealed(text, effect):
    effects, gaps = _read(text)
    assert effects == [effect] and gaps == []


def test_a_choice_of_decks_joined_by_or_is_an_either_of_one_look_a_deck():
    """Alyssa Graham: "Look at the top card of either the encounter deck or any player deck"."""
    effects, gaps = _read("[fast] Exhaust Alyssa Graham: Look at the top card of either the encounter deck or any "
                          "player deck.", "Alyssa Graham")
    assert effects == [{"effect": "either", "effects": [
        {"effect": "look-top", "deck": "encounter", "text": "Look at the top card of the encounter deck"},
        {"effect": "look-top", "who": "an-investigator", "text": "Look at the top card of any player deck"}],
                        "text": "Look at the top card of either the encounter deck or any player deck"}]
    assert gaps == []


def test_a_reveal_of_chaos_tokens_is_still_the_tokens_reading():
    effects, _ = _read("[action]: Reveal a random chaos token from the chaos bag.")
    assert effects == [{"effect": "reveal-token"}]


@pytest.mark.parametrize(("text", "effect"), [
    ("[action]: Look at the revealed side of an Exhibit Hall in play.",  # a card's other side (looking_sides.py)
     {"effect": "look-revealed-side", "to": "one-of:copies-of:Exhibit Hall"}),
    ("[action]: Look at the top card of the Exhibit deck.",  # a deck of its scenario: its set-aside cards
     {"effect": "look-top", "find": {"traits": ["Exhibit"]}}),
])
def test_a_look_at_a_cards_side_or_a_scenario_decks_top(text, effect):
    effects, gaps = _read(text)
    assert effects == [effect] and gaps == []


# -- the cards looked at, named back -------------------------------------------------------------------------------

@pytest.mark.parametrize("sentence", [
    "Return them to the top of that deck in any order.",
    "Return them to the top of that deck, in any order.",
    "Return those cards to the top of their deck in any order.",
])
def test_returning_them_in_any_order_after_a_look_is_arrange_top(sentence):
    effects, gaps = _read(f"[action]: Look at the top 3 cards of your deck. {sentence}")
    assert effects == [{"effect": "look-top", "amount": 3}, {"effect": "arrange-top"}] and gaps == []


def test_them_with_no_look_before_it_is_not_the_looked_at_cards():
    effects, gaps = _read("[action]: Return them to the top of that deck in any order.")
    assert not any(e["effect"] == "arrange-top" for e in effects) and gaps


@pytest.mark.parametrize(("text", "condition"), [
    ("a Terror or Omen card is among the looked-at cards",  # Scrying
     {"count": "card-looked-at-by-this-effect:terror-card|omen-card", "at-least": 1}),
    ("an enemy is among them", {"count": "card-looked-at-by-this-effect:enemy", "at-least": 1}),
    ("no Omen treachery is among those cards", {"count": "card-looked-at-by-this-effect:omen-treachery",
                                                    "at-most": 0}),
])
def test_a_card_among_the_looked_at_cards_is_a_result_condition(text, condition):
    assert result_condition(text) == condition


def test_scrying_reads_whole_and_its_horror_depends_on_the_look():
    effects, gaps = _read("Uses (3 charges). [fast] Exhaust Scrying and spend 1 charge: Look at the top 3 cards of "
                          "your deck. Return them to the top of that deck, in any order. If a [[Terror]] or [[Omen]] "
                          "card is among the looked-at cards, take 1 horror.", "Scrying")
    assert gaps == []
    assert effects[-1]["effect"] == "if" and effects[-1]["condition"]["count"].startswith("card-looked-at")


def test_a_condition_on_the_looked_at_cards_needs_a_look_before_it():
    _, gaps = _read("[action]: Draw 1 card. If a [[Terror]] card is among the looked-at cards, take 1 horror.")
    assert len(gaps) == 1


@pytest.mark.parametrize("sentence", [
    "Put each [[Monster]] enemy among those cards into play.",  # no place said: an enemy needs one
    "Put each [[Monster]] enemy among those cards into play under your control.",
    "Discard each [[Monster]] enemy among them with 2 or more health.",
])
def test_other_instructions_on_the_looked_at_cards_stay_a_gap_saying_why(sentence):
    effects, gaps = _read(f"[action]: Look at the top 5 cards of the encounter deck. {sentence}")
    assert effects[0] == {"effect": "look-top", "amount": 5, "deck": "encounter"}
    assert [reason for _, reason in gaps] == [LOOKED_AT_CARDS]


# -- the cards a look saw, named by the verbs that move them out of the deck -----------------------------------------

_LOOK = {"effect": "look-top", "amount": 5, "deck": "encounter"}


@pytest.mark.parametrize(("phrase", "selector"), [
    ("the rest of those cards", "each-card-looked-at-by-this-effect"),  # Row!: the ones still in the deck
    ("those cards", "each-card-looked-at-by-this-effect"),
    ("them", "each-card-looked-at-by-this-effect"),
    ("each [[Monster]] enemy among those cards", "each-monster-enemy-looked-at-by-this-effect"),
    ("each Writhing Appendage among them", "each-writhing_appendage-card-looked-at-by-this-effect"),  # a title
    ("a treachery among the looked-at cards", "a-treachery-looked-at-by-this-effect"),
    ("an [[Omen]] treachery among those cards", "an-omen-treachery-looked-at-by-this-effect"),
])
def test_a_noun_phrase_over_the_cards_seen_is_the_selector_of_them(phrase, selector):
    """The frame "<det> <qualifiers> <noun> among <those cards>", "the rest of <those cards>", "those cards": one
    selector of the resolution's record, whatever verb takes it."""
    effects, gaps = _read(f"[action]: Look at the top 5 cards of the encounter deck. Discard {phrase}.")
    assert effects == [_LOOK, {"effect": "discard", "to": selector}] and gaps == []


def test_put_into_play_engaged_with_you_is_into_your_threat_area():
    """Row!: "put each Writhing Appendage among those cards into play, engaged with you" — the reduced relative on
    "play" is where it enters (Put into Play: "unless otherwise stated by the put into play ability")."""
    effects, gaps = _read("[action]: Look at the top 3 cards of your deck and put each [[Monster]] enemy among them "
                          "into play, engaged with you.")
    assert effects[1] == {"effect": "put-into-play", "to": "each-monster-enemy-looked-at-by-this-effect",
                          "zone": "threat-area"} and gaps == []


def test_row_reads_whole_the_sentence_after_instead_continuing_the_replacement():
    """Row! (an early card): the discard is part of the replacement, after the look whose cards it names."""
    effects, gaps = _read("<b>Forced</b> - When you would draw the top card of the encounter deck: Instead look at the "
                          "top 5 cards of the encounter deck and put each Writhing Appendage among those cards into "
                          "play, engaged with you. Discard the rest of those cards.", "Row!", "story")
    assert gaps == [] and len(effects) == 1 and effects[0]["effect"] == "instead"
    assert [e["effect"] for e in effects[0]["effects"]] == ["look-top", "put-into-play", "discard"]


def test_those_cards_with_no_look_before_are_not_the_cards_seen():
    """With no look before it, "discard them" is not the record's: the other rules read it (or refuse it)."""
    effects, _ = _read("[action]: Discard the rest of those cards.")
    assert not any("looked-at" in str(e) for e in effects)
