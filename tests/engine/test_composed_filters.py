"""A trigger's role filter composed from its noun phrase (Triggered Abilities: an ability triggers only when its
triggering condition occurs as printed): "a non-Elite enemy at your location" must be an enemy, not Elite, and at
your location, each part holding; "attached location" is the location the ability's card is attached to (Attach
To)."""

from __future__ import annotations

import pytest

from kb.engine import SituationError, situation_from_data

WATCHER = {"name": "Watcher", "type": "asset", "controller": "Roland", "owner": "Roland", "abilities": [{
    "kind": "reaction", "timing": "after", "trigger": {"event": "spawn", "what": "non-elite-enemy-at-your-location"},
    "text": "[reaction] After a non-Elite enemy spawns at your location: Gain 1 resource. (hypothetical)",
    "effects": [{"effect": "gain-resources", "amount": 1}]}]}


def _spawn(world, enemy):
    world["encounter-deck"] = [enemy]
    world["cards"] = [WATCHER]
    world["investigators"][0]["abilities"] = [
        {"kind": "action", "text": "Draw the top card of the encounter deck. (hypothetical)",
         "effects": [{"effect": "draw-encounter-card"}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Roland"}]
    return world


def test_an_enemy_with_every_part_of_the_filter_triggers_it(world, run, find):
    trace = run(_spawn(world, {"name": "Ghoul", "type": "enemy", "health": 2, "traits": ["Monster"]}))
    assert find(trace, "it spawns engaged with Roland") < find(trace, "Watcher [reaction]:")
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6


@pytest.mark.parametrize("enemy, why", [
    ({"name": "Ghoul Priest", "type": "enemy", "health": 5, "traits": ["Monster", "Elite"]}, "an Elite enemy"),
    ({"name": "Ghoul", "type": "enemy", "health": 2, "spawn": "Attic"}, "an enemy spawning elsewhere"),
])
def test_an_enemy_missing_one_part_of_the_filter_does_not(world, run, enemy, why):
    world["investigators"][1]["location"] = "Attic"
    trace = run(_spawn(world, enemy))
    assert not any("Watcher [reaction]" in s.text for s in trace.steps), why
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5


def _alarm(world, attach_to):
    world["cards"] = [{"name": "Alarm", "type": "asset", "controller": "Roland", "owner": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "attach", "to": attach_to}]},
        {"kind": "forced", "timing": "after", "trigger": {"event": "move", "who": "investigator", "what": "attached"},
         "text": "Forced - After an investigator enters attached location: Take 1 horror. (hypothetical)",
         "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Alarm"},
                   {"who": "Roland", "action": "move", "to": "Attic"}]
    return world


def test_attached_location_is_the_location_the_card_is_attached_to(world, run, find):
    trace = run(_alarm(world, "Attic"))
    assert find(trace, "Alarm is attached to Attic") < find(trace, "Alarm [forced]")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def test_entering_another_location_is_not_entering_the_attached_one(world, run):
    world["locations"].append({"name": "Cellar", "connections": ["Hall"], "clues": 0, "shroud": 1})
    trace = run(_alarm(world, "Cellar"))
    assert not any("Alarm [forced]" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["horror"] == 0


def test_a_composed_filter_must_end_with_a_noun_of_the_vocabulary(world):
    world["cards"] = [dict(WATCHER, abilities=[dict(WATCHER["abilities"][0],
                                                     trigger={"event": "spawn", "what": "non-elite-goblin"})])]
    with pytest.raises(SituationError, match="unknown name or selector 'non-elite-goblin'"):
        situation_from_data(world)
