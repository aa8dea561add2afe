"""An attack whose damage is spread over several enemies instead of its standard damage: "If you succeed, instead of
its standard damage, this attack deals 2 damage to each enemy at the attacked enemy's location (any additional damage
is dealt to the attacked enemy)".

Fight: a successful attack deals 1 damage to the attacked enemy (its standard damage). The card replaces that
consequence (Instead: the standard damage is not dealt; the card's damage is dealt in its place), so the result that
says it modifies the attack's consequence and is applied before it (ST.7, :mod:`.results`). The enemies are picked as
the result resolves; the damage is dealt to them all at once, as the attack's damage (Dealing Damage/Horror:
simultaneous). Damage the attack deals beyond its standard damage — "+1 damage" from a result, a constant modifier
to the damage it deals — is not spread: it is dealt to the attacked enemy, as the card's reminder says ("any
additional damage is dealt to the attacked enemy"; the card reader gives the spread only with that reminder printed,
since without it the rules are silent on where that damage goes).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ..situation.vocabulary import StepKind
from .damage import Deal

if TYPE_CHECKING:
    from ..core.engine import Engine

#: The rules an attack's spread damage cites.
RULES = ("ahlcg/rr/st-7", "ahlcg/rr/fight-action", "ahlcg/rr/instead")


def spread(engine: Engine, label: str, amount: int, enemies: Sequence[str], depth: int) -> bool:
    """The ``attack-damage`` effect with ``to``: the attack being made deals ``amount`` to each of ``enemies`` in place
    of its standard damage, when its damage is dealt. Only a fight's test is an attack, before its damage is dealt."""
    test = engine.test
    if test is None or test.via != "fight" or test.attack_dealt:
        engine.emit(StepKind.NOTE, depth, "No attack's damage is still to be dealt: \u201cinstead of its standard "
                    f"damage, this attack deals {amount} damage to each …\u201d has nothing to replace", RULES, card=label)
        return False
    test.attack_spread.append((label, amount, tuple(enemies)))
    who = ", ".join(enemies) or "no enemy"
    engine.emit(StepKind.STATE, depth, f"{test.who}'s attack against {test.target} deals {amount} damage to each of "
                f"{who} instead of its standard damage ({label})", RULES, card=label)
    return True


def deals(engine: Engine, attacked: str, constant: Sequence[tuple[str, int]], depth: int) -> list[Deal]:
    """The damage the attack deals, spread: each enemy its amount (in the order picked), and the attack's additional
    damage (the test's "+N damage" and the ``constant`` modifiers) to the ``attacked`` enemy; never below zero."""
    test = engine.test
    assert test is not None
    amounts: dict[str, int] = {}
    for _label, amount, enemies in test.attack_spread:
        for enemy in enemies:
            if engine.state.in_game(enemy):
                amounts[enemy] = amounts.get(enemy, 0) + amount
    more = [*test.attack_damage, *constant]
    extra = sum(n for _, n in more)
    if more:
        terms = ", ".join(f"{n:+d} ({label})" for label, n in more)
        engine.emit(StepKind.NOTE, depth, f"The attack's additional damage ({terms}) is dealt to the attacked enemy, "
                    f"{attacked}, not spread", RULES + ("ahlcg/rr/modifiers",), card=attacked)
    if engine.state.in_game(attacked) and (extra or attacked in amounts):
        amounts[attacked] = max(0, amounts.get(attacked, 0) + extra)
    return [Deal(enemy, n) for enemy, n in amounts.items() if n > 0]


def attack_said(engine: Engine, who: str, enemy: str, standard: int) -> Callable[[], str]:
    """The words of a successful attack's result, as they stand when it is applied: its standard damage, or — when a
    result applied before it replaced that damage ("instead of its standard damage, this attack deals …") — what the
    attack deals in its place, so that the trace never announces damage the attack will not deal (Instead)."""
    def said() -> str:
        test = engine.test
        plain = f"{who}'s attack deals {standard} damage to {enemy}"
        if test is None or not (test.attack_instead or test.attack_spread):
            return plain
        parts = [f"{sum(n for _, n in test.attack_instead)} damage to {enemy}"] if test.attack_instead else []
        parts += [f"{n} damage to each of {', '.join(names) or 'no enemy'}" for _, n, names in test.attack_spread]
        by = ", ".join(dict.fromkeys(label for label, *_ in (*test.attack_instead, *test.attack_spread)))
        return f"{who}'s attack deals {' and '.join(parts)} instead of its standard damage ({by})"
    return said
