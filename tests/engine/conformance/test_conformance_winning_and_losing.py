"""Winning and Losing: how a scenario ends, by the deck that invoked the resolution and the game mode."""

from __future__ import annotations

from typing import Any

import pytest
from rulecases import absent, at, run, world


def _ending(deck: str, mode: str | None = None) -> dict[str, Any]:
    """The current act or agenda advances by an ability and its reverse side is resolution R1."""
    data = world(cards=[{"name": "Agenda 1a", "type": "agenda", "threshold": 9},
                        {"name": "Act 1a", "type": "act"},
                        {"name": "Ward", "type": "asset", "controller": "Roland Banks", "abilities": [
                            {"kind": "action", "cost": {"actions": 1}, "text": f"[action]: Advance the {deck}.",
                             "effects": [{"effect": "advance", "to": f"current-{deck}"}]}]}],
                 resolutions={"R1": {"text": "It is over.", "experience": 2}},
                 do=[{"who": "Roland Banks", "action": "activate", "card": "Ward"},
                     {"who": "Roland Banks", "action": "draw"}])
    data["cards"][0 if deck == "agenda" else 1]["resolution"] = "R1"
    if mode:
        data["mode"] = mode
    return data


def test_the_act_deck_invoking_a_resolution_completes_the_scenario():
    """[ahlcg/rr/winning-and-losing] "Some instructions in the act deck (as well as on other encounter cardtypes)
    contain resolution points, in the format of: “(→R#)." "The players’ primary objective is to advance through the
    act deck until a (hopefully favorable) resolution point is reached." "Should the act deck invoke a resolution, the
    players have completed the scenario (they may even have “won!”)." — and nothing after it is replayed."""
    trace = run(_ending("act"))
    k = at(trace, "A resolution point is reached (R1)")
    said = at(trace, "Winning and losing: the act deck invoked resolution R1: the players have completed", k)
    assert "ahlcg/rr/winning-and-losing" in trace.steps[said].rules
    assert said < at(trace, "Resolution R1")
    assert trace.final_state["outcome"] == "completed" and trace.final_state["scenario_over"] is True
    assert absent(trace, "draws 1 card")


def test_the_agenda_deck_invoking_a_resolution_loses_the_scenario():
    """[ahlcg/rr/winning-and-losing] "Some instructions in the agenda deck (as well as on other encounter cardtypes)
    also contain resolution points, in the format of: “(→R#)." "Should the agenda deck invoke a (usually darker)
    resolution, the players have lost the scenario." """
    trace = run(_ending("agenda"))
    k = at(trace, "Winning and losing: the agenda deck invoked resolution R1: the players have lost the scenario")
    assert at(trace, "The agenda deck advances") < k < at(trace, "Resolution R1")
    assert trace.final_state["outcome"] == "lost"


def test_in_a_campaign_the_players_proceed_to_the_next_scenario_whatever_the_outcome():
    """[ahlcg/rr/winning-and-losing] "- If playing in a campaign, players will proceed to the next scenario in the
    campaign regardless of the outcome of the scenario." "Even if players “lose” a scenario, they still continue their
    campaign (although with some negative consequences from their failure)." """
    for deck in ("act", "agenda"):
        trace = run(_ending(deck))
        k = at(trace, "Campaign play: the players proceed to the next scenario in the campaign regardless of the "
                      "outcome")
        assert at(trace, "Winning and losing") < k


@pytest.mark.parametrize(("deck", "outcome"), [("act", "won"), ("agenda", "lost")])
def test_a_standalone_scenario_is_won_only_by_a_resolution_on_an_act_card(deck, outcome):
    """[ahlcg/rr/winning-and-losing] "- When playing a standalone scenario, players either win or lose the scenario."
    "They win if they complete a resolution on an act card." "Any other resolution is considered a loss (see
    “Standalone Mode” on page 19)." """
    trace = run(_ending(deck, "standalone"))
    assert trace.final_state["outcome"] == outcome
    k = at(trace, "Winning and losing")
    assert ("win it" in trace.steps[k].text) is (deck == "act")
    assert absent(trace, "Campaign play: the players proceed")


def test_a_scenario_ending_with_no_resolution_follows_no_resolution_was_reached():
    """[ahlcg/rr/winning-and-losing] "Should the scenario end with no resolution being reached (for example, if all
    investigators have been eliminated or have resigned), instructions for resolving the scenario can be found in the
    “do not read until end of game” section of the campaign guide." — every investigator defeated by one effect."""
    data = world(cards=[{"name": "Act 1a", "type": "act", "resolution": "R1"}],
                 resolutions={"R1": {"text": "Won.", "experience": 1}})
    data["investigators"][0]["hand"] = [{"name": "Doom", "type": "event", "cost": 0, "text": "x",
                                         "effects": [{"effect": "deal-damage", "amount": 9, "to": "each-investigator"}]}]
    data["do"] = [{"who": "Roland Banks", "action": "play", "card": "Doom"}]
    trace = run(data)
    k = at(trace, "Step 6: no remaining players: the scenario ends")
    assert k < at(trace, "Winning and losing: the scenario ends with no resolution reached", k)
    assert trace.final_state["outcome"] == "no resolution"
    assert absent(trace, "Resolution R1")
