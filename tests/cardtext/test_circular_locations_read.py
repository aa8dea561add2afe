"""A location ranked along the board's circle is refused with its reason (``positions.circular``): the engine's layout
names the next location clockwise, and counts no distance around the circle — Acrid Miasma (82037)."""

from __future__ import annotations

from kb.cardtext import parse_card_text


def test_acrid_miasma_nearest_clockwise_with_none_is_an_honest_gap():
    result = parse_card_text("Revelation - Attach to the nearest location in the clockwise direction with no Acrid "
                             "Miasma.", name="Acrid Miasma", type_code="treachery")
    (gap,) = result.unsupported
    assert gap.category == "effect:attach"
    assert "ranked along the board's circle" in gap.reason


def test_the_next_location_clockwise_still_reads():
    result = parse_card_text("Revelation - Move to the location in the clockwise direction.", name="X",
                             type_code="treachery")
    assert not result.gaps, result.gaps
