"""Enemies as a card instructs them, read from the verb's frame and composed noun phrases (Move; Enemy Engagement;
Ready/Exhaust; 3.3 Enemy attack; Target): a card's title qualifying "enemy" ("a Brood of Yog-Sothoth enemy"), "toward a
random location", "X readies" (the subject readies), "makes an immediate attack" against no one named (the investigator
it is engaged with), "Engage any number of X", and the subject a comma-listed verb shares ("it readies, engages you,
and …") — each rule from its own shape and a few printed texts."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def _effects(text: str, name: str, type_code: str) -> list[dict[str, Any]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert result.gaps == ()
    return [dict(e) for a in result.abilities for e in a.effects]


BROOD = "brood_of_yog_sothoth"


@pytest.mark.parametrize(("text", "name", "type_code", "effects"), [
    # a title (an unmarked name, hyphens and all) qualifies "enemy" as a trait does: any copy of that card
    ("Surge.\n<b>Revelation</b> - Each Brood of Yog-Sothoth enemy in play moves once toward you.",
     "Attracting Attention", "treachery",
     [{"effect": "move-enemy", "enemy": f"each-{BROOD}-enemy-in-play", "toward": "you", "amount": 1}]),
    ("[action]: Move a Brood of Yog-Sothoth enemy once toward Dunwich Village.", "Dunwich Village", "location",
     [{"effect": "move-enemy", "enemy": f"a-{BROOD}-enemy-in-play", "toward": "this-location", "amount": 1}]),
    ("<b>Revelation</b> - Attach to a Brood of Yog-Sothoth enemy in play.", "Towering Beasts", "treachery",
     [{"effect": "attach", "to": f"a-{BROOD}-enemy-in-play"}]),
    # a marked trait of two words reads as before
    ("<b>Revelation</b> - Each [[Deep One]] enemy in play moves once toward you.", "Tide", "treachery",
     [{"effect": "move-enemy", "enemy": "each-deep_one-enemy-in-play", "toward": "you", "amount": 1}]),
])
def test_a_title_qualifies_an_enemy_as_a_trait_does(text: str, name: str, type_code: str,
                                                    effects: list[dict[str, Any]]) -> None:
    assert _effects(text, name, type_code) == effects


@pytest.mark.parametrize("name", ["Rampaging Creatures", "Biding Its Time", "Horrors Unleashed"])
def test_toward_a_random_location_is_the_engines_random_location(name: str) -> None:
    text = ("<b>Forced</b> - At the end of the enemy phase: Move each Brood of Yog-Sothoth enemy once toward a random "
            "location.")
    assert _effects(text, name, "agenda") == [
        {"effect": "move-enemy", "enemy": f"each-{BROOD}-enemy-in-play", "toward": "a-random-location", "amount": 1}]


@pytest.mark.parametrize(("text", "name", "type_code", "effects"), [
    # "X readies": the card the subject names (a pronoun referred back to a name), then the verbs listed after a
    # comma share that subject
    ("<b>Revelation</b> - If Hunting Horror is in play, it readies, engages you, and attacks each investigator at "
     "your location.", "Stalked in the Dark", "treachery",
     [{"effect": "if", "condition": {"card": "Hunting Horror", "state": "in-play"}, "effects": [
         {"effect": "ready", "to": "Hunting Horror"}, {"effect": "engage", "enemy": "Hunting Horror"},
         {"effect": "enemy-attacks", "enemy": "Hunting Horror", "who": "each-investigator-at-your-location"}],
       "text": "If Hunting Horror is in play, it readies, engages you, and attacks each investigator at your location"}]),
    # the card's own name; "makes an immediate attack" against no one named: the investigator it is engaged with
    ("<b>Forced</b> - After Clover Club Pit Boss enters your location: Clover Club Pit Boss readies, engages you, and "
     "makes an immediate attack.", "Clover Club Pit Boss", "enemy",
     [{"effect": "ready", "to": "self"}, {"effect": "engage", "enemy": "self"},
      {"effect": "enemy-attacks", "who": "investigator-engaged-with:self"}]),
    # "ready X" as before
    ("<b>Revelation</b> - Ready Hunting Horror.", "Wake", "treachery", [{"effect": "ready", "to": "Hunting Horror"}]),
])
def test_an_enemy_readies_engages_and_attacks_as_the_subject_of_its_verbs(text: str, name: str, type_code: str,
                                                                          effects: list[dict[str, Any]]) -> None:
    assert _effects(text, name, type_code) == effects


@pytest.mark.parametrize(("text", "effect"), [
    ("Fast. Play only during your turn.\nEngage any number of enemies at your location.",
     {"effect": "engage", "enemy": "any-number-of-enemy-at-your-location"}),
    ("Engage any number of [[Criminal]] enemies.", {"effect": "engage", "enemy": "any-number-of-criminal-enemy-in-play"}),
])
def test_engaging_any_number_of_enemies_chooses_among_those_the_phrase_after_of_names(text: str,
                                                                                      effect: dict[str, Any]) -> None:
    assert _effects(text, "Taunt", "event") == [effect]


@pytest.mark.parametrize("text", [
    "Engage any number of investigators at your location.",  # only enemies are engaged by an investigator
    "Each investigator readies.",  # an investigator is no card that readies
    "You ready, engage it.",
    "Evade each other enemy engaged with you.",  # other than what? no enemy tested, and the card is no enemy
])
def test_what_no_enemy_does_stays_a_gap(text: str) -> None:
    result = parse_card_text(text, name="Taunt", type_code="event")
    assert not result.runnable and result.gaps


def test_the_searcher_shared_by_the_verbs_after_a_search_is_no_other_subject() -> None:
    """"That investigator searches …, draws it, and shuffles …": the comma-listed verbs share the searcher, and are
    the search's own parts (the card found drawn, the deck shuffled)."""
    result = parse_card_text("Choose an investigator at your location. That investigator searches the top 6 cards of "
                             "his or her deck for a card, draws it, and shuffles his or her deck.", name="Lore",
                             type_code="event")
    assert result.gaps == ()
    search = [dict(e) for e in result.abilities[0].effects][1]
    assert (search["effect"], search["found"], search["shuffle"], search["who"]) == ("search-deck", "draw", True,
                                                                                    "chosen")


