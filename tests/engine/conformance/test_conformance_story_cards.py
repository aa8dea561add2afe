"""Story cards (2024 glossary): a story card's game text resolves when the scenario instructs it, a moment a
situation states with a ``do`` item ``{who, resolve: <story card>}``."""

from __future__ import annotations

import pytest
from rulecases import absent, at, run, world

from kb.engine import SituationError, situation_from_data


def _story(effects, name="The Archway"):
    return {"name": name, "type": "story", "effects": effects}


def test_a_story_card_instructed_resolves_its_game_text_with_the_instructed_investigator_as_you():
    """[ahlcg/glossary/story-cards] "When you are instructed to resolve a story card, simply read its story text and
    resolve its game text, if any." """
    data = world(**{"set-aside": [_story([{"effect": "gain-resources", "amount": 2},
                                          {"effect": "heal-horror", "amount": 3, "to": "each-investigator"}])]},
                 do=[{"who": "Agnes Baker", "resolve": "The Archway"}])
    data["investigators"][0]["horror"] = 4
    trace = run(data)
    first = at(trace, "Agnes Baker resolves the story card The Archway")
    assert first < at(trace, "Agnes Baker: resources 3 → 5") < at(trace, "Roland Banks: horror 4 → 1")
    investigators = trace.final_state["investigators"]
    # "you" is the investigator instructed, not the one whose turn it is
    assert (investigators["Agnes Baker"]["resources"], investigators["Roland Banks"]["resources"]) == (5, 5)


def test_a_story_card_with_no_game_text_changes_nothing():
    """[ahlcg/glossary/story-cards] "simply read its story text and resolve its game text, if any." """
    data = world(**{"set-aside": [_story([])]}, do=[{"who": "Roland Banks", "resolve": "The Archway"}])
    trace = run(data)
    at(trace, "it has no game text to resolve, only its story text to read")
    assert absent(trace, "resources 5 →")


@pytest.mark.parametrize("resolve, message", [
    ("Hall", "no story card named 'Hall'"),
    ("The Archwey", "no story card named 'The Archwey'"),
])
def test_only_a_story_card_is_resolved(resolve, message):
    data = world(**{"set-aside": [_story([])]}, do=[{"who": "Roland Banks", "resolve": resolve}])
    with pytest.raises(SituationError, match=message):
        situation_from_data(data)
