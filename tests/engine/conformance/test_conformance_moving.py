"""Tokens moved between holders, enemies moved by card effects: each replayed by a minimal situation composed from
the rule's own sentence (the sentence table reads the quotes)."""

from __future__ import annotations

from rulecases import at, run, world


def _relic(effects):
    return {"name": "Relic", "type": "asset", "controller": "Roland Banks", "horror": 2, "clues": 0,
            "abilities": [{"kind": "action", "effects": effects}]}


def test_tokens_are_moved_from_one_card_or_game_area_to_another():
    """[ahlcg/rr/move] "- Game elements (tokens or cards) may also be moved by card abilities from one card to
    another, or from one game area to another game area." """
    data = world(cards=[_relic([{"effect": "move-tokens", "tokens": "horror", "amount": 1, "from": "self",
                                 "to": "Roland Banks"},
                                {"effect": "move-tokens", "tokens": "clues", "amount": 1, "from": "your-location",
                                 "to": "self"}])],
                 do=[{"who": "Roland Banks", "action": "activate", "card": "Relic"}])
    trace = run(data)
    state = trace.final_state
    assert (state["cards"]["Relic"]["horror"], state["investigators"]["Roland Banks"]["horror"]) == (1, 1)
    assert (state["locations"]["Hall"]["clues"], state["cards"]["Relic"]["clues"]) == (1, 1)
    assert at(trace, "1 horror moved from Relic to Roland Banks") < at(trace, "1 clue moved from Hall to Relic")


def test_an_enemy_moved_by_a_card_moves_to_a_connecting_location_each_time():
    """[ahlcg/rr/move] "- Unless otherwise specified by the move effect or ability, the moving entity must move to a
    connecting location." — an enemy moved "2 locations toward" a location passes through the one between."""
    data = world(cards=[_relic([{"effect": "move-enemy", "enemy": "Ghoul", "toward": "Vault", "amount": 2}]),
                        {"name": "Ghoul", "type": "enemy", "location": "Attic", "health": 2, "exhausted": True}],
                 do=[{"who": "Roland Banks", "action": "activate", "card": "Relic"}])
    data["locations"][1]["connections"] = ["Hall", "Cellar"]
    data["locations"] += [{"name": "Cellar", "connections": ["Attic", "Vault"]},
                          {"name": "Vault", "connections": ["Cellar"]}]
    trace = run(data)
    assert at(trace, "Ghoul moves from Attic to Cellar") < at(trace, "Ghoul moves from Cellar to Vault")