# -- a card switched in for another ------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["Constance Dumaine", "Jordan Perry", "Ashleigh Clarke"])
def test_flip_and_switch_with_the_other_version_removing_that_version(name: str) -> None:
    """"Flip this card to its enemy side, and switch it with the Bystander asset version of X, removing that version
    from the game": the flip (its side's type), the switch (the card itself takes X's place), then X removed ("that
    version": the card named before)."""
    text = (f"Flip this card to its enemy side, and switch it with the [[Bystander]] asset version of {name}, removing "
            "that version from the game.")
    result = parse_card_text(text, name="Sickening Reality", type_code="story")
    assert result.gaps == ()
    assert [dict(e) for e in dict(result.card)["effects"]] == [
        {"effect": "flip-card", "side-type": "enemy"}, {"effect": "switch", "to": name},
        {"effect": "move-card", "zone": "removed", "to": name}]


@pytest.mark.parametrize(("text", "effect"), [
    ("Switch it with Hastur.", {"effect": "switch", "to": "Hastur"}),  # a card named as printed
    ("Remove Hastur from the game.", {"effect": "move-card", "zone": "removed", "to": "Hastur"}),
    ("Add Hastur to the victory display.", {"effect": "move-card", "zone": "victory-display", "to": "Hastur"}),
])
def test_a_named_card_switched_with_or_moved_out_of_play(text: str, effect: dict[str, Any]) -> None:
    assert _effects(text, "Relic", "event") == [effect]


@pytest.mark.parametrize("text", [
    "Switch Hastur with the Pallid Mask.",  # another card than the one bearing the text switched in
    "Switch it with an enemy at your location.",  # a card replaced that is not named
    "Return Hastur to your hand.",  # a hand is its owner's: still refused
    'Switch that token\'s "-" to a "+".',
])
def test_what_switch_cannot_hold_stays_a_gap(text: str) -> None:
    result = parse_card_text(text, name="Relic", type_code="event")
    assert not result.runnable and result.gaps


@pytest.mark.parametrize(("text", "name", "type_code", "effect"), [
    # "N location(s) in any direction": how many moves, each to a location connected to the enemy's own
    ("[action]: Move a Brood of Yog-Sothoth enemy 1 location in any direction.", "Whateley Ruins", "location",
     {"effect": "move-enemy", "enemy": f"a-{BROOD}-enemy-in-play", "amount": 1}),
    ("<b>Revelation</b> - Move each [[Ghoul]] enemy 2 locations in any direction.", "Stir", "treachery",
     {"effect": "move-enemy", "enemy": "each-ghoul-enemy-in-play", "amount": 2}),
    # an instruction to evade is an automatic evade (as "automatically evade" is)
    ("Evade each [[Ghoul]] enemy engaged with you.", "Extinguisher", "event",
     {"effect": "evade", "enemy": "each-ghoul-enemy-engaged-with-you", "automatic": True}),
    ("Automatically evade an enemy at your location.", "Slip", "event",
     {"effect": "evade", "enemy": "an-enemy-at-your-location", "automatic": True}),
])
def test_enemies_moved_any_way_and_evaded_by_an_instruction(text: str, name: str, type_code: str,
                                                            effect: dict[str, Any]) -> None:
    assert _effects(text, name, type_code) == [effect]


def test_the_evade_designators_result_evades_each_other_enemy() -> None:
    """"Other": than the enemy tested (the evasion's); ", as well" adds nothing."""
    result = parse_card_text("[action] Exile Fire Extinguisher: <b>Evade.</b> You get +3 [agility] for this test. If "
                             "you are successful, evade each other enemy engaged with you, as well.",
                             name="Fire Extinguisher", type_code="asset")
    assert result.gaps == ()
    assert [dict(e) for e in result.abilities[0].effects] == [{"effect": "evade", "bonus": 3, "success": [
        {"effect": "evade", "enemy": "each-other-enemy-engaged-with-you", "automatic": True}]}]


