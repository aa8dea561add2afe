"""Damage or horror an investigator takes is one taking however it is assigned (Taking Damage/Horror; FAQ 2.1), and a
condition on where part of it is assigned: "Forced – When you take horror, if at least 1 of that horror is not
assigned to Daniel Chesterfield: Take 1 damage." (Daniel Chesterfield), read from the printed text."""

from __future__ import annotations

from typing import Any

from kb.cardtext import parse_card_text

DANIEL = ("<b>Forced</b> - When you take horror, if at least 1 of that horror is not assigned to Daniel Chesterfield: "
          "Take 1 damage.")


def test_the_part_not_assigned_to_a_card_reads_as_an_exception():
    ability = parse_card_text(DANIEL, name="Daniel Chesterfield", type_code="asset").abilities[0].to_situation()
    assert (ability["timing"], ability["trigger"]) == ("when", {"event": "horror-dealt", "who": "you",
                                                                "except": {"what": "self"}})
    assert parse_card_text(DANIEL, name="Daniel Chesterfield", type_code="asset").gaps == ()


def test_another_kind_of_token_than_the_one_taken_is_refused():
    text = "<b>Forced</b> - When you take horror, if at least 1 of that damage is not assigned to Daniel: Take 1 damage."
    assert [u.category for u in parse_card_text(text, name="Daniel", type_code="asset").unsupported] == ["trigger:take"]


def _horror(world: dict[str, Any], amount: int, assigned: dict[str, int]) -> dict[str, Any]:
    """Roland controls Daniel and a Guard Dog; his free ability makes him take ``amount`` horror, assigned so."""
    world["cards"] = [
        {"name": "Daniel Chesterfield", "type": "asset", "controller": "Roland", "health": 3, "sanity": 3,
         "text": DANIEL},
        {"name": "Guard Dog", "type": "asset", "controller": "Roland", "health": 3, "sanity": 3}]
    world["investigators"][0]["abilities"] = [{"kind": "free", "effects": [
        {"effect": "deal-horror", "amount": amount, "to": "Roland"}]}]
    world["do"] = [{"who": "Roland", "use": "Roland"}]
    world["choices"] = [{"decision": "assign", "who": "Roland", "to": card, "horror": n} for card, n in assigned.items()]
    return world


def _forced(trace) -> int:
    return sum(1 for s in trace.steps if s.text.startswith("Daniel Chesterfield [forced]"))


def test_horror_all_assigned_to_the_card_does_not_trigger_it(world, run):
    trace = run(_horror(world, 1, {"Daniel Chesterfield": 1}))
    assert trace.final_state["cards"]["Daniel Chesterfield"]["horror"] == 1
    assert _forced(trace) == 0
    assert trace.final_state["investigators"]["Roland"]["damage"] == 0


def test_horror_partly_assigned_elsewhere_triggers_it(world, run, find):
    trace = run(_horror(world, 2, {"Daniel Chesterfield": 1}))
    final = trace.final_state
    assert (final["cards"]["Daniel Chesterfield"]["horror"], final["investigators"]["Roland"]["horror"]) == (1, 1)
    assert _forced(trace) == 1
    assert find(trace, "Daniel Chesterfield [forced]") < find(trace, "Step 2, apply simultaneously")
    assert final["investigators"]["Roland"]["damage"] == 1


def test_horror_taken_is_one_taking_however_it_is_assigned(world, run):
    """Assigned to Roland and to his Guard Dog: two cards, one taking — the forced ability resolves once."""
    trace = run(_horror(world, 3, {"Guard Dog": 1}))
    final = trace.final_state
    assert (final["cards"]["Guard Dog"]["horror"], final["investigators"]["Roland"]["horror"]) == (1, 2)
    assert _forced(trace) == 1
    assert final["investigators"]["Roland"]["damage"] == 1
