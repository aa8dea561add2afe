"""ST.7's results that "modify existing consequences" rather than being consequences of their own: "this
attack deals +1 damage" changes the damage the attack's own result deals, so the result that says it is
applied before the others (Skill Test Timing, ST.7: "some other card abilities may contribute additional
consequences, or modify existing consequences, at this time")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..core.occurrence import Occurrence
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine


#: Effects that modify a consequence of the test rather than being one (ST.7: "… or modify existing
#: consequences"): a result made only of them is applied before the others.
MODIFYING = frozenset({"attack-damage"})

_MINUS = "\u2212"


def modifies(effects: Sequence[Effect]) -> bool:
    """Whether a result made of ``effects`` only modifies the test's other consequences (through the margin
    conditions it may sit in: a margin's, an ``if``'s both branches, the count it is done for each of, and the cost
    after the colon that buys it: "you may spend 1 additional action to deal +1 damage for this attack")."""
    return bool(effects) and all(e.effect in MODIFYING or (e.effect in ("by-at-least", "for-each", "spend")
                                                           and modifies(e.effects))
                                 or (e.effect == "if" and modifies(e.effects) and modifies(e.otherwise or e.effects))
                                 for e in effects)


def split(effects: Sequence[Effect]) -> list[tuple[tuple[Effect, ...], bool]]:
    """One result's effects as the results ST.7 applies: those that modify the test's other consequences
    ("this attack deals +1 damage") first, as a result of their own, then the rest; each part with whether it
    modifies. A result that mixes both is split so that its modification is not applied after what it modifies."""
    modifying = tuple(e for e in effects if modifies((e,)))
    rest = tuple(e for e in effects if not modifies((e,)))
    return [(part, flag) for part, flag in ((modifying, True), (rest, False)) if part]


def _said(amount: int, instead: bool) -> str:
    """How a modifier of the attack's damage is printed: "+1 damage", "1 less damage", "1 damage instead"."""
    if instead:
        return f"{amount} damage instead of its standard damage"
    return f"+{amount} damage" if amount >= 0 else f"{-amount} less damage"


def modify_enemy_attack(engine: Engine, occ: Occurrence, label: str, damage: int, horror: int, depth: int) -> bool:
    """"Yithian Observer deals +1 damage and +1 horror for this attack" in a 'when' window of the enemy's attack: the
    attack, not yet resolved, deals that much more (or less) when its damage and horror are dealt (Enemy Attacks;
    Modifiers)."""
    said = ", ".join(f"{'+' if n > 0 else _MINUS}{abs(n)} {word}" for n, word in ((damage, "damage"), (horror, "horror"))
                     if n)
    occ.modifiers.append((label, damage, horror))
    engine.emit(StepKind.STATE, depth, f"{occ.source}'s attack against {occ.who} deals {said} ({label})",
                ("ahlcg/rr/attacker-attacked", "ahlcg/rr/modifiers"), card=label)
    return True


def made(occ: Occurrence | None) -> Occurrence | None:
    """The enemy attack an ability resolves in the 'when' window of (its triggering condition), if any."""
    return occ if occ is not None and occ.event == "enemy-attack" and not occ.canceled else None


def add_attack_damage(engine: Engine, label: str, amount: int, depth: int, instead: bool = False) -> bool:
    """The ``attack-damage`` effect ("this attack deals +1 damage", "… 1 less damage"; with ``replace-result``,
    "instead of its standard damage, this attack deals N"): the attack being made deals that much more (or less, or
    that much in place of its standard damage) when its damage is dealt. Only a fight's test is an attack; outside one
    there is nothing to modify, nor once the attack's damage has been dealt (a result applied after it)."""
    test = engine.test
    said = _said(amount, instead)
    if test is None or test.via != "fight":
        engine.emit(StepKind.NOTE, depth, f"No attack is being made: \u201cthis attack deals {said}\u201d has "
                    "nothing to modify", ("ahlcg/rr/fight-action",), card=label)
        return False
    if test.attack_dealt:
        engine.emit(StepKind.NOTE, depth, f"{test.who}'s attack against {test.target} has already dealt its damage: "
                    f"\u201cthis attack deals {said}\u201d comes too late to modify it", ("ahlcg/rr/st-7",
                    "ahlcg/rr/fight-action"), card=label)
        return False
    (test.attack_instead if instead else test.attack_damage).append((label, amount))
    engine.emit(StepKind.STATE, depth, f"{test.who}'s attack against {test.target} deals {said} ({label})",
                ("ahlcg/rr/st-7", "ahlcg/rr/fight-action"), card=label)
    return True


def attack_total(engine: Engine, standard: int, depth: int, card: str,
                 constant: Sequence[tuple[str, int]] = ()) -> int:
    """The damage the attack being made deals: its standard damage (or, when a result set it "instead of its
    standard damage", the amounts set so), plus every modifier the test's results added ("+1 damage", "1 less
    damage") and the ``constant`` modifiers to it (``attack_values.against_values``), never below zero (Modifiers:
    "any resultant value below zero is treated as zero"); said in the trace when anything modified it."""
    test = engine.test
    more = [*(test.attack_damage if test is not None else ()), *constant]
    if test is None or not (more or test.attack_instead):
        return standard
    base = sum(n for _, n in test.attack_instead) if test.attack_instead else standard
    total = base + sum(n for _, n in more)
    start = (" + ".join(f"{n} ({label})" for label, n in test.attack_instead) + " instead of its standard "
             f"{standard}") if test.attack_instead else str(standard)
    terms = "".join(f" {'+' if n >= 0 else _MINUS} {abs(n)} ({label})" for label, n in more)
    floor = ", below zero: treated as 0 (a value is never reduced below zero)" if total < 0 else ""
    by = "the test's results" + (" and constant abilities" if constant else "")
    engine.emit(StepKind.NOTE, depth, f"The attack's damage is modified by {by}: {start}{terms} = "
                f"{total}{floor}", ("ahlcg/rr/st-7", "ahlcg/rr/fight-action")
                + (("ahlcg/rr/modifiers",) if total < 0 or constant or any(n < 0 for _, n in more) else ()), card=card)
    return max(0, total)
