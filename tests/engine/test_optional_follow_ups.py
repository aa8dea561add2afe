"""Cards whose optional instruction is followed by what depends on it, read by the card reader and replayed: Beginner's
Luck ("You may treat that token as if it were any other token in the chaos bag. If you do, remember that you have
"cheated."") and Rex Murphy's [elder_sign] ("You may instead choose to automatically fail this skill test to draw 3
cards"). May: "the option to do that which follows"; Automatic Failure/Success: "If a skill test automatically fails,
the investigator's total skill value for that test is considered 0" (ST.6)."""

from __future__ import annotations

from kb.cardtext import parse_card_text

BEGINNERS_LUCK = ("[reaction] When you reveal a chaos token: You may treat that token as if it were any other token in "
                  "the chaos bag. If you do, remember that you have \"cheated.\" (Group limit once per round.)")
REX = "[elder_sign] effect: +2. You may instead choose to automatically fail this skill test to draw 3 cards."


def _charm_test(world, tokens):
    """Roland (willpower 3) tests willpower (3) on his charm."""
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 3}]}]}]
    world["tests"] = [{"who": "Roland", "tokens": tokens}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Charm"}]
    return world


def _beginners_luck(world, choose):
    """Roland's own reaction, as the reader reads Beginner's Luck (its group limit made his per test)."""
    ability = parse_card_text(BEGINNERS_LUCK, name="Beginner's Luck", type_code="act").abilities[0].to_situation()
    ability["limit"] = {"count": 1, "per": "test"}
    data = _charm_test(world, ["-2"])
    data["investigators"][0]["abilities"] = [ability]
    data["chaos-bag"] = ["-2", "+1"]
    data["choices"] = [{"decision": "may", "ability": "Roland", "choose": choose},
                       {"decision": "target", "ability": "Roland", "choose": "+1"}]
    return data


def test_beginners_luck_treated_the_token_so_cheated_is_remembered(world, run, find):
    trace = run(_beginners_luck(world, True))
    assert find(trace, "the revealed -2 token is treated as a +1 token") < find(
        trace, "(if you do) resolves") < find(trace, "Remembered for the rest of the scenario: \u201cyou have cheated\u201d")
    assert trace.final_state["remembered"] == ["you have cheated"]
    find(trace, "ST.6: Roland succeeds")


def test_beginners_luck_declined_nothing_is_treated_and_nothing_remembered(world, run, find):
    trace = run(_beginners_luck(world, False))
    assert find(trace, "does not resolve the optional") < find(trace, "chose not to")
    assert "remembered" not in trace.final_state
    find(trace, "ST.5: Roland's modified skill value: willpower 3 \u2212 2 ([-2] token) = 1")


def _rex(world, choose):
    line = parse_card_text(REX, name="Rex Murphy", type_code="investigator").to_json()["card"]["chaos-tokens"][0]
    data = _charm_test(world, ["elder-sign"])
    data["investigators"][0]["elder-sign"] = {k: v for k, v in line.items() if k != "tokens"}
    data["investigators"][0]["deck"] = ["Flashlight", "Knife", "Magnifying Glass", "Hyperawareness"]
    data["choices"] = [{"decision": "may", "ability": "Roland", "choose": choose}]
    return data


def test_rex_chooses_to_fail_automatically_and_draws_3(world, run, find):
    """ST.4 resolves the [elder_sign] effect: the automatic failure chosen, 3 cards drawn; ST.6 fails the test
    whatever the +2 (the total skill value is considered 0)."""
    trace = run(_rex(world, True))
    assert find(trace, "ST.4") < find(trace, "(if you do) resolves") < find(trace, "ST.6: Roland fails")
    assert trace.final_state["investigators"]["Roland"]["hand"][:3] == ["Flashlight", "Knife", "Magnifying Glass"]


def test_rex_declines_the_plus_2_applies_and_nothing_is_drawn(world, run, find):
    trace = run(_rex(world, False))
    find(trace, "chose not to")
    find(trace, "ST.6: Roland succeeds")
    assert trace.final_state["investigators"]["Roland"]["hand"] == []
