"""What an investigator can hold, as constant abilities change it: the maximum hand size (Hand Size; Upkeep phase
step 4.5: "discard down to 8") and the number of slots of each type (Slots: "Each investigator has a number of
specific slots").

Both are one lookup of the modifiers in play (``engine.modifiers``) on a probe of the engine's own event —
``check-hand-size`` for the investigator whose hand is checked, ``slot-limit`` for the investigator and the slot type
(``what``: ``arcane-slot``) — summing their ``amount-modifier`` ("Your maximum hand size is reduced by 5", "You have 1
additional arcane slot"; with a ``source`` filter, slots that can hold only the assets it names: "which can only be
used to hold a Weapon asset"), never below 0 (Modifiers: a value cannot be reduced below zero). Each modifier applied is
said in the trace with the card it comes from, so that a reader sees why the number is not the printed one.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..core.occurrence import Occurrence
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine
    from ..core.state import AbilityState, Card

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


def _slot_modifiers(engine: Engine, who: str, slot: str, cards: list[Card]) -> tuple[list[AbilityState],
                                                                                   dict[AbilityState, list[Card]]]:
    """The modifiers to ``who``'s ``slot`` slots: those for any asset, and those whose slots can hold only some assets
    (a ``source`` filter: "which can only be used to hold a Weapon asset"), each with the ``cards`` it can hold."""
    probe = Occurrence("slot-limit", 0, who=who, what=f"{slot}-slot")
    general = _modifiers(engine, probe)
    restricted: dict[AbilityState, list[Card]] = {}
    for card in cards:
        for ab in _modifiers(engine, Occurrence("slot-limit", 0, who=who, what=f"{slot}-slot", source=card.name)):
            if ab not in general:
                restricted.setdefault(ab, []).append(card)
    return general, restricted


def slot_limit(engine: Engine, who: str, slot: str) -> int:
    """How many ``slot`` slots ``who`` has for any asset: the situation's number (the normal one unless it says) and
    every modifier to it."""
    base = engine.state.investigators[who].slots.get(slot, 0)
    general, _ = _slot_modifiers(engine, who, slot, [])
    return max(0, base + sum(ab.ability.amount_modifier for ab in general))


def excess(engine: Engine, who: str, cards: list[Card]) -> Counter[str]:
    """By slot type, how many slots ``cards`` fill beyond what ``who`` has. A slot that can hold only some assets
    takes those it can first (each of its slots one slot symbol of a card it can hold), the rest fill the slots for
    any asset."""
    out: Counter[str] = Counter()
    for slot in dict.fromkeys(s for c in cards for s in c.spec.slots):
        units = [c for c in cards for s in c.spec.slots if s == slot]  # one a symbol: a two-handed asset is two
        _, restricted = _slot_modifiers(engine, who, slot, cards)
        for ab, fits in restricted.items():
            for _ in range(max(0, ab.ability.amount_modifier)):
                taken = next((c for c in units if c in fits), None)
                if taken is not None:
                    units.remove(taken)
        over = len(units) - slot_limit(engine, who, slot)
        if over > 0:
            out[slot] = over
    return out


def say_slot_limits(engine: Engine, who: str, card: Card, cards: list[Card], depth: int) -> None:
    """Say, for each slot type ``card`` fills whose number a constant ability changes, the number ``who`` has — for
    any asset, and for the assets a restricted slot can hold (among ``cards``, ``card`` included)."""
    for slot in dict.fromkeys(card.spec.slots):
        general, restricted = _slot_modifiers(engine, who, slot, cards)
        if general:
            base = engine.state.investigators[who].slots.get(slot, 0)
            _say(engine, depth, who, f"{slot} slots", base, general, "ahlcg/rr/slots")
        for ab, fits in restricted.items():
            n = ab.ability.amount_modifier
            engine.emit(StepKind.NOTE, depth, f"{who} has {'+' if n > 0 else '-'}{abs(n)} {slot} slot"
                        f"{'s' if abs(n) > 1 else ''} that can hold only some assets ({', '.join(c.name for c in fits)} "
                        f"can be held there): {ab.bearer}: \u201c{ab.ability.text}\u201d", ("ahlcg/rr/slots",) + _RULES,
                        card=ab.bearer)
