"""Conditions on the skill test being made and results that carry a condition (``test_conditions.py``), and a test's
modifiers counted "for this attack for each …" (``test_sentences.py``): one grammar rule each, read from the
rule's own shape and from real printed texts (development cards; the early cards for the held-out check)."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext import test_conditions as tc
from kb.cardtext.tokens import marked


def _line(text: str, type_code: str = "scenario") -> dict[str, Any]:
    result = parse_card_text(text, name="Scenario", type_code=type_code)
    assert not result.gaps, result.gaps
    (line,) = dict(result.card)["chaos-tokens"]
    return {k: v for k, v in line.items() if k != "text"}


# -- the enemy a test is against: a count's filter, parts joined by "or" any of them -----------------------------

@pytest.mark.parametrize(("np", "flt"), [
    ("a non-Elite enemy", "non-elite-enemy"),
    ("a Monster or Ancient One enemy", "monster-enemy|ancient_one-enemy"),
    ("a Brood of Yog-Sothoth", "Brood of Yog-Sothoth"),
    ("an exhausted Humanoid enemy", "exhausted-humanoid-enemy"),
    ("an enemy with doom on it", "with_doom-enemy"),  # what it holds, after it (Black Stars Rise)
])
def test_the_enemy_is_composed_as_a_counts_filter(np, flt):
    with marked({"Monster", "Ancient One", "Humanoid", "Elite"}):
        assert tc.enemy_filter(np) == flt


def test_an_enemy_no_filter_composes_is_not_guessed():
    assert tc.enemy_filter("an enemy that attacked you this round") is None
    assert tc.tested("during an attack or evasion attempt against an enemy that attacked you this round") is None


@pytest.mark.parametrize(("printed", "count"), [
    ("during an attack or evasion attempt against a Monster enemy", "test-against:monster-enemy"),
    ("during an attack against a Monster enemy", "attack-against:monster-enemy"),
    ("during an evasion attempt against a Monster enemy", "evasion-against:monster-enemy"),
    ("this attack succeeds against a non-Elite enemy", "attack-against:non-elite-enemy"),
    ("the enemy is non-Elite", "test-against:non-elite-enemy"),
    ("that enemy is a Monster", "test-against:monster-enemy"),
])
def test_the_kind_of_test_and_its_enemy_are_the_engines_test_count(printed, count):
    with marked({"Monster", "Elite"}):
        assert tc.tested(printed) == {"count": count, "at-least": 1}


# -- a skill's result on the kind of test it is committed to: "successful during X" / "while investigating Y" -----

@pytest.mark.parametrize(("printed", "count"), [
    ("during an attack", "attack-against:enemy"),  # no enemy named: any enemy
    ("during an evasion attempt", "evasion-against:enemy"),
    ("during an attack or evasion attempt", "test-against:enemy"),
    ("during an attack against a Monster enemy", "attack-against:monster-enemy"),  # :func:`tested`'s forms
    ("while investigating", "investigation-of:location"),  # no location named: any location
    ("while investigating a location", "investigation-of:location"),
    ("while investigating a Miskatonic location", "investigation-of:miskatonic-location"),
    ("while investigating the Art Gallery", "investigation-of:Art Gallery"),
])
def test_the_kind_of_test_a_result_prints_is_the_engines_test_count(printed, count):
    with marked({"Monster", "Miskatonic"}):
        assert tc.test_kind(printed) == {"count": count, "at-least": 1}


@pytest.mark.parametrize("printed", ["during this skill test", "while parleying", "while investigating this location",
                                     "during an attack against an enemy that attacked you this round"])
def test_a_kind_of_test_the_engine_does_not_count_is_not_guessed(printed):
    assert tc.test_kind(printed) is None


def test_a_result_on_a_kind_the_engine_does_not_count_stays_a_gap_naming_it():
    result = parse_card_text("If this skill test is successful while parleying, draw 1 card.", type_code="skill")
    assert "if-success" not in dict(result.card)
    (gap,) = result.gaps
    assert "kind of test the engine does not count (while parleying)" in gap.reason


def _skill(text: str, name: str) -> list[dict[str, Any]]:
    result = parse_card_text(text, name=name, type_code="skill")
    assert not result.gaps, result.gaps
    return dict(result.card)["if-success"]


def test_deduction_the_additional_clue_at_the_investigated_location_is_the_testers():
    """Deduction: "that location" is the one investigated (``tested-location``); the clue adds to the investigation's
    result, so the investigator performing the test discovers it (FAQ: who gets the benefits of a skill card)."""
    (only,) = _skill("If this skill test is successful while investigating a location, discover 1 additional clue at "
                     "that location.", "Deduction")
    assert only["condition"] == {"count": "investigation-of:location", "at-least": 1}
    assert only["effects"] == [{"effect": "discover-clues", "amount": 1, "location": "tested-location",
                                "who": "testing-investigator"}]
    (upgraded,) = _skill("If this skill test is successful while investigating a location, discover 1 additional clue "
                         "at that location (2 additional clues instead if it succeeds by 2 or more).", "Deduction")
    (margin,) = upgraded["effects"]
    assert margin["condition"] == {"count": "point-succeeded-by", "at-least": 2}
    assert [e["amount"] for e in margin["effects"] + margin["otherwise"]] == [2, 1]
    assert {e["who"] for e in margin["effects"] + margin["otherwise"]} == {"testing-investigator"}


def test_vicious_blow_and_the_home_front_only_on_an_attack():
    """Vicious Blow's damage and The Home Front's "the attacked enemy" (the enemy the test is against), each inside
    the engine's ``if`` on an attack: on any other test the card claims no result."""
    (blow,) = _skill("If this skill test is successful during an attack, that attack deals +1 damage.", "Vicious Blow")
    assert (blow["condition"], blow["effects"]) == ({"count": "attack-against:enemy", "at-least": 1},
                                                    [{"effect": "attack-damage", "amount": 1}])
    (front,) = _skill("Mark Harrigan deck only.\nIf this skill test is successful during an attack, move 1 damage "
                      "from Mark Harrigan to the attacked enemy.", "The Home Front")
    assert front["effects"] == [{"effect": "move-tokens", "tokens": "damage", "amount": 1, "from": "Mark Harrigan",
                                 "to": "tested-enemy"}]


