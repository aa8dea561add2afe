"""Cannot (RR p.6: "The word “cannot” is absolute, and cannot be countermanded by other abilities") on canceling:
"Sebastien Moreau's attacks cannot be canceled", "Cannot be canceled" (a treachery). Cancel (RR): a cancel effect
interrupts a triggering condition; a 'cannot' on ``cancel`` forbids it, so the canceling ability has no potential to
change the game state and is not used (Triggered Abilities), and the attack or the card resolves in full."""

from __future__ import annotations

from typing import Any

#: A treachery whose revelation deals 1 horror, drawn by Roland's hypothetical action.
TREACHERY = {"name": "Rotting Remains", "type": "treachery", "abilities": [
    {"kind": "revelation", "text": "Take 1 horror.", "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]}


def _draw(world: dict[str, Any], card: dict[str, Any]) -> dict[str, Any]:
    world["encounter-deck"] = [card]
    world["investigators"][0]["abilities"] = [{"kind": "action", "text": "Draw the top card of the encounter deck.",
                                               "effects": [{"effect": "draw-encounter-card"}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Roland"}]
    return world

_ATTACKS_UNCANCELABLE = {"kind": "constant", "cannot": True, "applies-to": {"event": "cancel", "what": "self",
                                                                           "via": "attack"},
                         "text": "Specter's attacks cannot be canceled."}


def _specter(world: dict[str, Any], *constants: dict[str, Any]) -> dict[str, Any]:
    world["cards"] = [{"name": "Specter", "type": "enemy", "location": "Attic", "health": 4, "fight": 2, "evade": 2,
                       "attack": {"damage": 1, "horror": 2}, "abilities": [
                           *constants,
                           {"kind": "forced", "timing": "after", "trigger": {"event": "move", "who": "any"},
                            "effects": [{"effect": "enemy-attacks", "who": "triggering-who"}]}]}]
    world["investigators"][0]["abilities"] = [{"kind": "reaction", "timing": "when",
                                               "trigger": {"event": "enemy-attack", "who": "you"},
                                               "text": "When an enemy attacks you: cancel that attack.",
                                               "effects": [{"effect": "cancel"}]}]
    world["do"] = [{"who": "Roland", "action": "move", "to": "Attic"}]
    return world


def test_an_attack_that_cannot_be_canceled_deals_its_damage_and_horror(world, run):
    trace = run(_specter(world, _ATTACKS_UNCANCELABLE))
    roland = trace.final_state["investigators"]["Roland"]
    assert (roland["damage"], roland["horror"]) == (1, 2)
    assert not any(s.text.startswith("Canceled:") for s in trace.steps)
    assert [c["verdict"] for c in trace.considered if c["card"] == "Roland"] == ["no effect"]


def test_without_the_cannot_the_same_attack_is_canceled(world, run):
    trace = run(_specter(world))
    assert trace.final_state["investigators"]["Roland"]["horror"] == 0


def test_a_treachery_that_cannot_be_canceled_is_resolved_though_its_card_is_not_in_play(world, run, find):
    """The card's own "Cannot be canceled" names its drawing: it holds while the card is being drawn."""
    world["investigators"][0]["hand"] = [{
        "name": "Ward of Protection", "type": "event", "cost": 1, "keywords": ["fast"],
        "play-when": {"timing": "when", "trigger": {"event": "draw-encounter-card", "who": "you", "what": "treachery"}},
        "effects": [{"effect": "cancel"}]}]
    uncancelable = dict(TREACHERY, abilities=[*TREACHERY["abilities"], {
        "kind": "constant", "cannot": True, "applies-to": {"event": "cancel", "what": "self"},
        "text": "Cannot be canceled."}])
    trace = run(_draw(world, uncancelable))
    assert find(trace, "Step 3: Rotting Remains [revelation]") >= 0
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["horror"] == 1 and [c["name"] if isinstance(c, dict) else c for c in roland["hand"]] == [
        "Ward of Protection"]


def _horror_prevented(world: dict[str, Any], *constants: dict[str, Any]) -> dict[str, Any]:
    """Agnes may prevent 1 horror dealt to any investigator; Roland draws a treachery dealing him 1 horror."""
    world["investigators"][1]["abilities"] = [{
        "kind": "reaction", "timing": "when", "trigger": {"event": "horror-dealt", "who": "investigator"},
        "text": "When an investigator takes horror: prevent 1 of it.", "effects": [{"effect": "prevent", "amount": 1}]}]
    data = _draw(world, TREACHERY)
    data["investigators"][0]["abilities"] = [*constants, *data["investigators"][0]["abilities"]]
    return data


def test_you_cannot_cancel_horror_the_horror_dealt_to_you_is_not_prevented(world, run):
    """"You cannot heal horror or cancel horror" (Foul Swamp): Dealing Damage/Horror — prevention resolves between
    its steps; a 'cannot' on canceling the horror dealt to you leaves the prevention no potential."""
    cannot = {"kind": "constant", "cannot": True, "applies-to": {"event": "cancel", "via": "horror", "who": "you"},
              "text": "You cannot cancel horror."}
    trace = run(_horror_prevented(world, cannot))
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1
    assert not any("prevented" in s.text for s in trace.steps)


def test_without_the_cannot_the_horror_is_prevented(world, run):
    trace = run(_horror_prevented(world))
    assert trace.final_state["investigators"]["Roland"]["horror"] == 0
