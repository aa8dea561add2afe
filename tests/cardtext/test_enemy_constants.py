"""Constants on enemies and the cards that modify them (Constant Abilities; Modifiers; Per Investigator; Enemy
Attacks): a "while" clause naming a card's state or place and the pronoun that refers back to it, an enemy's attack
values, health per investigator, a set of enemies as the subject, and "cannot make attacks of opportunity" among a
card's predicates — each rule from its own shape and a few printed texts."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def _constants(text: str, name: str, type_code: str) -> list[dict[str, Any]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert result.gaps == ()
    return [{k: v for k, v in a.to_situation().items() if k not in ("kind", "text")}
            for a in result.abilities if a.kind == "constant"]


def _tested(via: str, what: str, n: int, **more: Any) -> dict[str, Any]:
    return {"applies-to": {"event": "skill-test-begins", "via": via, "what": what}, "difficulty-modifier": n, **more}


@pytest.mark.parametrize(("text", "name", "abilities"), [
    # "While X is <state>, <pronoun> gets …": the card's state, the pronoun the card the clause named
    ("While Constance Dumaine is exhausted, she gets +3 fight.", "Constance Dumaine",
     [_tested("fight", "self", 3, condition={"card": "self", "state": "exhausted"})]),
    ("While Stealthy Byakhee is exhausted, it gets -3 fight.", "Stealthy Byakhee",
     [_tested("fight", "self", -3, condition={"card": "self", "state": "exhausted"})]),
    ("While Ghoul Priest is ready, he gets +1 evade.", "Ghoul Priest",
     [_tested("evade", "self", 1, condition={"card": "self", "state": "ready"})]),
    # "While X is at <a place>": the place composed as any location is
    ("While Bog Gator is at a [[Bayou]] location, it gets +2 fight and +2 evade.", "Bog Gator",
     [_tested("fight", "self", 2, condition={"card": "self", "state": "in-play", "at": "bayou-location"}),
      _tested("evade", "self", 2, condition={"card": "self", "state": "in-play", "at": "bayou-location"})]),
])
def test_a_while_clause_naming_the_enemy_and_a_pronoun_referring_back(text: str, name: str,
                                                                      abilities: list[dict[str, Any]]) -> None:
    assert _constants(text, name, "enemy") == abilities


def test_a_while_clause_naming_another_card_at_this_location() -> None:
    assert _constants("While Hunting Horror is at this location, this location cannot be investigated.",
                      "Exhibit Hall", "location") == [
        {"applies-to": {"event": "investigate", "what": "self"}, "cannot": True,
         "condition": {"card": "Hunting Horror", "state": "in-play", "at": "self"}}]


def _attack(what: str, field: str, n: int) -> dict[str, Any]:
    return {"applies-to": {"event": "enemy-attack", "source": what}, field: n}


@pytest.mark.parametrize(("text", "name", "type_code", "abilities"), [
    # an enemy's damage and horror among its values, and a predicate after ", and"
    ("The Rougarou gets +1 fight, +1 damage, +1 horror, and cannot be evaded.", "Insatiable Bloodlust", "treachery",
     [_tested("fight", "The Rougarou", 1), _attack("The Rougarou", "attack-damage-modifier", 1),
      _attack("The Rougarou", "attack-horror-modifier", 1),
      {"applies-to": {"event": "evade", "what": "The Rougarou"}, "cannot": True}]),
    ("Attached enemy gets +1 damage.", "Sharpened Claws", "treachery",
     [_attack("attached", "attack-damage-modifier", 1)]),
    # a set of enemies composed as the subject; "value" after the value's name
    ("Each [[Possessed]] enemy at this location gets +1 horror value.", "Asylum Halls", "location",
     [_attack("possessed-enemy-at-this-location", "attack-horror-modifier", 1)]),
    ("Each [[Monster]] enemy gets +1 fight.", "The Entity Above", "agenda", [_tested("fight", "monster-enemy", 1)]),
    # health per investigator, printed in words or with the icon
    ("The Masked Hunter gets +2 health per investigator.", "The Masked Hunter", "enemy",
     [{"applies-to": {"event": "damage-dealt", "what": "self"}, "health-modifier": 2, "per-investigator": True}]),
    ("The Experiment gets +3 [per_investigator] health.", "The Experiment", "enemy",
     [{"applies-to": {"event": "damage-dealt", "what": "self"}, "health-modifier": 3, "per-investigator": True}]),
    # "cannot make attacks of opportunity" beside the passive "cannot be"
    ("Yog-Sothoth cannot be evaded and cannot make attacks of opportunity.", "Yog-Sothoth", "enemy",
     [{"applies-to": {"event": "evade", "what": "self"}, "cannot": True},
      {"applies-to": {"event": "enemy-attack", "source": "self", "via": "opportunity"}, "cannot": True}]),
])
def test_an_enemys_values_and_prohibitions_read_from_the_tree(text: str, name: str, type_code: str,
                                                               abilities: list[dict[str, Any]]) -> None:
    assert _constants(text, name, type_code) == abilities


@pytest.mark.parametrize(("text", "name", "reason"), [
    # a fight value per investigator: only health bears the multiplier in the engine
    ("Yog-Sothoth gets +6 [per_investigator] fight.", "Yog-Sothoth", "not a fixed amount"),
    # "by" an ability on an event that records none (an investigation): no 'cannot' the engine can hold
    ("The Man in the Pallid Mask cannot be investigated by his [action] ability.", "Tomb of Shadows", "absolute"),
])
def test_an_enemy_constant_the_engine_cannot_hold_stays_a_gap_saying_why(text: str, name: str, reason: str) -> None:
    result = parse_card_text(text, name=name, type_code="location")
    (gap,) = result.unsupported
    assert gap.category.startswith("constant:") and reason in gap.reason


def test_an_event_that_attaches_itself_keeps_a_later_constant_paragraph() -> None:
    """Attach To: an event that attaches itself stays in play, so its next paragraph, read as a constant, is one."""
    result = parse_card_text("Attach to your location.\nNon-[[Elite]] enemies cannot move into attached location.\n"
                             "<b>Forced</b> - When an investigator leaves attached location: Discard Barricade.",
                             name="Barricade", type_code="event")
    assert result.gaps == ()
    assert [dict(a.extra) for a in result.abilities if a.kind == "constant"] == [
        {"applies-to": {"event": "enemy-moves", "what": "non-elite-enemy", "to": "attached"}, "cannot": True}]
    assert dict(result.card)["effects"] == [{"effect": "attach", "to": "your-location"}]


def test_a_paragraph_of_an_attaching_event_that_is_no_constant_stays_with_its_effects() -> None:
    result = parse_card_text("Attach to your location.\nEach investigator at attached location draws 1 card.",
                             name="Ambush", type_code="event")
    (event,) = [a for a in result.abilities if a.kind == "event"]
    assert "draws 1 card" in event.source_text  # "If …, discard Ambush" is its discard-if: test_state_triggers


@pytest.mark.parametrize(("text", "name", "type_code", "abilities"), [
    # a value modifier "for each" a count composed as any count is: things in play, tokens on the card ("it")
    ("Cult Leader gets +1 fight for each [[Cultist]] enemy in play.", "Cult Leader", "enemy",
     [_tested("fight", "self", 1, **{"for-each": "in-play:cultist-enemy"})]),
    ("Ghoul Priest gets +1 fight and +1 evade for each clue on it.", "Ghoul Priest", "enemy",
     [_tested("fight", "self", 1, **{"for-each": "clue-on-self"}),
      _tested("evade", "self", 1, **{"for-each": "clue-on-self"})]),
    # on a location, a test's value counted for the investigator testing
    ("Yard gets +1 shroud for each horror on you.", "Yard", "location",
     [_tested("investigate", "self", 1, **{"for-each": "horror-on-you"})]),
])
def test_a_value_modifier_for_each_of_a_count(text: str, name: str, type_code: str,
                                              abilities: list[dict[str, Any]]) -> None:
    assert _constants(text, name, type_code) == abilities


@pytest.mark.parametrize(("text", "reason"), [
    ("The Masked Hunter gets +1 health for each horror on you.", "whose count it is"),
    ("The Masked Hunter gets +1 fight for each card in the encounter discard pile.", "no word for"),
])
def test_a_counted_value_the_engine_cannot_count_stays_a_gap(text: str, reason: str) -> None:
    result = parse_card_text(text, name="The Masked Hunter", type_code="enemy")
    (gap,) = result.unsupported
    assert reason in gap.reason