def test_during_an_evasion_attempt_any_result():
    (only,) = _skill("If this skill test is successful during an evasion attempt, draw 1 card.", "Evasive Step")
    assert only["condition"] == {"count": "evasion-against:enemy", "at-least": 1}
    assert only["effects"] == [{"effect": "draw", "amount": 1}]


# -- a result joined by "and" to a condition -------------------------------------------------------------------

@pytest.mark.parametrize(("text", "result", "condition", "rest"), [
    ("If you fail and there is an enemy at your location, take 1 horror.", "fail",
     {"count": "enemy-at-your-location", "at-least": 1}, "take 1 horror"),
    ("If you fail and Hastur is in play, place 1 clue on your location", "fail",
     {"count": "in-play:Hastur", "at-least": 1}, "place 1 clue on your location"),
    ("If you succeed and the enemy is non-Elite, evade it", "success",
     {"count": "test-against:non-elite-enemy", "at-least": 1}, "evade it"),
    ("If this attack succeeds against a non-Elite enemy, defeat that enemy.", "success",
     {"count": "attack-against:non-elite-enemy", "at-least": 1}, "defeat that enemy"),
    # Essex County Express: whose turn it is, a period
    ("If you fail and it is your turn, lose all remaining actions", "fail", {"during": "your-turn"},
     "lose all remaining actions"),
])
def test_a_result_joined_to_a_condition(text, result, condition, rest):
    with marked({"Elite"}):
        assert tc.conditioned_result(text, False) == (result, condition, rest)


def test_a_condition_the_engine_does_not_check_is_no_such_result():
    """"If you fail and it is not your turn": no period the engine checks; the sentence's other readings report the
    gap."""
    assert tc.conditioned_result("If you fail and it is not your turn, lose all remaining actions", False) is None
    assert tc.conditioned_result("If you fail, take 1 horror", False) is None


