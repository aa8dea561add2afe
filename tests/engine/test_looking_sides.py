"""Looking at the facedown side of a location or a double-sided card (``effects/looking_sides.py``).

[ahlcg/rr/location-cards] "Locations enter play in an 'unrevealed' state"; "the first time a location is entered by
an investigator, that location is revealed by turning it to its other side and placing a number of clues on it equal
to its clue value" — looking at that side is neither. [glossary: Looking at] a card looked at is not revealed: only the
one who looks sees it. Catacombs Docent (FAQ erratum): "If you succeed, look at the revealed side of any Catacombs
location in play."
"""

from __future__ import annotations

from typing import Any


def _look(world: dict[str, Any], effect: dict[str, Any]) -> dict[str, Any]:
    world["cards"].append({"name": "Lens", "type": "asset", "controller": "Roland",
                           "abilities": [{"kind": "free", "effects": [effect]}]})
    world["do"].append({"who": "Roland", "use": "Lens"})
    return world


def _unrevealed_catacombs(world: dict[str, Any]) -> dict[str, Any]:
    world["locations"][1].update({"revealed": False, "traits": ["Catacombs"], "clues": 0, "clue-value": 2})
    return world


def test_looking_at_an_unrevealed_locations_revealed_side_does_not_reveal_it(world, run, find):
    """The location stays unrevealed and no clues are placed on it (it is not revealed: only entering reveals it)."""
    trace = run(_look(_unrevealed_catacombs(world), {"effect": "look-revealed-side", "to": "a-catacombs-location"}))
    find(trace, "Roland looks at the revealed side of Attic without revealing it: only Roland sees it")
    attic = trace.final_state["locations"]["Attic"]
    assert attic["revealed"] is False and attic["clues"] == 0


def test_what_the_hidden_side_shows_is_said_to_be_not_modelled_never_invented(world, run, find):
    """Hidden information: the trace names who sees the side and says the replay does not model what it shows."""
    trace = run(_look(_unrevealed_catacombs(world), {"effect": "look-revealed-side", "to": "a-catacombs-location"}))
    assert find(trace, "What Roland learns from the revealed side of Attic is hidden information") > \
        find(trace, "Roland looks at the revealed side of Attic")


def test_a_revealed_side_already_faceup_hides_nothing(world, run, find):
    trace = run(_look(world, {"effect": "look-revealed-side", "to": "a-location"}))
    find(trace, "it is faceup already, so every player sees it and nothing is hidden")


def test_looking_at_a_cards_other_side_names_it_to_the_one_who_looks_and_does_not_flip_it(world, run, find):
    """A double-sided card's other side, as the situation gives it, seen by the one who looks; the card stays as it
    was (no flip)."""
    world["cards"].append({"name": "Masked Reveler", "type": "asset", "location": "Hall",
                           "other-side": {"name": "Cultist Behind the Mask", "type": "enemy", "health": 2}})
    trace = run(_look(world, {"effect": "look-other-side", "to": "Masked Reveler"}))
    find(trace, "Roland looks at the other side of Masked Reveler: Cultist Behind the Mask, enemy — seen by Roland only")
    assert not any("flips to its other side" in s.text for s in trace.steps)


def test_an_ability_with_nothing_to_look_at_cannot_be_initiated(world, run, find):
    """[ahlcg/rr/golden-rules] an ability with no potential to change the game state cannot be initiated: with no
    Catacombs location in play, there is no side to look at."""
    trace = run(_look(world, {"effect": "look-revealed-side", "to": "a-catacombs-location"}))
    find(trace, "Lens's ability has no potential to change the game state: it cannot be initiated")


def test_one_copy_of_a_titled_card_is_chosen_to_be_looked_at(world, run, find):
    """"a Masked Carnevale-Goer at any location": one of its copies in play, whichever the player chooses (the engine
    takes the first listed and says so); only its other side is seen."""
    goer = {"type": "asset", "other-side": {"name": "Cultist in Disguise", "type": "enemy", "health": 2}}
    world["cards"] += [{"name": "Masked Reveler", "location": "Hall", **goer},
                       {"name": "Masked Reveler #2", "location": "Attic", **goer}]
    trace = run(_look(world, {"effect": "look-other-side", "to": "one-of:copies-of:Masked Reveler"}))
    find(trace, "Roland looks at the other side of Masked Reveler: Cultist in Disguise, enemy")
    assert not any("Masked Reveler #2: Cultist" in s.text for s in trace.steps)


def test_a_location_is_one_of_the_copies_of_its_title_in_play(world, run, find):
    """"an Exhibit Hall in play": a location is a card in play, so its copies are among those of its title."""
    world["locations"] += [{"name": "Exhibit Hall", "connections": [], "clues": 0, "shroud": 2, "revealed": False},
                           {"name": "Exhibit Hall #2", "connections": [], "clues": 0, "shroud": 3, "revealed": False}]
    world["choices"].append({"decision": "target", "ability": "Lens", "choose": "Exhibit Hall #2"})
    trace = run(_look(world, {"effect": "look-revealed-side", "to": "one-of:copies-of:Exhibit Hall"}))
    find(trace, "Roland looks at the revealed side of Exhibit Hall #2 without revealing it")


def test_the_top_card_of_a_deck_of_its_scenario_is_looked_at_where_it_lies(world, run, find):
    """"the top card of the Exhibit deck": the set-aside Exhibit cards, top first; looked at, it stays set aside (no
    search, no draw: 2024 glossary, Looking at)."""
    world["set-aside"] = [{"name": "Exhibit Hall (Egyptian Exhibit)", "type": "location", "traits": ["Exhibit"],
                           "shroud": 3},
                          {"name": "Exhibit Hall (Hall of the Dead)", "type": "location", "traits": ["Exhibit"],
                           "shroud": 2}]
    trace = run(_look(world, {"effect": "look-top", "find": {"traits": ["Exhibit"]}}))
    find(trace, "Roland looks at the top card of the Exhibit deck: Exhibit Hall (Egyptian Exhibit) — looked at without "
                "revealing them")
    assert "Exhibit Hall (Egyptian Exhibit)" not in trace.final_state["locations"]
