"""The damage an investigator's attack deals, modified, read from the rules' sentences.

- Fight Action: a successful attack deals 1 damage (its standard damage); a failed one against an enemy engaged with
  another investigator deals that damage to that investigator.
- ST.7: card abilities "may contribute additional consequences, or modify existing consequences": "this attack deals
  +1 damage", "… deals 1 less damage", "instead of its standard damage, this attack deals N".
- Modifiers: "any resultant value below zero is treated as zero".
"""

from __future__ import annotations

import pytest

from kb.engine import SituationError, situation_from_data

GHOUL = {"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 9, "fight": 2, "evade": 2,
         "attack": {"damage": 1}}


def _weapon(world, success=(), fail=(), engaged="Roland"):
    """Roland (combat 4) holds a weapon whose Fight ability prints ``success`` / ``fail`` results."""
    world["cards"] = [dict(GHOUL, engaged=engaged), {"name": "Weapon", "type": "asset", "controller": "Roland",
                                                     "abilities": [{"kind": "action", "designator": "fight", "effects": [
                                                         {"effect": "fight", "enemy": "Ghoul", "success": list(success),
                                                          "fail": list(fail)}]}]}]
    return world


def _attack(world, run, token):
    return run(dict(world, tests=[{"who": "Roland", "tokens": [token]}],
                    do=[{"who": "Roland", "action": "activate", "card": "Weapon"}]))


LESS = {"effect": "attack-damage", "amount": -1}
MORE = {"effect": "attack-damage", "amount": 1}


def test_st7_this_attack_deals_1_less_damage_lowers_the_standard_damage(world, run, find):
    """"this attack deals 1 less damage" with "+1 damage": 1 + 1 − 1, the attack deals 1."""
    trace = _attack(_weapon(world, [MORE, LESS]), run, "0")
    assert find(trace, "deals 1 less damage (Weapon)") < find(trace, "1 + 1 (Weapon) \u2212 1 (Weapon) = 1")
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 1


def test_modifiers_an_attacks_damage_reduced_below_zero_is_treated_as_zero(world, run, find):
    """Modifiers: "any resultant value below zero is treated as zero": 1 − 2 deals no damage."""
    trace = _attack(_weapon(world, [dict(LESS, amount=-2)]), run, "0")
    step = find(trace, "= -1, below zero: treated as 0")
    assert "ahlcg/rr/modifiers" in trace.steps[step].rules
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 0


def _margin(which, most=5):
    """"… deals 1 damage for each point you succeed (fail) by (to a minimum of 1, to a maximum of 5)", instead of
    its standard damage: the margin counted, at most 5; a margin of 0 deals the minimum, 1."""
    count = "point-succeeded-by" if which == "success" else "point-failed-by"
    instead = {"effect": "attack-damage", "amount": 1, "replace-result": True}
    return [{"effect": "if", "condition": {"count": count, "at-least": 1},
             "effects": [{"effect": "for-each", "count": count, "amount": most, "effects": [instead]}],
             "otherwise": [instead]}]


def test_st7_instead_of_its_standard_damage_the_attack_deals_one_for_each_point_succeeded_by(world, run, find):
    """Combat 4 + 1 against fight 2 succeeds by 3: the attack deals 3 damage instead of its standard 1."""
    trace = _attack(_weapon(world, _margin("success")), run, "+1")
    dealt = max(i for i, s in enumerate(trace.steps) if "Roland's attack deals 3 damage to Ghoul" in s.text)
    assert find(trace, "deals 1 damage instead of its standard damage (Weapon)") < find(
        trace, "instead of its standard 1 = 3") < dealt
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 3


def test_st7_a_margin_beyond_the_maximum_deals_the_maximum(world, run, find):
    """Combat 4 + 1 against fight 2 succeeds by 3; "to a maximum of 2" counts 2."""
    trace = _attack(_weapon(world, _margin("success", most=2)), run, "+1")
    find(trace, "at most 2")
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 2


def test_st7_a_margin_of_zero_deals_the_minimum(world, run, find):
    """Combat 4 − 2 against fight 2 succeeds by 0: "to a minimum of 1" deals 1."""
    trace = _attack(_weapon(world, _margin("success")), run, "-2")
    find(trace, "instead of its standard 1 = 1")
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 1


def test_fight_a_failed_attack_deals_its_modified_damage_to_the_other_investigator(world, run, find):
    """Fight: a failed attack on an enemy engaged with another investigator deals its damage to that investigator; a
    result on failing sets that damage: "1 damage for each point you fail by" (combat 4 − 5 against 2: fails by 2)."""
    trace = _attack(_weapon(world, fail=_margin("fail"), engaged="Agnes"), run, "-5")
    assert find(trace, "deals 1 damage instead of its standard damage") < find(
        trace, "its damage is dealt to Agnes") < find(trace, "instead of its standard 1 = 2")
    assert trace.final_state["investigators"]["Agnes"]["damage"] == 2


