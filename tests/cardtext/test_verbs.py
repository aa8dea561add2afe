"""Verbs whose shapes the lowering now takes: an enemy attacking ("X attacks you"), an investigator
healing itself ("You heal 1 horror"), a key phrase remembered or recorded. Real card texts; the effects restate what the text says, and a
shape the engine cannot hold stays a gap with its reason."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def _effects(text: str, name: str, type_code: str) -> list[dict[str, Any]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects]


@pytest.mark.parametrize(("text", "name", "type_code", "effects"), [
    # the enemy itself, by its name or "it"; whom it attacks from the object
    ("<b>Forced</b> - After you fail a skill test while attempting to evade Specter of Death: It attacks you.",
     "Specter of Death", "enemy", [{"effect": "enemy-attacks"}]),
    ("<b>Forced</b> - When the engaged investigator draws a [[Hex]] or [[Pact]] card: Wizard of Yog-Sothoth attacks "
     "that investigator.", "Wizard of Yog-Sothoth", "enemy", [{"effect": "enemy-attacks", "who": "triggering-who"}]),
    # a key phrase kept as printed: remembered, or recorded in the Campaign Log
    ("[action]: Gain 5 resources. Remember that you \"stole from the box office.\" (Group limit once per game.)",
     "Box Office", "location", [{"effect": "gain-resources", "amount": 5},
                                {"effect": "remember", "memory": "you stole from Box Office"}]),
    ("Remember that you have stolen a passenger's luggage.", "Sleeping Car", "event",
     [{"effect": "remember", "memory": "you have stolen a passenger's luggage"}]),
    ('[action] Test [intellect] (4). If you succeed, discard Strange Solution and draw 2 cards. Record in your Campaign '
     'Log that "you have identified the solution."', "Strange Solution", "asset",
     [{"effect": "test", "skill": "intellect", "difficulty": 4, "success": [
         {"effect": "discard", "to": "self"}, {"effect": "draw", "amount": 2},
         {"effect": "remember", "memory": "you have identified the solution", "campaign-log": True}]}]),
    # several enemies, each attacking in turn (the lead investigator orders them)
    ("<b>Revelation</b> - If Hunting Horror is in play, each enemy at your location attacks you.", "Stalked",
     "treachery", [{"effect": "if", "condition": {"card": "Hunting Horror", "state": "in-play"},
                    "effects": [{"effect": "enemy-attacks", "enemy": "each-enemy-at-your-location"}],
                    "text": "If Hunting Horror is in play, each enemy at your location attacks you"}]),
    # the subject heals itself
    ("[reaction] After Medico Della Peste enters play: You heal 1 damage.", "Medico Della Peste", "asset",
     [{"effect": "heal-damage", "amount": 1, "to": "you"}]),
])
def test_verb_shape_lowered(text: str, name: str, type_code: str, effects: list[dict[str, Any]]) -> None:
    assert _effects(text, name, type_code) == effects


@pytest.mark.parametrize(("text", "name", "type_code", "reason"), [
    ("[action] Exhaust Gun: It attacks you.", "Gun", "asset", "only an enemy attacks"),
])
def test_attacks_the_engine_cannot_hold_stay_gaps(text: str, name: str, type_code: str, reason: str | None) -> None:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert not result.runnable and result.gaps
    if reason:
        assert any(reason in u.reason for u in result.unsupported)


@pytest.mark.parametrize(("text", "name", "type_code", "condition"), [
    # there are … here / on this card / at your location
    ("[action] If there are no clues here: Test [intellect] (3). If you succeed, draw 1 card.", "Burned Ruins",
     "location", {"count": "clue-on-this-location", "at-most": 0}),
    ("[action] If there are no clues on the Kitchen: Test [willpower] (2). If you succeed, remember that you \"set a "
     "fire in the kitchen.\"", "Kitchen", "location", {"count": "clue-on-self", "at-most": 0}),
    ("[action] If there are no enemies at your location, exhaust Dario El-Amin: Gain 2 resources.", "Dario El-Amin",
     "asset", {"count": "enemy-at-your-location", "at-most": 0}),
    # you have … (no, N or more)
    ("[fast] If you have no cards in your hand, exhaust Madame Labranche: Draw 1 card.", "Madame Labranche", "asset",
     {"count": "card-in-your-hand", "at-most": 0}),
    ("[action] If you have 10 or more resources: Gain 1 resource.", "Jordan", "asset",
     {"count": "resource-you-have", "at-least": 10}),
    ("[fast] If you are not engaged with any enemies, exhaust Lamp: Move to a connecting location.", "Lamp", "asset",
     {"count": "enemy-engaged-with-you", "at-most": 0}),
    # a time period, alone or with a count
    ("[fast] During your turn, if you are not engaged with any enemies, exhaust Pathfinder: Move to a connecting "
     "location.", "Pathfinder", "asset", {"during": "your-turn", "count": "enemy-engaged-with-you", "at-most": 0}),
])
def test_a_condition_before_the_colon_is_the_abilitys_condition(text: str, name: str, type_code: str,
                                                                 condition: dict[str, Any]) -> None:
    result = parse_card_text(text, name=name, type_code=type_code)
    ability = result.abilities[0]
    assert dict(ability.extra)["condition"] == condition
    assert "condition" not in (ability.cost or {})
    assert ability.to_situation()["condition"] == condition


@pytest.mark.parametrize("text", ["[action] If Hope is ready, exhaust Hope: Draw 1 card.",
                                  "[action] If there are no clues on a connecting location: Draw 1 card."])
def test_a_condition_the_engine_cannot_check_stays_a_gap(text: str) -> None:
    result = parse_card_text(text, name="Lamp", type_code="asset")
    assert not result.runnable and [u.category.split(":")[0] for u in result.unsupported] == ["cost"]


@pytest.mark.parametrize(("text", "name", "type_code", "effects"), [
    ("Exceptional. Fast. Play only during your turn.\nYou may take an additional 3 actions this turn.", "Ace in the Hole",
     "event", [{"effect": "gain-actions", "amount": 3, "may": True}]),
    ("[fast] Spend 2 resources: You may take an additional action this turn. (Limit once per turn.)",
     "\"Skids\" O'Toole", "investigator", [{"effect": "gain-actions", "amount": 1, "may": True}]),
])
def test_additional_actions_this_turn(text: str, name: str, type_code: str, effects: list[dict[str, Any]]) -> None:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert [dict(e) for a in result.abilities for e in a.effects] == effects and not result.gaps


def test_an_additional_action_for_another_time_stays_a_gap() -> None:
    result = parse_card_text("Take an additional action this round.", name="X", type_code="event")
    assert [u.text for u in result.unsupported] == ["Take an additional action this round"]


def test_attack_with_a_base_skill_is_the_designated_fights_base() -> None:
    result = parse_card_text("Researched. Uses (3 supplies).\n[action] Spend 1 supply: <b>Fight.</b> Attack with a base "
                             "[combat] skill of 6. This attack deals +2 damage.", name="Strange Solution",
                             type_code="asset")
    assert [dict(e) for a in result.abilities for e in a.effects] == [{"effect": "fight", "base": 6, "damage": 2}]
    assert not result.gaps
    evade = parse_card_text("[action]: <b>Evade.</b> Attack with a base [combat] skill of 6.", name="X",
                            type_code="asset")
    assert [u.text for u in evade.unsupported] == ["Attack with a base [combat] skill of 6"]


def test_cancel_n_of_that_damage_prevents_it() -> None:
    result = parse_card_text("[reaction] When damage is assigned to Armor of Ardennes, exhaust Armor of Ardennes: "
                             "Cancel 1 of that damage.", name="Armor of Ardennes", type_code="asset")
    assert [dict(e) for a in result.abilities for e in a.effects] == [{"effect": "prevent", "amount": 1}]
    assert not result.gaps
    outside = parse_card_text("[action]: Cancel 1 of that damage.", name="X", type_code="asset")
    assert outside.unsupported and not outside.runnable  # no damage about to be dealt: nothing to cancel


@pytest.mark.parametrize(("text", "name", "type_code", "effects"), [
    ("[free] Discard Stray Cat: Automatically evade a non-Elite enemy at your location.", "Stray Cat", "asset",
     [{"effect": "evade", "enemy": "a-non-elite-enemy-at-your-location", "automatic": True}]),
    ("Fast. Play only during your turn.\nDeal 2 damage to an exhausted enemy at your location.", "Sneak Attack",
     "event", [{"effect": "deal-damage", "amount": 2, "to": "an-exhausted-enemy-at-your-location"}]),
    ("[free] Exhaust Peter Clover: Automatically evade a [[Criminal]] enemy at your location.", "Peter Clover",
     "asset", [{"effect": "evade", "enemy": "a-criminal-enemy-at-your-location", "automatic": True}]),
    # a trait of two words (Young Deep One is a Deep One) is one qualifier, not two
    ("Deal 1 damage to each [[Deep One]] enemy at your location.", "X", "event",
     [{"effect": "deal-damage", "amount": 1, "to": "each-deep_one-enemy-at-your-location"}]),
    ("Deal 1 damage to each non-[[Elite]] [[Ghoul]] enemy at your location.", "X", "event",
     [{"effect": "deal-damage", "amount": 1, "to": "each-non-elite-ghoul-enemy-at-your-location"}]),
])
def test_an_enemy_phrase_composes_its_states_and_traits(text: str, name: str, type_code: str,
                                                         effects: list[dict[str, Any]]) -> None:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert [dict(e) for a in result.abilities for e in a.effects] == effects


@pytest.mark.parametrize(("target", "quoted"), [("a different enemy at your location", None), ("each other enemy", None),
                                              ("an enemy at a connecting location", "a connecting location")])
def test_an_enemy_phrase_no_selector_composes_stays_a_gap(target: str, quoted: str | None) -> None:
    result = parse_card_text(f"Deal 1 damage to {target}.", name="X", type_code="event")
    assert not result.runnable and [u.text for u in result.unsupported] == [quoted or target]


@pytest.mark.parametrize(("text", "effects"), [
    ("[action] Spend 1 ammo: <b>Fight.</b> You get +3 [combat] and deal +2 damage for this attack.",
     [{"effect": "fight", "bonus": 3, "damage": 2}]),
    ("[action] Spend 1 charge: <b>Fight.</b> This attack uses [willpower] instead of [combat]. You get +2 [willpower] "
     "and deal +1 damage for this attack.", [{"effect": "fight", "skill": "willpower", "bonus": 2, "damage": 1}]),
])
def test_a_bonus_and_extra_damage_for_this_attack_in_one_sentence(text: str, effects: list[dict[str, Any]]) -> None:
    result = parse_card_text(text, name="Springfield M1903", type_code="asset")
    assert [dict(e) for a in result.abilities for e in a.effects] == effects and not result.gaps


def test_a_bonus_to_a_skill_the_attack_does_not_test_stays_a_gap() -> None:
    result = parse_card_text("[action]: <b>Fight.</b> You get +2 [willpower] and deal +1 damage for this attack.",
                             name="X", type_code="asset")
    assert [u.text for u in result.unsupported] == ["You get +2 [willpower] and deal +1 damage for this attack"]


@pytest.mark.parametrize(("text", "name", "type_code"), [
    ("<b>Forced</b> - After Hastur is defeated: Advance this agenda.", "Madness Coils", "agenda"),
    ("<b>Forced</b> - After Hastur is defeated: Immediately advance.", "The Clover Club", "agenda"),
])
def test_this_agenda_and_a_bare_advance_are_the_card_itself(text: str, name: str, type_code: str) -> None:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert [dict(e) for a in result.abilities for e in a.effects] == [{"effect": "advance", "to": "current-agenda"}]


def test_a_bare_advance_on_a_card_that_does_not_advance_stays_a_gap() -> None:
    result = parse_card_text("[action]: Advance.", name="X", type_code="asset")
    assert [u.text for u in result.unsupported] == ["Advance"]
