"""Partner (The Edge of the Earth): an asset of the Expedition Team that an investigator brings into a scenario.

A partner asset cannot leave play unless it is defeated (the keyword table's restriction: discard and other
moves are refused); if its investigator is defeated, it is defeated too; a defeated partner is removed from the
game (its name crossed off in the Campaign Log); if its investigator resigns it leaves play without being
defeated, its damage and horror kept for the Campaign Log.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core import standing
from ..core.state import PLAY
from ..situation.vocabulary import StepKind
from .damage import defeat

if TYPE_CHECKING:
    from ..core.engine import Engine

PARTNER = "ahlcg/glossary/partner"


def partners_of(engine: Engine, who: str) -> list[str]:
    """The partner assets in play under ``who``'s control."""
    return [c.name for c in engine.state.cards.values()
            if c.zone == PLAY and c.controller == who and standing.bears(c, "partner")]


def stays_unless_defeated(engine: Engine, who: str | None, what: str, kind: str) -> str | None:
    card = engine.state.cards.get(what)
    if kind == "leave-play" and card is not None and standing.bears(card, "partner"):
        return f"{what} is a partner asset: it cannot leave play unless it is defeated"
    return None


def falls_with(engine: Engine, depth: int, *, who: str, via: str, **_: Any) -> bool:
    """Its investigator defeated: each partner asset with him or her is defeated too. Resigned: it leaves play
    with the investigator's other cards, not defeated, and keeps its damage and horror for the Campaign Log."""
    partners = partners_of(engine, who)
    if not partners:
        return False
    state = engine.state
    if via == "resign":
        kept = "; ".join(f"{n}: {state.cards[n].damage} damage, {state.cards[n].horror} horror" for n in partners)
        engine.emit(StepKind.NOTE, depth, f"{who} resigns: partner asset {', '.join(partners)} leaves play but is not "
                    f"defeated; its damage and horror are kept for the Campaign Log ({kept})", (PARTNER,), card=who)
        return True
    engine.emit(StepKind.NOTE, depth, f"{who} is defeated: partner asset {', '.join(partners)}, with {who}, is also "
                "defeated", (PARTNER,), card=who)
    defeat(engine, partners, None, depth)
    return True
