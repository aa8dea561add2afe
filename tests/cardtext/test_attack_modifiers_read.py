"""The attack's damage modified (``attack_modifiers.py``, ``attack_sentences.py``): one grammar rule each, read from
the rule's own shape and from real printed texts (development cards)."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.attack_modifiers import cut_least
from kb.cardtext.lowering import lower
from kb.cardtext.model import NotParsed
from kb.cardtext import counted
from kb.cardtext import test_conditions as tc
from kb.cardtext.conditions import card_state
from kb.cardtext.vocabulary import Context

CTX = Context(card_type="asset")


# -- the verb frame: the attack or its maker deals an amount of damage ---------------------------------------------

@pytest.mark.parametrize(("text", "effects"), [
    ("this attack deals +1 damage", [{"effect": "attack-damage", "amount": 1}]),
    ("That investigator deals +1 damage", [{"effect": "attack-damage", "amount": 1}]),
    ("he or she deals +2 damage", [{"effect": "attack-damage", "amount": 2}]),
    ("you deal an additional +1 damage for this attack", [{"effect": "attack-damage", "amount": 1}]),
    ("this attack deals 1 less damage", [{"effect": "attack-damage", "amount": -1}]),
    ("this attack deals 2 additional damage", [{"effect": "attack-damage", "amount": 2}]),
    ("this attack deals 2 damage", [{"effect": "attack-damage", "amount": 2, "replace-result": True}]),
])
def test_deal_with_no_target_modifies_the_attack(text, effects):
    assert lower(text, CTX) == effects


@pytest.mark.parametrize(("text", "reason"), [
    ("Yithian Observer deals +1 damage and +1 horror for this attack", "an enemy's attack modified"),
    ("you deal +1 horror for this attack", "an attack deals damage"),
    ("this attack deals +1 damage until the end of the round", "unknown effect"),
    ("deal 1 damage to an enemy at your location for this attack", "unknown effect"),
])
def test_what_the_frame_cannot_hold_is_refused_with_its_reason(text, reason):
    with pytest.raises(NotParsed, match=reason):
        lower(text, CTX)


def test_a_target_keeps_deal_the_dealing_of_damage():
    assert lower("deal 1 damage to an enemy at your location", CTX) == [
        {"effect": "deal-damage", "amount": 1, "to": "an-enemy-at-your-location"}]


# -- a minimum and a maximum of a count ----------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "cut"), [
    ("X by (to a minimum of 1, to a maximum of 5)", ("X by (to a maximum of 5)", 1)),
    ("X by (to a minimum of 2)", ("X by", 2)),
    ("X by (minimum 1)", ("X by", 1)),
    ("X by (to a maximum of 5)", ("X by (to a maximum of 5)", None)),
])
def test_a_minimum_is_cut_and_a_maximum_kept(text, cut):
    assert cut_least(text) == cut


# -- a Fight's sentences ---------------------------------------------------------------------------------------------

def _fight(text: str) -> dict[str, Any]:
    result = parse_card_text(text, name="Weapon", type_code="asset")
    assert not result.gaps, result.gaps
    (ability,) = result.abilities
    (fight,) = ability.to_situation()["effects"]
    return fight


def test_a_modifier_sentence_of_a_fight_resolves_as_its_test_begins():
    fight = _fight("[action]: <b>Fight.</b> This attack deals 1 less damage.")
    assert fight["effects"] == [{"effect": "attack-damage", "amount": -1}]


@pytest.mark.parametrize(("condition", "count"), [
    ("used to attack The Experiment", "attack-against:The Experiment"),  # Alchemical Concoction
    ("used to attack an Elite enemy", "attack-against:elite-enemy"),
    ("the attacked enemy is Elite", "test-against:elite-enemy"),
])
def test_a_fights_modifier_on_a_condition_of_the_attack(condition, count):
    fight = _fight(f"[action]: <b>Fight.</b> If {condition}, this attack deals +6 damage.")
    (only,) = fight["effects"]
    assert only["effect"] == "if" and only["condition"] == {"count": count, "at-least": 1}
    assert only["effects"] == [{"effect": "attack-damage", "amount": 6}]


def test_used_to_attack_or_evade_names_the_kind_of_test():
    assert tc.tested("used to evade an Elite enemy") == {"count": "evasion-against:elite-enemy", "at-least": 1}


SHOTGUN = ("[action] Spend 1 ammo: <b>Fight.</b> You get +3 [combat] for this attack. Instead of its standard damage, "
           "this attack deals 1 damage for each point you succeed by (to a minimum of 1, to a maximum of 5). If you "
           "fail and would damage another investigator, this attack deals 1 damage for each point you fail by (to a "
           "minimum of 1, to a maximum of 5).")


@pytest.mark.parametrize(("branch", "count"), [("success", "point-succeeded-by"), ("fail", "point-failed-by")])
def test_the_attacks_damage_from_its_margin_at_least_and_at_most(branch, count):
    """Shotgun: the margin's count, at most 5; a margin below 1 deals the minimum, 1."""
    (result,) = _fight(SHOTGUN)[branch]
    instead = {"effect": "attack-damage", "amount": 1, "replace-result": True}
    assert result["condition"] == {"count": count, "at-least": 1}
    (each,) = result["effects"]
    assert (each["count"], each["amount"], each["effects"]) == (count, 5, [instead])
    assert result["otherwise"] == [instead]


