"""An instruction conditioned on whose turn it is ("If it is your turn, end your turn", Cheat Death): 2.2 — each
investigator takes a turn in the investigation phase, and 2.2.2 — an investigator's turn ends (``end-turn``). The
``if`` holds only during the turn of the investigator resolving it; otherwise nothing of it resolves."""

from __future__ import annotations

_IF_YOUR_TURN = {"kind": "free", "effects": [
    {"effect": "if", "condition": {"during": "your-turn"}, "effects": [{"effect": "end-turn"}],
     "text": "If it is your turn, end your turn"}]}


def test_if_it_is_your_turn_end_your_turn_ends_it_during_your_turn(world, run, find):
    roland = world["investigators"][0]
    roland.update(actions=3, abilities=[_IF_YOUR_TURN])
    world["do"] = [{"who": "Roland", "use": "Roland"}, {"who": "Roland", "action": "draw"}]
    trace = run(world)
    held = find(trace, "If during your turn: it is Roland's turn, so it holds")
    ended = find(trace, "turn ends")
    assert held < ended
    find(trace, "Not possible (do[1])")  # the turn has ended: no action is left to take in it
    assert trace.final_state["investigators"]["Roland"]["hand"] == []


def test_if_it_is_your_turn_nothing_resolves_during_another_investigators_turn(world, run, find):
    agnes = world["investigators"][1]
    agnes["abilities"] = [{"kind": "free", "effects": [{"effect": "gain-resources", "amount": 1},
                                                       *_IF_YOUR_TURN["effects"]]}]
    world["investigators"][0].update(actions=3, deck=["Card A"])
    world["do"] = [{"who": "Agnes", "use": "Agnes"}, {"who": "Roland", "action": "draw"}]
    trace = run(world)
    find(trace, "If during your turn: it is Roland's turn, so it does not hold; nothing resolves")
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Card A"]  # Roland's turn goes on
    assert trace.final_state["investigators"]["Agnes"]["resources"] == 4


def test_if_it_is_your_turn_alone_cannot_be_initiated_outside_your_turn(world, run, find):
    """Nothing of it could change the state in another's turn: it has no potential (Initiation)."""
    world["investigators"][1]["abilities"] = [_IF_YOUR_TURN]
    world["do"] = [{"who": "Agnes", "use": "Agnes"}]
    find(run(world), "has no potential to change the game state")


def test_a_tokens_if_you_fail_and_it_is_your_turn_ends_the_testers_turn(world, run, find):
    """Essex County Express: "[cultist]: -1. If you fail and it is your turn, lose all remaining actions and end your
    turn immediately" — at ST.7 of Roland's failed test in his turn: his turn ends (2.2.2), no action is left."""
    world["investigators"][0].update(actions=3, deck=["Card A"])
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "cost": {"actions": 1},
         "effects": [{"effect": "test", "skill": "willpower", "difficulty": 9}]}]}]
    world["chaos-tokens"] = {"cultist": {"modifier": -1, "if-fail": [
        {"effect": "if", "condition": {"during": "your-turn"}, "effects": [
            {"effect": "for-each", "count": "action-you-have", "effects": [{"effect": "lose-actions", "amount": 1}]},
            {"effect": "end-turn"}]}]}}
    world["tests"] = [{"who": "Roland", "tokens": ["cultist"]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Charm"}, {"who": "Roland", "action": "draw"}]
    trace = run(world)
    assert find(trace, "ST.7") < find(trace, "If during your turn: it is Roland's turn, so it holds")
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["actions"] == 0 and roland["hand"] == []  # the draw after it is not taken in the ended turn


def test_outside_the_investigation_phase_it_is_no_investigators_turn(world, run):
    """2.2: investigators take turns in the investigation phase only. A situation that starts in the enemy phase and
    names a ``turn`` does not make it anyone's turn there: "If it is your turn" does not hold (Cheat Death played
    against an enemy phase attack does not end a turn)."""
    roland = world["investigators"][0]
    roland["abilities"] = [{"kind": "forced", "timing": "after", "text": "If it is your turn, gain 1 resource.",
                            "trigger": {"event": "phase-ends", "phase": "enemy"},
                            "effects": [{"effect": "if", "condition": {"during": "your-turn"},
                                         "effects": [{"effect": "gain-resources", "amount": 1}]}]}]
    world.update(round=2, start="3.4", until="3.4", turn="Roland")
    before = roland.get("resources", 5)
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["resources"] == before
    assert any("no investigator takes a turn" in u.text for u in trace.unresolved)  # the ignored `turn` is said
