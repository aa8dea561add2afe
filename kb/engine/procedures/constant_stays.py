"""A card a constant ability keeps in play: "Sophie cannot leave play", "The Pallid Mask cannot leave play".

"Cannot" is absolute (Cannot): a constant whose ``cannot`` applies to ``leaves-play`` with that card as its ``what``
forbids every way out of play the procedures ask about (``leave-play``: a discard, a return to hand or deck), as the
Permanent keyword does; the card stays, and the trace says which ability kept it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import standing
from ..core.occurrence import Occurrence

if TYPE_CHECKING:
    from ..core.engine import Engine


def kept_in_play(engine: Engine, who: str | None, what: str, kind: str) -> str | None:
    """Why a constant's "cannot leave play" keeps ``what`` in play; None when none does (or this is not leaving)."""
    if kind != "leave-play" or what not in engine.state.cards:
        return None
    ban = engine.forbidden(Occurrence("leaves-play", 0, what=what, source=who))  # who: the card making it leave
    if ban is None:
        return None
    return f"{ban.bearer}: \u201c{ban.ability.text or 'cannot leave play'}\u201d: {what} cannot leave play"


def register() -> None:
    standing.register_restriction("constant-cannot-leave-play", kept_in_play, "ahlcg/rr/cannot")
