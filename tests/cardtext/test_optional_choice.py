"""An optional instruction and what follows on whether it was done (``optional_choice.py``, ``choose_to.py``,
``automatic_result.py``): "may choose to X" is "may X"; "You may X to Y", and "If you do, Y" / "If you do not, Z" /
"If you cannot, Z" after an instruction, are the one ``if-able`` (``effects`` X, ``done`` Y, ``otherwise`` Z). The
rule's shapes first, then real texts of the development cards."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text

DISCARD = {"effect": "discard", "to": "an-asset-you-control", "may": True}
GAIN = {"effect": "gain-resources", "amount": 3}
HORROR = {"effect": "deal-horror", "amount": 1, "to": "you"}


def _effects(text, name="Lucky Charm", type_code="asset"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [e for a in result.abilities for e in a.effects], result


@pytest.mark.parametrize("opening", ["You may", "You may choose to", "you may choose to"])
def test_may_choose_to_is_may(opening):
    """The choice is the option's own: "choose to" adds nothing to "may"."""
    effects, result = _effects(f"[action]: {opening} discard an asset you control.")
    assert effects == [DISCARD] and not result.gaps


def test_choose_to_not_is_not_folded_into_may_not():
    """"may choose to not gain resources" is a choice to forgo: "may not" would forbid — the clause stays a gap."""
    _, result = _effects("[action]: You may choose to not gain resources.")
    assert result.gaps


@pytest.mark.parametrize(("follow", "branch", "effects"), [
    ("If you do, gain 3 resources.", "done", [GAIN]),
    ("If you do not, take 1 horror.", "otherwise", [HORROR]),
    ("If you don't, take 1 horror.", "otherwise", [HORROR]),
    ("If you cannot, take 1 horror instead.", "otherwise", [HORROR]),
])
def test_a_follow_up_is_a_branch_of_the_instruction_before(follow, branch, effects):
    found, result = _effects(f"[action]: You may discard an asset you control. {follow}")
    assert [(e["effect"], e["effects"], e[branch]) for e in found] == [("if-able", [DISCARD], effects)]
    assert not result.gaps


def test_if_you_do_and_if_you_do_not_are_one_if_able():
    found, result = _effects("[action]: You may discard an asset you control. If you do, gain 3 resources. If you do "
                             "not, take 1 horror.")
    assert [(e["effect"], e["done"], e["otherwise"]) for e in found] == [("if-able", [GAIN], [HORROR])]
    assert not result.gaps


def test_if_you_do_needs_its_comma():
    """"If you do gain 3 resources" says nothing of the instruction before: no follow-up, and a gap."""
    found, result = _effects("[action]: You may discard an asset you control. If you do gain 3 resources.")
    assert found == [DISCARD] and result.gaps


def test_if_you_do_after_a_sentence_not_read_is_a_gap():
    """Which instruction was done would be a guess when the sentence before is a gap."""
    found, result = _effects("[action]: Look at the unrevealed side of each location in play. If you do, gain 3 "
                             "resources.")
    assert found == [] and len(result.gaps) == 2
    assert "'If you do' after an instruction the engine does not hold" in [g.reason for g in result.gaps]


def test_may_x_to_y_is_y_if_x_was_done():
    """The infinitive of purpose after an optional instruction: what doing it brings about."""
    found, result = _effects("[action]: You may choose to discard an asset you control to gain 3 resources.")
    assert [(e["effect"], e["effects"], e["done"]) for e in found] == [("if-able", [DISCARD], [GAIN])]
    assert not result.gaps


def test_spend_to_stays_a_cost_and_what_it_buys():
    found, _ = _effects("[action]: You may spend 2 resources to gain 3 resources.")
    assert found[0]["effect"] == "spend"


@pytest.mark.parametrize(("text", "result"), [
    ("this test is automatically successful", "success"),
    ("This skill test is automatically unsuccessful", "fail"),
    ("this test automatically succeeds", "success"),
])
def test_a_tests_automatic_result_said_with_is(text, result):
    found, gaps = _effects(f"[fast] {text}.", type_code="event")
    assert found == [{"effect": "automatic", "result": result}] and not gaps.gaps


def test_unless_auto_fail_restates_the_precedence_only_after_an_automatic_success():
    found, result = _effects("[fast] You may exile Lucky Charm. If you do, this test is automatically successful "
                             "(unless a [auto_fail] token was revealed).", type_code="event")
    assert found[0]["done"] == [{"effect": "automatic", "result": "success"}] and not result.gaps
    _, other = _effects("[fast] Gain 2 resources (unless a [auto_fail] token was revealed).", type_code="event")
    assert other.gaps


