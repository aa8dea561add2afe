"""Triggering conditions joined by "or" / "and/or" (``trigger_joined.py``): a condition that is any of its
conjuncts (the engine's ``any-of``), the second conjunct either whole or sharing a beginning with the first — its
subject ("an enemy attacks you or [an enemy] is defeated"), its subject and verb ("you are dealt damage and/or
[you are dealt] horror"). Each shape from its own parts and a few printed texts; what the reader writes, the engine
loads."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.engine import situation_from_data

from .situation import situation_with


def _trigger(condition: str, *, name: str = "Watcher", type_code: str = "asset") -> dict:
    result = parse_card_text(f"[reaction] {condition}: Gain 1 resource.", name=name, type_code=type_code)
    assert not result.gaps, result.gaps
    situation_from_data(situation_with(result, name=name, type_code=type_code))
    return result.abilities[0].to_situation()["trigger"]


DAMAGE_OR_HORROR = {"any-of": [{"event": "damage-dealt", "who": "you"}, {"event": "horror-dealt", "who": "you"}]}


@pytest.mark.parametrize("condition, trigger", [
    # two whole conditions
    ("When you resign or the game ends",
     {"any-of": [{"event": "eliminated", "who": "you", "via": "resign"}, {"event": "game-ends"}]}),
    ("After a phase begins or a phase ends", {"any-of": [{"event": "phase-begins"}, {"event": "phase-ends"}]}),
    # the subject shared
    ("When an enemy attacks you or is defeated",
     {"any-of": [{"event": "enemy-attack", "source": "enemy", "who": "you"}, {"event": "defeated", "what": "enemy"}]}),
    ("After you defeat an enemy or evade an enemy",
     {"any-of": [{"event": "defeated", "who": "you", "what": "enemy"}, {"event": "evaded", "who": "you", "what": "enemy"}]}),
    # the subject and the verb shared: "and/or" as "or"
    ("After you are dealt damage and/or horror", DAMAGE_OR_HORROR),
    ("When you would take damage or horror", DAMAGE_OR_HORROR),
    # two subjects sharing the predicate: the first takes the second's
    ("After a location or an enemy is flipped over",
     {"any-of": [{"event": "flip", "what": "location"}, {"event": "flip", "what": "enemy"}]}),
])
def test_a_joined_condition_is_any_of_its_conjuncts(condition: str, trigger: dict) -> None:
    assert _trigger(condition) == trigger


@pytest.mark.parametrize("condition", [
    "After you play an event or discard an event from your hand",  # a conjunct no rule reads (no leaving play)
    "When you resign, the game ends or an enemy attacks you",  # more than two conjuncts
    "After you discover the last clue on Watcher or the game ends",  # a conjunct with a condition on the state
])
def test_a_condition_not_made_of_two_read_conjuncts_stays_a_gap(condition: str) -> None:
    result = parse_card_text(f"[reaction] {condition}: Gain 1 resource.", name="Watcher", type_code="asset")
    assert [g.category.split(":")[0] for g in result.unsupported] == ["trigger"]
    assert result.abilities[0].to_situation()["trigger"]["event"] is None
    assert not result.runnable


@pytest.mark.parametrize("text", [
    "Fast. Play when you are dealt damage and/or horror.\nCancel up to 5 damage and/or horror just dealt to you.",
    "Fast. Play when you would take damage or horror.\nGain 1 resource.",
])
def test_a_play_instruction_may_be_any_of_two_events(text: str) -> None:
    result = parse_card_text(text, name="Luck", type_code="event")
    assert result.to_json()["card"]["play-when"] == {"timing": "when" if "dealt" in text else "would",
                                                     "trigger": DAMAGE_OR_HORROR}


def test_an_investigator_resigning_is_an_elimination_by_resigning() -> None:
    assert _trigger("After an investigator resigns") == {"event": "eliminated", "who": "investigator",
                                                        "via": "resign"}


def test_the_bearers_location_or_a_connecting_location_flipped() -> None:
    """Creature Out of Demhe: "@self's location" is the bearer's location, "a connecting location" one connected to
    it — two subjects of one predicate."""
    assert _trigger("When Creature out of Demhe's location or a connecting location is flipped over",
                    name="Creature Out of Demhe", type_code="enemy") == {"any-of": [
        {"event": "flip", "what": "this-location"}, {"event": "flip", "what": "location-connecting-to-this-location"}]}


def test_two_named_subjects_of_one_predicate() -> None:
    result = parse_card_text("[reaction] When the Ghoul Priest or the Rougarou is defeated: Gain 1 resource.",
                             name="Watcher", type_code="asset")
    assert not result.gaps and result.abilities[0].to_situation()["trigger"] == {"any-of": [
        {"event": "defeated", "what": "Ghoul Priest"}, {"event": "defeated", "what": "Rougarou"}]}
