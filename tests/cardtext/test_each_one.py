""""For each <enemies>, <instructions naming that enemy>" (``each_one.py``): each enemy in turn the instructions'
referent, the engine's ``sequence`` with a ``to`` naming each one ``chosen``; a "for each" whose instructions name
none of them stays a count (``counted.py``)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.each_one import every_enemy


def _read(text: str):
    result = parse_card_text(text, name="Test Card", type_code="treachery")
    return [dict(e) for a in result.abilities for e in a.effects], [(g.text, g.reason) for g in result.gaps]


@pytest.mark.parametrize(("phrase", "selector"), [
    ("Cultist enemy in play", "each-cultist-enemy-in-play"),
    ("enemy at your location", "each-enemy-at-your-location"),
    ("enemy engaged with you", "each-enemy-engaged-with-you"),
])
def test_the_enemies_counted_are_each_picked(phrase, selector):
    assert every_enemy(phrase, False) == selector


@pytest.mark.parametrize("phrase", ["clue on your location", "card in your hand", "point you fail by"])
def test_what_is_no_enemy_is_not_picked(phrase):
    assert every_enemy(phrase, False) is None


@pytest.mark.parametrize(("text", "inner"), [
    # The King's Edict: the demonstrative twice, and its possessive
    ("Revelation - For each [[Cultist]] enemy in play, move 1 clue from that enemy's location to that enemy.",
     {"effect": "move-tokens", "tokens": "clues", "amount": 1, "from": "location-of:chosen", "to": "chosen"}),
    # the pronoun
    ("Revelation - For each enemy at your location, deal 1 damage to it.",
     {"effect": "deal-damage", "amount": 1, "to": "chosen"}),
])
def test_instructions_naming_each_enemy_resolve_for_each_in_turn(text, inner):
    effects, gaps = _read(text)
    assert not gaps
    assert effects[0]["effect"] == "sequence" and effects[0]["to"].startswith("each-")
    assert effects[0]["effects"] == [inner]


def test_instructions_naming_none_of_them_are_a_count():
    effects, gaps = _read("Revelation - For each enemy at your location, take 1 horror.")
    assert not gaps and effects[0]["effect"] == "for-each" and effects[0]["count"] == "enemy-at-your-location"


def test_after_the_loop_that_enemy_names_none_of_them():
    """Once each has had its turn, no one enemy is "that enemy": a pronoun after the sentence is refused."""
    _, gaps = _read("Revelation - For each enemy at your location, deal 1 damage to it. Exhaust that enemy.")
    assert any("that enemy" in text for text, _ in gaps)


def test_what_each_part_did_is_read_by_a_result_condition_after_it():
    effects, gaps = _read("Revelation - For each [[Cultist]] enemy in play, move 1 clue from that enemy's location to "
                          "that enemy. If no clues are moved by this effect, @self gains surge.")
    assert not gaps and effects[1]["condition"] == {"count": "clue-moved-by-this-effect", "at-most": 0}
