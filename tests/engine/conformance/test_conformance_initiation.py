"""Playing a card and initiating an ability (Appendix I), costs, actions, events, fast cards, "may", and resolving as
much of an effect as possible, each replayed from the sentence that rules it.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, gain, reaction, run, world


def _roland(trace):
    return trace.final_state["investigators"]["Roland Banks"]


def _with_hand(data, *cards, who=0):
    data["investigators"][who]["hand"] = list(cards)
    return data


def _event(name="Windfall", cost=0, effects=None, **more):
    return {"name": name, "type": "event", "cost": cost,
            "effects": effects if effects is not None else [{"effect": "gain-resources", "amount": 2}], **more}


def test_a_play_checks_its_restrictions_and_cost_then_pays_then_the_card_is_played():
    """[ahlcg/rr/appendix-i] "When a player wishes to initiate a triggered ability or play a card, that player first
    declares his or her intent." "- Check play restrictions: determine if the card can be played, or if the ability can
    be initiated, at this time." "1. Apply any modifiers to the cost(s)." "2. Pay the cost(s)." "3. The card commences
    being played, or the effects of the ability attempt to initiate." "4. The effects of the ability (if not canceled in
    step 3) complete their initiation, and resolve." "The card is regarded as played (and placed in play, or in its
    owner’s discard pile if it’s an event), and the ability is considered resolved simultaneously with the completion
    of this step." [ahlcg/rr/costs] "A card’s resource cost is the numerical value that must be paid (in resources) to
    play the card from hand." "To pay a resource cost, an investigator takes the specified number of resources from
    his or her resource pool and places them in the token pool." [ahlcg/rr/play-action] "When an investigator takes
    this action, that investigator selects an asset or event card in his or her hand, pays its resource cost, and
    plays it (see “Play” on page 16)." [ahlcg/rr/appendix-i] "There are two preliminary confirmations that must be
    made before the process of initiating an ability or playing a card may begin." "Once each of the above
    confirmations has been made, follow these steps, in order:" [ahlcg/rr/2-2-1] "- Play an asset or event card from
    your hand." [ahlcg/rr/costs] "- If multiple costs for a single card or ability require payment, those costs must be
    paid simultaneously." [ahlcg/rr/resources] "- In order to play a card or use an ability that costs resources, an
    investigator must pay that card or ability’s resource cost by taking the specified number of resources from his or
    her resource pool ..." """
    data = _with_hand(world(do=[{"who": "Roland Banks", "action": "play", "card": "Windfall"}]), _event(cost=2))
    trace = run(data)
    declared = at(trace, "Initiation sequence: Roland Banks plays Windfall")
    paid = at(trace, "costs paid simultaneously: 1 action, 2 resources")
    commences = at(trace, "Step 3: Windfall commences being played")
    resolves = at(trace, "Step 4: Windfall's effects resolve")
    discarded = at(trace, "Windfall: placed in its owner's discard pile")
    assert declared < paid < commences < resolves < discarded
    assert _roland(trace)["resources"] == 5 and _roland(trace)["discard"] == ["Windfall"]


def test_a_cost_that_cannot_be_paid_aborts_the_play_and_nothing_is_paid():
    """[ahlcg/rr/appendix-i] "- Determine the cost (or costs, if multiple costs are required) to play the card or
    initiate the ability." "If it is established that the cost (taking modifiers into account) can be paid, proceed
    with the remaining steps of this sequence." "If this step is reached and the cost(s) cannot be paid, abort this
    process without paying any costs." """
    data = _with_hand(world(do=[{"who": "Roland Banks", "action": "play", "card": "Big Gun"}]),
                      {"name": "Big Gun", "type": "asset", "cost": 9})
    trace = run(data)
    at(trace, "the cost cannot be paid, so the process is aborted without paying any cost")
    assert _roland(trace)["resources"] == 5 and _roland(trace)["actions"] == 3
    assert _roland(trace)["hand"] == ["Big Gun"]


