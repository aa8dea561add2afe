"""An enemy attack's damage dealt to the attacker by a card: "Cancel that attack. Then, reveal a random token from the
chaos bag. If it has a [skull], [cultist], [tablet], [elder_thing], or [auto_fail] symbol, deal the attacking enemy's
damage to itself." The amount is the attack's damage value, as modified (Enemy Attacks), counted as the effect
resolves (``attack-damage-of:attacking-enemy``), though the attack was canceled."""

from __future__ import annotations

import pytest

from kb.engine import SituationError

FAILING = ["skull", "cultist", "tablet", "elder-thing", "auto-fail"]
#: "Deal the attacking enemy's damage to itself": 1 damage to the attacker for each point of its attack's damage.
TO_ITSELF = {"effect": "for-each", "count": "attack-damage-of:attacking-enemy",
             "effects": [{"effect": "deal-damage", "amount": 1, "to": "attacking-enemy"}]}


def _gaze(world, token, more=0):
    """Roland, attacked by a Ghoul (2 damage, +``more`` from a constant), plays a fast event on the attack."""
    ghoul = {"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 6, "fight": 2, "evade": 2,
             "attack": {"damage": 2, "horror": 1}}
    if more:
        ghoul["abilities"] = [{"kind": "constant", "applies-to": {"event": "enemy-attack", "source": "self"},
                               "attack-damage-modifier": more}]
    world["cards"] = [ghoul]
    world["investigators"][0]["hand"] = [{
        "name": "Gaze", "type": "event", "cost": 0, "keywords": ["fast"],
        "play-when": {"timing": "when", "trigger": {"event": "enemy-attack", "source": "enemy",
                                                    "who": "investigator-at-your-location"}},
        "effects": [{"effect": "cancel"}, {"effect": "reveal-token", "then": True},
                    {"effect": "if-revealed", "symbols": FAILING, "effects": [TO_ITSELF]}]}]
    world.update({"phase": "enemy", "start": "3.3", "until": "3.3", "round": 2,
                  "reveals": [{"who": "Roland", "tokens": [token]}]})
    return world


def _damage(trace, name):
    return trace.final_state["cards"][name].get("damage", 0)


def test_the_attack_is_canceled_then_its_damage_is_dealt_to_the_attacker(world, run, find):
    trace = run(_gaze(world, "skull"))
    assert find(trace, "Canceled: Ghoul attacks Roland") < find(trace, "Roland reveals skull") < find(
        trace, "2 (Ghoul's attack's damage)")
    assert _damage(trace, "Ghoul") == 2
    assert trace.final_state["investigators"]["Roland"].get("damage", 0) == 0


def test_the_damage_is_the_attacks_as_modified(world, run, find):
    trace = run(_gaze(world, "auto-fail", more=1))
    find(trace, "3 (Ghoul's attack's damage: +1 damage Ghoul)")
    assert _damage(trace, "Ghoul") == 3


def test_another_token_deals_nothing(world, run):
    assert _damage(run(_gaze(world, "-1")), "Ghoul") == 0


def test_the_count_names_only_the_attacker(world, run):
    data = _gaze(world, "skull")
    data["investigators"][0]["hand"][0]["effects"][2]["effects"][0]["count"] = "attack-damage-of:Ghoul"
    with pytest.raises(SituationError, match="attacking-enemy"):
        run(data)


#: "Play after you fail a skill test by 2 or less while attacking an enemy engaged with you."
_AFTER_FAILING = {"timing": "after", "trigger": {"event": "fail-skill-test", "who": "you", "at-most": 2,
                                                "via": "fight", "what": "enemy-engaged-with-you"}}


def _oops(world, token, other=True):
    """Roland attacks a Ghoul (fight 4) with a weapon dealing +1 damage; his combat 4 and ``token`` decide the test; a
    Rat is at his location when ``other``; in hand, "Deal this attack's damage to a different enemy at your
    location"."""
    world["cards"] = [
        {"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 5, "fight": 4, "evade": 2,
         "attack": {"damage": 1, "horror": 1}},
        {"name": "Knife", "type": "asset", "controller": "Roland",
         "abilities": [{"kind": "action", "designator": "fight", "cost": {"actions": 1},
                        "effects": [{"effect": "fight", "enemy": "Ghoul", "damage": 1}]}]}]
    if other:
        world["cards"].append({"name": "Rat", "type": "enemy", "location": "Hall", "health": 4, "fight": 1,
                               "evade": 1, "attack": {"damage": 1, "horror": 0}})
    world["investigators"][0]["actions"] = 3
    world["investigators"][0]["hand"] = [{
        "name": "Oops", "type": "event", "cost": 0, "keywords": ["fast"], "play-when": _AFTER_FAILING,
        "effects": [{"effect": "deal-attack-damage", "to": "an-other-enemy-at-your-location"}]}]
    world["tests"] = [{"who": "Roland", "skill": "combat", "tokens": [token]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Knife", "ability": 0, "enemy": "Ghoul"}]
    return world


def test_after_failing_the_attacks_damage_is_dealt_to_a_different_enemy(world, run, find):
    trace = run(_oops(world, "-1"))  # 4 - 1 = 3 against fight 4: fails by 1
    assert find(trace, "ST.6: Roland fails") < find(trace, "Oops") < find(
        trace, "Roland's attack against Ghoul deals its damage (2) to Rat")
    assert _damage(trace, "Rat") == 2  # 1, +1 from the Knife
    assert _damage(trace, "Ghoul") == 0  # "a different enemy": not the one attacked


def test_with_no_different_enemy_there_is_nothing_to_deal_to(world, run):
    trace = run(_oops(world, "-1", other=False))
    assert _damage(trace, "Ghoul") == 0


def test_failing_by_more_than_2_does_not_offer_it(world, run):
    trace = run(_oops(world, "-3"))  # fails by 3
    assert _damage(trace, "Rat") == 0
