"""Moves cancelled and moves forbidden: a card's own test result canceling the move that triggered it, and a move
action taken while a "cannot" forbids moving; each replayed by a minimal situation composed from the rules' own
sentences."""

from __future__ import annotations

from typing import Any

from rulecases import absent, at, run, world

#: "When you move out of this location: Test [intellect] (3). If you fail, cancel the effects of the move."
_WOODS = {"kind": "forced", "timing": "when", "trigger": {"event": "move", "who": "you", "source": "this-location"},
          "text": "Forced - When you move out of this location: Test [intellect] (3). If you fail, cancel the effects "
                  "of the move.",
          "effects": [{"effect": "test", "skill": "intellect", "difficulty": 3, "fail": [{"effect": "cancel"}]}]}


def _woods(token: str) -> dict[str, Any]:
    data = world(do=[{"who": "Roland Banks", "action": "move", "to": "Attic"}])
    data["locations"][0]["abilities"] = [_WOODS]
    data["tests"] = [{"who": "Roland Banks", "tokens": [token]}]
    return data


def _chained(**more: Any) -> dict[str, Any]:
    """Roland with a card in his threat area: "You cannot move." """
    chains = {"name": "Chains", "type": "treachery", "threat-area": "Roland Banks",
              "abilities": [{"kind": "constant", "cannot": True, "applies-to": {"event": "move", "who": "you"},
                             "text": "You cannot move."}]}
    return world(cards=[chains], **more)


def test_a_test_result_in_the_window_of_a_move_cancels_that_move_and_its_costs_stay_paid():
    """[ahlcg/rr/cancel] "Cancel abilities interrupt the initiation of an effect, and prevent the effect from
    initiating." — the failed test's result cancels the move its forced ability answers (the result resolves inside
    that ability, in its 'when' window): Roland stays in the Hall; the move action stays spent."""
    trace = run(_woods("auto-fail"))
    fails = at(trace, "Roland Banks fails")
    assert at(trace, "Canceled: Roland Banks enters Attic", fails) > fails
    assert absent(trace, "leaves Hall and enters Attic")
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert (roland["location"], roland["actions"]) == ("Hall", 2)


def test_a_test_passed_in_the_window_of_a_move_leaves_the_move_to_resolve():
    """[ahlcg/rr/move] "Any time an entity moves, it is considered to leave the previous location, and to enter the new
    location, simultaneously." — the test succeeds, nothing is canceled: Roland leaves the Hall and enters the Attic."""
    trace = run(_woods("0"))
    assert at(trace, "Roland Banks leaves Hall and enters Attic simultaneously") > at(trace, "Roland Banks succeeds")
    assert absent(trace, "Canceled:")
    assert trace.final_state["investigators"]["Roland Banks"]["location"] == "Attic"


def test_a_move_action_that_cannot_move_the_investigator_cannot_be_taken_and_costs_nothing():
    """[ahlcg/rr/move] "When an entity or game element moves, it cannot move to its same (current) placement. If there
    is no valid destination for a move, the move cannot be attempted." [ahlcg/rr/cannot] "The word “cannot” is
    absolute, and cannot be countermanded by other abilities." — under "You cannot move" no destination is valid, so
    the move action is not taken at all: no action is spent, no attack of opportunity is made."""
    data = _chained(do=[{"who": "Roland Banks", "action": "move", "to": "Attic"}])
    data["cards"].append({"name": "Ghoul", "type": "enemy", "location": "Hall", "engaged": "Roland Banks",
                          "health": 3, "fight": 2, "evade": 2, "attack": {"damage": 1, "horror": 1}})
    trace = run(data)
    at(trace, "Not possible (do[0]): Roland Banks cannot move from Hall to Attic (Chains: “You cannot move.”)")
    assert absent(trace, "Cost paid") and absent(trace, "attack of opportunity")
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert (roland["location"], roland["actions"], roland["damage"]) == ("Hall", 3, 0)


def test_a_cannot_move_on_one_investigator_leaves_another_free_to_take_the_move_action():
    """[ahlcg/rr/cannot] "The word “cannot” is absolute" — but only for whom it names: Agnes, under no "cannot",
    moves."""
    data = _chained(do=[{"who": "Agnes Baker", "action": "move", "to": "Attic"}], turn="Agnes Baker")
    trace = run(data)
    at(trace, "Agnes Baker leaves Hall and enters Attic simultaneously")
    assert trace.final_state["investigators"]["Agnes Baker"]["location"] == "Attic"


