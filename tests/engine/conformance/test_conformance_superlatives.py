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


def _hound(effects: list[dict], at: str = "Hall", exhausted: bool = True) -> dict:
    return {"name": "Hound", "type": "enemy", "location": at, "health": 3, "fight": 2, "evade": 2,
            "exhausted": exhausted, "abilities": [{"kind": "forced", "timing": "after",
                                                   "trigger": {"event": "enemy-moves", "what": "self"},
                                                   "effects": [{"effect": "place-doom", "amount": 1, "to": "self"}],
                                                   "text": "Forced - After Hound moves: place 1 doom on it."}]}


def _walk(toward: str, rooms: list[dict] = _ROOMS, at: str = "Attic", **enemy: object) -> dict:
    data = _board([{"effect": "choose", "to": toward},
                   {"effect": "move-enemy-until", "enemy": "Hound", "toward": "chosen"}], rooms)
    data["cards"].append(_hound([], at, **enemy))
    return data


def test_one_location_at_a_time_each_step_is_a_move_and_a_triggering_condition():
    """[ahlcg/rr/move] "The moving entity must move to a connecting location" — "Move The Rougarou (one location at a
    time) until it enters that location": Attic → Study → Grove, each move its own enemy-moves triggering condition,
    its 'after' window in the order of the moves."""
    trace = run(_walk("fewest-clues:each-woods-location"))
    first = at(trace, "Hound moves from Attic to Study")
    second = at(trace, "Hound moves from Study to Grove", first)
    after_first = at(trace, "'after' window — Hound moves to Study", second)
    assert at(trace, "'after' window — Hound moves to Grove", after_first) > after_first


def test_the_moves_end_once_it_enters_the_location_found():
    """[ahlcg/rr/move] "until it enters that location": no move after it is there (Study, nearer than Grove)."""
    trace = run(_walk("most-clues:each-woods-location"))
    assert at(trace, "Hound moves from Attic to Study") >= 0 and absent(trace, "moves from Study")


def test_one_already_there_does_not_move():
    """[ahlcg/rr/move] "it cannot move to its same (current) placement" """
    trace = run(_walk("most-clues:each-woods-location", at="Study"))
    assert absent(trace, "Hound moves from") and at(trace, "does not move toward Study: it is there already") >= 0


def test_a_ready_enemy_entering_an_investigators_location_engages_and_moves_no_further():
    """[ahlcg/rr/enemy-engagement] "If a ready unengaged enemy is at the same location as an investigator, it engages
    that investigator" — walking from Attic toward Porch (the most clues), it engages Roland at Hall and stops."""
    rooms = [{**r, "connections": [*r["connections"], "Porch"]} if r["name"] == "Hall" else r for r in _ROOMS]
    rooms.append({"name": "Porch", "connections": ["Hall"], "clues": 9})
    trace = run(_walk("most-clues:each-location", rooms, at="Attic", exhausted=False))
    assert at(trace, "Hound moves from Attic to Hall") >= 0 and at(trace, "engage") >= 0
    assert absent(trace, "moves from Hall to Porch")


def test_the_farthest_from_a_place_is_counted_in_connections_from_its_location():
    """[ahlcg/rr/nearest] "Nearest refers to the entity of the specified kind at a location that can be reached in
    the fewest number of connections" — counted from the place named ("the location that is farthest from The Gate
    to Hell"), not from yours: from Attic, Hall and Study are 1 away, Grove 2."""
    assert at(run(_board([{"effect": "move", "to": "farthest-from:Attic;each-location"}])),
              "moves from Hall to Grove") >= 0
    assert at(run(_board([{"effect": "move", "to": "nearest-from:Grove;each-non-woods-location"}])),
              "moves from Hall to Attic") >= 0
