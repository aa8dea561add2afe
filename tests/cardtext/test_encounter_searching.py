"""Reading a search of the encounter deck: the areas listed with it (its discard pile, the void), an enemy found
spawned engaged with the searcher, the reminders restating what the search or the spawn does anyway, and ", if able"
after a search (``searching.py``, ``restated.py``, ``idle.py``, ``lists.py``). One case a shape of each rule, from its
own shape and real texts."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def _read(text: str, type_code: str = "treachery") -> tuple[list[dict[str, Any]], list[str]]:
    result = parse_card_text(text, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


@pytest.mark.parametrize(("areas", "read"), [
    ("the encounter deck, discard pile, and the void", {"discard-pile": True, "zone": "void"}),
    ("the encounter deck and the void", {"zone": "void"}),
    ("the encounter deck and its discard pile", {"discard-pile": True}),
    ("the encounter deck, the encounter discard pile, and the void", {"discard-pile": True, "zone": "void"}),
])
def test_the_areas_listed_after_the_encounter_deck_are_searched_with_it(areas, read):
    """A list of areas, its commas and "and" one noun phrase's: each area after the encounter deck adds to it."""
    got, gaps = _read(f"<b>Revelation</b> - Search {areas} for a [[Monster]] enemy and draw it.")
    assert gaps == [] and got == [{"effect": "search-deck", "deck": "encounter", **read,
                                   "find": {"type": "enemy", "traits": ["Monster"]}, "found": "draw"}]


@pytest.mark.parametrize("areas", ["the encounter deck and the victory display", "the encounter deck and the void "
                                   "and the void", "the void and the encounter deck"])
def test_an_area_the_engine_does_not_search_is_refused(areas):
    got, gaps = _read(f"<b>Revelation</b> - Search {areas} for a [[Monster]] enemy and draw it.")
    assert gaps and not any(e.get("effect") == "search-deck" for e in got)


@pytest.mark.parametrize("spawn", ["spawn it engaged with you", "spawn it at your location, engaged with you"])
def test_an_enemy_found_spawned_engaged_with_you(spawn):
    """Slithering Behind You: "… for Hunting Horror and spawn it at your location, engaged with you"."""
    got, gaps = _read(f"<b>Revelation</b> - Search the encounter deck, discard pile, and the void for Hunting Horror "
                      f"and {spawn}. Shuffle the encounter deck.")
    assert gaps == []
    assert got[0] == {"effect": "search-deck", "deck": "encounter", "discard-pile": True, "zone": "void",
                      "find": {"name": "Hunting Horror"}, "found": "spawn-engaged", "shuffle": True}


def test_an_enemy_found_spawned_engaged_with_another_is_refused():
    _, gaps = _read("<b>Revelation</b> - Search the encounter deck for an enemy and spawn it engaged with the lead "
                    "investigator.")
    assert gaps


def test_a_reminder_restating_the_shuffle_of_the_encounter_deck_searched():
    """The Cult's Search: "… and draw it (shuffle the encounter deck)": the deck searched whole is shuffled anyway."""
    got, gaps = _read("<b>Revelation</b> - Search the encounter deck and discard pile for a [[Cultist]] enemy and draw "
                      "it (shuffle the encounter deck).")
    assert gaps == [] and got == [{"effect": "search-deck", "deck": "encounter", "discard-pile": True,
                                   "find": {"type": "enemy", "traits": ["Cultist"]}, "found": "draw"}]


def test_a_reminder_shuffling_another_deck_is_not_restated():
    _, gaps = _read("<b>Revelation</b> - Search the encounter deck for a [[Cultist]] enemy and draw it (shuffle your "
                    "deck).")
    assert gaps


def test_a_reminder_restating_that_the_spawn_overrides_the_normal_spawn_location():
    """On the Hunt: "spawn it engaged with you (instead of its normal spawn location), and shuffle the encounter
    deck": an ability spawning an enemy is its spawn instruction anyway (Spawn)."""
    got, gaps = _read("Search the top 9 cards of the encounter deck for an enemy, spawn it engaged with you <i>(instead "
                      "of its normal spawn location)</i>, and shuffle the encounter deck.", "event")
    assert gaps == [] and got == [{"effect": "search-deck", "deck": "encounter", "amount": 9, "find": {"type": "enemy"},
                                   "found": "spawn-engaged", "shuffle": True}]


def test_if_able_after_a_search_adds_nothing():
    """The Miskatonic Museum: "search the encounter deck, discard pile, and the void for Hunting Horror and spawn it
    at your location, if able": a search that finds nothing does nothing with the card."""
    got, gaps = _read("<b>Revelation</b> - Search the encounter deck, discard pile, and the void for Hunting Horror "
                      "and spawn it at your location, if able.")
    assert gaps == [] and got[0]["found"] == "spawn" and got[0]["to"] == "your-location"


@pytest.mark.parametrize(("found", "read"), [
    ("Draw that card and shuffle your deck.", {"found": "draw", "shuffle": True}),
    ("Add it to your hand.", {"found": "hand"}),
])
def test_what_becomes_of_the_card_found_said_in_the_next_sentence(found, read):
    """The Yellow Sign: "… search your deck for a [[Madness]] weakness. Draw that card and shuffle your deck." — the
    next sentence completes the search ("that card": the card found); a weakness is of any card type."""
    got, gaps = _read(f"<b>Revelation</b> - Take 2 horror and search your deck for a [[Madness]] weakness. {found}")
    assert gaps == [] and got[-1] == {"effect": "search-deck", "find": {"traits": ["Madness"], "weakness": True},
                                      **read}


def test_a_search_already_completed_is_not_joined_to_the_next_sentence():
    got, _ = _read("<b>Revelation</b> - Search your deck for a [[Tome]] asset and draw it. Draw that card.")
    assert got[0] == {"effect": "search-deck", "find": {"type": "asset", "traits": ["Tome"]}, "found": "draw"}


@pytest.mark.parametrize(("kind", "count", "selector"), [
    ("an enemy", "enemy", "an-enemy-discarded-by-this-effect"),
    ("a [[Monster]] enemy", "monster-enemy", "a-monster-enemy-discarded-by-this-effect"),
    ("a treachery", "treachery", "a-treachery-discarded-by-this-effect"),
])
def test_the_one_card_discarded_named_again_and_drawn(kind, count, selector):
    """Courtyard: "Discard the top card of the encounter deck. If that card is an enemy, draw it." — the condition
    counts the cards this effect discarded of that kind; "it" is that card, drawn where it lies."""
    got, gaps = _read(f"<b>Forced</b> - After you enter the Courtyard: Discard the top card of the encounter deck. "
                      f"If that card is {kind}, draw it.", "location")
    assert gaps == [] and got[1] == {"effect": "if", "condition": {"count": f"card-discarded-by-this-effect:{count}",
                                                                   "at-least": 1},
                                     "effects": [{"effect": "draw-card", "to": selector}],
                                     "text": f"If that card is {kind.replace('[[', '').replace(']]', '')}, draw it"}


@pytest.mark.parametrize("before", ["Discard the top 2 cards of the encounter deck.",
                                    "Discard cards from the top of the encounter deck until an enemy is discarded."])
def test_that_card_after_a_discard_of_several_is_not_one_card(before):
    _, gaps = _read(f"<b>Revelation</b> - {before} If that card is an enemy, draw it.")
    assert gaps
