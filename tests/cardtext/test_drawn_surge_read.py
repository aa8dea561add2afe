""""That card gains surge" right after a draw from the encounter deck (drawn_surge.py): a part of that draw
(``gains-surge``); after anything else it is not."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(text: str) -> tuple[list[dict], list[str]]:
    result = parse_card_text(text, name="Zeal", type_code="treachery")
    return [dict(e) for a in result.abilities for e in a.effects], [g.category for g in result.gaps]


@pytest.mark.parametrize("second", ["That card gains surge.", "It gains surge."])
def test_the_card_drawn_gains_surge_as_part_of_the_draw(second: str) -> None:
    effects, gaps = _read(f"<b>Revelation</b> - Draw the top card of the encounter deck. {second}")
    assert not gaps
    assert effects == [{"effect": "draw-encounter-card", "gains-surge": True}]


def test_a_player_card_drawn_is_not_an_encounter_card_that_surges() -> None:
    effects, _ = _read("<b>Revelation</b> - Draw 1 card. That card gains surge.")
    assert not any(e.get("gains-surge") for e in effects)


def test_the_card_itself_gaining_surge_keeps_its_own_reading() -> None:
    effects, gaps = _read("<b>Revelation</b> - Take 1 horror. Zeal gains surge.")
    assert not gaps and effects[-1] == {"effect": "gain-surge"}
