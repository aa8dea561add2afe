"""A limit scaled by the number of investigators ("(Group limit 1 [per_investigator] times per round.)", Limits and
Maximums; Per Investigator): the whole group may use the ability once for each investigator who started the scenario
each round, and no more. Pursuing Shadows' printed ability, read by the reader."""

from __future__ import annotations

from typing import Any

from kb.cardtext import parse_card_text

PURSUING = ("[reaction] After you successfully attack The Organist: An investigator at your location may place 1 of "
            "his or her clues on The Organist. (Group limit 1 [per_investigator] times per round.)")


def _world(world: dict[str, Any], attacks: int) -> dict[str, Any]:
    """Two investigators; Roland, with 3 clues, attacks The Organist ``attacks`` times, each a success."""
    result = parse_card_text(PURSUING, name="Pursuing Shadows", type_code="act")
    assert not result.gaps, result.gaps
    world["cards"] = [
        {"name": "Pursuing Shadows", "type": "act", "abilities": [a.to_situation() for a in result.abilities]},
        {"name": "The Organist", "type": "enemy", "location": "Hall", "health": 20, "fight": 1, "evade": 5,
         "engaged": "Roland"}]
    world["investigators"][0]["clues"] = 3
    world["do"] = [{"who": "Roland", "action": "fight", "enemy": "The Organist", "result": "success"}] * attacks
    world["choices"] = [{"decision": "target", "ability": "Pursuing Shadows", "choose": "Roland"}] * attacks
    return world


def test_the_group_uses_it_once_per_investigator_in_a_round_and_no_more(world, run):
    trace = run(_world(world, 3))
    used = [s for s in trace.steps if s.text.startswith("Pursuing Shadows [reaction]: ")]
    assert len(used) == 2  # two investigators: twice, not a third time
    assert trace.final_state["cards"]["The Organist"]["clues"] == 2
    assert trace.final_state["investigators"]["Roland"]["clues"] == 1
    (refused,) = [c for c in trace.considered if c["verdict"] == "limit reached"]
    assert refused["why"].startswith("once per investigator per round for the group (used at step ")


def test_within_the_scaled_limit_each_success_places_a_clue(world, run, find):
    trace = run(_world(world, 2))
    first = find(trace, "Pursuing Shadows [reaction]: ")
    assert find(trace, "Roland succeeds at the combat test") < first < find(trace, "1 clue moved from Roland to The "
                                                                              "Organist: Roland 3 \u2192 2")
    assert trace.final_state["cards"]["The Organist"]["clues"] == 2
