"""A count of things at locations named by their titles (``composed_counts._NAMED_PLACES``): "each [[Ghoul]] enemy in
the Hallway or Parlor" is ``in-play:ghoul-enemy-at-named-hallway-or-parlor`` — the things composed as any count's,
the titles spelled and joined by ``-or-``."""

from __future__ import annotations

import pytest

from kb.cardtext.composed_counts import composed_count
from kb.cardtext.tokens import marked


@pytest.mark.parametrize(("phrase", "count"), [
    ("Ghoul enemy in the Hallway or Parlor", "in-play:ghoul-enemy-at-named-hallway-or-parlor"),
    ("enemy at Arkham Woods", "in-play:enemy-at-named-arkham_woods"),
    ("ready enemy in the Hallway, Parlor or Cellar", "in-play:ready-enemy-at-named-hallway-or-parlor-or-cellar"),
])
def test_things_at_named_locations(phrase, count):
    with marked({"Ghoul"}):
        assert composed_count(phrase) == count


def test_a_card_named_at_a_named_location_is_not_composed():
    assert composed_count("Ghoul Priest at the Hallway") is None


def test_play_is_no_location():
    assert composed_count("Ghoul enemy in play") == "in-play:ghoul-enemy"
