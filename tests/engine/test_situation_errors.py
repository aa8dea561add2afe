"""A broken situation gets one clean message naming the place, with a suggestion where there is one."""

import copy

import pytest
import yaml

from kb.engine import SituationError, parse_situation, situation_from_data


def _text(world):
    return yaml.safe_dump(world, sort_keys=False)


def _error(data) -> SituationError:
    with pytest.raises(SituationError) as caught:
        if isinstance(data, str):
            parse_situation(data)
        else:
            parse_situation(_text(data))
    return caught.value


def test_unknown_event_in_a_top_level_ability_is_named_with_a_suggestion(world):
    world["abilities"] = [
        {"card": "Roland", "kind": "free", "effects": [{"effect": "gain-resources", "amount": 1}]},
        {"card": "Roland", "kind": "free", "effects": [{"effect": "gain-resources", "amount": 1}]},
        {"card": "Roland", "kind": "reaction", "timing": "after", "trigger": {"event": "damage-delt"},
         "effects": [{"effect": "gain-resources", "amount": 1}]},
    ]
    error = _error(world)
    assert error.path == "abilities[2].trigger.event"
    assert error.detail == "unknown event 'damage-delt'; did you mean 'damage-dealt'?"
    assert str(error).startswith("abilities[2].trigger.event: unknown event 'damage-delt'; did you mean "
                                 "'damage-dealt'? (line ")
    line = _text(world).splitlines()[error.line - 1]
    assert "damage-delt" in line


def test_unknown_effect_and_kind(world):
    world["investigators"][0]["abilities"] = [{"kind": "reacton", "effects": []}]
    assert _error(world).detail == "unknown ability kind 'reacton'; did you mean 'reaction'?"
    world["investigators"][0]["abilities"] = [{"kind": "free", "effects": [{"effect": "deal-damge", "amount": 1}]}]
    error = _error(world)
    assert error.path == "investigators[0].abilities[0].effects[0].effect"
    assert error.detail == "unknown effect 'deal-damge'; did you mean 'deal-damage'?"


def test_yaml_syntax_errors_give_the_line():
    error = _error("game: ahlcg\ntitle: x\ninvestigators:\n  - name: A\n   location: [\n")
    assert error.detail.startswith("invalid YAML:")
    assert error.line is not None and error.line >= 4


def test_json_is_accepted_and_its_errors_give_the_line(world):
    import json

    assert parse_situation(json.dumps(world)).title == "test"
    error = _error('{"game": "ahlcg",\n "title": }')
    assert error.detail.startswith("invalid JSON") and error.line == 2


def test_a_misspelt_field_suggests_the_right_one(world):
    inv = world["investigators"][0]
    inv["helth"] = inv.pop("health")
    error = _error(world)
    assert (error.path, error.detail) == ("investigators[0].helth", "unknown field 'helth'; did you mean 'health'?")


def test_missing_fields_and_wrong_types(world):
    del world["title"]
    assert _error(world).detail == "missing required field 'title'"
    world["title"] = "t"
    world["investigators"][0]["health"] = "nine"
    error = _error(world)
    assert error.path == "investigators[0].health" and error.detail.startswith("must be an integer")


def test_names_must_refer_to_something(world):
    world["investigators"][0]["location"] = "Hal"
    error = _error(world)
    assert (error.path, error.detail) == ("investigators[0].location", "no location named 'Hal'; did you mean 'Hall'?")


def test_selectors_are_checked(world):
    world["investigators"][0]["abilities"] = [{"kind": "free", "effects": [
        {"effect": "deal-damage", "amount": 1, "to": "an-enemy-at-you-location"}]}]
    error = _error(world)
    assert error.detail == ("unknown name or selector 'an-enemy-at-you-location'; "
                            "did you mean 'an-enemy-at-your-location'?")


def test_duplicate_names_are_refused(world):
    world["cards"] = [{"name": "Rat", "type": "enemy", "location": "Hall"},
                      {"name": "Rat", "type": "enemy", "location": "Hall"}]
    error = _error(world)
    assert error.path == "cards[1].name" and "duplicate name 'Rat'" in error.detail


