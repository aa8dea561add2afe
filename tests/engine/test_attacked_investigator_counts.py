"""Enemy attacks: a triggering condition naming whom the enemy attacks by what that investigator holds — "When
Yithian Starseeker attacks an investigator with more than 10 cards in his or her discard pile" (Qualifiers: every
qualifier must hold). The count is of the attacked investigator's own pile (Discard Piles), as the attack is made;
an attack on an investigator holding fewer is no occurrence of the condition."""

from __future__ import annotations

from typing import Any

import pytest

#: Forced – When the Starseeker attacks an investigator with more than 2 cards in his or her discard pile: 1 doom on it.
_STARSEEKER = {"name": "Starseeker", "type": "enemy", "location": "Attic", "health": 3,
               "attack": {"damage": 1, "horror": 0}, "abilities": [
                   {"kind": "forced", "timing": "when",
                    "trigger": {"event": "enemy-attack", "source": "self", "who": "with-at-least:3-discard:investigator"},
                    "effects": [{"effect": "place-doom", "amount": 1, "to": "self"}]}]}


def _attacks_roland(world: dict[str, Any], discarded: int) -> dict[str, Any]:
    """Agnes has the Starseeker attack Roland once; Roland's discard pile holds ``discarded`` cards."""
    world["investigators"][0]["discard"] = [{"name": f"Spent {n}", "type": "event"} for n in range(discarded)]
    world["investigators"][1]["abilities"] = [{"kind": "free", "effects": [
        {"effect": "enemy-attacks", "enemy": "Starseeker", "who": "Roland"}]}]
    world["turn"] = "Agnes"
    world["do"] = [{"who": "Agnes", "use": "Agnes"}]
    world["cards"] = [_STARSEEKER]
    return world


@pytest.mark.parametrize(("discarded", "doom"), [(3, 1), (2, 0), (0, 0)])
def test_an_attack_on_an_investigator_is_qualified_by_the_cards_in_his_or_her_discard_pile(world, run, discarded, doom):
    trace = run(_attacks_roland(world, discarded))
    assert trace.final_state["cards"]["Starseeker"]["doom"] == doom
    assert any(s.text.startswith("Starseeker [forced]") for s in trace.steps) == bool(doom)
    assert trace.final_state["investigators"]["Roland"]["damage"] == 1  # the attack is made either way


def test_the_pile_counted_is_the_attacked_investigators_not_anothers(world, run):
    """Agnes's full discard pile does not qualify the attack on Roland, whose pile is empty."""
    world = _attacks_roland(world, 0)
    world["investigators"][1]["discard"] = [{"name": f"Spent {n}", "type": "event"} for n in range(5)]
    trace = run(world)
    assert trace.final_state["cards"]["Starseeker"]["doom"] == 0
