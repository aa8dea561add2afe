"""What cards say about a test's results, lowered into the engine's effects: results tied to the margin
("If you succeed by 2 or more, …"), "this attack deals +1 damage" as a result, "for each point you failed by"
and "you must either … or …" as results. Each case is a real card's printed text (development cards)."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def effects_of(text: str, name: str, type_code: str) -> list[dict[str, Any]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert not result.gaps, result.gaps
    return [dict(e) for e in result.abilities[0].effects]


def _margin(n: int, text: str, *effects: dict[str, Any]) -> dict[str, Any]:
    return {"effect": "by-at-least", "amount": n, "effects": list(effects), "text": text}


@pytest.mark.parametrize(("text", "name", "type_code", "effects"), [
    ("Fast.\n[action]: <b>Fight.</b> If you succeed by 2 or more, this attack deals +1 damage.", "Switchblade",
     "asset", [{"effect": "fight", "success": [_margin(2, "If you succeed by 2 or more, this attack deals +1 damage",
                                                        {"effect": "attack-damage", "amount": 1})]}]),
    # the designator's bonus and the margin's result side by side; another margin, another number
    ("Uses (3 ammo).\n[action] Spend 1 ammo: <b>Fight.</b> You get +2 [combat] for this attack. If you succeed by 2 "
     "or more, this attack deals +1 damage.", ".41 Derringer", "asset",
     [{"effect": "fight", "bonus": 2, "success": [_margin(2, "If you succeed by 2 or more, this attack deals +1 damage",
                                                          {"effect": "attack-damage", "amount": 1})]}]),
    # "for every 2 points": one instance per 2 points of the margin, a result of the designated action's test
    ("Researched. Uses (3 charges).\n[action] Spend 1 charge: <b>Investigate.</b> For every 2 points you succeed by, "
     "discover 1 additional clue at your location.", "Archaic Glyphs", "asset",
     [{"effect": "investigate", "success": [{"effect": "for-each", "count": "point-succeeded-by", "every": 2, "effects": [
         {"effect": "discover-clues", "amount": 1}], "text": "discover 1 additional clue at your location"}]}]),
    # a past tense "failed by" counts the same points
    ("<b>Revelation</b> - Test [intellect] (3). If you fail, lose 1 action for each point you failed by.",
     "Ephemeral Exhibits", "treachery",
     [{"effect": "test", "skill": "intellect", "difficulty": 3, "fail": [
         {"effect": "for-each", "count": "point-failed-by", "effects": [{"effect": "lose-actions", "amount": 1}],
          "text": "lose 1 action"}]}]),
    # "either X or Y for each point": the for each belongs to the option it ends, not to the choice
    ("<b>Revelation</b> - Test [intellect] (4). If you fail, you must either place 1 doom on the current agenda or "
     "take 1 horror for each point you failed by.", "Black Stars Rise", "treachery",
     [{"effect": "test", "skill": "intellect", "difficulty": 4, "fail": [
         {"effect": "either", "effects": [
             {"effect": "place-doom", "amount": 1},
             {"effect": "for-each", "count": "point-failed-by", "effects": [
                 {"effect": "deal-horror", "amount": 1, "to": "you"}], "text": "take 1 horror"}],
          "text": "you must either place 1 doom on the current agenda or take 1 horror for each point you failed by"}]}]),
])
def test_results_of_a_test_are_lowered(text, name, type_code, effects):
    assert effects_of(text, name, type_code) == effects



@pytest.mark.parametrize(("text", "name", "count"), [
    ("[action]: Test [willpower] (X), where X is the amount of horror on you. If you succeed, you recognize the room; "
     "remember that you \"recalled the way out.\"", "Patient Confinement", "horror-on-you"),
    # "Otherwise, test … (X), where X is …": the test is the ``if``'s otherwise (test_conditional_effects.py)
])
def test_a_tests_difficulty_x_is_a_count_of_the_state(text, name, count):
    """"(X), where X is …": the test's difficulty is counted as it begins."""
    result = parse_card_text(text, name=name, type_code="location")
    tests = [e for a in result.abilities for e in a.effects if e["effect"] == "test"]
    assert tests == [{"effect": "test", "skill": "willpower", "difficulty": 0, "count": count, **(
        {"success": tests[0]["success"]} if "success" in tests[0] else {})}]


