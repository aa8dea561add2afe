"""The skill test's steps ST.1–ST.8 and the chaos tokens, each replayed from the sentence that rules it.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, gain, run, world


def _roland(trace):
    return trace.final_state["investigators"]["Roland Banks"]


def _investigate(*tests, hand=(), **top):
    data = world(do=[{"who": "Roland Banks", "action": "investigate"} for _ in tests], tests=list(tests), **top)
    data["investigators"][0]["hand"] = list(hand)
    return data


def _skill(name, **icons):
    return {"name": name, "type": "skill", "icons": icons}


def test_investigating_is_an_intellect_test_against_the_shroud_and_success_discovers_a_clue_at_st7():
    """[ahlcg/rr/investigate-action] "Each time an investigator takes this action, he or she makes an intellect test
    against the shroud value of that location (see “Skill Tests” on page 18)." "If the test is successful, the
    investigator has succeeded in investigating the location, he or she discovers one clue at the location." "(This
    occurs during step 7 of the skill test, per “ST.7 Apply skill test results” on page 26.)" "Any time an investigator
    discovers a clue from a location, that player takes the clue from the location and places it on his or her
    investigator card, under his or her control." [ahlcg/rr/clues] "If an investigator discovers a clue, he or she takes
    the clue from the location and places it on his or her investigator card, under his or her control." "- A clue at a
    location can be discovered by successfully investigating the location (see “Investigate Action” on page 13), or by
    a card ability." [ahlcg/rr/2-2-1] "- Investigate your location." """
    trace = run(_investigate({"who": "Roland Banks", "tokens": ["0"]}))
    st1 = at(trace, "ST.1")
    assert "intellect test" in trace.steps[st1].text and "Hall's shroud 2" in trace.steps[st1].text
    assert at(trace, "ST.7") < at(trace, "Roland Banks takes 1 clue from Hall") < at(trace, "ST.8")
    assert _roland(trace)["clues"] == 1 and trace.final_state["locations"]["Hall"]["clues"] == 1


def test_a_failed_investigation_discovers_no_clue():
    """[ahlcg/rr/investigate-action] "If the test is failed, the investigator has failed in investigating the
    location." "No clues are discovered during step 7 of the skill test." """
    trace = run(_investigate({"who": "Roland Banks", "tokens": ["-2"]}))
    at(trace, "ST.6: Roland Banks fails")
    assert absent(trace, "discovers 1 clue")
    assert _roland(trace)["clues"] == 0


def test_the_test_succeeds_when_the_modified_skill_value_equals_the_difficulty():
    """[ahlcg/rr/st-6] "Compare the investigator’s modified skill value to the difficulty of the skill test."
    [ahlcg/rr/skill-tests] "The investigator is attempting to match or exceed this difficulty value in order to succeed
    at the test." [ahlcg/rr/difficulty-skill-tests] "The difficulty of a skill test is the target number an
    investigator is trying to equal or exceed with his or her modified skill value to pass that test." — intellect 3,
    a -1 token: 2 against shroud 2 succeeds."""
    trace = run(_investigate({"who": "Roland Banks", "tokens": ["-1"]}))
    at(trace, "ST.6: Roland Banks succeeds (2 equals or exceeds the difficulty 2")


def test_a_numerical_token_modifies_the_skill_value():
    """[ahlcg/rr/chaos-tokens] "If a revealed chaos token (or the effect referenced by a chaos token) has a numerical
    modifier, that modifier is applied to the investigator’s skill value for this test." """
    trace = run(_investigate({"who": "Roland Banks", "tokens": ["+1"]}))
    at(trace, "intellect 3 + 1")


def test_only_icons_matching_the_skill_or_wild_add_to_the_skill_value():
    """[ahlcg/rr/st-2] "An appropriate skill icon is either one that matches the skill being tested, or a wild icon."
    [ahlcg/rr/skill-cards] "In order to resolve their abilities, skill cards must be committed to a skill test." """
    cards = [_skill("Deduction", intellect=1, combat=2), _skill("Guts", wild=1)]
    trace = run(_investigate({"who": "Roland Banks", "tokens": ["0"], "commit": ["Deduction", "Guts"]}, hand=cards))
    at(trace, "intellect 3 + 1 (Deduction) + 1 (Guts) + 0 ([0] token) = 5")


def test_st8_discards_the_committed_cards_and_returns_the_tokens():
    """[ahlcg/rr/st-8] "Discard all cards that were committed to this skill test, and return all revealed chaos tokens
    to the chaos bag." """
    trace = run(_investigate({"who": "Roland Banks", "tokens": ["-1"], "commit": ["Deduction"]},
                             hand=[_skill("Deduction", intellect=1)]))
    k = at(trace, "ST.8")
    assert "committed cards discarded (Deduction)" in trace.steps[k].text
    assert "returned to the chaos bag" in trace.steps[k].text
    assert _roland(trace)["discard"] == ["Deduction"]


