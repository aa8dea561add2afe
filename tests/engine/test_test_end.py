"""Instructions for the end of the test being made (``when-test-ends`` / ``after-test-ends``): Delayed Effects — "Such
abilities specify a future timing point … and dictate an effect that will happen at that time"; "Each delayed effect
initiates automatically and immediately (as a forced ability) if its future timing point … occurs". The timing point
is ST.8 ("Skill test ends"): X resolves after ST.8's own steps (committed cards discarded), in the 'when' or 'after'
window of the test's end, and only once."""

from __future__ import annotations

import pytest


def _ending(world, effect, token="0"):
    """Roland's action tests [willpower] (2); its success and fail each set up ``effect`` for the test's end."""
    ends = {"effect": effect, "effects": [{"effect": "gain-resources", "amount": 2}], "text": "gain 2 resources"}
    world["cards"] = [{"name": "Old Book", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "cost": {"actions": 1}, "effects": [
            {"effect": "test", "skill": "willpower", "difficulty": 2, "success": [ends], "fail": [ends]}]}]}]
    world["tests"] = [{"who": "Roland", "tokens": [token]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Old Book"}]
    return world


@pytest.mark.parametrize(("effect", "window"), [("when-test-ends", "'when' window"),
                                                ("after-test-ends", "'after' window")])
def test_a_delayed_effect_of_the_test_initiates_at_st_8_in_its_window(world, run, find, effect, window):
    trace = run(_ending(world, effect))
    set_up, st8 = find(trace, "a delayed effect waits for Roland's willpower test to end"), find(trace, "ST.8: the skill test ends")
    opened = next(k for k, s in enumerate(trace.steps) if k > st8 and window in s.text and "test ends" in s.text)
    gained = find(trace, "Roland gains 2 resources")
    assert set_up < st8 < opened < gained
    assert "ahlcg/rr/delayed-effects" in trace.steps[gained - 1].rules  # initiated as a delayed (forced) ability
    assert trace.final_state["investigators"]["Roland"]["resources"] == 7


def test_the_delayed_effect_resolves_either_result_and_only_once(world, run):
    world = _ending(world, "after-test-ends", token="-5")
    world["tests"].append({"who": "Roland", "tokens": ["0"]})
    world["do"].append({"who": "Roland", "action": "activate", "card": "Old Book"})
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["resources"] == 9  # 5 + 2 at each test's end, not 2 + 4


def test_with_no_test_being_made_it_is_not_modelled(world, run, find):
    world["investigators"][0]["abilities"] = [{"kind": "free", "effects": [
        {"effect": "gain-resources", "amount": 1},
        {"effect": "after-test-ends", "effects": [{"effect": "gain-resources", "amount": 2}]}]}]
    world["do"] = [{"who": "Roland", "use": "Roland"}]
    trace = run(world)
    find(trace, "Not modelled: Roland: \u201cafter this test ends, gain-resources 2\u201d is not set up: no skill test "
                "is being made")
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6
    assert any(str(r.text).startswith("not modelled: ") and "no skill test is being made" in r.text
               for r in trace.unresolved)


def test_when_this_test_ends_a_committed_skill_leaves_the_discard_pile_after_st_8_discards_it(world, run, find):
    """Seal of the Elder Sign: "When this test ends, remove Seal of the Elder Sign from the game" — ST.8 discards the
    committed cards, then the delayed effect set up by the skill's results removes it from the discard pile."""
    seal = {"effect": "when-test-ends", "effects": [{"effect": "move-card", "zone": "removed"}],
            "text": "When this test ends, remove Seal of the Elder Sign from the game"}
    world["investigators"][0]["hand"] = [{"name": "Seal of the Elder Sign", "type": "skill", "icons": {"wild": 1},
                                          "if-success": [seal], "if-fail": [seal]}]
    world["tests"] = [{"who": "Roland", "tokens": ["-5"], "commit": ["Seal of the Elder Sign"]}]
    world["do"] = [{"who": "Roland", "action": "investigate"}]
    trace = run(world)
    assert find(trace, "committed cards discarded (Seal of the Elder Sign)") < find(trace, "Seal of the Elder Sign [delayed]")
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["discard"] == [] and trace.final_state["cards"]["Seal of the Elder Sign"]["zone"] == "removed"


def test_after_a_designated_investigation_ends_its_delayed_effect_resolves(world, run, find):
    """Green Room: "[action] Investigate. … After this skill test ends, discard each card in your hand"."""
    ends = {"effect": "after-test-ends", "effects": [{"effect": "for-each", "count": "card-in-your-hand", "effects": [
        {"effect": "discard-from-hand", "amount": 1}]}]}
    world["locations"][0]["abilities"] = [{"kind": "action", "cost": {"actions": 1}, "designator": "investigate",
                                           "effects": [{"effect": "investigate", "success": [ends], "fail": [ends]}]}]
    world["investigators"][0]["hand"] = ["Card A", "Card B"]
    world["tests"] = [{"who": "Roland", "tokens": ["0"]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Hall"}]
    trace = run(world)
    assert find(trace, "ST.8: the skill test ends") < find(trace, "Hall [delayed]")
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["hand"] == [] and sorted(roland["discard"]) == ["Card A", "Card B"]
