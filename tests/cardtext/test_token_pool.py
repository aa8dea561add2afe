"""Tokens taken from the token pool or paid back to it, read from the tree: "gain N clues (from the token pool)",
"spend N clues / resources" as an instruction, "remove all doom in play", an owner's tokens removed ("each
investigator's clues"), "(this effect may cause the current agenda to advance)" after doom moved, tokens placed per
investigator."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(text: str, name: str = "Relic", type_code: str = "location"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


# -- gain: clues from the token pool are placed on the investigator (not discovered) -----------------------

@pytest.mark.parametrize(("text", "effect"), [
    ("[action] Spend 5 resources: Gain 2 clues from the token pool.",
     {"effect": "place-tokens", "tokens": "clues", "amount": 2, "to": "you"}),
    ("<b>Forced</b> - At the end of the round: Each investigator at this location gains 1 clue.",
     {"effect": "place-tokens", "tokens": "clues", "amount": 1, "to": "each-investigator-at-this-location"}),
    ("[action]: You gain 1 clue (from the token pool).",
     {"effect": "place-tokens", "tokens": "clues", "amount": 1, "to": "you"}),
])
def test_clues_gained_are_placed_on_whoever_the_subject_names(text, effect):
    assert _read(text) == ([effect], [])


def test_gaining_resources_is_still_gain_resources():
    assert _read("[action]: Gain 3 resources.") == ([{"effect": "gain-resources", "amount": 3}], [])


@pytest.mark.parametrize("text", [
    "[action]: Gain 2 clues from Hall.",  # taken from a location: discovering, not gaining from the pool
    "[action]: Gain X clues.",
])
def test_clues_gained_from_elsewhere_or_not_counted_stay_a_gap(text):
    effects, gaps = _read(text)
    assert effects == [] and gaps


# -- spend: the cost is the instruction -----------------------------------------------------------------

@pytest.mark.parametrize(("text", "name", "type_code", "options"), [
    ("Peril.\n<b>Revelation</b> - You must either (choose one): Spend 1 clue or take 2 damage.", "Hunting Shadow",
     "treachery", [{"effect": "spend", "cost": {"clues": 1}, "effects": []},
                   {"effect": "deal-damage", "amount": 2, "to": "you"}]),
    ("<b>Forced</b> - At the end of your turn: You must either spend 2 resources or shuffle Dimensional Doorway into "
     "the encounter deck.", "Dimensional Doorway", "location",
     [{"effect": "spend", "cost": {"resources": 2}, "effects": []},
      {"effect": "shuffle-into", "deck": "encounter"}]),
    # "pay" a number of resources is spending them (Costs: "To pay a resource cost, …")
    ("<b>Forced</b> - At the end of the upkeep phase: You must either pay 1 resource or discard Hired Muscle.",
     "Hired Muscle", "asset", [{"effect": "spend", "cost": {"resources": 1}, "effects": []},
                               {"effect": "discard", "to": "self"}]),
])
def test_spending_as_an_option_is_a_spend_with_nothing_after_it(text, name, type_code, options):
    effects, gaps = _read(text, name, type_code)
    assert [e["effects"] for e in effects if e["effect"] == "either"] == [options] and gaps == []


@pytest.mark.parametrize("text", [
    "[action]: Each investigator spends 1 clue.",  # paid by another than you
    "[action]: Spend 1 charge from Lantern.",  # another card's uses (a card's own: spending.py)
])
def test_spending_what_is_not_yours_to_pay_stays_a_gap(text):
    effects, gaps = _read(text, type_code="asset")
    assert effects == [] and gaps


# -- remove: all doom in play, an owner's tokens ------------------------------------------------------------

@pytest.mark.parametrize("text", ["[action]: Remove all doom in play.", "[action]: Remove all doom from play."])
def test_all_doom_in_play_is_every_card_and_location_with_doom(text):
    assert _read(text, type_code="agenda") == (
        [{"effect": "remove-tokens", "tokens": "doom", "to": "doom-in-play"}], [])


@pytest.mark.parametrize(("text", "effect"), [
    ("[fast] If there are no clues on your location: Remove each investigator's clues from the game.",
     {"effect": "remove-tokens", "tokens": "clues", "to": "each-investigator"}),
    ("[action]: Remove The Agenda's doom.", {"effect": "remove-tokens", "tokens": "doom", "to": "The Agenda"}),
])
def test_an_owners_tokens_removed_are_all_of_them_off_each_holder_it_names(text, effect):
    effects, _ = _read(text)
    assert effects == [effect]


def test_other_tokens_in_play_stay_a_gap():
    effects, gaps = _read("[action]: Remove all clues in play.")
    assert effects == [] and gaps == ["Remove all clues in play"]


# -- doom moved that may advance the agenda; per investigator ----------------------------------------------

def test_doom_moved_by_an_effect_that_may_advance_the_agenda_says_so():
    effects, gaps = _read("<b>Revelation</b> - Move all doom from each [[Cultist]] enemy to the current agenda (this "
                          "effect may cause the current agenda to advance).", "Doom Drain", "treachery")
    assert effects == [{"effect": "move-tokens", "tokens": "doom", "from": "each-cultist-enemy-in-play",
                        "to": "current-agenda", "can-advance": True}] and gaps == []


def test_doom_placed_by_an_effect_that_may_advance_the_agenda_says_so():
    effects, gaps = _read("<b>Revelation</b> - Place 1 doom on the current agenda (this effect may cause the current "
                          "agenda to advance).", "Led Astray", "treachery")
    assert effects == [{"effect": "place-doom", "amount": 1, "can-advance": True}] and gaps == []


def test_tokens_placed_per_investigator_are_one_placement_of_the_multiplied_amount():
    effects, gaps = _read("[action]: Place 1 [per_investigator] clues on Quiet Halls <i>(from the token bank)</i>.",
                          "Quiet Halls")
    assert effects == [{"effect": "for-each", "count": "investigator-started-scenario",
                        "effects": [{"effect": "place-tokens", "tokens": "clues", "amount": 1}]}] and gaps == []


# -- take: tokens gained from the pool or moved from a holder onto the taker ---------------------------------

@pytest.mark.parametrize(("text", "effect"), [
    ("[action]: Take 2 resources from the token pool.", {"effect": "gain-resources", "amount": 2}),
    ("[action]: Each investigator takes 1 resource.",
     {"effect": "gain-resources", "amount": 1, "who": "each-investigator"}),
    ("[action]: Take 1 clue from the token pool.",
     {"effect": "place-tokens", "tokens": "clues", "amount": 1, "to": "you"}),
    ("[action]: Take 1 clue from this card.",
     {"effect": "move-tokens", "tokens": "clues", "amount": 1, "from": "self", "to": "you"}),
    ("[action]: Take 1 clue from each location.",
     {"effect": "move-tokens", "tokens": "clues", "amount": 1, "from": "each-location", "to": "you"}),
])
def test_tokens_taken_are_gained_from_the_pool_or_moved_from_the_holder_named(text, effect):
    assert _read(text, type_code="asset") == ([effect], [])


def test_damage_taken_is_still_dealt():
    assert _read("[action]: Take 2 damage.", type_code="asset") == (
        [{"effect": "deal-damage", "amount": 2, "to": "you"}], [])


def test_tokens_taken_from_a_holder_that_holds_none_stay_a_gap():
    effects, gaps = _read("[action]: Take 1 resource from your location.", type_code="asset")
    assert effects == [] and gaps == ["Take 1 resource from your location"]


# -- holders of tokens composed by their head noun -----------------------------------------------------------

@pytest.mark.parametrize(("text", "effect"), [
    ("[action]: Place 1 clue on each location in play.",
     {"effect": "place-tokens", "tokens": "clues", "amount": 1, "to": "each-location"}),
    ("[action]: Place 1 clue on a connecting location.",
     {"effect": "place-tokens", "tokens": "clues", "amount": 1, "to": "a-connecting-location"}),
    ("[action]: Remove 1 doom from an enemy at your location.",
     {"effect": "remove-tokens", "tokens": "doom", "amount": 1, "to": "an-enemy-at-your-location"}),
    ("[action]: Place 1 doom on each location.", {"effect": "place-doom", "amount": 1, "to": "each-location"}),
    ("[action]: Remove 1 [per_investigator] doom from the current agenda.",
     {"effect": "for-each", "count": "investigator-started-scenario",
      "effects": [{"effect": "remove-tokens", "tokens": "doom", "amount": 1, "to": "current-agenda"}]}),
])
def test_a_holder_of_tokens_is_composed_by_its_head_noun(text, effect):
    assert _read(text, type_code="asset") == ([effect], [])


# -- "up to N": an amount printed as a most ----------------------------------------------------------------

@pytest.mark.parametrize(("text", "inner"), [
    ("[action]: Take up to 3 horror.", {"effect": "deal-horror", "amount": 3, "to": "you"}),
    ("[action]: Heal up to 2 damage from an investigator at your location.",
     {"effect": "heal-damage", "amount": 2, "to": "an-investigator-at-your-location"}),
    ("[action]: Move up to 2 clues from your location to Relic.",
     {"effect": "move-tokens", "tokens": "clues", "amount": 2, "from": "your-location", "to": "self"}),
    ("[action]: Remove up to 2 doom from the current agenda.",
     {"effect": "remove-tokens", "tokens": "doom", "amount": 2, "to": "current-agenda"}),
    ("[action]: Draw up to 3 cards.", {"effect": "draw", "amount": 3}),
])
def test_an_amount_up_to_n_is_the_verbs_effect_with_the_amount_a_most(text, inner):
    assert _read(text, type_code="asset") == ([{"effect": "up-to", "effects": [inner]}], [])


def test_an_investigator_there_may_place_up_to_n_of_his_or_her_clues_on_an_enemy_there():
    effects, _ = _read("[fast]: An investigator in Whateley Ruins may place up to 3 of his or her clues on an "
                       "[[Abomination]] enemy in Whateley Ruins. (Group limit once per game).", "Whateley Ruins")
    assert effects == [{"effect": "up-to", "may": True, "effects": [
        {"effect": "move-tokens", "tokens": "clues", "amount": 3, "from": "one-of:each-investigator-at-this-location",
         "to": "an-abomination-enemy-at-this-location"}]}]


@pytest.mark.parametrize("text", [
    "[action]: Take up to 1 damage and 1 horror.",  # two effects: the engine's up-to holds one
    "[action]: Deal up to 2 [per_investigator] damage to an enemy at your location.",  # not a plain count
])
def test_a_most_of_what_is_not_one_counted_effect_stays_a_gap(text):
    effects, gaps = _read(text, type_code="asset")
    assert effects == [] and gaps


def test_the_effects_read_as_a_most_are_the_engines():
    from kb.cardtext.up_to import COUNTED
    from kb.engine.situation.vocabulary import UP_TO

    assert COUNTED <= UP_TO


def test_an_enemy_at_this_location_is_the_cards_own_location():
    assert _read("[action]: Deal 1 damage to an enemy at this location.") == (
        [{"effect": "deal-damage", "amount": 1, "to": "an-enemy-at-this-location"}], [])
