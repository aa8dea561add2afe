"""Superlatives: of the entities a selector picks, the one with the most (or fewest) tokens, a tie decided by a
choice; and an enemy moved one location at a time until it enters a location (each step a move). Each replayed by
a minimal situation composed from the rules' own sentences."""

from __future__ import annotations

from rulecases import absent, at, run, world


def _compass(effects: list[dict]) -> dict:
    return {"name": "Compass", "type": "asset", "controller": "Roland Banks",
            "abilities": [{"kind": "action", "effects": effects}]}


#: Hall (2 clues) — Attic (1) — Study (3, Woods) — Grove (0, Woods).
_ROOMS = [{"name": "Hall", "connections": ["Attic"], "clues": 2},
          {"name": "Attic", "connections": ["Hall", "Study"], "clues": 1},
          {"name": "Study", "connections": ["Attic", "Grove"], "clues": 3, "traits": ["Woods"]},
          {"name": "Grove", "connections": ["Study"], "clues": 0, "traits": ["Woods"]}]


def _board(effects: list[dict], rooms: list[dict] = _ROOMS, **top: object) -> dict:
    data = world(cards=[_compass(effects)], do=[{"who": "Roland Banks", "action": "activate", "card": "Compass"}],
                 **top)
    data["locations"] = rooms
    return data


def test_the_location_with_the_most_clues_is_the_one_holding_the_most():
    """[ahlcg/faq/1-5] "For example: Locked Door reads “Attach to the location with the most clues, and without a
    Locked Door attached.”" — of every location, the one with the most clues on it now."""
    trace = run(_board([{"effect": "place-doom", "amount": 1, "to": "most-clues:each-location"}]))
    assert at(trace, "places 1 doom on Study") >= 0
    assert absent(trace, "chooses")  # one holds the most: nothing to choose


def test_the_fewest_is_counted_among_what_the_rest_of_the_selector_picks():
    """[ahlcg/rr/move] "a non-Bayou location with the fewest clues on it": the fewest among the Woods locations
    only (Grove, 0), not among all (Hall has 2)."""
    trace = run(_board([{"effect": "move", "to": "fewest-clues:each-woods-location"}]))
    assert at(trace, "moves from Hall to Grove") >= 0


def test_locations_tied_for_the_most_are_a_choice_among_them():
    """[ahlcg/faq/1-5] "If there are 3 locations that are tied for the most clues, and none of them already have a
    Locked Door attached, the lead investigator decides between those 3 locations." """
    tied = [{**r, "clues": 3} if r["name"] in ("Attic", "Grove") else {**r, "clues": 1} for r in _ROOMS]
    data = _board([{"effect": "move", "to": "most-clues:each-location"}], tied)
    data["choices"] = [{"decision": "target", "ability": "Compass", "choose": "Grove"}]
    trace = run(data)
    assert at(trace, "chooses Grove") >= 0 and at(trace, "could also choose: Attic") >= 0
    assert at(trace, "moves from Hall to Grove") >= 0


def test_a_tie_with_no_choice_given_is_said_and_the_first_taken():
    """[ahlcg/rr/lead-investigator] "If there are ever multiple valid options for a choice or decision that must be
    made …, the lead investigator is the final arbiter in choosing among those options." """
    tied = [{**r, "clues": 3} if r["name"] in ("Attic", "Grove") else {**r, "clues": 1} for r in _ROOMS]
    trace = run(_board([{"effect": "move", "to": "most-clues:each-location"}], tied))
    assert at(trace, "chooses among Attic, Grove: no choice given") >= 0
