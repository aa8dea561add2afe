"""Discarding a card in play: it is placed on its owner's discard pile (an encounter card on the
encounter discard pile) and leaves play, with the consequences of leaving play (tokens sealed on it
are released: Seal). One procedure for the ``discard`` effect and for a cost that discards the card
("Discard Beat Cop:"), so both raise the same ``leaves-play`` triggering condition.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Occurrence
from ..core.state import DISCARD, ENCOUNTER_DISCARD, Card
from ..situation.vocabulary import StepKind
from .damage import leave_play, left_to

if TYPE_CHECKING:
    from ..core.engine import Engine


def discard_from_play(engine: Engine, card: Card, depth: int, *, announce: str,
                      rules: tuple[str, ...] = ("ahlcg/rr/discard-piles",)) -> bool:
    """Discard ``card`` (in play) through its ``leaves-play`` triggering condition; whether it resolved."""
    occ = engine.occurrence("leaves-play", depth, what=card.name, text=f"{card.name} leaves play")
    encounter = card.owner not in engine.state.investigators

    def body(_: list[Occurrence]) -> None:
        went = leave_play(engine, card, ENCOUNTER_DISCARD if encounter else DISCARD, depth=depth)
        pile = "the encounter discard pile" if encounter else f"{card.owner}'s discard pile"
        where = left_to(went, f"placed on {pile}")  # an eliminated owner's card is removed from the game
        engine.emit(StepKind.STATE, depth, f"{card.name} is discarded: {where} (it leaves play)",
                    ("ahlcg/rr/discard-piles", "ahlcg/rr/leaves-play")
                    + (("ahlcg/rr/elimination",) if went != DISCARD and not encounter else ()), card=card.name)

    return bool(engine.resolve([occ], body, announce=announce, rules=rules, card=card.name, kind=StepKind.EVENT))
