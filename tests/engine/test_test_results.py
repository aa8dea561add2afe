"""ST.6 and ST.7 read from the rules' sentences: results that depend on the margin of success or failure
("If you succeed by 2 or more, …"), and results that "modify existing consequences" ("this attack deals +1
damage"), which are applied with the consequence they modify rather than after it."""

from __future__ import annotations

from kb.engine.situation.vocabulary import StepKind

GHOUL = {"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 5, "fight": 2, "evade": 2,
         "attack": {"damage": 1}}


def _knife(world, success):
    """Roland (combat 4) holds a knife whose Fight ability prints ``success`` results."""
    world["cards"] = [dict(GHOUL), {"name": "Knife", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "designator": "fight", "effects": [{"effect": "fight", "success": success}]}]}]
    return world


SWITCHBLADE = [{"effect": "by-at-least", "amount": 2, "effects": [{"effect": "attack-damage", "amount": 1}]}]


def _attack(world, run, token):
    data = dict(world, tests=[{"who": "Roland", "tokens": [token]}],
                do=[{"who": "Roland", "action": "activate", "card": "Knife"}])
    return run(data)


def test_st6_a_result_by_2_or_more_applies_when_the_margin_is_at_least_2(world, run, find):
    """Combat 4 + 0 against fight 2: success by 2, so "If you succeed by 2 or more, this attack deals +1 damage"
    resolves, and the attack deals 2 damage."""
    trace = _attack(_knife(world, SWITCHBLADE), run, "0")
    assert find(trace, "succeeded by 2 (at least 2)") < find(trace, "Roland's attack against Ghoul deals +1 damage")
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 2


def test_st6_a_result_by_2_or_more_does_not_apply_when_the_margin_is_less(world, run, find):
    """Combat 4 - 1 against fight 2: success by 1 only; the attack deals its 1 damage."""
    trace = _attack(_knife(world, SWITCHBLADE), run, "-1")
    find(trace, "succeeded by 1, not by 2 or more")
    assert not any("+1 damage (Knife)" in s.text for s in trace.steps)
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 1


def test_st7_a_result_that_modifies_the_attack_is_applied_before_the_attacks_damage(world, run, find):
    """ST.7: "some other card abilities may … modify existing consequences": the +1 damage is applied to the attack's
    damage, so it comes first whatever the order of the other results, and the attack deals 2 at once."""
    trace = _attack(_knife(world, [{"effect": "attack-damage", "amount": 1},
                                   {"effect": "gain-resources", "amount": 1}]), run, "0")
    modify = find(trace, "is applied first, so that the consequence it modifies resolves as modified")
    assert modify < find(trace, "deals +1 damage (Knife)") < find(trace, "damage is modified by the test's results: 1 + 1")
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 2
    assert trace.steps[modify].kind is StepKind.NOTE and "ahlcg/rr/st-7" in trace.steps[modify].rules


def test_attack_damage_outside_an_attack_has_nothing_to_modify(world, run, find):
    """A plain test (not a fight) is no attack: "this attack deals +1 damage" changes nothing."""
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 1,
                                        "success": [{"effect": "attack-damage", "amount": 1}]}]}]}]
    trace = run(dict(world, tests=[{"who": "Roland", "tokens": ["0"]}],
                     do=[{"who": "Roland", "action": "activate", "card": "Charm"}]))
    find(trace, "No attack is being made")


def test_a_margin_on_a_failed_test_counts_the_points_failed_by(world, run, find):
    """"If you fail by 2 or more, take 1 horror": willpower 3 - 2 against 4 fails by 3."""
    world["cards"] = [{"name": "Curse", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 4, "fail": [
            {"effect": "by-at-least", "amount": 2, "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]}]}]}]
    trace = run(dict(world, tests=[{"who": "Roland", "tokens": ["-2"]}],
                     do=[{"who": "Roland", "action": "activate", "card": "Curse"}]))
    find(trace, "test failed by 3 (at least 2)")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def _near_miss(world, token):
    """A reaction "After you fail a skill test by 2 or less: gain 1 resource" and Roland's willpower 3 test vs 4."""
    world["cards"] = [
        {"name": "Curse", "type": "asset", "controller": "Roland", "abilities": [
            {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 4}]}]},
        {"name": "Near Miss", "type": "asset", "controller": "Roland", "abilities": [
            {"kind": "reaction", "timing": "after", "trigger": {"event": "fail-skill-test", "who": "you", "at-most": 2},
             "effects": [{"effect": "gain-resources", "amount": 1}]}]}]
    return dict(world, tests=[{"who": "Roland", "tokens": [token]}],
                do=[{"who": "Roland", "action": "activate", "card": "Curse"}])


def test_at_most_a_failure_by_2_or_less_triggers_by_1_and_not_by_3(world, run, find):
    """ST.6: the test fails by 4 - value; "by 2 or less" is a failure whose margin is at most 2."""
    by_one = run(_near_miss(world, "0"))
    find(by_one, "fails (3 is less than the difficulty 4; by 1)")
    assert by_one.final_state["investigators"]["Roland"]["resources"] == 6
    by_three = run(_near_miss(world, "-2"))
    find(by_three, "by 3")
    assert by_three.final_state["investigators"]["Roland"]["resources"] == 5


def test_a_difficulty_x_counted_from_the_state_is_settled_as_the_test_begins(world, run, find):
    """Patient Confinement: "Test [willpower] (X), where X is the amount of horror on you." Roland has 4 horror:
    willpower 3 + 0 against 4 fails."""
    world["investigators"][0]["horror"] = 4
    world["cards"] = [{"name": "Ward", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 0,
                                        "count": "horror-on-you"}]}]}]
    trace = run(dict(world, tests=[{"who": "Roland", "tokens": ["0"]}],
                     do=[{"who": "Roland", "action": "activate", "card": "Ward"}]))
    assert find(trace, "difficulty X is horror-on-you: 4 (horror on Roland)") < find(trace, "against difficulty 4")
    find(trace, "fails (3 is less than the difficulty 4; by 1)")