def test_an_event_that_could_not_change_the_game_state_cannot_be_played():
    """[ahlcg/rr/event-cards] "- An event card cannot be played unless the resolution of its effect has the potential
    to change the game state." [ahlcg/rr/appendix-i] "(This includes verifying that the resolution of the effect has
    the potential to change the game state." "If the play restrictions are not met, abort this process."
    [ahlcg/rr/costs] "- An ability cannot initiate—and therefore its costs cannot be paid—if the resolution of its
    effect will not change the game state." — no clue where Roland is: the event that discovers one is not played,
    and its cost stays unpaid."""
    data = _with_hand(world(do=[{"who": "Roland Banks", "action": "play", "card": "Lucky Find"}]),
                      _event("Lucky Find", cost=1, effects=[{"effect": "discover-clues", "amount": 1}]))
    data["locations"][0]["clues"] = 0
    trace = run(data)
    assert absent(trace, "Lucky Find commences being played")
    assert _roland(trace)["resources"] == 5 and _roland(trace)["hand"] == ["Lucky Find"]


def test_attacks_of_opportunity_come_after_the_costs_are_paid_and_before_the_card_is_played():
    """[ahlcg/rr/appendix-i] "- Upon completion of this step, attacks of opportunity, if applicable, resolve."
    [ahlcg/rr/action] "When performing an action, all costs of the action are first paid." "Then, the consequences of
    the action resolve." """
    ghoul = {"name": "Ghoul", "type": "enemy", "engaged": "Roland Banks", "health": 3, "attack": {"damage": 1}}
    data = _with_hand(world(cards=[ghoul], do=[{"who": "Roland Banks", "action": "play", "card": "Windfall"}]),
                      _event(cost=1))
    trace = run(data)
    paid = at(trace, "costs paid simultaneously")
    aoo = at(trace, "Ghoul makes an attack of opportunity")
    commences = at(trace, "Windfall commences being played")
    assert paid < aoo < commences


def test_the_ability_resolves_in_full_even_when_its_card_leaves_play_during_it():
    """[ahlcg/rr/appendix-i] "- If the ability being initiated is on an in-play card, the sequence does not stop from
    completing if that card leaves play during the sequence." """
    flare = {"name": "Flare", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "free", "text": "[free]: Discard Flare. Gain 2 resources and draw 1 card.",
         "effects": [{"effect": "discard", "to": "self"}, {"effect": "gain-resources", "amount": 2},
                     {"effect": "draw", "amount": 1}]}]}
    trace = run(world(cards=[flare], do=[{"who": "Roland Banks", "use": "Flare"}]))
    assert at(trace, "Flare is discarded") < at(trace, "Roland Banks gains 2 resources") < at(trace, "draws: Card A")
    assert _roland(trace)["resources"] == 7


def test_an_action_ability_may_be_activated_on_own_cards_the_act_and_scenario_cards_at_ones_location_only():
    """[ahlcg/rr/activate-action] "An investigator is permitted to activate abilities from the following sources:" "- A
    card in play and under his or her control." "- A scenario card that is in play and at the same location as the
    investigator." "This includes the location itself, encounter cards placed at that location, and all encounter
    cards in the threat area of any investigator at that location." "- The current act or current agenda card."
    [ahlcg/faq/1-2] "- A scenario card that is in play and at the same location as the investigator." "This includes the
    location itself, encounter cards placed at that location, and all encounter cards in the threat area of any
    investigator at that location." "- The current act
    or current agenda card." [ahlcg/rr/2-2-1] "- Activate an [action]-costed ability on an in-play card you control, an
    in-play encounter card at your location, a card in your threat area, the current act card, or the current agenda
    card." — the Attic's ability cannot be activated from the Hall; the act's and the Hall's can."""
    act = {"name": "Act 1a", "type": "act", "abilities": [
        {"kind": "action", "cost": {"actions": 1}, "text": "[action]: Gain 1 resource.", "effects": gain()}]}
    data = world(cards=[act], do=[{"who": "Roland Banks", "action": "activate", "card": name}
                                  for name in ("Attic", "Act 1a", "Hall")])
    for loc, amount in ((0, 2), (1, 3)):
        data["locations"][loc]["abilities"] = [
            {"kind": "action", "cost": {"actions": 1}, "text": f"[action]: Gain {amount}.", "effects": gain(amount)}]
    trace = run(data)
    at(trace, "Roland Banks may not use Attic's abilities")
    assert _roland(trace)["resources"] == 5 + 1 + 2


