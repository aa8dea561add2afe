"""A card placed underneath the act deck or the agenda deck: one occurrence, which a 'would' ability may replace.

Act Deck and Agenda Deck; In Play and Out of Play: a card placed beneath one of those decks is out of play there,
whether it came from play (it leaves play on the way) or from an out-of-play area ("randomly choose an enemy from
among the set-aside Monster enemies and place it beneath the act deck"). The placing is the ``placed-beneath``
triggering condition (``who``: the investigator resolving the effect, ``what``: the card, ``via``: the deck), so that
"When you would place an enemy beneath the act deck: Shuffle that enemy into the encounter deck, instead" (His Domain)
replaces it: Instead — the card is not placed there, the replacement resolves in its place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..core.occurrence import Context
from ..core.state import Card
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

#: ``move-card``'s zone beneath a deck → the occurrence's ``via`` (the deck) and the deck in words.
DECK_VIA = {"beneath-act-deck": ("act-deck", "the act deck"), "beneath-agenda-deck": ("agenda-deck", "the agenda deck")}
RULES = ("ahlcg/rr/act-deck-and-agenda-deck", "ahlcg/rr/in-play-and-out-of-play")


def place_beneath(engine: Engine, card: Card, zone: str, ctx: Context, place: Callable[[], bool]) -> bool:
    """Place ``card`` beneath the deck ``zone`` names through its ``placed-beneath`` occurrence (``place`` does it
    once the 'would' and 'when' windows have passed, and says whether it did); whether it was placed (False when a
    'would' ability replaced it, or it did not happen)."""
    via, deck = DECK_VIA[zone]
    occ = engine.occurrence("placed-beneath", ctx.depth, who=ctx.you, what=card.name, source=ctx.bearer, via=via,
                            text=f"{card.name} is placed beneath {deck}")
    done: list[bool] = []
    engine.resolve([occ], lambda _: done.append(place()), announce=f"{ctx.bearer}: {card.name} is placed beneath "
                   f"{deck}, out of play", rules=RULES, card=card.name, kind=StepKind.EVENT)
    return bool(done) and done[0]
