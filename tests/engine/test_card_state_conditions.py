"""A triggered ability's trailing "if" on a card's state ("At the beginning of the enemy phase, if Hastur is ready"):
checked when the triggering condition occurs; unmet, the ability is not offered (Triggered Abilities; a card not in
play is in no state of play)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.conditions import card_state


@pytest.mark.parametrize("printed, condition", [
    ("if Hastur is ready", {"card": "Hastur", "state": "ready"}),
    ("if Hastur is not ready", {"card": "Hastur", "state": "exhausted"}),
    ("if Cnidathqua is in play", {"card": "Cnidathqua", "state": "in-play"}),
    ("if it is unengaged", {"card": "self", "state": "unengaged"}),
    ("if @self is not engaged with an investigator", {"card": "self", "state": "unengaged"}),
    ("if the enemy is ready", None),  # a card by a common noun: not guessed
])
def test_a_card_state_condition_is_read_from_its_printed_words(printed, condition):
    assert card_state(printed) == condition


RITE = "<b>Forced</b> - At the end of the round, if Hastur is ready: Place 1 doom on the current agenda."


def _world(world, hastur_exhausted):
    world["cards"] = [
        {"name": "Hastur", "type": "enemy", "location": "Attic", "health": 9, "exhausted": hastur_exhausted},
        {"name": "Rite", "type": "treachery", "location": "Hall", "text": RITE},
        {"name": "Agenda 1a", "type": "agenda", "threshold": 9},
    ]
    world.update(round=2, start="4.6", until="4.6")
    return world


def test_the_ability_resolves_when_the_card_is_in_the_state(world, run, find):
    result = parse_card_text(RITE, name="Rite", type_code="treachery")
    assert result.abilities[0].to_situation()["condition"] == {"card": "Hastur", "state": "ready"}
    trace = run(_world(world, hastur_exhausted=False))
    assert find(trace, "Rite [forced]") > 0
    assert trace.final_state["cards"]["Agenda 1a"]["doom"] == 1


@pytest.mark.parametrize("change", ["exhausted", "out of play"])
def test_it_is_not_offered_when_the_card_is_not(world, run, change):
    data = _world(world, hastur_exhausted=change == "exhausted")
    if change == "out of play":
        data["cards"] = data["cards"][1:]
    trace = run(data)
    assert not any("Rite [forced]:" in s.text for s in trace.steps)
    assert trace.final_state["cards"]["Agenda 1a"]["doom"] == 0
