"""A value tested against specified by a count in place of the printed one (``difficulty-is``): Salvatore Neri's
"fight value is equal to the attacking investigator's base [combat]" and "evade value is equal to the evading
investigator's base [agility]" (Base Value: "Unless otherwise specified, the base value … is the value printed on that
card"; Modifiers: the modifiers are applied to that base)."""

from __future__ import annotations

from typing import Any


def _neri(world: dict[str, Any], do: dict[str, Any], *extra: dict[str, Any]) -> dict[str, Any]:
    world["cards"] = [{"name": "Salvatore Neri", "type": "enemy", "engaged": "Roland", "health": 5, "fight": 9, "evade": 9,
                       "attack": {"damage": 1, "horror": 1}, "abilities": [
                           {"kind": "constant", "applies-to": {"event": "skill-test-begins", "via": via, "what": "self"},
                            "difficulty-is": f"{skill}-base-of-you"}
                           for via, skill in (("fight", "combat"), ("evade", "agility"))], }, *extra]
    world["do"] = [{"who": "Roland", **do, "enemy": "Salvatore Neri", "result": "success"}]
    return world


def _said(trace: Any, find: Any, fragment: str) -> str:
    return trace.steps[find(trace, fragment)].text


def test_the_fight_is_decided_against_the_attackers_base_combat(world, run, find):
    trace = run(_neri(world, {"action": "fight"}))
    said = _said(trace, find, "the value this test is decided against is not the printed one (9)")
    assert "4 (Roland's base combat): the difficulty is 4" in said
    assert find(trace, "ST.1") < find(trace, "not the printed one") < find(trace, "ST.5")
    assert "ahlcg/rr/base-value" in trace.steps[find(trace, "not the printed one")].rules


def test_the_evasion_is_decided_against_the_evaders_base_agility(world, run, find):
    trace = run(_neri(world, {"action": "evade"}))
    assert "2 (Roland's base agility): the difficulty is 2" in _said(trace, find, "not the printed one (9)")


def test_a_modifier_is_added_to_the_specified_value(world, run, find):
    shroud = {"name": "Lantern", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "constant", "applies-to": {"event": "skill-test-begins", "via": "fight", "what": "enemy"},
         "difficulty-modifier": -1}]}
    trace = run(_neri(world, {"action": "fight"}, shroud))
    assert "the difficulty of this skill test is 4 \u2192 3" in _said(trace, find, "Constant abilities modify")


def test_st1_states_the_value_used_not_the_printed_one(world, run, find):
    """"Salvatore Neri's fight value is equal to the attacking investigator's base [combat]": ST.1 names the 4 the
    test is made against, the printed 9 only as what it replaces."""
    said = _said(run(_neri(world, {"action": "fight"})), find, "ST.1")
    assert ("against 4 (Roland's base combat), as Salvatore Neri specifies in place of Salvatore Neri's fight 9")\
        in said
