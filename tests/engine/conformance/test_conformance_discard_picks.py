"""The cards a discard or a shuffle picks — in a threat area, of traits joined by "or", "up to" N from a hand, each
non-weakness card of a hand — each replayed by a minimal situation composed from the rule's own sentence."""

from __future__ import annotations

from rulecases import absent, at, run, world


def _event(name, effects):
    return {"name": name, "type": "event", "cost": 0, "effects": effects}


def _play(effects, hand=(), **top):
    """Roland plays an event with ``effects``; ``hand`` the other cards in his hand, in order."""
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Trick"}], **top)
    data["investigators"][0]["hand"] = [_event("Trick", effects), *hand]
    return data


def _treachery(name, who="Roland Banks", traits=()):
    return {"name": name, "type": "treachery", "threat-area": who, "traits": list(traits)}


def test_discarding_all_cards_in_your_threat_area_discards_each_card_there_engaged_enemies_too():
    """[ahlcg/rr/threat-area] "An investigator’s threat area is a play area in which encounter cards currently engaged
    with and/or affecting an investigator are placed." [ahlcg/rr/discard-piles] "Any time a card is discarded, it is
    placed faceup on top of its owner’s discard pile. Encounter cards are owned by the encounter deck." — "Discard all
    cards in your threat area": Roland's two treacheries and the Ghoul engaged with him; not Agnes's treachery."""
    data = _play([{"effect": "discard", "to": "each-card-in-your-threat-area"}],
                 cards=[_treachery("Haunted"), _treachery("Paranoia"), _treachery("Amnesia", "Agnes Baker"),
                        {"name": "Ghoul", "type": "enemy", "engaged": "Roland Banks", "health": 3}])
    trace = run(data)
    cards = trace.final_state["cards"]
    assert [cards[c]["zone"] for c in ("Haunted", "Paranoia", "Ghoul")] == ["encounter-discard"] * 3
    assert cards["Amnesia"]["zone"] == "play"
    assert at(trace, "discard Haunted") < at(trace, "discard Paranoia") < at(trace, "discard Ghoul")


def test_a_card_of_a_trait_in_your_threat_area_is_one_chosen_that_meets_the_requirement():
    """[ahlcg/rr/target] "The player resolving the ability must choose a game element (usually a card) that meets the
    targeting requirements of the ability." — "Discard a Terror card from your threat area": one of the two Terror
    treacheries, the one chosen; the other treachery is no Terror card."""
    data = _play([{"effect": "discard", "to": "a-terror-card-in-your-threat-area"}],
                 cards=[_treachery("Haunted"), _treachery("Dread", traits=["Terror"]),
                        _treachery("Frozen in Fear", traits=["Terror"])],
                 choices=[{"decision": "target", "ability": "Trick", "choose": "Frozen in Fear"}])
    trace = run(data)
    cards = trace.final_state["cards"]
    assert cards["Frozen in Fear"]["zone"] == "encounter-discard"
    assert cards["Dread"]["zone"] == "play" and cards["Haunted"]["zone"] == "play"
    assert "could also choose: Dread" in trace.steps[at(trace, "chooses Frozen in Fear")].text


def test_traits_joined_by_or_pick_one_card_you_control_of_either_trait():
    """[ahlcg/rr/ownership-and-control] "Cards by default enter play under their owner’s control." [ahlcg/rr/target]
    "The player resolving the ability must choose a game element (usually a card) that meets the targeting
    requirements of the ability." — "discard an Item or Ally asset you control": the Item and the Ally are the
    options; the Talent asset and Agnes's Ally are not."""
    def asset(name, trait, who="Roland Banks"):
        return {"name": name, "type": "asset", "controller": who, "owner": who, "traits": [trait]}
    data = _play([{"effect": "discard", "to": "one-of:an-item-asset-you-control|an-ally-asset-you-control"}],
                 cards=[asset("Knife", "Item"), asset("Guard Dog", "Ally"), asset("Lucky", "Talent"),
                        asset("Leo", "Ally", "Agnes Baker")],
                 choices=[{"decision": "target", "ability": "Trick", "choose": "Guard Dog"}])
    trace = run(data)
    step = trace.steps[at(trace, "chooses Guard Dog")].text
    assert "could also choose: Knife)" in step
    assert trace.final_state["investigators"]["Roland Banks"]["discard"] == ["Guard Dog", "Trick"]
    assert trace.final_state["cards"]["Knife"]["zone"] == "play"


