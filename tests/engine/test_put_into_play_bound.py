"""A card put into play from a hand by an effect, picked by it ("Put an Item asset into play from your hand"), is the
one the effects after it name ("it", "that asset"), bound as a ``choose``'s pick is (``chosen``): Put into Play ("Such
abilities place the card directly into play from an out-of-play state"); Delayed Effects ("dictate an effect that will
happen at that time": Sleight of Hand returns that same card at the end of your turn, 2.2.2)."""

from __future__ import annotations

ITEM = {"name": "Magnifying Glass", "type": "asset", "traits": ["Item"], "slots": ["hand"], "cost": 1}
OTHER = {"name": "Flashlight", "type": "asset", "traits": ["Item"], "slots": ["hand"], "cost": 2}


def _sleight(world, *returns):
    """Sleight of Hand as read: put an Item asset from your hand into play; ``returns``: the effects after it."""
    world.update(start="2.2", until="4.6")
    roland = world["investigators"][0]
    roland["deck"] = ["Spare Card"]
    roland["hand"] = [dict(ITEM), dict(OTHER), {"name": "Sleight of Hand", "type": "event", "cost": 0, "effects": [
        {"effect": "put-into-play", "to": "an-item-asset-in-your-hand"}, *returns]}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "Sleight of Hand"}]
    return world


def test_the_card_put_into_play_is_returned_to_hand_at_the_end_of_your_turn(world, run, find):
    trace = run(_sleight(world, {"effect": "at-turn-end", "effects": [
        {"effect": "if", "condition": {"card": "chosen", "state": "in-play"},
         "effects": [{"effect": "move-card", "zone": "hand", "to": "chosen"}]}]}))
    put = find(trace, "Magnifying Glass is put into play under Roland's control")
    assert put < find(trace, "Magnifying Glass is the card put into play") < find(trace, "what it names: Magnifying Glass, bound now") \
        < find(trace, "Roland's turn ends") < find(trace, "Sleight of Hand [delayed]")
    hand = trace.final_state["investigators"]["Roland"]["hand"]
    assert "Magnifying Glass" in hand and "Flashlight" in hand  # the same card back; the other Item never left
    assert "Magnifying Glass" not in trace.final_state["cards"]  # no longer in play


def test_an_instruction_right_after_acts_on_the_same_card(world, run, find):
    trace = run(_sleight(world, {"effect": "move-card", "zone": "hand", "to": "chosen"}))
    assert find(trace, "Magnifying Glass is put into play") < find(trace, "Magnifying Glass is the card put into play")
    assert "Magnifying Glass" in trace.final_state["investigators"]["Roland"]["hand"]


def test_the_card_readied_is_the_one_healed_after_it(world, run, find):
    """Inspiring Presence's shape: "ready an Ally asset at your location and heal 1 damage from it" — the player's
    pick (a target choice) is readied, then healed; the other Ally is neither."""
    world["cards"] = world.get("cards", []) + [
        {"name": name, "type": "asset", "controller": "Roland", "traits": ["Ally"], "health": 3, "sanity": 3,
         "exhausted": True, "damage": 2} for name in ("Dog", "Cop")]
    world["investigators"][0]["abilities"] = [{"kind": "free", "effects": [
        {"effect": "ready", "to": "an-ally-asset-at-your-location"}, {"effect": "heal-damage", "amount": 1, "to": "chosen"}]}]
    world["choices"] = [{"decision": "target", "ability": "Roland", "choose": "Cop"}]
    world["do"] = [{"who": "Roland", "use": "Roland"}]
    trace = run(world)
    assert find(trace, "Cop is readied") < find(trace, "Cop is the card readied")
    cards = trace.final_state["cards"]
    assert (cards["Cop"]["exhausted"], cards["Cop"]["damage"]) == (False, 1)
    assert (cards["Dog"]["exhausted"], cards["Dog"]["damage"]) == (True, 2)
