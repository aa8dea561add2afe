"""Slots: how many assets of a kind an investigator may have in play, and the room a new one makes (Slots;
2024 glossary: Tarot Slots).

"Each asset in an investigator's play area or threat area with a slot symbol is held in a slot of that type";
"Slots limit the number of asset cards the investigator is permitted to have in play simultaneously". The
normal slots are 1 accessory, 1 body, 1 ally, 2 hand, 2 arcane and 1 tarot (``SLOT_TYPES``; the situation's
``slots`` changes them, and so does a constant ability: "You have 1 additional arcane slot", ``capacities.py``). "If an asset has no slot symbols on it, it does not take up any of the above slots."
"If playing or gaining control of an asset would put an investigator above his or her slot limit for that type
of asset, the investigator must choose and discard other assets under his or her control simultaneously with the
new asset entering the slot": a ``discard`` choice (``who``, ``among``) names them; without it the engine
discards the assets of that slot that entered play first, and says so.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..core.state import PLAY, Card
from ..situation.vocabulary import Decision, StepKind
from .capacities import excess, say_slot_limits

if TYPE_CHECKING:
    from ..core.engine import Engine

SLOTS = "ahlcg/rr/slots"
TAROT = "ahlcg/glossary/tarot-slots"


def slot_rules(card: Card) -> tuple[str, ...]:
    """The entries a step about ``card``'s slots cites."""
    return (SLOTS,) + ((TAROT,) if "tarot" in card.spec.slots else ())


def held(engine: Engine, who: str, but: str | None = None) -> list[Card]:
    """The assets in ``who``'s play area that fill slots (other than ``but``), in the order they are listed."""
    return [c for c in engine.state.cards.values() if c.zone == PLAY and c.controller == who and c.spec.slots
            and c.name != but]


def over(engine: Engine, who: str, cards: list[Card]) -> Counter[str]:
    """By slot type, how many slots ``cards`` fill beyond what ``who`` has (``capacities.excess``)."""
    return excess(engine, who, cards)


def make_room(engine: Engine, card: Card, who: str, depth: int = 0) -> tuple[list[Card], str]:
    """The assets ``who`` must discard for ``card`` to enter its slots (none when it fits or fills none), and the
    words of that choice for the trace (the number of a slot type a constant changes is said first)."""
    if not card.spec.slots or who not in engine.state.investigators:
        return [], ""
    others = held(engine, who, but=card.name)
    say_slot_limits(engine, who, card, others + [card], depth)
    excess = over(engine, who, others + [card])
    if not excess:
        return [], ""
    choice = engine.book.take(Decision.DISCARD, who=who)
    named = [c for c in others if choice is not None and c.name in choice.among]
    victims: list[Card] = []
    for other in named + [c for c in others if c not in named]:
        kept = [c for c in others if c not in victims]
        now = over(engine, who, kept + [card])
        if not now:
            break
        if sum(over(engine, who, [c for c in kept if c is not other] + [card]).values()) < sum(now.values()):
            victims.append(other)  # only an asset whose leaving makes room (not one a restricted slot holds anyway)
    slots = ", ".join(f"{n} {s} slot{'s' if n > 1 else ''}" for s, n in excess.items())
    why = f"({choice.path})" if choice is not None and named else "(no choice given; the engine's default: the " \
        "assets of that slot that entered play first)"
    if choice is None or not named:
        engine.report(f"{who}: which asset to discard for {card.name}'s slot was not chosen; the engine discarded "
                      f"{', '.join(c.name for c in victims)}", SLOTS, "ahlcg/faq/1-5")
    return victims, (f"{card.name} would put {who} above the slot limit ({slots} over): {who} chooses to discard "
                     f"{', '.join(c.name for c in victims)}, simultaneously with {card.name} entering the slot {why}")
