"""Choices between instructions lowered into the engine's ``either``: two instructions joined by
"or", an amount naming two things, "you must either (choose one): …". Each case is a real card's
printed text; an option that is not one effect stays a gap with the reason."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def _either(*options: dict[str, Any], text: str) -> list[dict[str, Any]]:
    return [{"effect": "either", "effects": list(options), "text": text}]


@pytest.mark.parametrize(("text", "name", "type_code", "effects"), [
    # two instructions joined by "or": each by its own verb's rule
    ("[action]: Heal 1 damage or heal 1 horror. (Limit once per turn.)", "Arkham Woods", "location",
     _either({"effect": "heal-damage", "amount": 1, "to": "you"}, {"effect": "heal-horror", "amount": 1, "to": "you"},
             text="Heal 1 damage or heal 1 horror")),
    ("[action] Exhaust Lady Esprit: Heal 2 damage or gain 2 resources.", "Lady Esprit", "asset",
     _either({"effect": "heal-damage", "amount": 2, "to": "you"}, {"effect": "gain-resources", "amount": 2},
             text="Heal 2 damage or gain 2 resources")),
    # one amount naming two things: the instruction once with each, its target shared
    ("Uses (3 supplies). If First Aid has no supplies, discard it.\n[action] Spend 1 supply: Heal 1 damage or horror "
     "from an investigator at your location.", "First Aid", "asset",
     _either({"effect": "heal-damage", "amount": 1, "to": "an-investigator-at-your-location"},
             {"effect": "heal-horror", "amount": 1, "to": "an-investigator-at-your-location"},
             text="Heal 1 damage or horror from an investigator at your location")),
    ("[reaction] After Medico Della Peste enters play: You heal 1 damage or 1 horror.", "Medico Della Peste", "asset",
     _either({"effect": "heal-damage", "amount": 1, "to": "you"}, {"effect": "heal-horror", "amount": 1, "to": "you"},
             text="You heal 1 damage or 1 horror")),
    # "you must either X or Y"
    ("<b>Forced</b> - After you end your turn at Shivering Pools: You must either take 1 direct damage or lose 5 "
     "resources.", "Shivering Pools", "location",
     [{"effect": "either", "effects": [{"effect": "deal-damage", "amount": 1, "to": "you", "direct": True},
                                       {"effect": "lose-resources", "amount": 5}],
       "text": "You must either take 1 direct damage or lose 5 resources"}]),
])
def test_a_choice_is_one_either_effect(text: str, name: str, type_code: str, effects: list[dict[str, Any]]) -> None:
    result = parse_card_text(text, name=name, type_code=type_code)
    ability = next(a for a in result.abilities if a.effects)
    assert [dict(e) for e in ability.effects] == effects
    assert not [g for g in ability.gaps if g["role"] == "effect"]


def test_choose_one_is_the_choices_own_word_and_an_option_not_read_stays_a_gap() -> None:
    result = parse_card_text("Peril.\n<b>Revelation</b> - You must either (choose one): Take 2 horror, or spawn a set "
                             "aside Brood of Yog-Sothoth there.", name="The Creatures' Tracks",
                             type_code="treachery")
    assert [u.text for u in result.unsupported] == ["spawn a set aside Brood of Yog-Sothoth there"]


def test_an_option_of_several_instructions_is_one_sequence() -> None:
    """An option that says several things is one option, resolved in the order printed (``sequence``)."""
    result = parse_card_text("[action]: Heal 1 damage and take 1 direct horror, or heal 1 horror and take 1 direct "
                             "damage. (Limit once per round.)", name="Infirmary", type_code="location")
    (ability,) = result.runnable
    (choice,) = ability.effects
    assert choice["effects"] == [
        {"effect": "sequence", "text": "Heal 1 damage and take 1 direct horror", "effects": [
            {"effect": "heal-damage", "amount": 1, "to": "you"},
            {"effect": "deal-horror", "amount": 1, "to": "you", "direct": True}]},
        {"effect": "sequence", "text": "heal 1 horror and take 1 direct damage", "effects": [
            {"effect": "heal-horror", "amount": 1, "to": "you"},
            {"effect": "deal-damage", "amount": 1, "to": "you", "direct": True}]}]


def test_a_listed_choice_has_an_option_each_item() -> None:
    """"You must decide (choose one):" and a list: each item is an option, read as any text of effects is (its
    sentences, a reminder that the agenda may advance)."""
    result = parse_card_text("Peril.\n<b>Revelation</b> - You must decide (choose one):\n- Place 1 doom on the current "
                             "agenda (this effect may cause the current agenda to advance).\n- Take 1 damage. Then, "
                             "take 1 horror.", name="Led Astray", type_code="treachery")
    assert result.gaps == ()
    (ability,) = result.abilities
    (choice,) = ability.effects
    first, second = choice["effects"]
    assert first == {"effect": "place-doom", "amount": 1, "can-advance": True}
    assert second["effect"] == "sequence" and [e["effect"] for e in second["effects"]] == ["deal-damage", "deal-horror"]
    assert second["effects"][1].get("then") is True


def test_an_item_of_a_listed_choice_not_read_keeps_the_choice_out_and_says_why() -> None:
    result = parse_card_text("You must decide (choose one):\n- Take 2 horror.\n- Frobnicate the widget.",
                             type_code="story")
    assert [u.text for u in result.unparsed + result.unsupported] == ["Frobnicate the widget"]
    assert not any(e.get("effect") == "either" for a in result.abilities for e in a.effects)


def test_alternatives_of_a_selector_are_not_alternatives_of_an_amount() -> None:
    result = parse_card_text("[action] Exhaust Lamp: Deal 1 damage to an Item or Ally asset.", name="Lamp",
                             type_code="asset")
    assert not result.runnable and [u.text for u in result.unsupported] == ["an Item or Ally asset"]


def test_an_items_opening_sentence_in_italics_is_its_narrative() -> None:
    """"- <i>Realizing what you must do, you step forward.</i> Take 2 horror.": the italic sentence opening an option
    is the choice's narrative (flavour); the option is what follows it."""
    result = parse_card_text("You must decide (choose one):\n - <i>You cannot bring yourself to do it.</i> Take 1 "
                             "horror.\n - <i>Realizing what you must do, you step forward.</i> Take 2 horror.",
                             type_code="story")
    assert result.gaps == ()
    (choice,) = result.abilities[0].effects
    assert [e["amount"] for e in choice["effects"]] == [1, 2]
