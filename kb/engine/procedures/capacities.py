"""What an investigator can hold, as constant abilities change it: the maximum hand size (Hand Size; Upkeep phase
step 4.5: "discard down to 8") and the number of slots of each type (Slots: "Each investigator has a number of
specific slots").

Both are one lookup of the modifiers in play (``engine.modifiers``) on a probe of the engine's own event —
``check-hand-size`` for the investigator whose hand is checked, ``slot-limit`` for the investigator and the slot type
(``what``: ``arcane-slot``) — summing their ``amount-modifier`` ("Your maximum hand size is reduced by 5", "You have 1
additional arcane slot"), never below 0 (Modifiers: a value cannot be reduced below zero). Each modifier applied is
said in the trace with the card it comes from, so that a reader sees why the number is not the printed one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Occurrence
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine
    from ..core.state import AbilityState

#: The maximum hand size the upkeep phase checks (4.5: "discard down to 8").
HAND_SIZE = 8
_RULES = ("ahlcg/rr/ability/constant-abilities", "ahlcg/rr/modifiers")


def _modifiers(engine: Engine, probe: Occurrence) -> list[AbilityState]:
    return [ab for ab in engine.modifiers(probe) if ab.ability.amount_modifier]


def _say(engine: Engine, depth: int, who: str, what: str, base: int, mods: list[AbilityState], rule: str) -> int:
    """The modified number, each modifier said with its card; ``base`` when none applies."""
    total = max(0, base + sum(ab.ability.amount_modifier for ab in mods))
    for ab in mods:
        n = ab.ability.amount_modifier
        engine.emit(StepKind.NOTE, depth, f"{who}'s {what} {'+' if n > 0 else '-'}{abs(n)} ({base} \u2192 {total}): "
                    f"{ab.bearer}: \u201c{ab.ability.text}\u201d", (rule,) + _RULES, card=ab.bearer)
    return total


def maximum_hand_size(engine: Engine, who: str, depth: int = 0) -> int:
    """``who``'s maximum hand size as it is checked: 8 and every modifier to it, each said in the trace."""
    mods = _modifiers(engine, Occurrence("check-hand-size", depth, who=who))
    return _say(engine, depth, who, "maximum hand size", HAND_SIZE, mods, "ahlcg/rr/hand-size")


def slot_limit(engine: Engine, who: str, slot: str) -> int:
    """How many ``slot`` slots ``who`` has: the situation's number (the normal one unless it says) and every
    modifier to it."""
    base = engine.state.investigators[who].slots.get(slot, 0)
    mods = _modifiers(engine, Occurrence("slot-limit", 0, who=who, what=f"{slot}-slot"))
    return max(0, base + sum(ab.ability.amount_modifier for ab in mods))


def say_slot_limits(engine: Engine, who: str, slots: tuple[str, ...], depth: int) -> None:
    """Say, for each slot type among ``slots`` whose number a constant ability changes, the number ``who`` has."""
    for slot in dict.fromkeys(slots):
        mods = _modifiers(engine, Occurrence("slot-limit", depth, who=who, what=f"{slot}-slot"))
        if mods:
            base = engine.state.investigators[who].slots.get(slot, 0)
            _say(engine, depth, who, f"{slot} slots", base, mods, "ahlcg/rr/slots")
