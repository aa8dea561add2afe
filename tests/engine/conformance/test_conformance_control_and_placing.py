"""Control given to another investigator, and a card put into play at a location other than yours — each replayed
from the rule's own sentence (Ownership and Control; Put into Play; "Farthest from all investigators")."""

from __future__ import annotations

from typing import Any

from rulecases import absent, at, run, world

#: An asset whose [free] ability gives it away ("Give control of him to another investigator at your location").
GIVER: dict[str, Any] = {
    "name": "Daniel", "type": "asset", "controller": "Roland Banks",
    "abilities": [{"kind": "free", "cost": {"exhaust": True},
                   "effects": [{"effect": "take-control", "who": "an-other-investigator-at-your-location"}],
                   "text": "[fast] Exhaust Daniel: Give control of him to another investigator at your location."}],
}


def test_an_ability_may_give_control_of_a_card_to_another_investigator():
    """[ahlcg/rr/ownership-and-control] "Some abilities may cause cards to change control during a game." — Roland
    gives Daniel to Agnes, at his location: Daniel is in Agnes's play area, under her control."""
    data = world(cards=[GIVER], do=[{"who": "Roland Banks", "use": "Daniel"}])
    trace = run(data)
    at(trace, "Agnes Baker takes control of Daniel: it is placed in Agnes Baker's play area")
    assert trace.final_state["cards"]["Daniel"]["controller"] == "Agnes Baker"


def test_control_is_given_only_to_an_investigator_the_ability_names():
    """[ahlcg/rr/ownership-and-control] "Some abilities may cause cards to change control during a game." — only as
    the ability says: with Agnes in the Attic there is no other investigator at Roland's location, so Daniel stays
    under Roland's control (the ability cannot change the game state, so it cannot be initiated: Costs)."""
    data = world(cards=[GIVER], do=[{"who": "Roland Banks", "use": "Daniel"}])
    data["investigators"][1]["location"] = "Attic"
    trace = run(data)
    at(trace, "has no potential to change the game state: it cannot be initiated")
    assert absent(trace, "Agnes Baker takes control of Daniel")
    assert trace.final_state["cards"]["Daniel"]["controller"] == "Roland Banks"


def _passenger(location: str, otherwise: str | None = None) -> dict[str, Any]:
    """An encounter asset whose revelation puts it into play at ``location`` (an ``if-able`` with ``otherwise`` at
    that place instead: "Put Helpless Passenger into play at the location to your left (or at your location if you
    cannot)")."""
    put = {"effect": "put-into-play", "location": location}
    effects = [put] if otherwise is None else [{"effect": "if-able", "effects": [put], "otherwise": [
        {"effect": "put-into-play", "location": otherwise}]}]
    return {"name": "Passenger", "type": "asset", "health": 1, "sanity": 1,
            "abilities": [{"kind": "revelation", "effects": effects, "text": "Revelation – Put Passenger into play."}]}


def _drawn(card: dict[str, Any], locations: list[str], **more: Any) -> dict[str, Any]:
    data = world(round=2, start="1.4", until="1.4", **{"encounter-deck": [card, {"name": "Quiet", "type": "treachery"},
                                                                          {"name": "Quiet 2", "type": "treachery"}]},
                 **more)
    data["locations"] = [{"name": n, "connections": [m for m in locations if m != n][:2]} for n in locations]
    return data


def test_a_card_put_into_play_at_the_location_farthest_from_all_investigators():
    """[ahlcg/glossary/farthest-from-all-investigators] "Some card effects instruct investigators to put a card into
    play at the location farthest from all investigators. This is determined by finding the location with the highest
    combined distance from each investigator (with no investigators at it, if able)." — a row Hall–Mid–East with both
    investigators in Hall: East, two connections from each, not Mid."""
    data = _drawn(_passenger("a-location-farthest-from-all-investigators"), ["Hall", "Mid", "East"])
    data["locations"] = [{"name": "Hall", "connections": ["Mid"]}, {"name": "Mid", "connections": ["Hall", "East"]},
                         {"name": "East", "connections": ["Mid"]}]
    trace = run(data)
    k = at(trace, "Passenger is put into play in East, as it instructs, under no one's control")
    assert at(trace, "Roland Banks draws Passenger") < k
    card = trace.final_state["cards"]["Passenger"]
    assert (card["zone"], card["controller"], card["location"]) == ("play", None, "East")


