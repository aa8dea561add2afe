"""ST.1 "Determine skill type of test. Skill test of that type begins": a card that names another skill for "this
test" as it begins (Bauta: "When you initiate a non-[combat] test, discard Bauta: Use [combat] for this test, instead
of the skill indicated") makes it a test of that skill — the cards committed at ST.2 match its icons and ST.5 adds
its value; a ``non-X`` skill filter fits every test but X. And the results of a designated fight read from a printed
text: "that enemy" is the enemy the attack is made against (ST.7), and "If you do not succeed by at least 2, X"
resolves on a failure and on a success by less (ST.6's margin)."""

from __future__ import annotations

from kb.engine.situation.vocabulary import StepKind

BAUTA = ("[reaction] When you initiate a non-[combat] test, discard Bauta: Use [combat] for this test, instead of the "
         "skill indicated.")


def _investigate_with_bauta(world):
    """Roland (intellect 3, combat 4) investigates the Hall (shroud 2) with Bauta in play and two skill cards to
    commit, one with a [combat] icon and one with an [intellect] icon."""
    world["cards"] = [{"name": "Bauta", "type": "asset", "controller": "Roland", "text": BAUTA}]
    world["investigators"][0]["hand"] = [{"name": "Vicious Blow", "type": "skill", "icons": {"combat": 1}},
                                         {"name": "Deduction", "type": "skill", "icons": {"intellect": 1}}]
    world["tests"] = [{"who": "Roland", "tokens": ["-2"], "commit": ["Vicious Blow", "Deduction"]}]
    world["do"] = [{"who": "Roland", "action": "investigate"}]
    return world


def test_st1_a_skill_used_instead_changes_the_test_before_st2(world, run, find):
    trace = run(_investigate_with_bauta(world))
    begins = find(trace, "ST.1: Roland begins an intellect test")
    changed = find(trace, "Bauta: Roland's intellect test is a combat test instead")
    commits = find(trace, "ST.2: cards are committed from hand (Roland any number with a combat or wild icon")
    assert begins < changed < commits
    assert "ahlcg/rr/st-1" in trace.steps[changed].rules
    assert trace.steps[changed].kind is StepKind.STATE


def test_st2_and_st5_the_new_skill_decides_the_icons_and_the_value(world, run, find):
    trace = run(_investigate_with_bauta(world))
    find(trace, "Roland commits Vicious Blow (1 matching icon")
    find(trace, "Not committed: Deduction has no combat or wild icon")
    find(trace, "ST.5: Roland's modified skill value: combat 4 + 1 (Vicious Blow) \u2212 2 ([-2] token) = 3")


def test_a_non_skill_filter_does_not_fit_a_test_of_that_skill(world, run):
    """A fight is a combat test: "a non-[combat] test" does not fit it, and Bauta stays in play."""
    world["cards"] = [{"name": "Bauta", "type": "asset", "controller": "Roland", "text": BAUTA},
                      {"name": "Ghoul", "type": "enemy", "location": "Hall", "health": 3, "fight": 2, "evade": 2,
                       "attack": {"damage": 1}}]
    world["tests"] = [{"who": "Roland", "result": "success"}]
    world["do"] = [{"who": "Roland", "action": "fight", "enemy": "Ghoul"}]
    trace = run(world)
    assert not any("Bauta [reaction]" in s.text for s in trace.steps)
    assert trace.final_state["cards"]["Bauta"]["zone"] == "play"


def test_why_names_the_skill_a_non_filter_excludes(world, run):
    world["cards"] = [{"name": "Bauta", "type": "asset", "controller": "Roland", "text": BAUTA},
                      {"name": "Ghoul", "type": "enemy", "location": "Hall", "health": 3, "fight": 2, "evade": 2,
                       "attack": {"damage": 1}}]
    world["tests"] = [{"who": "Roland", "result": "success"}]
    world["do"] = [{"who": "Roland", "action": "fight", "enemy": "Ghoul"}]
    reasons = [c for c in run(world).to_dict()["considered"] if c["card"] == "Bauta"]
    assert any("the test is combat test, not non-combat" in str(r) for r in reasons), reasons