@pytest.mark.parametrize("change, message", [
    (lambda w: w["cards"].append({"name": "E", "type": "enemy"}),
     "an enemy in play must be `engaged` with an investigator or at a `location`"),
    (lambda w: w["cards"].append({"name": "A", "type": "asset"}), "an asset in play needs a `controller`"),
    (lambda w: w["cards"].append({"name": "Ev", "type": "event", "controller": "Roland"}),
     "event cards are not in play: put them in an investigator's hand"),
    (lambda w: w["investigators"][0].update(abilities=[{"kind": "forced", "effects": [{"effect": "draw"}]}]),
     "a forced ability needs 'timing'"),
    (lambda w: w["investigators"][0].update(abilities=[{"kind": "free", "effects": [
        {"effect": "instead", "effects": [{"effect": "draw"}]}]}]),
     "'instead' replaces a triggering condition: it belongs in an ability with timing 'would' (Instead)"),
    (lambda w: w["investigators"][0].update(abilities=[{"kind": "reaction", "timing": "when",
                                                        "trigger": {"event": "move", "via": "attack"},
                                                        "effects": [{"effect": "draw"}]}]),
     "the event 'move' has no 'via' role"),
    (lambda w: w["do"].append({"who": "Roland"}),
     "each `do` item needs exactly one of 'action', 'use' or 'end-turn'"),
    (lambda w: w["choices"].append({"decision": "assign", "who": "Roland"}), "an 'assign' choice needs 'to'"),
    (lambda w: w["investigators"][0].update(abilities=[{"kind": "free", "effects": [
        {"effect": "either", "effects": [{"effect": "draw"}]}]}]),
     "'either' offers a choice: give at least two options, one effect each"),
    (lambda w: w["investigators"][0].update(abilities=[{"kind": "free", "effects": [
        {"effect": "for-each", "effects": [{"effect": "draw"}]}]}]),
     "the effect 'for-each' needs 'count'"),
    (lambda w: w["investigators"][0].update(abilities=[{"kind": "free", "effects": [
        {"effect": "lose-actions"}]}]),
     "the effect 'lose-actions' needs 'amount'"),
    (lambda w: w["choices"].append({"decision": "either", "ability": "Roland"}), "an 'either' choice needs 'option'"),
    (lambda w: w.update(tests=[{"who": "Roland", "tokens": ["-1", "0", "skull"], "resolve": ["-2"]}]),
     "'-2' is not one of this entry's `tokens`: `resolve` names which of the revealed tokens the tester resolves"),
    (lambda w: w["investigators"][0].update(abilities=[{"kind": "reaction", "timing": "when", "trigger": {
        "event": "reveal-chaos-token"}, "effects": [{"effect": "reveal-instead", "amount": 3, "resolve": 2}]}]),
     "'reveal-instead' is declared before the tokens are drawn: its ability must trigger 'would' on "
     "'reveal-chaos-token'"),
    (lambda w: w["investigators"][0].update(abilities=[{"kind": "reaction", "timing": "would", "trigger": {
        "event": "reveal-chaos-token"}, "effects": [{"effect": "reveal-instead", "amount": 2, "resolve": 2}]}]),
     "resolves at least 1 and fewer than the 2 tokens revealed (the others are ignored)"),
    (lambda w: w["investigators"][0].update(abilities=[{"kind": "free", "effects": [
        {"effect": "spend", "effects": [{"effect": "draw"}]}]}]),
     "the effect 'spend' needs 'cost'"),
    (lambda w: w["investigators"][0].update(abilities=[{"kind": "free", "effects": [
        {"effect": "activate-ignoring-costs", "card": "Roland's Pistol"}]}]),
     "no card named 'Roland's Pistol'"),
    (lambda w: w["choices"].append({"decision": "may", "ability": "Roland", "choose": True, "option": 1}),
     "a 'may' choice has no field 'option' (its fields: ability, choose)"),
])
def test_semantic_checks(world, change, message):
    change(world)
    assert _error(world).detail == message


def test_a_non_mapping_document_is_refused():
    assert _error("- just\n- a list\n").detail.startswith("a situation must be a mapping")


def test_validation_does_not_change_the_data(world):
    before = copy.deepcopy(world)
    situation_from_data(world)
    assert world == before


def test_a_misspelt_for_each_count_is_named_with_its_line(world):
    world["investigators"][0]["abilities"] = [{"kind": "free", "effects": [
        {"effect": "for-each", "count": "points-failed-by", "effects": [{"effect": "draw"}]}]}]
    error = _error(world)
    assert error.path == "investigators[0].abilities[0].effects[0].count"
    assert error.detail == "unknown 'for each' count 'points-failed-by'; did you mean 'point-failed-by'?"
    assert "points-failed-by" in _text(world).splitlines()[error.line - 1]
