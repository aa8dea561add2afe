"""Additional actions a card's constant ability gives ("You may take an additional action during your turn"): active
while the card is in play, from the moment it enters to the moment it leaves, and counted anew at 4.2. Each test
replays a minimal situation and quotes the sentence it shows (``python -m kb.tools.conformance_coverage``)."""

from __future__ import annotations

from rulecases import absent, at, run, world

_EXTRA = {"kind": "constant", "text": "You may take an additional action during your turn.",
          "applies-to": {"event": "perform-action", "who": "you"}, "additional-action": {}}


def _resources(n):
    return [{"who": "Roland Banks", "action": "resource"} for _ in range(n)]


def test_an_additional_action_given_by_an_asset_is_there_the_turn_it_enters_play():
    """[ahlcg/rr/ability/constant-abilities] "Constant abilities are always interacting with the game state as long
    as the card is in play." [ahlcg/rr/gains] "If an investigator gains an action, that investigator is permitted one
    additional action to spend during the specified time period." — played as the first action, the ally gives its
    action that same turn: four actions in all."""
    data = world(start="2.2", until="2.2.1", do=[{"who": "Roland Banks", "action": "play", "card": "Lookout"}]
                 + _resources(4))
    data["investigators"][0]["hand"] = [{"name": "Lookout", "type": "asset", "cost": 0, "abilities": [_EXTRA]}]
    trace = run(data)
    k = at(trace, "Lookout's constant ability is active: Roland Banks may take an additional action (actions 2 \u2192 3)")
    assert k > at(trace, "Lookout is played")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5 + 3
    at(trace, "2.2.1 Roland Banks has no actions left")


def test_the_action_goes_when_the_card_leaves_play_unless_it_was_taken():
    """[ahlcg/rr/ability/constant-abilities] "Constant abilities are always interacting with the game state as long
    as the card is in play." — discarded before the extra action is taken, the ally takes it with it."""
    lookout = {"name": "Lookout", "type": "asset", "controller": "Roland Banks", "abilities": [_EXTRA, {
        "kind": "free", "text": "[free]: Discard Lookout.", "effects": [{"effect": "discard", "to": "self"}]}]}
    data = world(start="2.2", until="2.2.1", cards=[lookout],
                 do=_resources(1) + [{"who": "Roland Banks", "use": "Lookout"}] + _resources(3))
    trace = run(data)
    at(trace, "Lookout's constant ability is no longer active: Roland Banks loses the additional action it gave "
              "(actions 3 \u2192 2)")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5 + 3


def test_a_fresh_turn_counts_the_action_and_the_upkeep_counts_it_anew():
    """[ahlcg/rr/4-2] Each investigator's actions reset for the next round — with the actions its cards' constant
    abilities give ("If an investigator gains an action, that investigator is permitted one additional action")."""
    lookout = {"name": "Lookout", "type": "asset", "controller": "Roland Banks", "abilities": [_EXTRA]}
    data = world(start="4.2", until="4.2", cards=[lookout])
    data["investigators"][0]["actions"] = 0
    trace = run(data)
    assert at(trace, "Roland Banks: actions 0 \u2192 3") < at(
        trace, "Lookout's constant ability is active: Roland Banks may take an additional action (actions 3 \u2192 4)")


def test_an_action_only_for_some_abilities_is_a_restricted_additional_action():
    """[ahlcg/faq/1-10] "If an investigator has one or more additional actions during his or her turn, the first
    action he or she takes that is able to qualify as that additional action automatically uses that additional
    action." — an investigator's own "which can only be used on Tome [action] abilities"."""
    tome = {"name": "Old Tome", "type": "asset", "controller": "Roland Banks", "traits": ["Tome"], "abilities": [
        {"kind": "action", "text": "[action]: Gain 1 resource.", "effects": [{"effect": "gain-resources", "amount": 1}]}]}
    data = world(start="2.2", until="2.2.1", cards=[tome],
                 do=[{"who": "Roland Banks", "action": "activate", "card": "Old Tome"}])
    data["investigators"][0]["abilities"] = [{**_EXTRA, "additional-action": {"traits": ["Tome"]}}]
    trace = run(data)
    at(trace, "may take an additional action only for Tome [action] abilities this turn")
    at(trace, "Old Tome's ability qualifies for Roland Banks's additional action")
    assert trace.final_state["investigators"]["Roland Banks"]["actions"] == 3
    assert absent(trace, "actions 3 \u2192 4")
