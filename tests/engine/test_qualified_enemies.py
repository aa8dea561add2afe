"""Enemy selectors composed with qualifiers: "a non-Elite enemy at your location", "an exhausted enemy at
your location", "each Criminal enemy engaged with you" — only the enemies with every qualifier can be
picked; with one left, no choice is made."""

from __future__ import annotations

import pytest

from kb.engine import SituationError, situation_from_data


def _ghouls(world):
    ghoul = {"type": "enemy", "location": "Hall", "health": 3, "fight": 1, "evade": 1, "attack": {"damage": 1}}
    world["cards"] = [{**ghoul, "name": "Ghoul Priest", "traits": ["Humanoid", "Elite"]},
                      {**ghoul, "name": "Ghoul Minion", "traits": ["Monster", "Ghoul"], "exhausted": True},
                      {**ghoul, "name": "Thug", "traits": ["Humanoid", "Criminal"]}]
    world["investigators"][0]["abilities"] = [{"kind": "free", "effects": []}]
    world["do"] = [{"who": "Roland", "use": "Roland"}]
    return world


@pytest.mark.parametrize(("selector", "damaged"), [
    ("an-exhausted-enemy-at-your-location", ["Ghoul Minion"]),
    ("each-non-elite-enemy-at-your-location", ["Ghoul Minion", "Thug"]),
    ("a-criminal-enemy-at-your-location", ["Thug"]),
    ("each-ready-humanoid-enemy-at-your-location", ["Ghoul Priest", "Thug"]),
])
def test_only_the_enemies_with_every_qualifier_are_picked(world, run, selector, damaged):
    world = _ghouls(world)
    world["investigators"][0]["abilities"][0]["effects"] = [{"effect": "deal-damage", "amount": 1, "to": selector}]
    final = run(world).final_state["cards"]
    assert sorted(n for n in ("Ghoul Priest", "Ghoul Minion", "Thug") if final[n]["damage"]) == damaged


def test_a_trait_of_two_words_is_one_qualifier(world, run):
    """"Each Deep One enemy": Young Deep One (Humanoid. Monster. Deep One.) is picked, a Humanoid is not."""
    world = _ghouls(world)
    world["cards"][0]["traits"] = ["Humanoid", "Monster", "Deep One"]
    world["investigators"][0]["abilities"][0]["effects"] = [
        {"effect": "deal-damage", "amount": 1, "to": "each-deep_one-enemy-at-your-location"}]
    final = run(world).final_state["cards"]
    assert [n for n in ("Ghoul Priest", "Ghoul Minion", "Thug") if final[n]["damage"]] == ["Ghoul Priest"]


def test_an_automatic_evasion_of_a_non_elite_enemy_engaged_with_you(world, run, find):
    world = _ghouls(world)
    for card in world["cards"]:
        card.pop("location")
        card["engaged"] = "Roland"
    world["cards"][1]["exhausted"] = False
    world["investigators"][0]["abilities"][0]["effects"] = [
        {"effect": "evade", "enemy": "a-non-elite-enemy-engaged-with-you", "automatic": True}]
    world["choices"] = [{"decision": "target", "ability": "Roland", "choose": "Thug"}]
    trace = run(world)
    assert "could also choose: Ghoul Minion" in trace.steps[find(trace, "Roland chooses Thug")].text
    assert trace.final_state["cards"]["Thug"]["engaged"] is None


def test_a_composed_selector_must_end_in_an_enemy_and_a_place(world):
    world = _ghouls(world)
    world["investigators"][0]["abilities"][0]["effects"] = [{"effect": "deal-damage", "amount": 1,
                                                             "to": "a-non-elite-enemy-nearby"}]
    with pytest.raises(SituationError, match="unknown name or selector"):
        situation_from_data(world)


def test_an_enemy_anywhere_in_play_is_picked_by_in_play_and_unengaged_by_its_state(world, run):
    """"Each unengaged Ghoul enemy" (no place named): every one in play, engaged with no one."""
    world = _ghouls(world)
    world["cards"][1]["location"] = "Attic"
    world["cards"].append({**world["cards"][1], "name": "Engaged Ghoul", "engaged": "Roland", "exhausted": False})
    del world["cards"][-1]["location"]
    world["investigators"][0]["abilities"][0]["effects"] = [{"effect": "deal-damage", "amount": 1,
                                                             "to": "each-unengaged-ghoul-enemy-in-play"}]
    trace = run(world)
    cards = trace.final_state["cards"]
    assert (cards["Ghoul Minion"]["damage"], cards["Engaged Ghoul"]["damage"], cards["Thug"]["damage"]) == (1, 0, 0)
