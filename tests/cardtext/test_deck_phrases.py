"""Cards taken from a deck and put into one, read from the noun phrases that name them (``decks.py``), and amounts
that are a count of the state (``counted.py``). One case a shape of the rule, from real cards (development cards)
and the rule's own shape; the expected effects restate the printed amounts and decks."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def _read(text: str, name: str | None, type_code: str) -> tuple[list[dict[str, Any]], list[str]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


@pytest.mark.parametrize(("text", "effects"), [
    # "the top N cards of D": the deck after "of"
    ("<b>Forced</b> - After you reveal Engine Car: Draw the top 3 cards of the encounter deck.",
     [{"effect": "draw-encounter-card", "amount": 3}]),
    ("<b>Forced</b> - After you enter the Courtyard: Discard the top card of the encounter deck.",
     [{"effect": "discard-top", "amount": 1, "deck": "encounter"}]),
    # "N cards from (the top of) D": the deck after "from", the subject who draws
    ("In player order, each investigator draws 1 card from the top of the encounter deck.",
     [{"effect": "draw-encounter-card", "who": "each-investigator"}]),
    ("Draw a new card from the top of the encounter deck.", [{"effect": "draw-encounter-card"}]),
    ("Discard 2 cards from the top of your deck.", [{"effect": "discard-top", "amount": 2}]),
    ("Draw 2 cards from your deck.", [{"effect": "draw", "amount": 2}]),
])
def test_cards_taken_from_a_deck_read_in_either_order(text, effects):
    got, gaps = _read(text, "Engine Car" if "Engine" in text else "Courtyard", "location" if "Forced" in text
                      else "event")
    assert got == effects and gaps == []


@pytest.mark.parametrize(("text", "name", "type_code", "effect"), [
    ("<b>Forced</b> - When you would fail a skill test: Shuffle Rex's Curse into your deck.", "Rex's Curse",
     "treachery", {"effect": "shuffle-into"}),
    ("<b>Revelation</b> - Take 1 damage. Shuffle Lost Soul back into your deck.", "Lost Soul", "treachery",
     {"effect": "shuffle-into"}),
    ("[fast] Exhaust Lantern: Shuffle it back into the encounter deck.", "Lantern", "asset",
     {"effect": "shuffle-into", "deck": "encounter"}),
    ("[reaction] After you evade an enemy: Shuffle that enemy into the encounter deck.", "Smoke", "asset",
     {"effect": "shuffle-into", "to": "triggering-what", "deck": "encounter"}),
])
def test_a_card_shuffled_into_a_deck(text, name, type_code, effect):
    got, _ = _read(text, name, type_code)
    assert effect in got


def test_it_shuffled_after_a_trigger_naming_another_card_is_refused():
    """"When you draw an encounter card …: shuffle it back into the encounter deck": "it" is the card drawn, not the
    card bearing the text, so the engine's "self" would be wrong."""
    got, gaps = _read("[reaction] When you draw an encounter card, exhaust Lantern: Shuffle it back into the "
                      "encounter deck.", "Lantern", "asset")
    assert got == [] and gaps


@pytest.mark.parametrize("text", [
    "Shuffle each weakness in your discard pile into the encounter deck.",  # not their owner's deck
    "Shuffle that enemy into the encounter deck.",  # "that enemy" with nothing to refer to
    "Draw the bottom card of the Cultist deck.",  # a deck of the scenario: its top cards only are drawn
    "Discard the top X cards of your deck.",  # X with nothing to count
])
def test_what_no_deck_phrase_names_stays_a_gap(text):
    got, gaps = _read(text, None, "event")
    assert got == [] and gaps


