"""Tokens taken from the token pool or returned to it by an instruction: clues gained (not discovered), a cost spent
as the instruction itself, doom moved onto the agenda that may advance it, an amount per investigator placed at once,
all doom in play removed (Clues, Costs, Doom, Per Investigator, Uses, Effects)."""

from __future__ import annotations

from tests.engine.conftest import texts


def _ability(world, effects, *, cards=(), kind="action"):
    """Roland activates Relic, an asset whose ability is ``effects``; ``cards`` are added to the board."""
    world["cards"] = [{"name": "Relic", "type": "asset", "controller": "Roland", "uses": 3, "use-type": "secrets",
                       "abilities": [{"kind": kind, "effects": effects}]}, *cards]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Relic"}]
    return world


def _agenda(threshold, doom=0):
    return {"name": "The Agenda", "type": "agenda", "threshold": threshold, "doom": doom}


# -- Clues: gained from the token pool, not discovered -------------------------------------------------

def test_clues_gained_from_the_token_pool_are_placed_on_the_investigator_and_no_location_loses_one(world, run):
    trace = run(_ability(world, [{"effect": "place-tokens", "tokens": "clues", "amount": 2, "to": "you"}]))
    final = trace.final_state
    assert final["investigators"]["Roland"]["clues"] == 2
    assert final["locations"]["Hall"]["clues"] == 2  # untouched: nothing was discovered there
    assert not any("discover" in t.lower() for t in texts(trace))


def test_each_investigators_clues_removed_return_to_the_pool(world, run):
    world["investigators"][0]["clues"] = 3
    world["investigators"][1]["clues"] = 1
    trace = run(_ability(world, [{"effect": "remove-tokens", "tokens": "clues", "to": "each-investigator"}]))
    final = trace.final_state["investigators"]
    assert (final["Roland"]["clues"], final["Agnes"]["clues"]) == (0, 0)


# -- Costs: a cost spent as the instruction itself ----------------------------------------------------

def test_a_spend_with_nothing_after_it_pays_the_cost(world, run):
    world["investigators"][0]["resources"] = 5
    trace = run(_ability(world, [{"effect": "spend", "cost": {"resources": 2}, "effects": []}]))
    assert trace.final_state["investigators"]["Roland"]["resources"] == 3


def test_an_option_to_spend_what_you_cannot_pay_is_not_chosen(world, run):
    """Costs: a cost must be paid in full; an option of "You must either spend 1 clue or take 2 damage" that cannot be
    paid cannot change the state, so the other is resolved."""
    either = {"effect": "either", "effects": [{"effect": "spend", "cost": {"clues": 1}, "effects": []},
                                              {"effect": "deal-damage", "amount": 2, "to": "you"}]}
    trace = run(_ability(world, [either]))
    final = trace.final_state["investigators"]["Roland"]
    assert (final["clues"], final["damage"]) == (0, 2)


def test_an_option_to_spend_what_you_can_pay_may_be_chosen(world, run):
    world["investigators"][0]["clues"] = 2
    either = {"effect": "either", "effects": [{"effect": "spend", "cost": {"clues": 1}, "effects": []},
                                              {"effect": "deal-damage", "amount": 2, "to": "you"}]}
    trace = run(_ability(world, [either]))
    final = trace.final_state["investigators"]["Roland"]
    assert (final["clues"], final["damage"]) == (1, 0)


# -- Doom: moved onto the agenda, checked at once only when the effect says so -------------------------

def test_doom_moved_to_the_agenda_by_an_effect_that_may_advance_it_checks_the_threshold_at_once(world, run, find):
    cards = [{"name": "Cultist", "type": "enemy", "location": "Attic", "fight": 2, "health": 3, "evade": 2,
              "doom": 2, "traits": ["Cultist"]}, _agenda(3, doom=1)]
    moved = {"effect": "move-tokens", "tokens": "doom", "from": "each-cultist-enemy-in-play", "to": "current-agenda",
             "can-advance": True}
    trace = run(_ability(world, [moved], cards=cards))
    assert find(trace, "2 doom moved from Cultist to The Agenda") < find(trace, "the doom threshold is checked now")
    assert any("threshold 3" in t and "advance" in t for t in texts(trace))


def test_doom_moved_to_the_agenda_waits_for_the_mythos_phase_otherwise(world, run):
    cards = [{"name": "Cultist", "type": "enemy", "location": "Attic", "fight": 2, "health": 3, "evade": 2,
              "doom": 2, "traits": ["Cultist"]}, _agenda(3, doom=1)]
    moved = {"effect": "move-tokens", "tokens": "doom", "from": "each-cultist-enemy-in-play", "to": "current-agenda"}
    trace = run(_ability(world, [moved], cards=cards))
    assert trace.final_state["cards"]["The Agenda"]["doom"] == 3
    assert not any("checked now" in t for t in texts(trace))


