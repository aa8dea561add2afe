"""A lasting change to the cost of the next card played ("Reduce the cost of the next Item asset played by an
investigator at your location by 1", Charles Ross, Esq.) and a cost modifier on each other card in a hand ("increase
the cost of each other card in your hand by 1", Clasp of Black Onyx), each replayed from the rules' sentences on
costs, their modifiers and lasting effects."""

from __future__ import annotations

from typing import Any

from rulecases import absent, at, run, world

REDUCE = {"kind": "free", "cost": {"exhaust": True}, "text": "[free] Exhaust Charles Ross, Esq.: Reduce the cost of the "
          "next Item asset played by an investigator at your location by 1.",
          "effects": [{"effect": "lasting", "duration": "next-play", "cost-modifier": -1,
                       "applies-to": {"event": "play-card", "who": "investigator-at-your-location",
                                      "what": "item-asset"}}]}


def _asset(name: str, cost: int, *traits: str) -> dict[str, Any]:
    return {"name": name, "type": "asset", "cost": cost, "traits": list(traits)}


def _charles(plays: list[str], who: str = "Roland Banks", where: str = "Hall") -> dict[str, Any]:
    """Roland controls Charles Ross, Esq. and uses it; then ``who`` (at ``where``) plays ``plays`` in order."""
    charles = {"name": "Charles Ross, Esq.", "type": "asset", "controller": "Roland Banks", "owner": "Roland Banks",
               "abilities": [REDUCE]}
    data = world(cards=[charles], turn=who,
                 do=[{"who": "Roland Banks", "use": "Charles Ross, Esq."},
                     *({"who": who, "action": "play", "card": c} for c in plays)])
    person = next(i for i in data["investigators"] if i["name"] == who)
    person["location"], person["resources"] = where, 5
    person["hand"] = [_asset("Guard Dog", 2, "Ally"), _asset("Flashlight", 2, "Item"), _asset("Knife", 1, "Item")]
    return data


def test_a_lasting_cost_modifier_for_the_next_card_played_applies_to_that_play_only():
    """[ahlcg/rr/lasting-effects] "A lasting effect persists beyond the resolution of the ability that created it, for
    the duration specified by the effect." — "Reduce the cost of the next Item asset played …": the Flashlight (2) costs
    1; the Knife played after it costs its printed 1 (the effect expired once the Flashlight's cost was paid)."""
    trace = run(_charles(["Flashlight", "Knife"]))
    reduced = at(trace, "Step 1: cost modifiers apply (Roland Banks): 2 → 1 resources")
    assert at(trace, "Lasting effect expires (Flashlight was the next card it applied to)", reduced) > reduced
    knife = at(trace, "plays Knife")
    assert absent(trace, "1 → 0 resources")
    assert at(trace, "Step 2: costs paid simultaneously: 1 action, 1 resource", knife) > knife
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5 - 1 - 1


def test_a_cost_modifier_applies_only_to_the_cards_it_names():
    """[ahlcg/rr/appendix-i] "1. Apply any modifiers to the cost(s)." — the modifier names Item assets: the Guard Dog
    (an Ally) played first pays its printed 2, and the Flashlight after it is still the next Item asset (2 → 1)."""
    trace = run(_charles(["Guard Dog", "Flashlight"]))
    dog = at(trace, "plays Guard Dog")
    assert at(trace, "Step 2: costs paid simultaneously: 1 action, 2 resources", dog) > dog
    assert at(trace, "2 → 1 resources", dog) > dog
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5 - 2 - 1


def test_a_cost_modifier_on_cards_played_by_an_investigator_at_your_location():
    """[ahlcg/rr/appendix-i] "1. Apply any modifiers to the cost(s)." — "… played by an investigator at your location":
    on Agnes's turn, Roland's Charles reduces the Flashlight Agnes plays at his location; at another location she pays
    its printed 2."""
    here = run(_charles(["Flashlight"], who="Agnes Baker"))
    assert at(here, "2 → 1 resources")
    there = run(_charles(["Flashlight"], who="Agnes Baker", where="Attic"))
    assert absent(there, "cost modifiers apply")
    assert there.final_state["investigators"]["Agnes Baker"]["resources"] == 3