def test_a_skill_used_with_no_test_being_made_cannot_be_initiated(world, run, find):
    """With no test being made, "use [combat] for this test" has no potential to change the game state."""
    world["cards"] = [{"name": "Mask", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "use-skill", "skill": "combat"}]}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Mask"}]
    find(run(world), "Mask's ability has no potential to change the game state: it cannot be initiated")


def _fight_with(world, text, result, tokens=None):
    world["cards"] = [{"name": "Ghoul", "type": "enemy", "location": "Hall", "health": 5, "fight": 2, "evade": 2,
                       "attack": {"damage": 1}},
                      {"name": "Blow", "type": "asset", "controller": "Roland", "text": text, "uses": 3}]
    world["tests"] = [{"who": "Roland", **({"tokens": tokens} if tokens else {"result": result})}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Blow", "enemy": "Ghoul"}]
    return world


def test_st7_that_enemy_is_the_enemy_the_designated_fight_is_made_against(world, run, find):
    trace = run(_fight_with(world, "[action]: <b>Fight.</b> If you succeed, exhaust that enemy.", "success"))
    attack = find(trace, "Roland's attack deals 1 damage to Ghoul")
    exhausted = find(trace, "Ghoul is exhausted") if any("Ghoul is exhausted" in s.text for s in trace.steps) else \
        find(trace, "exhaust")
    assert exhausted > find(trace, "ST.7")
    assert trace.final_state["cards"]["Ghoul"]["exhausted"] is True
    assert attack


def test_st6_not_succeeding_by_2_resolves_on_a_success_by_1(world, run, find):
    """Roland's combat 4 against fight 2 with a -1 token succeeds by 1: less than 2, so the supply is removed."""
    text = ("[action] Exhaust Blow: <b>Fight.</b> If you do not succeed by at least 2, remove 1 supply from Blow.")
    trace = run(_fight_with(world, text, None, tokens=["-1"]))
    find(trace, "ST.6: Roland succeeds")
    assert trace.final_state["cards"]["Blow"]["uses"] == 2


def test_st6_not_succeeding_by_2_does_not_resolve_on_a_success_by_2(world, run, find):
    text = ("[action] Exhaust Blow: <b>Fight.</b> If you do not succeed by at least 2, remove 1 supply from Blow.")
    trace = run(_fight_with(world, text, None, tokens=["0"]))
    find(trace, "ST.6: Roland succeeds")
    assert trace.final_state["cards"]["Blow"]["uses"] == 3


def test_st6_not_succeeding_by_2_resolves_on_a_failure(world, run, find):
    text = ("[action] Exhaust Blow: <b>Fight.</b> If you do not succeed by at least 2, remove 1 supply from Blow.")
    trace = run(_fight_with(world, text, None, tokens=["-5"]))
    find(trace, "ST.6: Roland fails")
    assert trace.final_state["cards"]["Blow"]["uses"] == 2


# -- "for the next skill test you perform (this turn)" ----------------------------------------------------------------

CURSED_SHORES = "[action]: Take 1 damage. You get +2 to your skill value for the next skill test you make this turn."


def _shores(world, actions):
    """Cursed Shores' action (the early card's text, on the Hall), then ``actions`` investigations."""
    world["locations"][0]["text"] = CURSED_SHORES
    world["tests"] = [{"who": "Roland", "tokens": ["0"]} for _ in range(actions)]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Hall"}] + \
        [{"who": "Roland", "action": "investigate"} for _ in range(actions)]
    return world


def test_modifiers_the_next_skill_test_gets_the_modifier_and_it_expires_at_its_st8(world, run, find):
    """The modifier is part of the next test's skill value (ST.5) and ends with that test (ST.8), so the test after
    it has none."""
    trace = run(_shores(world, 2))
    first = find(trace, "ST.5: Roland's modified skill value: intellect 3 + 0 ([0] token) + 2 (Roland) = 5")
    expires = find(trace, "Lasting effect expires as the skill test ends")
    second = find(trace, "ST.5: Roland's modified skill value: intellect 3 + 0 ([0] token) = 3")
    assert first < expires < second
    assert "ahlcg/rr/st-8" in trace.steps[expires].rules


def test_lasting_effects_the_next_test_this_turn_ends_with_the_turn_if_no_test_comes(world, run, find):
    """No test this turn: the effect expires at 2.2.2 with the turn's, and the next turn's test is unmodified."""
    data = _shores(world, 0)
    data["do"].append({"who": "Roland", "end-turn": True})
    trace = run(data)
    made = find(trace, "Lasting effect on Roland (for the next skill test this turn)")
    assert trace.steps[find(trace, "Lasting effect expires as the turn ends")].n > trace.steps[made].n
    assert trace.final_state["investigators"]["Roland"]["lasting"] == []


def test_a_next_test_modifier_of_another_investigator_is_not_spent_by_your_test(world, run, find):
    """Agnes's test does not end Roland's "next skill test" effect: its filter is Roland's tests."""
    world["locations"][0]["text"] = CURSED_SHORES
    world["cards"] = [{"name": "Dread", "type": "treachery", "threat-area": "Agnes", "abilities": [
        {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 1}]}]}]
    world["tests"] = [{"who": "Agnes", "tokens": ["0"]}, {"who": "Roland", "tokens": ["0"]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Hall"},
                   {"who": "Agnes", "action": "activate", "card": "Dread"},
                   {"who": "Roland", "action": "investigate"}]
    trace = run(world)
    find(trace, "ST.5: Roland's modified skill value: intellect 3 + 0 ([0] token) + 2 (Roland) = 5")


def test_st7_the_enemy_just_evaded_is_the_enemy_the_evasion_is_made_against(world, run, find):
    """Blinding Light's "If you succeed, deal 1 damage to the enemy just evaded": the enemy evaded takes it."""
    world["cards"] = [{"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 5, "fight": 2, "evade": 2,
                       "attack": {"damage": 1}},
                      {"name": "Blinding Light", "type": "asset", "controller": "Roland", "text":
                       "[action]: <b>Evade.</b> This evasion attempt uses [willpower] instead of [agility]. If you "
                       "succeed, deal 1 damage to the enemy just evaded."}]
    world["tests"] = [{"who": "Roland", "result": "success"}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Blinding Light", "enemy": "Ghoul"}]
    trace = run(world)
    find(trace, "ST.1: Roland begins a willpower test")
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 1


# -- a designating card's modifiers counted from the state, as its test begins (ST.1) ----------------------------------

LOCKPICKS = ("Uses (3 supplies). If Lockpicks has no supplies, discard it.\n[action] Exhaust Lockpicks: "
             "<b>Investigate.</b> Add your [agility] value to your skill value for this investigation. If you do not "
             "succeed by at least 2, remove 1 supply from Lockpicks.")


def _lockpicks(world, token="0", lasting=()):
    world["cards"] = [{"name": "Lockpicks", "type": "asset", "controller": "Roland", "uses": 3, "text": LOCKPICKS}]
    world["investigators"][0]["abilities"] = list(lasting)
    world["tests"] = [{"who": "Roland", "tokens": [token]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Lockpicks"}]
    return world


def test_modifiers_a_skill_value_added_is_counted_as_the_test_begins_and_applied_at_st5(world, run, find):
    """Roland's agility is 2: his intellect test gets +2, one cumulative modifier (2024 glossary, "For each")."""
    trace = run(_lockpicks(world))
    begins = find(trace, "ST.1: Roland begins an intellect test")
    added = find(trace, "+2 to Roland's skill value for this test (Lockpicks)")
    commits = find(trace, "ST.2:")
    assert begins < added < commits
    find(trace, "ST.5: Roland's modified skill value: intellect 3 + 0 ([0] token) + 2 (Lockpicks) = 5")


def test_a_skill_value_counts_the_lasting_modifiers_to_that_skill(world, run, find):
    """"Your [agility] value": +1 [agility] until the end of the round counts; +1 only while evading does not."""
    lasting = [{"kind": "lasting", "duration": "until-end-of-round", "skill-modifier": 1, "text": "+1 [agility]",
                "applies-to": {"event": "skill-test-begins", "who": "you", "skill": "agility"}},
               {"kind": "lasting", "duration": "until-end-of-round", "skill-modifier": 5, "text": "+5 evading",
                "applies-to": {"event": "skill-test-begins", "who": "you", "skill": "agility", "via": "evade"}}]
    find(run(_lockpicks(world, lasting=lasting)), "+3 to Roland's skill value for this test (Lockpicks)")


def test_st6_a_success_by_2_keeps_the_supply(world, run):
    trace = run(_lockpicks(world, token="-1"))  # 3 + 2 - 1 = 4 against shroud 2: by 2
    assert trace.final_state["cards"]["Lockpicks"]["uses"] == 3


ROLANDS_38 = ("Uses (4 ammo).\n[action] Spend 1 ammo: <b>Fight.</b> You get +1 [combat] for this attack (if there are 1 "
              "or more clues on your location, you get +3 [combat], instead). This attack deals +1 damage.")


def test_modifiers_a_conditional_modifier_is_checked_as_the_test_begins(world, run, find):
    """The Hall has 2 clues: +3 [combat] (a lasting effect "for this attack", gone at ST.8); with none, +1."""
    def fight(clues):
        data = {**world, "locations": [dict(world["locations"][0], clues=clues), world["locations"][1]]}
        data["cards"] = [{"name": "Ghoul", "type": "enemy", "location": "Hall", "health": 5, "fight": 2, "evade": 2,
                          "attack": {"damage": 1}},
                         {"name": ".38", "type": "asset", "controller": "Roland", "uses": 4, "text": ROLANDS_38}]
        data["tests"] = [{"who": "Roland", "tokens": ["0"]}]
        data["do"] = [{"who": "Roland", "action": "activate", "card": ".38", "enemy": "Ghoul"}]
        return run(data)
    trace = fight(2)
    find(trace, "ST.5: Roland's modified skill value: combat 4 + 0 ([0] token) + 3 (Roland) = 7")
    assert find(trace, "ST.8") < find(trace, "Lasting effect expires as the skill test ends")
    find(fight(0), "ST.5: Roland's modified skill value: combat 4 + 0 ([0] token) + 1 (Roland) = 5")


def test_for_each_point_succeeded_by_to_a_maximum_counts_no_more_instances(world, run, find):
    """Alchemical Transmutation: "For each point you succeed by, gain 1 resource (to a maximum of 3)" — Roland
    (willpower 3) succeeds by 4 against 1 with a +2: 3 resources, one cumulative gain."""
    world["cards"] = [{"name": "Transmutation", "type": "asset", "controller": "Roland", "uses": 3, "text":
                       "Uses (3 charges).\n[action] Exhaust Transmutation, spend 1 charge: Test [willpower] (1). For "
                       "each point you succeed by, gain 1 resource (to a maximum of 3)."}]
    world["tests"] = [{"who": "Roland", "tokens": ["+2"]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Transmutation"}]
    trace = run(world)
    step = trace.steps[find(trace, "For each point (Roland succeeds by 4, at most 3)")]
    assert "ahlcg/glossary/for-each" in step.rules
    assert trace.final_state["investigators"]["Roland"]["resources"] == 8
