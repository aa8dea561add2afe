"""Selectors of the agendas in play: every agenda, as a group, or the current agenda of one deck (Act Deck and Agenda
Deck).

A scenario may play with several agenda decks, each with its current agenda ("place 1 doom on each agenda", "the
agenda with the most doom": ``most-doom:each-agenda``, ranked by :mod:`.ranked`). ``each-agenda`` picks every agenda
card in play, in the order the situation lists them; with one agenda deck it is that deck's current agenda.

The decks are told apart by the letter of their cards' front sides ("the current "c" agenda": agendas 1c, 2c, …, the
"a" deck agendas 1a, 2a, …): ``agenda-deck:c`` is the agenda in play whose printed number ends in "c" — as a target,
that deck's current agenda; as a trigger's filter ("After 1 or more doom is placed on the "a" agenda deck"), an agenda
of that deck (doom is placed on a deck's current agenda, the card of it in play).
"""

from __future__ import annotations

import re

#: The selector of every agenda in play.
EACH_AGENDA = "each-agenda"

#: One agenda in play, the player's choice ("one agenda deck"), and the agenda in play other than the one a ``choose``
#: of the same ability chose ("… to the other").
AN_AGENDA, OTHER_AGENDA = "an-agenda", "the-other-agenda"

#: A cost's ``agenda-deck`` placing its doom on each agenda in play ("Place 1 doom on each agenda in play:").
EACH_DECK = "each"

#: How the selector of one agenda deck begins: ``agenda-deck:`` and the letter of its cards' front sides.
AGENDA_DECK = "agenda-deck:"

#: The agenda selectors, as ``TARGET_SELECTORS`` documents them.
AGENDA_SELECTORS: dict[str, str] = {
    EACH_AGENDA: "each agenda in play (\u201ceach agenda\u201d; with one agenda deck, its current agenda)",
    AN_AGENDA: "one agenda in play, of however many agenda decks (a `target` choice: \u201cfrom one agenda deck\u201d)",
    OTHER_AGENDA: "each agenda in play other than the one `chosen` (\u201cMove 1 doom from one agenda deck to the "
                  "other\u201d: the agenda chosen, then the other)",
    f"{AGENDA_DECK}<letter>": "the current agenda of one agenda deck: the agenda in play whose printed number ends in "
                              "the letter (\u201cthe current \"c\" agenda\u201d: agenda-deck:c); as a trigger's filter, "
                              "an agenda of that deck",
}

_DECK = re.compile(r"agenda-deck:(?P<letter>[a-z])")
#: An agenda's printed number and side: "2c" is agenda 2 of the "c" deck.
_NUMBER = re.compile(r"\d+\s*(?P<letter>[a-z])", re.I)


def agenda_deck_of(selector: str) -> str | None:
    """The letter of the agenda deck ``selector`` names ("agenda-deck:c" → "c"), else None."""
    m = _DECK.fullmatch(selector)
    return m.group("letter") if m else None


def cost_agendas(agendas_in_play: list[str], letters: dict[str, str | None], deck: str | None) -> list[str]:
    """The agendas a cost's doom goes on: each in play (``each``), one deck's (its letter, ``letters`` the deck of each
    agenda in play), or the current agenda, the first in play (None)."""
    if deck == EACH_DECK:
        return list(agendas_in_play)
    if deck is not None:
        return [a for a in agendas_in_play if letters.get(a) == deck][:1]
    return agendas_in_play[:1]


def deck_letter(number: str | None) -> str | None:
    """The agenda deck a card of printed ``number`` belongs to: the letter of its side ("1c" → "c"), else None."""
    m = _NUMBER.fullmatch(number.strip()) if number else None
    return m.group("letter").lower() if m else None
