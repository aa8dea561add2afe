"""Discarding cards until their total reaches an amount (``effects/totals.py``): "Discard [[Item]] assets from your
play area and/or from your hand with a total printed resource cost of at least X" (Corrosion), "discard cards from
your hand with at least 2 total [agility] icons" (Passenger Car); and what it did, read by "If no cards are discarded
by this effect, Corrosion gains surge" (Surge). Each case: the rule's clause, a minimal situation, order and state."""

from __future__ import annotations

import pytest

from kb.engine import SituationError, situation_from_data


def _use(world, effects):
    """Roland's free ability with ``effects``: one resolution."""
    world["cards"] = [{"name": "Probe", "type": "asset", "controller": "Roland",
                       "abilities": [{"kind": "free", "effects": effects}]}] + world["cards"]
    world["do"] = [{"who": "Roland", "use": "Probe"}]
    return world


def _items(world):
    """Roland holds Lantern (cost 2, an Item) and Dodge (an event, cost 1); controls Flashlight (cost 2, an Item)."""
    world["investigators"][0]["hand"] = [
        {"name": "Lantern", "type": "asset", "cost": 2, "traits": ["Item"], "icons": {"agility": 1}},
        {"name": "Dodge", "type": "event", "cost": 1, "icons": {"agility": 1, "willpower": 1}}]
    world["cards"].append({"name": "Flashlight", "type": "asset", "controller": "Roland", "cost": 2,
                           "traits": ["Item"]})
    return world


def _total(amount=None, **more):
    return {"effect": "discard-total", **({"amount": amount} if amount is not None else {}), **more}


def _pile(trace, who="Roland"):
    return trace.final_state["investigators"][who]["discard"]


def test_cards_are_chosen_until_their_total_printed_cost_reaches_the_amount(world, run, find):
    """Corrosion: Item assets from the play area and/or the hand, chosen one after another; the first (cost 2) of
    "at least 2" is enough, so nothing more is discarded."""
    trace = run(_use(_items(world), [_total(2, find={"traits": ["Item"]})]))
    find(trace, "Roland discards Lantern: a total printed resource cost of 2, at least 2 wanted")
    assert _pile(trace) == ["Lantern"]
    assert trace.final_state["cards"]["Flashlight"]["zone"] == "play"


def test_a_card_in_the_play_area_is_discarded_from_play(world, run, find):
    """"from your play area and/or from your hand": with 4 wanted, the asset in play goes too (it leaves play)."""
    trace = run(_use(_items(world), [_total(4, find={"traits": ["Item"]})]))
    find(trace, "Roland discards Lantern, Flashlight: a total printed resource cost of 4")
    assert sorted(_pile(trace)) == ["Flashlight", "Lantern"]


def test_too_little_to_reach_the_amount_discards_as_much_as_possible(world, run, find):
    """Effects: resolve as much as possible — every card that adds to the total is discarded, and it says so."""
    trace = run(_use(_items(world), [_total(9, zone="hand")]))
    find(trace, "a total printed resource cost of 3, at least 9 wanted (not enough to reach it: as much as possible)")
    assert sorted(_pile(trace)) == ["Dodge", "Lantern"]


def test_icons_of_a_skill_are_totaled_with_skill(world, run, find):
    """Passenger Car: "at least 2 total [agility] icons" from the hand; Dodge's [willpower] icon adds nothing."""
    trace = run(_use(_items(world), [_total(2, zone="hand", skill="agility")]))
    find(trace, "Roland discards Lantern, Dodge: a total [agility] icons of 2")


def test_a_wild_icon_may_match_the_skill_totaled(world, run, find):
    """[ahlcg/faq/1-9] "A Wild ([wild]) skill icon on a player card may be used to match any other skill icon for
    the purposes of both card abilities …": Unexpected Courage's 2 [wild] icons reach "at least 2 total [agility]
    icons", stated as matching [agility] when it is used."""
    world = _use(world, [_total(2, zone="hand", skill="agility")])
    world["investigators"][0]["hand"] = [{"name": "Unexpected Courage", "type": "skill", "icons": {"wild": 2}}]
    trace = run(world)
    find(trace, "Roland discards Unexpected Courage (2 [wild] matching [agility]): a total [agility] icons of 2")
    assert _pile(trace) == ["Unexpected Courage"]


def test_a_total_of_wild_icons_counts_only_wild_icons(world, run, find):
    """Passenger Car: "discard a card from your hand with at least 1 [wild] icon": Lantern's [agility] icon is not a
    [wild] one (only a [wild] icon matches another, FAQ 1.9), so only Unexpected Courage is offered and discarded."""
    world = _use(_items(world), [_total(1, zone="hand", skill="wild")])
    world["investigators"][0]["hand"].append({"name": "Unexpected Courage", "type": "skill", "icons": {"wild": 2}})
    trace = run(world)
    find(trace, "Roland discards Unexpected Courage: a total [wild] icons of 2, at least 1 wanted")
    assert _pile(trace) == ["Unexpected Courage"]


