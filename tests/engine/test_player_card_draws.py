"""A "cannot" limited to effects by their source's kind: Vengeful Hound "While Vengeful Hound is engaged with you, you
cannot draw … cards via player card effects" (``applies-to.source: player-card``, the composed filter's ``player``
qualifier: a card that is no encounter card): a player card's draw is forbidden, the draw action and an encounter
card's draw are not (only effects of player cards are named)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent / "conformance"))

from rulecases import at, run, world  # noqa: E402

HOUND = {"name": "Vengeful Hound", "type": "enemy", "fight": 3, "health": 3, "evade": 3, "engaged": "Roland Banks",
         "abilities": [{"kind": "constant", "cannot": True, "applies-to": {
             "event": "draw-cards", "who": "investigator-engaged-with-self", "source": "player-card"}}]}
DRAW = [{"kind": "action", "effects": [{"effect": "draw", "amount": 1}]}]


def _hand(trace):
    return trace.final_state["investigators"]["Roland Banks"]["hand"]


def test_a_player_cards_draw_cannot_happen():
    trace = run(world(cards=[HOUND, {"name": "Notebook", "type": "asset", "controller": "Roland Banks",
                                     "abilities": DRAW}],
                      do=[{"who": "Roland Banks", "action": "activate", "card": "Notebook"}]))
    at(trace, "Roland Banks draws 1 card cannot happen: Vengeful Hound")
    assert _hand(trace) == []


def test_the_draw_action_is_not_a_player_card_effect():
    trace = run(world(cards=[HOUND], do=[{"who": "Roland Banks", "action": "draw"}]))
    assert _hand(trace) == ["Card A"]


def test_an_encounter_cards_draw_is_not_forbidden():
    hound = {**HOUND, "abilities": HOUND["abilities"] + DRAW}
    trace = run(world(cards=[hound], do=[{"who": "Roland Banks", "action": "activate", "card": "Vengeful Hound"}]))
    assert _hand(trace) == ["Card A"]
