"""Victory X and Vengeance X: encounter cards worth points are stored in the victory display.

"An encounter card worth victory points that is overcome by the investigators is stored in the victory display"
(Victory Display, Victory Points) and "Like Victory X, when an encounter card with Vengeance X is overcome … it is
stored in the victory display" (Vengeance X): as such an enemy is defeated, and as such a treachery completes its
resolution, it is placed in the victory display instead of the discard pile; at the end of the scenario each such
location in play, revealed, with no clues on it, is placed there too. The two keywords share these steps; the
points themselves are scoring (a resolution's experience is stated) and vengeance points have no impact on the
game unless another encounter card refers to them (none of the vocabulary does).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import VICTORY, Card, Location
from ..situation.spec import CardSpec
from ..situation.vocabulary import StepKind
from .discarding import leave_play

if TYPE_CHECKING:
    from ..core.engine import Engine

VENGEANCE = "ahlcg/glossary/vengeance-x"
VICTORY_POINTS = "ahlcg/rr/victory-display-victory-points"


def worth(spec: CardSpec | Location) -> str:
    """What makes a card or location go to the victory display ("Victory 1", "Vengeance 2", both joined), or ""."""
    return ", ".join(f"{label} {x}" for label, x in (("Victory", spec.victory), ("Vengeance", spec.vengeance)) if x)


def _rules(spec: CardSpec | Location) -> tuple[str, ...]:
    """The rule entries that place it there: Victory Display for Victory X, the glossary's Vengeance X."""
    return tuple(r for r, x in ((VICTORY_POINTS, spec.victory), (VENGEANCE, spec.vengeance)) if x)


def defeated_to_victory(engine: Engine, card: Card, depth: int) -> bool:
    """A defeated enemy with Victory X or Vengeance X leaves play to the victory display (True), not its discard
    pile."""
    said = worth(card.spec)
    if not said:
        return False
    leave_play(engine, card, VICTORY, depth=depth)
    engine.emit(StepKind.STATE, depth, f"{card.name}'s defeat resolves: {said}: placed in "
                "the victory display instead of the discard pile (it leaves play)",
                _rules(card.spec) + ("ahlcg/rr/defeat", "ahlcg/rr/leaves-play"), card=card.name)
    _added(engine, card, depth)
    return True


def resolved_to_victory(engine: Engine, card: Card, depth: int) -> bool:
    """A treachery with Victory X or Vengeance X that completed its resolution goes to the victory display (True)."""
    said = worth(card.spec)
    if not said:
        return False
    engine.state.victory_display.append(card.name)
    card.zone = VICTORY
    engine.emit(StepKind.STATE, depth, f"Step 4: {card.name} has completed its resolution: {said}: placed in the "
                "victory display instead of the discard pile", _rules(card.spec), card=card.name)
    _added(engine, card, depth)
    return True


def _added(engine: Engine, card: Card, depth: int) -> None:
    """The card has been added to the victory display: a triggering condition of its own ("After Royal Emissary
    is added to the victory display")."""
    engine.resolve([engine.occurrence("added-to-victory-display", depth, what=card.name,
                                      text=f"{card.name} is added to the victory display")], None)


def locations_at_the_end(engine: Engine, depth: int) -> None:
    """At the end of the scenario: each location with Victory X or Vengeance X in play, revealed and with no clues
    on it (one with clues left, or unrevealed, stays out)."""
    state = engine.state
    for label, rule, points in (("Victory X", VICTORY_POINTS, lambda loc: loc.victory),
                                ("Vengeance X", VENGEANCE, lambda loc: loc.vengeance)):
        if not any(points(loc) for loc in state.locations.values()):
            continue
        placed = [loc.name for loc in state.locations.values()
                  if points(loc) and loc.revealed and loc.clues == 0 and loc.name not in state.victory_display]
        state.victory_display.extend(placed)
        engine.emit(StepKind.STATE, depth, f"At the end of the scenario, each location with {label} in play, "
                    "revealed and with no clues on it is placed in the victory display: "
                    + (", ".join(placed) or "none qualifies"), (rule,))