def test_discarding_up_to_n_cards_from_a_hand_discards_the_amount_chosen_and_never_a_weakness_by_choice():
    """[ahlcg/rr/weakness] "- A player may not optionally choose to discard a weakness card from hand, unless a card
    explicitly specifies otherwise." — "Discard up to 3 cards from your hand", 2 chosen: two of the non-weakness
    cards; the weakness stays in hand."""
    debt = {"name": "Debt", "type": "treachery", "weakness": True}
    data = _play([{"effect": "up-to", "effects": [{"effect": "discard-from-hand", "amount": 3}]}],
                 hand=[debt, "Card X", "Card Y", "Card Z"],
                 choices=[{"decision": "amount", "ability": "Trick", "amount": 2}])
    trace = run(data)
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert roland["hand"] == ["Debt", "Card Z"]
    assert at(trace, "is up to 3: chooses 2") < at(trace, "Debt: a weakness may not be chosen to be discarded") \
        < at(trace, "Roland Banks discards Card X, Card Y from hand")


def test_shuffling_each_non_weakness_card_of_your_hand_into_your_deck_leaves_the_weaknesses_in_hand():
    """[ahlcg/rr/weakness] "- A player may not optionally choose to discard a weakness card from hand, unless a card
    explicitly specifies otherwise." (a weakness is a card's kind, no trait) — "shuffle all non-weakness cards from your hand into your deck": Card X and Card Y go into his deck, Debt stays."""
    debt = {"name": "Debt", "type": "treachery", "weakness": True}
    data = _play([{"effect": "shuffle-into", "to": "each-non-weakness-card-in-your-hand"}],
                 hand=["Card X", debt, "Card Y"])
    trace = run(data)
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert roland["hand"] == ["Debt"]
    assert at(trace, "Card X is shuffled into Roland Banks's deck") < at(trace, "Card Y is shuffled into Roland Banks's deck")


def test_several_cards_are_shuffled_into_an_empty_deck_only_a_single_card_cannot_be():
    """[ahlcg/faq/1-13] "A single card cannot be shuffled into an empty player deck or encounter deck via card
    effect." — "shuffle each weakness in your discard pile into your deck" with an empty deck: the two weaknesses are
    several cards, shuffled in; the other card stays on the pile."""
    data = _play([{"effect": "shuffle-into", "to": "each-weakness-card-in-your-discard-pile"}])
    roland = data["investigators"][0]
    roland["deck"] = []
    roland["discard"] = [{"name": "Debt", "type": "treachery", "weakness": True}, "Card X",
                         {"name": "Amnesia", "type": "treachery", "weakness": True}]
    trace = run(data)
    final = trace.final_state["investigators"]["Roland Banks"]
    assert at(trace, "Debt is shuffled into Roland Banks's deck") < at(trace, "Amnesia is shuffled into Roland Banks's deck")
    assert final["discard"] == ["Card X", "Trick"]
    assert absent(trace, "cannot be shuffled into")


def test_each_investigator_shuffles_the_weaknesses_of_his_or_her_own_discard_pile():
    """[ahlcg/rr/discard-piles] "- Each investigator has his or her own discard pile, and the encounter deck has its
    own discard pile." — "Each investigator at an Altered location shuffles each weakness in his or her discard pile
    into his or her deck": Roland (in the Altered Hall) his own Debt; Agnes, in the Attic, keeps hers."""
    def pile():
        return [{"name": f"Debt {k}", "type": "treachery", "weakness": True} for k in ("R", "A")]
    data = world(do=[{"who": "Roland Banks", "action": "activate", "card": "Rite"}],
                 cards=[{"name": "Rite", "type": "asset", "controller": "Roland Banks", "owner": "Roland Banks",
                         "abilities": [{"kind": "action", "effects": [
                             {"effect": "sequence", "who": "each-investigator-at:each-altered-location", "effects": [
                                 {"effect": "shuffle-into", "to": "each-weakness-card-in-your-discard-pile"}]}]}]}])
    data["locations"][0]["traits"] = ["Altered"]
    data["investigators"][0]["discard"] = [pile()[0], "Card X"]
    data["investigators"][1]["location"] = "Attic"
    data["investigators"][1]["discard"] = [pile()[1]]
    trace = run(data)
    final = trace.final_state["investigators"]
    assert final["Roland Banks"]["discard"] == ["Card X"] and final["Agnes Baker"]["discard"] == ["Debt A"]
    assert at(trace, "Debt R is shuffled into Roland Banks's deck") > 0