def test_instead_of_its_standard_damage_needs_the_attacks_damage():
    result = parse_card_text("[action]: <b>Fight.</b> Instead of its standard damage, draw 1 card for each point you "
                             "succeed by (to a minimum of 1).", name="Weapon", type_code="asset")
    assert [g.text for g in result.gaps] and "standard damage" in result.gaps[0].reason


def test_a_reaction_adds_to_the_attack_that_triggered_it():
    """Lita Chantler: "When an investigator at your location successfully attacks a Monster enemy: That investigator
    deals +1 damage." """
    result = parse_card_text("[reaction] When an investigator at your location successfully attacks a [[Monster]] "
                             "enemy: That investigator deals +1 damage.", name="Lita Chantler", type_code="asset")
    assert not result.gaps
    assert result.abilities[0].to_situation()["effects"] == [{"effect": "attack-damage", "amount": 1}]


@pytest.mark.parametrize("result", ["this skill test is successful", "you succeed"])
def test_a_token_revealed_during_an_attack_and_succeeding_is_the_attacks_result(result):
    """The Pallid Mask: "[cultist]: -2. If this token is revealed during an attack, and this skill test is successful,
    this attack deals 1 less damage." — "successful during an attack" said the other way round."""
    text = f"[cultist]: -2. If this token is revealed during an attack, and {result}, this attack deals 1 less damage."
    result_ = parse_card_text(text, name="Scenario", type_code="scenario")
    assert not result_.gaps
    (line,) = dict(result_.card)["chaos-tokens"]
    (only,) = line["if-success"]
    assert (only["effect"], only["condition"], only["effects"]) == (
        "if", {"count": "attack-against:enemy", "at-least": 1}, [{"effect": "attack-damage", "amount": -1}])


def test_a_token_revealed_during_an_attack_with_another_result_is_that_result_on_an_attack_only():
    """Any result, not only the attack's damage: the engine's ``if`` on the test's kind (ST.7)."""
    text = "[cultist]: -2. If this token is revealed during an attack, and this skill test is successful, draw 1 card."
    result = parse_card_text(text, name="Scenario", type_code="scenario")
    (line,) = dict(result.card)["chaos-tokens"]
    (only,) = line["if-success"]
    assert only["condition"] == {"count": "attack-against:enemy", "at-least": 1} and not result.gaps
    assert only["effects"] == [{"effect": "draw", "amount": 1}]