def test_a_committed_skills_success_effect_resolves_at_st7_for_the_one_who_committed_it():
    """[ahlcg/rr/skill-cards] "If a skill card is committed to a skill test, its ability may be used during the
    resolution of that skill test, as specified on the card." [ahlcg/faq/1-7] "During Step 7 of Skill Test Timing
    (“Apply skill test results”), all of the effects of the successful skill test are determined and resolved, one at a
    time." "This includes the effects of the test itself (such as the clue discovered while investigating, or the
    damage dealt during an attack), as well as any “If this test is successful…” effects from card abilities or skill
    cards committed to the test." [ahlcg/rr/st-7] "The card ability or game rule that initiated a skill test usually
    indicates the consequences of success and/or failure for that test." "(Additionally, some other card abilities may contribute
    additional consequences, or modify existing consequences, at this time." [ahlcg/rr/appendix-ii] "Each time an
    investigator makes a skill test, use the skill test timing detailed in the “Skill Test timing chart.”" """
    hand = [dict(_skill("Perception", intellect=1), **{"if-success": [{"effect": "draw", "amount": 1}]})]
    trace = run(_investigate({"who": "Roland Banks", "tokens": ["0"], "commit": ["Perception"]}, hand=hand))
    st7 = at(trace, "ST.7")
    assert st7 < at(trace, "Roland Banks takes 1 clue") < at(trace, "ST.8")
    assert st7 < at(trace, "Roland Banks draws: Card A") < at(trace, "ST.8")


def test_the_auto_fail_token_fails_the_test_whatever_the_skill_value():
    """[ahlcg/rr/chaos-tokens] "[auto_fail]—This is the auto-fail token." "If this token is revealed for a skill test,
    it indicates the investigator automatically fails the test (see “Automatic Failure/Success” on page 5)."
    [ahlcg/rr/st-6] "- If an investigator automatically fails at a test via a card ability or revealing the [auto_fail]
    symbol, his or her total skill value for that test is considered 0." """
    hand = [_skill("Deduction", intellect=3)]
    trace = run(_investigate({"who": "Roland Banks", "tokens": ["auto-fail"], "commit": ["Deduction"]}, hand=hand))
    at(trace, "ST.6: Roland Banks fails (automatic failure ([auto-fail] token): the total skill value is considered 0")
    assert _roland(trace)["clues"] == 0


def test_the_elder_sign_resolves_the_testers_investigator_card_ability_at_st4():
    """[ahlcg/rr/chaos-tokens] "[elder_sign]—This is the elder sign token." "If this token is revealed for a skill test,
    resolve the [elder_sign] effect on the investigator card belonging to the player performing the skill test."
    [ahlcg/rr/st-4] "The [elder_sign] symbol indicates that the [elder_sign] ability on the investigator card belonging
    to the player performing the test must initiate." """
    data = _investigate({"who": "Roland Banks", "tokens": ["elder-sign"]})
    data["investigators"][0]["elder-sign"] = {"modifier": 2, "text": "+2. Gain 1 resource.", "effects": gain()}
    data["investigators"][1]["elder-sign"] = {"modifier": 0, "text": "Agnes draws 1.",
                                              "effects": [{"effect": "draw", "amount": 1}]}
    trace = run(data)
    st4 = at(trace, "ST.4: [elder-sign]")
    assert st4 < at(trace, "Roland Banks gains 1 resource") < at(trace, "ST.5")
    assert "Roland Banks's investigator card" in trace.steps[st4].text
    assert trace.final_state["investigators"]["Agnes Baker"]["hand"] == []


