"""What an earlier instruction of the same ability did (the per-resolution record, ``core/results.py``): "If no doom
was placed by this effect, lose 2 resources" (Arousing Suspicions), "If no cards are discarded by this effect, …",
"Discard cards from the top of the encounter deck until an enemy is discarded" (Smite the Wicked), "If no attacks were
made by this effect" (Beast of the Bayou), "If it moved more than one location by this effect" (Swift Byakhee),
"Then, gain that many resources". Each case: the rule's clause, a minimal situation, the order and the state."""

from __future__ import annotations

import pytest

from kb.engine import SituationError, situation_from_data


def _use(world, effects):
    """Roland's free ability with ``effects``: one resolution, whose record the later effects read."""
    world["cards"] = [{"name": "Probe", "type": "asset", "controller": "Roland",
                       "abilities": [{"kind": "free", "effects": effects}]}] + world["cards"]
    world["do"] = [{"who": "Roland", "use": "Probe"}]
    return world


def _lose_if_no(count, at_most=0):
    return {"effect": "if", "condition": {"count": count, "at-most": at_most},
            "effects": [{"effect": "lose-resources", "amount": 2}]}


def _resources(trace, who="Roland"):
    return trace.final_state["investigators"][who]["resources"]


def _criminal(world, at="Hall"):
    world["cards"].append({"name": "Thug", "type": "enemy", "location": at, "traits": ["Criminal"], "health": 3,
                           "fight": 2, "evade": 2, "damage": 1, "horror": 1})
    return world


def test_effects_record_the_doom_they_placed_and_a_later_if_reads_it(world, run, find):
    """Arousing Suspicions: doom placed on the Criminal enemy at your location: some was placed, so no loss."""
    trace = run(_use(_criminal(world), [{"effect": "place-doom", "amount": 1, "to": "each-criminal-enemy-at-your-location"},
                                        _lose_if_no("doom-placed-by-this-effect")]))
    assert find(trace, "places 1 doom on Thug") < find(trace, "If doom-placed-by-this-effect")
    find(trace, "1 (doom placed by this effect), so it does not hold")
    assert _resources(trace) == 5


def test_an_instruction_with_nothing_to_act_on_placed_no_doom(world, run, find):
    """No Criminal enemy at your location: the doom had nothing to be placed on, so none was placed by this effect
    (what it did, not what it printed: Effects)."""
    trace = run(_use(_criminal(world, at="Attic"), [
        {"effect": "place-doom", "amount": 1, "to": "each-criminal-enemy-at-your-location"},
        _lose_if_no("doom-placed-by-this-effect")]))
    find(trace, "0 (doom placed by this effect), so it holds")
    assert _resources(trace) == 3


def test_the_record_is_per_resolution_what_another_ability_did_is_not_by_this_effect(world, run, find):
    """Each resolution starts with an empty record: the first use placed doom, the second has placed none."""
    data = _use(_criminal(world), [_lose_if_no("doom-placed-by-this-effect")])
    data["cards"].append({"name": "Omen", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "free", "effects": [{"effect": "place-doom", "amount": 1, "to": "each-criminal-enemy-at-your-location"}]}]})
    data["do"] = [{"who": "Roland", "use": "Omen"}, {"who": "Roland", "use": "Probe"}]
    trace = run(data)
    assert find(trace, "places 1 doom on Thug") < find(trace, "0 (doom placed by this effect), so it holds")
    assert _resources(trace) == 3


def _encounter(world, names):
    world["encounter-deck"] = [{"name": n, "type": t} if t != "enemy" else
                               {"name": n, "type": "enemy", "health": 2, "fight": 2, "evade": 2, "damage": 1,
                                "horror": 1} for n, t in names]
    return world


def test_discarding_until_an_enemy_stops_with_the_first_enemy(world, run, find):
    """Smite the Wicked: one card at a time from the top, stopping with the first enemy; the record keeps them all."""
    data = _encounter(world, [("Omen", "treachery"), ("Ghoul", "enemy"), ("Rat", "enemy")])
    trace = run(_use(data, [{"effect": "discard-top", "deck": "encounter", "find": {"type": "enemy"}},
                            {"effect": "if", "condition": {"count": "card-discarded-by-this-effect", "at-least": 2},
                             "effects": [{"effect": "gain-resources", "amount": 1}]}]))
    find(trace, "until an enemy is discarded: Omen, Ghoul (2 cards; Ghoul is an enemy, so it stops)")
    assert trace.final_state["encounter_discard"] == ["Omen", "Ghoul"]
    assert _resources(trace) == 6