def test_a_cannot_bounded_by_the_moves_made_this_turn_forbids_only_the_move_after_them():
    """[ahlcg/rr/cannot] "The word “cannot” is absolute, and cannot be countermanded by other abilities." — "You cannot
    move more than once each turn": the first move is made; the second, this turn, cannot be attempted (Move), so its
    action is not spent."""
    whispers = {"name": "Whispers", "type": "treachery", "threat-area": "Roland Banks",
                "abilities": [{"kind": "constant", "cannot": True, "applies-to": {"event": "move", "who": "you"},
                               "condition": {"count": "move-you-made-this-turn", "at-least": 1},
                               "text": "You cannot move more than once each turn."}]}
    trace = run(world(cards=[whispers], do=[{"who": "Roland Banks", "action": "move", "to": "Attic"},
                                            {"who": "Roland Banks", "action": "move", "to": "Hall"}]))
    moved = at(trace, "Roland Banks leaves Hall and enters Attic simultaneously")
    assert at(trace, "Not possible (do[1]): Roland Banks cannot move from Attic to Hall", moved) > moved
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert (roland["location"], roland["actions"]) == ("Attic", 2)


def _lamp(where: str) -> dict[str, Any]:
    """A free ability: "Move from the Attic to a connecting location." """
    lamp = {"name": "Lamp", "type": "asset", "controller": "Roland Banks",
            "abilities": [{"kind": "free", "cost": {"resources": 1}, "effects": [{"effect": "move", "from": "Attic"}],
                           "text": "Spend 1 resource: Move from the Attic to a connecting location."}]}
    data = world(cards=[lamp], do=[{"who": "Roland Banks", "use": "Lamp"}])
    data["investigators"][0]["location"] = where
    return data


def test_a_move_from_a_location_leaves_that_location():
    """[ahlcg/rr/move] "Any time an entity moves, it is considered to leave the previous location, and to enter the new
    location, simultaneously." — "Move from the Attic …" with Roland in the Attic: he leaves it for the Hall."""
    trace = run(_lamp("Attic"))
    at(trace, "Roland Banks leaves Attic and enters Hall simultaneously")
    assert trace.final_state["investigators"]["Roland Banks"]["location"] == "Hall"


def test_a_move_from_a_location_the_investigator_is_not_at_cannot_initiate():
    """[ahlcg/rr/costs] "An ability cannot initiate—and therefore its costs cannot be paid—if the resolution of its
    effect will not change the game state." — Roland in the Hall cannot move from the Attic: the ability is not
    initiated and its resource is not spent."""
    trace = run(_lamp("Hall"))
    at(trace, "Not possible (do[0]): Lamp's ability has no potential to change the game state")
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert (roland["location"], roland["resources"]) == ("Hall", 5)


def test_a_test_result_in_the_window_of_an_attack_cancels_that_attack():
    """[ahlcg/rr/cancel] "Cancel abilities interrupt the initiation of an effect, and prevent the effect from
    initiating." — "When an enemy attacks you: Test [agility] (3). If you succeed, cancel that attack": the result
    resolves in the attack's 'when' window; the attack deals nothing."""
    dodge = {"name": "Dodge Card", "type": "asset", "controller": "Roland Banks",
             "abilities": [{"kind": "reaction", "timing": "when",
                            "trigger": {"event": "enemy-attack", "source": "enemy", "who": "you"},
                            "cost": {"exhaust": True}, "text": "Test [agility] (3). If you succeed, cancel that attack.",
                            "effects": [{"effect": "test", "skill": "agility", "difficulty": 3,
                                         "success": [{"effect": "cancel"}]}]}]}
    ghoul = {"name": "Ghoul", "type": "enemy", "location": "Hall", "engaged": "Roland Banks", "health": 3,
             "fight": 2, "evade": 2, "attack": {"damage": 2, "horror": 1}}
    data = world(round=2, cards=[dodge, ghoul], start="3.3", until="3.3")
    data["tests"] = [{"who": "Roland Banks", "tokens": ["+1"], "commit": []}]
    trace = run(data)
    assert at(trace, "Canceled:", at(trace, "Roland Banks succeeds")) > 0
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert (roland["damage"], roland["horror"]) == (0, 0)
