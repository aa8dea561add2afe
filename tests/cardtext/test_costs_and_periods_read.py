"""Costs and conditions before the colon (Costs; Direct Damage/Direct Horror; Control): each part a field of the
engine's cost or of the ability's ``condition`` — direct damage or horror taken, the card removed from the game, damage
dealt to the card named as the first object ("deal her 1 horror"), the time period named by whose turn it is, a
card's control."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _ability(text: str, name: str, type_code: str = "asset") -> dict:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert not result.unsupported and not result.unparsed, result.unsupported
    return result.abilities[0]


@pytest.mark.parametrize("text, name, cost", [
    ("[fast] Take 1 direct damage: You get +1 [combat] for this skill test.", "Charm", {"direct-damage": 1}),
    ("[free] Exhaust Lamp and suffer 2 direct horror: Draw 1 card.", "Lamp", {"exhaust": True, "direct-horror": 2}),
    ("[free] Take 1 damage: Draw 1 card.", "Lamp", {"damage": 1}),
])
def test_direct_damage_or_horror_taken_is_its_own_field(text, name, cost):
    assert _ability(text, name).cost == cost


@pytest.mark.parametrize("text, name, cost", [
    ("[free] Exhaust Lady Esprit and deal her 1 horror: Heal 2 damage.", "Lady Esprit",
     {"exhaust": True, "card-horror": 1}),
    ("[free] Exhaust Guard and deal him 2 damage: Gain 1 resource.", "Guard", {"exhaust": True, "card-damage": 2}),
    ("[free] Exhaust Guard and deal 2 damage to him: Gain 1 resource.", "Guard", {"exhaust": True, "card-damage": 2}),
    ("[action] Deal 2 damage to an investigator at your location: Gain 1 resource.", "Possession",
     {"actions": 1, "investigator-damage": 2}),
])
def test_damage_dealt_to_the_card_itself_or_an_investigator_at_your_location(text, name, cost):
    assert _ability(text, name).cost == cost


def test_removing_the_card_from_the_game_is_a_cost_of_its_own():
    ability = _ability("[free] Remove The Gold Pocket Watch from the game: Gain 1 resource.", "The Gold Pocket Watch")
    assert ability.cost == {"removed": True}


@pytest.mark.parametrize("words, during", [
    ("During your turn", "your-turn"),
    ("During any investigator's turn", "any-turn"),
    ("While an investigator is taking his or her turn", "any-turn"),
    ("While you are taking your turn", "your-turn"),
    ("While an investigator at your location is taking his or her turn", "turn-at-your-location"),
])
def test_whose_turn_a_period_names_is_the_conditions_during(words, during):
    ability = _ability(f"[free] {words}, exhaust Badge: Gain 1 resource.", "Badge")
    assert dict(ability.extra)["condition"] == {"during": during} and ability.cost == {"exhaust": True}


@pytest.mark.parametrize("words, condition", [
    ("If you control Lita Chantler", {"card": "Lita Chantler", "state": "controlled"}),
    ("If you do not control Duke", {"card": "Duke", "state": "not-controlled"}),
    ("If The Rougarou is exhausted", {"card": "The Rougarou", "state": "exhausted"}),
    ("If The Hidden Chamber is connected to your location", {"card": "The Hidden Chamber", "state": "connected"}),
])
def test_a_cards_state_or_control_before_the_colon_is_the_abilitys_condition(words, condition):
    ability = _ability(f"[action] {words}: Gain 1 resource.", "Net")
    assert dict(ability.extra)["condition"] == condition


@pytest.mark.parametrize("text, name, condition", [
    ("[fast] During a skill test on a [[Spell]] card, exhaust Spirit Athame: You get +2 skill value for this test.",
     "Spirit Athame", {"during": "skill-test", "using": "trait:Spell"}),
    ("[fast] During an attack using Fire Axe, spend 1 resource: You get +2 [combat] for this skill test.", "Fire Axe",
     {"during": "attack", "using": "self"}),
    ("[fast] During a skill test, exhaust Lucky Coin: You get +1 skill value for this test.", "Lucky Coin",
     {"during": "skill-test"}),
])
def test_the_test_being_made_and_what_it_uses_is_the_conditions_during(text, name, condition):
    assert dict(_ability(text, name).extra)["condition"] == condition


def test_a_condition_of_another_kind_is_still_a_gap():
    result = parse_card_text("[action] If there is no ready enemy within 2 locations: Gain 1 resource.",
                             name="Quiet Halls", type_code="location")
    assert result.unsupported and result.unsupported[0].category.startswith("cost:")
    assert "cannot check" in result.unsupported[0].reason


@pytest.mark.parametrize("text, name, cost", [
    ("[action] Place 1 of your clues on attached location: Discard Spirit's Torment.", "Spirit's Torment",
     {"actions": 1, "place-clues": 1, "place-clues-on": "attached-location"}),
    ("[free] Exhaust Lamp and place 2 of your clues on your location: Draw 1 card.", "Lamp",
     {"exhaust": True, "place-clues": 2, "place-clues-on": "your-location"}),
])
def test_your_clues_placed_on_a_location_are_a_cost_of_their_own(text, name, cost):
    assert _ability(text, name, "treachery").cost == cost


@pytest.mark.parametrize("text, name, by", [
    ("[action] Exhaust Lady Esprit and deal her 1 horror: Heal 2 damage or gain 2 resources. Any investigator at Lady "
     "Esprit's location may activate this ability.", "Lady Esprit", "at-location"),
    ("[fast] Exhaust Abbess: Draw 1 card. Any investigator may trigger this ability.", "Abbess", "any"),
    ("[action]: Gain 1 resource. Any investigator at this location may trigger this action.", "Shrine", "at-location"),
])
def test_who_else_may_use_the_ability_is_its_by_cut_from_the_effects(text, name, by):
    ability = _ability(text, name)
    assert dict(ability.extra)["by"] == by and len(ability.effects) == 1


def test_a_reaction_anyone_may_trigger_stays_a_gap():
    result = parse_card_text("[reaction] After you draw a card, exhaust Abbess: Draw 1 card. Any investigator may "
                             "trigger this ability.", name="Abbess", type_code="asset")
    assert result.unsupported


@pytest.mark.parametrize("text, name, cost", [
    ("[action] Place 1 doom on the current agenda: Heal 2 horror.", "Chapel", {"actions": 1, "agenda-doom": 1}),
    ("[fast] Exhaust Split the Angle and discard the top card of your deck: Draw 1 card.", "Split the Angle",
     {"exhaust": True, "discard-deck": 1}),
    ("[free] Discard the top 3 cards of your deck: Gain 1 resource.", "Lamp", {"discard-deck": 3}),
])
def test_doom_on_the_agenda_and_the_top_of_your_deck_are_costs_of_their_own(text, name, cost):
    assert _ability(text, name).cost == cost


@pytest.mark.parametrize("text, name, cost", [
    ("[action] Take up to 3 horror: Draw 1 card.", "Foul Swamp", {"actions": 1, "up-to": "horror", "horror": 3}),
    ("[fast] Spend up to 3 resources and exhaust Green Man Medallion: Draw 1 card.", "Green Man Medallion",
     {"up-to": "resources", "resources": 3, "exhaust": True}),
])
def test_an_amount_up_to_a_most_is_the_part_the_payer_chooses(text, name, cost):
    assert _ability(text, name).cost == cost


def test_an_amount_chosen_beside_another_of_the_same_part_is_a_gap():
    result = parse_card_text("[free] Take up to 3 horror and take 1 horror: Draw 1 card.", name="Lamp",
                             type_code="asset")
    assert result.unsupported and result.unsupported[0].category.startswith("cost:")


@pytest.mark.parametrize("text, name, cost", [
    ("[action] Discard 2 assets from your hand or from play: Gain 1 resource.", "Brackish Waters",
     {"actions": 1, "discard-hand": 2, "discard-type": "asset", "discard-from-play": True}),
    ("[action] Discard an [[Ally]] asset from your hand: Gain 2 resources.", "Clover Club Lounge",
     {"actions": 1, "discard-hand": 1, "discard-type": "asset", "discard-trait": "Ally"}),
    ("[action] Choose and discard 4 cards from your hand: Gain 1 resource.", "Herman Collins",
     {"actions": 1, "discard-hand": 4}),
])
def test_cards_discarded_by_kind_and_place_fill_the_discard_cost(text, name, cost):
    assert _ability(text, name, "location").cost == cost
