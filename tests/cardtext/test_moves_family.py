"""Moving investigators and enemies, and moves canceled, as the reader reads them: a 'cannot move' bounded by a count
of times (:mod:`kb.cardtext.cannot_times`), a test's own result canceling the move that triggered its ability
(:data:`kb.cardtext.choices_and_counts.IN_RESULT`)."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def _read(text: str, name: str = "Odd Card", type_code: str = "treachery") -> list[dict[str, Any]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert result.gaps == (), result.gaps
    return [a.to_situation() for a in result.abilities]


@pytest.mark.parametrize(("text", "period", "most"), [
    ("You cannot move more than once each turn.", "turn", 1),
    ("You cannot move more than twice each round.", "round", 2),
    ("You cannot move more than 2 times per phase.", "phase", 2),
])
def test_a_cannot_bounded_by_a_count_of_times_is_a_cannot_under_the_count_of_moves_this_period(text, period, most):
    """Cannot is absolute; "more than N each <period>" is the same 'cannot' once N moves were made this period."""
    (constant,) = _read(text)
    assert constant["applies-to"] == {"event": "move", "who": "you"} and constant["cannot"] is True
    assert constant["condition"] == {"count": f"move-you-made-this-{period}", "at-least": most}


@pytest.mark.parametrize("text", [
    "You cannot play cards more than once each round.",
    "You cannot draw cards more than twice each round.",
    "While you are engaged with an enemy, you cannot move more than once each turn.",
])
def test_a_count_of_times_the_engine_does_not_count_or_beside_another_condition_is_refused(text):
    result = parse_card_text(text, name="Odd Card", type_code="treachery")
    assert result.unsupported and not any(a.to_situation().get("cannot") for a in result.abilities)


def test_a_count_that_is_no_count_of_times_is_not_read_as_one():
    """"more than 2 resources" counts resources, not times: not this frame's reason."""
    result = parse_card_text("You cannot gain more than 2 resources.", name="Odd Card", type_code="treachery")
    assert result.unsupported and "count of times" not in " ".join(g.reason for g in result.unsupported)


@pytest.mark.parametrize(("text", "name", "fail"), [
    ("Forced - When you move out of this location: Test [intellect] (3). If you fail, cancel the effects of the move.",
     "Arkham Woods", [{"effect": "cancel"}]),
    ("Forced - When you would move from Narrow Shaft to an unrevealed location: Test [agility] (3). If you fail, take "
     "1 damage and cancel the effects of the move.", "Narrow Shaft",
     [{"effect": "deal-damage", "amount": 1, "to": "you"}, {"effect": "cancel"}]),
])
def test_a_test_result_may_cancel_the_move_its_ability_answers(text, name, fail):
    """Cancel: the result resolves inside the ability, in the window of the move that triggered it."""
    (ability,) = _read(text, name, "location")
    (test,) = ability["effects"]
    assert ability["trigger"]["event"] == "move" and test["effect"] == "test"
    assert [{k: v for k, v in e.items() if k != "text"} for e in test["fail"]] == fail


def test_cancel_inside_a_choice_still_is_refused():
    """Only a test's own result is handed the occurrence; an option of a choice is not."""
    result = parse_card_text("Forced - When you move out of this location: Either cancel the effects of the move or "
                             "take 1 horror.", name="Odd Place", type_code="location")
    assert result.gaps


@pytest.mark.parametrize(("text", "order"), [
    ("[action] Exhaust Duke: <b>Investigate.</b> You investigate with a base [intellect] skill of 4. You may move to a "
     "connecting location immediately before investigating with this effect.", ["move", "investigate"]),
    ("[action] Exhaust X: <b>Evade.</b> Take 1 horror immediately after evading with this effect.",
     ["evade", "deal-horror"]),
    ("[action] Exhaust X: <b>Fight.</b> Move to a connecting location before attacking.", ["move", "fight"]),
])
def test_an_instruction_timed_against_the_designated_action_resolves_before_or_after_it(text, order):
    """Action Designators: the ability performs the action; "immediately before investigating" puts the instruction
    before that action among its effects (Duke's move, then the investigation of the location reached)."""
    (ability,) = _read(text, "Duke" if "Duke" in text else "X", "asset")
    assert [e["effect"] for e in ability["effects"]] == order


