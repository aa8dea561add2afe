"""The enemies an earlier instruction of the same resolution engaged: "each of them moves 1 location toward you. Each
Criminal enemy that engages you as a result of this effect makes an immediate attack" (Hunted Down; Enemy Engagement:
an enemy moving to an investigator's location engages that investigator)."""

from __future__ import annotations

THUG = {"type": "enemy", "traits": ["Criminal"], "health": 2, "fight": 2, "evade": 2, "attack": {"damage": 1, "horror": 0}}
HUNTED_DOWN = [{"effect": "move-enemy", "amount": 1, "enemy": "each-unengaged-criminal-enemy-in-play", "toward": "you"},
               {"effect": "enemy-attacks", "enemy": "each-criminal-enemy-engaged-with-you-by-this-effect"}]


def _hunted(world, *, agnes_in_attic: bool = False):
    """Roland in the Hall; a Criminal thug in the Cellar, two moves away, and one in the Attic, one move away; a
    Criminal already engaged with Roland. Roland's free ability resolves Hunted Down's effect."""
    world["locations"][1]["connections"] = ["Hall", "Cellar"]
    world["locations"] += [{"name": "Cellar", "connections": ["Attic"], "clues": 0, "shroud": 1},
                           {"name": "Study", "connections": [], "clues": 0, "shroud": 1}]
    world["investigators"][1]["location"] = "Attic" if agnes_in_attic else "Study"
    world["cards"] += [{"name": "Near Thug", "location": "Attic", **THUG}, {"name": "Far Thug", "location": "Cellar", **THUG},
                       {"name": "Old Thug", "location": "Hall", "engaged": "Roland", **THUG},
                       {"name": "Faculty", "type": "asset", "controller": "Roland",
                        "abilities": [{"kind": "free", "effects": HUNTED_DOWN}]}]
    world["do"].append({"who": "Roland", "use": "Faculty"})
    return world


def _attackers(trace):
    return [s.text.split(" makes an attack ")[0] for s in trace.steps if " makes an attack against Roland" in s.text]


def test_only_the_enemy_that_engaged_you_by_the_move_attacks(world, run, find):
    """The thug one move away enters Roland's location and engages him (Enemy Engagement): it attacks; the one still
    a location away and the one engaged with him before the effect do not."""
    trace = run(_hunted(world))
    assert find(trace, "Near Thug moves from Attic to Hall") < find(trace, "Near Thug makes an attack against Roland")
    assert _attackers(trace) == ["Near Thug"]
    assert trace.final_state["investigators"]["Roland"]["damage"] == 1


def test_an_enemy_that_engaged_another_investigator_does_not_attack_you(world, run, find):
    """The Far Thug moves into the Attic where Agnes is and engages her, not Roland: it is not engaged with you."""
    trace = run(_hunted(world, agnes_in_attic=True))
    assert trace.final_state["cards"]["Far Thug"]["engaged"] == "Agnes"
    assert "Far Thug" not in _attackers(trace)


def test_each_enemy_engaged_by_the_effect_attacks_in_the_lead_investigators_order(world, run, find):
    """Two Criminals each one move from Roland engage him: both attack, one after another, in the order the lead
    investigator chooses (the rules are silent: the engine's default, the situation's order, said in the trace)."""
    world = _hunted(world)
    far = next(c for c in world["cards"] if c["name"] == "Far Thug")
    far["location"] = "Attic"
    trace = run(world)
    assert find(trace, "enemies attack by this effect") < find(trace, "Near Thug makes an attack against Roland") \
        < find(trace, "Far Thug makes an attack against Roland")
    assert trace.final_state["investigators"]["Roland"]["damage"] == 2