# -- X defined by a sentence of its own; several modifiers by X --------------------------------------------------

def test_x_defined_by_the_next_sentence_is_a_where_x():
    """Trench Knife: "You get +X [combat] for this attack. X is the number of enemies engaged with you." """
    fight = _fight("[action]: <b>Fight.</b> You get +X [combat] for this attack. X is the number of enemies engaged "
                   "with you.")
    (each,) = fight["effects"]
    assert each["effect"] == "for-each" and each["count"] == "enemy-engaged-with-you"
    assert [e["skill-modifier"] for e in each["effects"]] == [1]


def test_joined_definitions_leave_other_sentences_alone():
    assert counted.defined_x(["Draw X cards", "X is the amount of horror on you"]) == [
        "Draw X cards, where X is the amount of horror on you"]
    assert counted.defined_x(["Draw 1 card", "X is the amount of horror on you"]) == [
        "Draw 1 card", "X is the amount of horror on you"]


def test_several_modifiers_by_x_are_done_once_per_instance():
    """Fight or Flight: "you get +X [combat] and +X [agility], where X is the amount of horror on you"."""
    result = parse_card_text("Until the end of the round, you get +X [combat] and +X [agility], where X is the amount "
                             "of horror on you.", name="Fight or Flight", type_code="event")
    assert not result.gaps
    (each,) = dict(result.card)["effects"]
    assert each["count"] == "horror-on-you"
    assert [e["applies-to"]["skill"] for e in each["effects"]] == ["combat", "agility"]


def test_several_instructions_by_x_other_than_modifiers_are_refused():
    """"Discard X cards and draw X cards" once per instance would interleave them: refused with its reason."""
    result = parse_card_text("Discard X cards from your hand and draw X cards, where X is the amount of horror on you.",
                             name="Card", type_code="event")
    assert any("several effects" in g.reason for g in result.gaps)


# -- an enemy's attack, modified where the ability answers it ---------------------------------------------------------

@pytest.mark.parametrize("subject", ["Yithian Observer", "It"])
def test_the_enemy_answering_its_own_attack_modifies_damage_and_horror(subject):
    """Yithian Observer: "When Yithian Observer attacks you: … deals +1 damage and +1 horror for this attack." """
    text = (f"<b>Forced</b> - When Yithian Observer attacks you: {subject} deals +1 damage and +1 horror for this "
            "attack.")
    result = parse_card_text(text, name="Yithian Observer", type_code="enemy")
    assert not result.gaps
    assert result.abilities[0].to_situation()["effects"] == [{"effect": "attack-damage", "amount": 1},
                                                              {"effect": "attack-horror", "amount": 1}]


def test_an_enemy_attack_modified_where_no_attack_is_answered_is_refused():
    result = parse_card_text("[action]: Yithian Observer deals +1 damage for this attack.", name="Card",
                             type_code="asset")
    assert any("not answering it" in g.reason for g in result.gaps)


# -- the damage an enemy takes from each attack against it (a constant) -------------------------------------------

@pytest.mark.parametrize(("printed", "n"), [("1 less damage from each attack made against it", -1),
                                            ("2 additional damage from attacks", 2)])
def test_damage_taken_from_each_attack_is_a_constant_on_the_attacks_against_it(printed, n):
    """Specter of Death: "While Specter of Death is exhausted, it takes 1 less damage from each attack made against
    it." """
    result = parse_card_text(f"While Specter of Death is exhausted, it takes {printed}.", name="Specter of Death",
                             type_code="enemy")
    assert not result.gaps
    ability = result.abilities[0].to_situation()
    assert ability["applies-to"] == {"event": "fight", "what": "self"} and ability["attack-damage-modifier"] == n
    assert ability["condition"] == {"card": "self", "state": "exhausted"}


