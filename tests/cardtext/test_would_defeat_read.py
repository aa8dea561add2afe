"""What an attack would do, replaced (cardtext/would_defeat.py): "If this attack would defeat an investigator, …" after
an enemy's attack is the 'would' ability on that enemy's defeat of an investigator by damage or horror; "is instead
killed" is "Instead, … is killed"; "that investigator" after a defeat is the one defeated."""

from __future__ import annotations

from kb.cardtext import parse_card_text
from kb.cardtext.would_defeat import attack_outcome

ATTACK = {"event": "enemy-attack", "source": "self"}


def test_the_outcome_of_the_attack_is_the_trigger_and_the_inner_instead_moves_to_the_front():
    trigger, rest = attack_outcome(ATTACK, "If this attack would defeat an investigator, that investigator is instead "
                                           "killed.")
    assert trigger == {"event": "defeated", "what": "investigator", "source": "self", "via": "damage-or-horror"}
    assert rest == "Instead, that investigator is killed"
    assert attack_outcome(ATTACK, "If this attack would defeat you, you are driven insane instead")[0]["what"] == "you"


def test_another_trigger_or_sentence_is_left_alone():
    assert attack_outcome({"event": "enemy-attack", "source": "self"}, "Take 1 horror.") is None
    assert attack_outcome({"event": "move", "who": "you"}, "If this attack would defeat you, you are killed.") is None


def test_the_ability_reads_whole_and_replaces_the_defeat_with_killed():
    (ability,) = parse_card_text("<b>Forced</b> - When Crazed Shoggoth attacks: If this attack would defeat an "
                                 "investigator, that investigator is instead killed.", name="Crazed Shoggoth",
                                 type_code="enemy").runnable
    sit = ability.to_situation()
    assert (sit["kind"], sit["timing"]) == ("forced", "would")
    assert sit["effects"][0]["effect"] == "instead"
    assert sit["effects"][0]["effects"] == [{"effect": "killed", "who": "triggering-what"}]


def test_that_investigator_after_a_defeat_is_the_one_defeated():
    (ability,) = parse_card_text("<b>Forced</b> - When an investigator would be defeated: That investigator is driven "
                                 "insane instead.", name="Ghost", type_code="enemy").runnable
    assert ability.to_situation()["effects"][0]["effects"] == [{"effect": "driven-insane", "who": "triggering-what"}]
