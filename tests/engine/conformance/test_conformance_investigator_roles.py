"""Investigators named by their part in the skill test being made ("the evading investigator", "the attacking
investigator"), by a turn yet to take this round, and additional actions taken during a turn yet to come (Guidance).
Each test replays a minimal situation and quotes the sentence it shows (``python -m kb.tools.conformance_coverage``)."""

from __future__ import annotations

from rulecases import absent, at, run, world

_OGRE = {"name": "Ogre", "type": "enemy", "location": "Hall", "engaged": "Roland Banks", "fight": 1, "evade": 1,
         "health": 5, "attack": {"damage": 0, "horror": 0}}


def _committed_by_agnes(action: str, who: str) -> dict:
    """Roland fights or evades the Ogre; Agnes, at his location, commits a skill whose success gives 2 resources to
    ``who``."""
    data = world(start="2.2", until="2.2.1", cards=[_OGRE],
                 do=[{"who": "Roland Banks", "action": action, "enemy": "Ogre"}],
                 tests=[{"who": "Roland Banks", "tokens": ["0"], "commit": ["Instinct"]}])
    data["investigators"][1]["hand"] = [{"name": "Instinct", "type": "skill", "icons": {"wild": 1},
                                         "if-success": [{"effect": "gain-resources", "amount": 2, "who": who}]}]
    return data


def _resources(trace) -> dict[str, int]:
    return {n: i["resources"] for n, i in trace.final_state["investigators"].items()}


def test_the_evading_investigator_is_the_one_making_the_evasion_test():
    """[ahlcg/rr/evade-evade-action] "To evade an enemy engaged with an investigator, that investigator makes an
    agility test against the enemy's evade value" — "the evading investigator" of a skill another investigator
    committed (Survival Instinct) is the one evading, not the skill's owner."""
    trace = run(_committed_by_agnes("evade", "evading-investigator"))
    assert _resources(trace) == {"Roland Banks": 5 + 2, "Agnes Baker": 3}


def test_the_attacking_investigator_is_the_one_making_the_attack_and_no_one_during_an_evasion():
    """[ahlcg/rr/fight-action] the investigator fighting makes the combat test: "the attacking investigator" is he or
    she; during an evasion attempt there is no attacking investigator, and the effect does nothing."""
    assert _resources(run(_committed_by_agnes("fight", "attacking-investigator"))) == {
        "Roland Banks": 5 + 2, "Agnes Baker": 3}
    assert _resources(run(_committed_by_agnes("evade", "attacking-investigator"))) == {
        "Roland Banks": 5, "Agnes Baker": 3}


_GUIDANCE = {"name": "Guidance", "type": "event", "cost": 0, "effects": [
    {"effect": "choose", "to": "yet-to-take-turn:an-other-investigator-at-your-location"},
    {"effect": "gain-actions", "amount": 1, "who": "chosen"}]}


def _guided(**top) -> dict:
    data = world(start="2.2", until="2.3", do=[{"who": "Roland Banks", "action": "play", "card": "Guidance"}]
                 + [{"who": "Agnes Baker", "action": "resource"} for _ in range(4)], **top)
    data["investigators"][0]["hand"] = [_GUIDANCE]
    data["investigators"][0]["actions"] = 1
    return data


def test_an_investigator_yet_to_take_a_turn_takes_the_additional_action_during_it():
    """[ahlcg/rr/gains] "If an investigator gains an action, that investigator is permitted one additional action to
    spend during the specified time period." [ahlcg/rr/2-2] "Each investigator takes one turn each round." — Guidance
    chooses Agnes, whose turn has yet to come: she takes four actions in it."""
    trace = run(_guided())
    k = at(trace, "Agnes Baker may take 1 additional action during his or her turn, yet to come this round")
    assert k < at(trace, "Agnes Baker is the active investigator")
    assert _resources(trace)["Agnes Baker"] == 3 + 4


def test_an_investigator_whose_turn_is_over_is_no_one_yet_to_take_a_turn():
    """[ahlcg/rr/2-2] "Each investigator takes one turn each round." — Agnes has taken hers: "another investigator
    who has yet to take his or her turn" picks no one, and no action is gained."""
    trace = run(_guided(**{"turns-taken": ["Agnes Baker"]}))
    assert absent(trace, "Agnes Baker may take 1 additional action")
    assert _resources(trace)["Agnes Baker"] == 3


