"""The verb frame "cancel all attacks made by <enemies> (against <whom>) <duration>" → a ``lasting`` effect that
``cancels`` each ``enemy-attack`` its filter fits (Cancel; Lasting Effects): the attackers as a filter, whom, the
duration — each read from the sentence's own words."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(text: str) -> list[dict]:
    result = parse_card_text(text, name="Card", type_code="event")
    assert result.gaps == ()
    return [dict(e) for a in result.abilities for e in a.effects]


@pytest.mark.parametrize(("text", "source", "who", "duration"), [
    ("Fast. Play after the enemy phase begins.\nCancel all attacks made by non-[[Elite]] enemies against you this "
     "phase.", "non-elite-enemy", "you", "until-end-of-phase"),
    ("Cancel each attack made by a Monster enemy until the end of the round.", "monster-enemy", None,
     "until-end-of-round"),
])
def test_attacks_canceled_for_a_duration(text: str, source: str, who: str | None, duration: str) -> None:
    applies = {"event": "enemy-attack", "source": source, **({"who": who} if who else {})}
    assert _read(text)[-1] == {"effect": "lasting", "duration": duration, "applies-to": applies, "cancels": True}


@pytest.mark.parametrize(("text", "reason"), [
    ("Cancel all attacks made by non-[[Elite]] enemies against you.", "no duration"),
    ("Cancel all attacks made by non-[[Elite]] enemies against Agnes this phase.", "other than you"),
])
def test_a_frame_the_engine_cannot_hold_stays_a_gap(text: str, reason: str) -> None:
    result = parse_card_text(text, name="Card", type_code="event")
    assert not result.runnable and any(reason in g.reason for g in result.gaps)
