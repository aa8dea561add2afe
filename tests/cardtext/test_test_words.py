"""A skill test's own words, read from the grammar's tree and lowered into the engine's vocabulary: a test initiated
as a triggering condition (ST.1, its skill a qualifier of "test", "non-" one), the skill used for "this test"
instead of the skill indicated, a choice of two tests of one difficulty, what a result names ("that enemy", "the
attacked enemy" of a designated fight or evasion: the enemy the test is made against, ST.7), and a result on not
succeeding by a margin (ST.6). Real texts are development and early cards; the others are the rule's own shape."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def ability(text: str, name: str, type_code: str, n: int = 0) -> dict[str, Any]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert not result.gaps, result.gaps
    return result.abilities[n].to_situation()


# -- "When you initiate a (non-)[skill] test": skill-test-begins --------------------------------------------------

@pytest.mark.parametrize(("condition", "trigger"), [
    ("When you initiate a non-[combat] test", {"event": "skill-test-begins", "who": "you", "skill": "non-combat"}),
    ("When you initiate a non-[willpower] test", {"event": "skill-test-begins", "who": "you",
                                                  "skill": "non-willpower"}),
    ("When you initiate an [intellect] skill test", {"event": "skill-test-begins", "who": "you", "skill": "intellect"}),
    ("When an investigator at your location performs a skill test",
     {"event": "skill-test-begins", "who": "investigator-at-your-location"}),
    ("When you initiate a test", {"event": "skill-test-begins", "who": "you"}),
])
def test_a_test_initiated_is_st1_with_its_skill_as_the_filter(condition, trigger):
    got = ability(f"[reaction] {condition}, exhaust Mask: Gain 1 resource.", "Mask", "asset")
    assert got["trigger"] == trigger and got["timing"] == "when"


def test_a_test_of_something_that_is_no_skill_is_not_a_skill_filter():
    result = parse_card_text("[reaction] When you initiate a [[Ritual]] test, exhaust Mask: Gain 1 resource.",
                             name="Mask", type_code="asset")
    assert result.gaps and result.abilities[0].trigger.get("event") != "skill-test-begins"


# -- "Use [combat] for this test, instead of the skill indicated": use-skill ---------------------------------------

@pytest.mark.parametrize(("name", "skill"), [("Bauta", "combat"), ("Medico Della Peste", "willpower"),
                                             ("Pantalone", "intellect"), ("Gilded Volto", "agility")])
def test_the_masks_use_their_skill_for_a_test_of_another(name, skill):
    """The early cards' Masks: "[reaction] When you initiate a non-[X] test, discard <mask>: Use [X] for this test,
    instead of the skill indicated." — ST.1's test becomes a test of X."""
    text = (f"Limit 1 [[Mask]] per investigator.\n[reaction] When you initiate a non-[{skill}] test, discard {name}: "
            f"Use [{skill}] for this test, instead of the skill indicated.")
    result = parse_card_text(text, name=name, type_code="asset")
    use = next(a.to_situation() for a in result.abilities if a.kind == "reaction")
    assert use["trigger"] == {"event": "skill-test-begins", "who": "you", "skill": f"non-{skill}"}
    assert use["cost"] == {"discard": True}
    assert use["effects"] == [{"effect": "use-skill", "skill": skill}]
    assert not [g for g in result.gaps if "use" in g.text.lower() or "initiate" in g.text.lower()]


@pytest.mark.parametrize(("text", "effect"), [
    ("You may use [willpower] for this skill test.", {"effect": "use-skill", "skill": "willpower", "may": True}),
    ("Use [agility] for this test.", {"effect": "use-skill", "skill": "agility"}),
])
def test_a_skill_used_for_this_test_is_the_verb_use_with_the_tests_time(text, effect):
    got = ability(f"[fast] Exhaust Mask: {text}", "Mask", "asset")
    assert got["effects"] == [effect]


def test_a_skill_used_for_longer_than_the_test_is_refused():
    """The engine changes the skill of the test being made, nothing lasting: "until the end of the round" stays a gap."""
    result = parse_card_text("[fast] Exhaust Mask: Use [agility] until the end of the round.", name="Mask",
                             type_code="asset")
    assert [g.category for g in result.unsupported] == ["effect:use"]


