"""A token whose automatic result replaces its "Reveal another token": Black Stars Rise, "[cultist]: Reveal another
token. If this token is revealed during an attack or evasion attempt against an enemy with doom on it, this skill test
automatically fails instead." — during an attack on an enemy with doom, no other token is revealed and the test fails
(Automatic Failure/Success, ST.6); against an enemy with none, the reveal goes on (ST.3) and the test is decided by the
values."""

from __future__ import annotations

CULTIST = {"again-if": {"count": "test-against:with_doom-enemy", "at-most": 0}, "effects": [
    {"effect": "if", "condition": {"count": "test-against:with_doom-enemy", "at-least": 1},
     "effects": [{"effect": "automatic", "result": "fail"}]}]}


def _fight(world, run, doom, tokens):
    """Roland (combat 4) attacks a Ghoul (fight 2) engaged with him; the bag gives ``tokens``."""
    world["investigators"][0]["skills"] = {"willpower": 3, "intellect": 3, "combat": 4, "agility": 2}
    world["cards"] = [{"name": "Ghoul", "type": "enemy", "location": "Hall", "health": 9, "fight": 2, "evade": 2,
                       "attack": {"damage": 1}, "engaged": "Roland", "doom": doom}]
    return run(dict(world, **{"chaos-tokens": {"cultist": CULTIST}}, tests=[{"who": "Roland", "tokens": tokens}],
                    do=[{"who": "Roland", "action": "fight", "enemy": "Ghoul"}]))


def test_st3_against_an_enemy_with_doom_no_other_token_and_the_attack_fails(world, run, find):
    trace = _fight(world, run, doom=1, tokens=["cultist"])
    assert not any("reveal another token" in s.text for s in trace.steps)
    assert find(trace, "ST.4: [cultist]") < find(trace, "test automatically fails (applied at ST.6)") < find(
        trace, "ST.6: Roland fails (automatic failure")
    assert any("Roland fails" in s.text for s in trace.steps)
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 0


def test_st3_against_an_enemy_with_no_doom_the_reveal_goes_on(world, run, find):
    trace = _fight(world, run, doom=0, tokens=["cultist", "0"])
    find(trace, "Roland reveals cultist, 0 from the chaos bag (cultist: reveal another token")
    assert not any("automatically fails" in s.text for s in trace.steps)
    assert any("Roland succeeds" in s.text for s in trace.steps)
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 1
