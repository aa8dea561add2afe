"""The cards a discard or a shuffle picks, composed from the noun phrase's parts (determiner, qualifiers — traits,
traits joined by "or", weakness / non-weakness —, noun, area: a hand, a discard pile, a threat area, "you control"),
and "up to N" cards from a hand; read from each rule's own shape and from real cards (Cheat Death, Astral Travel,
Abbey Tower, Grand Guignol, Rites Howled)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(text: str, name: str = "Test Card", type_code: str = "event"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


@pytest.mark.parametrize(("text", "selector"), [
    ("Discard all cards in your threat area.", "each-card-in-your-threat-area"),
    ("Discard each card in your threat area.", "each-card-in-your-threat-area"),
    ("Discard a Terror card from your threat area.", "a-terror-card-in-your-threat-area"),
    ("Discard each [[Terror]] treachery in your threat area.", "each-terror-treachery-in-your-threat-area"),
    ("Discard a non-weakness treachery from your threat area.", "a-non-weakness-treachery-in-your-threat-area"),
])
def test_a_discard_of_cards_in_your_threat_area_is_composed_from_determiner_traits_noun_and_area(text, selector):
    effects, gaps = _read(text)
    assert effects == [{"effect": "discard", "to": selector}] and gaps == []


@pytest.mark.parametrize(("text", "selector"), [
    ("Discard an Item or Ally asset you control.", "one-of:an-item-asset-you-control|an-ally-asset-you-control"),
    ("You must discard a Spell, or Ritual card you control.", None),
    ("Discard a Tome or Spell or Relic asset you control.",
     "one-of:a-tome-asset-you-control|a-spell-asset-you-control|a-relic-asset-you-control"),
])
def test_traits_joined_by_or_sharing_the_noun_are_one_card_you_control_of_either_trait(text, selector):
    effects, gaps = _read(text)
    if selector is None:  # a list with a comma is no pair of traits the rule reads: left to the other rules
        assert effects == [] and gaps
    else:
        assert effects == [{"effect": "discard", "to": selector}] and gaps == []


@pytest.mark.parametrize(("text", "inner"), [
    ("Discard up to 3 cards from your hand.", {"effect": "discard-from-hand", "amount": 3}),
    ("Discard up to 2 [[Item]] assets from your hand.",
     {"effect": "discard-from-hand", "amount": 2, "find": {"type": "asset", "traits": ["Item"]}}),
])
def test_up_to_n_cards_from_your_hand_is_the_discard_from_hand_inside_up_to(text, inner):
    effects, gaps = _read(text)
    assert effects == [{"effect": "up-to", "effects": [inner]}] and gaps == []


@pytest.mark.parametrize(("text", "selector"), [
    ("Shuffle all non-weakness cards from your hand into your deck.", "each-non-weakness-card-in-your-hand"),
    ("Shuffle each weakness in your discard pile into your deck.", "each-weakness-card-in-your-discard-pile"),
    ("Shuffle all [[Spell]] events in your discard pile into your deck.", "each-spell-event-in-your-discard-pile"),
])
def test_each_card_of_a_hand_or_discard_pile_is_shuffled_into_your_deck(text, selector):
    effects, gaps = _read(text)
    assert effects == [{"effect": "shuffle-into", "to": selector}] and gaps == []


@pytest.mark.parametrize("text", [
    "Shuffle all non-weakness cards from your hand into the encounter deck.",  # not their owner's deck
    "Each player must discard each card in his or her hand that is of the chosen cardtype.",  # a choice bound earlier
    "Discard all Item or Ally assets in your threat area.",  # every card of either trait is no one choice
])
def test_what_no_slot_holds_stays_a_gap(text):
    effects, gaps = _read(text)
    assert gaps and not any(e["effect"] in ("shuffle-into", "discard") for e in effects)


def test_real_cards_read_whole():
    """Cheat Death's threat area, Astral Travel's "or" traits, Abbey Tower's "up to", Rites Howled's weaknesses."""
    effects, gaps = _read("Fast. Play when you would be defeated.\nDisengage from each enemy engaged with you, discard "
                          "all cards in your threat area, heal 2 horror and 2 damage, and move to any revealed location "
                          "with no enemies.", "Cheat Death")
    assert {"effect": "discard", "to": "each-card-in-your-threat-area"} in effects and gaps == []
    effects, gaps = _read("<b>Move.</b> Move to any revealed location and reveal a random token from the chaos bag. If "
                          "you reveal a [skull] or [auto_fail] symbol, you must discard an [[Item]] or [[Ally]] asset "
                          "you control (if you cannot, take 1 damage).", "Astral Travel")
    assert "one-of:an-item-asset-you-control|an-ally-asset-you-control" in str(effects) and gaps == []
    effects, gaps = _read("[action]: Discard up to 3 cards from your hand.", "Abbey Tower", "location")
    assert effects == [{"effect": "up-to", "effects": [{"effect": "discard-from-hand", "amount": 3}]}] and gaps == []
    effects, gaps = _read("<b>Revelation</b> - Each investigator at an [[Altered]] location shuffles each weakness in "
                          "his or her discard pile into his or her deck.", "Rites Howled", "treachery")
    assert effects[0]["effects"] == [{"effect": "shuffle-into", "to": "each-weakness-card-in-your-discard-pile"}]
    assert gaps == []


@pytest.mark.parametrize(("text", "selector"), [
    ("Discard each [[Criminal]] enemy in the same location as an [[Abomination]] enemy.",
     "each-criminal-enemy-at:location-of:each-abomination-enemy-in-play"),
    ("Discard each enemy at the same location as an Abomination enemy.",
     "each-enemy-at:location-of:each-abomination-enemy-in-play"),
    ("Discard each non-Elite enemy at each Abomination enemy's location.",
     "each-non-elite-enemy-at:location-of:each-abomination-enemy-in-play"),
])
def test_enemies_at_the_same_location_as_another_are_each_enemy_qualified_at_its_location(text, selector):
    effects, gaps = _read(text)
    assert effects == [{"effect": "discard", "to": selector}] and gaps == []


def test_that_investigator_with_his_or_her_things_is_the_sequence_of_the_one_chosen():
    """Logical Reasoning: "That investigator either heals 2 horror or discards a Terror card from his or her threat
    area" — the chosen investigator's own instruction, his or her threat area being "your" inside the sequence."""
    effects, gaps = _read("Play only if you have at least 1 clue.\nChoose an investigator at your location. That "
                          "investigator either heals 2 horror or discards a [[Terror]] card from his or her threat area.",
                          "Logical Reasoning")
    assert gaps == [] and effects[1]["effect"] == "sequence" and effects[1]["who"] == "chosen"
    assert effects[1]["effects"][0]["effects"] == [{"effect": "heal-horror", "amount": 2, "to": "you"},
                                                  {"effect": "discard", "to": "a-terror-card-in-your-threat-area"}]