# -- "Test [combat] or [agility] (2)": one difficulty for both -----------------------------------------------------

def test_a_choice_of_two_skills_before_one_difficulty_is_two_tests_of_that_difficulty():
    """Gondola (early): "Test [combat] or [agility] (2) to row as hard as you can. If you succeed, …"."""
    got = ability("[action]: Test [combat] or [agility] (2) to row as hard as you can. If you succeed, draw 1 card.",
                  "Gondola", "location")
    tests = got["effects"][0]["effects"]
    assert got["effects"][0]["effect"] == "either"
    assert [(t["skill"], t["difficulty"]) for t in tests] == [("combat", 2), ("agility", 2)]
    assert all(t["success"] == [{"effect": "draw", "amount": 1}] for t in tests)


# -- a designated fight's or evasion's enemy ------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "result"), [
    ("<b>Fight.</b> If you succeed, defeat that enemy.", {"effect": "defeat", "to": "tested-enemy"}),
    ("<b>Fight.</b> If you succeed, exhaust the attacked enemy.", {"effect": "exhaust", "to": "tested-enemy"}),
    ("<b>Evade.</b> If you succeed, deal 1 damage to the evaded enemy.",
     {"effect": "deal-damage", "amount": 1, "to": "tested-enemy"}),
    # Blinding Light (development): a participle after "just" qualifies the noun before it
    ("<b>Evade.</b> This evasion attempt uses [willpower] instead of [agility]. If you succeed, deal 2 damage to the "
     "enemy just evaded.", {"effect": "deal-damage", "amount": 2, "to": "tested-enemy"}),
])
def test_that_enemy_in_a_designated_actions_result_is_the_enemy_it_is_made_against(text, result):
    got = ability(text, "Blow", "event")
    assert got["effects"][0]["success"] == [result]


def test_a_participle_after_just_is_part_of_the_noun_phrase():
    """"the enemy just evaded", "horror just dealt to you": one noun phrase, not a second verb."""
    from kb.cardtext.grammar import read_sentence
    chunks = read_sentence("deal 1 damage to the enemy just evaded").clauses[0].chunks
    assert [(c.kind, c.text) for c in chunks] == [("verb", "deal"), ("np", "1 damage"),
                                                  ("pp", "to the enemy just evaded")]


def test_the_attacked_enemy_outside_a_designated_action_is_still_refused():
    result = parse_card_text("Exhaust the attacked enemy.", name="Blow", type_code="event")
    assert result.gaps


# -- "If you do not succeed by at least N, X" -----------------------------------------------------------------------

def test_not_succeeding_by_a_margin_is_the_failure_and_a_success_by_less():
    """Lockpicks (development): "If you do not succeed by at least 2, remove 1 supply from Lockpicks" — on failing,
    and on succeeding by 0 or 1 (ST.6: the margin is how far the value exceeds the difficulty)."""
    text = ("[action] Exhaust Lockpicks: <b>Investigate.</b> You get +1 [intellect] for this investigation. If you do "
            "not succeed by at least 2, remove 1 supply from Lockpicks.")
    action = ability(text, "Lockpicks", "asset")["effects"][0]
    remove = {"effect": "remove-tokens", "tokens": "uses", "amount": 1}
    assert action["fail"] == [remove]
    assert action["success"] == [{"effect": "if", "condition": {"count": "point-succeeded-by", "at-most": 1},
                                  "effects": [remove], "text": action["success"][0]["text"]}]


def test_not_succeeding_with_no_margin_is_only_the_failure():
    got = ability("<b>Revelation</b> - Test [willpower] (3). If you do not succeed, take 1 horror.", "Dread",
                  "treachery")
    assert got["effects"][0]["fail"] == [{"effect": "deal-horror", "amount": 1, "to": "you"}]
    assert "success" not in got["effects"][0]


def test_not_succeeding_with_no_test_before_it_is_refused():
    result = parse_card_text("[action]: If you do not succeed by at least 2, take 1 horror.", name="X",
                             type_code="asset")
    assert "no 'Test [skill] (X)'" in result.gaps[0].reason