def test_a_choice_of_tests_makes_the_chosen_one_with_its_results(world, run, find):
    """Locked Door: "Test [combat] (4) … or [agility] (4) …. If you succeed, discard Locked Door." Roland chooses the
    agility test (agility 2 + 2 against 4 succeeds); the result is the chosen test's."""
    door = {"effect": "test", "skill": "combat", "difficulty": 4, "success": [{"effect": "gain-resources", "amount": 1}]}
    world["cards"] = [{"name": "Locked Door", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "either", "effects": [door, {**door, "skill": "agility"}]}]}]}]
    trace = run(dict(world, tests=[{"who": "Roland", "tokens": ["+2"]}],
                     do=[{"who": "Roland", "action": "activate", "card": "Locked Door"}],
                     choices=[{"decision": "either", "ability": "Locked Door", "option": 1}]))
    assert find(trace, "begins an agility test") < find(trace, "Roland succeeds")
    assert not any("combat test" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6


def test_for_every_2_points_succeeded_by_counts_one_instance_per_2(world, run, find):
    """Archaic Glyphs: "For every 2 points you succeed by, discover 1 additional clue at your location." Intellect
    3 + 2 against shroud 0 succeeds by 5: two instances, so 2 more clues beside the investigation's own."""
    world["locations"][0].update(clues=5, shroud=0)
    world["cards"] = [{"name": "Glyphs", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "designator": "investigate", "effects": [{"effect": "investigate", "success": [
            {"effect": "for-each", "count": "point-succeeded-by", "every": 2,
             "effects": [{"effect": "discover-clues", "amount": 1}]}]}]}]}]
    trace = run(dict(world, tests=[{"who": "Roland", "tokens": ["+2"]}],
                     do=[{"who": "Roland", "action": "activate", "card": "Glyphs"}]))
    find(trace, "Roland succeeds by 5: one instance for every 2, 2")
    assert trace.final_state["investigators"]["Roland"]["clues"] == 3


def test_each_investigators_own_result_is_for_the_investigator_who_made_the_test(world, run):
    """"Each investigator at your location tests [willpower] (3). Each investigator who fails takes 1 horror.": each
    test is its own, with its own result (ST.7); Roland (willpower 3) succeeds, Agnes (willpower 0) fails and only she
    takes the horror."""
    world["cards"] = [{"name": "Whispers", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 3,
                                        "who": "each-investigator-at-your-location",
                                        "fail": [{"effect": "deal-horror", "amount": 1, "to": "testing-investigator"}]}]}]}]
    trace = run(dict(world, tests=[{"who": "Roland", "tokens": ["0"]}, {"who": "Agnes", "tokens": ["0"]}],
                     do=[{"who": "Roland", "action": "activate", "card": "Whispers"}]))
    final = trace.final_state["investigators"]
    assert (final["Roland"]["horror"], final["Agnes"]["horror"]) == (0, 1)


def _committed(world, run, success):
    """Roland attacks with the Knife (no printed result) and commits a skill card whose result is ``success``."""
    world = _knife(world, [])
    world["investigators"][0]["hand"] = [{"name": "Brute Force", "type": "skill", "icons": {"combat": 1},
                                          "if-success": success}]
    data = dict(world, tests=[{"who": "Roland", "tokens": ["0"], "commit": ["Brute Force"]}],
                do=[{"who": "Roland", "action": "activate", "card": "Knife"}])
    return run(data)


def test_st7_a_result_mixing_a_modification_with_another_effect_still_modifies_first(world, run, find):
    """ST.7: "… or modify existing consequences": a committed card's "this attack deals +1 damage and you gain 1
    resource" is split: its modification is applied before the attack's damage (2 at once), the resource after."""
    trace = _committed(world, run, [{"effect": "attack-damage", "amount": 1}, {"effect": "gain-resources", "amount": 1}])
    assert find(trace, "deals +1 damage (Brute Force)") < find(trace, "damage is modified by the test's results: 1 + 1")
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 2
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6
    assert not any("too late" in s.text for s in trace.steps)


def test_attack_damage_after_the_attack_has_dealt_its_damage_modifies_nothing(world, run, find):
    """A modification reached only after the attack's damage was dealt (inside a choice, applied after the test's
    own result) does not claim damage it cannot add: the attack dealt 1, and the trace says why."""
    trace = _committed(world, run, [{"effect": "either", "effects": [{"effect": "attack-damage", "amount": 1},
                                                                      {"effect": "gain-resources", "amount": 1}]}])
    late = find(trace, "has already dealt its damage")
    assert trace.steps[late].kind is StepKind.NOTE and "ahlcg/rr/st-7" in trace.steps[late].rules
    assert not any("deals +1 damage (Brute Force)" in s.text and s.kind is StepKind.STATE for s in trace.steps)
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 1
