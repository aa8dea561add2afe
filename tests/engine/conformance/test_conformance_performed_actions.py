"""Triggering conditions on an action performed: which action ("After you perform a parley action"), where the
investigator performed it ("… in the Ballroom") and, for a move, where it led ("… during which you move from the
Balcony to the Theatre"). Each test replays a minimal situation and quotes the sentence it shows
(``python -m kb.tools.conformance_coverage``)."""

from __future__ import annotations

from rulecases import absent, at, gain, reaction, run, world

from kb.engine.situation.vocabulary.kinds import ActionType, Via


def _roland(trace):
    return trace.final_state["investigators"]["Roland Banks"]


def _hall_reacts(trigger, text="[reaction] After you perform a parley action in the Hall: Gain 2 resources."):
    """The Hall bearing a reaction to an action performed there (the Ballroom's shape)."""
    data = world()
    data["locations"][0]["abilities"] = [reaction("after", trigger, gain(2), text)]
    return data


_PARLEY = {"event": "perform-action", "who": "you", "via": "parley", "source": "self"}
_WITNESS = {"name": "Witness", "type": "asset", "controller": "Roland Banks", "abilities": [
    {"kind": "action", "designator": "parley", "cost": {"actions": 1}, "effects": gain(),
     "text": "[action] Parley: Gain 1 resource."}]}


def test_activating_a_parley_ability_performs_a_parley_action():
    """[ahlcg/rr/ability/action-designators] "Activating such an ability performs the designated action as described in
    the rules, but modified in the manner described by the ability." — activating the Witness's Parley ability in the
    Hall is a parley action there: the Hall's reaction follows the action's own resource (1 + 2)."""
    data = _hall_reacts(_PARLEY)
    data["cards"] = [_WITNESS]
    data["do"] = [{"who": "Roland Banks", "action": "activate", "card": "Witness"}]
    trace = run(data)
    assert _roland(trace)["resources"] == 5 + 1 + 2


def test_an_action_of_another_kind_is_not_a_parley_action():
    """[ahlcg/rr/action] An action is of the kind taken: a resource action in the Hall is no parley action there."""
    data = _hall_reacts(_PARLEY)
    data["cards"] = [_WITNESS]
    data["do"] = [{"who": "Roland Banks", "action": "resource"}]
    trace = run(data)
    assert _roland(trace)["resources"] == 6


def test_a_parley_action_elsewhere_is_not_one_in_the_location():
    """[ahlcg/rr/parley] "Such abilities are initiated using the “Activate” action" — performed in the Attic, the parley
    action is not one performed in the Hall: the Hall's reaction does not trigger."""
    data = _hall_reacts(_PARLEY)
    data["cards"] = [_WITNESS]
    data["investigators"][0]["location"] = "Attic"
    data["do"] = [{"who": "Roland Banks", "action": "parley", "card": "Witness"}]
    trace = run(data)
    assert _roland(trace)["resources"] == 6


def test_a_move_action_from_the_location_to_the_named_one_triggers_it_once_it_has_resolved():
    """[ahlcg/rr/move-action] "When an investigator takes this action, move that investigator (using his or her mini
    card) to any other location that is marked as a connecting location on his or her current location." — the Hall's
    forced ability on a move action from the Hall to the Attic resolves after the action (Roland in the Attic by
    then)."""
    trigger = {"event": "perform-action", "who": "you", "via": "move", "source": "self", "to": "Attic"}
    data = world(do=[{"who": "Roland Banks", "action": "move", "to": "Attic"}])
    data["locations"][0]["abilities"] = [reaction(
        "after", trigger, [{"effect": "deal-damage", "amount": 2, "to": "you"}],
        "Forced - After you perform a move action during which you move from the Hall to the Attic: Take 2 damage.",
        kind="forced")]
    trace = run(data)
    assert _roland(trace)["location"] == "Attic" and _roland(trace)["damage"] == 2


def test_a_move_action_the_other_way_does_not_trigger_it():
    """[ahlcg/rr/move-action] From the Attic to the Hall is not a move from the Hall to the Attic."""
    trigger = {"event": "perform-action", "who": "you", "via": "move", "source": "self", "to": "Attic"}
    data = world(do=[{"who": "Roland Banks", "action": "move", "to": "Hall"}])
    data["investigators"][0]["location"] = "Attic"
    data["locations"][0]["abilities"] = [reaction(
        "after", trigger, [{"effect": "deal-damage", "amount": 2, "to": "you"}], "Forced - …", kind="forced")]
    trace = run(data)
    assert _roland(trace)["location"] == "Hall" and _roland(trace)["damage"] == 0
    assert absent(trace, "Take 2 damage")