def test_activating_an_ability_with_action_icons_spends_an_action_for_each():
    """[ahlcg/rr/ability/triggered-abilities] "Action triggered abilities ([action])—An [action] triggered ability may
    be triggered during a player’s turn in the investigation phase through the use of the activate action, and only if
    the player uses one action for each [action] specified in the ability’s cost." [ahlcg/rr/activate-action] "When
    this action is taken, the investigator initiates an ability that specifies one or more [action] icons as part of
    its ability cost." "Then, the consequences of that action resolve." [ahlcg/rr/triggered-abilities] "- The [action]
    icon indicates an action-costed triggered ability." """
    tome = {"name": "Old Tome", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "action", "cost": {"actions": 2}, "text": "[action][action]: Gain 3 resources.", "effects": gain(3)}]}
    data = world(cards=[tome], do=[{"who": "Roland Banks", "action": "activate", "card": "Old Tome"},
                                   {"who": "Roland Banks", "action": "activate", "card": "Old Tome"}])
    trace = run(data)
    at(trace, "actions 3 → 1")
    assert _roland(trace)["resources"] == 8 and _roland(trace)["actions"] == 1


def test_a_non_fast_event_is_played_only_with_a_play_action_on_its_players_turn():
    """[ahlcg/rr/event-cards] "- If an event card does not have the fast keyword, it may only be played from a player’s
    hand by performing a “Play” action during his or her turn." [ahlcg/rr/play] "Most cards can only be played by
    taking a play action (see “Play Action” on page 16)." """
    data = _with_hand(world(round=2, start="3.1", until="3.2", do=[{"who": "Roland Banks", "use": "Windfall",
                                                                      "window": "3.2"}]), _event())
    trace = run(data)
    at(trace, "Windfall is not fast: it is played only with a play action")
    assert _roland(trace)["resources"] == 5


def test_a_fast_event_is_played_without_an_action_when_its_timing_point_occurs():
    """[ahlcg/rr/fast] "A fast card does not cost an action to be played and is not played using the “Play” action."
    "- A fast event card may be played from a player’s hand any time its play instructions specify." "If the
    instructions specify when/after a timing point, the card may be played as if the described timing point were a
    triggering condition for playing the card." [ahlcg/rr/play] "A card with the fast keyword is not played during a
    play action." "Such a card may be played any time its specified triggering condition is met or, if it has no
    triggering condition, during an appropriate player window (see “Fast” on page 11)." [ahlcg/rr/event-cards] "- A
    fast event card may be played from a player’s hand any time its play instructions specify (see “Fast” on page
    11)." [ahlcg/rr/play-action] "- Cards with the “fast” keyword are not played by using this action (see “Fast” on
    page 11)." — Agnes plays it on Roland's turn, after he gains a resource."""
    quick = _event("Quick Wits", cost=1, keywords=["fast"], effects=[{"effect": "draw", "amount": 1}],
                   **{"play-when": {"timing": "after", "trigger": {"event": "gain-resources", "who": "Roland Banks"}}})
    data = _with_hand(world(do=[{"who": "Roland Banks", "action": "resource"}]), quick, who=1)
    trace = run(data)
    assert at(trace, "Roland Banks gains 1 resource") < at(trace, "Agnes Baker plays Quick Wits")
    agnes = trace.final_state["investigators"]["Agnes Baker"]
    assert agnes["actions"] == 3 and agnes["resources"] == 2 and agnes["discard"] == ["Quick Wits"]


