"""Dealing Damage/Horror (RR p.7-8), Direct Damage, Defeat: assign, prevent, apply, defeat."""

from kb.engine.situation.vocabulary import StepKind


def _hit(world, damage=0, horror=0, **extra):
    """Agnes's free ability deals damage/horror to Roland."""
    world["investigators"][1]["abilities"] = [{"kind": "free", "effects": [
        *([{"effect": "deal-damage", "amount": damage, "to": "Roland", **extra}] if damage else []),
        *([{"effect": "deal-horror", "amount": horror, "to": "Roland", **extra}] if horror else [])]}]
    world["turn"] = "Agnes"
    world["do"] = [{"who": "Agnes", "use": "Agnes"}]
    return world


def _dog(world, **extra):
    world["cards"].append({"name": "Guard Dog", "type": "asset", "controller": "Roland", "health": 3, "sanity": 1,
                           **extra})
    return world


def test_an_asset_is_never_assigned_more_than_would_defeat_it(world, run):
    world = _dog(_hit(world, damage=5))
    world["choices"] = [{"decision": "assign", "who": "Roland", "to": "Guard Dog"}]
    trace = run(world)
    choice = next(s for s in trace.steps if s.kind is StepKind.CHOICE)
    assert "3 damage to Guard Dog; 2 damage to Roland" in choice.text
    final = trace.final_state
    assert final["investigators"]["Roland"]["damage"] == 2
    assert final["cards"]["Guard Dog"]["zone"] == "discard"
    assert final["investigators"]["Roland"]["discard"] == ["Guard Dog"]


def test_assignment_amounts_can_be_limited(world, run):
    world = _dog(_hit(world, damage=3))
    world["choices"] = [{"decision": "assign", "who": "Roland", "to": "Guard Dog", "damage": 1}]
    trace = run(world)
    assert trace.final_state["cards"]["Guard Dog"]["damage"] == 1
    assert trace.final_state["investigators"]["Roland"]["damage"] == 2


def test_direct_damage_cannot_be_assigned_to_assets(world, run):
    world = _dog(_hit(world, damage=2, direct=True))
    world["choices"] = [{"decision": "assign", "who": "Roland", "to": "Guard Dog"}]
    trace = run(world)
    note = next(s for s in trace.steps if s.text.startswith("Direct:"))
    assert note.rules == ("ahlcg/rr/direct-damage-direct-horror",)
    assert trace.final_state["investigators"]["Roland"]["damage"] == 2
    assert [u.text for u in trace.unresolved] == ["choices[0]: this 'assign' choice was never needed"]


def test_damage_is_prevented_between_assigning_and_applying(world, run):
    world = _hit(world, damage=2)
    world["cards"].append({"name": "Vest", "type": "asset", "controller": "Roland", "abilities": [{
        "kind": "reaction", "timing": "when", "trigger": {"event": "damage-dealt", "what": "you"},
        "cost": {"exhaust": True}, "effects": [{"effect": "prevent", "amount": 1}]}]})
    trace = run(world)
    texts = [s.text for s in trace.steps]
    assign = next(i for i, t in enumerate(texts) if "step 1, assign" in t)
    prevent = next(i for i, t in enumerate(texts) if "1 damage prevented" in t)
    apply = next(i for i, t in enumerate(texts) if t.startswith("Step 2, apply"))
    assert assign < prevent < apply
    assert trace.final_state["investigators"]["Roland"]["damage"] == 1
    assert trace.final_state["cards"]["Vest"]["exhausted"] is True


