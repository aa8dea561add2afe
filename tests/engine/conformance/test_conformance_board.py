"""The board's geometry: connections a card states, and distance in connections (nearest, farthest), each
replayed by a minimal situation composed from the rule's own sentence (the sentence table reads the quotes)."""

from __future__ import annotations

from rulecases import absent, at, run, world


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


def _two_investigators(to: str, locations: list[dict], agnes_at: str) -> dict:
    data = _board(to, locations)
    data["investigators"][1]["location"] = agnes_at
    return data


#: A row: West — Hall — Mid — East — Far; Roland at Hall, Agnes at East.
_ROW = [{"name": "West", "connections": ["Hall"]}, {"name": "Hall", "connections": ["West", "Mid"]},
        {"name": "Mid", "connections": ["Hall", "East"]}, {"name": "East", "connections": ["Mid", "Far"]},
        {"name": "Far", "connections": ["East"]}]


def test_farthest_from_all_investigators_is_the_highest_combined_distance():
    """[ahlcg/glossary/farthest-from-all-investigators] "This is determined by finding the location with the highest
    combined distance from each investigator (with no investigators at it, if able)." — West is 1 + 3 = 4 away, Far
    3 + 1 = 4: a tie; Mid 1 + 1 = 2. (The example: "the total distance for each investigator to get to location B is
    higher than location A".)"""
    trace = run(_two_investigators("a-location-farthest-from-all-investigators", _ROW, "East"))
    assert at(trace, "chooses among West, Far") >= 0


def test_in_a_tie_for_farthest_the_lead_investigator_decides():
    """[ahlcg/glossary/farthest-from-all-investigators] "In the event of a tie, as usual, the lead investigator
    decides." """
    data = _two_investigators("a-location-farthest-from-all-investigators", _ROW, "East")
    data["choices"] = [{"decision": "target", "ability": "Compass", "choose": "Far"}]
    trace = run(data)
    assert at(trace, "chooses Far") < at(trace, "moves from Hall to Far")


def test_farthest_from_all_prefers_a_location_with_no_investigators():
    """[ahlcg/glossary/farthest-from-all-investigators] "(with no investigators at it, if able)" — with both
    investigators at the ends of a row, the ends are farthest in total, but an empty one is taken."""
    row = _ROW[1:4]
    row = [{"name": "Hall", "connections": ["Mid"]}, {"name": "Mid", "connections": ["Hall", "East"]},
           {"name": "East", "connections": ["Mid"]}]
    trace = run(_two_investigators("a-location-farthest-from-all-investigators", row, "East"))
    assert at(trace, "moves from Hall to Mid") >= 0  # Hall and East total 2 each, but each has an investigator


def test_a_location_by_position_is_read_from_the_layout():
    """[ahlcg/rr/move] "If an entity is “moved to…” a specific location, the entity is moved directly to that
    location, and does not pass through other locations en route." — Lost in Venice's "the location across from you"
    on a ring of four: two places away, moved to directly."""
    ring = ["Hall", "Canal", "Bridge", "Garden"]
    data = _board("location-across", [{"name": n} for n in ring])
    data["layout"] = {"ring": ring}
    trace = run(data)
    assert at(trace, "moves from Hall to Bridge") >= 0


def test_a_position_with_no_layout_is_not_modelled():
    data = _board("location-left", [{"name": "Hall"}, {"name": "Attic"}])
    trace = run(data)
    assert at(trace, "Not modelled: “location-left” is a position on the board") >= 0
    assert absent(trace, "moves from Hall")


def _chanting(to: str, enemies: list[dict], locations: list[dict]) -> dict:
    chant = {"name": "Chanting", "type": "asset", "controller": "Roland Banks",
             "abilities": [{"kind": "action", "effects": [{"effect": "place-doom", "amount": 2, "to": to}]}]}
    data = world(cards=[chant, *enemies], do=[{"who": "Roland Banks", "action": "activate", "card": "Chanting"}])
    data["locations"] = locations
    return data


def _cultist(name: str, where: str, traits=("Cultist",)) -> dict:
    return {"name": name, "type": "enemy", "location": where, "health": 3, "exhausted": True, "traits": list(traits)}


