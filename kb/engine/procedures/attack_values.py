"""The damage and horror an enemy's attack deals: its printed values with the constant modifiers to them.

"An enemy attack deals damage and horror equal to its damage and horror values" (Enemy Attacks, step 3.3; Enemy
Cards), and "a modifier … changes the value wherever it is read" (Modifiers): a constant ability whose ``applies-to``
is the ``enemy-attack`` being made ("The Rougarou gets +1 damage and +1 horror": ``source`` the attacking enemy;
"Each Possessed enemy at this location gets +1 horror value") adds its ``attack-damage-modifier`` and
``attack-horror-modifier`` (each once for each of its ``for-each`` count, when it has one). A value modified below zero is zero (Modifiers).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.counted import modifier_amount
from ..core.occurrence import Occurrence
from ..core.triggers import attacking_enemy
from ..situation.vocabulary import ATTACK_VALUE_COUNTS, composed_count

if TYPE_CHECKING:
    from ..core.engine import Engine

_MINUS = "\u2212"


def attack_values(engine: Engine, enemy: str, occ: Occurrence) -> tuple[int, int, str]:
    """The damage and horror of ``enemy``'s attack ``occ``, modified, and why they differ from the printed values
    (empty when no modifier applies): "+1 damage, +1 horror Insatiable Bloodlust"."""
    spec = engine.state.cards[enemy].spec
    damage, horror = spec.attack_damage, spec.attack_horror
    terms = []
    for ab in engine.modifiers(occ):
        more_damage, more_horror = (modifier_amount(engine.state, ab, key, occ.who)
                                    for key in ("attack_damage_modifier", "attack_horror_modifier"))
        if not (more_damage or more_horror):
            continue
        damage, horror = damage + more_damage, horror + more_horror
        said = ", ".join(f"{'+' if n > 0 else _MINUS}{abs(n)} {word}"
                         for n, word in ((more_damage, "damage"), (more_horror, "horror")) if n)
        terms.append(f"{said} {ab.bearer}")
    return max(0, damage), max(0, horror), "; ".join(terms)


def against_values(engine: Engine, occ: Occurrence) -> list[tuple[str, int]]:
    """The constant modifiers to the damage of an investigator's attack ``occ`` (the ``fight`` being made): a constant
    whose ``applies-to`` is that attack ("While Specter of Death is exhausted, it takes 1 less damage from each attack
    made against it": ``{event: fight, what: self}``) adds its ``attack-damage-modifier``, each with its card."""
    return [(ab.bearer, n) for ab in engine.modifiers(occ)
            if (n := modifier_amount(engine.state, ab, "attack_damage_modifier", occ.who))]


def attacker_count(engine: Engine, what: str, occ: Occurrence | None) -> tuple[int, str] | None:
    """A count of the attack the triggering condition is (``attack-damage-of:attacking-enemy``: "deal the attacking
    enemy's damage to itself") — its damage or horror as :func:`attack_values` has it, whether the attack was canceled
    or not (a canceled attack still had its values; Cancel) — and how to say it; None when the occurrence is no enemy's
    attack (nothing to count)."""
    parts = composed_count(what)
    enemy = attacking_enemy(engine.state, occ)
    if parts is None or parts[0] not in ATTACK_VALUE_COUNTS or occ is None or enemy is None:
        return None
    value = ATTACK_VALUE_COUNTS[parts[0]]
    damage, horror, why = attack_values(engine, enemy, occ)
    n = damage if value == "damage" else horror
    return n, f"{n} ({enemy}'s attack's {value}{f': {why}' if why else ''})"
