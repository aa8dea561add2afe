"""A designated investigation whose difficulty a card sets: "The difficulty of this skill test is equal to the highest
shroud value among revealed locations in play" (Deciphered Reality).

- Difficulty: "the difficulty of an investigation is the shroud value of the location", unless a card specifies
  otherwise (the Golden Rules: the card's text takes precedence).
- ST.6: the modified skill value is compared with the difficulty; the test succeeds if it equals or exceeds it.
- Modifiers: a location's shroud value is its value with its modifiers.
"""

from __future__ import annotations

from typing import Any

import pytest

from kb.engine import situation_from_data
from kb.engine.situation.errors import SituationError

DECIPHERED = ("<b>Investigate.</b> The difficulty of this skill test is equal to the highest shroud value among revealed "
              "locations in play. If you succeed, discover 1 clue from each revealed location in play.")


def _play(world: dict[str, Any], run: Any, token: str) -> Any:
    """Roland (intellect 3) at the Hall (shroud 2) plays Deciphered Reality; the Attic has shroud 4."""
    world["locations"][1]["shroud"] = 4
    world["investigators"][0]["hand"] = [{"name": "Deciphered Reality", "type": "event", "cost": 0,
                                          "text": DECIPHERED}]
    world["tests"] = [{"who": "Roland", "tokens": [token]}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "Deciphered Reality"}]
    return run(world)


def test_difficulty_the_card_sets_it_to_the_highest_shroud_among_revealed_locations(world, run, find):
    """Intellect 3 + 1 = 4 against the Attic's shroud 4 (not the Hall's 2): it succeeds; the investigation's own clue
    at the Hall, then the card's result beside it (ST.7), a clue from each revealed location."""
    trace = _play(world, run, "+1")
    begins = find(trace, "against the difficulty Deciphered Reality sets: 4 (the highest shroud among Hall 2, Attic 4)")
    assert begins < find(trace, "ST.6: Roland succeeds") < find(trace, "Roland discovers 1 clue at Attic")
    assert trace.final_state["investigators"]["Roland"]["clues"] == 3


def test_st6_the_set_difficulty_is_what_the_skill_value_is_compared_with(world, run, find):
    """Intellect 3 + 0 = 3 would beat the Hall's shroud 2, but not the 4 the card sets: it fails, no clue."""
    trace = _play(world, run, "0")
    find(trace, "ST.6: Roland fails")
    assert trace.final_state["investigators"]["Roland"]["clues"] == 0


def test_an_unrevealed_location_is_not_counted(world, run, find):
    """The Attic unrevealed: the highest shroud among revealed locations is the Hall's 2."""
    world["locations"][1]["revealed"] = False
    trace = _play(world, run, "0")
    find(trace, "the highest shroud among Hall 2)")
    find(trace, "ST.6: Roland succeeds")


def test_the_count_is_checked_as_every_count_is(world):
    """Bad input: a composed count with no filter is refused with a clear error, not a traceback."""
    world["investigators"][0]["abilities"] = [{"kind": "free", "effects": [
        {"effect": "investigate", "count": "highest-shroud-of"}]}]
    with pytest.raises(SituationError):
        situation_from_data(world)