def test_removing_all_doom_in_play_takes_it_off_every_card_and_location(world, run):
    """Doom: doom on cards other than the agenda counts towards the doom in play; "Remove all doom in play" takes
    every one of them."""
    world["locations"][1]["doom"] = 1
    cards = [{"name": "Cultist", "type": "enemy", "location": "Attic", "fight": 2, "health": 3, "evade": 2,
              "doom": 2}, _agenda(9, doom=4)]
    trace = run(_ability(world, [{"effect": "remove-tokens", "tokens": "doom", "to": "doom-in-play"}], cards=cards))
    final = trace.final_state
    assert (final["cards"]["Cultist"]["doom"], final["cards"]["The Agenda"]["doom"],
            final["locations"]["Attic"]["doom"]) == (0, 0, 0)


# -- Per Investigator: tokens placed at once, the amount multiplied ------------------------------------

def test_clues_placed_per_investigator_are_one_placement_of_the_multiplied_amount(world, run):
    """Per Investigator: the value is multiplied by the investigators who started the scenario (2 here); For each:
    placing tokens can be calculated at once, so it is one cumulative effect, one 'clues placed' timing point."""
    per = {"effect": "for-each", "count": "investigator-started-scenario",
           "effects": [{"effect": "place-tokens", "tokens": "clues", "amount": 1, "to": "your-location"}]}
    trace = run(_ability(world, [per]))
    assert trace.final_state["locations"]["Hall"]["clues"] == 4
    assert sum("clues placed on Hall" in t for t in texts(trace)) == 1


# -- Uses: a use moved to a resource pool is a resource there -----------------------------------------

def test_a_use_moved_to_an_investigators_resource_pool_becomes_a_resource(world, run):
    """Uses: resource tokens on a card are its uses; moved off it to a resource pool they are resources again."""
    world["investigators"][0]["resources"] = 0
    trace = run(_ability(world, [{"effect": "move-tokens", "tokens": "uses", "amount": 1, "from": "self",
                                  "to": "you"}]))
    assert trace.final_state["cards"]["Relic"]["uses"] == 2
    assert trace.final_state["investigators"]["Roland"]["resources"] == 1


# -- Effects: an amount printed as a most ("up to") ------------------------------------------------------

def _up_to(inner):
    return [{"effect": "up-to", "effects": [inner]}]


def test_up_to_resolves_the_amount_chosen(world, run, find):
    world["choices"] = [{"decision": "amount", "ability": "Relic", "amount": 2}]
    trace = run(_ability(world, _up_to({"effect": "deal-horror", "amount": 3, "to": "you"})))
    assert trace.final_state["investigators"]["Roland"]["horror"] == 2
    assert find(trace, "is up to 3: chooses 2") < find(trace, "Relic deals 2 horror to Roland")


def test_up_to_with_no_choice_resolves_the_printed_amount(world, run):
    trace = run(_ability(world, _up_to({"effect": "deal-horror", "amount": 3, "to": "you"})))
    assert trace.final_state["investigators"]["Roland"]["horror"] == 3


def test_up_to_none_resolves_nothing(world, run):
    world["choices"] = [{"decision": "amount", "ability": "Relic", "amount": 0}]
    world["investigators"][0]["clues"] = 3
    trace = run(_ability(world, _up_to({"effect": "move-tokens", "tokens": "clues", "amount": 3, "from": "you",
                                        "to": "your-location"})))
    assert trace.final_state["investigators"]["Roland"]["clues"] == 3
    assert any("None chosen" in t for t in texts(trace))


def test_up_to_a_choice_above_the_most_takes_the_most(world, run):
    world["choices"] = [{"decision": "amount", "ability": "Relic", "amount": 5}]
    world["investigators"][0]["clues"] = 3
    trace = run(_ability(world, _up_to({"effect": "move-tokens", "tokens": "clues", "amount": 2, "from": "you",
                                        "to": "your-location"})))
    assert trace.final_state["investigators"]["Roland"]["clues"] == 1
    assert trace.final_state["locations"]["Hall"]["clues"] == 4


def test_up_to_holds_one_counted_effect():
    import copy

    import pytest

    from kb.engine import SituationError, situation_from_data
    from tests.engine.conftest import WORLD

    data = _ability(copy.deepcopy(WORLD), _up_to({"effect": "resign"}))
    with pytest.raises(SituationError, match="'up-to' takes one effect with an amount"):
        situation_from_data(data)


# -- an enemy at the ability's own location ---------------------------------------------------------------

def test_an_enemy_at_this_location_is_one_at_the_location_of_the_abilitys_card(world, run):
    """"Place up to 3 of his or her clues on an Abomination enemy in Whateley Ruins" (on Whateley Ruins): the enemy is
    picked among those at the card's own location, not elsewhere."""
    world["investigators"][0]["clues"] = 2
    cards = [{"name": "Brood", "type": "enemy", "location": "Hall", "fight": 2, "health": 3, "evade": 2,
              "traits": ["Abomination"]},
             {"name": "Far Brood", "type": "enemy", "location": "Attic", "fight": 2, "health": 3, "evade": 2,
              "traits": ["Abomination"]}]
    moved = {"effect": "move-tokens", "tokens": "clues", "amount": 3, "from": "you",
             "to": "an-abomination-enemy-at-this-location"}
    trace = run(_ability(world, _up_to(moved), cards=cards))
    final = trace.final_state["cards"]
    assert (final["Brood"]["clues"], final["Far Brood"]["clues"]) == (2, 0)
