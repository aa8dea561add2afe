"""An additional cost read by its parts (Costs; FAQ 1.6): the act it is added to (a verb and its object), who pays,
and the cost by the cost's own reading — a constant ability on that act's occurrence."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def _constant(text: str, name: str, type_code: str) -> dict[str, Any]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert result.gaps == ()
    [ability] = [a.to_situation() for a in result.abilities if a.kind == "constant"]
    return ability


@pytest.mark.parametrize(("text", "name", "type_code", "applies", "cost"), [
    # a skill's own commit, any cost the cost's reading knows
    ("As an additional cost to commit \"Watch this!\" to a skill test, spend up to 3 resources.", "\"Watch this!\"",
     "skill", {"event": "commit-card", "what": "self"}, {"resources": 3, "up-to": "resources"}),
    ("As an additional cost to commit Steady Hands to a skill test, take 1 horror.", "Steady Hands", "skill",
     {"event": "commit-card", "what": "self"}, {"horror": 1}),
    ("As an additional cost to commit Bold Guess to a skill test, discard a card from your hand.", "Bold Guess", "skill",
     {"event": "commit-card", "what": "self"}, {"discard-hand": 1}),
    # an action on the card itself or its location; the cost first or the act first
    ("As an additional cost to investigate this location, you must spend 1 additional action.", "Vault", "location",
     {"event": "investigate", "what": "this-location"}, {"actions": 1}),
    ("You must spend 1 additional action to investigate the Orne Library.", "Orne Library", "location",
     {"event": "investigate", "what": "self"}, {"actions": 1}),
    ("As an additional cost to fight Brute, you must spend 1 resource.", "Brute", "enemy",
     {"event": "fight", "what": "self"}, {"resources": 1}),
    ("As an additional cost to evade Brute, spend 1 clue.", "Brute", "enemy", {"event": "evade", "what": "self"},
     {"clues": 1}),
])
def test_an_additional_cost_is_a_constant_on_the_act_it_is_added_to(text: str, name: str, type_code: str,
                                                                     applies: dict[str, Any], cost: dict[str, Any]):
    ability = _constant(text, name, type_code)
    assert (ability["applies-to"], ability["additional-cost"]) == (applies, cost)


def test_a_skills_other_sentences_are_read_as_before_beside_its_additional_cost():
    result = parse_card_text("Commit only to a skill test you are performing. As an additional cost to commit \"Watch "
                             "this!\" to a skill test, spend up to 3 resources.", name="\"Watch this!\"",
                             type_code="skill")
    assert result.gaps == ()
    assert dict(result.card)["commit-own-test"] is True
    assert [a.kind for a in result.abilities] == ["constant", "skill"]


@pytest.mark.parametrize(("text", "name", "type_code", "reason"), [
    # acts the engine pays no additional cost for
    ("Each investigator must spend 1 additional action to parley.", "Tough Crowd", "treachery", "to parley"),
    ("As an additional cost to play an attached card, exhaust Stick to the Plan.", "Stick to the Plan", "asset",
     "to play"),
    ("As an additional cost for an investigator to engage The Rougarou, the investigators must spend 1 clue, as a "
     "group.", "The Rougarou", "enemy", "to engage"),
    # a payer other than the one acting
    ("As an additional cost to investigate this location, the investigators must spend 1 clue, as a group.", "Vault",
     "location", "paid by"),
    # a cost the cost's reading refuses
    ("As an additional cost to commit Torrent of Power to a skill test, spend up to 3 charges from among assets you "
     "control.", "Torrent of Power", "skill", "from among several cards"),
    # an object the engine cannot name
    ("As an additional cost to fight an Elite enemy, you must spend 1 resource.", "Trap", "asset", "names the card"),
])
def test_an_additional_cost_the_engine_cannot_pay_stays_a_gap_with_its_reason(text: str, name: str, type_code: str,
                                                                             reason: str):
    result = parse_card_text(text, name=name, type_code=type_code)
    assert result.unsupported and reason in result.unsupported[0].reason
    assert not any(a.runnable for a in result.abilities)
