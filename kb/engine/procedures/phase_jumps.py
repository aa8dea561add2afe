"""Skipping and repeating a phase ("Skip this phase", "Repeat that phase": The Gold Pocket Watch).

An effect marks the jump (``State.phase_jump``, set by ``effects/phase_jumps.py``); the round's framework
(:mod:`.round`) takes it after the block it was set in and goes on from the block this module names.

The rules say what a phase is (Appendix II: each round is four phases, each begun and ended by its
framework events) but are silent on skipping or repeating one. Where they are silent the Grim Rule resolves it in the
manner most unfavourable to the investigators, and the engine says so in the trace:

- a skipped phase's framework steps between its beginning and its end are not performed, but the phase still ends:
  its ending step resolves ("at the end of the phase" forced abilities, lasting effects "until the end of the phase";
  the upkeep phase's end is also the round's), so no ending is escaped with it;
- a repeated phase is performed again from its beginning, in the same round (the round number does not change, and
  a repeated upkeep phase ends the round again), every framework event of it happening anew. A repeated
  investigation phase is its turns again (2.2: each investigator takes a turn), and a turn is up to three actions
  (Action): each investigator's turn is new, its actions counted as a turn's are (as 4.2 resets them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..situation.vocabulary import StepKind
from . import actionpool, granted_actions

if TYPE_CHECKING:
    from ..core.engine import Engine

#: Each phase's beginning and ending blocks (Appendix II).
PHASE_BLOCKS = {"mythos": ("1.1", "1.5"), "investigation": ("2.1", "2.3"), "enemy": ("3.1", "3.4"),
                "upkeep": ("4.1", "4.6")}
RULES = ("ahlcg/rr/appendix-ii", "ahlcg/rr/grim-rule")


def mark(engine: Engine, jump: str, phase: str | None, depth: int, card: str | None) -> bool:
    """Mark ``phase`` to be skipped or repeated (``jump``); False, saying why, when no phase is under way."""
    if phase not in PHASE_BLOCKS:
        engine.emit(StepKind.NOTE, depth, f"No phase to {jump}: the game is in no phase now", RULES, card=card)
        return False
    engine.state.phase_jump = (jump, phase)
    what = ("its framework steps up to its end are not performed, but it still ends (the rules are silent on skipping "
            "a phase; under the Grim Rule, the reading most unfavourable to the investigators, no ending of it is "
            "escaped)" if jump == "skip" else
            "it is performed again from its beginning, in the same round (the rules are silent on repeating a phase; "
            "the Grim Rule: each of its framework events happens anew, the round number unchanged)")
    engine.emit(StepKind.STATE, depth, f"The {phase} phase is {'skipped' if jump == 'skip' else 'to be repeated'}: "
                f"{what}", RULES, card=card)
    return True


def taken(engine: Engine) -> tuple[str, str] | None:
    """The jump marked during the block just performed, now taken (cleared)."""
    jump, engine.state.phase_jump = engine.state.phase_jump, None
    return jump


def next_block(engine: Engine, jump: tuple[str, str], blocks: list[str]) -> int:
    """The index in ``blocks`` of the block to go on from after ``jump``, said in the trace."""
    kind, phase = jump
    begin, end = PHASE_BLOCKS[phase]
    target = end if kind == "skip" else begin
    engine.emit(StepKind.FRAMEWORK, 0, f"The {phase} phase is {'skipped' if kind == 'skip' else 'repeated'}: the "
                f"framework goes on from {target}" + (" (its end)" if kind == "skip" else " (its beginning)"), RULES)
    if kind == "repeat" and phase == "investigation":
        _new_turns(engine)
    return blocks.index(target)


def _new_turns(engine: Engine) -> None:
    """A repeated investigation phase: each investigator takes a turn again (2.2), each turn with its actions (Action:
    up to three, and those cards give), none taken yet."""
    state = engine.state
    for who in state.player_order():
        inv = state.investigators[who]
        before = actionpool.refresh(inv)
        engine.emit(StepKind.STATE, 0, f"{who} takes a turn again in the repeated investigation phase: actions "
                    f"{before} \u2192 {inv.actions}", ("ahlcg/rr/2-2", "ahlcg/rr/action"), card=who)
        granted_actions.reset(engine, who)
    state.turns_taken = []
