""""The agenda cannot advance by reaching its doom threshold" for a duration: a lasting 'cannot' on the agenda's
advance by doom, the event a "would advance by reaching its doom threshold" trigger names; with no duration, or an
advance not by doom, a gap."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text

SONG = ("Fast. Play when the agenda would advance by reaching its doom threshold.\nUntil the end of the phase, the "
        "agenda cannot advance by reaching its doom threshold. Remove Mystifying Song from the game.")


def test_the_agenda_cannot_advance_by_its_doom_until_the_end_of_the_phase() -> None:
    result = parse_card_text(SONG, name="Mystifying Song", type_code="event")
    assert result.gaps == ()
    (song,) = result.abilities
    lasting = song.to_situation()["effects"][0]
    assert lasting == {"effect": "lasting", "duration": "until-end-of-phase", "cannot": True,
                       "applies-to": {"event": "advance", "what": "agenda", "via": "doom"}}


@pytest.mark.parametrize("text", [
    "The agenda cannot advance by reaching its doom threshold.",  # no duration: how long?
    "Until the end of the round, the agenda cannot advance.",  # any advance, by a card effect too: not read
])
def test_no_duration_or_no_doom_stays_a_gap(text: str) -> None:
    assert parse_card_text(text, name="Smoke", type_code="event").gaps != ()
