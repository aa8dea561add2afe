"""A constant ability whose condition bounds a count of the investigator its enemy is engaged with: "Some constant
abilities are only active while a specified condition is met … the effects of such abilities are active any time the
specified condition is met" (ahlcg/rr/constant-abilities). "While engaged with an investigator with remaining sanity 4
or fewer, Screeching Byakhee gets +1 fight and +1 evade": the investigator counted is the one the enemy is engaged
with (ahlcg/rr/engaged), whoever attacks it; remaining sanity is the base sanity minus the horror on him or her
(ahlcg/rr/sanity-and-horror); an enemy engaged with no one meets no such bound (nothing to count)."""

from __future__ import annotations

from typing import Any

BYAKHEE = "While engaged with an investigator with remaining sanity 4 or fewer, Screeching Byakhee gets +1 fight."
HARDIER = "While engaged with an investigator with 8 or more remaining health, Screeching Byakhee gets +1 fight."


def _byakhee(world: dict[str, Any], text: str, engaged: str | None, horror: int) -> dict[str, Any]:
    """Roland (sanity 5, health 9) with ``horror`` on him; Agnes (sanity 8, health 6); the Byakhee (fight 3) in the
    Hall, engaged with ``engaged``; Roland attacks it."""
    world["investigators"][0]["horror"] = horror
    enemy: dict[str, Any] = {"name": "Screeching Byakhee", "type": "enemy", "health": 2, "fight": 3, "evade": 3,
                             "attack": {"damage": 1, "horror": 1}, "text": text}
    if engaged is not None:
        enemy["engaged"] = engaged
    else:
        enemy.update(location="Hall", exhausted=True)  # exhausted: it does not engage Roland (Enemy Engagement)
    world["cards"] = [enemy]
    world["do"] = [{"who": "Roland", "action": "fight", "enemy": "Screeching Byakhee", "result": "success"}]
    return world


def _raised(trace) -> bool:
    return any(s.text.endswith("the difficulty of this skill test is 3 \u2192 4") for s in trace.steps)


def test_the_modifier_applies_while_the_engaged_investigator_is_within_the_bound(world, run):
    """Roland 5 sanity, 1 horror: remaining 4, at most 4 — the fight is 3 + 1."""
    assert _raised(run(_byakhee(world, BYAKHEE, "Roland", 1)))


def test_the_modifier_does_not_apply_while_the_engaged_investigator_is_outside_it(world, run):
    """No horror: remaining sanity 5, above 4 — the fight stays 3."""
    trace = run(_byakhee(world, BYAKHEE, "Roland", 0))
    assert any("ST." in s.text for s in trace.steps)
    assert not _raised(trace)


def test_the_investigator_counted_is_the_engaged_one_not_the_attacker(world, run):
    """Roland (remaining sanity 4) attacks a Byakhee engaged with Agnes (remaining 8): the condition names the
    investigator it is engaged with, so it does not hold."""
    trace = run(_byakhee(world, BYAKHEE, "Agnes", 1))
    assert not _raised(trace)


def test_an_enemy_engaged_with_no_one_meets_no_bound(world, run):
    """Unengaged (and exhausted, so it stays so), the Byakhee is engaged with no investigator of any sanity: even
    "or fewer" does not hold, though the attacker's remaining sanity is 4."""
    trace = run(_byakhee(world, BYAKHEE, None, 1))
    assert any("ST." in s.text for s in trace.steps)
    assert not _raised(trace)


def test_an_or_more_bound_asks_whether_some_engaged_investigator_reaches_it(world, run):
    """"with 8 or more remaining health": Roland (9 health, no damage) reaches it; Agnes (6) does not."""
    assert _raised(run(_byakhee(world, HARDIER, "Roland", 0)))
    assert not _raised(run(_byakhee(world, HARDIER, "Agnes", 0)))
