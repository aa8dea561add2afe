"""Reading a search for copies of a card by its printed name ("for 1 copy of Swarm of Rats"), "put it into play engaged
with you" after an encounter search, another number of copies "instead if" a count holds, and "Shuffle the encounter
deck if it is searched" after it (``searching.py``, ``conditional.py``, ``effects.py``)."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text

TRAP_ROOM = ("<b>Forced</b> - After you reveal the Trap Room: Search the encounter deck and discard pile for 1 copy of "
             "Swarm of Rats and put it into play engaged with you (2 copies instead if there are 3 or 4 investigators "
             "in the game). Shuffle the encounter deck if it is searched.")
SEARCH = {"effect": "search-deck", "deck": "encounter", "discard-pile": True, "find": {"name": "Swarm of Rats"},
          "found": "spawn-engaged"}


def _read(text: str, type_code: str = "treachery", name: str | None = None) -> tuple[list[dict[str, Any]], list[str]]:
    result = parse_card_text(text, type_code=type_code, name=name)
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


@pytest.mark.parametrize(("copies", "read"), [("1 copy", {}), ("2 copies", {"copies": 2}), ("two copies",
                                                                                           {"copies": 2})])
def test_a_search_for_copies_of_a_named_card_finds_that_many(copies, read):
    """"for N copies of X": the "of" phrase is the card searched for, not the deck; one copy is the default."""
    got, gaps = _read(f"<b>Revelation</b> - Search the encounter deck and discard pile for {copies} of Swarm of Rats "
                      "and spawn it engaged with you.")
    assert gaps == [] and got == [{**SEARCH, **read}]


def test_copies_of_a_card_in_a_players_deck_are_refused():
    """Copies by printed name are read of the encounter deck only; a player's deck search stays a gap."""
    got, gaps = _read("Search your deck for 2 copies of Shotgun and draw them.", type_code="event")
    assert gaps and not any(e.get("effect") == "search-deck" for e in got)


def test_put_into_play_engaged_with_you_is_the_spawn_instruction_of_the_card_found():
    """Spawn: an enemy's spawn instruction resolves as it enters play however it entered; the effect is that
    instruction: "put it into play engaged with you" spawns it engaged with the searcher."""
    got, gaps = _read("<b>Revelation</b> - Search the encounter deck for 1 copy of Swarm of Rats and put it into play "
                      "engaged with you.")
    assert gaps == [] and got == [{"effect": "search-deck", "deck": "encounter", "find": {"name": "Swarm of Rats"},
                                   "found": "spawn-engaged"}]


def test_trap_room_reads_whole():
    """Trap Room: the copies "instead if" 3 or 4 investigators, each branch's search shuffled as the last sentence
    says ("if it is searched": the deck the search searched)."""
    got, gaps = _read(TRAP_ROOM, type_code="location", name="Trap Room")
    assert gaps == []
    assert got[0]["effect"] == "if" and got[0]["condition"] == {"count": "investigator-in-game", "at-least": 3,
                                                                 "at-most": 4}
    assert got[0]["effects"] == [{**SEARCH, "copies": 2, "shuffle": True}]
    assert got[0]["otherwise"] == [{**SEARCH, "shuffle": True}]


def test_a_shuffle_if_another_deck_is_searched_is_not_the_search_s():
    """"if it is searched" holds of the deck the search searched only: "Shuffle your deck" after an encounter search
    is no shuffle of it."""
    _, gaps = _read("<b>Revelation</b> - Search the encounter deck for 1 copy of Swarm of Rats and draw it. Shuffle "
                    "your deck if it is searched.")
    assert gaps
