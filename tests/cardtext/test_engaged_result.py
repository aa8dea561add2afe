"""Reading "<enemy> that engages you as a result of this effect" (``engaged_result.py``, folded before a clause's slots
are read) and several enemies attacking (``attacks.py``)."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text

HUNTED_DOWN = ("<b>Revelation</b> - If there are no unengaged [[Criminal]] enemies in play, Hunted Down gains surge. If "
               "there are 1 or more unengaged [[Criminal]] enemies in play, each of them moves 1 location toward you. "
               "Each [[Criminal]] enemy that engages you as a result of this effect makes an immediate attack.")


def _read(text: str, name: str | None = None) -> tuple[list[dict[str, Any]], list[str]]:
    result = parse_card_text(text, type_code="treachery", name=name)
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


def test_hunted_down_attacks_with_the_enemies_its_move_engaged_with_you():
    got, gaps = _read(HUNTED_DOWN, name="Hunted Down")
    assert gaps == []
    assert got[0]["otherwise"] == [{"effect": "move-enemy", "enemy": "each-unengaged-criminal-enemy-in-play",
                                    "toward": "you", "amount": 1}]
    assert got[1] == {"effect": "enemy-attacks", "enemy": "each-criminal-enemy-engaged-with-you-by-this-effect"}


@pytest.mark.parametrize(("subject", "selector"), [
    ("Each enemy", "each-enemy-engaged-with-you-by-this-effect"),
    ("Each [[Monster]] enemy", "each-monster-enemy-engaged-with-you-by-this-effect"),
])
def test_the_relative_clause_narrows_any_enemy_phrase(subject, selector):
    got, gaps = _read(f"<b>Revelation</b> - Each enemy at your location moves 1 location toward you. {subject} that "
                      "engages you as a result of this effect attacks you.")
    assert gaps == [] and got[-1] == {"effect": "enemy-attacks", "enemy": selector}


def test_several_enemies_attacking_whomever_each_is_engaged_with_is_refused():
    """"Each enemy in play makes an immediate attack": each against its own investigator, not one selector's."""
    _, gaps = _read("<b>Revelation</b> - Each [[Criminal]] enemy in play makes an immediate attack.")
    assert gaps
