"""A scenario reference card's chaos token lines, read from their printed words and replayed (Chaos Token: a symbol
token initiates the scenario reference card's ability for it, ST.4): an instruction that runs as a card's effect runs
as a token's too — "Return 1 of your clues to your current location" (Clues: the clue leaves the investigator for his
or her location), "Add 1 doom token to the nearest Cultist enemy" (Doom), a condition on where you are ("If you are in
the Hidden Chamber, reveal another token": ST.3, only while you are there)."""

from __future__ import annotations

from typing import Any

from kb.cardtext.chaos import chaos_line


def _line(symbol: str, body: str) -> dict[str, Any]:
    """The engine's token effect for a scenario card's "[symbol]: body", as the reader lowers it."""
    read = chaos_line([symbol], body, "scenario")
    return {k: v for k, v in read.items() if k != "tokens"}


def _tested(world: dict[str, Any], symbol: str, body: str, tokens: list[str]) -> dict[str, Any]:
    """Roland (willpower 3) takes a willpower (3) test from his charm, revealing ``tokens``."""
    charm = {"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 3}]}]}
    return dict(world, cards=[*world["cards"], charm], tests=[{"who": "Roland", "tokens": tokens}], **{"chaos-tokens": {symbol: _line(symbol, body)}},
                do=[{"who": "Roland", "action": "activate", "card": "Charm"}])


def test_a_tablet_returns_one_of_your_clues_to_your_location(world, run, find):
    """The Miskatonic Museum: "[tablet]: -2. Return 1 of your clues to your current location." Roland has 2 clues
    in the Hall (2 clues): at ST.4 one leaves him for the Hall."""
    world["investigators"][0]["clues"] = 2
    trace = run(_tested(world, "tablet", "-2. Return 1 of your clues to your current location.", ["tablet"]))
    assert find(trace, "ST.4: [tablet]") < find(trace, "ST.6")
    state = trace.final_state
    assert state["investigators"]["Roland"]["clues"] == 1
    assert state["locations"]["Hall"]["clues"] == 3


def test_a_tablet_adds_a_doom_token_to_the_nearest_cultist_enemy(world, run, find):
    """Essex County Express: "[tablet]: -2. Add 1 doom token to the nearest Cultist enemy." The Cultist at Roland's
    location is nearest (Nearest: fewest connections away); the one in the Attic gets none."""
    def cultist(name: str, where: str) -> dict[str, Any]:
        return {"name": name, "type": "enemy", "traits": ["Humanoid", "Cultist"], "health": 2, "fight": 2,
                "evade": 2, "location": where}
    world["cards"] = [cultist("Acolyte", "Hall"), cultist("Fanatic", "Attic")]
    trace = run(_tested(world, "tablet", "-2. Add 1 doom token to the nearest Cultist enemy.", ["tablet"]))
    assert find(trace, "ST.4: [tablet]") < find(trace, "ST.6")
    cards = trace.final_state["cards"]
    assert cards["Acolyte"].get("doom", 0) == 1 and cards["Fanatic"].get("doom", 0) == 0


def test_a_tablet_reveals_another_token_only_in_the_named_location(world, run, find):
    """Blood on the Altar: "[tablet]: -2. If you are in the Hidden Chamber, reveal another token." In the Hidden
    Chamber the next token is revealed too; elsewhere the tablet's -2 alone counts."""
    body = "-2. If you are in the Hidden Chamber, reveal another token."
    world["locations"][0]["name"] = "Hidden Chamber"
    world["locations"][1]["connections"] = ["Hidden Chamber"]
    world["locations"][0]["connections"] = ["Attic"]
    for who in world["investigators"]:
        who["location"] = "Hidden Chamber"
    trace = run(_tested(world, "tablet", body, ["tablet", "-1"]))
    find(trace, "Roland reveals tablet, -1 from the chaos bag (tablet: reveal another token")
    world["investigators"][0]["location"] = "Attic"
    trace = run(_tested(world, "tablet", body, ["tablet", "-1"]))
    assert not any("tablet: reveal another token" in s.text for s in trace.steps)


def _yog_sothoth(**where: str) -> dict[str, Any]:
    return {"name": "Yog-Sothoth", "type": "enemy", "traits": ["Ancient One"], "health": 9, "fight": 6, "evade": 6,
            "attack": {"damage": 2, "horror": 1}, **where}


def test_a_tablet_s_attack_after_this_skill_test_waits_for_the_test_s_end(world, run, find):
    """Lost in Time and Space: "[tablet]: -3. If Yog-Sothoth is in play, it attacks you after this skill test." The
    attack is a delayed effect (Delayed Effects): set up at ST.4, it resolves only once the test has ended (ST.8)."""
    world["cards"] = [_yog_sothoth(location="Attic")]
    body = "-3. If Yog-Sothoth is in play, it attacks you after this skill test."
    trace = run(_tested(world, "tablet", body, ["tablet"]))
    st4, waits, st8 = find(trace, "ST.4: [tablet]"), find(trace, "a delayed effect waits"), find(trace, "ST.8: the skill test ends")
    attack = find(trace, "Yog-Sothoth makes an attack against Roland")
    assert st4 < waits < st8 < attack
    roland = trace.final_state["investigators"]["Roland"]
    assert (roland["damage"], roland["horror"]) == (2, 1)


def test_no_attack_after_the_test_when_the_enemy_is_not_in_play(world, run):
    """Yog-Sothoth set aside: the condition does not hold, nothing waits for the test's end."""
    world["set-aside"] = [_yog_sothoth()]
    body = "-3. If Yog-Sothoth is in play, it attacks you after this skill test."
    trace = run(_tested(world, "tablet", body, ["tablet"]))
    assert not any("a delayed effect waits" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"].get("damage", 0) == 0
