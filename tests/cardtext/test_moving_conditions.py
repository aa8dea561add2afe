"""A constant holding while an enemy is moving (``moving_conditions.py``): the clause "<an enemy> is moving" read as
a verb frame → ``{during: enemy-moving}``, the enemy's qualifiers composed into ``moving``; "that enemy" after it is
the moving one, whose location a stated connection names (``connecting.py``)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(text: str, name: str, type_code: str = "location") -> tuple[dict, list[str]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert len(result.abilities) == 1
    return dict(result.abilities[0].extra), [g.reason for g in result.gaps]


def test_a_trait_gained_while_an_enemy_is_moving():
    read, gaps = _read("While an enemy is moving, Hidden Library gains the [[Passageway]] trait.", "Hidden Library")
    assert gaps == []
    assert read["condition"] == {"during": "enemy-moving"}
    assert (read["gains-traits"], read["applies-to"]) == (["Passageway"], {"event": "enters-play", "what": "self"})


@pytest.mark.parametrize(("subject", "moving"), [("a [[Byakhee]] enemy", "byakhee-enemy"),
                                                 ("a [[Monster]] enemy", "monster-enemy")])
def test_the_moving_enemys_qualifiers_are_composed(subject, moving):
    read, gaps = _read(f"While {subject} is moving, Hidden Library gains the [[Passageway]] trait.", "Hidden Library")
    assert (read["condition"], gaps) == ({"during": "enemy-moving", "moving": moving}, [])


def test_that_enemys_location_is_the_moving_enemys_and_the_second_condition_is_kept():
    text = ("While a [[Byakhee]] enemy is moving, if there is an investigator at Gardens of Luxembourg, that enemy's "
            "location is considered to be connected to Gardens of Luxembourg.")
    read, gaps = _read(text, "Gardens of Luxembourg")
    assert gaps == []
    assert read["connects"] == {"from": "location-of-moving-enemy", "to": ["self"]}
    assert read["condition"] == {"during": "enemy-moving", "moving": "byakhee-enemy",
                                 "count": "investigator-at-this-location", "at-least": 1}


@pytest.mark.parametrize("text", [
    "While Hidden Library is moving, Hidden Library gains the [[Passageway]] trait.",  # no enemy: not this frame
    "While an enemy is engaged with you, Hidden Library gains the [[Passageway]] trait.",  # another verb
])
def test_other_clauses_are_not_a_move_under_way(text):
    read, _ = _read(text, "Hidden Library")
    assert (read.get("condition") or {}).get("during") != "enemy-moving"


def test_that_enemy_without_a_moving_condition_is_no_connection():
    """"that enemy" names nothing here: the reader does not guess a moving enemy."""
    read, gaps = _read("That enemy's location is connected to Gardens of Luxembourg.", "Gardens of Luxembourg")
    assert "connects" not in read and gaps
