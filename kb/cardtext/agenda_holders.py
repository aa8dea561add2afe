"""Agendas as the holders of doom: "each agenda (in play)", "the agenda with the most doom" (Act Deck and Agenda Deck).

A scenario may play with several agenda decks at once, each with its current agenda ("Black Stars Rise": the "a" and
"c" decks). Text that speaks of every agenda in play, or ranks them by their doom, names what is in play whatever the
number of decks: ``each-agenda`` is every agenda in play (with one agenda deck, its current agenda), and a superlative
after it ranks them (``most-doom:each-agenda``: "the agenda with the most doom", one of the tied chosen, as the
superlatives of :mod:`.superlatives` are). Text naming one deck by its letter ("the current "a" agenda") stays a gap:
the engine does not tell the decks apart (:mod:`.agenda_decks`).
"""

from __future__ import annotations

from .instruction import Phrase
from .model import NotParsed
from .superlatives import ranked
from .vocabulary import Context

#: The selector of every agenda in play.
EACH_AGENDA = "each-agenda"
#: The determiners of a phrase about agendas this module reads ("each agenda", "the agenda with the most doom").
_HEADS = (["each", "agenda"], ["the", "agenda"])


def names_agendas(phrase: Phrase) -> bool:
    """Whether ``phrase`` speaks of the agendas in play as a group or ranks them ("each agenda", "the agenda with …");
    "the current agenda" is the one-deck reading's, left to the card reader."""
    return phrase.words[:2] in _HEADS and phrase.words != ["the", "agenda"]


def is_agenda_selector(selector: str) -> bool:
    """Whether ``selector`` picks among the agendas in play (every one, or the one a superlative ranks first)."""
    return selector == EACH_AGENDA or selector.endswith(f":{EACH_AGENDA}")


@ranked
def agendas(phrase: Phrase, ctx: Context) -> str:
    """"each agenda" / "each agenda in play" → ``each-agenda``; with a superlative after it ("the agenda with the most
    doom"), :func:`.superlatives.ranked` reads its "each" form here and ranks what it picks."""
    where = (phrase.where or "").lower()
    if phrase.words == ["each", "agenda"] and where in ("", "play"):
        return EACH_AGENDA
    raise NotParsed(phrase.text, "unknown target (the engine has no selector for it)")