def test_a_canceled_event_is_still_played_its_cost_stays_paid_and_it_is_discarded():
    """[ahlcg/rr/event-cards] "- Any time a player plays an event card, its costs are paid, its effects are resolved
    (or canceled), and the card is placed in its owner’s discard pile after those effects resolve (or are canceled)."
    "- If the effects of an event card are canceled, the card is still considered to have been played, and its costs
    remain paid." "Only the effects have been canceled." [ahlcg/rr/cancel] "Some card abilities can “cancel” other card
    or game effects." "Cancel abilities interrupt the initiation of an effect, and prevent the effect from initiating."
    "The effects of the ability, however, are prevented from initiating and do not resolve." [ahlcg/rr/play] "Any time
    an event card is played, its effects are resolved and it is then placed in its owner’s discard pile." """
    data = _with_hand(world(do=[{"who": "Roland Banks", "action": "play", "card": "Windfall"}]), _event(cost=2))
    data["investigators"][1]["abilities"] = [
        reaction("when", {"event": "play-card", "who": "Roland Banks"}, [{"effect": "cancel"}],
                 "When Roland plays a card: cancel its effects.")]
    trace = run(data)
    commences = at(trace, "Windfall commences being played")
    canceled = at(trace, "Canceled: Roland Banks plays Windfall")
    assert commences < canceled
    assert absent(trace, "Roland Banks gains 2 resources")
    assert _roland(trace)["resources"] == 3 and _roland(trace)["discard"] == ["Windfall"]


def test_an_asset_played_is_placed_in_its_players_play_area_and_stays():
    """[ahlcg/rr/asset-cards] "- When you play an asset, it is placed in your play area." "Generally, assets remain in
    play unless discarded by a card ability or game step." [ahlcg/rr/play] "Any time an asset is played, it is placed
    in the investigator’s play area and remains in play until an ability or game effect causes it to leave play." """
    data = _with_hand(world(round=2, start="2.2", until="4.6", turn="Roland Banks",
                            do=[{"who": "Roland Banks", "action": "play", "card": "Lamp"},
                                {"who": "Roland Banks", "end-turn": True}]),
                      {"name": "Lamp", "type": "asset", "cost": 1})
    trace = run(data)
    lamp = trace.final_state["cards"]["Lamp"]
    assert lamp["zone"] == "play" and lamp["controller"] == "Roland Banks"


def test_an_effect_resolves_as_much_as_it_can_and_the_rest_of_the_ability_still_resolves():
    """[ahlcg/rr/ability/triggered-abilities] "- Once an ability is initiated, players must resolve as much of the effect
    as possible, unless the effect uses the word “may” (see “May” on page 15)." [ahlcg/rr/effects] "- Once initiated,
    players must resolve as much of each aspect of the effect as they are able, unless the effect uses the word
    “may.”" "- When a non-targeting effect attempts to interact with a number of entities (such as “draw 3 cards” or
    “search the top 5 cards of your deck”) that exceeds the number of entities that currently exist in the specified
    game area, the effect interacts with as many entities as possible." — two cards left, "draw 3": both drawn, and
    the gain after it resolves."""
    data = world(do=[{"who": "Roland Banks", "use": "Roland Banks"}])
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Draw 3 cards and gain 1 resource.",
                                              "effects": [{"effect": "draw", "amount": 3}, {"effect": "gain-resources",
                                                                                          "amount": 1}]}]
    trace = run(data)
    at(trace, "the deck had only 2 (as many as possible)")
    assert set(_roland(trace)["hand"]) == {"Card A", "Card B"} and _roland(trace)["resources"] == 6


def test_a_may_aspect_is_the_controllers_option_and_the_rest_is_not():
    """[ahlcg/rr/may] "If no player is specified, the option is granted to the controller of the card with the ability
    in question." [ahlcg/rr/keywords] "- The initiation of any keyword which uses the word “may” in its keyword
    description is optional." """
    data = world(do=[{"who": "Roland Banks", "use": "Roland Banks"}],
                 choices=[{"decision": "may", "ability": "Roland Banks", "choose": False}])
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Gain 1 resource. You may draw 1 card.",
                                              "effects": [{"effect": "gain-resources", "amount": 1},
                                                          {"effect": "draw", "amount": 1, "may": True}]}]
    trace = run(data)
    k = at(trace, "does not resolve the optional “draw 1”")
    assert trace.steps[k].text.startswith("Roland Banks")
    assert _roland(trace)["resources"] == 6 and _roland(trace)["hand"] == []


