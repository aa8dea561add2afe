"""An enemy named as printed as the target of an instruction to evade ("automatically evade The Organist", Evade:
an automatic evasion exhausts the enemy and disengages it, with no test): that enemy, the situation's card of that
name, as any card named as printed. Stalked by Shadows' printed ability, read by the reader."""

from __future__ import annotations

from typing import Any

from kb.cardtext import parse_card_text

STALKED = ("[fast] Spend 1 [per_investigator] clues, as a group: Either place 1 doom on the current agenda, or "
           "automatically evade The Organist. (Group limit once per round.)")


def _world(world: dict[str, Any], option: int) -> dict[str, Any]:
    """The Organist and a Ghoul are engaged with Roland; Roland and Agnes hold 1 clue each; the group spends 2 clues
    (1 per investigator) and Roland picks ``option``."""
    result = parse_card_text(STALKED, name="Stalked by Shadows", type_code="act")
    assert not result.gaps, result.gaps
    world["cards"] = [
        {"name": "Stalked by Shadows", "type": "act", "abilities": [a.to_situation() for a in result.abilities]},
        {"name": "Omens", "type": "agenda", "doom": 0, "threshold": 9},
        {"name": "The Organist", "type": "enemy", "location": "Hall", "health": 5, "evade": 5, "engaged": "Roland"},
        {"name": "Ghoul", "type": "enemy", "location": "Hall", "health": 3, "evade": 1, "engaged": "Roland"}]
    world["investigators"][0]["clues"] = 1
    world["investigators"][1]["clues"] = 1
    world["do"] = [{"who": "Roland", "use": "Stalked by Shadows"}]
    world["choices"] = [{"decision": "either", "option": option}]
    return world


def test_automatically_evading_the_named_enemy_exhausts_and_disengages_it_alone(world, run, find):
    trace = run(_world(world, 1))
    assert find(trace, "clues as a group") < find(trace, "chooses (1) evade The Organist") \
        < find(trace, "Roland automatically evades The Organist") < find(trace, "The Organist is exhausted")
    cards = trace.final_state["cards"]
    assert cards["The Organist"]["exhausted"] and cards["The Organist"]["engaged"] is None
    assert not cards["Ghoul"]["exhausted"] and cards["Ghoul"]["engaged"] == "Roland"
    assert not any(s.text.startswith("ST.1") for s in trace.steps)  # automatic: no skill test
    assert trace.final_state["investigators"]["Roland"]["clues"] == 0
    assert trace.final_state["investigators"]["Agnes"]["clues"] == 0


def test_the_other_option_places_doom_and_leaves_the_named_enemy_engaged(world, run):
    cards = run(_world(world, 0)).final_state["cards"]
    assert cards["Omens"]["doom"] == 1
    assert not cards["The Organist"]["exhausted"] and cards["The Organist"]["engaged"] == "Roland"