@pytest.mark.parametrize(("text", "name", "type_code", "effect"), [
    ("<b>Forced</b> - At the end of your turn, if you are in the Humanities Building: Discard the top X cards of your "
     "deck, where X is the amount of horror on you.", "Humanities Building", "location",
     {"effect": "for-each", "count": "horror-on-you", "effects": [{"effect": "discard-top", "amount": 1}]}),
    ("Draw X cards, where X is the number of clues you have.", "Research", "event",
     {"effect": "for-each", "count": "clue-you-have", "effects": [{"effect": "draw", "amount": 1}]}),
    ("<b>Revelation</b> - Discard all your resources.", "Paranoia", "treachery",
     {"effect": "for-each", "count": "resource-you-have", "effects": [{"effect": "lose-resources", "amount": 1}]}),
    ("<b>Revelation</b> - Lose all of your resources.", "Dread", "treachery",
     {"effect": "for-each", "count": "resource-you-have", "effects": [{"effect": "lose-resources", "amount": 1}]}),
    ("<b>Revelation</b> - Discard all cards in your hand.", "Dread", "treachery",
     {"effect": "for-each", "count": "card-in-your-hand", "effects": [{"effect": "discard-from-hand", "amount": 1}]}),
    ("<b>Revelation</b> - Discard your hand.", "Dread", "treachery",
     {"effect": "for-each", "count": "card-in-your-hand", "effects": [{"effect": "discard-from-hand", "amount": 1}]}),
])
def test_an_amount_counted_from_the_state_is_a_for_each(text, name, type_code, effect):
    got, gaps = _read(text, name, type_code)
    assert got == [effect] and gaps == []


def test_an_amount_x_with_a_maximum_counts_at_most_that_and_an_uncountable_x_is_refused_with_the_reason():
    effects, gaps = _read("Draw X cards, where X is the number of clues you have (max 3).", None, "event")
    assert not gaps and effects == [{"effect": "for-each", "count": "clue-you-have", "amount": 3,
                                     "effects": [{"effect": "draw", "amount": 1}]}]
    result = parse_card_text("Gain X resources, where X is the number of Ghouls in the Attic.", type_code="event")
    assert [g.reason for g in result.gaps] == ["a count the engine's vocabulary has no word for"]


@pytest.mark.parametrize(("text", "search"), [
    ("<b>Forced</b> - After House in the Reeds is revealed: Search the encounter deck for a [[Nightgaunt]] enemy and "
     "spawn it in the Village Commons. Shuffle the encounter deck.",
     {"effect": "search-deck", "deck": "encounter", "find": {"type": "enemy", "traits": ["Nightgaunt"]},
      "found": "spawn", "to": "Village Commons", "shuffle": True}),  # the next sentence's shuffle is the search's
    ("<b>Forced</b> - After you enter House in the Reeds: Search the encounter deck and discard pile for a "
     "[[Humanoid]] enemy and spawn it here.",
     {"effect": "search-deck", "deck": "encounter", "discard-pile": True,
      "find": {"type": "enemy", "traits": ["Humanoid"]}, "found": "spawn", "to": "this-location"}),
    ("<b>Forced</b> - After you enter House in the Reeds: Search the encounter deck and discard pile for a "
     "[[Cultist]] enemy and draw it.",
     {"effect": "search-deck", "deck": "encounter", "discard-pile": True,
      "find": {"type": "enemy", "traits": ["Cultist"]}, "found": "draw"}),
])
def test_the_encounter_deck_searched_and_the_card_found_drawn_or_spawned(text, search):
    got, gaps = _read(text, "House in the Reeds", "location")
    assert got[0] == search and gaps == []


@pytest.mark.parametrize("text", [
    "Search the encounter deck, discard pile, and the victory display for Hunting Horror and spawn it at your "
    "location.",  # the void is searched (test_encounter_searching.py); the victory display is not
    "Search the encounter deck for a [[Cultist]] enemy and add it to your hand.",  # an encounter card in a hand
    "Search your deck for an [[Ally]] asset and spawn it.",  # only an encounter card spawns
])
def test_a_search_of_an_area_or_with_an_outcome_the_engine_lacks_stays_a_gap(text):
    _, gaps = _read(text, None, "event")
    assert gaps


@pytest.mark.parametrize(("text", "name", "effect"), [
    ("[fast] If there are no clues here: Draw the encounter card underneath Osborn's General Store. (Group limit once "
     "per game).", "Osborn's General Store", {"effect": "draw-encounter-card", "to": "self"}),
    ("[fast] Draw the encounter card beneath the Village Commons.", "Schoolhouse",
     {"effect": "draw-encounter-card", "to": "Village Commons"}),
])
def test_the_encounter_card_underneath_a_card_is_drawn_from_there(text, name, effect):
    got, gaps = _read(text, name, "location")
    assert got == [effect] and gaps == []


