"""Restrictions the engine applies where the game does the thing: "cannot" is absolute (Cannot) — a phase it holds
in (the phase the game is in: Appendix II), and a restriction lifted only while a condition holds (Constant
Abilities: active any time the specified condition is met)."""

from __future__ import annotations

from typing import Any

import pytest

from kb.engine import SituationError, situation_from_data

VIP = "While you are in Hall, you cannot draw cards or gain resources during the upkeep phase."
CHAPEL = "You can only discover clues in Hall if you have 3 or fewer remaining sanity."
EDGE = "You must have at least 2 clues in order to move to Attic."


def _upkeep(world: dict[str, Any]) -> dict[str, Any]:
    """4.4 only: each investigator draws 1 card, then gains 1 resource; Agnes is in the Attic."""
    world.pop("turn")
    world["investigators"][0]["deck"] = ["Card 1"]
    world["investigators"][1].update(deck=["Card 2"], location="Attic")
    world.update(start="4.4", until="4.4")
    return world


def _texts(trace) -> list[str]:
    return [s.text for s in trace.steps]


def test_a_restriction_during_the_upkeep_phase_forbids_its_draw_and_its_resource(world, run):
    """VIP Area's two verbs, each forbidden to the investigators there: Roland neither draws nor gains at 4.4;
    Agnes, elsewhere, does both."""
    world["locations"][0]["text"] = VIP
    trace = run(_upkeep(world))
    banned = [s for s in trace.steps if "cannot happen" in s.text]
    assert [s.text.split(" cannot")[0] for s in banned] == ["Roland draws 1 card", "Roland gains 1 resource"]
    assert all(s.rules == ("ahlcg/rr/cannot", "ahlcg/rr/ability/constant-abilities") for s in banned)
    roland, agnes = (trace.final_state["investigators"][n] for n in ("Roland", "Agnes"))
    assert (roland["hand"], roland["resources"]) == ([], 5)
    assert (agnes["hand"], agnes["resources"]) == (["Card 2"], 4)


def test_a_restriction_during_a_phase_does_not_hold_in_another_phase(world, run):
    """The same card during the investigation phase: Roland's resource action gains him 1."""
    world["locations"][0]["text"] = VIP
    world["do"] = [{"who": "Roland", "action": "resource"}]
    trace = run(world)
    assert not any("cannot happen" in t for t in _texts(trace))
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6


@pytest.mark.parametrize(("horror", "clues"), [(0, 2), (2, 1)])
def test_can_only_discover_clues_if_forbids_them_while_the_condition_does_not_hold(world, run, horror, clues):
    """"… only if you have 3 or fewer remaining sanity": with 5 remaining Roland's successful investigation
    discovers none; with 3 remaining (2 horror on sanity 5) he discovers 1."""
    world["locations"][0]["text"] = CHAPEL
    world["investigators"][0]["horror"] = horror
    world["do"] = [{"who": "Roland", "action": "investigate", "result": "success"}]
    trace = run(world)
    assert trace.final_state["locations"]["Hall"]["clues"] == clues
    assert any("Roland discovers 1 clue at Hall cannot happen" in t for t in _texts(trace)) == (horror == 0)


@pytest.mark.parametrize(("clues", "where"), [(1, "Hall"), (2, "Attic")])
def test_must_have_clues_in_order_to_move_forbids_the_move_without_them(world, run, clues, where):
    world["locations"][1]["text"] = EDGE
    world["investigators"][0]["clues"] = clues
    world["do"] = [{"who": "Roland", "action": "move", "to": "Attic"}]
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["location"] == where


def test_a_phase_is_a_constant_condition_but_not_a_triggered_one(world):
    """A constant's "during the upkeep phase" is its condition's period; a reaction's condition is not a period."""
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "constant", "applies-to": {"event": "gain-resources", "who": "you"}, "cannot": True,
         "condition": {"during": "upkeep-phase"}}]}]
    situation_from_data(world)
    world["cards"][0]["abilities"] = [{"kind": "reaction", "timing": "after", "trigger": {"event": "gain-resources"},
                                       "condition": {"during": "upkeep-phase"}, "effects": [{"effect": "draw", "amount": 1}]}]
    with pytest.raises(SituationError, match="'during' is for action and free abilities"):
        situation_from_data(world)


