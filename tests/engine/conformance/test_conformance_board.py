"""The board's geometry: connections a card states, and distance in connections (nearest, farthest), each
replayed by a minimal situation composed from the rule's own sentence (the sentence table reads the quotes)."""

from __future__ import annotations

from rulecases import at, run, world


def _compass(to: str) -> dict:
    return {"name": "Compass", "type": "asset", "controller": "Roland Banks",
            "abilities": [{"kind": "action", "effects": [{"effect": "move", "to": to}]}]}


def _board(to: str, locations: list[dict]) -> dict:
    data = world(cards=[_compass(to)], do=[{"who": "Roland Banks", "action": "activate", "card": "Compass"}])
    data["locations"] = locations
    return data


#: Hall — Attic — Study (Woods); Hall — Cellar — Crypt — Grove (Woods); Island (Woods) has no path.
_PATHS = [{"name": "Hall", "connections": ["Attic", "Cellar"]},
          {"name": "Attic", "connections": ["Hall", "Study"]},
          {"name": "Study", "connections": ["Attic"], "traits": ["Woods"]},
          {"name": "Cellar", "connections": ["Hall", "Crypt"]},
          {"name": "Crypt", "connections": ["Cellar", "Grove"]},
          {"name": "Grove", "connections": ["Crypt"], "traits": ["Woods"]},
          {"name": "Island", "traits": ["Woods"]}]


def test_the_nearest_location_is_reached_in_the_fewest_connections():
    """[ahlcg/rr/nearest] "Nearest refers to the entity of the specified kind at a location that can be reached in
    the fewest number of connections" """
    trace = run(_board("a-nearest-woods-location", _PATHS))
    assert at(trace, "moves from Hall to Study") >= 0


def test_a_location_with_no_valid_path_is_nearest_only_if_none_has_one():
    """[ahlcg/faq/q-can-a-location-with-no-valid-path-to] "Yes, but only if there are no other eligible locations
    with a vaild path to your location." (sic) """
    assert at(run(_board("a-farthest-woods-location", _PATHS)), "moves from Hall to Grove") >= 0
    alone = [{"name": "Hall", "connections": ["Attic"]}, {"name": "Attic", "connections": ["Hall"]},
             {"name": "Island", "traits": ["Woods"]}]
    assert at(run(_board("a-nearest-woods-location", alone)), "moves from Hall to Island") >= 0


def test_the_nearest_or_farthest_of_those_with_a_path_qualifies():
    """[ahlcg/faq/q-can-a-location-with-no-valid-path-to] "If there are other locations with a valid path to your
    location, the nearest or farthest of those must qualify as the “nearest” or “farthest” to your location." """
    trace = run(_board("a-farthest-woods-location", _PATHS))
    assert at(trace, "moves from Hall to Grove") >= 0  # Island, with no path, is not the farthest


def test_connections_a_card_states_are_counted_in_the_distance():
    """[ahlcg/rr/nearest] "Nearest refers to the entity of the specified kind at a location that can be reached in
    the fewest number of connections" — Main Path's stated connection to each Woods location is one of them."""
    locations = [{**loc} for loc in _PATHS]
    locations[3] = {"name": "Cellar", "connections": ["Hall", "Crypt"],
                    "text": "Cellar is connected to each other Woods location."}
    trace = run(_board("a-farthest-woods-location", locations))
    assert at(trace, "moves from Hall to Study") >= 0  # Grove is now 2 away (Hall — Cellar — Grove), Study 2 too
