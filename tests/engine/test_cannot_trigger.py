"""Cannot (RR p.6: "The word “cannot” is absolute, and cannot be countermanded by other abilities") on triggering
abilities: "You cannot trigger [free] abilities", "You cannot trigger [action] abilities on locations". An ability a
'cannot' forbids is not initiated at all: it is refused as its play restrictions are checked (Appendix I), before any
cost is paid; a reaction it forbids is not offered (the decision record says 'cannot')."""

from __future__ import annotations

from typing import Any


def _cannot(via: str, what: str | None = None) -> dict[str, Any]:
    applies: dict[str, Any] = {"event": "ability-triggered", "who": "you", "via": via}
    if what is not None:
        applies["what"] = what
    return {"kind": "constant", "cannot": True, "applies-to": applies, "text": f"You cannot trigger [{via}] abilities."}


def test_cannot_trigger_free_abilities_refuses_the_free_ability_before_its_cost(world, run, find):
    roland = world["investigators"][0]
    roland["abilities"] = [_cannot("free"),
                           {"kind": "free", "cost": {"resources": 1}, "effects": [{"effect": "draw", "amount": 1}]}]
    roland["deck"] = ["Card A"]
    trace = run(dict(world, do=[{"who": "Roland", "use": "Roland"}]))
    refused = trace.steps[find(trace, "ability cannot be triggered by Roland")]
    assert refused.rules == ("ahlcg/rr/cannot",)
    assert "You cannot trigger [free] abilities." in refused.text
    state = trace.final_state["investigators"]["Roland"]
    assert state["resources"] == 5 and state["hand"] == []  # nothing paid, nothing drawn


def test_cannot_trigger_free_abilities_leaves_action_abilities(world, run):
    world["investigators"][0]["abilities"] = [_cannot("free")]
    world["locations"][0]["abilities"] = [{"kind": "action", "effects": [{"effect": "draw", "amount": 1}]}]
    world["investigators"][0]["deck"] = ["Card A"]
    trace = run(dict(world, do=[{"who": "Roland", "action": "activate", "card": "Hall"}]))
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Card A"]


def test_cannot_trigger_action_abilities_on_locations_names_the_bearer(world, run, find):
    world["investigators"][0]["abilities"] = [_cannot("activate", "location")]
    world["locations"][0]["abilities"] = [{"kind": "action", "effects": [{"effect": "draw", "amount": 1}]}]
    world["investigators"][0]["deck"] = ["Card A"]
    trace = run(dict(world, do=[{"who": "Roland", "action": "activate", "card": "Hall"}]))
    assert find(trace, "Hall's [action] ability cannot be triggered by Roland") >= 0
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["hand"] == [] and roland["actions"] == 3  # no action spent


def test_cannot_governs_only_you_another_investigator_still_triggers(world, run):
    world["investigators"][1]["abilities"] = [_cannot("activate", "location")]  # Agnes's 'cannot'
    world["locations"][0]["abilities"] = [{"kind": "action", "effects": [{"effect": "draw", "amount": 1}]}]
    world["investigators"][0]["deck"] = ["Card A"]
    trace = run(dict(world, do=[{"who": "Roland", "action": "activate", "card": "Hall"}]))
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Card A"]


def test_cannot_trigger_reaction_abilities_the_reaction_is_not_offered(world, run):
    roland = world["investigators"][0]
    roland["abilities"] = [_cannot("reaction"),
                           {"kind": "reaction", "timing": "after", "trigger": {"event": "draw-cards", "who": "you"},
                            "effects": [{"effect": "gain-resources", "amount": 2}]}]
    roland["deck"] = ["Card A"]
    trace = run(dict(world, do=[{"who": "Roland", "action": "draw"}]))
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5
    verdicts = [c for c in trace.considered if c["verdict"] == "cannot"]
    assert verdicts and "cannot be triggered: Roland" in verdicts[0]["why"]
