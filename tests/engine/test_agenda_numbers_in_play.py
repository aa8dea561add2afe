"""An untitled "If X, <constant>" is the constant while X holds (Constant Abilities): Abbey Church's "If there are two
agendas in play with different agenda numbers, Abbey Church gets +2 shroud" — with the "a" deck at agenda 2a and the
"c" deck at 1c its shroud, the difficulty of investigating it (Difficulty), is 2 higher; with both at stage 1, or one
agenda in play, it is its printed shroud."""

from __future__ import annotations

ABBEY = "If there are two agendas in play with different agenda numbers, Abbey Church gets +2 shroud."


def _world(world, numbers: tuple[str, ...]) -> dict:
    world["locations"][0].update({"name": "Abbey Church", "text": ABBEY, "shroud": 2})
    world["locations"][1]["connections"] = ["Abbey Church"]
    for who in world["investigators"]:
        who["location"] = "Abbey Church"
    world["cards"] = [{"name": f"Agenda {n}", "type": "agenda", "number": n, "threshold": 9} for n in numbers]
    world["do"] = [{"who": "Roland", "action": "investigate"}]
    world["tests"] = [{"who": "Roland", "tokens": ["0"]}]
    return world


def test_two_agendas_at_different_stages_raise_the_shroud_by_2(world, run, find):
    trace = run(_world(world, ("2a", "1c")))
    raised = find(trace, "Constant abilities modify the value tested against: +2 (Abbey Church); the difficulty of "
                         "this skill test is 2 \u2192 4")
    assert find(trace, "against Abbey Church's shroud 2") < raised < find(trace, "ST.6: Roland fails")


def test_two_agendas_at_the_same_stage_leave_the_shroud_as_printed(world, run, find):
    trace = run(_world(world, ("1a", "1c")))
    assert not any("modify the value tested against" in s.text for s in trace.steps)
    find(trace, "ST.6: Roland succeeds (3 equals or exceeds the difficulty 2; by 1)")


def test_one_agenda_in_play_is_not_two(world, run, find):
    trace = run(_world(world, ("2a",)))
    assert not any("modify the value tested against" in s.text for s in trace.steps)
