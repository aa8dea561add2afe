"""A difficulty X with a maximum: "test [willpower] (X), where X is the number of Extradimensional locations in play
(max 5)" — The Letter X: its value is defined by the card ability, here at most the maximum it states."""

from __future__ import annotations

import pytest

from tests.engine.conftest import texts


@pytest.mark.parametrize(("most", "difficulty"), [(1, 1), (5, 2)])
def test_x_counted_is_at_most_the_maximum(world, run, most, difficulty):
    for loc in world["locations"]:
        loc["traits"] = ["Extradimensional"]
    world["tests"] = [{"who": "Roland", "tokens": ["0"]}]
    world["cards"] = [{"name": "Relic", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 0, "max": most,
                                        "count": "in-play:extradimensional-location"}]}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Relic"}]
    trace = run(world)
    assert any(f"against difficulty {difficulty}" in t for t in texts(trace))
    if most < 2:
        assert any(f"at most {most}" in t for t in texts(trace))
