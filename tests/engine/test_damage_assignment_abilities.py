"""Dealing Damage/Horror step 1 as constant abilities change it (card text overrides the rules: The Golden
Rules): a card another investigator controls may be assigned it (``assignable``), or a card must take it
before the investigator card may (``assign-first``); direct damage and horror still go to the investigator."""

import pytest

from kb.engine import SituationError, situation_from_data
from kb.engine.situation.vocabulary import StepKind


def _hit(world, damage=0, horror=0, to="Roland", **extra):
    """Agnes's free ability deals damage/horror to an investigator."""
    world["investigators"][1]["abilities"] = [{"kind": "free", "effects": [
        *([{"effect": "deal-damage", "amount": damage, "to": to, **extra}] if damage else []),
        *([{"effect": "deal-horror", "amount": horror, "to": to, **extra}] if horror else [])]}]
    world["turn"] = "Agnes"
    world["do"] = [{"who": "Agnes", "use": "Agnes"}]
    return world


def _xavier(world, where="Hall"):
    """Brother Xavier, Agnes's ally: "may be assigned damage and/or horror dealt to other investigators at your
    location"."""
    world["investigators"][1]["location"] = where
    world["cards"].append({"name": "Brother Xavier", "type": "asset", "controller": "Agnes", "health": 3, "sanity": 3,
                           "abilities": [{"kind": "constant", "assignable": True,
                                          "applies-to": {"event": event, "who": "investigator-at-your-location"}}
                                         for event in ("damage-dealt", "horror-dealt")]})
    return world


def _moxie(world, horror_first=True):
    """Moxie, Roland's: "Non-direct horror must be assigned to Moxie before it can be assigned to your
    investigator card"."""
    world["cards"].append({"name": "Moxie", "type": "asset", "controller": "Roland", "sanity": 2, "abilities": [
        {"kind": "constant", "assign-first": horror_first,
         "applies-to": {"event": "horror-dealt", "who": "you"}}]})
    return world


def test_an_assignable_card_of_another_investigator_at_your_location_may_take_the_damage(world, run):
    world = _xavier(_hit(world, damage=2))
    world["choices"] = [{"decision": "assign", "who": "Roland", "to": "Brother Xavier"}]
    trace = run(world)
    choice = next(s for s in trace.steps if s.kind is StepKind.CHOICE)
    assert "2 damage to Brother Xavier" in choice.text
    final = trace.final_state
    assert final["cards"]["Brother Xavier"]["damage"] == 2 and final["investigators"]["Roland"]["damage"] == 0


def test_an_assignable_card_at_another_location_is_not_eligible(world, run):
    world = _xavier(_hit(world, damage=2), where="Attic")
    world["choices"] = [{"decision": "assign", "who": "Roland", "to": "Brother Xavier"}]
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["damage"] == 2
    assert [u.text for u in trace.unresolved] == ["choices[0]: this 'assign' choice was never needed"]


def test_horror_that_must_be_assigned_first_goes_to_the_card_before_any_choice(world, run):
    world = _moxie(_hit(world, horror=3))
    trace = run(world)
    texts = [s.text for s in trace.steps]
    first = next(i for i, t in enumerate(texts) if t.startswith("Roland must assign 2 horror to Moxie first"))
    apply = next(i for i, t in enumerate(texts) if t.startswith("Step 2, apply"))
    assert first < apply and "1 horror on Roland" in texts[apply]
    assert not any("Roland assigns" in t for t in texts)  # Moxie is full: the rest is Roland's
    final = trace.final_state
    assert final["cards"]["Moxie"]["zone"] == "discard"  # 2 horror: its sanity, so it is defeated
    assert final["investigators"]["Roland"]["horror"] == 1


def test_must_be_assigned_first_does_not_take_damage_of_the_other_kind(world, run):
    world = _moxie(_hit(world, damage=1, horror=1))
    trace = run(world)
    final = trace.final_state
    assert final["cards"]["Moxie"]["horror"] == 1
    assert final["investigators"]["Roland"]["damage"] == 1 and final["investigators"]["Roland"]["horror"] == 0


def test_direct_horror_is_not_assigned_first(world, run):
    world = _moxie(_hit(world, horror=1, direct=True))
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1
    assert trace.final_state["cards"]["Moxie"]["horror"] == 0


def test_assign_first_names_a_damage_or_horror_event(world, run):
    world["cards"].append({"name": "Odd", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "constant", "assign-first": True, "applies-to": {"event": "move", "who": "you"}}]})
    with pytest.raises(SituationError, match="'assign-first' is for a constant ability"):
        situation_from_data(world)


def test_a_printed_assign_first_text_is_replayed(world, run):
    world = _hit(world, horror=1)
    world["cards"].append({"name": "Plucky", "type": "asset", "controller": "Roland", "sanity": 1, "text":
                           "Non-direct horror must be assigned to Plucky before it can be assigned to your "
                           "investigator card."})
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["horror"] == 0
    assert trace.final_state["cards"]["Plucky"]["zone"] == "discard"
    assert trace.unresolved == ()
