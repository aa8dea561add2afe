"""Constant abilities read from printed text govern whom their sentence names, where it names them: "you"
on a card you control, each investigator at a location ("While you are in this location, you get …"), each
investigator at an enemy's location (Constant Abilities; Modifiers; Cannot)."""

from __future__ import annotations

DISSONANT_VOICES = ("<b>Revelation</b> - Put Dissonant Voices into play in your threat area.\n"
                    "You cannot play assets or events.")
EXHIBIT_HALL = "While you are in this location, you get +2 [agility]."
MUSEUM_ENTRANCE = "Investigators at Museum Entrance cannot gain resources."
WHIPPOORWILL = ("Aloof.\nEach investigator at Whippoorwill's location gets -1 [willpower], -1 [intellect], "
                "-1 [combat], and -1 [agility].")


def _hand(world, card):
    world["investigators"][0]["hand"] = [card]
    return world


def test_you_cannot_play_assets_or_events_forbids_both_and_not_a_skill(world, run):
    world["cards"] = [{"name": "Dissonant Voices", "type": "treachery", "threat-area": "Roland",
                       "text": DISSONANT_VOICES}]
    for kind in ("asset", "event"):
        trace = run(_hand(world, {"name": "Cache", "type": kind, "cost": 1,
                                  "effects": [{"effect": "gain-resources", "amount": 3}]} if kind == "event"
                          else {"name": "Cache", "type": kind, "cost": 1}) | {"do": [
                              {"who": "Roland", "action": "play", "card": "Cache"}]})
        assert trace.steps[-1].text.startswith("Not possible (do[0]): Cache cannot be played")
        assert trace.final_state["investigators"]["Roland"]["resources"] == 5


def _evade(world, where):
    world["locations"][0]["name"] = "Exhibit Hall"
    world["locations"][0]["text"] = EXHIBIT_HALL
    world["locations"][1]["connections"] = ["Exhibit Hall"]
    for inv in world["investigators"]:
        inv["location"] = where
    world["cards"] = [{"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 3, "fight": 2, "evade": 3,
                       "attack": {"damage": 1}}]
    world["do"] = [{"who": "Roland", "action": "evade", "enemy": "Ghoul", "result": "success"}]
    return world


def _st5(trace):
    return [s.text for s in trace.steps if s.text.startswith("ST.5")]


def test_while_you_are_in_this_location_modifies_the_tests_of_an_investigator_there(world, run):
    trace = run(_evade(world, "Exhibit Hall"))
    assert _st5(trace) == ["ST.5: Roland's modified skill value: agility 2 + 2 (Exhibit Hall) = 4"]


def test_while_you_are_in_this_location_does_not_reach_an_investigator_elsewhere(world, run):
    trace = run(_evade(world, "Attic"))
    assert _st5(trace) == ["ST.5: Roland's modified skill value: agility 2 = 2"]


def test_investigators_at_a_location_cannot_gain_resources_there(world, run):
    world["locations"][0]["name"] = "Museum Entrance"
    world["locations"][0]["text"] = MUSEUM_ENTRANCE
    world["locations"][1]["connections"] = ["Museum Entrance"]
    world["investigators"][0]["location"] = "Museum Entrance"
    world["investigators"][1]["location"] = "Attic"
    trace = run(dict(world, do=[{"who": "Roland", "action": "resource"}]))
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5


def test_each_investigator_at_an_enemys_location_gets_its_modifiers(world, run):
    world["cards"] = [{"name": "Whippoorwill", "type": "enemy", "location": "Hall", "health": 1, "fight": 1,
                       "evade": 4, "attack": {"horror": 1}, "text": WHIPPOORWILL}]
    world["do"] = [{"who": "Roland", "action": "investigate", "result": "fail"}]
    trace = run(world)
    assert "ST.5: Roland's modified skill value: intellect 3 \u2212 1 (Whippoorwill) = 2" in _st5(trace)


SILAS_BISHOP = "Massive.\nSilas Bishop cannot make attacks of opportunity."


def _opportunity(world, text):
    world["cards"] = [{"name": "Silas Bishop", "type": "enemy", "engaged": "Roland", "health": 9, "fight": 3,
                       "evade": 3, "attack": {"damage": 2}, "text": text}]
    world["do"] = [{"who": "Roland", "action": "resource"}]
    return world


def test_an_enemy_that_cannot_make_attacks_of_opportunity_makes_none(world, run, find):
    """Cannot (absolute): the attack of opportunity the resource action provokes does not happen."""
    trace = run(_opportunity(world, SILAS_BISHOP))
    find(trace, "Silas Bishop attacks Roland cannot happen")
    assert trace.final_state["investigators"]["Roland"]["damage"] == 0


def test_without_it_the_same_action_provokes_one(world, run):
    trace = run(_opportunity(world, "Massive."))
    assert trace.final_state["investigators"]["Roland"]["damage"] == 2


ARKHAM_WOODS = ("This location is investigated using [willpower] instead of the skill indicated by the investigation "
                "attempt.")


def _woods(world, where, do):
    world["locations"][0]["name"] = "Arkham Woods"
    world["locations"][0]["text"] = ARKHAM_WOODS
    world["locations"][1]["connections"] = ["Arkham Woods"]
    for inv in world["investigators"]:
        inv["location"] = where
    world["do"] = [do]
    return world


def test_a_location_investigated_using_another_skill(world, run, find):
    """Investigate: the test is an intellect test unless a card says otherwise; this location's constant
    ability makes every investigation of it a willpower test (Roland: willpower 3)."""
    trace = run(_woods(world, "Arkham Woods", {"who": "Roland", "action": "investigate", "result": "success"}))
    assert find(trace, "investigated using willpower") < find(trace, "ST.5: Roland's modified skill value: willpower 3")


def test_another_location_is_investigated_as_usual(world, run, find):
    trace = run(_woods(world, "Attic", {"who": "Roland", "action": "investigate", "result": "success"}))
    find(trace, "ST.5: Roland's modified skill value: intellect 3")