@pytest.mark.parametrize(("text", "search"), [
    # a subject searching his or her own deck; the shuffle of what is left, in the same sentence
    ("Choose an investigator at your location. That investigator searches the top 3 cards of his or her deck for a "
     "card, draws it, and shuffles the remaining cards into his or her deck.",
     {"effect": "search-deck", "who": "chosen", "amount": 3, "found": "draw", "shuffle": True}),
    # or in the next sentence
    ("Search the top 6 cards of your deck for any card and add it to your hand. Shuffle the rest back into your deck.",
     {"effect": "search-deck", "amount": 6, "found": "hand", "shuffle": True}),
])
def test_the_shuffle_of_a_searched_deck_is_the_searchs(text, search):
    got, gaps = _read(text, None, "event")
    chosen = [{"effect": "choose", "to": "an-investigator-at-your-location"}] if search.get("who") == "chosen" else []
    assert got == [*chosen, search] and gaps == []


def test_a_shuffle_of_another_deck_after_a_search_stays_its_own():
    got, _ = _read("Search your deck for a [[Tome]] asset and draw it. Shuffle the encounter deck.", None, "event")
    assert got[-1] == {"effect": "shuffle-deck", "deck": "encounter"} and "shuffle" not in got[0]


def test_a_search_for_a_card_by_its_printed_name():
    got, gaps = _read("<b>Forced</b> - After you reveal Dining Car: Search the encounter deck and discard pile for a "
                      "Grappling Horror and draw it.", "Dining Car", "location")
    assert got == [{"effect": "search-deck", "deck": "encounter", "discard-pile": True,
                     "find": {"name": "Grappling Horror"}, "found": "draw"}] and gaps == []


@pytest.mark.parametrize(("text", "effect"), [
    ("<b>Revelation</b> - Draw the topmost [[Omen]] treachery in the encounter discard pile.",
     {"effect": "draw-from-discard", "deck": "encounter", "find": {"type": "treachery", "traits": ["Omen"]}}),
    ("<b>Revelation</b> - Draw the topmost [[Madness]] card in your discard pile.",
     {"effect": "draw-from-discard", "find": {"traits": ["Madness"]}}),
])
def test_the_topmost_card_of_a_kind_drawn_from_a_discard_pile(text, effect):
    got, gaps = _read(text, None, "treachery")
    assert got == [effect] and gaps == []


def test_the_topmost_card_of_another_pile_is_refused():
    _, gaps = _read("<b>Revelation</b> - Draw the topmost [[Omen]] treachery in the void.", None, "treachery")
    assert gaps


@pytest.mark.parametrize(("text", "effect"), [
    # "X for each <count>": the instruction's effect, its amount as printed, once per thing counted
    ("<b>Forced</b> - After you reveal Eerie Glade: Discard the top 2 cards of your deck for each action you have "
     "remaining.", {"effect": "for-each", "count": "action-you-have", "effects": [{"effect": "discard-top",
                                                                                 "amount": 2}]}),
    ("<b>Revelation</b> - Take 1 horror for each action you have remaining.",
     {"effect": "for-each", "count": "action-you-have", "effects": [{"effect": "deal-horror", "amount": 1,
                                                                     "to": "you"}]}),
    # "For each <count>, X"
    ("<b>Revelation</b> - For each clue on your location, take 1 damage.",
     {"effect": "for-each", "count": "clue-on-your-location", "effects": [{"effect": "deal-damage", "amount": 1,
                                                                           "to": "you"}]}),
    # after "Then,"
    ("<b>Revelation</b> - Then, take 1 horror for each clue you have.",
     {"effect": "for-each", "count": "clue-you-have", "effects": [{"effect": "deal-horror", "amount": 1,
                                                                   "to": "you"}], "then": True}),
])
def test_an_instruction_for_each_thing_counted_is_a_for_each(text, effect):
    got, gaps = _read(text, "Eerie Glade", "location" if "Forced" in text else "treachery")
    assert [{k: v for k, v in e.items() if k != "text"} for e in got] == [effect] and gaps == []
    assert got[0]["text"] in text  # the sentence as printed, for the trace


def test_a_for_each_of_what_the_engine_cannot_count_stays_a_gap():
    """The engine records enemies engaged (Taunt), not enemies exhausted: the count of those is no word of its."""
    _, gaps = _read("Exhaust each enemy at your location. Draw 1 card for each enemy exhausted in this way.",
                    "Test Card", "event")
    assert "Draw 1 card for each enemy exhausted in this way" in gaps
