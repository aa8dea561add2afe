""""That many" of the triggering condition (``trigger-amount``, ``core/results.py``): with no instruction before it in
the ability, the amount the occurrence it triggered on carries — the clues being discovered (Clues), the damage or
horror being dealt (Dealing Damage/Horror), the resources gained (Resources). "Instead" replaces that occurrence with
the effect (Instead: "The word 'instead' is indicative of a replacement effect"). Each case: the rule's clause, a
minimal situation, the order and the state. Cover Up (dev cards): "When you would discover 1 or more clues at your
location: Discard that many clues from Cover Up instead."""

from __future__ import annotations

import pytest

from kb.engine import SituationError, situation_from_data


def _cover_up(world, clues=3):
    world["cards"] = [{"name": "Cover Up", "type": "treachery", "threat-area": "Roland", "clues": clues, "abilities": [
        {"kind": "reaction", "timing": "would", "trigger": {"event": "discover-clues", "who": "you"},
         "text": "When you would discover 1 or more clues at your location: Discard that many clues from Cover Up "
                 "instead.",
         "effects": [{"effect": "instead", "effects": [
             {"effect": "for-each", "count": "trigger-amount",
              "effects": [{"effect": "remove-tokens", "tokens": "clues", "amount": 1}]}]}]}]},
        {"name": "Probe", "type": "asset", "controller": "Roland", "abilities": [
            {"kind": "free", "effects": [{"effect": "discover-clues", "amount": 2}]}]}]
    world["do"] = [{"who": "Roland", "use": "Probe"}]
    return world


def _card(trace, name):
    return trace.final_state["cards"][name]


def test_that_many_of_a_would_discover_trigger_is_the_clues_being_discovered_and_instead_replaces_it(world, run, find):
    """Clues: discovering takes clues from the location; "instead" (a replacement) takes that many off Cover Up and
    the discovery does not happen: the location keeps its clues, the investigator gains none (ahlcg/rr/instead,
    ahlcg/rr/clues)."""
    trace = run(_cover_up(world))
    assert find(trace, "Replacement effect initiated") < find(trace, "2 (the amount of Roland discovers 2 clues")
    state = trace.final_state
    assert state["locations"]["Hall"]["clues"] == 2
    assert state["investigators"]["Roland"]["clues"] == 0
    assert _card(trace, "Cover Up")["clues"] == 1


def test_that_many_of_the_trigger_takes_as_many_as_there_are(world, run, find):
    """Effects: as much as possible is resolved — Cover Up with 1 clue loses 1 of the 2 'that many' names."""
    trace = run(_cover_up(world, clues=1))
    find(trace, "2 (the amount of Roland discovers 2 clues")
    assert _card(trace, "Cover Up").get("clues", 0) == 0
    assert trace.final_state["investigators"]["Roland"]["clues"] == 0


def test_the_trigger_amount_of_an_ability_not_triggered_on_an_amount_is_none(world, run, find):
    """A free ability triggers on nothing: "that many" of its trigger counts none, and says so."""
    world["cards"] = [{"name": "Probe", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "free", "effects": [{"effect": "for-each", "count": "trigger-amount",
                                      "effects": [{"effect": "gain-resources", "amount": 1}]}]}]}]
    world["do"] = [{"who": "Roland", "use": "Probe"}]
    trace = run(world)
    find(trace, "the ability did not trigger on an amount")
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5


def test_the_trigger_amount_is_refused_outside_a_resolution(world):
    """A chaos token's modifier has no triggering occurrence to read."""
    world["chaos-tokens"] = {"skull": {"modifier": -1, "count": "trigger-amount"}}
    with pytest.raises(SituationError):
        situation_from_data(world)
