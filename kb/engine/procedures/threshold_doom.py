"""The doom counted against an agenda's doom threshold, as a constant ability changes the count (Doom).

The rules count the doom "on the current agenda" and "doom on cards other than the agenda (such as enemies, allies,
locations, etc.)" towards the amount of doom in play; the threshold check (step 1.3, or an effect that can advance the
agenda) compares that total with the threshold. A constant may change how the check counts it: "When checking the
doom threshold, doom on cards other than this agenda subtract from the total doom in play instead of adding to it" is
``other-doom-subtracts`` on the engine's ``check-doom-threshold`` (its ``what``: the agenda checked). Only the
threshold check is changed: "the amount of doom in play" that other card text counts is the rules' sum (``State``).

One lookup of the modifiers in play on a probe of the check (``engine.modifiers``), so an agenda's "While you have
more Conviction than Doubt" is asked each time the threshold is checked; the trace says which card changed the count.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Occurrence
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine
    from ..core.state import Card, Location

_RULES = ("ahlcg/rr/doom", "ahlcg/rr/ability/constant-abilities")


def threshold_total(engine: Engine, agenda: str, holders: list[Card | Location], depth: int, *,
                    say: bool = True) -> int:
    """The doom on ``holders`` as ``agenda``'s threshold check counts it: each holder's doom added (Doom), unless a
    constant makes the doom on cards other than ``agenda`` subtract instead — said in the trace with its card when
    ``say``."""
    own = sum(h.doom for h in holders if h.name == agenda)
    others = sum(h.doom for h in holders if h.name != agenda)
    changing = [ab for ab in engine.modifiers(Occurrence("check-doom-threshold", depth, what=agenda))
                if ab.ability.other_doom_subtracts]
    if not changing:
        return own + others
    if say:
        ab = changing[0]
        engine.emit(StepKind.NOTE, depth, f"Doom on cards other than {agenda} ({others}) subtracts from the total "
                    f"instead of adding to it: {own} - {others} = {own - others}: {ab.bearer}: "
                    f"\u201c{ab.ability.text}\u201d", _RULES, card=ab.bearer)
    return own - others