def test_a_choice_of_two_tests_is_an_either_and_both_take_the_results():
    effects = effects_of("[action]: Test [combat] (4) to break down the door or [agility] (4) to pick the lock. If you "
                         "succeed, discard Locked Door.", "Locked Door", "treachery")
    discard = [{"effect": "discard", "to": "self"}]
    assert effects == [{"effect": "either", "text": "Test [combat] (4) to break down the door or [agility] (4) to pick "
                        "the lock", "effects": [{"effect": "test", "skill": "combat", "difficulty": 4, "success": discard},
                                                {"effect": "test", "skill": "agility", "difficulty": 4, "success": discard}]}]


def test_each_investigator_who_fails_is_each_testers_own_result():
    """Vortex of Time's second sentence, after a test each investigator makes (its first names a location by trait,
    which the engine has no selector for: here each investigator at your location)."""
    effects = effects_of("<b>Revelation</b> - Each investigator at your location tests [willpower] (4). Each "
                         "investigator who fails takes 2 damage.", "Vortex of Time", "treachery")
    assert effects == [{"effect": "test", "skill": "willpower", "difficulty": 4, "who": "each-investigator-at-your-location",
                        "fail": [{"effect": "deal-damage", "amount": 2, "to": "testing-investigator"}]}]


def test_if_the_test_succeeds_or_fails_is_read_as_a_result():
    """Liquid Courage's "If the test succeeds, …" / "If the test fails, …" are the results of the test "Then, that
    investigator tests …" opened; "he or she" is the investigator chosen."""
    result = parse_card_text("Uses (4 supplies).\n[action] Spend 1 supply: Choose an investigator at your location to "
                             "heal 1 horror. Then, that investigator tests [willpower] (2). If the test succeeds, he or "
                             "she heals 1 additional horror. If the test fails, he or she discards 1 card at random from "
                             "his or her hand.", name="Liquid Courage", type_code="asset")
    assert not result.gaps
    test = result.abilities[0].effects[2]
    assert test["who"] == "chosen" and test["then"]
    assert test["success"] == [{"effect": "heal-horror", "amount": 1, "to": "chosen"}]
    assert test["fail"] == [{"effect": "discard-from-hand", "amount": 1, "random": True, "who": "chosen"}]


def test_a_second_verb_keeps_the_first_verbs_subject_or_is_refused():
    """A guard, not a card: "X heals 1 horror and tests [willpower] (2)" has one subject for two verbs; cut in two, the
    second verb keeps the first verb's subject (never the test given to "you")."""
    result = parse_card_text("[action]: Each investigator at your location heals 1 horror and tests [willpower] (2).",
                             name="Tonic", type_code="asset")
    assert not any(e.get("effect") == "test" and "who" not in e for a in result.abilities for e in a.effects)
    assert [e.get("who", e.get("to")) for a in result.abilities for e in a.effects] == [
        "each-investigator-at-your-location"] * 2 and not result.gaps


@pytest.mark.parametrize(("text", "shroud"), [
    ("Uses (3 supplies).\n[action] Spend 1 supply: <b>Investigate.</b> Your location gets -2 shroud for this "
     "investigation.", -2),  # Flashlight
    ("[action]: <b>Investigate.</b> This location gets +2 shroud for this investigation.", 2),
])
def test_a_shroud_modifier_for_this_investigation_is_the_designated_actions(text, shroud):
    result = parse_card_text(text, name="Flashlight", type_code="asset")
    assert result.abilities[0].effects == ({"effect": "investigate", "shroud": shroud},)
    assert not result.gaps


def test_defeat_as_a_result_replacing_the_investigations_clue():
    """The Man in the Pallid Mask: the shroud modifier and "instead of discovering clues, defeat @self"."""
    result = parse_card_text("[action]: <b>Investigate.</b> Your location gets +2 shroud for this investigation. If you "
                             "succeed, instead of discovering clues, defeat The Man in the Pallid Mask.",
                             name="The Man in the Pallid Mask", type_code="enemy")
    assert result.abilities[0].effects == ({"effect": "investigate", "shroud": 2, "replace-result": True,
                                            "success": [{"effect": "defeat", "to": "self"}]},)
    assert not result.gaps