@pytest.mark.parametrize("name", ["Hastur's End", "The Coffin", "Bleak Desolation"])
def test_a_card_that_cannot_be_flipped_again_for_the_remainder_of_the_game(name: str) -> None:
    """"For the remainder of the game, it cannot be flipped over again": a lasting effect forbidding its ``flip``, for
    the game ("it": the card itself, flipped just before)."""
    result = parse_card_text("Flip this card back over. For the remainder of the game, it cannot be flipped over "
                             "again.", name=name, type_code="story")
    assert result.gaps == ()
    assert [dict(e) for e in dict(result.card)["effects"]] == [
        {"effect": "flip-card"},
        {"effect": "lasting", "duration": "until-end-of-game", "applies-to": {"event": "flip", "what": "self"},
         "cannot": True}]


@pytest.mark.parametrize("text", [
    "For the remainder of the game, it cannot be attacked.",  # a passive the engine has no flip for
    "It cannot be flipped over again.",  # no duration: a constant, not this instruction
])
def test_other_passives_after_cannot_stay_gaps(text: str) -> None:
    result = parse_card_text(text, name="The Coffin", type_code="story")
    assert result.gaps


@pytest.mark.parametrize(("text", "name", "type_code", "effects"), [
    # an enemy at the card's own location; "Evade." then "Automatically evade X": the action's evasion is that one
    ("[action] Take 1 horror: <b>Evade.</b> Automatically evade a [[Possessed]] enemy at this location.",
     "Asylum Halls", "location",
     [{"effect": "evade", "enemy": "a-possessed-enemy-at-this-location", "automatic": True}]),
    # "disengage him from all investigators": the enemy named before, from each investigator engaged with him
    ("Deal 1 damage to Hastur, exhaust him, and disengage him from all investigators.", "Steps of the Palace", "event",
     [{"effect": "deal-damage", "amount": 1, "to": "Hastur"}, {"effect": "exhaust", "to": "Hastur"},
      {"effect": "disengage", "enemy": "Hastur", "who": "each-investigator"}]),
    # a trait as the head noun of what moves: an enemy of that trait
    ("<b>Revelation</b> - Move each unengaged [[Byakhee]] in play once toward the nearest investigator.", "Wind",
     "treachery", [{"effect": "move-enemy", "enemy": "each-unengaged-byakhee-enemy-in-play",
                    "toward": "nearest-investigator", "amount": 1}]),
])
def test_enemies_placed_evaded_and_disengaged(text: str, name: str, type_code: str,
                                              effects: list[dict[str, Any]]) -> None:
    assert _effects(text, name, type_code) == effects


@pytest.mark.parametrize(("text", "to"), [
    # FAQ (Archaic Glyphs): 'By default, an "engaged enemy" is an enemy currently engaged with you'
    ("Deal 1 damage to an engaged [[Ghoul]] enemy.", "a-ghoul-enemy-engaged-with-you"),
    ("Deal 1 damage to an engaged enemy.", "an-enemy-engaged-with-you"),
])
def test_an_engaged_enemy_is_one_engaged_with_you(text: str, to: str) -> None:
    assert _effects(text, "Glyphs", "event") == [{"effect": "deal-damage", "amount": 1, "to": to}]


@pytest.mark.parametrize(("text", "trigger", "effects"), [
    ("<b>Forced</b> - After a location is flipped over: Move @self once toward that location.",
     {"event": "flip", "what": "location"},
     [{"effect": "move-enemy", "enemy": "self", "toward": "triggering-what", "amount": 1}]),
    ("<b>Forced</b> - When @self is flipped: Take 1 horror.", {"event": "flip", "what": "self"},
     [{"effect": "deal-horror", "amount": 1, "to": "you"}]),
])
def test_a_card_or_location_flipped_is_a_triggering_condition(text: str, trigger: dict[str, Any],
                                                              effects: list[dict[str, Any]]) -> None:
    result = parse_card_text(text, name="Winged One", type_code="enemy")
    assert result.gaps == ()
    assert dict(result.abilities[0].trigger) == trigger and [dict(e) for e in result.abilities[0].effects] == effects


@pytest.mark.parametrize(("text", "effects"), [
    ("<b>Forced</b> - After you enter a location: Flip this card over and resolve its text.",
     [{"effect": "flip-card"}, {"effect": "resolve-story"}]),
])
def test_a_card_flipped_over_and_its_text_resolved(text: str, effects: list[dict[str, Any]]) -> None:
    """"Flip this card over and resolve its text": the flip, then the story side's text resolved (``resolve-story``)."""
    assert _effects(text, "Constance Dumaine", "asset") == effects


def test_the_text_of_a_location_flipped_stays_a_gap() -> None:
    result = parse_card_text("[action]: Flip your location over and resolve the text on the other side.",
                             name="The King in Tatters", type_code="act")
    assert any("resolve the text" in g.text for g in result.gaps)
