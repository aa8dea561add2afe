"""An instruction to each investigator in turn, with his or her own things (a ``sequence`` with a ``who``): resolved
once for each investigator the selector picks, in player order, that investigator being "you" of his or her part —
each replayed by a minimal situation composed from the rules' sentences."""

from __future__ import annotations

from typing import Any

from rulecases import at, run, world

_TAKE = [{"effect": "sequence", "who": "each-investigator", "effects": [
    {"effect": "for-each", "count": "card-in-your-hand", "effects": [{"effect": "deal-damage", "amount": 1, "to": "you"}]}]}]
_DISCARD = [{"effect": "sequence", "who": "each-investigator", "effects": [{"effect": "discard", "to": "an-asset-you-control"}]}]


def _whistle(effects: list[dict[str, Any]], text: str) -> dict[str, Any]:
    """Roland's asset whose action gives an instruction to each investigator."""
    return {"name": "Whistle", "type": "asset", "controller": "Roland Banks", "owner": "Roland Banks", "abilities": [
        {"kind": "action", "effects": effects, "text": text}]}


def _activated(effects: list[dict[str, Any]], text: str, *cards: dict[str, Any], **top: Any) -> dict[str, Any]:
    return world(cards=[_whistle(effects, text), *cards], do=[{"who": "Roland Banks", "action": "activate",
                                                             "card": "Whistle"}], **top)


def _hands(data: dict[str, Any]) -> dict[str, Any]:
    """Roland holds 2 cards, Agnes 1."""
    data["investigators"][0]["hand"] = [{"name": "Flashlight", "type": "asset", "cost": 2},
                                        {"name": "Knife", "type": "asset", "cost": 1}]
    data["investigators"][1]["hand"] = [{"name": "Shrivelling", "type": "asset", "cost": 3}]
    return data


def test_each_investigator_resolves_his_or_her_part_in_player_order_from_the_lead():
    """[ahlcg/rr/in-player-order] "If the players are instructed to perform a sequence “in player order,” the lead
    investigator performs his or her part of the sequence first, followed by the other players in clockwise order."
    — "Each investigator takes 1 damage for each card in his or her hand", Agnes the lead: her part first, then
    Roland's, though Roland resolves the card."""
    trace = run(_hands(_activated(_TAKE, "Each investigator takes 1 damage for each card in his or her hand.",
                                  lead="Agnes Baker")))
    agnes = at(trace, "Agnes Baker resolves his or her part of")
    roland = at(trace, "Roland Banks resolves his or her part of")
    assert agnes < at(trace, "1 damage on Agnes Baker") < roland < at(trace, "2 damage on Roland Banks")
    assert "ahlcg/rr/in-player-order" in trace.steps[agnes].rules


def test_his_or_her_hand_is_each_investigators_own_hand():
    """[ahlcg/rr/you-your] "A Revelation ability that references “you” or “your” refers to the investigator who drew
    the card and is resolving the ability." — within each investigator's part "his or her hand" is his or her own:
    Roland (2 cards) takes 2 damage, Agnes (1 card) 1, not each the count of the resolving investigator's hand."""
    trace = run(_hands(_activated(_TAKE, "Each investigator takes 1 damage for each card in his or her hand.")))
    investigators = trace.final_state["investigators"]
    assert (investigators["Roland Banks"]["damage"], investigators["Agnes Baker"]["damage"]) == (2, 1)
    assert at(trace, "Roland Banks resolves") < at(trace, "Agnes Baker resolves")  # Roland is the lead here


def test_an_asset_he_or_she_controls_is_chosen_among_that_investigators_own():
    """[ahlcg/rr/you-your] "An ability on a card in play referencing “you” or “your” refers to the investigator who
    controls, is engaged with, or is currently interacting with the card." — "Each investigator must discard an
    asset he or she controls": Roland discards his Whistle, Agnes her Lamp (not a second of Roland's)."""
    lamp = {"name": "Lamp", "type": "asset", "controller": "Agnes Baker", "owner": "Agnes Baker"}
    trace = run(_activated(_DISCARD, "Each investigator must discard an asset he or she controls.", lamp))
    assert at(trace, "Whistle is discarded: placed on Roland Banks's discard pile") \
        < at(trace, "Lamp is discarded: placed on Agnes Baker's discard pile")


def test_an_investigator_the_subject_does_not_pick_has_no_part():
    """[ahlcg/rr/in-player-order] "the lead investigator performs his or her part of the sequence first" — "Each
    investigator at your location …": Agnes in the Attic has no part; Roland's is resolved alone."""
    effects = [{**_TAKE[0], "who": "each-investigator-at-your-location"}]
    data = _hands(_activated(effects, "Each investigator at your location takes 1 damage for each card in his or her "
                                      "hand."))
    data["investigators"][1]["location"] = "Attic"
    trace = run(data)
    assert not any("Agnes Baker resolves" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Agnes Baker"]["damage"] == 0
    assert trace.final_state["investigators"]["Roland Banks"]["damage"] == 2


def _free(data: dict[str, Any]) -> dict[str, Any]:
    """Roland uses a free ability of his own: "Each investigator must discard an asset he or she controls"."""
    data["investigators"][0]["abilities"] = [{"kind": "free", "effects": _DISCARD, "text": "Each investigator must "
                                              "discard an asset he or she controls."}]
    data["do"] = [{"who": "Roland Banks", "use": "Roland Banks"}]
    return data


def test_a_part_that_could_change_nothing_for_anyone_does_not_initiate():
    """[ahlcg/rr/appendix-i] "(This includes verifying that the resolution of the effect has the potential to change
    the game state.)" — no one controls an asset: no one's part could change the state, so the ability is not
    initiated; with Agnes's Lamp in play her part could, and it is."""
    trace = run(_free(world()))
    at(trace, "has no potential to change the game state")
    trace = run(_free(world(cards=[{"name": "Lamp", "type": "asset", "controller": "Agnes Baker",
                                    "owner": "Agnes Baker"}])))
    at(trace, "Lamp is discarded: placed on Agnes Baker's discard pile")


def test_each_investigator_the_count_after_the_noun_keeps_has_his_or_her_part():
    """[ahlcg/rr/in-player-order] "the lead investigator performs his or her part of the sequence first, followed by
    the other players in clockwise order." — Broken Rails: "Each investigator at your location with 4 or more damage
    must also discard an asset he or she controls": Roland (5 damage) and Agnes (4) each discard one of their own;
    the count narrows the investigators, it does not make one of them."""
    effects = [{**_DISCARD[0], "who": "with-at-least:4-damage:each-investigator-at-your-location"}]
    lamp = {"name": "Lamp", "type": "asset", "controller": "Agnes Baker", "owner": "Agnes Baker"}
    data = _activated(effects, "Each investigator at your location with 4 or more damage must also discard an asset "
                               "he or she controls.", lamp)
    data["investigators"][0]["damage"], data["investigators"][1]["damage"] = 5, 4
    trace = run(data)
    assert at(trace, "Whistle is discarded") < at(trace, "Lamp is discarded")
    data["investigators"][1]["damage"] = 3
    assert not any("Lamp is discarded" in s.text for s in run(data).steps)