def test_a_card_put_into_play_at_a_position_with_none_there_goes_where_the_ability_says_instead():
    """[ahlcg/rr/put-into-play] "Unless otherwise stated by the put into play ability, cards that enter play in this
    manner must do so in a play area that satisfies the standard game rules associated with playing or drawing (for
    encounter cards) that card." — the ability states where: the location to your left on a row; with none to the
    left of Roland's location, "(or at your location if you cannot)" puts it there."""
    row = ["West", "Hall", "East"]
    data = _drawn(_passenger("location-left", "your-location"), row, layout={"row": row})
    trace = run(data)
    at(trace, "Passenger is put into play in West, as it instructs")
    data = _drawn(_passenger("location-left", "your-location"), ["Hall", "West", "East"],
                  layout={"row": ["Hall", "West", "East"]})
    trace = run(data)
    at(trace, "Passenger is put into play in Hall, as it instructs")
    assert trace.final_state["cards"]["Passenger"]["location"] == "Hall"


def test_a_player_card_put_into_play_at_a_location_is_not_modelled():
    """Only the encounter card being resolved is put into play at a location (under no one's control); a player
    card so put would need its controller's play area instead: said, not run."""
    card = _passenger("your-location")
    data = world(cards=[{**card, "controller": "Roland Banks", "abilities": [
        {"kind": "action", "effects": [{"effect": "put-into-play", "location": "your-location", "to": "Card A"}],
         "text": "[action]: Put Card A into play at your location."}]}],
        do=[{"who": "Roland Banks", "action": "activate", "card": "Passenger"}])
    trace = run(data)
    at(trace, "putting it into play at a location is not modelled")


def test_a_position_with_no_layout_is_said_not_modelled_rather_than_taken_for_none():
    """With no ``layout`` the engine cannot tell whether there is a location to your left: the fallback "(or at your
    location if you cannot)" is not taken as if there were none; the trace says the position is not modelled."""
    data = _drawn(_passenger("location-left", "your-location"), ["Hall", "West", "East"])
    trace = run(data)
    at(trace, "“location-left” is a position on the board")
    assert absent(trace, "Passenger is put into play in Hall")


def test_a_card_attached_to_either_the_agenda_or_the_act_is_attached_to_the_one_chosen():
    """[ahlcg/rr/attach-to] "If a card uses the phrase “attach to” it must be attached to (placed beneath and slightly
    overlapping) the specified card/game element." — "You must attach Light to either the current agenda or the
    current act": each is a game element it may be attached to; the player chooses the act, and it is attached to
    it (in play, at no location)."""
    light = {"name": "Light", "type": "treachery", "abilities": [
        {"kind": "revelation", "effects": [{"effect": "attach", "to": "one-of:current-agenda|current-act"}],
         "text": "Revelation – You must attach Light to either the current agenda or the current act."}]}
    data = _drawn(light, ["Hall", "Attic"], cards=[{"name": "Agenda 1a", "type": "agenda", "threshold": 9},
                                                    {"name": "Act 1a", "type": "act"}],
                  choices=[{"decision": "target", "ability": "Light", "choose": "Act 1a"}])
    trace = run(data)
    at(trace, "Light is attached to Act 1a")
    card = trace.final_state["cards"]["Light"]
    assert (card["zone"], card["attached_to"], card.get("location")) == ("play", "Act 1a", None)


