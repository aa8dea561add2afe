"""Skill Test Timing, ST.1-ST.8: commits, tokens, symbol effects, modifiers, automatic success and
failure, FAQ 1.7's two moments (ST.6 reactions, ST.7 results), retaliate and alert, and the Tier B
rulings about tests."""

from __future__ import annotations

import pytest

from kb.engine import SituationError, situation_from_data


def _texts(trace):
    return [s.text for s in trace.steps]


def _at(trace, fragment, start=0):
    for k, step in enumerate(trace.steps[start:], start):
        if fragment in step.text:
            return k
    raise AssertionError(f"no step contains {fragment!r}:\n" + trace.render_text(titles=False))


def _investigate(world, tokens=None, commit=None, **test):
    spec = {"who": "Roland", **test}
    if tokens is not None:
        spec["tokens"] = tokens
    if commit:
        spec["commit"] = commit
    world["tests"] = [spec]
    world["do"] = [{"who": "Roland", "action": "investigate"}]
    return world


def test_the_eight_steps_come_in_order_each_citing_its_rule(world, run):
    trace = run(_investigate(world, ["-1"]))
    wanted = [("ST.1", "ahlcg/rr/st-1"), ("after ST.1", "ahlcg/rr/appendix-ii"), ("ST.2", "ahlcg/rr/st-2"),
              ("after ST.2", "ahlcg/rr/appendix-ii"), ("ST.3", "ahlcg/rr/st-3"), ("ST.4", "ahlcg/rr/st-4"),
              ("ST.5", "ahlcg/rr/st-5"), ("ST.6", "ahlcg/rr/st-6"), ("ST.7", "ahlcg/rr/st-7"),
              ("ST.8", "ahlcg/rr/st-8")]
    at = 0
    for fragment, rule in wanted:
        at = _at(trace, fragment, at)
        assert rule in trace.steps[at].rules, trace.steps[at]
    assert "intellect 3 \u2212 1 ([-1] token) = 2" in trace.steps[_at(trace, "ST.5")].text
    assert trace.final_state["investigators"]["Roland"]["clues"] == 1


def test_a_failed_test_applies_no_success_result(world, run):
    trace = run(_investigate(world, ["-2"]))
    assert "ST.6: Roland fails (1 is less than the difficulty 2; by 1)" in _texts(trace)
    assert trace.final_state["investigators"]["Roland"]["clues"] == 0


def test_commits_the_tester_any_number_others_one_each_at_the_same_location(world, run):
    world["investigators"][0]["hand"] = [
        {"name": "Deduction", "type": "skill", "icons": {"intellect": 1}},
        {"name": "Guts", "type": "skill", "icons": {"willpower": 2}},
        {"name": "Unexpected Courage", "type": "skill", "icons": {"wild": 2}}]
    world["investigators"][1]["hand"] = [
        {"name": "Perception", "type": "skill", "icons": {"intellect": 2}},
        {"name": "Inquiring Mind", "type": "skill", "icons": {"wild": 3}}]
    trace = run(_investigate(world, ["0"], ["Deduction", "Guts", "Unexpected Courage", "Perception",
                                            "Inquiring Mind"]))
    texts = _texts(trace)
    assert "Not committed: Guts has no intellect or wild icon: it cannot be committed to this test" in texts
    assert any(t.startswith("Not committed: Agnes has already committed a card") for t in texts)
    assert "ST.5: Roland's modified skill value: intellect 3 + 1 (Deduction) + 2 (Unexpected Courage) + 2 " \
           "(Perception) + 0 ([0] token) = 8" in texts
    roland, agnes = (trace.final_state["investigators"][n] for n in ("Roland", "Agnes"))
    assert roland["discard"] == ["Deduction", "Unexpected Courage"] and roland["hand"] == ["Guts"]
    assert agnes["discard"] == ["Perception"] and agnes["hand"] == ["Inquiring Mind"]


def test_another_investigator_elsewhere_cannot_commit(world, run):
    world["investigators"][1]["location"] = "Attic"
    world["investigators"][1]["hand"] = [{"name": "Perception", "type": "skill", "icons": {"intellect": 2}}]
    trace = run(_investigate(world, ["0"], ["Perception"]))
    assert "Not committed: Agnes is not at Roland's location" in _texts(trace)


