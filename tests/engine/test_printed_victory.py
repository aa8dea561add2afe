"""Victory X as printed: the catalogue's ``victory`` number and the card reader's "Victory N." keyword line both
give the situation's ``victory`` (Victory Display, Victory Points); a card printed without it has none, and a
negative value is kept as a property only (the situation's ``victory`` is at least 1)."""

from __future__ import annotations

from kb.cardtext import parse_card_text
from kb.engine import parse_situation

_CATALOGUE = {
    "Priest": {"code": "90001", "name": "Priest", "type_code": "enemy", "health": 2, "enemy_fight": 2,
               "enemy_evade": 2, "victory": 1, "text": ""},
    "Ghoul": {"code": "90002", "name": "Ghoul", "type_code": "enemy", "health": 2, "enemy_fight": 2,
              "enemy_evade": 2, "text": ""},
    "Shrine": {"code": "90003", "name": "Shrine", "type_code": "location", "shroud": 2, "clues": 1,
               "clues_fixed": True, "victory": 2, "text": ""},
}

_SITUATION = """
game: ahlcg
title: Victory from the catalogue
turn: Roland Banks
investigators:
  - {name: Roland Banks, location: Shrine, health: 9, sanity: 5}
locations:
  - {name: Shrine}
cards:
  - {name: Priest, location: Shrine}
  - {name: Ghoul, location: Shrine}
"""


def test_the_catalogues_victory_fills_a_card_and_a_location():
    situation = parse_situation(_SITUATION, catalogue=_CATALOGUE.get)
    priest, ghoul = situation.cards
    assert (priest.victory, ghoul.victory) == (1, 0)
    assert situation.locations[0].victory == 2


def test_the_situation_wins_over_the_catalogues_victory():
    text = _SITUATION.replace("{name: Priest, location: Shrine}", "{name: Priest, location: Shrine, victory: 3}")
    assert parse_situation(text, catalogue=_CATALOGUE.get).cards[0].victory == 3


def test_the_readers_victory_line_gives_the_cards_victory():
    for text, kind, expected in (("Victory 1.", "enemy", 1), ("Retaliate.\nVictory 2.", "enemy", 2),
                                 ("Victory 1.", "location", 1), ("Victory -1.", "treachery", None),
                                 ("Hunter.", "enemy", None)):
        card = dict(parse_card_text(text, type_code=kind).card)
        assert card.get("victory") == expected, text


def test_a_location_read_from_its_text_takes_its_victory():
    text = _SITUATION.split("cards:")[0].replace("{name: Shrine}", '{name: Shrine, text: "Victory 1."}')
    assert parse_situation(text).locations[0].victory == 1
