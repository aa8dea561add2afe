"""Instructions for the end of the round or of your turn inside an effect (``at-round-end`` / ``at-turn-end``):
Delayed Effects — "Such abilities specify a future timing point … and dictate an effect that will happen at that
time"; "Each delayed effect initiates automatically and immediately (as a forced ability) if its future timing point
… occurs". The timing points are 4.6 ("this also formalizes the end of the round") and the end of the turn of the
investigator who resolved it (2.2.2); what it names is bound as it is set up (A Chance Encounter: "that asset"), and
Leaves Play: "All … delayed effects affecting the card while it was in play expire for that card"."""

from __future__ import annotations

ALLY = {"name": "Guard Dog", "type": "asset", "traits": ["Ally"], "slots": ["ally"]}


def _encounter(world, *more_do):
    """A Chance Encounter: choose an Ally asset in a discard pile, put it into play; at the end of the round, if that
    asset is still in play, discard it. Played in Roland's turn; the game runs to 4.6."""
    world.update(start="2.2", until="4.6")
    roland = world["investigators"][0]
    roland["discard"], roland["deck"] = [dict(ALLY)], ["Spare Card"]  # 4.4 draws from the deck, not the discard
    roland["hand"] = [{"name": "A Chance Encounter", "type": "event", "cost": 0, "effects": [
        {"effect": "choose", "to": "an-ally-asset-in-a-discard-pile"}, {"effect": "put-into-play", "to": "chosen"},
        {"effect": "at-round-end", "text": "At the end of the round, if that asset is still in play, discard it",
         "effects": [{"effect": "if", "condition": {"card": "chosen", "state": "in-play"},
                      "effects": [{"effect": "discard", "to": "chosen"}]}]}]}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "A Chance Encounter"}, *more_do]
    return world


def test_at_the_end_of_the_round_the_delayed_effect_initiates_at_4_6_on_the_card_bound(world, run, find):
    trace = run(_encounter(world))
    set_up = find(trace, "a delayed effect waits for the end of the round: \u201cAt the end of the round, if that asset is still in play, discard it\u201d (what it names: Guard Dog, bound now)")
    assert find(trace, "Guard Dog") < set_up < find(trace, "4.6 Upkeep phase ends: this also formalizes") \
        < find(trace, "A Chance Encounter [delayed]") < find(trace, "Guard Dog is discarded")
    assert "ahlcg/rr/delayed-effects" in trace.steps[find(trace, "A Chance Encounter [delayed]: \u201c")].rules
    assert trace.final_state["cards"]["Guard Dog"]["zone"] == "discard"


def test_a_card_that_left_play_before_the_round_ends_is_not_reached(world, run, find):
    """Leaves Play: discarded during the turn, the asset is no longer "still in play" at 4.6: nothing happens to it."""
    world = _encounter(world, {"who": "Roland", "action": "play", "card": "Let Go"})
    world["investigators"][0]["hand"].append({"name": "Let Go", "type": "event", "cost": 0, "effects": [
        {"effect": "discard", "to": "Guard Dog"}]})
    trace = run(world)
    gone = find(trace, "Guard Dog is discarded")
    assert find(trace, "no longer affected by: \u201cAt the end of the round") < find(trace, "4.6 Upkeep phase ends: this also formalizes")
    assert not any("Guard Dog is discarded" in s.text for s in trace.steps[gone + 1:])
    assert find(trace, "4.6 Upkeep phase ends: this also formalizes") < find(trace, "A Chance Encounter [delayed] triggers")
    find(trace, "\u201cif Guard Dog in-play: discard Guard Dog\u201d could not change the game state")  # said whole
    assert "Guard Dog" in trace.final_state["investigators"]["Roland"]["discard"]


def test_at_the_end_of_your_turn_it_initiates_as_your_turn_ends_once(world, run, find):
    """2.2.2: the end of the turn of the investigator who resolved it, not another's; it resolves once."""
    world.update(start="2.2", until="4.6")
    world["investigators"][0]["abilities"] = [{"kind": "free", "effects": [
        {"effect": "at-turn-end", "effects": [{"effect": "gain-resources", "amount": 2}]}]}]
    world["do"] = [{"who": "Roland", "use": "Roland"}]
    trace = run(world)
    assert find(trace, "waits for the end of Roland's turn") < find(trace, "Roland's turn ends") \
        < find(trace, "Roland gains 2 resources") < find(trace, "Agnes's turn ends")
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5 + 2 + 1  # and 1 at 4.4


def test_what_no_choice_of_the_effect_bound_is_not_modelled(world, run, find):
    world["investigators"][0]["abilities"] = [{"kind": "free", "effects": [
        {"effect": "at-round-end", "effects": [{"effect": "discard", "to": "chosen"}]}]}]
    world["do"] = [{"who": "Roland", "use": "Roland"}]
    trace = run(world)
    find(trace, "is not set up: what it names was chosen by no choice of this effect")
    assert any(str(r.text).startswith("not modelled: ") and "chosen by no choice of this effect" in r.text
               for r in trace.unresolved)
