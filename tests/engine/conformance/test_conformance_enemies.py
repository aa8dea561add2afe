"""Enemies' own rules — prey, hunting, engaging — each replayed by a minimal situation composed from its sentence
(the sentence table, ``python -m kb.tools.conformance_coverage``, reads the quotes)."""

from __future__ import annotations

from rulecases import absent, at, run, world


def _ghoul(**more):
    return {"name": "Ghoul", "type": "enemy", "health": 3, "fight": 2, "evade": 2,
            "attack": {"damage": 1, "horror": 0}, **more}


def _three_rooms(ghoul):
    data = world(round=2, start="3.2", until="3.2", cards=[ghoul])
    data["locations"][1]["connections"] = ["Hall", "Cellar"]
    data["locations"].append({"name": "Cellar", "connections": ["Attic"]})
    data["investigators"][0]["location"] = "Attic"
    return data


def test_a_prey_only_hunter_moves_toward_its_prey_and_ignores_nearer_investigators():
    """[ahlcg/rr/prey] "- If an enemy’s prey instructions contain the word “only,” that enemy only moves towards and
    engages that investigator (as if it were the only investigator in play), and ignores all other investigators
    while moving and engaging." """
    trace = run(_three_rooms(_ghoul(location="Cellar", keywords=["hunter"], prey="Agnes Baker only")))
    at(trace, "Ghoul moves from Cellar to Attic, one connection along the shortest path toward the nearest "
              "investigator, Agnes Baker")
    assert absent(trace, "Ghoul and Roland Banks become engaged")
    assert trace.final_state["cards"]["Ghoul"]["location"] == "Attic"


def test_a_prey_only_enemy_does_not_engage_another_investigator_at_its_location():
    """[ahlcg/rr/prey] "- If an enemy’s prey instructions contain the word “only,” that enemy only moves towards and
    engages that investigator (as if it were the only investigator in play), and ignores all other investigators
    while moving and engaging." """
    data = world(cards=[_ghoul(location="Hall", prey="Agnes Baker only")],
                 do=[{"who": "Roland Banks", "action": "draw"}])
    data["investigators"][1]["location"] = "Attic"
    trace = run(data)
    assert absent(trace, "become engaged") and absent(trace, "attack of opportunity")
    assert not trace.final_state["cards"]["Ghoul"].get("engaged")


def test_a_prey_only_enemy_engages_its_prey_when_they_meet():
    """[ahlcg/rr/prey] "- If an enemy’s prey instructions contain the word “only,” that enemy only moves towards and
    engages that investigator (as if it were the only investigator in play), and ignores all other investigators
    while moving and engaging." """
    data = world(cards=[_ghoul(location="Attic", prey="Agnes Baker only")],
                 do=[{"who": "Agnes Baker", "action": "move", "to": "Attic"}], turn="Agnes Baker")
    trace = run(data)
    at(trace, "Ghoul and Agnes Baker become engaged")