def test_replace_result_is_refused_on_other_effects(world):
    """``replace-result`` names what replaces an action's result: only an investigation's or an attack's damage."""
    _weapon(world, [{"effect": "gain-resources", "amount": 1, "replace-result": True}])
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Weapon"}]
    with pytest.raises(SituationError, match="replace-result"):
        situation_from_data(world)


def test_st1_a_modifier_on_what_the_attack_is_made_against_is_checked_as_the_test_begins(world, run, find):
    """"If used to attack The Experiment, this attack deals +6 damage": the Fight's own modifier, checked at ST.1
    against the enemy attacked (a Ghoul here: attack-against:Ghoul holds), added to its damage at ST.7."""
    _weapon(world)
    world["cards"][1]["abilities"][0]["effects"][0]["effects"] = [
        {"effect": "if", "condition": {"count": "attack-against:Ghoul", "at-least": 1},
         "effects": [{"effect": "attack-damage", "amount": 6}]}]
    trace = _attack(world, run, "0")
    assert find(trace, "ST.1") < find(trace, "deals +6 damage (Weapon)") < find(trace, "ST.2") < find(
        trace, "Roland's attack deals 7 damage to Ghoul")


def test_a_when_reaction_to_a_successful_attack_adds_to_its_damage(world, run, find):
    """Lita Chantler: "When an investigator at your location successfully attacks a Monster enemy: That investigator
    deals +1 damage." The reaction resolves at ST.6, before the attack's damage at ST.7, which it modifies."""
    _weapon(world)
    world["cards"][0]["traits"] = ["Monster"]
    world["cards"].append({"name": "Lita", "type": "asset", "controller": "Agnes", "abilities": [
        {"kind": "reaction", "timing": "when", "trigger": {"event": "succeed-skill-test", "via": "fight",
                                                         "what": "monster-enemy"},
         "effects": [{"effect": "attack-damage", "amount": 1}]}]})
    trace = _attack(world, run, "0")
    assert find(trace, "deals +1 damage (Lita)") < find(trace, "ST.7") < find(trace, "Roland's attack deals 2 damage")
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 2


def test_st1_a_skill_modifier_for_each_token_on_the_attacked_enemy(world, run, find):
    """Esoteric Formula: "You get +2 [willpower] for this attack for each clue on the attacked enemy": counted on the
    enemy the Fight's test is against (2 clues on the Ghoul: +4) as the test begins (ST.1)."""
    _weapon(world)
    world["cards"][0]["clues"] = 2
    world["cards"][1]["abilities"][0]["effects"][0]["effects"] = [
        {"effect": "for-each", "count": "clue-on:tested-enemy", "effects": [
            {"effect": "modify-skill", "amount": 2}]}]
    trace = _attack(world, run, "0")
    assert find(trace, "ST.1") < find(trace, "clues on Ghoul") < find(trace, "ST.2")
    find(trace, "+ 4 (Weapon) = 8")
    assert not any("is revealed:" in s.text for s in trace.steps)  # said as the for-each it is, not a token check


def test_the_attacked_enemy_outside_a_test_has_nothing_to_count(world, run, find):
    """With no attack being made there is no attacked enemy: the count is not 0 but nothing, and the effect does not
    resolve."""
    world["cards"] = [dict(GHOUL, clues=2), {"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "for-each", "count": "clue-on:tested-enemy", "effects": [
            {"effect": "gain-resources", "amount": 1}]}]}]}]
    trace = run(dict(world, do=[{"who": "Roland", "action": "activate", "card": "Charm"}]))
    find(trace, "nothing to count")
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5


def _observer(world, effects, enemy_attack=True):
    """A Yithian Observer (1 damage, 1 horror) engaged with Roland, whose Forced "When Yithian Observer attacks you"
    prints ``effects``; it attacks Roland by a card's effect."""
    world["cards"] = [{"name": "Observer", "type": "enemy", "engaged": "Roland", "health": 4, "fight": 4, "evade": 3,
                       "attack": {"damage": 1, "horror": 1}, "abilities": [
                           {"kind": "forced", "timing": "when", "trigger": {"event": "enemy-attack", "source": "self",
                                                                            "who": "you"}, "effects": effects}]},
                      {"name": "Call", "type": "asset", "controller": "Roland", "abilities": [
                          {"kind": "action", "effects": [{"effect": "enemy-attacks", "enemy": "Observer"}]}]}]
    return world