def test_wild_is_no_skill_a_test_is_of(world):
    """A test is of one skill (Skill Tests): [wild] is only an icon, totaled by ``discard-total``; a clear error."""
    with pytest.raises(SituationError, match="'wild' is an icon, not a skill tested"):
        situation_from_data(_use(world, [{"effect": "test", "skill": "wild", "difficulty": 2}]))


def test_the_amount_may_be_a_count_of_the_state(world, run, find):
    """Corrosion's X "where X is the shroud value of your location" (the Hall's shroud is 2 in this world)."""
    world["locations"][0]["shroud"] = 2
    trace = run(_use(_items(world), [_total(count="shroud-of-your-location", find={"traits": ["Item"]})]))
    find(trace, "at least 2 (the shroud value of Roland's location) wanted")
    assert _pile(trace) == ["Lantern"]


def _corrosion(world, hand):
    """Corrosion, drawn from the encounter deck, then Rotting Remains below it."""
    world["investigators"][0]["hand"] = hand
    corrosion = {"name": "Corrosion", "type": "treachery", "abilities": [{"kind": "revelation", "effects": [
        _total(1, find={"traits": ["Item"]}),
        {"effect": "if", "condition": {"count": "card-discarded-by-this-effect", "at-most": 0},
         "effects": [{"effect": "gain-surge"}]}]}]}
    remains = {"name": "Rotting Remains", "type": "treachery", "abilities": [{"kind": "revelation", "effects": [
        {"effect": "deal-horror", "amount": 1, "to": "you"}]}]}
    world["encounter-deck"] = [corrosion, remains]
    world["investigators"][0]["abilities"] = [{"kind": "action", "effects": [{"effect": "draw-encounter-card"}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Roland"}]
    return world


def test_no_card_discarded_by_this_effect_and_the_treachery_gains_surge(world, run, find):
    """"If no cards are discarded by this effect, Corrosion gains surge": nothing to discard, so it surges (Surge:
    after it resolves, its investigator draws another encounter card)."""
    trace = run(_corrosion(world, []))
    assert find(trace, "Corrosion gains surge") < find(trace, "Step 5: Corrosion has surge")
    assert find(trace, "Step 5: Corrosion has surge") < find(trace, "Rotting Remains")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def test_a_card_discarded_from_the_hand_is_by_this_effect_and_there_is_no_surge(world, run, find):
    """A card discarded from the hand is recorded too: the condition does not hold, Corrosion does not surge."""
    trace = run(_corrosion(world, [{"name": "Lantern", "type": "asset", "cost": 2, "traits": ["Item"]}]))
    find(trace, "Roland discards Lantern")
    assert not any("gains surge" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["horror"] == 0


def test_an_unknown_parameter_value_is_a_clear_error(world):
    """Bad input: a clear error, not a traceback."""
    with pytest.raises(SituationError):
        situation_from_data(_use(world, [_total(2, colour="red")]))


def _out_of_this_world(world, top):
    """Out of this World: "Discard the top 3 cards of the encounter deck. Choose a location discarded by this effect
    and resolve its 'revelation' ability." """
    world["encounter-deck"] = top
    return _use(world, [{"effect": "discard-top", "amount": 3, "deck": "encounter"},
                        {"effect": "choose", "to": "a-location-discarded-by-this-effect"},
                        {"effect": "resolve-revelation", "to": "chosen"}])


_RIFT = {"name": "Rift", "type": "location", "abilities": [
    {"kind": "revelation", "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]}


def test_a_location_discarded_by_this_effect_is_chosen_and_its_revelation_resolves_where_it_lies(world, run, find):
    """Revelation, by an effect: the card is not drawn — its ability resolves from the discard pile, "you" being the
    investigator resolving the effect; only the discarded location could be chosen."""
    trace = run(_out_of_this_world(world, [{"name": "Omen", "type": "treachery"}, _RIFT,
                                           {"name": "Rain", "type": "treachery"}]))
    assert find(trace, "encounter discard pile: Omen, Rift, Rain") < find(trace, "Roland resolves Rift's [revelation] ability where it lies")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1
    assert "Rift" in trace.final_state["encounter_discard"]


def test_no_location_discarded_by_this_effect_leaves_nothing_to_choose(world, run, find):
    """A location below the top three was not discarded by this effect: it cannot be chosen."""
    trace = run(_out_of_this_world(world, [{"name": "Omen", "type": "treachery"}, {"name": "Rain", "type": "treachery"},
                                           {"name": "Mist", "type": "treachery"}, _RIFT]))
    assert not any("resolves Rift's" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["horror"] == 0
