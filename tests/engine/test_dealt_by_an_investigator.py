"""Dealing Damage/Horror: damage "an investigator deals" is damage whose source is any investigator or a card an
investigator controls (``investigators-or-theirs``) — on an agenda no one controls ("If an investigator deals damage
to a Criminal enemy: Immediately advance"), whoever deals it; damage an enemy or a treachery deals is not."""

from __future__ import annotations

from typing import Any

from kb.cardtext import parse_card_text

CLUB = "<b>Forced</b> - If an investigator deals damage to a [[Criminal]] enemy: Place 1 doom on Club."


def _club(world: dict[str, Any], traits: list[str]) -> dict[str, Any]:
    ability = parse_card_text(CLUB, name="Club", type_code="agenda").abilities[0].to_situation()
    world["cards"] += [{"name": "Club", "type": "agenda", "threshold": 9, "abilities": [ability]},
                       {"name": "Pit Boss", "type": "enemy", "location": "Hall", "health": 5, "fight": 1, "evade": 1,
                        "traits": traits}]
    world["turn"] = "Agnes"
    world["do"] = [{"who": "Agnes", "action": "fight", "enemy": "Pit Boss", "result": "success"}]
    return world


def test_the_dealer_an_investigator_is_any_investigator_or_a_card_one_controls() -> None:
    assert parse_card_text(CLUB, name="Club", type_code="agenda").abilities[0].to_situation()["trigger"] == {
        "event": "damage-dealt", "what": "criminal-enemy", "source": "investigators-or-theirs"}


def test_damage_any_investigator_deals_to_such_an_enemy_triggers_it(world, run, find):
    trace = run(_club(world, ["Humanoid", "Criminal"]))
    assert find(trace, "1 damage on Pit Boss") < find(trace, "Club [forced]")
    assert trace.final_state["cards"]["Club"]["doom"] == 1


def test_damage_to_an_enemy_without_the_trait_does_not(world, run):
    trace = run(_club(world, ["Humanoid"]))
    assert trace.final_state["cards"]["Pit Boss"]["damage"] == 1
    assert trace.final_state["cards"]["Club"]["doom"] == 0
