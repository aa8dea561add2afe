"""Drawing Cards: "When a player draws two or more cards as the result of a single ability or game step, those cards
are drawn simultaneously" — one timing point, whose cards are each what was drawn. A triggering condition on the card
drawn ("When an investigator at this location draws a Hex card", "After you draw a non-weakness card") fits that
timing point when one of the cards does, and the ability triggers once for it; at 'when' the cards are those on top
of the deck about to be drawn."""

from __future__ import annotations

from typing import Any


def _draw(world: dict[str, Any], deck: list[dict[str, Any]], amount: int, trigger: dict[str, Any],
          timing: str = "after") -> dict[str, Any]:
    roland = world["investigators"][0]
    roland["deck"] = deck
    world["cards"] = [{"name": "Lens", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "draw", "amount": amount}]},
        {"kind": "forced", "timing": timing, "trigger": trigger,
         "effects": [{"effect": "gain-resources", "amount": 1}]}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Lens", "ability": 0}]
    return world


HEX = {"name": "Ward", "type": "event", "traits": ["Spell", "Hex"]}
PLAIN = [{"name": f"Card {k}", "type": "skill"} for k in range(1, 4)]
DRAWS_HEX = {"event": "draw-cards", "who": "you", "what": "trait:Hex"}


def test_a_card_drawn_is_what_the_draw_names(world, run):
    trace = run(_draw(world, [HEX, *PLAIN], 1, DRAWS_HEX))
    assert trace.final_state["investigators"]["Roland"]["hand"][-1] == "Ward"
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6


def test_cards_drawn_at_once_are_one_timing_point_that_fits_when_one_of_them_does(world, run, find):
    trace = run(_draw(world, [PLAIN[0], HEX, dict(HEX, name="Ward #2")], 3, DRAWS_HEX))
    assert find(trace, "Roland draws: Card 1, Ward, Ward #2") < find(trace, "Roland: resources 5 \u2192 6")
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6  # once: one timing point


def test_no_card_drawn_fits_and_the_ability_is_not_offered(world, run):
    trace = run(_draw(world, [*PLAIN, HEX], 2, DRAWS_HEX))
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5
    why = [c for c in trace.considered if c["card"] == "Lens" and "draw-cards" in c["why"]]
    assert why and "Card 1, Card 2" in why[0]["why"]


def test_at_when_the_cards_about_to_be_drawn_are_those_on_top_of_the_deck(world, run, find):
    trace = run(_draw(world, [HEX, *PLAIN], 1, DRAWS_HEX, timing="when"))
    assert find(trace, "Roland: resources 5 \u2192 6") < find(trace, "Roland draws: Ward")


def test_a_composed_filter_reads_the_card_drawn(world, run):
    weakness = {"name": "Amnesia", "type": "skill", "weakness": True}
    trigger = {"event": "draw-cards", "who": "you", "what": "non-weakness-card"}
    assert run(_draw(world, [weakness], 1, trigger)).final_state["investigators"]["Roland"]["resources"] == 5
    assert run(_draw(world, [PLAIN[0]], 1, trigger)).final_state["investigators"]["Roland"]["resources"] == 6
