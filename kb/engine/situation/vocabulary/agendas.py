"""Selectors of the agendas in play: every agenda, as a group (Act Deck and Agenda Deck).

A scenario may play with several agenda decks, each with its current agenda ("place 1 doom on each agenda", "the
agenda with the most doom": ``most-doom:each-agenda``, ranked by :mod:`.ranked`). ``each-agenda`` picks every agenda
card in play, in the order the situation lists them; with one agenda deck it is that deck's current agenda.
"""

from __future__ import annotations

#: The selector of every agenda in play.
EACH_AGENDA = "each-agenda"

#: The agenda selectors, as ``TARGET_SELECTORS`` documents them.
AGENDA_SELECTORS: dict[str, str] = {
    EACH_AGENDA: "each agenda in play (\u201ceach agenda\u201d; with one agenda deck, its current agenda)",
}
