"""Whether a chaos token effect could change anything. The chaos bag and the reveal resolve the
chaos token effects themselves (``procedures/chaosbag.py``: seal, release; ``procedures/reveal.py``:
reveal-token, reveal-instead, resolve-sealed)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..situation.spec import Effect
from .parameters import selectable

if TYPE_CHECKING:
    from ..core.engine import Engine


def could_use_sealed(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Releasing the tokens sealed on a card, or resolving them instead of a reveal: only if it holds some; a token
    named (``resolve-sealed``'s ``token``) resolves instead while a reveal is still to be made."""
    state = engine.state
    if eff.effect == "resolve-sealed" and eff.token is not None:
        return engine.reveal is not None and not engine.reveal.done
    return any(t in state.cards and bool(state.cards[t].sealed) for t in selectable(engine, eff.to or "self", ctx))
