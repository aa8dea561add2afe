"""An optional choice on a token line, read by the card reader and replayed: Marie Lambeau's [elder_sign] ("You may add
1 doom to or remove 1 doom from a card you control"). May: "the option to do that which follows" (the player may
resolve one option, or neither); Doom: doom placed on or removed from a card; ST.4 resolves the token's effect."""

from __future__ import annotations

from kb.cardtext import parse_card_text

MARIE = "[elder_sign] effect: +1. You may add 1 doom to or remove 1 doom from a card you control."


def _marie(world, choices, doom=0):
    """Roland (willpower 3), with Marie's [elder_sign] line, tests willpower (3) on his Charm (``doom`` on it)."""
    line = parse_card_text(MARIE, name="Marie Lambeau", type_code="investigator").to_json()["card"]["chaos-tokens"][0]
    world["investigators"][0]["elder-sign"] = {k: v for k, v in line.items() if k != "tokens"}
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "doom": doom, "abilities": [
        {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 3}]}]}]
    world["tests"] = [{"who": "Roland", "tokens": ["elder-sign"]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Charm"}]
    world["choices"] = choices
    return world


def test_marie_adds_1_doom_to_a_card_she_controls(world, run, find):
    trace = run(_marie(world, [{"decision": "may", "ability": "Roland", "choose": True},
                               {"decision": "either", "ability": "Roland", "option": 0},
                               {"decision": "target", "ability": "Roland", "choose": "Charm"}]))
    assert find(trace, "ST.4") < find(trace, "chooses (0)") < find(trace, "ST.6: Roland succeeds")
    assert trace.final_state["cards"]["Charm"]["doom"] == 1


def test_marie_removes_1_doom_from_a_card_she_controls(world, run, find):
    trace = run(_marie(world, [{"decision": "may", "ability": "Roland", "choose": True},
                               {"decision": "either", "ability": "Roland", "option": 1},
                               {"decision": "target", "ability": "Roland", "choose": "Charm"}], doom=2))
    find(trace, "chooses (1)")
    assert trace.final_state["cards"]["Charm"]["doom"] == 1


def test_marie_declines_and_no_doom_moves(world, run, find):
    trace = run(_marie(world, [{"decision": "may", "ability": "Roland", "choose": False}], doom=2))
    find(trace, "does not resolve the optional")
    assert trace.final_state["cards"]["Charm"]["doom"] == 2
    find(trace, "ST.6: Roland succeeds")