def test_a_token_revealed_during_a_kind_of_test():
    with marked({"Monster", "Ancient One"}):
        assert tc.token_condition("If this token is revealed during an attack or evasion attempt against a Monster or "
                               "Ancient One enemy, lose 1 action.", False) == (
            {"count": "test-against:monster-enemy|ancient_one-enemy", "at-least": 1}, "lose 1 action")


# -- real texts, whole ---------------------------------------------------------------------------------------

def test_dim_carcosa_tokens_an_attack_against_a_trait_and_a_result_while_a_card_is_in_play():
    assert _line("[elder_thing]: -3. If this token is revealed during an attack or evasion attempt against a "
                 "[[Monster]] or [[Ancient One]] enemy, lose 1 action.") == {
        "tokens": ["elder-thing"], "modifier": -3, "effects": [{
            "effect": "if", "condition": {"count": "test-against:monster-enemy|ancient_one-enemy", "at-least": 1},
            "effects": [{"effect": "lose-actions", "amount": 1}],
            "text": "If this token is revealed during an attack or evasion attempt against a Monster or Ancient One "
                    "enemy, lose 1 action"}]}
    line = _line("[tablet]: -3. If you fail and Hastur is in play, place 1 clue on your location <i>(from the token "
                 "bank)</i>.")
    assert line["if-fail"][0]["condition"] == {"count": "in-play:Hastur", "at-least": 1}


def test_echoes_of_the_past_a_result_while_an_enemy_is_at_your_location():
    line = _line("[elder_thing]: -2. If you fail and there is an enemy at your location, take 1 horror.")
    assert line["if-fail"] == [{"effect": "if", "condition": {"count": "enemy-at-your-location", "at-least": 1},
                                "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}],
                                "text": "If you fail and there is an enemy at your location, take 1 horror"}]


def test_it_after_a_test_against_an_enemy_is_that_enemy():
    """Undimensioned and Unseen: "… against a Brood of Yog-Sothoth, it immediately attacks you": the enemy tested."""
    line = _line("[skull]: -1. If this token is revealed during an attack or evasion attempt against a Brood of "
                 "Yog-Sothoth, it immediately attacks you.")
    assert line["effects"][0]["effects"] == [{"effect": "enemy-attacks", "enemy": "tested-enemy"}]


def test_it_after_a_card_named_in_play_is_that_card():
    """Carnevale of Horrors (early cards): "If you fail and Cnidathqua is in play, it attacks you": the card named in
    play, as the reader's own "If Hunting Horror is in play, add 1 doom to it" binds "it" to it."""
    result = parse_card_text("[skull]: -1. If you fail and Cnidathqua is in play, it attacks you.", name="Carnevale",
                             type_code="scenario")
    assert not result.gaps
    assert dict(result.card)["chaos-tokens"][0]["if-fail"][0]["effects"] == [{"effect": "enemy-attacks",
                                                                             "enemy": "Cnidathqua"}]


def test_monster_slayer_defeats_a_non_elite_enemy_its_attack_succeeds_against():
    result = parse_card_text("<b>Fight.</b> If this attack succeeds against a non-[[Elite]] enemy, defeat that enemy.",
                             name="Monster Slayer", type_code="event")
    assert not result.gaps
    assert dict(result.card)["effects"] == [{"effect": "fight", "success": [{
        "effect": "if", "condition": {"count": "attack-against:non-elite-enemy", "at-least": 1},
        "effects": [{"effect": "defeat", "to": "tested-enemy"}],
        "text": "If this attack succeeds against a non-Elite enemy, defeat that enemy"}]}]


def test_a_treacherys_test_result_while_a_count_holds():
    result = parse_card_text("<b>Revelation</b> - Test [agility] (3). If you fail and there is an enemy at your "
                             "location, take 2 damage.", name="Trap", type_code="treachery")
    assert not result.gaps
    (test,) = result.abilities[0].to_situation()["effects"]
    assert test["fail"][0]["condition"] == {"count": "enemy-at-your-location", "at-least": 1}


# -- a test's modifier counted: its duration printed before "for each" --------------------------------------

