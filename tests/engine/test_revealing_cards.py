"""Revealing a card from a hand (Looking at, searching and finding: revealing shows a card, it moves nothing): the
printed sentence "If X is in your hand at the end of your turn, reveal it and take 2 horror", read by the card reader
— the card is shown to every player, stays in the hand, and the horror follows, in the order printed."""

from __future__ import annotations

from typing import Any

from kb.cardtext import parse_card_text

MEMORY = ("<b>Forced</b> - If Memory is in your hand at the end of your turn, reveal it and take 2 horror.")


def _holding(world: dict[str, Any], text: str) -> dict[str, Any]:
    memory = {"name": "Memory", "type": "event", "cost": 0, "text": text}
    world["investigators"][0] = {**world["investigators"][0], "hand": [memory]}
    world.update(round=2, start="2.2", until="2.2.2")
    world["do"] = [{"who": "Roland", "end-turn": True}]
    return world


def test_reveal_it_is_the_card_itself_shown_from_the_hand() -> None:
    ability = parse_card_text(MEMORY, name="Memory", type_code="event").abilities[0].to_situation()
    assert [e["effect"] for e in ability["effects"]] == ["reveal-card", "deal-horror"]
    assert ability["effects"][0]["to"] == "self"


def test_the_card_is_revealed_then_the_horror_taken_and_it_stays_in_hand(world, run, find):
    trace = run(_holding(world, MEMORY))
    assert find(trace, "Memory [forced]") < find(trace, "Roland reveals Memory from their hand") \
        < find(trace, "2 horror on Roland")
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["hand"] == ["Memory"] and roland["horror"] == 2


def test_a_card_in_play_is_not_hidden_so_nothing_is_revealed(world, run, find):
    """The same effect on a card in play: it is public already; the effect does not resolve, the rest does."""
    world["cards"] = [{"name": "Relic", "type": "asset", "controller": "Roland", "abilities": [{
        "kind": "action", "effects": [{"effect": "reveal-card", "to": "self"},
                                      {"effect": "deal-horror", "amount": 1, "to": "you"}]}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Relic"}]
    trace = run(world)
    assert find(trace, "Relic is not in a hand") < find(trace, "1 horror on Roland")
    assert not any("reveals Relic" in s.text for s in trace.steps)
