"""Taking additional actions this turn ("You may take an additional 3 actions this turn", Action): the
investigator has that many more actions to take during the turn, each taken as any other (and
provoking as any other); 4.2 resets the count."""

from __future__ import annotations


def test_additional_actions_this_turn_are_taken_like_the_others(world, run, find):
    roland = world["investigators"][0]
    roland.update(actions=1, deck=["Card A", "Card B", "Card C"])
    roland["abilities"] = [{"kind": "free", "limit": {"count": 1, "per": "turn"},
                            "effects": [{"effect": "gain-actions", "amount": 2}]}]
    world["do"] = [{"who": "Roland", "use": "Roland"}, {"who": "Roland", "action": "draw"},
                   {"who": "Roland", "action": "draw"}, {"who": "Roland", "action": "draw"},
                   {"who": "Roland", "action": "draw"}]
    trace = run(world)
    gained = trace.steps[find(trace, "Roland may take 2 additional actions this turn")]
    assert "actions 1 \u2192 3" in gained.text and gained.rules == ("ahlcg/rr/action",)
    assert gained.n < trace.steps[find(trace, "takes an action (3 left): draw")].n
    final = trace.final_state["investigators"]["Roland"]
    assert final["hand"] == ["Card A", "Card B", "Card C"] and final["actions"] == 0
    find(trace, "Not possible (do[4]): Roland has no actions left")  # three more than the one left, no more


def test_the_additional_actions_reset_with_the_others_at_4_2(world, run):
    world["investigators"][0]["abilities"] = [{"kind": "free", "effects": [{"effect": "gain-actions", "amount": 2}]}]
    world.update(start="2.2", until="4.2", do=[{"who": "Roland", "use": "Roland"}, {"who": "Roland", "end-turn": True}])
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["actions"] == 3