def test_a_deck_that_runs_out_first_discards_no_enemy_and_the_condition_on_it_holds(world, run, find):
    """Deadly Fate: "If no enemy is discarded, take 1 horror": every card went, none was an enemy."""
    data = _encounter(world, [("Omen", "treachery"), ("Rain", "treachery")])
    trace = run(_use(data, [{"effect": "discard-top", "deck": "encounter", "find": {"type": "enemy"}},
                            {"effect": "if", "condition": {"count": "card-discarded-by-this-effect:enemy",
                                                           "at-most": 0},
                             "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]))
    find(trace, "the deck ran out first, so no enemy was discarded")
    find(trace, "0 (enemy card discarded by this effect: none), so it holds")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def test_a_filtered_result_counts_only_the_cards_it_matches(world, run, find):
    data = _encounter(world, [("Omen", "treachery"), ("Ghoul", "enemy"), ("Rat", "enemy")])
    trace = run(_use(data, [{"effect": "discard-top", "deck": "encounter", "amount": 3},
                            {"effect": "for-each", "count": "card-discarded-by-this-effect:enemy",
                             "effects": [{"effect": "gain-resources", "amount": 1}]}]))
    find(trace, "2 (enemy card discarded by this effect: Ghoul, Rat)")
    assert _resources(trace) == 7


def test_an_attack_made_by_an_effect_is_recorded(world, run, find):
    """Beast of the Bayou: "If no attacks were made by this effect, place 1 doom on the current agenda"."""
    data = _criminal(world)
    trace = run(_use(data, [{"effect": "enemy-attacks", "enemy": "Thug", "who": "you"},
                            _lose_if_no("attack-made-by-this-effect")]))
    assert find(trace, "Thug makes an attack against Roland") < find(trace, "1 (attack made by this effect)")
    assert _resources(trace) == 5


def test_that_many_is_the_amount_the_instruction_just_before_recorded(world, run, find):
    """"Remove all clues from your location. Then, gain that many resources": as many as it actually removed."""
    trace = run(_use(world, [{"effect": "remove-tokens", "tokens": "clues", "to": "your-location"},
                             {"effect": "for-each", "count": "that-many", "then": True,
                              "effects": [{"effect": "gain-resources", "amount": 1}]}]))
    find(trace, "2 (clue removed just before)")
    assert _resources(trace) == 7


def test_clues_moved_are_recorded_as_moved(world, run, find):
    """The King's Edict: "If no clues are moved by this effect, The King's Edict gains surge"."""
    trace = run(_use(_criminal(world), [
        {"effect": "move-tokens", "tokens": "clues", "amount": 1, "from": "your-location", "to": "Thug"},
        _lose_if_no("clue-moved-by-this-effect")]))
    find(trace, "1 (clue moved by this effect), so it does not hold")
    assert _resources(trace) == 5


def test_a_result_count_is_refused_where_no_resolution_is_recorded(world):
    """A chaos token's modifier is applied at ST.5, outside any ability's resolution: nothing to read."""
    world["chaos-tokens"] = {"skull": {"modifier": -1, "count": "doom-placed-by-this-effect"}}
    with pytest.raises(SituationError, match="what an earlier instruction of the same ability did"):
        situation_from_data(world)


def test_a_filtered_result_count_names_a_filter_the_situation_knows(world):
    with pytest.raises(SituationError):
        situation_from_data(_use(world, [{"effect": "for-each", "count": "card-discarded-by-this-effect:not a thing!",
                                          "effects": [{"effect": "gain-resources", "amount": 1}]}]))


def test_a_tests_results_read_the_record_of_the_resolution_that_made_the_test(world, run, find):
    """Deadly Fate: "Test [willpower] (3). If you fail, discard cards … until an enemy is discarded. … If no enemy is
    discarded, take 1 horror instead": the results (ST.7) belong to the resolution that made the test, and the `if`
    after the discard reads what it discarded; with an enemy found, the instruction it replaces resolves."""
    data = _encounter(world, [("Omen", "treachery"), ("Ghoul", "enemy")])
    data["tests"] = [{"who": "Roland", "tokens": ["-5"]}]
    trace = run(_use(data, [{"effect": "test", "skill": "willpower", "difficulty": 3, "fail": [
        {"effect": "discard-top", "deck": "encounter", "find": {"type": "enemy"}},
        {"effect": "if", "condition": {"count": "card-discarded-by-this-effect:enemy", "at-most": 0},
         "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}],
         "otherwise": [{"effect": "deal-damage", "amount": 1, "to": "you"}]}]}]))
    assert find(trace, "until an enemy is discarded: Omen, Ghoul") < find(trace, "1 (enemy card discarded by this "
                                                                            "effect: Ghoul), so it does not hold")
    roland = trace.final_state["investigators"]["Roland"]
    assert (roland["damage"], roland["horror"]) == (1, 0)


def test_the_enemies_an_effect_engaged_are_recorded_not_those_already_engaged(world, run, find):
    """Taunt: "Engage any number of enemies at your location. Draw 1 card for each enemy engaged in this way": the
    Thug already engaged with Roland is not engaged again (Enemy Engagement), so one enemy was engaged and one card is
    drawn."""
    data = _criminal(world)
    data["cards"].append({"name": "Brute", "type": "enemy", "engaged": "Roland", "health": 3, "fight": 2, "evade": 2})
    data["investigators"][0]["deck"] = ["Card A", "Card B"]
    trace = run(_use(data, [{"effect": "engage", "enemy": "each-enemy-at-your-location"},
                            {"effect": "for-each", "count": "enemy-engaged-by-this-effect",
                             "effects": [{"effect": "draw", "amount": 1}]}]))
    find(trace, "1 (enemy engaged by this effect")
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Card A"]
