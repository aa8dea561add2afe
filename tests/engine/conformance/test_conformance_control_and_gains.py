"""Ownership and control (who controls a card entering play, an attachment, where a card goes when it leaves play)
and what "gains" gives (resources, actions), each replayed from the rule's own sentence."""

from __future__ import annotations

from typing import Any

from rulecases import at, run, world


def _attacher(host: str, **more: Any) -> dict[str, Any]:
    """Roland plays Ward, an event that attaches itself to ``host``."""
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Ward"}], **more)
    data["investigators"][0]["hand"] = [{"name": "Ward", "type": "event", "cost": 0, "text": f"Attach to {host}.",
                                         "effects": [{"effect": "attach", "to": host}]}]
    return data


def test_a_player_card_attached_to_a_card_its_player_controls_stays_under_his_control():
    """[ahlcg/faq/1-14] "An attachment may change control depending on the card it is attached to." "- If an
    investigator attaches a player card to a player card he or she controls, he or she retains control of the
    attachment." """
    trace = run(_attacher("Lantern", cards=[{"name": "Lantern", "type": "asset", "controller": "Roland Banks"}]))
    k = at(trace, "Ward is attached to Lantern (it enters play); Roland Banks keeps control of it")
    assert "ahlcg/faq/1-14" in trace.steps[k].rules
    assert trace.final_state["cards"]["Ward"]["controller"] == "Roland Banks"


def test_a_player_card_attached_to_another_investigators_card_passes_to_that_investigator():
    """[ahlcg/faq/1-14] "- If an investigator attaches a player card to a player card another investigator
    controls, that other investigator takes control of the attachment." """
    trace = run(_attacher("Lamp", cards=[{"name": "Lamp", "type": "asset", "controller": "Agnes Baker"}]))
    at(trace, "Ward is attached to Lamp (it enters play); Agnes Baker takes control of it")
    assert trace.final_state["cards"]["Ward"]["controller"] == "Agnes Baker"


def test_a_player_card_attached_to_an_encounter_card_stays_under_its_players_control():
    """[ahlcg/faq/1-14] "- If an investigator attaches a player card to an encounter card, he or she retains control
    of the attachment (but does not gain control of the attached encounter card)." """
    trace = run(_attacher("Ghoul", cards=[{"name": "Ghoul", "type": "enemy", "health": 3, "location": "Attic"}]))
    at(trace, "Ward is attached to Ghoul (it enters play); Roland Banks keeps control of it (Ghoul is not a player "
              "card: Roland Banks does not gain control of it)")
    final = trace.final_state["cards"]
    assert final["Ward"]["controller"] == "Roland Banks" and final["Ghoul"]["controller"] is None


def test_a_card_enters_play_under_its_owners_control_and_leaves_to_its_owners_out_of_play_area():
    """[ahlcg/rr/ownership-and-control] "A card’s owner is the player whose deck (or game area) held the card at the
    start of the game." "- Cards by default enter play under their owner’s control." "- If a card would enter an
    out-of-play area that does not belong to the card’s owner, the card is physically placed in its owner’s
    equivalent out-of-play area instead." — Agnes's Lamp, controlled by Roland, discarded to Agnes's pile."""
    data = world(cards=[{"name": "Lamp", "type": "asset", "owner": "Agnes Baker", "controller": "Roland Banks"}],
                 do=[{"who": "Roland Banks", "action": "play", "card": "Rope"},
                     {"who": "Roland Banks", "action": "play", "card": "Drop"}])
    data["investigators"][0]["hand"] = [{"name": "Rope", "type": "asset", "cost": 0},
                                        {"name": "Drop", "type": "event", "cost": 0, "text": "Discard Lamp.",
                                         "effects": [{"effect": "discard", "to": "Lamp"}]}]
    trace = run(data)
    assert at(trace, "Rope is played: it enters play under Roland Banks's control") < at(
        trace, "Lamp is discarded: placed on Agnes Baker's discard pile")
    final = trace.final_state
    assert final["cards"]["Rope"]["controller"] == "Roland Banks"
    assert final["investigators"]["Agnes Baker"]["discard"] == ["Lamp"]
    assert "Lamp" not in final["investigators"]["Roland Banks"]["discard"]


def test_gaining_resources_takes_them_from_the_token_pool_into_the_resource_pool():
    """[ahlcg/rr/gains] "- If a player gains one or more resources, the player takes the specified number of
    resources from the token pool and adds them to his or her resource pool." """
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Windfall"}])
    data["investigators"][0]["hand"] = [{"name": "Windfall", "type": "event", "cost": 0, "text": "Gain 3 resources.",
                                         "effects": [{"effect": "gain-resources", "amount": 3}]}]
    trace = run(data)
    assert at(trace, "Roland Banks gains 3 resources") < at(trace, "Roland Banks: resources 5 \u2192 8")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 8


def test_gaining_an_action_permits_one_additional_action_during_the_period():
    """[ahlcg/rr/gains] "- If an investigator gains an action, that investigator is permitted one additional action
    to spend during the specified time period." — a fourth action this turn, and no fifth."""
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Haste"}]
                 + [{"who": "Roland Banks", "action": "resource"}] * 5)
    data["investigators"][0]["hand"] = [{"name": "Haste", "type": "event", "cost": 0, "keywords": ["fast"],
                                         "text": "Fast. Gain 1 action this turn.",
                                         "effects": [{"effect": "gain-actions", "amount": 1}]}]
    trace = run(data)
    k = at(trace, "Roland Banks may take 1 additional action this turn")
    assert k < at(trace, "takes an action (4 left): resource", k)
    at(trace, "Not possible (do[5]): Roland Banks has no actions left")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 9


def test_a_card_changing_control_takes_its_player_attachments_with_it():
    """[ahlcg/rr/ownership-and-control] "Some abilities may cause cards to change control during a game." [ahlcg/faq/1-14]
    "- If a player card with 1 or more player attachments changes control, the card’s new controller takes control of
    those player attachments." — Agnes takes control of Roland's Lamp, and of the Ward attached to it."""
    data = _attacher("Lamp", cards=[{"name": "Lamp", "type": "asset", "controller": "Roland Banks"}])
    data["investigators"][1]["hand"] = [{"name": "Borrow", "type": "event", "cost": 0, "keywords": ["fast"],
                                         "text": "Take control of Lamp.",
                                         "effects": [{"effect": "take-control", "to": "Lamp"}]}]
    data["do"].append({"who": "Agnes Baker", "use": "Borrow"})  # fast: in a player window of Roland's turn
    trace = run(data)
    k = at(trace, "Agnes Baker takes control of Lamp")
    assert k < at(trace, "Agnes Baker also takes control of Ward, the player card(s) attached to Lamp", k)
    cards = trace.final_state["cards"]
    assert cards["Lamp"]["controller"] == cards["Ward"]["controller"] == "Agnes Baker"