def _clasp() -> dict[str, Any]:
    """Roland holds Clasp of Black Onyx (its constant works from his hand) and plays a Flashlight, then the Clasp."""
    clasp = {"name": "Clasp of Black Onyx", "type": "asset", "cost": 1, "abilities": [
        {"kind": "constant", "text": "While Clasp of Black Onyx is in your hand, increase the cost of each other card "
                                     "in your hand by 1.",
         "applies-to": {"event": "play-card", "who": "you", "what": "other-card"}, "cost-modifier": 1,
         "condition": {"card": "self", "state": "in-your-hand"}}]}
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Flashlight"},
                     {"who": "Roland Banks", "action": "play", "card": "Clasp of Black Onyx"}])
    data["investigators"][0]["hand"] = [_asset("Flashlight", 2, "Item"), clasp]
    return data


def test_a_modifier_to_each_other_card_does_not_modify_its_own_card():
    """[ahlcg/rr/ability] "Card abilities only interact with the game if the card bearing the ability is in play,
    unless the ability (or rules for the cardtype) specifically references its use from an out-of-play area." — "increase
    the cost of each other card in your hand by 1": the Flashlight costs 3; the Clasp itself, played next, is no other
    card and costs its printed 1."""
    trace = run(_clasp())
    at(trace, "Step 1: cost modifiers apply (Clasp of Black Onyx): 2 → 3 resources")
    clasp = at(trace, "plays Clasp of Black Onyx")
    assert at(trace, "Step 2: costs paid simultaneously: 1 action, 1 resource", clasp) > clasp
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5 - 3 - 1


def _own_cost(cost: dict[str, Any], *others: str) -> dict[str, Any]:
    """Roland plays Blood Rite (an event, cost 1: "Gain 3 resources."), whose own additional cost to play it is
    ``cost``; ``others``: the other cards in his hand."""
    rite = {"name": "Blood Rite", "type": "event", "cost": 1, "effects": [{"effect": "gain-resources", "amount": 3}],
            "abilities": [{"kind": "constant", "text": "As an additional cost to play Blood Rite, …",
                           "applies-to": {"event": "play-card", "what": "self"}, "additional-cost": cost}]}
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Blood Rite"}])
    data["investigators"][0]["hand"] = [rite, *(_asset(name, 1) for name in others)]
    return data


def test_a_cards_own_additional_cost_to_play_it_is_paid_with_its_other_costs():
    """[ahlcg/faq/1-6] "Some cards add additional costs that must be paid in order to perform certain effects or
    actions …" — "As an additional cost to play Blood Rite, take 1 horror": the horror is paid at step 2 with the play
    action and the resource, before the event resolves (Appendix I: costs, then the effect)."""
    trace = run(_own_cost({"horror": 1}))
    note = at(trace, "Additional cost to play Blood Rite (Blood Rite): take 1 horror, paid with its other costs")
    paid = at(trace, "Step 2: costs paid simultaneously: 1 action, take 1 horror, 1 resource", note)
    assert at(trace, "1 horror on Roland Banks", paid) < at(trace, "Blood Rite commences being played", paid)
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert roland["horror"] == 1 and roland["resources"] == 5 - 1 + 3


def test_an_additional_cost_that_cannot_be_paid_keeps_the_card_from_being_played():
    """[ahlcg/rr/appendix-i] "2. Pay the cost(s). If this step is reached and the cost(s) cannot be paid, abort this
    process without paying any costs." —
    "As an additional cost to play Blood Rite, discard a card from your hand": with no other card in hand, Blood Rite
    is not played (the card itself is not one it may discard); with a Knife beside it, the Knife is discarded."""
    alone = run(_own_cost({"discard-hand": 1}))
    assert absent(alone, "Blood Rite commences being played")
    assert "Blood Rite" in alone.final_state["investigators"]["Roland Banks"]["hand"]
    paid = run(_own_cost({"discard-hand": 1}, "Knife"))
    assert at(paid, "discards Knife from hand to pay Blood Rite's cost") < at(paid, "Blood Rite commences being played")


