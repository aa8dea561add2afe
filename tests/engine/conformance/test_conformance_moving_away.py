"""An enemy moved away from something ("move it 1 location away from the nearest investigator (to a location with no
investigators, if possible)"): each step to a connecting location farther from it, in connections; a preferred
destination when there is one. Each replayed by a minimal situation composed from the rules' own sentences."""

from __future__ import annotations

import copy
from typing import Any

from rulecases import absent, at, run, world

#: Attic (the aloof Organist, Roland) connects to Hall, Cellar and Parlor (Agnes); Cellar leads on to Vault.
_ROOMS = [{"name": "Attic", "connections": ["Hall", "Cellar", "Parlor"]},
          {"name": "Hall", "connections": ["Attic"]},
          {"name": "Cellar", "connections": ["Attic", "Vault"]},
          {"name": "Parlor", "connections": ["Attic"]},
          {"name": "Vault", "connections": ["Cellar"]}]


def _organist(effect: dict[str, Any], roland: str = "Attic", agnes: str = "Parlor", **top: Any) -> dict[str, Any]:
    organist = {"name": "The Organist", "type": "enemy", "location": "Attic", "health": 5, "fight": 3, "evade": 3,
                "keywords": ["aloof"], "attack": {"damage": 1, "horror": 1}}
    lever = {"name": "Lever", "type": "asset", "controller": "Roland Banks",
             "abilities": [{"kind": "free", "effects": [effect], "text": "Move The Organist away."}]}
    data = world(cards=[organist, lever], do=[{"who": "Roland Banks", "use": "Lever"}], **top)
    data["locations"] = copy.deepcopy(_ROOMS)
    data["investigators"][0]["location"] = roland
    data["investigators"][1]["location"] = agnes
    return data


def _where(trace: Any) -> str:
    return trace.final_state["cards"]["The Organist"]["location"]


def test_a_move_away_goes_to_a_connecting_location_farther_from_the_nearest_investigator():
    """[ahlcg/rr/nearest] "Nearest refers to the entity of the specified kind at a location that can be reached in the
    fewest number of connections" — Roland, at the Organist's own location, is nearest; one location away from him is
    any connecting location (each one connection farther): the lead investigator chooses the Cellar."""
    data = _organist({"effect": "move-enemy-away", "enemy": "The Organist", "from": "nearest-investigator"},
                     choices=[{"decision": "target", "ability": "The Organist", "choose": "Cellar"}])
    trace = run(data)
    at(trace, "The Organist moves from Attic to Cellar")
    assert _where(trace) == "Cellar"


def test_a_preferred_destination_if_possible_narrows_the_locations_farther_away():
    """[ahlcg/rr/move] "Unless otherwise specified by the move effect or ability, the moving entity must move to a
    connecting location." — "(to a location with no investigators, if possible)": Agnes's Parlor is farther from Roland
    too, but has an investigator; Hall and Cellar are left, and the lead investigator's choice of Parlor is not one."""
    data = _organist({"effect": "move-enemy-away", "enemy": "The Organist", "from": "nearest-investigator",
                      "to": "a-location-with-no-investigators"},
                     choices=[{"decision": "target", "ability": "The Organist", "choose": "Parlor"}])
    trace = run(data)
    assert _where(trace) in ("Hall", "Cellar")
    assert absent(trace, "moves from Attic to Parlor")


def test_a_preference_that_is_not_possible_leaves_any_farther_location():
    """[ahlcg/rr/move] "If there is no valid destination for a move, the move cannot be attempted." — the preference
    is only "if possible": with an investigator at every farther location (Agnes at the Parlor, the Organist's one
    other connection), it moves there all the same, and the trace says why."""
    data = _organist({"effect": "move-enemy-away", "enemy": "The Organist", "from": "nearest-investigator",
                      "to": "a-location-with-no-investigators"})
    data["locations"][0]["connections"] = ["Parlor"]
    data["locations"][3]["connections"] = ["Attic"]
    trace = run(data)
    at(trace, "it is not possible, so any farther one will do")
    assert _where(trace) == "Parlor"


def test_with_no_connecting_location_farther_away_the_enemy_does_not_move():
    """[ahlcg/rr/move] "If there is no valid destination for a move, the move cannot be attempted." — the Organist in
    the Vault, a dead end, with Roland there: its one connection, the Cellar, is farther from him — so Roland in the
    Cellar instead leaves it no connecting location farther away, and it stays."""
    data = _organist({"effect": "move-enemy-away", "enemy": "The Organist", "from": "you"}, roland="Cellar")
    data["cards"][0]["location"] = "Vault"
    trace = run(data)
    at(trace, "The Organist does not move away from Cellar: no connecting location is farther from it")
    assert _where(trace) == "Vault"


def test_each_step_away_is_one_connection_and_an_enemy_moves_triggering_condition():
    """[ahlcg/rr/move] "Any time an entity moves, it is considered to leave the previous location, and to enter the new
    location, simultaneously." — two locations away from Roland in the Hall: Attic → Cellar (or Parlor) → Vault, each
    step a move of its own."""
    data = _organist({"effect": "move-enemy-away", "enemy": "The Organist", "from": "you", "amount": 2},
                     roland="Hall", agnes="Hall",
                     choices=[{"decision": "target", "ability": "The Organist", "choose": "Cellar"}])
    trace = run(data)
    first = at(trace, "The Organist moves from Attic to Cellar")
    assert at(trace, "The Organist moves from Cellar to Vault", first) > first
    assert _where(trace) == "Vault"
