"""An attack's damage spread over several enemies instead of its standard damage, read from the card's sentence.

- Storm of Spirits: "If you succeed, instead of its standard damage, this attack deals 2 damage to each enemy at the
  attacked enemy's location (any additional damage is dealt to the attacked enemy)."
- Fight Action: a successful attack deals 1 damage (its standard damage); Instead: the standard damage is not dealt.
- ST.7: a result that modifies an existing consequence.
"""

from __future__ import annotations

SPREAD = {"effect": "attack-damage", "amount": 2, "replace-result": True, "to": "each-enemy-at:location-of:tested-enemy"}


def _enemy(name, **more):
    return {"name": name, "type": "enemy", "health": 9, "fight": 2, "evade": 2, "attack": {"damage": 1}, **more}


def _storm(world, success=(SPREAD,), others=()):
    """Roland (combat 4) holds a weapon whose Fight ability against the Ghoul prints ``success``; the Ghoul is engaged
    with him in the Hall, with ``others`` there or elsewhere."""
    world["cards"] = [_enemy("Ghoul", engaged="Roland"), *others,
                      {"name": "Weapon", "type": "asset", "controller": "Roland",
                       "abilities": [{"kind": "action", "designator": "fight", "effects": [
                           {"effect": "fight", "enemy": "Ghoul", "success": list(success)}]}]}]
    return world


def _attack(world, run, token):
    return run(dict(world, tests=[{"who": "Roland", "tokens": [token]}],
                    do=[{"who": "Roland", "action": "activate", "card": "Weapon"}]))


def test_instead_of_its_standard_damage_each_enemy_at_the_attacked_enemys_location_takes_2(world, run, find):
    """Success: the Ghoul and the Rat in the Hall take 2 each, the Bat in the Attic none; not the standard 1."""
    others = [_enemy("Rat", location="Hall"), _enemy("Bat", location="Attic")]
    trace = _attack(_storm(world, others=others), run, "0")
    set_at = find(trace, "deals 2 damage to each of Ghoul, Rat instead of its standard damage (Weapon)")
    assert set_at < find(trace, "2 damage to Ghoul and 2 damage to Rat")
    cards = trace.final_state["cards"]
    assert (cards["Ghoul"]["damage"], cards["Rat"]["damage"], cards["Bat"].get("damage", 0)) == (2, 2, 0)


def test_any_additional_damage_is_dealt_to_the_attacked_enemy(world, run, find):
    """"This attack deals +1 damage" beside it: the Ghoul (attacked) takes 3, the Rat 2."""
    more = {"effect": "attack-damage", "amount": 1}
    trace = _attack(_storm(world, success=(SPREAD, more), others=[_enemy("Rat", location="Hall")]), run, "0")
    find(trace, "additional damage (+1 (Weapon)) is dealt to the attacked enemy, Ghoul")
    cards = trace.final_state["cards"]
    assert (cards["Ghoul"]["damage"], cards["Rat"]["damage"]) == (3, 2)


def test_a_failed_attack_deals_no_spread_damage(world, run):
    """Failure: no result, no damage to anyone."""
    trace = _attack(_storm(world, others=[_enemy("Rat", location="Hall")]), run, "-5")
    cards = trace.final_state["cards"]
    assert cards["Ghoul"].get("damage", 0) == 0 and cards["Rat"].get("damage", 0) == 0


def test_the_result_line_names_the_spread_damage_not_the_standard_damage(world, run, find):
    """"Instead of its standard damage, this attack deals 2 damage to each enemy …": the ST.7 line a player reads for
    the attack's own result never announces the standard 1 damage to the Ghoul the card replaced (Instead)."""
    trace = _attack(_storm(world, others=[_enemy("Rat", location="Hall")]), run, "0")
    results = [s.text for s in trace.steps if s.text.startswith("Result: Roland's attack")]
    assert results == ["Result: Roland's attack deals 2 damage to each of Ghoul, Rat instead of its standard damage "
                       "(Weapon)"]


def test_an_attack_nothing_replaced_still_names_its_standard_damage(world, run):
    """Fight: a successful attack deals 1 damage to the attacked enemy; nothing replaced it, the line says so."""
    trace = _attack(_storm(world, success=()), run, "0")
    assert [s.text for s in trace.steps if s.text.startswith("Result: Roland's attack")] == [
        "Result: Roland's attack deals 1 damage to Ghoul"]