def test_an_action_gained_after_the_turn_is_over_is_not_taken():
    """[ahlcg/rr/action] "During his or her turn, an investigator is permitted to take up to three actions." — an
    action gained for this round by an investigator whose turn is over has no turn to be taken in."""
    data = world(start="2.2", until="2.2.1", **{"turns-taken": ["Agnes Baker"]},
                 do=[{"who": "Roland Banks", "action": "play", "card": "Push"}])
    data["investigators"][0]["hand"] = [{"name": "Push", "type": "event", "cost": 0, "effects": [
        {"effect": "gain-actions", "amount": 1, "who": "Agnes Baker"}]}]
    trace = run(data)
    at(trace, "Agnes Baker has already taken his or her turn this round: there is no turn left")


_CROWD = {"name": "Tough Crowd", "type": "treachery", "location": "Hall", "abilities": [
    {"kind": "constant", "text": "Each investigator must spend 1 additional action to parley.",
     "applies-to": {"event": "perform-action", "via": "parley"}, "additional-cost": {"actions": 1}}]}
_WITNESS = {"name": "Witness", "type": "asset", "controller": "Roland Banks", "abilities": [
    {"kind": "action", "designator": "parley", "cost": {"actions": 1}, "effects": [{"effect": "gain-resources",
                                                                                   "amount": 1}],
     "text": "[action] Parley: Gain 1 resource."}]}


def _roland(trace) -> dict:
    return trace.final_state["investigators"]["Roland Banks"]


def test_an_additional_action_to_parley_is_paid_with_the_actions_own_cost():
    """[ahlcg/rr/action] "When performing an action, all costs of the action are first paid. Then, the consequences of
    the action resolve." — with Tough Crowd in play, the parley costs its action and one more, paid at once."""
    trace = run(world(start="2.2", until="2.2.1", cards=[_CROWD, _WITNESS],
                      do=[{"who": "Roland Banks", "action": "parley", "card": "Witness"}]))
    k = at(trace, "Additional cost (Tough Crowd): Roland Banks must also pay 1 action to perform a parley action")
    assert k < at(trace, "Step 2: costs paid simultaneously: 2 actions") < at(trace, "Roland Banks gains 1 resource")
    assert _roland(trace)["actions"] == 1 and _roland(trace)["resources"] == 6


def test_a_parley_whose_added_cost_cannot_be_paid_is_not_performed_and_other_actions_cost_one():
    """[ahlcg/rr/costs] a cost that cannot be paid in full is not paid at all: with one action left, the parley (two
    actions under Tough Crowd) is not possible; a resource action still costs its one action."""
    data = world(start="2.2", until="2.2.1", cards=[_CROWD, _WITNESS],
                 do=[{"who": "Roland Banks", "action": "parley", "card": "Witness"},
                     {"who": "Roland Banks", "action": "resource"}])
    data["investigators"][0]["actions"] = 1
    trace = run(data)
    at(trace, "Not possible")
    assert at(trace, "Cost paid: 1 action") > 0
    assert _roland(trace)["actions"] == 0 and _roland(trace)["resources"] == 6


def _tome_grant(name: str) -> dict:
    return {"name": name, "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "constant", "text": "You may take an additional action during your turn, which can only be used on "
                                     "Tome [action] abilities.",
         "applies-to": {"event": "perform-action", "who": "you"}, "additional-action": {"traits": ["Tome"]}}]}


def test_an_action_qualifying_for_several_additional_actions_uses_the_one_chosen():
    """[ahlcg/faq/1-10] "If an action qualifies as more than one of an investigator’s additional actions, he or she may
    choose which additional action is used." """
    tome = {"name": "Old Tome", "type": "asset", "controller": "Roland Banks", "traits": ["Tome"], "abilities": [
        {"kind": "action", "text": "[action]: Gain 1 resource.", "cost": {"actions": 1},
         "effects": [{"effect": "gain-resources", "amount": 1}]}]}
    data = world(start="2.2", until="2.2.1", cards=[_tome_grant("Book Club"), _tome_grant("Library Pass"), tome],
                 do=[{"who": "Roland Banks", "action": "activate", "card": "Old Tome"}],
                 choices=[{"decision": "target", "ability": "Old Tome", "choose": "Library Pass"}])
    trace = run(data)
    k = at(trace, "Old Tome's ability qualifies for 2 of Roland Banks's additional actions: Roland Banks chooses which "
                  "is used \u2014 Library Pass")
    assert k < at(trace, "Old Tome's ability qualifies for Roland Banks's additional action (only for Tome [action] "
                         "abilities)")
    assert _roland(trace)["actions"] == 3
    plain = run(world(start="2.2", until="2.2.1", cards=[_tome_grant("Book Club"), _tome_grant("Library Pass"), tome],
                      do=[{"who": "Roland Banks", "action": "activate", "card": "Old Tome"}]))
    at(plain, "Book Club (no choice given; the first listed; could also use: Library Pass)")
