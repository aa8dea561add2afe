"""Undoing an action (Time Warp, as errata'd in FAQ v1.4; FAQ: "How does Time Warp interact with cards
being returned to decks?").

"Undo that action (return the game state to exactly the way it was before that action was performed,
except for the playing of Time Warp and its costs)." The engine keeps the game state as it was before
each action (only when the situation has an ``undo-action`` effect: copying costs time), and the
effect puts it back in place: cards drawn return to the top of the deck in their order, tokens and
actions return, limits are as they were. The card that undoes stays played and its costs stay paid —
and when that makes an exact return impossible (the costs were paid with what the action gave), the
effect fails and nothing is undone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.state import State
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

_ERRATUM = "ahlcg/errata/card-time-warp"
_RULING = "ahlcg/faq/q-how-does-time-warp-interact-with-cards-being"


def _restore(state: State, before: State, keep: str) -> None:
    """Put ``before`` back into ``state`` in place (the objects others hold stay valid), except ``keep``."""
    for table, old in ((state.investigators, before.investigators), (state.locations, before.locations),
                       (state.cards, before.cards)):
        for name in [n for n in table if n not in old and n != keep]:
            del table[name]  # came into being during the action (a location put into play by explore)
        for name, record in old.items():
            if name == keep:
                continue
            if name in table:
                table[name].__dict__.update(record.__dict__)
            else:
                table[name] = record  # a card that became something else (an explored location) comes back
    for attr, value in before.__dict__.items():
        if attr not in ("investigators", "locations", "cards"):
            setattr(state, attr, value)
    for inv in state.investigators.values():
        for pile in (inv.hand, inv.deck, inv.discard):
            if keep in pile:
                pile.remove(keep)


_FIELDS = ("location", "actions", "resources", "clues", "damage", "horror")


def _view(state: State) -> dict[str, tuple]:
    """The parts of the state the trace reports on, by name."""
    view: dict[str, tuple] = {n: tuple(getattr(i, f) for f in _FIELDS) + (list(i.hand), list(i.deck))
                              for n, i in state.investigators.items()}
    view.update({n: (c.zone, c.damage, c.exhausted, c.engaged) for n, c in state.cards.items()})
    view.update({n: (loc.clues,) for n, loc in state.locations.items()})
    return view


def _changes(now: dict[str, tuple], state: State) -> list[str]:
    """What the undo changed, for the trace: ``now`` is the view before it, ``state`` the state after."""
    out = []
    returned: set[str] = set()
    for name, inv in state.investigators.items():
        parts = [f"{field} {was} \u2192 {getattr(inv, field)}"
                 for field, was in zip(_FIELDS, now[name]) if was != getattr(inv, field)]
        back = [c for c in now[name][-2] if c not in inv.hand and c in inv.deck]
        returned.update(back)
        if back:
            parts.append(f"{', '.join(back)} back on top of the deck")
        if parts:
            out.append(f"{name}: " + "; ".join(parts))
    for name, card in state.cards.items():
        if name not in returned and now.get(name) != (card.zone, card.damage, card.exhausted, card.engaged):
            out.append(f"{name}: back as it was ({card.zone}" + (", exhausted" if card.exhausted else "") + ")")
    for name, loc in state.locations.items():
        if name in now and now[name] != (loc.clues,):
            out.append(f"{name}: clues {now[name][0]} \u2192 {loc.clues}")
    gone = [name for name in now if name not in state.investigators and name not in state.cards
            and name not in state.locations]
    if gone:
        out.append(f"{', '.join(gone)}: no longer in play")
    return out


def undo_action(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Return the state to the way it was before the triggering action, except for this card and its costs."""
    occ = ctx.occ
    before = occ.before if occ is not None else None
    if occ is None or occ.event != "perform-action" or not isinstance(before, State):
        engine.emit(StepKind.NOTE, ctx.depth, "No action to undo: it does not resolve", (_ERRATUM,), card=ctx.bearer)
        return False
    state = engine.state
    payer = ctx.you
    if payer is not None and before.investigators[payer].resources - ctx.paid_resources < 0:
        engine.emit(StepKind.NOTE, ctx.depth, f"The game state cannot be returned to exactly the way it was before "
                    f"{occ.text}: {payer} had {before.investigators[payer].resources} resource(s) then, and "
                    f"{ctx.bearer}'s cost ({ctx.paid_resources}) stays paid. The effect fails: nothing is undone",
                    (_RULING, _ERRATUM), card=ctx.bearer)
        return False
    now = _view(state)
    _restore(state, before, ctx.bearer)
    if payer is not None:
        state.investigators[payer].resources -= ctx.paid_resources
    changes = _changes(now, state)
    engine.emit(StepKind.STATE, ctx.depth, f"Undone: {occ.text}. The game state is as it was before the action, except "
                f"for the playing of {ctx.bearer} and its costs" + (": " + "; ".join(changes) if changes else ""),
                (_ERRATUM, _RULING), card=ctx.bearer)
    return True
