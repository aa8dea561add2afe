"""How a scenario ends (Winning and Losing): the deck that invoked the resolution says whether the players
completed the scenario or lost it, and the game mode says what that means.

An act's resolution point completes the scenario; an agenda's is a loss. A scenario that ends with no resolution
reached (every investigator eliminated, or resigned) follows the guide's "no resolution was reached". In campaign
play (the default, ``mode: campaign``) the players go on to the next scenario whatever the outcome; in a standalone
scenario (``mode: standalone``) they win if they complete a resolution on an act card, and any other resolution is a
loss. The outcome is the trace's ``final_state.outcome``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..situation.vocabulary import CardType, StepKind
from .victory import locations_at_the_end

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULE = "ahlcg/rr/winning-and-losing"
STANDALONE = "standalone"


def scenario_ends(engine: Engine, by: str | None, point: str | None, depth: int) -> None:
    """Say how the scenario ended: by the resolution ``point`` a card (``by``: the act or agenda advancing, or another
    card's "(→R#)") reached, or with none reached (``by`` None)."""
    state = engine.state
    state.scenario_over = True
    standalone = engine.situation.mode == STANDALONE
    kind = state.cards[by].type if by in state.cards else None
    if kind is CardType.ACT:
        state.outcome = "won" if standalone else "completed"
        said = (f"the act deck invoked resolution {point}: the players have completed the scenario"
                + (" and, in a standalone scenario, win it" if standalone else ""))
    elif kind is CardType.AGENDA:
        state.outcome = "lost"
        said = (f"the agenda deck invoked resolution {point}: the players have lost the scenario"
                + (" (in a standalone scenario, any resolution not on an act card is a loss)" if standalone else ""))
    elif by is not None:
        state.outcome = "lost" if standalone else "resolution"
        said = (f"{by} invoked resolution {point}" + (": in a standalone scenario, any resolution not on an act card "
                                                     "is a loss" if standalone else ""))
    else:
        state.outcome = "lost" if standalone else "no resolution"
        said = ("the scenario ends with no resolution reached: the guide's \u201cno resolution was reached\u201d is "
                "followed" + (" (in a standalone scenario, a loss)" if standalone else ""))
    engine.emit(StepKind.FRAMEWORK, depth, f"Winning and losing: {said}", (_RULE,))
    if state.player_order():  # the game ends, once, for every investigator still playing ("When the game ends")
        engine.resolve([engine.occurrence("game-ends", depth, text="the game ends")], None)
    locations_at_the_end(engine, depth)
    if not standalone:
        engine.emit(StepKind.NOTE, depth, "Campaign play: the players proceed to the next scenario in the campaign "
                    "regardless of the outcome" + (" (a loss has its consequences in the resolution)"
                                                   if state.outcome == "lost" else ""), (_RULE,))
