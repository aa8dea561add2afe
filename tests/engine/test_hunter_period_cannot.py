"""A 'cannot' held for the period of another event (Cannot; Hunter; 3.2 / 3.3): "Asylum Gorger … cannot attack during
the same phase it moved from its hunter keyword" — each hunter move is recorded with the periods it happened in
(``core/history.py``), so the constant holds in the phase of such a move, and not in another."""

from __future__ import annotations

from typing import Any

GORGER = {"name": "Asylum Gorger", "type": "enemy", "health": 5, "fight": 4, "evade": 2, "keywords": ["hunter"],
          "attack": {"damage": 2, "horror": 2},
          "text": "Asylum Gorger cannot make attacks of opportunity, and cannot attack during the same phase it moved "
                  "from its hunter keyword."}


def _phase(world: dict[str, Any], at: str) -> dict[str, Any]:
    """The enemy phase, the Gorger at ``at``; Roland in the Hall, Agnes far off in the Vault."""
    world["locations"] = [{"name": "Hall", "connections": ["Attic"]}, {"name": "Attic", "connections": ["Hall", "Vault"]},
                          {"name": "Vault", "connections": ["Attic"]}]
    world["investigators"][1]["location"] = "Vault"
    world.pop("turn", None)
    world.update({"start": "3.1", "until": "3.4", "cards": [dict(GORGER, location=at)]})
    return world


def test_cannot_attack_during_the_same_phase_it_moved_by_its_hunter_keyword(world, run, find):
    """3.2 moves it into Roland's location (and it engages him); at 3.3 its attack cannot happen."""
    trace = run(_phase(world, "Attic"))
    assert find(trace, "Asylum Gorger moves from Attic to Hall") < find(trace, "cannot happen: Asylum Gorger")
    assert trace.final_state["investigators"]["Roland"]["damage"] == 0


def test_an_enemy_that_did_not_move_this_phase_attacks(world, run):
    """Already engaged with Roland, it makes no hunter move: the condition does not hold, and it attacks at 3.3."""
    data = _phase(world, "Hall")
    data["cards"][0]["engaged"] = "Roland"
    assert run(data).final_state["investigators"]["Roland"]["damage"] == 2
