"""Control given to another investigator, and a card put into play at a location other than yours — each replayed
from the rule's own sentence (Ownership and Control; Put into Play; "Farthest from all investigators")."""

from __future__ import annotations

from typing import Any

from rulecases import absent, at, run, world

#: An asset whose [free] ability gives it away ("Give control of him to another investigator at your location").
GIVER: dict[str, Any] = {
    "name": "Daniel", "type": "asset", "controller": "Roland Banks",
    "abilities": [{"kind": "free", "cost": {"exhaust": True},
                   "effects": [{"effect": "take-control", "who": "an-other-investigator-at-your-location"}],
                   "text": "[fast] Exhaust Daniel: Give control of him to another investigator at your location."}],
}


def test_an_ability_may_give_control_of_a_card_to_another_investigator():
    """[ahlcg/rr/ownership-and-control] "Some abilities may cause cards to change control during a game." — Roland
    gives Daniel to Agnes, at his location: Daniel is in Agnes's play area, under her control."""
    data = world(cards=[GIVER], do=[{"who": "Roland Banks", "use": "Daniel"}])
    trace = run(data)
    at(trace, "Agnes Baker takes control of Daniel: it is placed in Agnes Baker's play area")
    assert trace.final_state["cards"]["Daniel"]["controller"] == "Agnes Baker"


def test_control_is_given_only_to_an_investigator_the_ability_names():
    """[ahlcg/rr/ownership-and-control] "Some abilities may cause cards to change control during a game." — only as
    the ability says: with Agnes in the Attic there is no other investigator at Roland's location, so Daniel stays
    under Roland's control (the ability cannot change the game state, so it cannot be initiated: Costs)."""
    data = world(cards=[GIVER], do=[{"who": "Roland Banks", "use": "Daniel"}])
    data["investigators"][1]["location"] = "Attic"
    trace = run(data)
    at(trace, "has no potential to change the game state: it cannot be initiated")
    assert absent(trace, "Agnes Baker takes control of Daniel")
    assert trace.final_state["cards"]["Daniel"]["controller"] == "Roland Banks"