def _spheres(knife_traits):
    """An enemy discarding the card it was attacked with, when that card is a Melee card (the Conglomeration of
    Spheres' shape), and Roland's asset fighting it."""
    spheres = {"name": "Spheres", "type": "enemy", "engaged": "Roland Banks", "health": 5, "fight": 1,
               "attack": {"damage": 1}, "abilities": [reaction(
                   "after", {"event": "fight", "who": "you", "what": "self", "source": ["melee-card"]},
                   [{"effect": "discard", "to": "triggering-source"}],
                   "Forced - After you perform an attack against the Spheres using a Melee card: Discard that card.",
                   kind="forced")]}
    knife = {"name": "Knife", "type": "asset", "controller": "Roland Banks", "traits": knife_traits, "abilities": [
        {"kind": "action", "designator": "fight", "cost": {"actions": 1}, "text": "[action] Fight. +1 damage.",
         "effects": [{"effect": "fight", "enemy": "Spheres", "result": "success"}]}]}
    return world(cards=[spheres, knife], do=[{"who": "Roland Banks", "action": "activate", "card": "Knife"}])


def test_an_attack_using_a_card_of_the_kind_triggers_and_that_card_is_the_one_fought_with():
    """[ahlcg/rr/ability/action-designators] "Activating such an ability performs the designated action" — the Knife's
    Fight is an attack made using the Knife: the enemy's forced ability discards the Knife, not the enemy."""
    trace = run(_spheres(["Melee"]))
    assert trace.final_state["cards"]["Knife"]["zone"] == "discard"
    assert trace.final_state["cards"]["Spheres"]["damage"] == 1


def test_an_attack_using_a_card_of_another_kind_does_not_trigger_it():
    """[ahlcg/rr/fight-action] The attack is made using the card whose ability it is: a Firearm is no Melee card."""
    trace = run(_spheres(["Firearm"]))
    assert trace.final_state["cards"]["Knife"]["zone"] == "play"


def _time_warp(do):
    """Agnes holding a fast event played after an investigator at her location finishes resolving an action during
    his or her turn (Time Warp's shape), undoing it."""
    data = world(do=do)
    data["investigators"][1]["hand"] = [{
        "name": "Time Warp", "type": "event", "cost": 1, "keywords": ["fast"],
        "play-when": {"timing": "after", "trigger": {"event": "perform-action",
                                                     "who": "active-investigator-at-your-location"}},
        "effects": [{"effect": "undo-action", "text": "Undo that action."}]}]
    return data


def test_an_action_during_the_performers_own_turn_is_one_of_the_active_investigator():
    """[ahlcg/rr/2-2] "the active investigator" — "during his or her turn": Roland's own resource action, in his turn,
    is one Time Warp may follow (and undo)."""
    trace = run(_time_warp([{"who": "Roland Banks", "action": "resource"}]))
    assert _roland(trace)["resources"] == 5 and _roland(trace)["actions"] == 3
    assert trace.final_state["investigators"]["Agnes Baker"]["discard"] == ["Time Warp"]


def test_an_action_in_another_investigators_turn_is_not_during_his_or_her_turn():
    """[ahlcg/rr/2-2] An action a card effect gives Agnes during Roland's turn is not one performed during her own
    turn: Time Warp does not follow it."""
    data = _time_warp([{"who": "Agnes Baker", "use": "Whistle"}])
    data["cards"] = [{"name": "Whistle", "type": "asset", "controller": "Agnes Baker", "abilities": [
        {"kind": "free", "text": "[free]: Take a resource action.",
         "effects": [{"effect": "take-action", "action": "resource"}]}]}]
    trace = run(data)
    assert trace.final_state["investigators"]["Agnes Baker"]["resources"] == 4
    assert trace.final_state["investigators"]["Agnes Baker"]["hand"] == ["Time Warp"]


def _mano(do):
    """Roland holding an event playable only as his first action (Mano a Mano's shape)."""
    data = world(do=do)
    data["investigators"][0]["hand"] = [{
        "name": "Duel", "type": "event", "cost": 0, "play-if": {"count": "action-you-performed-this-turn", "at-most": 0},
        "effects": [{"effect": "gain-resources", "amount": 2}]}]
    return data