def test_an_instruction_timed_against_an_action_the_ability_does_not_designate_is_refused():
    result = parse_card_text("[action] Exhaust X: <b>Fight.</b> You may move to a connecting location immediately "
                             "before investigating with this effect.", name="X", type_code="asset")
    assert any("no designated 'investigate' action" in g.reason for g in result.unsupported)


@pytest.mark.parametrize(("text", "effect"), [
    ("Forced - At the end of the enemy phase: Move it 1 location away from the nearest investigator.",
     {"effect": "move-enemy-away", "enemy": "self", "from": "nearest-investigator", "amount": 1}),
    ("Forced - At the end of the round: @self moves twice away from you.",
     {"effect": "move-enemy-away", "enemy": "self", "from": "you", "amount": 2}),
    ("Forced - At the end of the round: Move it 1 location away from the nearest investigator (to a location with no "
     "investigators, if possible).", {"effect": "move-enemy-away", "enemy": "self", "from": "nearest-investigator",
                                     "amount": 1, "to": "a-location-with-no-investigators"}),
    # the pronoun before a count of moves is the mover, not a dative ("deal it 1 damage")
    ("Forced - At the end of the round: Move it 1 location toward the nearest investigator.",
     {"effect": "move-enemy", "enemy": "self", "toward": "nearest-investigator", "amount": 1}),
    ("Forced - At the end of the round: Disengage it.",
     {"effect": "disengage", "enemy": "self", "who": "each-investigator"}),
])
def test_an_enemy_moved_away_from_something_or_disengaged(text, effect):
    """Move: each step one connection; "away from X" farther from X; a preferred destination "if possible"."""
    (ability,) = _read(text, "Odd Enemy", "enemy")
    assert [{k: v for k, v in e.items() if k != "text"} for e in ability["effects"]] == [effect]


def test_the_organist_moves_away_or_is_disengaged_instead():
    """"If it is engaged, disengage it instead": the move becomes the `otherwise` of an `if` on the card's state."""
    (ability,) = _read("<b>Forced</b> - At the end of the enemy phase: If The Organist is unengaged, move it 1 location "
                       "away from the nearest investigator (to a location with no investigators, if possible). If it "
                       "is engaged, disengage it instead.", "The Organist", "enemy")
    (outer,) = ability["effects"]
    assert outer["condition"] == {"card": "self", "state": "engaged"}
    assert outer["effects"][0]["effect"] == "disengage"
    inner = outer["otherwise"][0]["effects"][0]
    assert (inner["effect"], inner["to"]) == ("move-enemy-away", "a-location-with-no-investigators")


def test_a_preference_after_no_move_away_is_refused_not_dropped():
    result = parse_card_text("Forced - At the end of the round: Move to a connecting location (to a location with no "
                             "enemies, if possible).", name="Odd Place", type_code="location")
    assert any("preferred 'if possible'" in g.reason for g in result.unsupported)


@pytest.mark.parametrize(("text", "name", "effect"), [
    ("[fast] Exhaust Abbess: Move from her location to a connecting location.", "Abbess",
     {"effect": "move", "from": "this-location"}),
    ("[fast] Exhaust Lamp: Move from your location to the Attic.", "Lamp",
     {"effect": "move", "from": "your-location", "to": "Attic"}),
])
def test_a_move_from_a_location_is_a_move_only_from_there(text, name, effect):
    """Move: the entity leaves the location it moves from."""
    (ability,) = _read(text, name, "asset")
    assert [{k: v for k, v in e.items() if k != "text"} for e in ability["effects"]] == [effect]


def test_an_enemy_moved_from_a_location_is_refused_with_the_reason():
    result = parse_card_text("Forced - At the end of the round: Move each enemy from your location to a connecting "
                             "location.", name="Odd Place", type_code="location")
    assert result.unsupported