def test_ive_got_a_plan_deals_more_damage_for_each_clue_at_most_its_max():
    result = parse_card_text("<b>Fight.</b> This attack uses [intellect]. You deal +1 damage for this attack for each "
                             "clue you have (max +3 damage).", name="\"I've got a plan!\"", type_code="event")
    assert not result.gaps
    (fight,) = dict(result.card)["effects"]
    assert fight["effects"] == [{"effect": "for-each", "count": "clue-you-have", "amount": 3,
                                 "effects": [{"effect": "attack-damage", "amount": 1}],
                                 "text": "You deal +1 damage for this attack for each clue you have (max +3 damage)"}]


def test_a_skill_modifier_for_this_attack_for_each_of_a_count():
    result = parse_card_text("[action]: <b>Fight.</b> You get +2 [combat] for this attack for each enemy engaged "
                             "with you.", name="Blade", type_code="asset")
    assert not result.gaps
    (fight,) = result.abilities[0].to_situation()["effects"]
    (each,) = fight["effects"]
    assert (each["effect"], each["count"]) == ("for-each", "enemy-engaged-with-you")
    assert each["effects"][0]["skill-modifier"] == 2


def test_a_max_that_is_no_whole_number_of_instances_is_not_read():
    result = parse_card_text("<b>Fight.</b> You deal +2 damage for this attack for each clue you have (max +3 damage).",
                             name="Odd", type_code="event")
    assert result.gaps


# -- a test's margin in a triggering condition: one fragment, "by N or more" / "by N or less" --------------------

@pytest.mark.parametrize(("text", "name", "type_code", "trigger"), [
    ("[reaction] After you succeed at a skill test by 1 or less while investigating Grand Rue: Discover 1 clue at "
     "Grand Rue.", "Grand Rue", "location",
     {"event": "succeed-skill-test", "who": "you", "at-most": 1, "via": "investigate", "what": "self"}),
    ("<b>Forced</b> - After you successfully evade Spawn of Hali by 2 or less: Take 1 horror.", "Spawn of Hali",
     "enemy", {"event": "succeed-skill-test", "who": "you", "via": "evade", "what": "self", "at-most": 2}),
    ("[reaction] After you successfully investigate by 2 or more: Draw 1 card.", "Lens", "asset",
     {"event": "succeed-skill-test", "who": "you", "via": "investigate", "at-least": 2}),
    ("[reaction] After you successfully attack an enemy by 3 or more: Gain 1 resource.", "Blade", "asset",
     {"event": "succeed-skill-test", "who": "you", "via": "fight", "what": "enemy", "at-least": 3}),
])
def test_a_margin_bounds_a_test_result_trigger(text, name, type_code, trigger):
    result = parse_card_text(text, name=name, type_code=type_code)
    assert not result.gaps, result.gaps
    assert result.abilities[0].trigger == trigger


def test_oops_plays_after_a_failed_attack_by_2_or_less_against_an_enemy_engaged_with_you():
    result = parse_card_text("Fast. Play after you fail a skill test by 2 or less while attacking an enemy engaged "
                             "with you.\nDeal 1 damage to that enemy.", name="Oops!", type_code="event")
    assert dict(result.card)["play-when"]["trigger"] == {
        "event": "fail-skill-test", "who": "you", "at-most": 2, "via": "fight", "what": "enemy-engaged-with-you"}


# -- a revealed token canceled, a new one revealed; an automatic result in place of a modifier ------------------

def test_wendy_adams_cancels_the_token_and_reveals_a_new_one():
    result = parse_card_text("[reaction] When you reveal a chaos token, choose and discard 1 card from your hand: Cancel "
                             "that chaos token and return it to the bag. Reveal a new chaos token. (Limit once per "
                             "test/ability.)\n[elder_sign] effect: +0. If Wendy's Amulet is in play, you automatically "
                             "succeed instead.", name="Wendy Adams", type_code="investigator")
    assert not result.gaps, result.gaps
    assert result.abilities[0].to_situation()["effects"] == [{"effect": "cancel"}, {"effect": "reveal-token"}]
    (line,) = dict(result.card)["chaos-tokens"]
    assert line["effects"][0]["condition"] == {"card": "Wendy's Amulet", "state": "in-play"}
    assert line["effects"][0]["effects"] == [{"effect": "automatic", "result": "success"}]


