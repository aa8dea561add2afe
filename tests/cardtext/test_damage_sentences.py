"""The damage-and-horror family's sentences (cardtext/damage_sentences.py): where an ability's own damage or horror
is assigned first (assigned_after.py), an attack's damage dealt elsewhere instead (redirected.py), and the composite
determiners they name ("your assets", "another enemy": composite_determiners.py)."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.first_assigned import cards_first
from kb.cardtext.model import NotParsed
from kb.cardtext.vocabulary import Context


def _read(text: str) -> tuple[list[dict[str, Any]], list[str]]:
    result = parse_card_text(text, name="X", type_code="treachery")
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


@pytest.mark.parametrize(("words", "selector"), [
    ("your assets", "each-asset-you-control"),
    ("your Ally assets", "each-ally-asset-you-control"),
    ("each of your Ally assets", "each-ally-asset-you-control"),
    ("each asset you control", "each-asset-you-control"),
    ("your location", "your-location"),  # not a plural card noun: read as it was
])
def test_your_before_plural_cards_is_each_of_them_you_control(words: str, selector: str) -> None:
    assert cards_first(words, Context(kind="revelation")) == selector


def test_a_singular_card_after_your_is_not_read_as_each() -> None:
    with pytest.raises(NotParsed):
        cards_first("your Ally asset", Context(kind="revelation"))


def test_the_sentence_wraps_the_damage_dealt_in_a_tests_result() -> None:
    effects, gaps = _read("Revelation - Test [willpower] (3). If you fail, take 2 damage. Damage from this effect must "
                          "be assigned to your assets first, if able.")
    assert not gaps
    assert effects[0]["fail"] == [{"effect": "assign-first", "to": "each-asset-you-control",
                                   "effects": [{"effect": "deal-damage", "amount": 2, "to": "you"}]}]


@pytest.mark.parametrize(("kinds", "wrapped"), [
    ("Horror", ["deal-horror"]), ("Damage and horror", ["deal-damage", "deal-horror"]),
    ("Damage", ["deal-damage"]),
])
def test_the_kinds_named_choose_which_instructions_it_qualifies(kinds: str, wrapped: list[str]) -> None:
    effects, gaps = _read(f"Revelation - Take 1 damage and 1 horror. {kinds} dealt by this effect must be assigned to "
                          "your Ally assets first.")
    assert not gaps
    firsts = [e["effects"][0]["effect"] for e in effects if e["effect"] == "assign-first"]
    assert firsts == wrapped
    assert all(e["to"] == "each-ally-asset-you-control" for e in effects if e["effect"] == "assign-first")


def test_with_no_instruction_dealing_it_before_the_sentence_it_is_refused() -> None:
    effects, gaps = _read("Revelation - Draw 1 card. Horror from this effect must be assigned to your assets first.")
    assert gaps and not any(e["effect"] == "assign-first" for e in effects)


ATTACKED = "[reaction] When an enemy attacks you, exhaust X: "


@pytest.mark.parametrize(("words", "to"), [
    ("Deal that enemy's damage to another enemy at your location, instead.", "an-other-enemy-at-your-location"),
    ("Deal its damage to any enemy at your location instead.", "an-enemy-at-your-location"),
    ("Deal the attacking enemy's damage to each enemy engaged with you, instead.", "each-enemy-engaged-with-you"),
])
def test_the_attackers_damage_dealt_to_a_target_instead(words: str, to: str) -> None:
    result = parse_card_text(ATTACKED + words + " (You still take horror dealt by the attack.)", name="X",
                             type_code="asset")
    assert not result.gaps
    assert [dict(e) for e in result.abilities[0].effects] == [{"effect": "redirect-attack-damage", "to": to}]


@pytest.mark.parametrize("text", [
    "[reaction] When you take damage, exhaust X: Deal that enemy's damage to another enemy at your location, instead.",
    "[reaction] When an enemy attacks you, exhaust X: You still take horror dealt by the attack.",
])
def test_outside_an_attacks_when_window_or_with_no_redirect_before_it_it_is_refused(text: str) -> None:
    result = parse_card_text(text, name="X", type_code="asset")
    assert result.gaps
    assert not any(e.get("effect") == "redirect-attack-damage" for a in result.abilities for e in a.effects)


@pytest.mark.parametrize(("text", "effect"), [
    ("[forced] When any amount of horror would be placed on you: Place 1 of that horror on X.",
     {"effect": "reassign-dealt", "amount": 1, "to": "self"}),
    ("[reaction] When you would take damage, exhaust X: Place 2 of that damage on an asset you control.",
     {"effect": "reassign-dealt", "amount": 2, "to": "an-asset-you-control"}),
])
def test_some_of_the_damage_or_horror_being_dealt_placed_on_another_card(text: str, effect: dict[str, Any]) -> None:
    result = parse_card_text(text.replace("[forced]", "Forced -"), name="X", type_code="asset")
    assert not result.gaps, result.gaps
    assert [dict(e) for e in result.abilities[0].effects] == [effect]


@pytest.mark.parametrize("text", [
    "Forced - When you would take damage: Place 1 of that horror on X.",  # the window deals damage, not horror
    "Forced - After you draw a card: Place 1 of that horror on X.",  # nothing being dealt
])
def test_that_horror_with_no_horror_being_dealt_in_its_window_is_refused(text: str) -> None:
    result = parse_card_text(text, name="X", type_code="asset")
    assert result.gaps
    assert not any(e.get("effect") == "reassign-dealt" for a in result.abilities for e in a.effects)


@pytest.mark.parametrize(("kinds", "tokens"), [("horror", {"tokens": "horror"}), ("damage", {"tokens": "damage"}),
                                               ("damage and horror", {})])
def test_divided_evenly_wraps_the_dealing_and_a_for_each_of_it_whole(kinds: str, tokens: dict[str, str]) -> None:
    effects, gaps = _read(f"Revelation - Test [willpower] (3). For each point you fail by, take 1 {kinds.split()[0]}. "
                          f"When assigning {kinds} from this effect, it must be divided as evenly as possible among "
                          "eligible cards.")
    assert not gaps
    (wrapper,) = effects[0]["fail"]
    assert {k: v for k, v in wrapper.items() if k != "effects"} == {"effect": "assign-evenly", **tokens}
    assert wrapper["effects"][0]["effect"] == "for-each"  # one cumulative dealing, divided as one


def test_divided_evenly_after_no_dealing_is_refused() -> None:
    effects, gaps = _read("Revelation - Draw 1 card. When assigning horror from this effect, it must be divided as "
                          "evenly as possible among eligible cards.")
    assert gaps and not any(e["effect"] == "assign-evenly" for e in effects)
