"""What the skill test being made is against (``test-against``, ``attack-against``, ``evasion-against``): a
condition a chaos token or a result prints on the test's kind and its enemy, read from the rules' sentences — a
fight's test is an attack against the enemy (Fight action), an evasion's an evasion attempt against it (Evade
action), and a chaos symbol's ability resolves at ST.4 (Chaos Tokens; Skill Test Timing), a result at ST.7."""

from __future__ import annotations

import pytest

from kb.engine import SituationError, situation_from_data

_LOSE = [{"effect": "lose-actions", "amount": 1}]


def _elder_thing(condition: str) -> dict:
    """Dim Carcosa's "[elder_thing]: -3. If this token is revealed during an attack or evasion attempt against a
    Monster or Ancient One enemy, lose 1 action." (the filters any of them)."""
    return {"elder-thing": {"modifier": -3, "effects": [
        {"effect": "if", "condition": {"count": condition, "at-least": 1}, "effects": _LOSE}]}}


def _fight(world, traits, token="elder-thing", action="fight", **more):
    world["cards"] = [{"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 5, "fight": 1, "evade": 1,
                       "traits": traits, "attack": {"damage": 1}}]
    return dict(world, tests=[{"who": "Roland", "tokens": [token]}],
                do=[{"who": "Roland", "action": action, "enemy": "Ghoul"}], **more)


def test_st4_a_token_during_an_attack_against_a_matching_enemy_resolves_its_effect(world, run, find):
    """Roland attacks a Monster: the token's condition holds at ST.4, and he loses 1 of his 2 remaining actions."""
    trace = run(_fight(world, ["Monster"], **{"chaos-tokens": _elder_thing(
        "test-against:monster-enemy|ancient_one-enemy")}))
    st4 = find(trace, "ST.4: [elder-thing]")
    assert st4 < find(trace, "1 (Roland's test is an attack or evasion attempt against Ghoul, monster-enemy or "
                             "ancient_one-enemy)") < find(trace, "ST.5")
    assert trace.final_state["investigators"]["Roland"]["actions"] == 1


def test_st4_the_same_token_against_an_enemy_of_another_trait_does_nothing(world, run, find):
    trace = run(_fight(world, ["Humanoid"], **{"chaos-tokens": _elder_thing(
        "test-against:monster-enemy|ancient_one-enemy")}))
    find(trace, "0 (Roland's test is an attack or evasion attempt against Ghoul, not monster-enemy")
    assert trace.final_state["investigators"]["Roland"]["actions"] == 2


def test_st4_an_evasion_attempt_is_a_test_against_the_enemy_but_not_an_attack(world, run, find):
    """"during an attack or evasion attempt": an evasion counts; "attack-against" counts only a fight's test."""
    trace = run(_fight(world, ["Monster"], action="evade", **{"chaos-tokens": _elder_thing(
        "test-against:monster-enemy")}))
    assert trace.final_state["investigators"]["Roland"]["actions"] == 1
    world2 = dict(world)
    trace = run(_fight(world2, ["Monster"], action="evade", **{"chaos-tokens": _elder_thing(
        "attack-against:monster-enemy")}))
    find(trace, "0 (Roland's test is not an attack against an enemy)")
    assert trace.final_state["investigators"]["Roland"]["actions"] == 2


def test_st4_a_test_against_no_enemy_counts_none(world, run, find):
    """An investigation is neither an attack nor an evasion attempt: the condition does not hold."""
    data = dict(world, tests=[{"who": "Roland", "tokens": ["elder-thing"]}],
                do=[{"who": "Roland", "action": "investigate"}],
                **{"chaos-tokens": _elder_thing("test-against:enemy")})
    trace = run(data)
    find(trace, "0 (Roland's test is not an attack or evasion attempt against an enemy)")
    assert trace.final_state["investigators"]["Roland"]["actions"] == 2


def test_st7_a_result_if_this_attack_succeeds_against_a_non_elite_enemy(world, run, find):
    """Monster Slayer's "Fight. If this attack succeeds against a non-Elite enemy, defeat that enemy." (on an
    asset's fight ability here): the 5-health Ghoul takes 1 damage from the attack (ST.7) and is then defeated by the
    card; an Elite one is not."""
    for traits, defeated in ((["Monster"], True), (["Monster", "Elite"], False)):
        w = {**world, "cards": []}
        data = _fight(w, traits, token="0")
        data["cards"].append({"name": "Slayer", "type": "asset", "controller": "Roland", "abilities": [
            {"kind": "action", "designator": "fight", "effects": [{"effect": "fight", "enemy": "Ghoul", "success": [
                {"effect": "if", "condition": {"count": "attack-against:non-elite-enemy", "at-least": 1},
                 "effects": [{"effect": "defeat", "to": "tested-enemy"}]}]}]}]})
        data["do"] = [{"who": "Roland", "action": "activate", "card": "Slayer"}]
        trace = run(data)
        st7 = find(trace, "ST.7")
        if defeated:
            assert st7 < find(trace, "Roland's attack deals 1 damage to Ghoul") < find(trace, "Ghoul is defeated")
        else:
            find(trace, "not non-elite-enemy")
            assert not any("Ghoul is defeated" in s.text for s in trace.steps)


