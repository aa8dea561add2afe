"""How many cards an investigator's hand counts as when its size is checked (Hand Size; Upkeep phase step 4.5).

The rules count each card in hand once. A constant may say a card counts as several "for the purposes of counting
your hand size" ("each hidden treachery in your hand counts as 3 cards instead of 1"): ``hand-count`` N on the
engine's ``check-hand-size``, its ``source`` the cards in hand that count so, its ``who`` whose hand. Each card in
hand is probed on its own (``engine.modifiers``, so the constant's condition — "While you are at Backstage" — is asked
as the hand is checked); the trace says each card counted otherwise, with the card whose ability says so. Only the
count changes: which cards may be discarded is the 4.5 step's own rule (a hidden card never is).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Occurrence
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/hand-size", "ahlcg/rr/ability/constant-abilities")


def counted_hand(engine: Engine, who: str, depth: int = 0) -> int:
    """The number of cards ``who``'s hand counts as for its hand size: 1 a card, or the ``hand-count`` a constant in
    play gives it (each such card said in the trace)."""
    total = 0
    for card in engine.state.investigators[who].hand:
        probe = Occurrence("check-hand-size", depth, who=who, source=card)
        counting = [ab for ab in engine.modifiers(probe) if ab.ability.hand_count]
        if not counting:
            total += 1
            continue
        ab = counting[0]
        total += ab.ability.hand_count
        engine.emit(StepKind.NOTE, depth, f"{card} counts as {ab.ability.hand_count} cards in {who}'s hand for its "
                    f"hand size: {ab.bearer}: \u201c{ab.ability.text}\u201d", _RULES, card=ab.bearer)
    return total
