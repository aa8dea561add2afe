"""Putting cards from a deck of its scenario into play (``scenario_decks.py``): the deck noun phrase "the <Name>
deck", the cards taken ("the top N <Name>", "the topmost <Name>"), and the placement positions ("above", "below",
"to the left / right", joined by "and" or "or") counted from a location — each read on its own, from real texts and
the rule's own shape with other words."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text

CATACOMBS = {"effect": "put-from-scenario-deck", "find": {"traits": ["Catacombs"]}, "location": "self"}


def _read(text: str, name: str):
    result = parse_card_text(text, name=name, type_code="location")
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


def _forced(name: str, instruction: str) -> str:
    return f"<b>Forced</b> - When {name} is revealed: {instruction}"


def test_the_deck_is_named_by_its_word_and_its_cards_by_their_trait():
    """"the <Name> deck": any word that is not one of the engine's own decks (a name never seen: the Relic deck)."""
    got, gaps = _read("[action]: Put the top card of the Relic deck into play.", "Vault")
    assert got == [{"effect": "put-from-scenario-deck", "find": {"traits": ["Relic"]}}] and gaps == []


def test_the_encounter_deck_is_no_deck_of_the_scenario():
    """The engine's own decks keep their own readings: "the top card of the encounter deck" is not this frame."""
    got, _ = _read("[action]: Put the top card of the encounter deck into play.", "Vault")
    assert all(e.get("effect") != "put-from-scenario-deck" for e in got)


@pytest.mark.parametrize(("name", "instruction", "zones"), [
    ("The Gate to Hell", "Put the top 2 Catacombs in the Catacombs deck into play above and below The Gate to Hell.",
     ["above", "below"]),
    ("Bone-Filled Caverns", "Put the top 2 Catacombs in the Catacombs deck into play below and to the right of "
     "Bone-Filled Caverns.", ["below", "right"]),
    ("Stone Archways", "Put the topmost Catacombs in the Catacombs deck into play to the right of Stone Archways.",
     ["right"]),
    ("Candlelit Tunnels", "Put the top 2 Catacombs in the Catacombs deck into play to the left and right of Candlelit "
     "Tunnels.", ["left", "right"]),
    ("Old Well", "Put the topmost Catacombs in the Catacombs deck into play to the left of Old Well.", ["left"]),
])
def test_positions_joined_by_and_place_each_card_taken_in_turn(name, instruction, zones):
    got, gaps = _read(_forced(name, instruction), name)
    assert got == [{**CATACOMBS, "zone": z} for z in zones] and gaps == []


@pytest.mark.parametrize(("name", "instruction", "zones"), [
    ("Narrow Shaft", "Put the topmost Catacombs in the Catacombs deck into play above or to the right of Narrow Shaft.",
     ["above", "right"]),
    ("Shivering Pools", "Put the topmost Catacombs in the Catacombs deck into play below or to the right of Shivering "
     "Pools.", ["below", "right"]),
])
def test_positions_joined_by_or_are_the_players_choice(name, instruction, zones):
    got, gaps = _read(_forced(name, instruction), name)
    assert got == [{"effect": "either", "effects": [{**CATACOMBS, "zone": z} for z in zones]}] and gaps == []


@pytest.mark.parametrize("instruction", [
    "Put the top 3 Catacombs in the Catacombs deck into play above and below The Crypt.",  # 3 cards, 2 positions
    "Put the top 2 Catacombs in the Catacombs deck into play above or below The Crypt.",   # a choice for 2 cards
    "Put the top 2 Catacombs in the Catacombs deck into play beside The Crypt.",           # no such position
])
def test_a_placement_that_does_not_fit_the_cards_is_refused(instruction):
    got, gaps = _read(_forced("The Crypt", instruction), "The Crypt")
    assert all(e.get("effect") != "put-from-scenario-deck" for e in got) and gaps