def test_a_test_count_names_filters_the_situation_knows(world):
    data = _fight(world, ["Monster"], **{"chaos-tokens": _elder_thing("test-against:Goul")})
    with pytest.raises(SituationError, match="Goul"):
        situation_from_data(data)


def test_st1_a_counted_attack_damage_modifier_adds_to_the_attack_at_most_its_max(world, run, find):
    """"I've got a plan!": "You deal +1 damage for this attack for each clue you have (max +3 damage)." Roland has 5
    clues: the modifier is established as the test begins (ST.1), at most 3 instances, and the attack's damage at
    ST.7 is 1 + 3."""
    world["investigators"][0]["clues"] = 5
    data = _fight(world, [], token="0")
    data["cards"].append({"name": "Plan", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "designator": "fight", "effects": [{"effect": "fight", "enemy": "Ghoul", "effects": [
            {"effect": "for-each", "count": "clue-you-have", "amount": 3,
             "effects": [{"effect": "attack-damage", "amount": 1}]}]}]}]})
    data["do"] = [{"who": "Roland", "action": "activate", "card": "Plan"}]
    trace = run(data)
    assert find(trace, "ST.1") < find(trace, "at most 3") < find(trace, "ST.2") < find(
        trace, "Roland's attack deals 4 damage to Ghoul")
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 4


def test_st1_a_difficulty_raised_for_each_of_a_count_is_settled_as_the_test_begins(world, run, find):
    """Eager for Death: "Test [willpower] (2). Increase this skill test's difficulty by 1 for each damage on you."
    Roland has 2 damage: willpower 3 + 0 against 2 + 2 fails."""
    world["investigators"][0]["damage"] = 2
    world["cards"] = [{"name": "Dread", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 2,
                                        "count": "damage-on-you"}]}]}]
    trace = run(dict(world, tests=[{"who": "Roland", "tokens": ["0"]}],
                     do=[{"who": "Roland", "action": "activate", "card": "Dread"}]))
    assert find(trace, "difficulty is 2 + 1 for each damage-on-you: 2 (damage on Roland)") < find(
        trace, "against difficulty 4") < find(trace, "ST.6: Roland fails")


def test_st1_a_skill_modifier_for_each_of_a_count_is_established_as_the_test_begins(world, run, find):
    """"You get +X [combat] for this attack, where X is the number of enemies engaged with you": one lasting +1 for
    each enemy engaged with Roland (the Ghoul), established at ST.1 and added at ST.5."""
    data = _fight(world, [], token="0")
    data["cards"].append({"name": "Knife", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "designator": "fight", "effects": [{"effect": "fight", "enemy": "Ghoul", "effects": [
            {"effect": "for-each", "count": "enemy-engaged-with-you", "effects": [
                {"effect": "lasting", "duration": "for-this-skill-test", "skill-modifier": 1,
                 "applies-to": {"event": "skill-test-begins", "who": "you", "skill": "combat"}}]}]}]}]})
    data["do"] = [{"who": "Roland", "action": "activate", "card": "Knife"}]
    trace = run(data)
    st5 = find(trace, "ST.5: Roland's modified skill value: combat 4")
    assert find(trace, "ST.1") < find(trace, "enemies engaged with Roland") < st5
    assert "= 5" in trace.steps[st5].text


def _again_if(world, traits):
    """The Devourer Below: "[elder_thing]: -5. If there is an Ancient One enemy in play, reveal another token."."""
    world["cards"] = [{"name": "Umordhoth", "type": "enemy", "location": "Attic", "health": 9, "fight": 1, "evade": 1,
                       "traits": traits, "attack": {"damage": 1}},
                      {"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
                          {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 1}]}]}]
    return dict(world, tests=[{"who": "Roland", "tokens": ["elder-thing", "+1"]}],
                do=[{"who": "Roland", "action": "activate", "card": "Charm"}],
                **{"chaos-tokens": {"elder-thing": {"modifier": -5, "again-if": {
                    "count": "in-play:ancient_one-enemy", "at-least": 1}}}})


def test_st3_a_token_reveals_another_only_while_its_condition_holds(world, run, find):
    trace = run(_again_if(world, ["Ancient One"]))
    find(trace, "Roland reveals elder-thing, +1 from the chaos bag (elder-thing: reveal another token")
    trace = run(_again_if(world, ["Humanoid"]))
    assert not any("elder-thing: reveal another token" in s.text for s in trace.steps)
