"""Permissions "as if": a card's text lets a card be played from where the rules forbid it (The Golden Rules; Play).

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them. Each test shows what the sentence allows and what it
forbids, in one minimal situation.
"""

from __future__ import annotations

from typing import Any

from rulecases import at, run, world

AMULET = {"name": "Wendy's Amulet", "type": "asset", "controller": "Roland Banks", "abilities": [
    {"kind": "constant", "applies-to": {"event": "play-card", "who": "you"},
     "permits": "the-topmost-event-in-your-discard-pile",
     "text": "You may play the topmost event in your discard pile as if it were in your hand."}]}
CACHE = {"name": "Cache", "type": "event", "cost": 2, "effects": [{"effect": "gain-resources", "amount": 3}]}


def _playing(*cards: dict[str, Any], resources: int = 5) -> dict[str, Any]:
    data = world(cards=list(cards), do=[{"who": "Roland Banks", "action": "play", "card": "Cache"}])
    data["investigators"][0].update(discard=[dict(CACHE)], resources=resources)
    return data


def test_a_card_that_contradicts_the_rules_permits_a_play_from_the_discard_pile():
    """[ahlcg/rr/golden-rules] "If the text of a card directly contradicts the text of either the Rules Reference or
    the Learn to Play book, the text of the card takes precedence." — a card is played from the hand; with Wendy's
    Amulet in play the topmost event of Roland's discard pile is played as if it were there; without it, it is not."""
    trace = run(_playing(AMULET))
    assert at(trace, "Wendy's Amulet permits Roland Banks to play Cache") < at(trace, "Step 2")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5 - 2 + 3
    at(run(_playing()), "Not possible (do[0]): Roland Banks does not have Cache in hand")


def test_a_permitted_play_still_pays_the_resource_cost():
    """[ahlcg/rr/play] "To play a card, an investigator must pay the card’s resource cost and meet any applicable play
    restrictions and conditions." — the permission relaxes where the card is played from, not its cost: with 1
    resource Roland cannot pay Cache's 2, and the play is aborted with nothing paid."""
    trace = run(_playing(AMULET, resources=1))
    at(trace, "the cost cannot be paid")
    final = trace.final_state["investigators"]["Roland Banks"]
    assert (final["resources"], final["discard"]) == (1, ["Cache"])