def test_an_action_ability_used_only_during_a_phase_is_refused_in_another(world, run):
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "free", "condition": {"during": "upkeep-phase"}, "effects": [{"effect": "gain-resources", "amount": 1}]}]}]
    world["do"] = [{"who": "Roland", "use": "Charm"}]
    trace = run(world)
    assert any("may be used only during the upkeep phase, and it is the investigation phase" in t
               for t in _texts(trace))
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5


def test_cannot_play_fast_cards_refuses_a_fast_card_and_not_another(world, run):
    """"You cannot play fast cards" names the keyword Fast, not a trait: the fast event is refused (Cannot), the
    other is played."""
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "text": "You cannot play fast cards."}]
    world["investigators"][0]["hand"] = [
        {"name": "Quick", "type": "event", "cost": 0, "keywords": ["fast"], "effects": [{"effect": "draw"}]},
        {"name": "Slow", "type": "event", "cost": 0, "effects": [{"effect": "gain-resources", "amount": 1}]}]
    world["do"] = [{"who": "Roland", "use": "Quick"}, {"who": "Roland", "action": "play", "card": "Slow"}]
    trace = run(world)
    assert any("Quick cannot be played: Charm: \u201cYou cannot play fast cards.\u201d" in t for t in _texts(trace))
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Quick"]


def test_clues_cannot_be_placed_on_a_location_without_the_trait_even_as_it_is_revealed(world, run):
    """"Clues cannot be placed on non-Altered locations": the Attic, not Altered, is revealed with no clue placed on
    it (its clue value is placed as it is revealed: Location Cards); an Altered one gets its clues."""
    world["cards"] = [{"name": "Ascending", "type": "act", "text": "Clues cannot be placed on non-Altered locations."}]
    world["locations"][1].update({"clues": 0, "revealed": False, "clue-value": 2})
    world["do"] = [{"who": "Roland", "action": "move", "to": "Attic"}]
    trace = run(world)
    assert "2 clues placed on Attic cannot happen: Ascending: \u201cClues cannot be placed on non-Altered locations.\u201d" \
        in _texts(trace)
    assert trace.final_state["locations"]["Attic"]["clues"] == 0
    world["locations"][1]["traits"] = ["Altered"]
    assert run(world).final_state["locations"]["Attic"]["clues"] == 2


@pytest.mark.parametrize(("text", "attacked"), [
    ("Playing Lupara does not provoke attacks of opportunity.", False),
    ("Uses (2 ammo).", True),
])
def test_a_card_whose_play_does_not_provoke_plays_without_attacks_of_opportunity(world, run, text, attacked):
    """Attack of Opportunity: the play action provokes each ready engaged enemy, unless the card says its play does
    not (as the rules say of fight, evade, parley and resign)."""
    world["cards"] = [{"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 5, "attack": {"damage": 1}}]
    world["investigators"][0]["hand"] = [{"name": "Lupara", "type": "asset", "cost": 0, "text": text}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "Lupara"}]
    trace = run(world)
    assert any("makes an attack of opportunity" in t for t in _texts(trace)) == attacked
    assert any("but a play action, as its text says, does not provoke attacks of opportunity" in t
               for t in _texts(trace)) != attacked


def test_assets_you_control_cannot_ready_keeps_yours_exhausted_at_4_3(world, run):
    """"Assets you control cannot ready" in Roland's threat area: at 4.3 his exhausted asset stays exhausted (Cannot),
    Agnes's readies ("you control": under the control of the investigator whose threat area holds it)."""
    world.pop("turn")
    world.update(start="4.3", until="4.3")
    world["cards"] = [
        {"name": "Wracked", "type": "treachery", "threat-area": "Roland", "text": "Assets you control cannot ready."},
        {"name": "Lamp", "type": "asset", "controller": "Roland", "exhausted": True},
        {"name": "Rope", "type": "asset", "controller": "Agnes", "exhausted": True}]
    trace = run(world)
    assert "Lamp readies cannot happen: Wracked: \u201cAssets you control cannot ready.\u201d" in _texts(trace)
    cards = trace.final_state["cards"]
    assert (cards["Lamp"]["exhausted"], cards["Rope"]["exhausted"]) == (True, False)
