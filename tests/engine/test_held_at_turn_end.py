"""A forced ability whose condition is its own card in its owner's hand at a timing point: "If Dark Memory is in
your hand at the end of your turn" — Ability: only in-play cards interact "unless the ability … specifically
references its use from an out-of-play area"; naming the hand, it triggers from there at the end of its owner's turn
(2.2.2), and from nowhere else."""

from __future__ import annotations

from typing import Any

from kb.cardtext import parse_card_text

MEMORY = "<b>Forced</b> - If Memory is in your hand at the end of your turn: Take 2 horror."


def _memory(world: dict[str, Any], holder: int = 0) -> dict[str, Any]:
    memory = {"name": "Memory", "type": "event", "cost": 0, "text": MEMORY}
    world["investigators"][holder] = {**world["investigators"][holder], "hand": [memory]}
    world.update(round=2, start="2.2", until="2.2.2")
    world["do"] = [{"who": "Roland", "end-turn": True}]
    return world


def test_the_condition_is_the_turn_ending_with_the_card_in_hand() -> None:
    ability = parse_card_text(MEMORY, name="Memory", type_code="event").abilities[0].to_situation()
    assert ability["trigger"] == {"event": "turn-ends", "who": "you"}
    assert ability["condition"] == {"card": "self", "state": "in-your-hand"}


def test_a_forced_ability_referencing_the_hand_triggers_from_it_at_the_end_of_its_owners_turn(world, run, find):
    trace = run(_memory(world))
    assert find(trace, "2.2.2: Roland's turn ends") < find(trace, "Memory [forced]")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 2


def test_another_investigators_turn_ending_does_not_trigger_it(world, run, find):
    """Agnes holds it: Roland's turn ending passes it by; her own, after his, triggers it once (You/Your: the card's
    owner, its hand's holder)."""
    trace = run(_memory(world, holder=1))
    assert find(trace, "2.2.2: Roland's turn ends") < find(trace, "2.2.2: Agnes's turn ends") \
        < find(trace, "Memory [forced]")
    assert sum(1 for s in trace.steps if s.text.startswith("Memory [forced]")) == 1
    assert trace.final_state["investigators"]["Agnes"]["horror"] == 2
    assert trace.final_state["investigators"]["Roland"]["horror"] == 0
