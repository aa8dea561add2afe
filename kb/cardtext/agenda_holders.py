"""Agendas as the holders of doom: "each agenda (in play)", "the agenda with the most doom" (Act Deck and Agenda Deck).

A scenario may play with several agenda decks at once, each with its current agenda ("Black Stars Rise": the "a" and
"c" decks). Text that speaks of every agenda in play, or ranks them by their doom, names what is in play whatever the
number of decks: ``each-agenda`` is every agenda in play (with one agenda deck, its current agenda), and a superlative
after it ranks them (``most-doom:each-agenda``: "the agenda with the most doom", one of the tied chosen, as the
superlatives of :mod:`.superlatives` are). One deck named by its letter ("the current "c" agenda", "the "a" agenda
deck") is its current agenda, ``agenda-deck:c``: the agenda in play of that deck. Doom moved "from one agenda deck to
the other" is moved from the agenda chosen (``an-agenda``) to the other (``the-other-agenda``).
"""

from __future__ import annotations

from .agenda_decks import DECK_SELECTOR, deck_letter, deck_selector
from .instruction import Phrase
from .model import NotParsed
from .superlatives import ranked
from .vocabulary import CHOSEN, Context, Effect

#: The selector of every agenda in play; of one of them, the player's choice; of those other than the one chosen.
EACH_AGENDA, AN_AGENDA, OTHER_AGENDA = "each-agenda", "an-agenda", "the-other-agenda"
#: The determiners of a phrase about agendas this module reads ("each agenda", "the agenda with the most doom").
_HEADS = (["each", "agenda"], ["the", "agenda"])


def names_agendas(phrase: Phrase) -> bool:
    """Whether ``phrase`` speaks of the agendas in play as a group, ranks them ("each agenda", "the agenda with …") or
    names one deck by its letter ("the current "c" agenda"); "the current agenda" is the one-deck reading's, left to
    the card reader."""
    return (phrase.words[:2] in _HEADS and phrase.words != ["the", "agenda"]) or deck_letter(phrase.words) is not None


def one_to_the_other(source: Phrase, dest: Phrase) -> bool:
    """Whether tokens move "from one agenda deck to the other": one agenda in play chosen, then the other one."""
    return source.words == ["one", "agenda", "deck"] and dest.words == ["the", "other"]


def moved_between(effect: Effect) -> list[Effect]:
    """``effect`` (a ``move-tokens``) "from one agenda deck to the other": the agenda it leaves is chosen first
    (``an-agenda``), so that "the other" is the agenda in play not chosen (``the-other-agenda``)."""
    return [{"effect": "choose", "to": AN_AGENDA}, {**effect, "from": CHOSEN, "to": OTHER_AGENDA}]


def is_agenda_selector(selector: str) -> bool:
    """Whether ``selector`` picks among the agendas in play (every one, the one a superlative ranks first, or one
    deck's current agenda)."""
    return selector == EACH_AGENDA or selector.endswith(f":{EACH_AGENDA}") or selector.startswith(DECK_SELECTOR)


@ranked
def agendas(phrase: Phrase, ctx: Context) -> str:
    """"each agenda" / "each agenda in play" → ``each-agenda``; with a superlative after it ("the agenda with the most
    doom"), :func:`.superlatives.ranked` reads its "each" form here and ranks what it picks."""
    where = (phrase.where or "").lower()
    if phrase.words == ["each", "agenda"] and where in ("", "play"):
        return EACH_AGENDA
    if (letter := deck_letter(phrase.words)) is not None and not where:  # "the current "c" agenda": that deck's agenda
        return deck_selector(letter)
    raise NotParsed(phrase.text, "unknown target (the engine has no selector for it)")
