"""The doom on one agenda as a count (``kb.cardtext.agenda_decks.agenda_holder``, composed by
``kb.cardtext.composed_counts``), and two holders of one token compared (``kb.cardtext.compared_counts``): "While the
current "a" agenda has more doom on it than the current "c" agenda, …" is the doom on the "a" deck's agenda greater
than that on the "c" deck's; "While there are 2 or more doom on the current agenda" bounds the doom on the agenda in
play. With the difficulty modifier of "each skill test at <the card's own name>": every investigator's tests there."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.counts import condition

NORTH_TOWER = ("While the current \"a\" agenda has more doom on it than the current \"c\" agenda, reduce the difficulty "
               "of each skill test at North Tower by 1.")
OUTER_WALL = ("While the current \"c\" agenda has more doom on it than the current \"a\" agenda, double the number of "
              "skill icons on cards committed to skill tests at the Outer Wall.")


def _constant(text: str, name: str) -> dict:
    result = parse_card_text(text, name=name, type_code="location")
    assert not result.gaps, result.gaps
    (ability,) = result.abilities
    return ability.to_situation()


@pytest.mark.parametrize("text, expected", [
    ("the current \"a\" agenda has more doom on it than the current \"c\" agenda",
     {"count": "doom-on:agenda-deck:a", "greater-than": {"count": "doom-on:agenda-deck:c"}}),
    ("the current \u201cc\u201d agenda has more doom on it than the current \u201ca\u201d agenda",
     {"count": "doom-on:agenda-deck:c", "greater-than": {"count": "doom-on:agenda-deck:a"}}),
    ("there are 2 or more doom on the current agenda", {"count": "doom-on:agenda", "at-least": 2}),
    ("the current agenda has no doom on it", {"count": "doom-on:agenda", "at-most": 0}),
])
def test_the_doom_on_an_agenda_is_a_count_and_two_holders_compare(text, expected):
    assert condition(text) == expected


def test_north_tower_reduces_each_test_there_while_the_a_agenda_has_more_doom():
    ability = _constant(NORTH_TOWER, "North Tower")
    assert ability["condition"] == {"count": "doom-on:agenda-deck:a",
                                    "greater-than": {"count": "doom-on:agenda-deck:c"}}
    assert ability["applies-to"] == {"event": "skill-test-begins", "who": "investigator-at-this-location"}
    assert ability["difficulty-modifier"] == -1  # "reduce … by 1"


def test_outer_wall_doubles_icons_committed_there_while_the_c_agenda_has_more_doom():
    ability = _constant(OUTER_WALL, "Outer Wall")
    assert ability["condition"]["count"] == "doom-on:agenda-deck:c"
    assert ability["condition"]["greater-than"] == {"count": "doom-on:agenda-deck:a"}
    assert ability["committed-icons"] == {"double": True}
    assert ability["applies-to"]["who"] == "investigator-at-this-location"


def test_a_simpler_condition_on_the_current_agendas_doom_governs_the_same_modifier():
    ability = _constant("While there are 2 or more doom on the current agenda, reduce the difficulty of each skill "
                        "test at Hall by 2.", "Hall")
    assert ability["condition"] == {"count": "doom-on:agenda", "at-least": 2}
    assert ability["difficulty-modifier"] == -2


def test_skill_tests_you_perform_stay_yours():
    """"Reduce the difficulty of skill tests you perform … by N" with no place: the governed investigator's own."""
    ability = _constant("While you have 3 or more clues, reduce the difficulty of skill tests you perform by 1.", "Hall")
    assert ability["applies-to"]["who"] == "you"