def test_beginners_luck_remembers_only_if_the_token_was_treated():
    found, result = _effects("[reaction] When you reveal a chaos token: You may treat that token as if it were any "
                             "other token in the chaos bag. If you do, remember that you have \"cheated.\" (Group limit "
                             "once per round.)", name="Beginner's Luck", type_code="act")
    assert found == [{"effect": "if-able", "effects": [{"effect": "treat-token", "token": "any-other-in-bag",
                                                        "may": True}],
                      "done": [{"effect": "remember", "memory": "you have cheated"}], "text": found[0]["text"]}]
    assert not result.gaps


def test_rex_murphys_elder_sign_option_draws_if_he_fails_automatically():
    result = parse_card_text("[elder_sign] effect: +2. You may instead choose to automatically fail this skill test "
                             "to draw 3 cards.", name="Rex Murphy", type_code="investigator")
    line = result.to_json()["card"]["chaos-tokens"][0]
    assert line["modifier"] == 2
    assert [(e["effect"], e["effects"], e["done"]) for e in line["effects"]] == [
        ("if-able", [{"effect": "automatic", "result": "fail", "may": True}], [{"effect": "draw", "amount": 3}])]
    assert not result.gaps


def test_stroke_of_luck_is_its_optional_choice_after_its_tests_reveal():
    result = parse_card_text("Commit only to a skill test you are performing.\nAfter revealing chaos tokens for this "
                             "test, you may choose to exile Stroke of Luck. If you do, this test is automatically "
                             "successful (unless a [auto_fail] token was revealed).", name="Stroke of Luck",
                             type_code="skill")
    assert not result.gaps
    (timed,) = [a for a in result.abilities if a.kind == "forced"]
    assert timed.trigger == {"event": "reveal-chaos-token", "via": "skill-test"} and timed.timing == "after"
    assert [(e["effect"], e["effects"], e["done"]) for e in timed.effects] == [
        ("if-able", [{"effect": "move-card", "zone": "exiled", "may": True}],
         [{"effect": "automatic", "result": "success"}])]


def test_a_skills_choice_before_its_tests_reveal_is_one_gap_naming_when_it_resolves():
    result = parse_card_text("Before revealing chaos tokens for this test, you may choose to exile X. If you do, this "
                             "test is automatically successful.", name="X", type_code="skill")
    assert len(result.gaps) == 1
    assert "at a point of the test it is committed to" in result.gaps[0].reason


def test_a_choice_to_y_is_no_purpose_but_what_the_card_chosen_is_for():
    """Minh Thi Phan: "choose a skill card … to return …" names what the card chosen is for — never cut at "to" as a
    purpose (which would return the bearer itself): :mod:`kb.cardtext.chosen_for`'s frame, Y done to the card chosen."""
    result = parse_card_text("[elder_sign] effect: +1. You may choose a skill card committed to this skill test to "
                             "return to its owner's hand after this test ends.", name="Minh Thi Phan",
                             type_code="investigator")
    (effect,) = result.to_json()["card"]["chaos-tokens"][0]["effects"]
    assert effect["effects"] == [{"effect": "choose", "to": "a-committed-skill", "may": True}]
    assert effect["done"][0]["effects"][0]["to"] == "chosen"


def test_a_purpose_the_engine_cannot_do_is_one_gap_of_the_whole_sentence():
    _, result = _effects("[action]: You may discard an asset you control to look at the unrevealed side of each "
                         "location in play.")
    assert [g.text for g in result.gaps] == ["You may discard an asset you control to look at the unrevealed side of "
                                             "each location in play"]


@pytest.mark.parametrize(("text", "chosen", "done"), [
    ("[action]: You may exhaust @self. If you do, draw 1 card.", [{"effect": "exhaust", "to": "self", "may": True}],
     [{"effect": "draw", "amount": 1}]),
    ("[action]: Choose an investigator at your location. That investigator may discard 1 card from his or her hand. "
     "If he or she does, that investigator draws 2 cards.",
     [{"effect": "discard-from-hand", "amount": 1, "who": "chosen", "may": True}],
     [{"effect": "draw", "amount": 2, "who": "chosen"}]),
])
def test_if_he_or_she_does_is_said_of_whom_the_instruction_is_for(text, chosen, done):
    found, result = _effects(text)
    assert [(e["effects"], e["done"]) for e in found if e["effect"] == "if-able"] == [(chosen, done)]
    assert not result.gaps


def test_a_follow_up_inside_a_tests_result_is_that_results():
    found, result = _effects("Revelation - Test [willpower] (3). If you fail, you may discard an asset you control. If "
                             "you do, gain 3 resources.", type_code="treachery")
    assert [(e["effect"], e["done"]) for e in found[0]["fail"]] == [("if-able", [GAIN])]
    assert not result.gaps
