"""Whether a lasting effect may be initiated now: "A lasting effect that expires at the end of a specific time period
can only be initiated during that time period" (Lasting Effects).

A duration that ends with a period names it: "for this skill test" a skill test being made; "until the end of the
turn" (and "the next … this turn") an investigator's turn — the investigation phase with a turn in progress; "until
the end of the investigation (mythos, enemy, upkeep) phase" that phase. Outside it the effect is not initiated: an
ability whose only effect it is cannot be initiated at all (Abilities: "the potential to change the game state"), and
as one aspect among others it does nothing while the rest resolve. "Until the end of the phase" or "the round" is
always within its period (the game is always in a phase of a round); an end that is not a period ("until Mr. Peabody
readies", "for the remainder of the game", "the next card you play") is not this rule's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..situation.vocabulary import PHASE_ENDS, Duration

if TYPE_CHECKING:
    from ..core.engine import Engine

RULE = "ahlcg/rr/lasting-effects"

#: A duration ending with a named phase → that phase.
_PHASES = {duration: phase for phase, duration in PHASE_ENDS.items()}
#: The durations that end with the turn they are made in.
_TURN = frozenset({Duration.UNTIL_END_OF_TURN, Duration.NEXT_SKILL_TEST_THIS_TURN, Duration.NEXT_PLAY_THIS_TURN})


def outside_period(engine: Engine, duration: Duration | None) -> str | None:
    """Why a lasting effect of ``duration`` cannot be initiated now (the period it ends with is not under way), or
    None when it may be."""
    state = engine.state
    if duration == Duration.FOR_THIS_SKILL_TEST and engine.test is None:
        return "no skill test is being made"
    if duration in _TURN and (state.phase != "investigation" or state.turn is None):
        return f"no investigator's turn is under way (the {state.phase} phase)"
    phase = _PHASES.get(duration) if duration is not None else None
    if phase is not None and state.phase != phase:
        return f"it is the {state.phase} phase, not the {phase} phase"
    return None
