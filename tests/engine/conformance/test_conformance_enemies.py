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



def test_a_massive_enemy_attacks_each_engaged_investigator_in_the_leads_order_and_exhausts_after_the_last():
    """[ahlcg/rr/massive] "- When an enemy with the massive keyword attacks during the enemy phase, resolve its (full)
    attack against each investigator it is engaged with, one investigator at a time." "The lead investigator
    chooses the order in which these attacks resolve." "The massive enemy does not exhaust until its final attack of
    the phase resolves." """
    data = world(round=2, start="3.3", until="3.3", cards=[_ghoul(location="Hall", keywords=["massive"])],
                 choices=[{"decision": "order", "among": ["Agnes Baker", "Roland Banks"]}])
    trace = run(data)
    assert (at(trace, "Ghoul makes its enemy-phase attack against Agnes Baker")
            < at(trace, "Ghoul makes its enemy-phase attack against Roland Banks")
            < at(trace, "Ghoul exhausts after its final attack of the phase"))
    assert [s.text for s in trace.steps].count("Ghoul exhausts after its final attack of the phase (only enemy-phase "
                                               "attacks exhaust an enemy)") == 1


def test_a_hunter_whose_move_is_blocked_does_not_move():
    """[ahlcg/rr/hunter] "- If a hunter enemy would be compelled to a location to which the move is blocked by a card
    ability, the enemy does not move." """
    barricade = {"name": "Barricade", "type": "treachery", "location": "Attic", "abilities": [
        {"kind": "constant", "text": "Ghoul cannot move.", "applies-to": {"event": "enemy-moves", "what": "Ghoul"},
         "cannot": True}]}
    data = _three_rooms(_ghoul(location="Cellar", keywords=["hunter"]))
    data["cards"].append(barricade)
    trace = run(data)
    at(trace, "Ghoul moves to Attic cannot happen: Barricade")
    assert trace.final_state["cards"]["Ghoul"]["location"] == "Cellar"