def test_the_post_then_aspect_resolves_when_the_pre_then_aspect_resolved_in_full():
    """[ahlcg/rr/then] "If the effect of an ability includes the word “then,” the text preceding the word “then” must be
    successfully resolved in full before the remainder of the effect described after the word “then” can be resolved."
    "- If the pre-then aspect of an effect does successfully resolve in full, the post-then aspect of the effect must
    also resolve." [ahlcg/rr/clues] "- A card ability that refers to clues “at a location” is referring to the
    undiscovered clues that are currently on that location." """
    data = world(do=[{"who": "Roland Banks", "use": "Roland Banks"}])
    data["investigators"][0]["abilities"] = [
        {"kind": "free", "text": "Discover 1 clue at your location. Then, gain 2 resources.",
         "effects": [{"effect": "discover-clues", "amount": 1}, {"effect": "gain-resources", "amount": 2,
                                                                 "then": True}]}]
    trace = run(data)
    assert at(trace, "Roland Banks discovers 1 clue") < at(trace, "Roland Banks gains 2 resources")
    assert _roland(trace)["resources"] == 7 and _roland(trace)["clues"] == 1


def test_the_resource_and_draw_actions_gain_one_resource_and_draw_one_card_from_the_top():
    """[ahlcg/rr/resource-action] "When an investigator takes this action, that investigator gains one resource by
    taking it from the token pool and adding it to his or her resource pool." [ahlcg/rr/draw-action] "When an
    investigator takes this action, that investigator draws one card from his or her deck." [ahlcg/rr/drawing-cards]
    "When a player is instructed to draw one or more cards, those cards are drawn from the top of his or her
    investigator deck and added to his or her hand." [ahlcg/rr/resources] "- Resources can be gained by performing the
    “Resource” action (see “Resource Action” on page 17)." [ahlcg/rr/2-2-1] "- Draw (draw 1 card)." "- Resource (gain 1
    resource)." "The three actions an investigator performs during his or her turn may be any of the above, in any
    order, and may even be the same action three times in a row." """
    data = world(do=[{"who": "Roland Banks", "action": "resource"}, {"who": "Roland Banks", "action": "resource"},
                     {"who": "Roland Banks", "action": "draw"}])
    trace = run(data)
    assert _roland(trace)["resources"] == 7 and _roland(trace)["hand"] == ["Card A"]
    assert _roland(trace)["actions"] == 0


def test_two_cards_drawn_by_one_ability_are_drawn_simultaneously_as_one_draw():
    """[ahlcg/rr/drawing-cards] "- When a player draws two or more cards as the result of a single ability or game step,
    those cards are drawn simultaneously." — one draw, so a reaction to drawing is used once."""
    data = world(do=[{"who": "Roland Banks", "use": "Roland Banks"}])
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Draw 2 cards.",
                                              "effects": [{"effect": "draw", "amount": 2}]}]
    data["investigators"][1]["abilities"] = [
        reaction("after", {"event": "draw-cards", "who": "Roland Banks"}, gain(), "After Roland draws: gain 1.")]
    trace = run(data)
    at(trace, "Roland Banks draws: Card A, Card B")
    assert len([s for s in trace.steps if s.text.startswith("Agnes Baker [reaction]")]) == 1


def test_playing_an_event_is_optional_even_when_its_timing_point_occurs():
    """[ahlcg/rr/event-cards] "- Playing an event card from hand (or not playing it) is always optional for a player,
    unless the event uses the word “must” in its play instructions." — Agnes declines: the card stays in her hand and
    nothing is paid."""
    quick = _event("Quick Wits", cost=1, keywords=["fast"], effects=[{"effect": "draw", "amount": 1}],
                   **{"play-when": {"timing": "after", "trigger": {"event": "gain-resources", "who": "Roland Banks"}}})
    data = _with_hand(world(do=[{"who": "Roland Banks", "action": "resource"}],
                            choices=[{"decision": "decline", "ability": "Quick Wits"}]), quick, who=1)
    trace = run(data)
    assert absent(trace, "Agnes Baker plays Quick Wits")
    agnes = trace.final_state["investigators"]["Agnes Baker"]
    assert agnes["hand"] == ["Quick Wits"] and agnes["resources"] == 3