def test_a_scenario_symbol_resolves_the_scenario_reference_cards_effect_at_st4():
    """[ahlcg/rr/chaos-tokens] "[skull] [cultist] [tablet] [elder_thing]—If any of these tokens are revealed for a skill
    test, resolve the effect for that symbol as indicated on the scenario reference card for the current scenario."
    [ahlcg/rr/st-4] "Each of the following symbols indicates that an ability on the scenario reference card must
    initiate: [skull], [cultist], [tablet], or [elder_thing]." """
    data = _investigate({"who": "Roland Banks", "tokens": ["skull"]}, **{"chaos-tokens": {
        "skull": {"modifier": -1, "text": "-1. Take 1 horror.",
                  "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}}})
    trace = run(data)
    st4 = at(trace, "ST.4")
    assert st4 < at(trace, "1 horror on Roland Banks") < at(trace, "ST.5")
    at(trace, "intellect 3 − 1 ([skull] token) = 2")


def test_a_symbol_without_an_ability_completes_st4_with_no_effect():
    """[ahlcg/rr/st-4] "If none of the above symbols are revealed, or if the icon has no corresponding ability, this step
    completes with no effect." """
    trace = run(_investigate({"who": "Roland Banks", "tokens": ["tablet"]}))
    at(trace, "ST.4: no symbol with an effect was revealed: this step completes with no effect")


def test_a_card_test_uses_the_difficulty_in_parentheses_after_the_skill():
    """[ahlcg/rr/difficulty-skill-tests] "- When resolving a skill test created by a card ability, the base difficulty
    is indicated as a parenthetical value following the indication of which skill is being tested." [ahlcg/rr/st-1]
    "The card ability or game rule determines which type of test is necessary, and thereby a test of that type
    begins." [ahlcg/rr/skill-tests] "A skill test pits the investigator’s value in a specified skill against a
    difficulty value that is determined by the ability or game step that initiated the test." """
    data = world(do=[{"who": "Roland Banks", "use": "Roland Banks"}], tests=[{"who": "Roland Banks", "tokens": ["0"]}])
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Test [agility] (4). If you succeed, gain 1.",
                                              "effects": [{"effect": "test", "skill": "agility", "difficulty": 4,
                                                           "success": gain()}]}]
    trace = run(data)
    st1 = at(trace, "ST.1")
    assert "agility test" in trace.steps[st1].text and "difficulty 4" in trace.steps[st1].text
    at(trace, "ST.6: Roland Banks fails")
    assert _roland(trace)["resources"] == 5


def test_an_evasion_is_against_the_enemys_evade_value():
    """[ahlcg/rr/difficulty-skill-tests] "- When attempting to evade an enemy, the base difficulty for the skill test is
    the enemy’s evade value." """
    ghoul = {"name": "Ghoul", "type": "enemy", "engaged": "Roland Banks", "health": 3, "fight": 1, "evade": 3}
    trace = run(world(cards=[ghoul], do=[{"who": "Roland Banks", "action": "evade", "enemy": "Ghoul"}],
                      tests=[{"who": "Roland Banks", "tokens": ["+1"]}]))
    at(trace, "ST.6: Roland Banks succeeds (3 equals or exceeds the difficulty 3")


def test_a_second_test_started_during_a_test_waits_until_the_first_has_finished():
    """[ahlcg/glossary/nested-skill-tests] "If during the resolution of a skill test another skill test would initiate,
    instead the second skill test does not initiate until the first skill test has finished resolving." """
    data = _investigate({"who": "Roland Banks", "result": "success"}, {"who": "Agnes Baker", "result": "success"})
    data["do"] = data["do"][:1]
    data["investigators"][1]["abilities"] = [{
        "kind": "reaction", "timing": "after", "trigger": {"event": "skill-test-begins", "who": "Roland Banks"},
        "text": "After Roland begins a test: test [willpower] (2); if you succeed, gain 1.",
        "effects": [{"effect": "test", "skill": "willpower", "difficulty": 2, "who": "Agnes Baker",
                     "success": gain()}]}]
    trace = run(data)
    first_ends = at(trace, "ST.8")
    second = at(trace, "ST.1: Agnes Baker begins a willpower test")
    assert at(trace, "ST.1: Roland Banks") < at(trace, "Agnes Baker [reaction]") < first_ends < second
    assert trace.final_state["investigators"]["Agnes Baker"]["resources"] == 4


def test_a_test_known_to_succeed_before_st3_skips_st3_and_st4_but_still_takes_place():
    """[ahlcg/rr/automatic-failure-success] "Some card effects make an investigator automatically succeed or
    automatically fail a skill test." "If this occurs, depending on the timing of such an effect, certain steps of the
    skill test may be skipped in their entirety." "If it is known that an investigator automatically succeeds or fails
    at a skill test before Step 3 (“Reveal chaos token”) occurs, that step is skipped, along with Step 4." "No chaos
    token(s) are revealed from the chaos bag, and the investigator immediately moves to Step 5." "All other steps of the
    skill test resolve as normal." [ahlcg/rr/st-6] "- If an investigator automatically succeeds at a test via a card
    ability, the total difficulty of that test is considered 0." """
    data = _investigate({"who": "Roland Banks", "tokens": ["auto-fail"], "commit": ["Deduction"]},
                        hand=[_skill("Deduction", intellect=1)])
    data["do"].append({"who": "Roland Banks", "use": "Roland Banks", "window": "ST.2"})
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "This test automatically succeeds.",
                                              "effects": [{"effect": "automatic", "result": "success"}]}]
    trace = run(data)
    assert at(trace, "Roland Banks commits Deduction") < at(trace, "ST.3 and ST.4 are skipped") < at(trace, "ST.5:")
    assert absent(trace, "reveals auto-fail")
    at(trace, "the total difficulty is considered 0")
    assert _roland(trace)["clues"] == 1 and _roland(trace)["discard"] == ["Deduction"]