# -- "This attack uses [willpower] instead of [combat] and deals +1 damage": two modifiers ---------------------------

def test_two_modifiers_of_a_designated_attack_joined_by_and_are_both_read():
    """Shrivelling (development): the attack's skill and its damage, one sentence."""
    text = "[action] Spend 1 charge: <b>Fight.</b> This attack uses [willpower] instead of [combat] and deals +1 damage."
    assert ability(text, "Shrivelling", "asset")["effects"] == [{"effect": "fight", "skill": "willpower", "damage": 1}]


def test_a_second_part_that_is_no_modifier_leaves_the_action_as_it_was():
    text = "[action]: <b>Fight.</b> This attack uses [willpower] instead of [combat] and heals the world."
    result = parse_card_text(text, name="X", type_code="asset")
    assert result.gaps
    assert result.abilities[0].effects[0] == {"effect": "fight"}


# -- "for the next skill test you perform (this turn)": a lasting effect ended by the test it modifies -----------------

@pytest.mark.parametrize(("text", "duration"), [
    ("You get +2 skill value for the next skill test you perform this phase.", "next-skill-test-this-phase"),
    ("You get +2 to your skill value for the next skill test you make this turn.", "next-skill-test-this-turn"),
    ("You get +1 skill value for your next skill test.", "next-skill-test"),
])
def test_a_modifier_for_the_next_skill_test_lasts_until_that_test_ends(text, duration):
    """Fieldwork and Narrow Escape (development), Cursed Shores (early): "+2 skill value" modifies any skill."""
    got = ability(f"[fast] Exhaust Charm: {text}", "Charm", "asset")
    assert got["effects"] == [{"effect": "lasting", "duration": duration, "skill-modifier": int(text.split()[2][1:]),
                               "applies-to": {"event": "skill-test-begins", "who": "you"}}]


def test_skill_value_until_a_period_ends_modifies_every_test_until_then():
    got = ability("[fast] Exhaust Charm: You get +1 skill value until the end of the round.", "Charm", "asset")
    assert got["effects"] == [{"effect": "lasting", "duration": "until-end-of-round", "skill-modifier": 1,
                               "applies-to": {"event": "skill-test-begins", "who": "you"}}]


def test_one_skills_modifier_for_the_next_test_is_refused_with_why():
    """"+1 [intellect] for the next skill test": whether a test of another skill ends it is not the engine's to guess."""
    result = parse_card_text("[fast] Exhaust Charm: You get +1 [intellect] for the next skill test you perform.",
                             name="Charm", type_code="asset")
    assert [g.category for g in result.unsupported] == ["effect:get"]
    assert "cannot tell whether a test of another skill ends it" in result.unsupported[0].reason


# -- a result whose test the reader refused -------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "test"), [
    # Vortex of Time's shape (development), at a place the engine cannot select (its Sentinel Hill location it can)
    ("<b>Revelation</b> - Each investigator at a different location tests [willpower] (4). Each investigator "
     "who fails takes 2 damage.", "Each investigator at a different location tests [willpower] (4)"),
    # Chaos in the Water's shape (early: its "who controls" is read), with a relative clause no selector says
    ("<b>Revelation</b> - Test [agility] (4). Each investigator who has had a drink must also perform "
     "this skill test. Each investigator who fails takes 1 damage.",
     "Each investigator who has had a drink must also perform this skill test"),
])
def test_a_result_after_a_refused_test_names_that_test_as_its_gap(text, test):
    result = parse_card_text(text, name="Dread", type_code="treachery")
    last = result.unsupported[-1]
    assert last.reason == f"a result of a test the reader could not read (\u201c{test}\u201d)"


def test_a_refused_test_does_not_leave_its_results_to_the_test_before_it():
    """ST.7 applies the results of the test just made: "If you fail" after a test the reader refused is not the
    first test's result."""
    result = parse_card_text("<b>Revelation</b> - Test [willpower] (3). If you succeed, draw 1 card. Each investigator "
                             "at a different location tests [agility] (2). If you fail, take 1 horror.",
                             name="Dread", type_code="treachery")
    first = result.abilities[0].effects[0]
    assert "fail" not in first
    assert "If you fail, take 1 horror" in [u.text for u in result.unsupported]