def test_a_card_attached_to_an_enemy_the_same_sentence_spawns_is_attached_once_it_is_in_play():
    """[ahlcg/rr/attach-to] "If a card uses the phrase “attach to” it must be attached to (placed beneath and slightly
    overlapping) the specified card/game element." — "Discard cards from the top of the encounter deck until an enemy
    is discarded. Attach Smite to that enemy and spawn it at the location farthest from you": the enemy found is in
    the discard pile, so it is spawned first (the reading's order), then Smite is attached to it, in play."""
    smite = {"name": "Smite", "type": "treachery", "abilities": [{"kind": "revelation", "effects": [
        {"effect": "discard-top", "deck": "encounter", "find": {"type": "enemy"}},
        {"effect": "spawn", "card": "chosen", "to": "a-farthest-location"},
        {"effect": "attach", "to": "chosen"}], "text": "Revelation – … Attach Smite to that enemy and spawn it …"}]}
    data = _drawn(smite, ["Hall", "Attic"])
    data["encounter-deck"][1:1] = [{"name": "Quiet 3", "type": "treachery"},
                                   {"name": "Ghoul", "type": "enemy", "health": 3, "fight": 2, "evade": 2}]
    data["locations"] = [{"name": "Hall", "connections": ["Attic"]}, {"name": "Attic", "connections": ["Hall"]}]
    trace = run(data)
    k = at(trace, "Ghoul")
    assert k < at(trace, "Smite is attached to Ghoul", k)
    cards = trace.final_state["cards"]
    assert cards["Ghoul"]["location"] == "Attic" and cards["Smite"]["attached_to"] == "Ghoul"


def test_a_change_of_control_is_an_occurrence_abilities_may_trigger_on():
    """[ahlcg/rr/ownership-and-control] "Some abilities may cause cards to change control during a game." — the change
    is something that happens: an act's "When you take control of Stranger, …" is triggered by the Parley that takes
    control of it, and resolves before the card is placed in Roland's play area ('when')."""
    parley = {"kind": "action", "cost": {"actions": 1}, "designator": "parley", "effects": [{"effect": "take-control"}],
              "text": "[action]: Parley. Take control of Stranger."}
    act = {"name": "Act 1a", "type": "act", "abilities": [
        {"kind": "forced", "timing": "when", "trigger": {"event": "take-control", "who": "you", "what": "Stranger"},
         "effects": [{"effect": "gain-resources", "amount": 2}], "text": "When you take control of Stranger, …"}]}
    data = world(cards=[act, {"name": "Stranger", "type": "asset", "controller": None, "location": "Hall",
                              "abilities": [parley]}],
                 do=[{"who": "Roland Banks", "action": "activate", "card": "Stranger", "ability": 0}])
    trace = run(data)
    k = at(trace, "Act 1a [forced]")
    assert k < at(trace, "Roland Banks takes control of Stranger: it is placed in Roland Banks's play area", k)
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 7


def _society(controller: str | None, where: str = "Hall") -> dict[str, Any]:
    """Roland investigates Hall, whose shroud is -1 while an investigator at Hall controls Peabody; ``controller``
    controls him (Agnes at ``where``)."""
    data = world(cards=[{"name": "Peabody", "type": "asset", "controller": controller,
                         **({} if controller else {"location": "Hall"})}],
                 do=[{"who": "Roland Banks", "action": "investigate", "result": "success"}])
    data["investigators"][1]["location"] = where
    data["locations"][0]["abilities"] = [
        {"kind": "constant", "text": "While an investigator at this location controls Peabody, this location gets -1 "
                                     "shroud.",
         "applies-to": {"event": "skill-test-begins", "via": "investigate", "what": "self"}, "difficulty-modifier": -1,
         "condition": {"card": "Peabody", "state": "controlled-by-any", "at": "self"}}]
    return data


def test_a_card_controlled_by_an_investigator_at_a_location_is_at_that_location():
    """[ahlcg/rr/ownership-and-control] "A card in play and under his or her control." — a card an investigator
    controls is in his or her play area, so at his or her location: "While an investigator at this location controls
    Peabody" holds when Agnes, at Hall, controls him, and not when she is in the Attic, nor while no one controls
    him (though he is at Hall)."""
    at(run(_society("Agnes Baker")), "Constant abilities modify the value tested against: -1 (Hall)")
    assert absent(run(_society("Agnes Baker", "Attic")), "-1 (Hall)")
    assert absent(run(_society(None)), "-1 (Hall)")