@pytest.mark.parametrize(("text", "name", "type_code", "effect"), [
    ("<b>Forced</b> - When Hunting Horror leaves play, place it in the void.", "Hunting Horror", "enemy",
     {"effect": "move-card", "zone": "void"}),
    ("[action]: Place @self in the void.", "Idol", "asset", {"effect": "move-card", "zone": "void"}),
])
def test_the_void_is_an_area_a_card_is_placed_in(text, name, type_code, effect):
    """"place X in the void": the void, an out-of-play area of its scenario, is one more area of the move frame."""
    result = parse_card_text(text, name=name, type_code=type_code)
    assert [dict(e) for a in result.abilities for e in a.effects] == [effect] and result.gaps == ()


@pytest.mark.parametrize(("taken", "more"), [("the top card", {}), ("the top 2 cards", {"amount": 2}),
                                             ("the topmost card", {})])
def test_the_top_cards_of_a_deck_of_the_scenario_drawn(taken, more):
    """"Draw the top card of the Cultist deck" (Uncovering the Conspiracy): the same deck noun phrase and cards taken,
    after "draw" → ``draw-from-scenario-deck``."""
    got, gaps = _read(f"[action]: Draw {taken} of the Cultist deck.", "Vault")
    assert got == [{"effect": "draw-from-scenario-deck", "find": {"traits": ["Cultist"]}, **more}] and gaps == []


@pytest.mark.parametrize("text", ["Draw the bottom card of the Cultist deck.", "Draw the top card of the Cultist deck "
                                  "to your hand."])
def test_a_draw_from_a_deck_of_the_scenario_in_other_words_is_refused(text):
    _, gaps = _read(f"[action]: {text}", "Vault")
    assert gaps


@pytest.mark.parametrize(("name", "instruction", "join", "zones"), [
    ("Well of Souls", "Put the topmost Catacombs in the Catacombs deck into play above, below, or to the right of Well "
     "of Souls.", "or", ["above", "below", "right"]),
    ("Labyrinth of Bones", "Put the top 3 Catacombs in the Catacombs deck into play above, below, and to the right of "
     "Labyrinth of Bones.", "and", ["above", "below", "right"]),
    ("Ossuary", "Put the topmost Catacombs in the Catacombs deck into play below, above, or to the left of Ossuary.",
     "or", ["below", "above", "left"]),
])
def test_a_list_of_positions_with_commas_is_one_placement(name, instruction, join, zones):
    """"above, below, or to the right of X": the commas of a list of positions end no clause (``lists.position_list``);
    the list's last connective says whether each card takes the next position ("and") or one card a chosen one
    ("or")."""
    got, gaps = _read(_forced(name, instruction), name)
    placed = [{**CATACOMBS, "zone": z} for z in zones]
    assert gaps == [] and got == (placed if join == "and" else [{"effect": "either", "effects": placed}])


def test_a_list_of_positions_that_does_not_fit_the_cards_is_refused():
    got, gaps = _read(_forced("The Crypt", "Put the top 2 Catacombs in the Catacombs deck into play above, below, and "
                                           "to the right of The Crypt."), "The Crypt")
    assert all(e.get("effect") != "put-from-scenario-deck" for e in got) and gaps


@pytest.mark.parametrize("text", [
    "[action] Investigators in the Museum Halls spend 1 [per_investigator] clues, as a group: Put the top card of the "
    "Exhibit deck into play, unrevealed.",
    "[action]: Put the top card of the Relic deck into play, unrevealed.",
])
def test_unrevealed_after_a_scenario_deck_put_into_play_confirms_how_it_enters(text):
    """"…into play, unrevealed": the complement after the comma is how a location enters play anyway."""
    got, gaps = _read(text, "Museum Halls")
    assert gaps == [] and [e["effect"] for e in got] == ["put-from-scenario-deck"]


def test_unrevealed_after_another_card_put_into_play_is_refused():
    """Only a scenario deck's cards are read with it: no other put-into-play keeps a card unrevealed."""
    got, gaps = _read("[action]: Put the set-aside Vault into play, unrevealed.", "Hall")
    assert got == [] and gaps == ["Put the set-aside Vault into play, unrevealed"]
