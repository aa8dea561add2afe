"""Counts of one card's tokens and values, and bounds per investigator, from the Rules Reference's sentences:

- Tokens, Doom, Clues: the doom, clues, horror, damage and resources on a card are its own ("if he has 3 or more doom
  on him": ``doom-on:self``; "if The Necronomicon has no horror on it": ``horror-on:The Necronomicon``);
- Modifiers; Difficulty: an enemy's fight or evade value and a location's shroud value are the printed value with the
  constant modifiers to it ("X is Hastur's fight value": ``fight-of:Hastur``; "X is the shroud value of your
  location": ``shroud-of-your-location``);
- Per Investigator: "Text that uses the phrase 'per investigator' also counts the number of investigators who
  started the scenario" (a bound with ``per-investigator``);
- a card's place and a location's trait as a condition ("if Hunting Horror is at your location", "if you are at an
  Altered location").
"""

from __future__ import annotations

import pytest

from kb.engine import SituationError, situation_from_data


def _enemy(name, **more):
    return {"name": name, "type": "enemy", "traits": ["Monster"], "health": 3, "fight": 2, "evade": 3,
            "location": "Hall", **more}


def _ledger(world, count, cards=(), **card):
    """Roland's free ability: gain 1 resource for each ``count`` (from 0), on the card "Ledger"."""
    world["cards"] = [*cards, {"name": "Ledger", "type": "asset", "controller": "Roland", **card, "abilities": [
        {"kind": "free", "effects": [{"effect": "for-each", "count": count,
                                      "effects": [{"effect": "gain-resources", "amount": 1}]}]}]}]
    world["investigators"][0]["resources"] = 0
    world["do"] = [{"who": "Roland", "use": "Ledger"}]
    return world


def _gained(run, world) -> int:
    return run(world).final_state["investigators"]["Roland"]["resources"]


@pytest.mark.parametrize("count, card, cards, gained", [
    ("doom-on:self", {"doom": 2}, (), 2),  # Doom: the doom on the card itself
    ("clue-on:Hall", {}, (), 2),  # Clues: a location's clues
    ("damage-on:Ghoul", {}, (_enemy("Ghoul", damage=1),), 1),  # Tokens: damage on an enemy
    ("horror-on:Ghoul", {}, (_enemy("Ghoul"),), 0),  # none on it: 0
    ("doom-on:Ghoul", {}, (_enemy("Ghoul", doom=1), _enemy("Ghast", doom=2)), 1),  # only the one named
])
def test_tokens_on_a_card_are_counted_on_that_card(world, run, count, card, cards, gained):
    assert _gained(run, _ledger(world, count, cards, **card)) == gained


def test_the_trace_says_whose_tokens_were_counted(world, run, find):
    find(run(_ledger(world, "doom-on:Ghoul", (_enemy("Ghoul", doom=1),))), "1 (doom on Ghoul)")


#: A constant "Each enemy gets +1 fight" / "Hall gets +2 shroud": a modifier to the tests against that card.
def _gets(via, what, n):
    return {"name": f"Omen {via}", "type": "treachery", "threat-area": "Agnes", "abilities": [
        {"kind": "constant", "applies-to": {"event": "skill-test-begins", "via": via, "what": what},
         "difficulty-modifier": n}]}


@pytest.mark.parametrize("count, cards, gained", [
    ("fight-of:Ghoul", (_enemy("Ghoul"),), 2),  # its printed fight value
    ("evade-of:Ghoul", (_enemy("Ghoul"),), 3),
    ("fight-of:Ghoul", (_enemy("Ghoul"), _gets("fight", "enemy", 1)), 3),  # Modifiers: "each enemy gets +1 fight"
    ("evade-of:Ghoul", (_enemy("Ghoul"), _gets("fight", "enemy", 1)), 3),  # a fight modifier is no evade modifier
    ("fight-of:Ghoul", (_enemy("Ghoul"), _gets("fight", "enemy", -5)), 0),  # a value below 0 is 0
    ("shroud-of-your-location", (), 2),  # Hall's shroud
    ("shroud-of-your-location", (_gets("investigate", "Hall", 2),), 4),  # "Hall gets +2 shroud"
    ("shroud-of-your-location", (_gets("investigate", "Attic", 2),), 2),  # another location's modifier
])
def test_a_value_a_test_is_decided_against_is_counted_with_its_modifiers(world, run, count, cards, gained):
    assert _gained(run, _ledger(world, count, cards)) == gained


def test_an_enemy_value_with_no_such_enemy_in_play_counts_nothing(world, run, find):
    """"X is Hastur's fight value" with Hastur set aside: there is no value to count (not a value of 0)."""
    world["set-aside"] = [_enemy("Hastur")]
    world["set-aside"][0].pop("location")
    trace = run(_ledger(world, "fight-of:Hastur", (_enemy("Ghoul"),)))
    assert trace.final_state["investigators"]["Roland"]["resources"] == 0


def _if(world, condition, cards=()):
    """Roland's free ability on "Ledger": gain 3 resources if ``condition`` holds."""
    world["cards"] = [*cards, {"name": "Ledger", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "free", "effects": [{"effect": "if", "condition": condition,
                                      "effects": [{"effect": "gain-resources", "amount": 3}]}]}]}]
    world["investigators"][0]["resources"] = 0
    world["do"] = [{"who": "Roland", "use": "Ledger"}]
    return world


