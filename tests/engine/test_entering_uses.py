"""Uses a constant ability adds as a card enters play (``procedures/uses.py``): "Your assets with “uses (charges)” enter
play with 1 additional charge on them" — the Uses keyword places its value and the modifiers to it (Uses (X Type);
Constant Abilities; Modifiers), only on a card whose keyword establishes that type."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent / "conformance"))

from rulecases import at, run, world  # noqa: E402

AKACHI = ("Your assets with \u201cuses (charges)\u201d enter play with 1 additional charge on them.")


def _play(card: dict, text: str = AKACHI) -> dict:
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": card["name"]}])
    data["investigators"][0]["hand"] = [card]
    data["investigators"][0]["text"] = text
    return data


def test_an_asset_with_uses_of_that_type_enters_play_with_the_additional_use():
    rod = {"name": "Shrivelling", "type": "asset", "cost": 0, "uses": 4, "use-type": "charges"}
    trace = run(_play(rod))
    at(trace, "Shrivelling enters play with Uses (4 charges); +1 from Roland Banks: \u201cYour assets with")
    assert trace.final_state["cards"]["Shrivelling"]["uses"] == 5


def test_an_asset_with_uses_of_another_type_enters_play_with_its_own():
    gun = {"name": "Rifle", "type": "asset", "cost": 0, "uses": 3, "use-type": "ammo"}
    trace = run(_play(gun))
    at(trace, "Rifle enters play with Uses (3 ammo): 3 ammo placed on it")
    assert trace.final_state["cards"]["Rifle"]["uses"] == 3


def test_another_investigator_s_asset_is_not_yours():
    rod = {"name": "Shrivelling", "type": "asset", "cost": 0, "uses": 4, "use-type": "charges"}
    data = _play(rod, text="")
    data["investigators"][0].pop("text")
    data["investigators"][1]["text"] = AKACHI
    trace = run(data)
    assert trace.final_state["cards"]["Shrivelling"]["uses"] == 4
