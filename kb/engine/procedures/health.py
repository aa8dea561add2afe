"""An investigator's, asset's or enemy's health and sanity as the game reads them: the printed value plus
the constant abilities that modify it ("You get -1 sanity", "Each Ghoul enemy gets +1 health").

"An investigator or card is defeated when it has damage equal to or greater than its health" (Health and
Damage; likewise horror and sanity), and a modifier changes the value wherever it is read (Modifiers):
the defeat check, an asset's room for assigned damage, an enemy's remaining health. A modifier is a
constant ability whose ``applies-to`` names, as the ``what`` of ``damage-dealt`` (health) or
``horror-dealt`` (sanity), the card or investigator whose value it changes. A value modified below zero
is zero (Modifiers).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.counted import modifier_amount
from ..core.occurrence import Occurrence

if TYPE_CHECKING:
    from ..core.engine import Engine

#: The field damage or horror is counted in → the event whose ``what`` names the value's holder.
_EVENTS = {"damage": "damage-dealt", "horror": "horror-dealt"}
_MINUS = "\u2212"


def limit(engine: Engine, name: str | None, field: str) -> int | None:
    """The health (``field`` 'damage') or sanity ('horror') of ``name``, modified; None when it has none."""
    state = engine.state
    holder = state.investigators.get(name or "") or state.cards.get(name or "")
    if holder is None:
        return None
    printed = holder.health if field == "damage" else holder.sanity
    if printed is None:
        return None
    return max(0, printed + modifier(engine, name or "", field))


def modifier(engine: Engine, name: str, field: str) -> int:
    """The sum of the constant modifiers to ``name``'s health or sanity now in play."""
    return sum(n for _, n in modifiers(engine, name, field))


def modifiers(engine: Engine, name: str, field: str) -> list[tuple[str, int]]:
    """The constant modifiers to ``name``'s health or sanity now in play: the card bearing each, and its amount."""
    state = engine.state
    who = name if name in state.investigators else state.controller_of(name)
    probe = Occurrence(_EVENTS[field], 0, who=who, what=name)
    key = "health_modifier" if field == "damage" else "sanity_modifier"
    return [(ab.bearer, modifier_amount(state, ab, key, who)) for ab in engine.modifiers(probe)
            if getattr(ab.ability, key)]


def described(engine: Engine, name: str, field: str) -> str | None:
    """The health or sanity of ``name`` in words, saying why it is what it is when a modifier changes it:
    "sanity 4 (5 −1 Dreams of R'lyeh)"; None when it has none."""
    value = limit(engine, name, field)
    if value is None:
        return None
    word = "health" if field == "damage" else "sanity"
    changes = modifiers(engine, name, field)
    if not changes:
        return f"{word} {value}"
    holder = engine.state.investigators.get(name) or engine.state.cards.get(name)
    printed = holder.health if field == "damage" else holder.sanity  # type: ignore[union-attr]
    terms = " ".join(f"{'+' if n > 0 else _MINUS}{abs(n)} {by}" for by, n in changes)
    floor = ", at least 0" if value == 0 and printed + sum(n for _, n in changes) < 0 else ""
    return f"{word} {value} ({printed} {terms}{floor})"