def test_a_card_played_as_the_first_action_meets_its_play_restriction():
    """[ahlcg/rr/play-restrictions-permissions-and-instructions] "In order to use such an ability or to play such a card,
    its play restrictions must be observed." — "Play only as your first action": the play action is Roland's first of
    the turn (no action performed before it): it may be played."""
    trace = run(_mano([{"who": "Roland Banks", "action": "play", "card": "Duel"}]))
    assert _roland(trace)["resources"] == 7 and _roland(trace)["actions"] == 2


def test_after_another_action_it_cannot_be_played():
    """[ahlcg/rr/play-restrictions-permissions-and-instructions] After a resource action, the play action is not
    Roland's first: the play restriction is not met and the card stays in hand."""
    trace = run(_mano([{"who": "Roland Banks", "action": "resource"},
                       {"who": "Roland Banks", "action": "play", "card": "Duel"}]))
    at(trace, "play restriction is not met: action-you-performed-this-turn is 1")
    assert _roland(trace)["resources"] == 6 and _roland(trace)["hand"] == ["Duel"]


def _shadow(do):
    """A treachery in Roland's threat area with an [action] ability and a forced ability at the end of his turn if he
    did not perform that ability (The Shadow Behind You's shape)."""
    shadow = {"name": "Shadow", "type": "treachery", "threat-area": "Roland Banks", "abilities": [
        {"kind": "action", "cost": {"actions": 1}, "text": "[action]: Draw 1 card.",
         "effects": [{"effect": "draw", "amount": 1}]},
        reaction("at", {"event": "turn-ends", "who": "you"}, [{"effect": "deal-horror", "amount": 1, "to": "you"}],
                 "Forced – At the end of your turn, if you did not perform the above [action] ability: Take 1 horror.",
                 kind="forced", condition={"count": "activated-by-you-this-turn:self", "at-most": 0})]}
    return world(start="2.2", until="2.2.2", cards=[shadow], do=do + [{"who": "Roland Banks", "end-turn": True}])


def test_a_turn_without_the_cards_action_ability_meets_the_condition():
    """[ahlcg/rr/activate-action] "When this action is taken, the investigator initiates an ability that specifies one
    or more  icons as part of its ability cost." — Roland's turn ends with no activation of the Shadow's [action]
    ability (a resource action instead): its forced ability resolves at the end of his turn."""
    trace = run(_shadow([{"who": "Roland Banks", "action": "resource"}]))
    assert _roland(trace)["horror"] == 1


def test_a_turn_with_the_cards_action_ability_does_not():
    """[ahlcg/rr/activate-action] "“Activate” is an action an investigator may take during his or her turn in the
    investigation phase." — performed this turn, the condition "if you did not perform the above [action] ability" is
    not met."""
    trace = run(_shadow([{"who": "Roland Banks", "action": "activate", "card": "Shadow"}]))
    assert _roland(trace)["horror"] == 0 and _roland(trace)["hand"] == ["Card A"]


def test_a_card_played_through_an_effect_reducing_its_cost_pays_the_reduced_cost():
    """[ahlcg/rr/appendix-i] "1. Apply any modifiers to the cost(s)." — an effect's "reducing its resource cost by 3"
    is one: played through the event, a Spell of cost 4 costs 1, and no action (Uncage the Soul's shape)."""
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Uncage"}])
    data["investigators"][0]["hand"] = [
        {"name": "Uncage", "type": "event", "cost": 0,
         "effects": [{"effect": "play", "to": "a-spell-card-in-your-hand", "cost-modifier": -3}]},
        {"name": "Shrivelling", "type": "asset", "cost": 4, "traits": ["Spell"]}]
    trace = run(data)
    at(trace, "Step 1: cost modifiers apply (Uncage's effect): 4 \u2192 1 resources")
    assert _roland(trace)["resources"] == 4 and _roland(trace)["actions"] == 2
    assert trace.final_state["cards"]["Shrivelling"]["zone"] == "play"


def test_every_action_a_perform_action_trigger_can_name_is_a_via_of_the_vocabulary():
    """Action Designators: the action performed is what ``perform-action``'s ``via`` says. ``Via`` repeats the
    actions of 2.2.1 as its own values (an enum cannot extend another): none may be missing, or a trigger on that
    action could not be written."""
    assert {a.value for a in ActionType} <= {v.value for v in Via}
