"""Revealing a card from a hand: "If X is in your hand at the end of your turn, reveal it and take 2 horror".

A card in a hand is hidden from the other players; revealing it shows it to every player without moving it (Looking
at, searching and finding: revealing is not drawing nor discarding). So the card stays in its holder's hand, and the
trace says who revealed what. A card in play or in a discard pile is public already: there is nothing to reveal, and
the effect does not resolve (as much as possible resolves: Effects).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.targets import pick
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind
from .parameters import selectable, unresolvable

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/glossary/looking-at-searching-and-finding",)
#: The zone whose cards are hidden from the other players.
HAND = "hand"


def reveal_card(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``reveal-card`` effect: each card ``to`` picks that is in a hand is shown to every player and stays there.
    Whether one was."""
    state = engine.state
    found = [c for c in _named(engine, eff, ctx) if c in state.cards]
    if not found:
        return unresolvable(engine, ctx, "card")
    shown = False
    for name in found:
        card = state.cards[name]
        if card.zone != HAND:
            engine.emit(StepKind.NOTE, ctx.depth, f"{name} is not in a hand: it is not hidden, so there is nothing "
                        "to reveal", _RULES + ("ahlcg/rr/effects",), card=ctx.bearer)
            continue
        engine.emit(StepKind.STATE, ctx.depth, f"{card.owner} reveals {name} from their hand: it is shown to every "
                    "player and stays in that hand (revealing moves nothing)", _RULES, card=ctx.bearer)
        shown = True
    return shown


def _named(engine: Engine, eff: Effect, ctx: Context, decide: bool = True) -> list[str]:
    """The cards ``to`` names: the card resolving itself (``self``, wherever it is: a hand is no play area, so the
    selectors of cards in play do not see it), else what the selector picks."""
    if eff.to in (None, "self"):
        return [ctx.bearer] if ctx.bearer is not None else []
    return pick(engine, eff.to, ctx, noun="card") if decide else selectable(engine, eff.to, ctx)


def could_reveal(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    return any(c in state.cards and state.cards[c].zone == HAND for c in _named(engine, eff, ctx, decide=False))