def test_a_next_play_modifier_bounded_by_the_turn_expires_at_its_end_unused():
    """[ahlcg/rr/lasting-effects] "A lasting effect expires as soon as the timing point specified by its duration is
    reached." — "Reduce the cost of the next Item asset you play this turn by 1", no Item asset played: it expires at
    the end of Roland's turn."""
    data = _charles([])
    data["cards"][0]["abilities"][0]["effects"][0]["duration"] = "next-play-this-turn"
    data["do"].append({"who": "Roland Banks", "end-turn": True})
    trace = run(data)
    made = at(trace, "Lasting effect on Roland Banks (for the next card played this turn)")
    assert at(trace, "Lasting effect expires as the turn ends: Charles Ross, Esq.", made) > made


def test_a_fast_event_whose_additional_cost_cannot_be_paid_is_not_played_at_its_timing_point():
    """[ahlcg/rr/appendix-i] "If it is established that the cost (taking modifiers into account) can be paid, proceed
    with the remaining steps of this sequence." — Quick Wits (fast, cost 0,
    "After Roland gains resources") costs Agnes 1 clue more to play: with no clue she does not play it; with one, she
    plays it after Roland gains his resource."""
    quick = {"name": "Quick Wits", "type": "event", "cost": 0, "keywords": ["fast"],
             "effects": [{"effect": "draw", "amount": 1}],
             "play-when": {"timing": "after", "trigger": {"event": "gain-resources", "who": "Roland Banks"}},
             "abilities": [{"kind": "constant", "text": "As an additional cost to play Quick Wits, spend 1 clue.",
                            "applies-to": {"event": "play-card", "what": "self"}, "additional-cost": {"clues": 1}}]}
    data = world(do=[{"who": "Roland Banks", "action": "resource"}])
    data["investigators"][1]["hand"] = [quick]
    assert absent(run(data), "Agnes Baker plays Quick Wits")
    data["investigators"][1]["clues"] = 1
    trace = run(data)
    assert at(trace, "Roland Banks gains 1 resource") < at(trace, "Agnes Baker plays Quick Wits")
    assert trace.final_state["investigators"]["Agnes Baker"]["clues"] == 0


def _volto(*plays: str) -> dict[str, Any]:
    """Roland's Gilded Volto: "Treat the next asset you play this turn as if it has fast"; then he plays ``plays``
    (each a play action as the situation gives it)."""
    volto = {"name": "Gilded Volto", "type": "asset", "controller": "Roland Banks", "owner": "Roland Banks",
             "abilities": [{"kind": "free", "text": "Treat the next asset you play this turn as if it has fast.",
                            "effects": [{"effect": "lasting", "duration": "next-play-this-turn", "gains": ["fast"],
                                         "applies-to": {"event": "play-card", "who": "you", "what": "asset"}}]}]}
    data = world(cards=[volto], do=[{"who": "Roland Banks", "use": "Gilded Volto"},
                                    *({"who": "Roland Banks", "action": "play", "card": c} for c in plays)])
    data["investigators"][0]["hand"] = [_asset("Flashlight", 2, "Item"), _asset("Knife", 1, "Item")]
    return data


def test_the_next_card_played_as_if_it_had_fast_costs_no_action_and_only_that_one():
    """[ahlcg/rr/fast] "A fast card does not cost an action to be played and is not played using the “Play” action."
    — "Treat the next asset you play this turn as if it has fast": the Flashlight is played without an action; the
    Knife after it is played with one (the lasting effect expired with the Flashlight's play)."""
    trace = run(_volto("Flashlight", "Knife"))
    flashlight = at(trace, "Flashlight is played as if it had fast")
    assert at(trace, "Step 2: costs paid simultaneously: 2 resources", flashlight) > flashlight
    assert at(trace, "Lasting effect expires (Flashlight was the next card it applied to)", flashlight) > flashlight
    knife = at(trace, "plays Knife")
    assert at(trace, "Step 2: costs paid simultaneously: 1 action, 1 resource", knife) > knife
    assert trace.final_state["investigators"]["Roland Banks"]["actions"] == 3 - 1
