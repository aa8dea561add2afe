"""Vengeance X (The Forgotten Age): encounter cards worth vengeance points are stored in the victory display.

As an enemy with Vengeance X is defeated, and as a treachery with Vengeance X completes its resolution, it is
placed in the victory display instead of the discard pile; at the end of the scenario each location with
Vengeance X in play, revealed, with no clues on it, is placed there too. The points themselves have no impact
on the game unless another encounter card refers to them (none of the vocabulary does).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import VICTORY, Card
from ..situation.vocabulary import StepKind
from .discarding import leave_play

if TYPE_CHECKING:
    from ..core.engine import Engine

VENGEANCE = "ahlcg/glossary/vengeance-x"


def defeated_to_victory(engine: Engine, card: Card, depth: int) -> bool:
    """A defeated enemy with Vengeance X leaves play to the victory display (True), not its discard pile."""
    if not card.spec.vengeance:
        return False
    leave_play(engine, card, VICTORY, depth=depth)
    engine.emit(StepKind.STATE, depth, f"{card.name}'s defeat resolves: Vengeance {card.spec.vengeance}: placed in "
                "the victory display instead of the discard pile (it leaves play)",
                (VENGEANCE, "ahlcg/rr/defeat", "ahlcg/rr/leaves-play"), card=card.name)
    return True


def resolved_to_victory(engine: Engine, card: Card, depth: int) -> bool:
    """A treachery with Vengeance X that completed its resolution goes to the victory display (True)."""
    if not card.spec.vengeance:
        return False
    engine.state.victory_display.append(card.name)
    card.zone = VICTORY
    engine.emit(StepKind.STATE, depth, f"Step 4: {card.name} has completed its resolution: Vengeance "
                f"{card.spec.vengeance}: placed in the victory display instead of the discard pile", (VENGEANCE,),
                card=card.name)
    return True


def locations_at_the_end(engine: Engine, depth: int) -> None:
    """At the end of the scenario: each location with Vengeance X in play, revealed and with no clues on it."""
    state = engine.state
    placed = [loc.name for loc in state.locations.values()
              if loc.vengeance and loc.revealed and loc.clues == 0 and loc.name not in state.victory_display]
    if not any(loc.vengeance for loc in state.locations.values()):
        return
    state.victory_display.extend(placed)
    engine.emit(StepKind.STATE, depth, "At the end of the scenario, each location with Vengeance X in play, revealed "
                "and with no clues on it is placed in the victory display: " + (", ".join(placed) or "none qualifies"),
                (VENGEANCE,))
