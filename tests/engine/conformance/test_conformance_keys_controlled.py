"""The keys an investigator controls, as a count a card's ability reads (``key-you-control``,
``<colour>-key-you-control``).

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, run, world


def _lamp(condition: dict) -> dict:
    return {"name": "Lamp", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "free", "text": "[free] If you control 2 or more keys: Gain 2 resources.", "condition": condition,
         "effects": [{"effect": "gain-resources", "amount": 2}]}]}


def _scene(keys: list[str], condition: dict) -> dict:
    data = world(cards=[_lamp(condition)], do=[{"who": "Roland Banks", "use": "Lamp"}])
    data["investigators"][0]["keys"] = keys
    data["investigators"][1]["keys"] = ["green", "yellow"]  # Agnes's keys are not Roland's
    return data


def test_an_ability_reads_how_many_keys_you_control():
    """[ahlcg/glossary/key-tokens] "However, some card effects may change depending on which keys an investigator
    controls." "When an investigator takes control of a key, they flip it faceup (if it is facedown) and place it on
    their investigator card." — with the red and blue keys on him, Roland may use "If you control 2 or more keys"."""
    trace = run(_scene(["red", "blue"], {"count": "key-you-control", "at-least": 2}))
    at(trace, "Roland Banks gains 2 resources")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 7


def test_another_investigators_keys_are_not_yours():
    """[ahlcg/glossary/key-tokens] "However, some card effects may change depending on which keys an investigator
    controls." — Roland controls 1 key (Agnes's 2 are hers): the ability's condition is not met."""
    trace = run(_scene(["red"], {"count": "key-you-control", "at-least": 2}))
    assert absent(trace, "gains 2 resources")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5


def test_which_key_you_control_is_read_by_its_colour():
    """[ahlcg/glossary/key-tokens] "However, some card effects may change depending on which keys an investigator
    controls." — "If you control the red key": Roland with the blue key cannot; with the red key he can."""
    red = {"count": "red-key-you-control", "at-least": 1}
    assert run(_scene(["blue"], red)).final_state["investigators"]["Roland Banks"]["resources"] == 5
    trace = run(_scene(["red"], red))
    at(trace, "Roland Banks gains 2 resources")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 7
