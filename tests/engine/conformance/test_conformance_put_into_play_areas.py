"""Put into Play: where a card put into play enters — the play area its playing or drawing would give it, unless the
instruction says otherwise. Cases from the rules' sentences (Put into Play, Location Cards) and the dev cards ("Put the
top card of the Exhibit deck into play, unrevealed", "put each Writhing Appendage among those cards into play, engaged
with you")."""

from __future__ import annotations

from rulecases import at, run, world


def _use(data, effects):
    data["cards"].append({"name": "Scroll", "type": "asset", "controller": "Roland Banks",
                          "abilities": [{"kind": "free", "effects": effects}]})
    data["do"] = [{"who": "Roland Banks", "use": "Scroll"}]
    return data


def test_an_asset_put_into_play_from_the_hand_enters_its_controllers_play_area():
    """[ahlcg/rr/put-into-play] "Unless otherwise stated by the put into play ability, cards that enter play in this
    manner must do so in a play area that satisfies the standard game rules associated with playing or drawing (for
    encounter cards) that card." An asset played enters its player's play area under his or her control (Asset
    Cards): put into play from the hand, it enters there too — and no cost is paid."""
    data = _use(world(), [{"effect": "put-into-play", "to": "an-item-asset-in-your-hand"}])
    data["investigators"][0]["hand"] = [{"name": "Flashlight", "type": "asset", "traits": ["Item"], "cost": 2}]
    trace = run(data)
    at(trace, "Flashlight is put into play under Roland Banks's control (not played: no cost is paid)")
    card = trace.final_state["cards"]["Flashlight"]
    assert (card["zone"], card["controller"]) == ("play", "Roland Banks")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5


def test_a_location_put_into_play_from_a_deck_of_its_scenario_enters_as_any_location_does():
    """[ahlcg/rr/put-into-play] "… in a play area that satisfies the standard game rules …": a location enters play
    unrevealed (Location Cards), so the top card of the Exhibit deck does — "Put the top card of the Exhibit deck into
    play, unrevealed" says what the rules do anyway."""
    data = _use(world(), [{"effect": "put-from-scenario-deck", "find": {"traits": ["Exhibit"]}}])
    data["set-aside"] = [{"name": "Exhibit Hall", "type": "location", "traits": ["Exhibit"], "shroud": 3}]
    trace = run(data)
    at(trace, "Exhibit Hall is put into play unrevealed")
    assert trace.final_state["locations"]["Exhibit Hall"]["revealed"] is False


def test_otherwise_stated_the_card_enters_the_area_the_instruction_names():
    """[ahlcg/rr/put-into-play] "Unless otherwise stated by the put into play ability …": "put … into play, engaged
    with you" states the area — the enemy enters your threat area, engaged with you, and does not spawn as a drawn
    enemy would."""
    data = _use(world(**{"encounter-deck": [
        {"name": "Writhing Appendage", "type": "enemy", "health": 2, "attack": {"damage": 1}},
        {"name": "Dead End", "type": "treachery"}]}),
        [{"effect": "look-top", "deck": "encounter", "amount": 2},
         {"effect": "put-into-play", "to": "each-writhing_appendage-card-looked-at-by-this-effect",
          "zone": "threat-area"}])
    trace = run(data)
    enemy = trace.final_state["cards"]["Writhing Appendage"]
    assert (enemy["zone"], enemy["engaged"]) == ("play", "Roland Banks")
    assert not any("spawns" in s.text for s in trace.steps)