def test_symbol_tokens_resolve_the_scenario_reference_card_at_st4(world, run):
    world["chaos-tokens"] = {"skull": {"modifier": -2, "text": "-2. Take 1 horror.",
                                       "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}}
    trace = run(_investigate(world, ["skull"]))
    st4 = _at(trace, "ST.4: [skull]")
    assert _at(trace, "1 horror on Roland") > st4 and trace.steps[st4 + 2].depth == 1
    assert "intellect 3 \u2212 2 ([skull] token) = 1" in trace.steps[_at(trace, "ST.5")].text


def test_the_elder_sign_resolves_the_testers_investigator_card(world, run):
    world["investigators"][0]["elder-sign"] = {"modifier": 1, "text": "+1. Gain 1 resource.",
                                               "effects": [{"effect": "gain-resources", "amount": 1}]}
    trace = run(_investigate(world, ["elder-sign"]))
    assert "the ability on Roland's investigator card must initiate" in trace.steps[_at(trace, "ST.4")].text
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6


def test_a_token_that_fails_automatically_is_applied_at_st6(world, run):
    world["chaos-tokens"] = {"tablet": {"automatic": "fail", "text": "Automatically fail."}}
    trace = run(_investigate(world, ["tablet"]))
    texts = _texts(trace)
    assert _at(trace, "ST.4: [tablet]") < _at(trace, "ST.6: Roland fails (automatic failure ([tablet])")
    assert not any("ST.3 and ST.4 are skipped" in t for t in texts)


def test_ex14_automatic_failure_fails_even_against_difficulty_0(world, run):
    world["locations"][0]["shroud"] = 0
    trace = run(_investigate(world, ["auto-fail"]))
    st6 = trace.steps[_at(trace, "ST.6")]
    assert "Roland fails (automatic failure ([auto-fail] token): the total skill value is considered 0; the test " \
           "fails even against difficulty 0)" in st6.text
    assert "ahlcg/faq/q-if-i-automatically-fail-a-test-from-revealing" in st6.rules
    assert trace.final_state["investigators"]["Roland"]["clues"] == 0


def test_ex15_automatic_failure_beats_automatic_success(world, run):
    world["investigators"][0]["abilities"] = [{
        "kind": "reaction", "timing": "after", "trigger": {"event": "reveal-chaos-token", "who": "you"},
        "text": "After you reveal a chaos token: the test automatically succeeds. (hypothetical)",
        "effects": [{"effect": "automatic", "result": "success"}]}]
    trace = run(_investigate(world, ["auto-fail"]))
    st6 = trace.steps[_at(trace, "ST.6: Roland")]
    assert "Roland fails" in st6.text and "automatic failure takes precedence" in st6.text
    assert "ahlcg/faq/q-what-happens-if-a-skill-test-both-automatically" in st6.rules
    assert trace.final_state["investigators"]["Roland"]["clues"] == 0


def test_an_automatic_result_known_before_st3_skips_the_token_steps(world, run):
    world["investigators"][0]["abilities"] = [{
        "kind": "reaction", "timing": "after", "trigger": {"event": "skill-test-begins", "who": "you"},
        "text": "After you begin a test: it automatically succeeds. (hypothetical)",
        "effects": [{"effect": "automatic", "result": "success"}]}]
    trace = run(_investigate(world, ["auto-fail"]))
    assert _at(trace, "ST.3 and ST.4 are skipped") < _at(trace, "ST.6: Roland succeeds (automatic success")
    assert not any("reveals auto-fail" in s.text for s in trace.steps)


def test_ex02_two_reactions_to_one_defeat_both_resolve(world, run):
    world["investigators"][0]["abilities"] = [{
        "kind": "reaction", "timing": "after", "trigger": {"event": "defeated", "who": "you", "what": "enemy"},
        "text": "After you defeat an enemy: Discover 1 clue at your location.",
        "effects": [{"effect": "discover-clues", "amount": 1}]}]
    world["investigators"][0]["hand"] = [{
        "name": "Evidence!", "type": "event", "cost": 1, "keywords": ["fast"],
        "play-when": {"timing": "after", "trigger": {"event": "defeated", "who": "you", "what": "enemy"}},
        "text": "Fast. Play after you defeat an enemy. Discover 1 clue at your location. (text assumed)",
        "effects": [{"effect": "discover-clues", "amount": 1}]}]
    world["cards"] = [{"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 1, "fight": 1}]
    world["do"] = [{"who": "Roland", "action": "fight", "enemy": "Ghoul", "result": "success"}]
    trace = run(world)
    after = _at(trace, "'after' window \u2014 Ghoul is defeated")
    assert _at(trace, "Roland [reaction]: ", after) < _at(trace, "Evidence! [fast event]: ", after)
    assert trace.final_state["investigators"]["Roland"]["clues"] == 2
    assert "ahlcg/faq/1-3" in trace.steps[after + 1].rules or "ahlcg/rr/ability/triggered-abilities" in \
        trace.steps[after + 1].rules


def test_ex18_each_45_automatic_activation_is_its_own_action_and_test(world, run):
    fight = {"kind": "action", "designator": "fight", "cost": {"actions": 1},
             "text": "Fight. You get +1 [combat] and deal +1 damage for this attack.",
             "effects": [{"effect": "fight", "bonus": 1, "damage": 1}]}
    world["cards"] = [{"name": ".45 Automatic", "type": "asset", "controller": "Roland", "abilities": [fight]},
                      {"name": ".45 Automatic #2", "type": "asset", "controller": "Roland", "abilities": [fight]},
                      {"name": "Ghoul Priest", "type": "enemy", "engaged": "Roland", "health": 10, "fight": 4}]
    world["tests"] = [{"who": "Roland", "tokens": ["0"]}, {"who": "Roland", "tokens": ["0"]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": ".45 Automatic"},
                   {"who": "Roland", "action": "activate", "card": ".45 Automatic #2"}]
    trace = run(world)
    values = [s.text for s in trace.steps if s.text.startswith("ST.5")]
    assert values == ["ST.5: Roland's modified skill value: combat 4 + 1 (.45 Automatic) + 0 ([0] token) = 5",
                      "ST.5: Roland's modified skill value: combat 4 + 1 (.45 Automatic #2) + 0 ([0] token) = 5"]
    assert _at(trace, "ST.8") < _at(trace, "takes an action (2 left): activate .45 Automatic #2")
    assert trace.final_state["cards"]["Ghoul Priest"]["damage"] == 4


def test_ex19_physical_training_twice_in_one_test(world, run):
    world["cards"] = [{"name": "Physical Training", "type": "asset", "controller": "Roland", "abilities": [{
        "kind": "free", "cost": {"resources": 1}, "text": "Spend 1 resource: You get +1 [combat] for this skill test.",
        "effects": [{"effect": "modify-skill", "amount": 1}]}]},
        {"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 3, "fight": 5}]
    world["tests"] = [{"who": "Roland", "tokens": ["0"]}]
    world["do"] = [{"who": "Roland", "action": "fight", "enemy": "Ghoul"},
                   {"who": "Roland", "use": "Physical Training", "window": "ST.1"},
                   {"who": "Roland", "use": "Physical Training", "window": "ST.2"}]
    trace = run(world)
    assert "combat 4 + 0 ([0] token) + 1 (Physical Training) + 1 (Physical Training) = 6" in \
        trace.steps[_at(trace, "ST.5")].text
    assert trace.final_state["investigators"]["Roland"]["resources"] == 3
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 1


def test_a_use_item_naming_a_skill_test_window_is_used_in_the_next_tests_window(world, run):
    world["do"] = [{"who": "Roland", "action": "investigate", "result": "success"},
                   {"who": "Roland", "use": "Roland", "window": "ST.2"}]
    trace = run(world)
    refused = _at(trace, "Not possible (do[1]): Roland has no free ability")
    assert _at(trace, "Player window (during a skill test, after ST.2") < refused < _at(trace, "ST.3")


def test_ex24_an_if_revealed_ability_triggers_once_for_two_matching_tokens(world, run):
    world["investigators"][0]["abilities"] = [{
        "kind": "forced", "timing": "if", "trigger": {"event": "reveal-chaos-token", "who": "you", "token": "skull"},
        "text": "If a [skull] is revealed during your test, gain 1 resource. (hypothetical, like Recall the Future)",
        "effects": [{"effect": "gain-resources", "amount": 1}]}]
    trace = run(_investigate(world, ["skull", "skull"]))
    reveal = trace.steps[_at(trace, "reveals skull, skull")]
    assert "several tokens are resolved" in reveal.text and "ahlcg/faq/2-5" in reveal.rules
    assert sum("Roland [forced]:" in t for t in _texts(trace)) == 1
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6


def test_ex28_one_healing_effect_triggers_a_reaction_once(world, run):
    world["investigators"][1]["horror"] = 3
    world["investigators"][0]["abilities"] = [{
        "kind": "reaction", "timing": "after", "trigger": {"event": "heal", "who": "investigator"},
        "text": "After horror is healed from an investigator: gain 1 resource. (like Carolyn Fern)",
        "effects": [{"effect": "gain-resources", "amount": 1}]}]
    world["investigators"][0]["hand"] = [{
        "name": "Liquid Courage", "type": "event", "cost": 0,
        "text": "Heal 1 horror, and 1 additional horror: the 'additional' healing is one healing effect.",
        "effects": [{"effect": "heal-horror", "amount": 2, "to": "Agnes"}]}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "Liquid Courage"}]
    trace = run(world)
    assert sum("Roland [reaction]:" in t for t in _texts(trace)) == 1
    assert trace.final_state["investigators"]["Agnes"]["horror"] == 1


def test_ex37_a_tie_is_the_lead_investigators_choice_not_the_grim_rule(world, run):
    world["investigators"][0]["hand"] = [{"name": "Scout", "type": "event", "cost": 0,
                                          "effects": [{"effect": "move", "to": "a-connecting-location"}]}]
    world["locations"][0]["connections"] = ["Attic", "Cellar"]
    world["locations"].append({"name": "Cellar", "connections": ["Hall"]})
    world["do"] = [{"who": "Roland", "action": "play", "card": "Scout"}]
    trace = run(world)
    step = trace.steps[_at(trace, "chooses among Attic, Cellar")]
    assert "ahlcg/rr/lead-investigator" in step.rules and "ahlcg/faq/1-5" in step.rules
    assert all("ahlcg/rr/grim-rule" not in s.rules for s in trace.steps)
    # the situation did not make the choice: listed as such, citing FAQ 1.5, not the Grim Rule
    assert [u.rules for u in trace.unresolved] == [("ahlcg/faq/1-5",)]
    assert "the engine took its stated default" in trace.unresolved[0].text


def test_ex42_a_card_committed_to_another_investigators_test(world, run):
    world["investigators"][1]["hand"] = [
        {"name": "Overpower", "type": "skill", "icons": {"intellect": 1}, "text": "If successful, draw 1 card.",
         "if-success": [{"effect": "draw", "amount": 1}]},
        {"name": "Deduction", "type": "skill", "icons": {"intellect": 1},
         "text": "If successful while investigating, discover 1 additional clue at that location.",
         "if-success": [{"effect": "discover-clues", "amount": 1, "who": "testing-investigator"}]}]
    world["investigators"][1]["deck"] = ["Shrivelling"]
    world["locations"][0]["clues"] = 3
    world["tests"] = [{"who": "Roland", "tokens": ["0"], "commit": ["Overpower"]},
                      {"who": "Roland", "tokens": ["0"], "commit": ["Deduction"]}]
    world["do"] = [{"who": "Roland", "action": "investigate"}, {"who": "Roland", "action": "investigate"}]
    trace = run(world)
    roland, agnes = (trace.final_state["investigators"][n] for n in ("Roland", "Agnes"))
    assert agnes["hand"] == ["Shrivelling"]  # the committer draws for Overpower
    assert roland["clues"] == 3 and agnes["clues"] == 0  # Deduction's clue goes to the tested investigator


def test_ex43_investigating_a_location_with_no_clues(world, run):
    world["locations"][0]["clues"] = 0
    world["investigators"][0]["abilities"] = [{
        "kind": "reaction", "timing": "after", "trigger": {"event": "succeed-skill-test", "who": "you",
                                                             "via": "investigate"},
        "text": "After you successfully investigate: gain 1 resource. (like Burglary)",
        "effects": [{"effect": "gain-resources", "amount": 1}]}]
    trace = run(_investigate(world, ["0"]))
    assert any("There are no clues at Hall: Roland discovers none" in t for t in _texts(trace))
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6


def test_ex47_an_engaged_enemy_means_engaged_with_you(world, run):
    world["investigators"][0]["hand"] = [{"name": "Archaic Glyphs", "type": "event", "cost": 0,
                                          "effects": [{"effect": "evade", "automatic": True}]}]
    world["cards"] = [{"name": "Ghoul", "type": "enemy", "engaged": "Agnes", "health": 2},
                      {"name": "Rat", "type": "enemy", "engaged": "Roland", "health": 1}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "Archaic Glyphs"}]
    trace = run(world)
    assert trace.final_state["cards"]["Rat"]["exhausted"] and not trace.final_state["cards"]["Ghoul"]["exhausted"]


def test_retaliate_attacks_after_the_results_and_does_not_exhaust(world, run):
    world["cards"] = [{"name": "Ghoul Priest", "type": "enemy", "engaged": "Roland", "health": 5, "fight": 4,
                       "attack": {"damage": 2, "horror": 2}, "keywords": ["retaliate"]}]
    world["tests"] = [{"who": "Roland", "tokens": ["-1"]}]
    world["do"] = [{"who": "Roland", "action": "fight", "enemy": "Ghoul Priest"}]
    trace = run(world)
    assert _at(trace, "ST.7") < _at(trace, "makes a retaliate attack") < _at(trace, "ST.8")
    assert trace.final_state["cards"]["Ghoul Priest"]["exhausted"] is False


def test_alert_attacks_after_a_failed_evasion(world, run):
    world["cards"] = [{"name": "Ghast", "type": "enemy", "engaged": "Roland", "health": 3, "evade": 4,
                       "attack": {"damage": 1}, "keywords": ["alert"]}]
    world["tests"] = [{"who": "Roland", "tokens": ["0"]}]
    world["do"] = [{"who": "Roland", "action": "evade", "enemy": "Ghast"}]
    trace = run(world)
    attack = trace.steps[_at(trace, "makes an alert attack against Roland")]
    assert "ahlcg/glossary/alert" in attack.rules and "does not exhaust" in attack.text
    assert _at(trace, "ST.7") < _at(trace, "alert attack") < _at(trace, "ST.8")


def test_the_testers_order_of_results(world, run):
    world["investigators"][0]["hand"] = [{"name": "Perception", "type": "skill", "icons": {"intellect": 2},
                                          "if-success": [{"effect": "gain-resources", "amount": 1}]}]
    world["choices"] = [{"decision": "order", "among": ["Perception", "Roland"]}]
    trace = run(_investigate(world, ["0"], ["Perception"]))
    assert _at(trace, "Result: Perception") < _at(trace, "Result: Roland discovers 1 clue")
    assert trace.steps[_at(trace, "applies the results in the order")].kind.value == "choice"


def test_a_lasting_effect_for_this_skill_test_expires_at_st8(world, run):
    world["investigators"][0]["abilities"] = [{
        "kind": "reaction", "timing": "after", "trigger": {"event": "skill-test-begins", "who": "you"},
        "text": "After you begin a test: +2 to your skill value for this skill test. (hypothetical)",
        "effects": [{"effect": "lasting", "duration": "for-this-skill-test", "skill-modifier": 2,
                     "applies-to": {"event": "skill-test-begins", "who": "you"}}]}]
    trace = run(_investigate(world, ["-3"]))
    assert "intellect 3 \u2212 3 ([-3] token) + 2 (Roland) = 2" in trace.steps[_at(trace, "ST.5")].text
    assert _at(trace, "ST.8") < _at(trace, "Lasting effect expires as the skill test ends")
    assert trace.final_state["investigators"]["Roland"]["lasting"] == []


def test_a_constant_skill_modifier_applies_to_matching_tests_only(world, run):
    world["cards"] = [{"name": "Magnifying Glass", "type": "asset", "controller": "Roland", "abilities": [{
        "kind": "constant", "applies-to": {"event": "skill-test-begins", "who": "you", "via": "investigate"},
        "skill-modifier": 1, "text": "You get +1 [intellect] while investigating."}]}]
    trace = run(_investigate(world, ["0"]))
    assert "+ 1 (Magnifying Glass)" in trace.steps[_at(trace, "ST.5")].text


def test_a_stated_result_and_the_default_are_said(world, run):
    world["do"] = [{"who": "Roland", "action": "investigate", "result": "fail"},
                   {"who": "Roland", "action": "investigate"}]
    trace = run(world)
    texts = _texts(trace)
    assert any("the situation states the result (fail)" in t for t in texts)
    assert any("no chaos token and no result given: the engine assumes the test succeeds" in t for t in texts)


def test_an_unused_tests_entry_is_reported(world, run):
    world["tests"] = [{"who": "Agnes", "tokens": ["0"]}]
    trace = run(world)
    assert [u.text for u in trace.unresolved] == ["tests[0]: no skill test used this entry"]


def test_peril_keeps_other_investigators_out_of_the_test(world, run):
    world["investigators"][1]["hand"] = [{"name": "Perception", "type": "skill", "icons": {"willpower": 2}}]
    world["encounter-deck"] = [{"name": "Crypt Chill", "type": "treachery", "keywords": ["peril"], "abilities": [{
        "kind": "revelation", "text": "Test [willpower] (4).",
        "effects": [{"effect": "test", "skill": "willpower", "difficulty": 4}]}]}]
    world["tests"] = [{"who": "Roland", "tokens": ["0"], "commit": ["Perception"]}]
    world["do"] = [{"who": "Roland", "action": "resource"}]
    world["investigators"][0]["abilities"] = [{"kind": "action", "text": "Draw an encounter card.",
                                               "effects": [{"effect": "draw-encounter-card"}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Roland"}]
    trace = run(world)
    assert any("Not committed: Roland is resolving a peril encounter card" in t for t in _texts(trace))


@pytest.mark.parametrize("token,message", [("skul", "did you mean 'skull'?"), ("+x", "unknown chaos token")])
def test_an_unknown_token_is_refused(world, token, message):
    world["tests"] = [{"tokens": [token]}]
    with pytest.raises(SituationError, match=message):
        situation_from_data(world)


def test_a_commit_must_name_a_card_in_a_hand(world):
    world["tests"] = [{"commit": ["Perceptoin"]}]
    with pytest.raises(SituationError, match=r"tests\[0\]\.commit\[0\]: no card named 'Perceptoin'"):
        situation_from_data(world)


def test_a_waiting_test_and_its_results_resolve_at_the_depth_where_it_is_made(world, run):
    """Nested Skill Tests: an investigate action taken inside a fast event (played in the 'when' window
    of a reaction that it cancels, two levels deep) starts a test that waits until the first test and
    its action finish. It is then made at the top level, and so are its ST.7 results: the clue it
    discovers is not printed two levels deeper (found by the property test)."""
    world["investigators"] = world["investigators"][:1]
    roland = world["investigators"][0]
    roland["abilities"] = [{"kind": "reaction", "timing": "would", "text": "Would succeed: gain 1 resource",
                            "trigger": {"event": "succeed-skill-test", "who": "you"},
                            "effects": [{"effect": "gain-resources", "amount": 1}]}]
    roland["hand"] = [{"name": "Quick Thinking", "type": "event", "cost": 0, "keywords": ["fast"],
                       "text": "Hypothetical: play when you trigger an ability. Take an investigate action. "
                               "Cancel that ability.",
                       "play-when": {"timing": "when", "trigger": {"event": "ability-triggered", "who": "you"}},
                       "effects": [{"effect": "take-action", "action": "investigate"}, {"effect": "cancel"}]}]
    world["tests"] = [{"who": "Roland", "tokens": ["0"]}, {"who": "Roland", "tokens": ["0"]}]
    world["do"] = [{"who": "Roland", "action": "investigate"}]
    trace = run(world)
    waits = _at(trace, "A skill test cannot initiate during another skill test")
    canceled = _at(trace, "Canceled: Roland's ability", waits)
    first_clue = _at(trace, "Roland discovers 1 clue at Hall", canceled)
    now = _at(trace, "The waiting skill test now initiates", first_clue)
    begins = _at(trace, "ST.1: Roland begins", now)
    st7 = _at(trace, "ST.7: apply the results", begins)
    result = _at(trace, "Result: Roland discovers 1 clue", st7)
    second_clue = _at(trace, "Roland discovers 1 clue at Hall", result + 1)
    taken = _at(trace, "Roland takes 1 clue from Hall (0 left there; Roland has 2)", second_clue)
    depths = [trace.steps[k].depth for k in (waits, canceled, first_clue, now, begins, st7, result, second_clue,
                                            taken)]
    assert depths == [2, 2, 0, 0, 0, 0, 0, 0, 0], trace.render_text(titles=False)
    assert all(b <= a + 1 for a, b in zip([0] + [s.depth for s in trace.steps], [s.depth for s in trace.steps]))
    assert trace.final_state["investigators"]["Roland"]["clues"] == 2
