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


THE_RITUAL_BEGINS = "Each enemy gets +1 fight and +1 evade."


def _ghoul(world, text, do):
    world["cards"] = [
        {"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 3, "fight": 2, "evade": 1,
         "attack": {"damage": 1}},
        {"name": "Ritual", "type": "treachery", "threat-area": "Agnes", "text": text},
    ]
    world["do"] = [do]
    return world


def test_each_enemy_gets_plus_one_fight_raises_the_difficulty_of_an_attack_against_it(world, run):
    """Difficulty: an enemy's fight value is the difficulty of an attack against it; a constant modifier to it
    changes the number ST.6 compares with (2 + 1 = 3 against Roland's combat 4)."""
    trace = run(_ghoul(world, THE_RITUAL_BEGINS, {"who": "Roland", "action": "fight", "enemy": "Ghoul",
                                                   "result": "success"}))
    assert any(s.text.endswith("the difficulty of this skill test is 2 \u2192 3") for s in trace.steps)


def test_a_value_modified_below_zero_is_treated_as_zero(world, run):
    """Modifiers: "a value below zero is treated as zero" — evade 1, -2 from a constant: difficulty 0."""
    trace = run(_ghoul(world, "Each enemy gets -2 evade.", {"who": "Roland", "action": "evade", "enemy": "Ghoul",
                                                              "result": "success"}))
    assert any(s.text.endswith("the difficulty of this skill test is 1 \u2192 0") for s in trace.steps)


def test_a_fight_modifier_does_not_touch_an_evasion(world, run):
    trace = run(_ghoul(world, "Each enemy gets +1 fight.", {"who": "Roland", "action": "evade", "enemy": "Ghoul",
                                                              "result": "success"}))
    assert not any("difficulty of this skill test is" in s.text for s in trace.steps)
