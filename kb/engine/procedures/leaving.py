"""A card leaves play once: an effect that sends it elsewhere while it is leaving changes where it goes.

Leaves Play: "The phrase 'leaves play' refers to any time a card makes a transition from an in-play state to an
out-of-play state" — one transition, so one ``leaves-play`` triggering condition. An ability in that occurrence's
'when' window may send the card somewhere else ("When Harold Walsted leaves play, remove him from the game"): the
card is still in play, but it is already leaving; the effect does not make it leave play a second time (which would
open a new 'when' window, trigger that ability again, and so on without end), it changes where it goes. The engine
keeps, for each card whose leaving is being resolved, the body that will take it out of play; a later effect on that
card replaces the body with its own (the last one wins, as the later effect resolves after the earlier one), and the
leaving resolves once, to the last destination given.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..core.occurrence import Occurrence
from ..core.state import Card
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

#: What takes the card out of play, once its 'when' window has closed.
Body = Callable[[list[Occurrence]], None]

RULES = ("ahlcg/rr/leaves-play", "ahlcg/rr/in-play-and-out-of-play")


def redirected(engine: Engine, card: Card, body: Body, depth: int, goes: str) -> bool:
    """Whether ``card`` is already leaving play: then ``body`` (the new destination, ``goes`` in words) replaces the
    one its leaving will run, said in the trace, and no new leaving begins."""
    if card.name not in engine.leaving:
        return False
    engine.leaving[card.name] = body
    engine.emit(StepKind.STATE, depth, f"{card.name} is already leaving play: as it leaves, it {goes} instead; this "
                "changes where it goes, it is not a second leaving (no new 'leaves play' triggering condition)",
                RULES, card=card.name)
    return True


def leave_once(engine: Engine, leaver: Card, occ: Occurrence, body: Body, **resolve: object) -> list[Occurrence]:
    """Resolve ``leaver``'s ``leaves-play`` occurrence ``occ`` (``engine.resolve`` with ``resolve``'s keywords), with
    ``body`` taking it out of play unless an effect in its 'when' window sent it elsewhere (:func:`redirected`)."""
    engine.leaving[leaver.name] = body

    def run(occs: list[Occurrence]) -> None:
        chosen = engine.leaving.pop(leaver.name, body)
        chosen(occs)

    try:
        return engine.resolve([occ], run, **resolve)  # type: ignore[arg-type]
    finally:
        engine.leaving.pop(leaver.name, None)