def test_the_nearest_enemy_of_a_trait_is_at_the_fewest_connections():
    """[ahlcg/rr/nearest] "Some card abilities reference the “nearest” entity." — Mysterious Chanting's "Place 2 doom
    on the nearest Cultist enemy": the Cultist one connection away, not the one two away nor the nearer Ghoul."""
    enemies = [_cultist("Acolyte", "Crypt"), _cultist("Fanatic", "Attic"), _cultist("Ghoul", "Hall", ("Monster",))]
    trace = run(_chanting("a-nearest-cultist-enemy-in-play", enemies, _PATHS))
    assert trace.final_state["cards"]["Fanatic"]["doom"] == 2
    assert trace.final_state["cards"]["Acolyte"]["doom"] == 0


def test_an_enemy_with_no_valid_path_is_nearest_if_no_other_is_nearer():
    """[ahlcg/faq/q-if-an-enemy-is-in-a-location-with] "Even if it has no valid path to an investigator, an enemy can
    still qualify as the “nearest” enemy if there are no other enemies in play that are nearer." """
    trace = run(_chanting("a-nearest-cultist-enemy-in-play", [_cultist("Hermit", "Island")], _PATHS))
    assert trace.final_state["cards"]["Hermit"]["doom"] == 2
    both = [_cultist("Hermit", "Island"), _cultist("Acolyte", "Grove")]
    trace = run(_chanting("a-nearest-cultist-enemy-in-play", both, _PATHS))
    assert (trace.final_state["cards"]["Acolyte"]["doom"], trace.final_state["cards"]["Hermit"]["doom"]) == (2, 0)


def test_an_enemy_moved_toward_you_with_no_valid_path_does_not_move():
    """[ahlcg/faq/q-if-an-enemy-is-in-a-location-with] "That said, an effect that require an enemy to track a path to
    an investigator (such as Dance of the Yellow King) would not cause an enemy to move if there is no valid path." """
    lure = {"name": "Lure", "type": "asset", "controller": "Roland Banks",
            "abilities": [{"kind": "action", "effects": [{"effect": "move-enemy", "enemy": "Hermit", "toward": "you",
                                                          "amount": 1}]}]}
    data = world(cards=[lure, _cultist("Hermit", "Island")],
                 do=[{"who": "Roland Banks", "action": "activate", "card": "Lure"}])
    data["locations"] = _PATHS
    trace = run(data)
    assert trace.final_state["cards"]["Hermit"]["location"] == "Island"
    assert absent(trace, "Hermit moves from")


def test_copies_of_a_location_are_different_locations():
    """[ahlcg/glossary/different] "The exception to this rule is locations. Separate location cards are, by their very
    nature, not the same location. Therefore, multiple copies of locations with the same title are still considered
    to be different locations." — "Locations with the Passageway trait are connected to one another" connects two
    copies of Passage: one is a different location from the other, so an investigator moves between them."""
    oath = {"name": "The Oath", "type": "act",
            "text": "Locations with the Passageway trait are connected to one another."}
    data = world(cards=[oath], do=[{"who": "Roland Banks", "action": "move", "to": "Passage #2"}])
    data["locations"] = [{"name": "Passage", "traits": ["Passageway"]}, {"name": "Passage #2", "traits": ["Passageway"]}]
    for inv in data["investigators"]:
        inv["location"] = "Passage"
    assert at(run(data), "moves from Passage to Passage #2") >= 0


def test_each_copy_of_a_title_is_connected_on_its_own():
    """[ahlcg/glossary/different] "Therefore, multiple copies of locations with the same title are still considered to
    be different locations." — Base of the Hill "is connected to each copy of Diverging Path": to each of the two."""
    data = world(do=[{"who": "Roland Banks", "action": "move", "to": "Diverging Path #2"}])
    data["locations"] = [{"name": "Base of the Hill",
                          "text": "Base of the Hill is connected to each copy of Diverging Path."},
                         {"name": "Diverging Path"}, {"name": "Diverging Path #2"}]
    for inv in data["investigators"]:
        inv["location"] = "Base of the Hill"
    assert at(run(data), "moves from Base of the Hill to Diverging Path #2") >= 0