def test_a_new_token_needs_the_reveal_it_replaces():
    """Outside a reveal's 'when' window "reveal a new chaos token" replaces nothing: a gap, with its reason."""
    result = parse_card_text("[action]: Reveal a new chaos token.", name="Lens", type_code="asset")
    assert [g.category for g in result.unsupported] == ["effect:reveal"]


def test_an_automatic_failure_instead_of_reveal_another_token_keeps_the_reveal_only_while_it_does_not_apply():
    """Black Stars Rise: "Reveal another token. If …, this skill test automatically fails instead": the failure replaces
    the reveal — the token reveals another only while the test is not such a test (``again-if``, the inverse)."""
    result = parse_card_text("[cultist]: Reveal another token. If this token is revealed during an attack against a "
                             "Monster enemy, this skill test automatically fails instead.", name="S", type_code="scenario")
    assert not result.gaps, result.gaps
    (line,) = dict(result.card)["chaos-tokens"]
    assert "again" not in line and line["again-if"] == {"count": "attack-against:monster-enemy", "at-most": 0}


def test_another_instead_after_reveal_another_token_is_not_dropped():
    """What the engine cannot put in place of the reveal stays a gap."""
    result = parse_card_text("[cultist]: Reveal another token. If this token is revealed during an attack against a "
                             "Monster enemy, take 1 horror instead.", name="S", type_code="scenario")
    assert result.gaps


# -- a chaos token's line printed without its colon ---------------------------------------------------------

def test_the_gathering_token_lines_without_their_colon_are_token_lines():
    result = parse_card_text("Easy / Standard\n[skull] -X. X is the number of [[Ghoul]] enemies at your location.\n"
                             "[cultist] -1. If you fail, take 1 horror.\n[tablet] -2. If there is a [[Ghoul]] enemy "
                             "at your location, take 1 damage.", name="The Gathering", type_code="scenario")
    assert not result.gaps, result.gaps
    lines = dict(result.card)["chaos-tokens"]
    assert [(line["tokens"], line.get("modifier")) for line in lines] == [(["skull"], -1), (["cultist"], -1),
                                                                         (["tablet"], -2)]
    assert lines[0]["count"] == "in-play:ghoul-enemy-at-your-location"


def test_a_bracket_before_words_that_are_no_modifier_is_no_token_line():
    """"[skull] tokens you reveal …" opens no token line: only a modifier or "Reveal another token" after the icons."""
    result = parse_card_text("[skull] tokens you reveal get -1.", name="Omen", type_code="asset")
    assert "chaos-tokens" not in dict(result.card)


# -- a test's difficulty raised for each of a count -------------------------------------------------------

@pytest.mark.parametrize(("text", "count"), [
    ("<b>Revelation</b> - Test [willpower] (2). Increase this skill test's difficulty by 1 for each damage on you. If "
     "you fail, take 2 horror.", "damage-on-you"),  # Eager for Death
    ("<b>Revelation</b> - Test [agility] (1). This test gets +1 difficulty for each enemy at your location.",
     "enemy-at-your-location"),
])
def test_a_tests_difficulty_raised_for_each_of_a_count(text, count):
    result = parse_card_text(text, name="Dread", type_code="treachery")
    assert not result.gaps, result.gaps
    (test,) = result.abilities[0].to_situation()["effects"]
    assert (test["effect"], test["count"]) == ("test", count)


@pytest.mark.parametrize("text", [
    "Test [willpower] (2). Increase this skill test's difficulty by 2 for each damage on you.",  # 2 a count
    "Test [willpower] (X), where X is the amount of doom in play. This test gets +1 difficulty for each damage on you.",
    "Increase this skill test's difficulty by 1 for each damage on you.",  # no test before it
])
def test_a_raised_difficulty_the_engine_cannot_hold_is_a_gap(text):
    assert parse_card_text(f"<b>Revelation</b> - {text}", name="Dread", type_code="treachery").gaps


def test_if_failed_is_a_tests_fail_result():
    """"If failed, …" (Acrid Miasma, early cards) opens the failure's results as "If you fail, …" does."""
    result = parse_card_text("<b>Revelation</b> - Test [willpower] (2). If failed, take 1 horror.", name="Miasma",
                             type_code="treachery")
    (test,) = result.abilities[0].to_situation()["effects"]
    assert test["fail"] == [{"effect": "deal-horror", "amount": 1, "to": "you"}]


