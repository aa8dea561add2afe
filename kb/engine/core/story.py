"""The number an act or agenda is printed with ("Act 2a", "agenda 1c"), and what "the current act is act N" counts.

A situation names its acts and agendas by their titles ("What Have You Done?"), while the cards of a scenario name
them by number ("If it is Act 2 or later", "advance to agenda 2a"): the title never carries the number, so an act or
agenda card gives it in its own optional ``number`` field — its stage and the letter of its front side ("2a"; "1c" for
a second deck's). Read from a name instead, every situation would have to call its acts "Act 2a", losing the title
other cards name them by ("If the Ghoul Priest is defeated"). A card with no number has none: a condition on the
current act's number is then not met, never guessed from the order of the deck (Act Deck and Agenda Deck).
"""

from __future__ import annotations

import re

from ..situation.vocabulary import CardType
from .state import VICTORY, State

#: The keys of ``Context.preset`` while an act's or agenda's reverse is followed: the card advancing, and the card its
#: reverse names as the next ("Advance to Act 3a" on Night at the Museum's back: the next act, not a second advance).
ADVANCING, NEXT = "advancing", "next-of-advancing"
#: A printed number: the stage, then the side's letter ("2a", "3c"; "2" alone names the stage).
NUMBER = re.compile(r"(?P<stage>\d+)(?P<side>[a-z]?)")


def stage(number: str | None) -> int | None:
    """The stage of a printed number ("2a" → 2), None for none."""
    m = NUMBER.fullmatch(number or "")
    return int(m.group("stage")) if m else None


def is_reverse(number: str) -> bool:
    """Whether a number names a card's reverse side: b, d, f … follow a, c, e … ("act 2b": act 2's back)."""
    m = NUMBER.fullmatch(number)
    return bool(m and m.group("side")) and (ord(m.group("side")) - ord("a")) % 2 == 1


def front(number: str) -> str:
    """The front side's number of the card a number names ("2b" → "2a"; "2" stays "2")."""
    m = NUMBER.fullmatch(number)
    if m is None or not is_reverse(number):
        return number
    return m.group("stage") + chr(ord(m.group("side")) - 1)


def same_card(printed: str | None, named: str) -> bool:
    """Whether the card printed ``printed`` ("1a") is the one ``named`` names ("1b": its back; "1": its stage)."""
    if printed is None:
        return False
    wanted = front(named)
    return printed == wanted or (wanted.isdigit() and stage(printed) == int(wanted))


def current_number(state: State, kind: CardType) -> str | None:
    """The current act's (agenda's) holder for a count of its number: its name, None when there is none or it was
    given no number (nothing to count is not act 0)."""
    name = state.current_act() if kind is CardType.ACT else state.current_agenda()
    return name if name is not None and state.cards[name].spec.number else None


def agenda_numbers_in_play(state: State) -> int:
    """How many different agenda numbers (stages) the agendas in play bear — one per agenda deck in play at most
    ("If there are two agendas in play with different agenda numbers": 2 when the "a" deck stands at 2a and the "c"
    deck at 1c). An agenda given no number counts none: its stage is not guessed."""
    return len({n for n in (stage(state.cards[a].spec.number) for a in state.agendas_in_play()) if n is not None})


def current_stage(state: State, name: str) -> int:
    """The stage of the act or agenda ``name`` (one :func:`current_number` gave)."""
    return stage(state.cards[name].spec.number) or 0


def story_cards(state: State, cards: str) -> tuple[int, str]:
    """The ``story-card`` count: 1 when the current act or agenda is one of the cards ``cards`` names by printed
    number ("act-3a|agenda-3a": "If act 3a or agenda 3a is in play"), else 0, and how to say it. Only the current card
    of each deck is in play (Act Deck and Agenda Deck); one given no number is none of them, never guessed."""
    current = {"act": state.current_act(), "agenda": state.current_agenda()}
    for card in cards.split("|"):
        deck, _, number = card.partition("-")
        name = current.get(deck)
        if name is not None and same_card(state.cards[name].spec.number, number):
            return 1, f"1 ({name}, {deck} {state.cards[name].spec.number}, is in play)"
    return 0, f"0 (none of {cards.replace('-', ' ').replace('|', ', ')} is in play)"


def named_next(state: State, current: str, named: str) -> str | None:
    """The card an advance naming ``named`` makes current after ``current``: "" when it names ``current``'s own
    reverse ("Advance to act 1b" while act 1a is current: the act advances, its next the deck's top), the deck's card
    of that number when it names a front side ("advance to agenda 2a"), None otherwise — another card's reverse
    ("advance to act 2b" from act 1) or a number no card of the deck has: not modelled, never the top card instead."""
    card = state.cards[current]
    if is_reverse(named):
        return "" if same_card(card.spec.number, named) else None
    deck = state.agenda_deck if card.type is CardType.AGENDA else state.act_deck
    return next((name for name in deck if same_card(state.cards[name].spec.number, named)), None)


def vengeance_in_victory_display(state: State) -> int:
    """The vengeance points in the victory display: each card or location there worth Vengeance X adds X.
    "Vengeance points in the victory display have no impact upon the game unless specifically referenced by another
    encounter card" (Vengeance X): this is what such a card counts; victory points are not among them."""
    names = set(state.victory_display) | {c.name for c in state.cards.values() if c.zone == VICTORY}
    return sum(card.spec.vengeance if (card := state.cards.get(name)) is not None
               else getattr(state.locations.get(name), "vengeance", 0) for name in names)
