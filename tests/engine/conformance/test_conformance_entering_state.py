"""A card that enters play in a state its text gives (Enters Play): "Emergent Monstrosity enters play exhausted".
Each test replays a minimal situation and quotes the sentence it shows (``python -m kb.tools.conformance_coverage``)."""

from __future__ import annotations

from rulecases import absent, at, gain, reaction, run, verdicts, world

#: "After a card is exhausted": what an exhausting would trigger.
AFTER_EXHAUST = reaction("after", {"event": "exhaust", "what": "any"}, gain(), "After a card is exhausted: gain 1 "
                         "resource. (hypothetical)")


def _play_exhausted() -> dict:
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Sentry"}])
    data["investigators"][0]["hand"] = [{"name": "Sentry", "type": "asset", "cost": 1, "enters-play": {"exhausted": True}}]
    data["investigators"][0]["abilities"] = [AFTER_EXHAUST]
    return data


def test_a_card_its_text_has_enter_play_exhausted_enters_in_that_state():
    """[ahlcg/rr/enters-play] "- If an ability (either on the card itself or from another card) causes a card to enter
    play in a state different from that specified by the rules, there is no transition to that state." — Sentry's own
    text has it enter play exhausted: it is exhausted as it enters, in the step it enters play."""
    trace = run(_play_exhausted())
    played = at(trace, "Step 4: Sentry is played")
    assert played < at(trace, "Sentry enters play exhausted, as its text says")
    assert trace.final_state["cards"]["Sentry"]["exhausted"] is True


def test_entering_play_exhausted_is_not_being_exhausted():
    """[ahlcg/rr/enters-play] "It merely enters play in that state." — no card is exhausted: an "after a card is
    exhausted" reaction has no triggering condition to respond to."""
    trace = run(_play_exhausted())
    at(trace, "there is no transition to it: nothing is exhausted or placed")
    assert absent(trace, "After a card is exhausted: gain 1 resource")
    assert not any(v == "offered" for v, _ in verdicts(trace, "Roland Banks"))
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 4  # 5 less Sentry's cost, no gain


def test_an_enemy_that_enters_play_exhausted_spawns_exhausted_and_does_not_engage():
    """[ahlcg/rr/enters-play] "It merely enters play in that state." — an enemy that enters play exhausted spawns at
    its location exhausted, so it does not engage the investigator there (only ready enemies engage)."""
    monstrosity = {"name": "Emergent Monstrosity", "type": "enemy", "health": 4, "spawn": "Attic",
                   "enters-play": {"exhausted": True}}
    data = world(**{"encounter-deck": [monstrosity]})
    data["investigators"][0]["location"] = "Attic"
    data["investigators"][0]["abilities"] = [
        {"kind": "action", "text": "Draw the top card of the encounter deck. (hypothetical)",
         "effects": [{"effect": "draw-encounter-card"}]}]
    data["do"] = [{"who": "Roland Banks", "action": "activate", "card": "Roland Banks"}]
    trace = run(data)
    at(trace, "Emergent Monstrosity enters play exhausted")
    card = trace.final_state["cards"]["Emergent Monstrosity"]
    assert card["exhausted"] is True and card.get("engaged") in (None, "")


def test_a_card_entering_play_with_tokens_on_it_has_them_none_placed():
    """[ahlcg/rr/enters-play] "It merely enters play in that state." — an enemy whose text has it enter play with 2
    doom on it is in play with them, but no doom was placed: "after doom is placed" has nothing to respond to."""
    cultist = {"name": "Zealot", "type": "enemy", "health": 2, "spawn": "Attic", "enters-play": {"doom": 2}}
    data = world(**{"encounter-deck": [cultist]})
    data["investigators"][0]["abilities"] = [
        {"kind": "action", "text": "Draw the top card of the encounter deck. (hypothetical)",
         "effects": [{"effect": "draw-encounter-card"}]},
        reaction("after", {"event": "place-doom"}, gain(), "After doom is placed: gain 1 resource. (hypothetical)")]
    data["do"] = [{"who": "Roland Banks", "action": "activate", "card": "Roland Banks"}]
    trace = run(data)
    at(trace, "Zealot enters play with 2 doom on it, as its text says")
    assert trace.final_state["cards"]["Zealot"]["doom"] == 2
    assert absent(trace, "After doom is placed: gain 1 resource")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5


def test_an_effect_that_puts_a_card_into_play_with_tokens_places_none():
    """[ahlcg/rr/enters-play] "- If an ability (either on the card itself or from another card) causes a card to enter
    play in a state different from that specified by the rules, there is no transition to that state." — "Put Cover
    Up into play in your threat area, with 3 clues on it": it is in play with them, but no clue was placed, so "after
    clues are placed" has nothing to respond to."""
    cover = {"name": "Cover Up", "type": "treachery", "abilities": [
        {"kind": "revelation", "text": "Revelation – Put Cover Up into play in your threat area, with 3 clues on it.",
         "effects": [{"effect": "put-into-play", "to": "self", "zone": "threat-area", "enters-play": {"clues": 3}}]}]}
    data = world(**{"encounter-deck": [cover]})
    data["investigators"][0]["abilities"] = [
        {"kind": "action", "text": "Draw the top card of the encounter deck. (hypothetical)",
         "effects": [{"effect": "draw-encounter-card"}]},
        reaction("after", {"event": "place-clues"}, gain(), "After clues are placed: gain 1 resource. (hypothetical)")]
    data["do"] = [{"who": "Roland Banks", "action": "activate", "card": "Roland Banks"}]
    trace = run(data)
    assert at(trace, "Cover Up is put into play in Roland Banks's threat area") < at(
        trace, "Cover Up enters play with 3 clues on it, as its revelation says")
    assert trace.final_state["cards"]["Cover Up"]["clues"] == 3
    assert absent(trace, "After clues are placed: gain 1 resource")