def test_each_criminal_enemy_at_an_abomination_enemys_location_is_discarded_and_no_other():
    """[ahlcg/rr/discard-piles] "Any time a card is discarded, it is placed faceup on top of its owner’s discard pile.
    Encounter cards are owned by the encounter deck." — "Discard each Criminal enemy in the same location as an
    Abomination enemy": the Criminal in the Hall, where the Abomination is; not the Criminal in the Attic, nor the
    Abomination itself."""
    def foe(name, where, trait):
        return {"name": name, "type": "enemy", "location": where, "health": 3, "traits": [trait], "exhausted": True}
    data = world(do=[{"who": "Roland Banks", "action": "activate", "card": "Raid"}],
                 cards=[foe("Thug", "Hall", "Criminal"), foe("Fence", "Attic", "Criminal"),
                        foe("Horror", "Hall", "Abomination"),
                        {"name": "Raid", "type": "asset", "controller": "Roland Banks", "owner": "Roland Banks",
                         "abilities": [{"kind": "action", "effects": [
                             {"effect": "discard",
                              "to": "each-criminal-enemy-at:location-of:each-abomination-enemy-in-play"}]}]}])
    trace = run(data)
    cards = trace.final_state["cards"]
    assert "Thug" in trace.final_state["encounter_discard"]
    assert cards["Fence"]["zone"] == "play" and cards["Horror"]["zone"] == "play"


def test_the_threat_area_of_the_investigator_chosen_is_his_or_her_own():
    """[ahlcg/rr/threat-area] "An investigator’s threat area is a play area in which encounter cards currently engaged
    with and/or affecting an investigator are placed." — "Choose an investigator at your location. That investigator
    … discards a Terror card from his or her threat area": Agnes chosen, her Terror treachery is discarded, not
    Roland's."""
    data = world(do=[{"who": "Roland Banks", "action": "activate", "card": "Reason"}],
                 choices=[{"decision": "target", "ability": "Reason", "choose": "Agnes Baker"}],
                 cards=[_treachery("Dread", traits=["Terror"]), _treachery("Fright", "Agnes Baker", ["Terror"]),
                        {"name": "Reason", "type": "asset", "controller": "Roland Banks", "owner": "Roland Banks",
                         "abilities": [{"kind": "action", "effects": [
                             {"effect": "choose", "to": "an-investigator-at-your-location"},
                             {"effect": "sequence", "who": "chosen", "effects": [
                                 {"effect": "discard", "to": "a-terror-card-in-your-threat-area"}]}]}]}])
    trace = run(data)
    cards = trace.final_state["cards"]
    assert "Fright" in trace.final_state["encounter_discard"] and cards["Dread"]["zone"] == "play"


def test_then_an_equal_number_of_cards_is_as_many_as_were_shuffled_into_the_deck():
    """[ahlcg/rr/then] "If the effect of an ability includes the word “then,” the text preceding the word “then” must
    be successfully resolved in full before the remainder of the effect described after the word “then” can be
    resolved." — "shuffle all non-weakness cards from your hand into your deck, then draw an equal number of cards":
    two shuffled in, two drawn (the weakness stays in hand)."""
    debt = {"name": "Debt", "type": "treachery", "weakness": True}
    data = _play([{"effect": "shuffle-into", "to": "each-non-weakness-card-in-your-hand"},
                  {"effect": "for-each", "count": "that-many", "then": True, "effects": [{"effect": "draw", "amount": 1}]}],
                 hand=["Card X", debt, "Card Y"])
    trace = run(data)
    assert trace.final_state["investigators"]["Roland Banks"]["hand"] == ["Debt", "Card A", "Card B"]
    assert at(trace, "Card Y is shuffled into") < at(trace, "For each (2 (card shuffled just before))") \
        < at(trace, "Roland Banks draws: Card A, Card B")
