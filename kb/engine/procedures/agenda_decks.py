"""Several agenda decks in play at once (Act Deck and Agenda Deck; Doom): which doom counts toward each agenda's
threshold, and which card of an advancing agenda's deck becomes current.

A scenario may play with two agenda decks (the "a" deck, agendas 1a, 2a, …, and the "c" deck, 1c, 2c, …), each with
its current agenda in play. The Rules Reference speaks of *the* current agenda: "The agenda deck advances if the
requisite number of doom is in play (doom on the agenda card as well as doom on any other cards in play)", and is
silent on how two agendas in play count doom. The engine checks each agenda against its own threshold, counting the
doom on that agenda and on every card in play and location that is not an agenda (another agenda's doom is that
agenda's), and says in the trace that the rules are silent, citing the Grim Rule; step 1.2 places its 1 doom on each
agenda (the Grim Rule: the worse outcome). With one agenda in play nothing here applies: the rules' one current
agenda.
"""

from __future__ import annotations

from ..core.state import Card, Location, State
from ..situation.vocabulary import deck_letter

#: Cited where the rules are silent on several agendas in play.
RULES = ("ahlcg/rr/doom", "ahlcg/rr/act-deck-and-agenda-deck", "ahlcg/rr/grim-rule")

#: What the trace says once a threshold is checked with several agendas in play.
SILENT = ("Several agendas are in play (one per agenda deck): the Rules Reference counts the doom in play against "
          "\u201cthe\u201d current agenda and is silent on two; each agenda is checked against its own threshold, counting "
          "the doom on it and on every card and location in play that is not an agenda (Grim Rule: the rules do not "
          "settle it)")

#: Step 1.2 with several agendas in play: where its 1 doom goes.
MYTHOS_DOOM = ("step 1.2 places 1 doom on \u201cthe current agenda\u201d and the rules are silent on several; by the "
               "Grim Rule (the worse for the investigators) 1 doom is placed on each")


def several_agendas(state: State) -> list[str]:
    """The agendas in play when there are more than one (each deck's current agenda), else an empty list."""
    agendas = state.agendas_in_play()
    return agendas if len(agendas) > 1 else []


def doom_toward(state: State, agenda: str) -> tuple[int, list[Card | Location]]:
    """The doom counted toward ``agenda``'s threshold with several agendas in play, and the holders counted: the
    agenda's own doom and that on every card and location in play that is not an agenda."""
    holders = [h for h in state.doom_holders()
               if h.name == agenda or not (isinstance(h, Card) and h.name in state.agendas_in_play())]
    return sum(h.doom for h in holders), holders


def next_of_deck(state: State, advancing: str, deck: list[str]) -> int | None:
    """Where in the agenda deck the next card of ``advancing``'s deck lies: the first card of the same letter ("2c"
    after "1c"), when several agendas are in play or the deck holds cards of several letters; else the top card (0),
    as with one deck (None: the deck is empty, or holds no card of that letter)."""
    if not deck:
        return None
    letter = deck_letter(state.cards[advancing].spec.number)
    letters = {deck_letter(state.cards[name].spec.number) for name in deck}
    if letter is None or (len(letters - {None}) <= 1 and letters <= {letter, None}
                          and not several_agendas(state)):
        return 0
    return next((k for k, name in enumerate(deck) if deck_letter(state.cards[name].spec.number) == letter), None)
