"""An investigator gaining clues as a timing point (``gain-clues``): Clues — a discovered clue is "placed in the
discovering investigator's play area"; clues moved to an investigator or placed on him or her from the token pool are
gained too (Move; Effects). The gain shares the timing point of the step that hands them over, so 'after' sees the
clues held."""

from __future__ import annotations

from typing import Any

from kb.cardtext import parse_card_text

BOSS = ("<b>Forced</b> - After an investigator at Boss's location gains any number of clues: Place 1 doom on the "
        "current agenda.")


def _gains(world: dict[str, Any], effect: dict[str, Any], *, boss_at: str | None = None) -> dict[str, Any]:
    """Roland, in the Hall with 2 clues there, uses a free ability that hands him clues; Boss is at ``boss_at``."""
    world["locations"][0]["clues"] = 2
    world["investigators"][0]["abilities"] = [{"kind": "free", "effects": [effect]}]
    world["do"] = [{"who": "Roland", "use": "Roland"}]
    world["cards"] = [{"name": "Boss", "type": "enemy", "location": boss_at or world["locations"][0]["name"],
                       "health": 3, "keywords": ["aloof"], "text": BOSS},
                      {"name": "Agenda 1a", "type": "agenda", "threshold": 9}]
    return world


def test_the_condition_is_read_as_an_investigator_gaining_clues() -> None:
    assert parse_card_text(BOSS, name="Boss", type_code="enemy").abilities[0].to_situation()["trigger"] == {
        "event": "gain-clues", "who": "investigator-at-this-location"}


def test_clues_discovered_are_gained_by_the_discovering_investigator(world, run, find):
    """Clues: the discovered clue is placed in the discovering investigator's play area — an 'after' ability on his
    or her gaining clues resolves once the clue is held."""
    trace = run(_gains(world, {"effect": "discover-clues", "amount": 1}))
    assert find(trace, "Roland takes 1 clue from") < find(trace, "Boss [forced]")
    assert trace.final_state["cards"]["Agenda 1a"]["doom"] == 1
    assert trace.final_state["investigators"]["Roland"]["clues"] == 1


def test_clues_placed_on_an_investigator_from_the_token_pool_are_gained(world, run, find):
    trace = run(_gains(world, {"effect": "place-tokens", "tokens": "clues", "amount": 2, "to": "you"}))
    assert find(trace, "2 clues placed on Roland") < find(trace, "Boss [forced]")
    assert trace.final_state["cards"]["Agenda 1a"]["doom"] == 1


def test_clues_moved_to_an_investigator_are_gained_once(world, run):
    """Move: clues taken off a location to an investigator — one timing point with their leaving it."""
    where = world["locations"][0]["name"]
    trace = run(_gains(world, {"effect": "move-tokens", "tokens": "clues", "amount": 1, "from": where, "to": "you"}))
    assert sum(1 for s in trace.steps if s.text.startswith("Boss [forced]")) == 1
    assert trace.final_state["cards"]["Agenda 1a"]["doom"] == 1


def test_an_investigator_elsewhere_gaining_clues_does_not_match(world, run):
    other = world["locations"][1]["name"] if len(world["locations"]) > 1 else None
    if other is None:
        world["locations"].append({"name": "Cellar", "clues": 0, "shroud": 1})
        other = "Cellar"
    trace = run(_gains(world, {"effect": "discover-clues", "amount": 1}, boss_at=other))
    assert not any(s.text.startswith("Boss [forced]") for s in trace.steps)
    assert trace.final_state["cards"]["Agenda 1a"]["doom"] == 0