@pytest.mark.parametrize("opening", [
    "If you perform this attack against an enemy engaged with another investigator and you fail",  # Blackjack
    "If you fail and would damage another investigator",  # Sawed-Off Shotgun's opening
])
def test_a_failed_attacks_damage_set_to_none(opening):
    """"… you deal no damage": no damage instead of the standard damage, on the attack's failure — the only failed
    attack that deals damage is one against an enemy engaged with another investigator (Fight)."""
    fight = _fight(f"[action]: <b>Fight.</b> You get +1 [combat] for this attack. {opening}, you deal no damage.")
    assert fight["bonus"] == 1 and "success" not in fight
    (only,) = fight["fail"]
    assert (only["effect"], only["amount"], only["replace-result"]) == ("attack-damage", 0, True)
    assert only["text"].startswith(opening)


def test_a_failed_attacks_opening_before_something_else_is_not_this_reading():
    """Only the attack's damage follows the opening: "… and you fail, draw 1 card" is no modifier of the attack."""
    result = parse_card_text("[action]: <b>Fight.</b> If you perform this attack against an enemy engaged with another "
                             "investigator and you fail, draw 1 card.", name="Weapon", type_code="asset")
    fight = result.abilities[0].to_situation()["effects"][0]
    assert "fail" not in fight or all(e["effect"] != "attack-damage" for e in fight["fail"])


def test_this_attack_deals_no_damage_is_the_attacks_damage_set_to_none():
    """"this attack deals no damage" on failing: the attack's own subject, no damage instead of its standard damage."""
    fight = _fight("[action]: <b>Fight.</b> If you fail, this attack deals no damage.")
    assert fight["fail"][0]["effect"] == "attack-damage" and fight["fail"][0]["amount"] == 0


LUPARA = ("[action] Spend 1 ammo: <b>Fight.</b> You get +1 [combat] and deal +1 damage for this attack. If Lupara "
          "entered play this turn, you get an additional +1 [combat] and deal an additional +1 damage for this attack.")


def test_a_modifier_on_a_cards_entering_play_this_turn_is_checked_as_the_attack_begins():
    """Lupara: the condition is the card's own entering play this turn; the skill and damage after it are the attack's,
    resolved as its test begins (the fight's ``effects``), not after the attack."""
    result = parse_card_text(LUPARA, name="Lupara", type_code="asset")
    assert not result.gaps, result.gaps
    (fight,) = result.abilities[0].to_situation()["effects"]
    assert (fight["bonus"], fight["damage"]) == (1, 1)
    (only,) = fight["effects"]
    assert only["condition"] == {"card": "self", "state": "entered-play-this-turn"}
    skill, damage = only["effects"]
    assert (skill["skill-modifier"], skill["applies-to"]["skill"], skill["duration"]) == (1, "combat",
                                                                                          "for-this-skill-test")
    assert damage == {"effect": "attack-damage", "amount": 1}


@pytest.mark.parametrize(("printed", "state"), [
    ("if Lupara entered play this turn", {"card": "Lupara", "state": "entered-play-this-turn"}),
    ("if it entered play this round", {"card": "self", "state": "entered-play-this-round"}),
    ("If Machete has entered play this phase", {"card": "Machete", "state": "entered-play-this-phase"}),
])
def test_a_cards_entering_play_in_a_period_is_a_state_of_it(printed, state):
    assert card_state(printed) == state


def test_a_skill_modifier_on_a_state_condition_belongs_to_the_attack():
    """"If Hastur is in play, you get an additional +1 [combat] for this attack": an additional +1, on the attack as it
    begins (no longer an effect resolved after the attack is over)."""
    fight = _fight("[action]: <b>Fight.</b> If Hastur is in play, you get an additional +1 [combat] for this attack.")
    (only,) = fight["effects"]
    assert only["condition"] == {"count": "in-play:Hastur", "at-least": 1}
    assert only["effects"][0]["skill-modifier"] == 1