@pytest.mark.parametrize("bound, met", [
    ({"at-least": 1}, True),  # 1 per investigator, 2 investigators: 2 needed, Hall has 2
    ({"at-least": 2}, False),  # 4 needed
    ({"at-most": 0}, False),  # none per investigator is none
    ({"at-most": 1}, True),  # at most 2
])
def test_per_investigator_bounds_are_multiplied_by_the_investigators(world, run, bound, met):
    """Per Investigator: "that value is multiplied by the number of investigators who started the scenario"."""
    condition = {"count": "clue-on:Hall", **bound, "per-investigator": True}
    assert _gained(run, _if(world, condition)) == (3 if met else 0)


def test_a_location_trait_condition_is_your_location_s_trait(world, run):
    """"If you are at an Altered location": Roland's location, the Hall, is Altered; the Attic is not."""
    condition = {"count": "in-play:altered-location-at-your-location", "at-least": 1}
    world["locations"][1]["traits"] = ["Altered"]
    assert _gained(run, _if(world, condition)) == 0
    world["locations"][0]["traits"] = ["Altered"]
    assert _gained(run, _if(world, condition)) == 3


def _flare(world, play_if, cards):
    hand = {"name": "Flare", "type": "event", "cost": 0, "play-if": play_if,
            "effects": [{"effect": "gain-resources", "amount": 2}]}
    return {**world, "cards": list(cards), "do": [{"who": "Roland", "action": "play", "card": "Flare"}],
            "investigators": [{**world["investigators"][0], "hand": [hand]}, *world["investigators"][1:]]}


@pytest.mark.parametrize("where, state, played", [
    ("Hall", "at-your-location", True), ("Attic", "at-your-location", False),
    ("Hall", "not-at-your-location", False), ("Attic", "not-at-your-location", True),
])
def test_a_card_at_your_location_is_a_card_s_state(world, run, where, state, played):
    """"Play only if Hunting Horror is at your location": its location is Roland's."""
    trace = run(_flare(world, {"card": "Hunting Horror", "state": state}, [_enemy("Hunting Horror", location=where)]))
    assert trace.final_state["investigators"]["Roland"]["resources"] == (7 if played else 5)


def test_a_card_count_naming_nothing_the_situation_knows_is_an_error(world):
    with pytest.raises(SituationError, match="unknown name or selector 'Gool'; did you mean 'Ghoul'"):
        situation_from_data(_ledger(world, "doom-on:Gool", (_enemy("Ghoul"),)))


PURSUING = "<b>Objective</b> - If there are 2 [per_investigator] clues on The Organist, advance."


def _organist(world, clues):
    """The Organist (in the Attic) with ``clues``; Roland's free ability places 1 more clue on it."""
    world["cards"] = [{"name": "Pursuing Shadows", "type": "act", "text": PURSUING},
                      _enemy("The Organist", clues=clues, location="Attic"),
                      {"name": "Ledger", "type": "asset", "controller": "Roland", "abilities": [
                          {"kind": "free", "effects": [{"effect": "place-tokens", "tokens": "clues", "amount": 1,
                                                        "to": "The Organist"}]}]}]
    world["do"] = [{"who": "Roland", "use": "Ledger"}]
    return world


@pytest.mark.parametrize("clues, advances", [(3, True), (2, False)])
def test_an_objective_on_a_count_per_investigator_advances_the_act_once_it_holds(world, run, find, clues, advances):
    """Act Deck: an "Objective –" that is a state of the game advances the act as soon as it holds; Per
    Investigator: 2 per investigator with two investigators is 4 clues on The Organist."""
    trace = run(_organist(world, clues))
    assert (trace.final_state["act"] is None) is advances
    if advances:
        met = find(trace, "objective \u201cIf there are 2 [per_investigator] clues on The Organist, advance.\u201d is met")
        assert find(trace, "Ledger") < met < find(trace, "The act deck advances")


def test_an_amount_x_with_a_maximum_counts_at_most_that_many(world, run, find):
    """"Draw X cards, where X is the number of clues on Rex Murphy (to a maximum of 5)": 7 clues on Agnes, 5 counted
    (the for-each's ``amount``); an investigator's clues are counted on the investigator (Clues)."""
    world["investigators"][1]["clues"] = 7
    data = _ledger(world, "clue-on:Agnes")
    data["cards"][-1]["abilities"][0]["effects"][0]["amount"] = 5
    trace = run(data)
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5
    find(trace, "7 (clues on Agnes), at most 5")


def test_a_value_per_investigator_is_multiplied_by_the_investigators_who_started(world, run, find):
    """Per Investigator: "Deal 2 [per_investigator] damage to Hastur" with two investigators is one effect of 4
    damage (a cumulative for-each of the investigators who started the scenario)."""
    world["cards"] = [_enemy("Hastur", health=9), {"name": "Bleak Desolation", "type": "asset", "controller": "Roland",
                                                   "abilities": [{"kind": "free", "effects": [
                                                       {"effect": "for-each", "count": "investigator-started-scenario",
                                                        "effects": [{"effect": "deal-damage", "amount": 2,
                                                                     "to": "Hastur"}]}]}]}]
    world["do"] = [{"who": "Roland", "use": "Bleak Desolation"}]
    trace = run(world)
    find(trace, "2 (investigators who started the scenario)")
    assert trace.final_state["cards"]["Hastur"]["damage"] == 4
