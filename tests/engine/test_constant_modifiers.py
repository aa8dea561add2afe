"""Constant skill modifiers read from printed text: a modifier "while investigating" applies to the
skill tests the investigate action makes and to no other (Constant Abilities; Skill Test, ST.5)."""

from __future__ import annotations

MAGNIFYING_GLASS = "Fast.\nYou get +1 [intellect] while investigating."
HAUNTED = ("<b>Revelation</b> - Put Haunted into play in your threat area.\nYou get -1 to each of your skills.\n"
           "[action][action]: Discard Haunted.")


def _terms(trace, card):
    return [s.text for s in trace.steps if f"({card})" in s.text and "ST.5" in s.text]


def _glass(world, do):
    world["cards"] = [{"name": "Magnifying Glass", "type": "asset", "controller": "Roland", "text": MAGNIFYING_GLASS},
                      {"name": "Notes", "type": "asset", "controller": "Roland", "abilities": [
                          {"kind": "action", "effects": [{"effect": "test", "skill": "intellect", "difficulty": 2}]}]}]
    world["do"] = [do]
    return world


def test_a_modifier_while_investigating_applies_to_the_investigation(world, run):
    trace = run(_glass(world, {"who": "Roland", "action": "investigate", "result": "success"}))
    assert _terms(trace, "Magnifying Glass") == [
        "ST.5: Roland's modified skill value: intellect 3 + 1 (Magnifying Glass) = 4"]


def test_a_modifier_while_investigating_does_not_apply_to_another_test_of_the_same_skill(world, run):
    trace = run(_glass(world, {"who": "Roland", "action": "activate", "card": "Notes", "result": "success"}))
    assert any("ST.5" in s.text for s in trace.steps)
    assert _terms(trace, "Magnifying Glass") == []


def test_a_modifier_to_each_of_your_skills_applies_to_every_test(world, run):
    world["cards"] = [{"name": "Haunted", "type": "treachery", "threat-area": "Roland", "text": HAUNTED}]
    world["do"] = [{"who": "Roland", "action": "investigate", "result": "success"}]
    trace = run(world)
    assert _terms(trace, "Haunted") == ["ST.5: Roland's modified skill value: intellect 3 \u2212 1 (Haunted) = 2"]
