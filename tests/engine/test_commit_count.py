"""How many cards an investigator commits at ST.2, as one timing point once the step's commits are made: "[reaction]
After you commit exactly 1 card to a skill test, exhaust Analytical Mind: Draw 1 card." (Analytical Mind), read
from the printed text."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text

MIND = "[reaction] After you commit exactly 1 card to a skill test, exhaust Analytical Mind: Draw 1 card."
DEDUCTION = {"name": "Deduction", "type": "skill", "icons": {"intellect": 1}}
PERCEPTION = {"name": "Perception", "type": "skill", "icons": {"intellect": 2}}


def test_exactly_n_cards_committed_reads_as_both_bounds():
    trigger = parse_card_text(MIND, name="Analytical Mind", type_code="asset").abilities[0].to_situation()["trigger"]
    assert trigger == {"event": "commit-cards", "who": "you", "at-least": 1, "at-most": 1}


def test_n_or_more_cards_committed_reads_as_a_lower_bound():
    text = "[reaction] After you commit 2 or more cards to a skill test: Draw 1 card."
    trigger = parse_card_text(text, type_code="asset").abilities[0].to_situation()["trigger"]
    assert trigger == {"event": "commit-cards", "who": "you", "at-least": 2}


def _investigate(world: dict[str, Any], commit: list[str]) -> dict[str, Any]:
    roland = world["investigators"][0]
    roland["hand"] = [dict(DEDUCTION), dict(PERCEPTION)]
    roland["deck"] = [{"name": "Guts", "type": "skill"}]
    world["cards"] = [{"name": "Analytical Mind", "type": "asset", "controller": "Roland", "text": MIND}]
    world["tests"] = [{"who": "Roland", "tokens": ["0"], "commit": commit}]
    world["do"] = [{"who": "Roland", "action": "investigate"}]
    return world


def test_one_card_committed_triggers_it_after_the_commits(world, run, find):
    trace = run(_investigate(world, ["Deduction"]))
    assert find(trace, "Roland commits Deduction") < find(trace, "Analytical Mind [reaction]") \
        < find(trace, "ST.3")
    assert "Guts" in trace.final_state["investigators"]["Roland"]["hand"]


@pytest.mark.parametrize("commit", [[], ["Deduction", "Perception"]])
def test_any_other_number_committed_does_not(world, run, commit):
    trace = run(_investigate(world, commit))
    assert not any(s.text.startswith("Analytical Mind [reaction]") for s in trace.steps)
    assert "Guts" not in trace.final_state["investigators"]["Roland"]["hand"]
