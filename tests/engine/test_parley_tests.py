"""A skill test made during a parley action (Action Designators: "Activating such an ability performs the designated
action"): a Parley ability's "Test [skill] (X)" is a test made during the parley it performs, so Fine Clothes' "Reduce
the difficulty of skill tests you perform during 'parley' actions by 2" makes it 2 easier (Difficulty; Modifiers); a
test of an undesignated [action] ability is no parley's, and another investigator's parley is not yours."""

from __future__ import annotations

FINE_CLOTHES = "Reduce the difficulty of skill tests you perform during 'parley' actions by 2."
PARLEY = "[action]: <b>Parley.</b> Test [willpower] (4). If you succeed, gain 2 resources."
PLAIN = "[action]: Test [willpower] (4). If you succeed, gain 2 resources."


def _world(world, text: str, controller: str = "Roland") -> dict:
    world["locations"][0]["text"] = text
    world["cards"] = [{"name": "Fine Clothes", "type": "asset", "controller": controller, "text": FINE_CLOTHES}]
    world["investigators"][0]["resources"] = 0
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Hall"}]
    world["tests"] = [{"who": "Roland", "tokens": ["0"]}]
    return world


def test_a_parley_abilitys_test_is_2_easier_with_fine_clothes(world, run, find):
    trace = run(_world(world, PARLEY))
    begins = find(trace, "ST.1: Roland begins a willpower test (base willpower 3) against difficulty 4")
    eased = find(trace, "Constant abilities modify the value tested against: -2 (Fine Clothes); the difficulty of this "
                        "skill test is 4 \u2192 2")
    assert begins < eased < find(trace, "ST.6: Roland succeeds (3 equals or exceeds the difficulty 2; by 1)")
    assert trace.final_state["investigators"]["Roland"]["resources"] == 2


def test_an_undesignated_abilitys_test_is_no_parley(world, run, find):
    trace = run(_world(world, PLAIN))
    assert not any("Fine Clothes" in s.text for s in trace.steps)
    find(trace, "ST.6: Roland fails")


def test_another_investigators_fine_clothes_do_not_ease_your_parley(world, run, find):
    trace = run(_world(world, PARLEY, controller="Agnes"))
    assert not any("modify the value tested against" in s.text for s in trace.steps)
    find(trace, "ST.6: Roland fails")