@pytest.mark.parametrize(("text", "effects"), [
    ("Revelation - If you are at an [[Extradimensional]] location, discard it and take 1 damage. Otherwise, take 2 "
     "damage.", [{"effect": "discard", "to": "your-location"}, {"effect": "deal-damage", "amount": 1, "to": "you"}]),
    ("Revelation - Discard your location.", [{"effect": "discard", "to": "your-location"}]),
])
def test_a_location_discarded_is_the_location_the_phrase_names(text, effects):
    """Collapsing Reality: "it" after "If you are at an Extradimensional location" is your location; "your location"
    likewise: the engine's discard of that location (it leaves play)."""
    result = parse_card_text(text, name="Test Card", type_code="treachery")
    read = [dict(e) for a in result.abilities for e in a.effects]
    assert not result.unsupported
    assert (read[0]["effects"] if read[0]["effect"] == "if" else read) == effects


@pytest.mark.parametrize(("text", "reason"), [
    ("Revelation - The lead investigator discards your location.", "discarding a location otherwise than by you"),
    ("Revelation - Discard your location from play.", "discarding a location otherwise than by you"),
    ("Revelation - Discard all cards you control of that class.", "cards of a class"),  # of your role: class_icons
])
def test_a_discard_the_engine_cannot_hold_says_why(text, reason):
    result = parse_card_text(text, name="Test Card", type_code="treachery")
    assert any(g.reason.startswith(reason) and g.category == "effect:discard" for g in result.unsupported)


def test_an_equal_number_after_a_shuffle_is_the_number_shuffled():
    """Grand Guignol: "shuffle all non-weakness cards from your hand into your deck, then draw an equal number of
    cards" — the shuffle records the cards it shuffled; "an equal number" is ``that-many`` of them."""
    effects, gaps = _read("<b>Forced</b> - After you reveal Grand Guignol: You must either take 2 horror, or shuffle all "
                          "non-weakness cards from your hand into your deck, then draw an equal number of cards.",
                          "Grand Guignol", "location")
    assert gaps == []
    second = effects[0]["effects"][1]["effects"]
    assert second[0] == {"effect": "shuffle-into", "to": "each-non-weakness-card-in-your-hand"}
    assert second[1]["count"] == "that-many" and second[1]["effects"] == [{"effect": "draw", "amount": 1}]
