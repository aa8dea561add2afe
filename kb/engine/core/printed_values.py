"""The damage or horror value of one enemy, counted by an effect ("heals horror equal to that enemy's horror value").

An enemy's damage and horror values are what its attacks deal (Enemy Attacks: "deals damage and horror equal to its
damage and horror values"). An enemy out of play — defeated, in its discard pile or the victory display — has only its
printed values: no constant ability of a card in play modifies it (In Play and Out of Play). An enemy in play may have
its values modified by constants whose ``applies-to`` is an attack it makes (:mod:`..procedures.attack_values`), which
this layer cannot read outside an attack: such a count is refused (nothing to count), never given its printed value.
"""

from __future__ import annotations

from .state import PLAY, State

#: A composed count of an enemy's attack value → the field of its card spec the value is printed in.
ATTACK_VALUES_OF = {"damage-of": "attack_damage", "horror-of": "attack_horror"}


def attack_value_of(state: State, kind: str, name: str) -> tuple[int, str] | None:
    """The printed damage or horror value (``kind``) of the enemy ``name`` out of play, and how to say it; None for
    a card that is not one, or one in play (its modified value is its attacks')."""
    card = state.cards.get(name)
    if card is None or card.zone == PLAY or state.kind_of(name) != "enemy":
        return None
    n = int(getattr(card.spec, ATTACK_VALUES_OF[kind]) or 0)
    word = kind.removesuffix("-of")
    return n, f"{n} ({name}'s printed {word} value, out of play)"
