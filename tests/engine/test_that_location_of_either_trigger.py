""""That location" after a triggering condition of two alternatives, each naming a location in the same role ("When
X's location or a connecting location is flipped over, …: It attacks each investigator at that location"): the rule of
reference binds it to the location of the timing point that fired — the one flipped, whichever alternative it met
(``triggering-what``). The ability is the reader's own lowering of the printed sentence."""

from __future__ import annotations

from kb.cardtext import parse_card_text

CREATURE = ("<b>Forced</b> - When Creature's location or a connecting location is flipped over, if Creature is ready: "
            "It attacks each investigator at that location.")


def _creature() -> dict:
    result = parse_card_text(CREATURE, name="Creature", type_code="enemy")
    assert not result.gaps, result.gaps
    return {"name": "Creature", "type": "enemy", "location": "Hall", "fight": 2, "health": 3, "evade": 2,
            "attack": {"damage": 1, "horror": 0}, "abilities": [result.abilities[0].to_situation()]}


def _flip(world, where: str) -> dict:
    for loc in world["locations"]:
        loc["other-side"] = {"shroud": 3, "text": "Flipped."}
    world["investigators"][0]["location"] = "Attic"  # Roland at the connecting Attic, Agnes in the Hall
    world["cards"] = [{"name": "Relic", "type": "asset", "controller": "Roland", "abilities": [{
        "kind": "action", "effects": [{"effect": "flip-location", "to": where}]}]}, _creature()]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Relic"}]
    return world


def test_that_location_is_the_one_flipped_not_the_enemys_own(world, run, find):
    trace = run(_flip(world, "Attic"))
    assert find(trace, "Creature [forced]") < find(trace, "Attic flips to its other side")
    investigators = trace.final_state["investigators"]
    assert investigators["Roland"]["damage"] == 1  # at the location flipped: attacked
    assert investigators["Agnes"]["damage"] == 0  # at the Creature's own location, not flipped: not attacked


def test_the_enemys_own_location_flipped_is_that_location(world, run):
    trace = run(_flip(world, "Hall"))
    investigators = trace.final_state["investigators"]
    assert investigators["Agnes"]["damage"] == 1 and investigators["Roland"]["damage"] == 0
