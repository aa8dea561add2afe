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
    (lambda w: (w.pop("turn"), w["cards"].append({"name": "E", "type": "enemy"})),
     "E is placed nowhere: which of Roland, Agnes is engaged with it? (give `engaged` or `location`)"),
    (lambda w: (w.pop("turn"), w["cards"].append({"name": "A", "type": "asset"})),
     "A names no controller: which of Roland, Agnes controls it? (give `controller`)"),
    (lambda w: w["cards"].append({"name": "Ev", "type": "event", "controller": "Roland"}),
     "event cards are not in play: put them in an investigator's hand (an event in play is attached to something: give "
     "`attached-to`)"),
    (lambda w: w["investigators"][0].update(abilities=[{"kind": "forced", "effects": [{"effect": "draw"}]}]),
     "a forced ability needs 'timing'"),
    (lambda w: w["investigators"][0].update(abilities=[{"kind": "free", "effects": [
        {"effect": "instead", "effects": [{"effect": "draw"}]}]}]),
     "'instead' replaces a triggering condition: it belongs in an ability with timing 'would' (Instead)"),
    (lambda w: w["investigators"][0].update(abilities=[{"kind": "reaction", "timing": "when",
                                                        "trigger": {"event": "investigate", "via": "attack"},
                                                        "effects": [{"effect": "draw"}]}]),
     "the event 'investigate' has no 'via' role"),
    (lambda w: w["do"].append({"who": "Roland"}),
     "each `do` item needs exactly one of 'action', 'use', 'end-turn' or 'resolve'"),
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


def test_flood_levels_and_the_other_side_of_a_location_are_checked(world):
    world["locations"][1]["flood"] = "fully-flooed"
    error = _error(world)
    assert (error.path, error.detail) == ("locations[1].flood",
                                          "unknown flood level 'fully-flooed'; did you mean 'fully-flooded'?")
    assert "fully-flooed" in _text(world).splitlines()[error.line - 1]
    world["locations"][1]["flood"] = "fully-flooded"
    world["locations"][1]["other-side"] = {"shrud": 3}
    error = _error(world)
    assert (error.path, error.detail) == ("locations[1].other-side.shrud", "unknown field 'shrud'; did you mean 'shroud'?")


def test_unless_entered_is_only_for_the_end_of_a_turn(world):
    world["investigators"][0]["abilities"] = [
        {"kind": "delayed", "timing": "when", "trigger": {"event": "move", "unless-entered": ["unflooded"]},
         "effects": [{"effect": "draw"}]}]
    error = _error(world)
    assert error.path == "investigators[0].abilities[0].trigger.unless-entered"
    assert error.detail == "the event 'move' takes no 'unless-entered' filter (it is for: turn-ends)"
    world["investigators"][0]["abilities"][0]["trigger"] = {"event": "turn-ends", "unless-entered": ["flooded"]}
    error = _error(world)
    assert error.path == "investigators[0].abilities[0].trigger.unless-entered[0]"
    assert error.detail.startswith("unknown flood level 'flooded'")


def test_swarm_cards_belong_to_an_enemy_in_play(world):
    world["cards"] = [{"name": "Guard Dog", "type": "asset", "controller": "Roland", "swarm": 2}]
    error = _error(world)
    assert (error.path, error.detail) == ("cards[0].swarm", "'swarm' is for enemy cards, not asset")
    world["cards"] = []
    world["encounter-deck"] = [{"name": "Stealthy Zoog", "type": "enemy", "swarm": 2}]
    error = _error(world)
    assert error.path == "encounter-deck[0].swarm" and "an enemy in `cards`" in error.detail
    world["encounter-deck"] = []
    world["cards"] = [{"name": "Stealthy Zoog", "type": "enemy", "engaged": "Roland", "swarm": 1}]
    world["do"] = [{"who": "Roland", "action": "fight", "enemy": "Stealthy Zoog (swarm card 2)"}]
    error = _error(world)
    assert error.path == "do[0].enemy" and error.detail.startswith("no enemy named 'Stealthy Zoog (swarm card 2)'; "
                                                                   "did you mean 'Stealthy Zoog (swarm card 1)'?")


def test_the_exploration_deck_holds_locations_and_treacheries_with_known_connections(world):
    world["exploration-deck"] = [{"name": "Path of Thorns", "type": "location", "connections": ["Hal"]}]
    error = _error(world)
    assert (error.path, error.detail) == ("exploration-deck[0].connections[0]",
                                          "no location named 'Hal'; did you mean 'Hall'?")
    world["exploration-deck"] = [{"name": "Ghoul", "type": "enemy"}]
    error = _error(world)
    assert (error.path, error.detail) == ("exploration-deck[0].type",
                                          "the exploration deck holds locations and treacheries, not enemy")
    world["exploration-deck"] = []
    world["encounter-deck"] = [{"name": "Trail", "type": "treachery", "shroud": 2}]
    error = _error(world)
    assert error.path == "encounter-deck[0].shroud" and "exploration-deck" in error.detail


def test_concealed_mini_cards_and_enemies_in_the_shadows_are_checked(world):
    world["cards"] = [{"name": "Coterie Agent", "type": "enemy", "shadows": True, "location": "Hall"}]
    error = _error(world)
    assert error.path == "cards[0].shadows" and "leave out `engaged` and `location`" in error.detail
    world["cards"] = [{"name": "Coterie Agent", "type": "enemy", "location": "Hall"}]
    world["concealed"] = [{"name": "Mini A", "location": "Hall", "enemy": "Coterie Agent"}]
    error = _error(world)
    assert error.path == "concealed[0].enemy"
    assert error.detail.startswith("no enemy in the shadows (`shadows: true`) named 'Coterie Agent'")
    world["cards"][0] = {"name": "Coterie Agent", "type": "enemy", "shadows": True}
    world["concealed"][0]["location"] = "Atic"
    error = _error(world)
    assert (error.path, error.detail) == ("concealed[0].location", "no location named 'Atic'; did you mean 'Attic'?")
    world["concealed"][0]["location"] = "Attic"
    world["choices"] = [{"decision": "expose", "choose": "Coterie Agent"}]
    error = _error(world)
    assert error.path == "choices[0].choose" and error.detail.startswith("no concealed mini-card named 'Coterie Agent'")


def test_a_misspelt_for_each_count_is_named_with_its_line(world):
    world["investigators"][0]["abilities"] = [{"kind": "free", "effects": [
        {"effect": "for-each", "count": "points-failed-by", "effects": [{"effect": "draw"}]}]}]
    error = _error(world)
    assert error.path == "investigators[0].abilities[0].effects[0].count"
    assert error.detail == "unknown 'for each' count 'points-failed-by'; did you mean 'point-failed-by'?"
    assert "points-failed-by" in _text(world).splitlines()[error.line - 1]