# -- "Add your [agility] value to your skill value for this investigation" -------------------------------------------

@pytest.mark.parametrize(("text", "kind", "skill"), [
    # Lockpicks, Suggestion and a Fight event (development)
    ("<b>Investigate.</b> Add your [agility] value to your skill value for this investigation.", "investigate",
     "agility"),
    ("<b>Evade.</b> Add your [willpower] value to your skill value for this evasion attempt.", "evade", "willpower"),
    ("<b>Fight.</b> Add your [agility] value to your skill value for this attack.", "fight", "agility"),
])
def test_a_skill_value_added_is_a_modifier_of_the_designated_test_counted_as_it_begins(text, kind, skill):
    got = ability(text, "Picks", "event")["effects"][0]
    assert got["effect"] == kind
    assert got["effects"] == [{"effect": "for-each", "count": f"{skill}-value-of-you",
                               "effects": [{"effect": "modify-skill", "amount": 1}],
                               "text": text.split("</b> ")[1].split(" for this")[0]}]


def test_a_skill_value_added_outside_a_designated_action_modifies_the_test_being_made():
    got = ability("[fast] Exhaust Picks: Add your [intellect] value to your skill value for this test.", "Picks",
                  "asset")
    assert got["effects"][0]["count"] == "intellect-value-of-you"


def test_something_else_added_to_a_skill_value_is_refused():
    result = parse_card_text("[fast] Exhaust Picks: Add your resources to your skill value for this test.",
                             name="Picks", type_code="asset")
    assert result.gaps


# -- "X for this attack (if C, Y, instead)" and "This attack uses [intellect]" --------------------------------------

def test_a_modifier_replaced_while_a_condition_holds_is_checked_as_the_test_begins():
    """Roland's .38 Special (development): +3 [combat] while there is a clue on your location, else +1."""
    text = ("[action] Spend 1 ammo: <b>Fight.</b> You get +1 [combat] for this attack (if there are 1 or more clues on "
            "your location, you get +3 [combat], instead). This attack deals +1 damage.")
    fight = ability(text, "Roland's .38 Special", "asset")["effects"][0]

    def combat(n):
        return {"effect": "lasting", "duration": "for-this-skill-test", "skill-modifier": n,
                "applies-to": {"event": "skill-test-begins", "who": "you", "skill": "combat"}}
    assert fight["damage"] == 1
    [check] = fight["effects"]
    assert check["condition"] == {"count": "clue-on-your-location", "at-least": 1}
    assert (check["effects"], check["otherwise"]) == ([combat(3)], [combat(1)])


def test_a_condition_the_engine_cannot_check_leaves_the_modifier_a_gap():
    text = ("[action]: <b>Fight.</b> You get +1 [combat] for this attack (if the moon is full, you get +3 [combat], "
            "instead).")
    assert parse_card_text(text, name="X", type_code="asset").gaps


def test_an_attack_that_uses_a_skill_uses_it_instead_of_its_own():
    """"I've got a plan!" (development): "This attack uses [intellect]" — no "instead of" printed."""
    got = ability("<b>Fight.</b> This attack uses [intellect].", "Plan", "event")
    assert got["effects"] == [{"effect": "fight", "skill": "intellect"}]


@pytest.mark.parametrize(("printed", "most"), [("(to a maximum of 3)", 3), ("(max 2)", 2)])
def test_for_each_point_with_a_maximum_is_a_for_each_of_at_most_that_many(printed, most):
    """Alchemical Transmutation (development): "For each point you succeed by, gain 1 resource (to a maximum of 3)"."""
    got = ability(f"[action]: Test [willpower] (1). For each point you succeed by, gain 1 resource {printed}.",
                  "Transmutation", "asset")
    [each] = got["effects"][0]["success"]
    assert (each["count"], each["amount"], each["effects"]) == ("point-succeeded-by", most,
                                                               [{"effect": "gain-resources", "amount": 1}])