def test_fully_prevented_damage_is_not_dealt_and_triggers_no_after_ability(world, run):
    world = _hit(world, damage=1)
    world["cards"].append({"name": "Vest", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "reaction", "timing": "when", "trigger": {"event": "damage-dealt", "what": "you"},
         "effects": [{"effect": "prevent", "amount": 1}]},
        {"kind": "reaction", "timing": "after", "trigger": {"event": "damage-dealt", "what": "you"},
         "effects": [{"effect": "gain-resources", "amount": 1}]}]})
    trace = run(world)
    assert any("no damage/horror was dealt" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5


def test_damage_and_horror_are_applied_simultaneously_then_defeat_is_checked(world, run):
    world["investigators"][0]["damage"] = 8
    world["investigators"][0]["horror"] = 4
    world["cards"] = [{"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 3,
                       "attack": {"damage": 1, "horror": 1}}]
    trace = run(dict(world, do=[{"who": "Roland", "action": "resource"}]))
    texts = [s.text for s in trace.steps]
    apply = next(i for i, t in enumerate(texts) if t.startswith("Step 2, apply"))
    assert "1 damage on Roland (8 \u2192 9 of 9); 1 horror on Roland (4 \u2192 5 of 5)" in texts[apply]
    defeat = next(s for s in trace.steps if s.text.startswith("Roland is defeated ("))
    assert "damage 9 \u2265 health 9" in defeat.text and "horror 5 \u2265 sanity 5" in defeat.text
    # the defeat ends the action: the resource is never gained
    assert trace.final_state["investigators"]["Roland"]["resources"] == 0


def test_you_in_a_damage_trigger_includes_your_assets(world, run):
    """FAQ 2.1: 'deals damage to you' counts damage assigned to your assets (role ``who``)."""
    world = _dog(_hit(world, damage=1))
    world["investigators"][0]["abilities"] = [{
        "kind": "reaction", "timing": "after", "trigger": {"event": "damage-dealt", "who": "you"},
        "effects": [{"effect": "gain-resources", "amount": 1}]}]
    world["choices"] = [{"decision": "assign", "who": "Roland", "to": "Guard Dog"}]
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6


def test_an_enemy_defeated_by_damage_goes_to_the_encounter_discard(world, run):
    world["cards"] = [{"name": "Rat", "type": "enemy", "location": "Hall", "health": 1}]
    world["investigators"][0]["abilities"] = [{"kind": "free", "effects": [
        {"effect": "deal-damage", "amount": 1, "to": "an-enemy-at-your-location"}]}]
    trace = run(dict(world, do=[{"who": "Roland", "use": "Roland"}]))
    assert trace.final_state["cards"]["Rat"]["zone"] == "encounter-discard"
    assert trace.final_state["encounter_discard"] == ["Rat"]



def test_damage_and_horror_are_assigned_separately(world, run):
    """Dealing Damage/Horror: each point is assigned on its own; a choice that states the damage only
    leaves the attack's horror with the investigator (a 1-sanity Guard Dog is not defeated by it)."""
    world = _dog(world)
    world["cards"].append({"name": "Ghoul Minion", "type": "enemy", "engaged": "Roland", "health": 2,
                           "attack": {"damage": 1, "horror": 1}})
    world.update(start="3.3", until="3.4")
    world.pop("do", None)
    world["choices"] = [{"decision": "assign", "who": "Roland", "to": "Guard Dog", "damage": 1}]
    trace = run(world)
    choice = next(s for s in trace.steps if s.kind is StepKind.CHOICE)
    assert "1 damage to Guard Dog; 1 horror to Roland" in choice.text
    assert trace.final_state["cards"]["Guard Dog"]["horror"] == 0
    assert trace.final_state["cards"]["Guard Dog"]["zone"] == "play"
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def test_an_assignment_of_no_horror_sends_only_the_damage(world, run):
    """"Roland assigns the damage to Guard Dog" (the web page's sentence writes `horror: 0`)."""
    world = _dog(world)
    world["cards"].append({"name": "Ghoul Minion", "type": "enemy", "engaged": "Roland", "health": 2,
                           "attack": {"damage": 1, "horror": 1}})
    world.update(start="3.3", until="3.4")
    world["choices"] = [{"decision": "assign", "who": "Roland", "to": "Guard Dog", "horror": 0}]
    trace = run(world)
    assert trace.final_state["cards"]["Guard Dog"]["damage"] == 1
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1