# -- "it has a [skull] symbol": the token just revealed --------------------------------------------------------

@pytest.mark.parametrize("condition", ["If it has a [skull] or [auto_fail] symbol",
                                       "If the revealed token has a [skull] or [auto_fail] symbol",
                                       "If that token has a [skull] or [auto_fail] symbol"])
def test_the_token_just_revealed_has_a_symbol(condition):
    """Hunting Horror: "Reveal a random token from the chaos bag. If the revealed token has a [skull], …, ready Hunting
    Horror." — the verb "has" of the token revealed before it (not an auxiliary)."""
    result = parse_card_text(f"<b>Forced</b> - At the start of the enemy phase: Reveal a random token from the chaos "
                             f"bag. {condition}, ready Hunting Horror.", name="Hunting Horror", type_code="enemy")
    assert not result.gaps, result.gaps
    reveal, check = result.abilities[0].to_situation()["effects"]
    assert reveal == {"effect": "reveal-token"}
    assert (check["effect"], check["symbols"], check["effects"]) == (
        "if-revealed", ["skull", "auto-fail"], [{"effect": "ready", "to": "self"}])
    assert "Hunting Horror" in check["text"]


@pytest.mark.parametrize(("text", "count", "most"), [
    ("[action]: <b>Fight.</b> You get +X [combat] for this attack, where X is the number of enemies engaged with you "
     "(max 3).", "enemy-engaged-with-you", 3),
    ("[fast] Spend 1 resource: You get +X [willpower] for this skill test, where X is the amount of horror on you.",
     "horror-on-you", None),
])
def test_a_tests_modifier_x_where_x_is_a_count(text, count, most):
    result = parse_card_text(text, name="Blade", type_code="asset")
    assert not result.gaps, result.gaps
    effects = result.abilities[0].to_situation()["effects"]
    each = effects[0]["effects"][0] if effects[0]["effect"] == "fight" else effects[0]
    assert (each["effect"], each["count"], each.get("amount")) == ("for-each", count, most)
    assert each["effects"][0]["skill-modifier"] == 1


def test_the_devourer_below_reveals_another_token_while_an_ancient_one_is_in_play():
    line = _line("[elder_thing]: -5. If there is an [[Ancient One]] enemy in play, reveal another token.")
    assert (line["modifier"], line["again-if"]) == (-5, {"count": "in-play:ancient_one-enemy", "at-least": 1})


# -- "the attacked enemy is the only <enemy phrase>": one of them, and no other -----------------------------------

@pytest.mark.parametrize(("printed", "flt"), [
    ("the attacked enemy is the only enemy engaged with you", "enemy-engaged-with-you"),
    ("that enemy is the only enemy at your location", "enemy-at-your-location"),
    ("the enemy is the only Monster enemy at your location", "monster-enemy-at-your-location"),
])
def test_the_only_enemy_is_one_of_them_and_at_most_one_in_play(printed, flt):
    with marked({"Monster"}):
        assert tc.tested(printed) == {"all-of": [{"count": f"test-against:{flt}", "at-least": 1},
                                                 {"count": f"in-play:{flt}", "at-most": 1}]}


def test_the_only_thing_that_is_no_enemy_is_not_read():
    assert tc.tested("the attacked enemy is the only investigator at your location") is None


def test_machete_modifies_its_attack_only_while_the_enemy_is_the_only_one_engaged():
    text = ("[action]: <b>Fight.</b> You get +1 [combat] for this attack. If the attacked enemy is the only enemy "
            "engaged with you, this attack deals +1 damage.")
    result = parse_card_text(text, name="Machete", type_code="asset")
    assert not result.gaps
    (fight,) = result.abilities[0].to_situation()["effects"]
    (only,) = fight["effects"]
    assert only["condition"]["all-of"][1] == {"count": "in-play:enemy-engaged-with-you", "at-most": 1}
    assert only["effects"] == [{"effect": "attack-damage", "amount": 1}]