def test_an_enemy_attack_modified_in_its_when_window_deals_more_damage_and_horror(world, run, find):
    """Yithian Observer: "When Yithian Observer attacks you: … Yithian Observer deals +1 damage and +1 horror for this
    attack." The attack's values are modified as it is made, before its damage and horror are dealt: each attack,
    the attack of opportunity the action provokes and the one the card makes, deals 2 damage and 2 horror."""
    _observer(world, [{"effect": "attack-damage", "amount": 1}, {"effect": "attack-horror", "amount": 1}])
    trace = run(dict(world, do=[{"who": "Roland", "action": "activate", "card": "Call"}]))
    assert find(trace, "Observer's attack against Roland deals +1 damage (Observer)") < find(
        trace, "1 damage and 1 horror becomes 2 damage and 2 horror") < find(
        trace, "Observer's attack deals 2 damage and 2 horror to Roland")
    assert (trace.final_state["investigators"]["Roland"]["damage"],
            trace.final_state["investigators"]["Roland"]["horror"]) == (4, 4)


def test_an_enemy_attack_reduced_below_zero_deals_nothing_of_it(world, run, find):
    """Modifiers: 1 horror − 2 is treated as 0; the damage is dealt alone."""
    _observer(world, [{"effect": "attack-horror", "amount": -2}])
    trace = run(dict(world, do=[{"who": "Roland", "action": "activate", "card": "Call"}]))
    find(trace, "1 damage and 1 horror becomes 1 damage")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 0


def test_horror_for_an_investigators_attack_modifies_nothing(world, run, find):
    """Fight: an investigator's attack deals damage only: "+1 horror for this attack" there does nothing."""
    trace = _attack(_weapon(world, [{"effect": "attack-horror", "amount": 1}]), run, "0")
    find(trace, "No enemy attack is being made")
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 1


def _specter(world, exhausted):
    """Specter of Death: "While Specter of Death is exhausted, it takes 1 less damage from each attack made against
    it." Roland's weapon adds +1 damage (2 in all)."""
    _weapon(world, [MORE])
    world["cards"][0].update(name="Specter", exhausted=exhausted, abilities=[
        {"kind": "constant", "applies-to": {"event": "fight", "what": "self"}, "attack-damage-modifier": -1,
         "condition": {"card": "self", "state": "exhausted"}}])
    world["cards"][1]["abilities"][0]["effects"][0]["enemy"] = "Specter"
    return world


def test_a_constant_on_the_attacked_enemy_modifies_the_attacks_damage(world, run, find):
    """Exhausted: 1 + 1 (Weapon) − 1 (Specter) = 1, a constant ability modifying the value (Modifiers)."""
    trace = _attack(_specter(world, True), run, "0")
    step = find(trace, "test's results and constant abilities: 1 + 1 (Weapon) \u2212 1 (Specter) = 1")
    assert "ahlcg/rr/modifiers" in trace.steps[step].rules
    assert trace.final_state["cards"]["Specter"]["damage"] == 1


def test_a_constant_whose_condition_does_not_hold_modifies_nothing(world, run, find):
    """Ready: the constant is not active; the attack deals 1 + 1."""
    trace = _attack(_specter(world, False), run, "0")
    find(trace, "1 + 1 (Weapon) = 2")
    assert trace.final_state["cards"]["Specter"]["damage"] == 2


NONE = {"effect": "attack-damage", "amount": 0, "replace-result": True}


def test_fight_a_failed_attack_that_deals_no_damage_spares_the_other_investigator(world, run, find):
    """Blackjack: "If you perform this attack against an enemy engaged with another investigator and you fail, you
    deal no damage": the failed attack's damage (Fight: dealt to Agnes, engaged with the Ghoul) is set to none before
    it is dealt (ST.7), so Agnes takes nothing (combat 4 − 5 against 2 fails)."""
    trace = _attack(_weapon(world, fail=[NONE], engaged="Agnes"), run, "-5")
    assert find(trace, "deals 0 damage instead of its standard damage (Weapon)") < find(
        trace, "its damage is dealt to Agnes") < find(trace, "0 (Weapon) instead of its standard 1 = 0")
    assert trace.final_state["investigators"]["Agnes"]["damage"] == 0


def test_fight_no_damage_on_failing_leaves_a_successful_attack_alone(world, run, find):
    """The same result on a success: the attack deals its standard 1 damage, "you deal no damage" is not applied."""
    trace = _attack(_weapon(world, fail=[NONE], engaged="Agnes"), run, "0")
    assert "instead of its standard damage" not in " ".join(s.text for s in trace.steps)
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 1


def test_the_result_line_names_the_damage_dealt_instead(world, run, find):
    """"… deals 1 damage for each point you succeed by", instead of its standard damage: succeeding by 3, the attack's
    ST.7 line says the 3 damage it deals, not its standard 1."""
    trace = _attack(_weapon(world, _margin("success")), run, "+1")
    assert any(s.text == "Result: Roland's attack deals 3 damage to Ghoul instead of its standard damage (Weapon)"
               for s in trace.steps)
