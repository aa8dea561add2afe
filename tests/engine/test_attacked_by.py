"""A constant of an enemy while it is being attacked or evaded by an investigator so qualified: "While Hastur is being
attacked or evaded by an investigator with no remaining sanity, treat each [elder_sign], "+1," "0," or "-1" token that
investigator reveals as a [auto_fail] token". "Some constant abilities are only active while a specified condition is
met" (ahlcg/rr/constant-abilities); an attack is a fight against the enemy and an evasion an evasion attempt against it
(ahlcg/rr/fight; ahlcg/rr/evade); "you" on a card no one controls is the investigator interacting with it
(ahlcg/rr/you-your) — the one testing against it, whose remaining sanity the condition counts."""

from __future__ import annotations

from typing import Any

HASTUR = ("While Hastur is being attacked or evaded by an investigator with no remaining sanity, treat each "
          "[elder_sign], \"+1,\" \"0,\" or \"-1\" token that investigator reveals as a [auto_fail] token.")


def _hastur(world: dict[str, Any], action: str, horror: int, token: str = "+1") -> dict[str, Any]:
    """Roland (sanity 5, combat 4, agility 2) fights or evades Hastur (fight 2, evade 1) and reveals ``token``."""
    world["investigators"][0]["horror"] = horror
    world["cards"] = [{"name": "Hastur", "type": "enemy", "engaged": "Roland", "health": 9, "fight": 2, "evade": 1,
                       "attack": {"damage": 1}, "text": HASTUR}]
    world["tests"] = [{"who": "Roland", "tokens": [token]}]
    world["do"] = [{"who": "Roland", "action": action, "enemy": "Hastur"}]
    return world


def test_a_token_it_names_is_an_auto_fail_when_the_attacker_has_no_remaining_sanity(world, run, find):
    trace = run(_hastur(world, "fight", horror=5))
    assert find(trace, "The revealed +1 token resolves as auto-fail (Hastur)") < find(trace, "ST.6: Roland fails")


def test_an_evasion_attempt_is_governed_as_well(world, run, find):
    trace = run(_hastur(world, "evade", horror=5, token="elder-sign"))
    assert find(trace, "The revealed elder-sign token resolves as auto-fail (Hastur)") < find(trace, "ST.6: Roland fails")


def test_an_attacker_with_sanity_remaining_reveals_the_token_as_it_is(world, run, find):
    trace = run(_hastur(world, "fight", horror=4))
    assert not any("resolves as auto-fail" in s.text for s in trace.steps)
    find(trace, "ST.6: Roland succeeds")


def test_a_token_it_does_not_name_is_not_treated(world, run, find):
    trace = run(_hastur(world, "fight", horror=5, token="-2"))
    assert not any("resolves as auto-fail" in s.text for s in trace.steps)
    find(trace, "ST.6: Roland succeeds")  # combat 4 - 2 = 2 against fight 2
