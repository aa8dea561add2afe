"""A card chosen now for what is done to it at the test's end, read by the card reader and replayed: Minh Thi Phan's
[elder_sign] ("You may choose a skill card committed to this skill test to return to its owner's hand after this test
ends"). ST.4 resolves the token's effect (the choice, among the cards committed at ST.2); ST.8 discards the committed
cards, then the delayed effect (Delayed Effects) returns the card chosen — bound when it was set up — to its owner's
hand; May: declined, nothing waits."""

from __future__ import annotations

from kb.cardtext import parse_card_text

MINH = ("[elder_sign] effect: +1. You may choose a skill card committed to this skill test to return to its owner's "
        "hand after this test ends.")


def _minh(world, choices):
    """Roland (willpower 3), with Minh's [elder_sign] line, commits Guts and Fearless to a willpower (3) test."""
    line = parse_card_text(MINH, name="Minh Thi Phan", type_code="investigator").to_json()["card"]["chaos-tokens"][0]
    world["investigators"][0]["elder-sign"] = {k: v for k, v in line.items() if k != "tokens"}
    world["investigators"][0]["hand"] = [{"name": "Guts", "type": "skill", "icons": {"willpower": 2}},
                                         {"name": "Fearless", "type": "skill", "icons": {"willpower": 1}}]
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 3}]}]}]
    world["tests"] = [{"who": "Roland", "tokens": ["elder-sign"], "commit": ["Guts", "Fearless"]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Charm"}]
    world["choices"] = choices
    return world


def test_the_skill_chosen_at_st4_returns_to_hand_after_st8_discards_it(world, run, find):
    trace = run(_minh(world, [{"decision": "may", "ability": "Roland", "choose": True},
                              {"decision": "target", "ability": "Roland", "choose": "Fearless"}]))
    assert find(trace, "ST.4") < find(trace, "Roland chooses Fearless") < find(trace, "what it names: Fearless") \
        < find(trace, "ST.8: the skill test ends: committed cards discarded (Guts, Fearless)") \
        < find(trace, "Fearless returns to its owner's hand")
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["hand"] == ["Fearless"] and roland["discard"] == ["Guts"]


def test_declined_both_committed_skills_stay_discarded(world, run, find):
    trace = run(_minh(world, [{"decision": "may", "ability": "Roland", "choose": False}]))
    find(trace, "does not resolve")
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["hand"] == [] and sorted(roland["discard"]) == ["Fearless", "Guts"]
