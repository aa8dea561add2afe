"""What an investigator can hold (``capacities.py``): the maximum hand size and the number of slots of a type, each a
verb frame whose subject, amount, direction and slot type compose."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _constant(text: str, type_code: str = "asset") -> tuple[list[dict], list[str]]:
    result = parse_card_text(text, name="Test Card", type_code=type_code)
    return ([{k: v for k, v in a.to_situation().items() if k in ("applies-to", "amount-modifier", "condition")}
             for a in result.abilities if a.runnable], [g.reason for g in result.gaps])


@pytest.mark.parametrize(("text", "who", "n"), [
    ("Your maximum hand size is reduced by 5.", "you", -5),  # Drawing the Sign
    ("Your maximum hand size is increased by 2.", "you", 2),  # Laboratory Assistant
    ("Each investigator's maximum hand size is reduced by 3 while checking his or her hand size during the upkeep "
     "phase.", "investigator", -3),  # Dead of Night: the check is the upkeep's 4.5 itself
    ("Each investigator's maximum hand size is increased by two.", "investigator", 2),
    ("Your maximum hand size is reduced by 2 during the upkeep phase.", "you", -2),
])
def test_a_maximum_hand_size_changed_by_n_is_a_modifier_to_the_hand_size_check(text, who, n):
    assert _constant(text) == ([{"applies-to": {"event": "check-hand-size", "who": who}, "amount-modifier": n}], [])


@pytest.mark.parametrize(("text", "who", "slot", "n"), [
    ("You have 1 additional arcane slot.", "you", "arcane", 1),  # Book of Shadows
    ("You have an additional body slot.", "you", "body", 1),
    ("You have 1 additional accessory slot.", "you", "accessory", 1),  # Relic Hunter
    ("You have 1 additional ally slot.", "you", "ally", 1),  # Charisma
    ("You have 2 additional hand slots.", "you", "hand", 2),
    ("Each investigator has 1 fewer body slot.", "investigator", "body", -1),
])
def test_slots_of_a_type_added_or_taken_are_a_modifier_to_the_slot_limit(text, who, slot, n):
    assert _constant(text) == ([{"applies-to": {"event": "slot-limit", "who": who, "what": f"{slot}-slot"},
                                 "amount-modifier": n}], [])


@pytest.mark.parametrize(("text", "slot", "n", "holds"), [
    ("You have 2 additional hand slots, which can only be used to hold Tome assets.", "hand", 2, "tome-asset"),
    ("You have 1 additional hand slot, which can only be used to hold a Weapon asset.", "hand", 1, "weapon-asset"),
])
def test_slots_that_hold_only_some_assets_name_them_as_the_filter_of_what_fills_them(text, slot, n, holds):
    """Daisy's Tote Bag, Bandolier: the assets those slots can hold compose the ``source`` filter."""
    assert _constant(text) == ([{"applies-to": {"event": "slot-limit", "who": "you", "what": f"{slot}-slot",
                                                "source": holds}, "amount-modifier": n}], [])


def test_a_condition_before_the_change_is_the_constant_s_condition():
    read, gaps = _constant("While you have 2 clues, your maximum hand size is increased by 2.")
    assert read == [{"applies-to": {"event": "check-hand-size", "who": "you"}, "amount-modifier": 2,
                     "condition": {"count": "clue-you-have", "at-least": 2}}] and gaps == []


def test_a_condition_on_being_at_a_location_by_its_title_is_the_constant_s_condition():
    """"while you are at the Attic": your location is the one titled Attic (counted at your location)."""
    read, gaps = _constant("Your maximum hand size is reduced by 5 while you are at the Attic.")
    assert read == [{"applies-to": {"event": "check-hand-size", "who": "you"}, "amount-modifier": -5,
                     "condition": {"count": "in-play:attic-location-at-your-location", "at-least": 1}}] and gaps == []


@pytest.mark.parametrize(("text", "reason"), [
    ("You have 1 additional ally slot, which can only be used to hold a non-Elite enemy.",  # an asset only
     "a slot that can hold only some assets"),
    ("While you are at Backstage, your hand size is counted at the end of each of your turns.",  # another moment
     "a hand size counted other than by its maximum"),
    ("You have 1 additional pocket slot.", "not a constant ability"),
])
def test_what_the_engine_cannot_hold_stays_a_gap_with_its_reason(text, reason):
    read, gaps = _constant(text)
    assert read == [] and len(gaps) == 1 and reason in gaps[0]
