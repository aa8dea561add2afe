"""ST.7's results that "modify existing consequences" rather than being consequences of their own: "this
attack deals +1 damage" changes the damage the attack's own result deals, so the result that says it is
applied before the others (Skill Test Timing, ST.7: "some other card abilities may contribute additional
consequences, or modify existing consequences, at this time")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..situation.spec import Effect
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine


#: Effects that modify a consequence of the test rather than being one (ST.7: "… or modify existing
#: consequences"): a result made only of them is applied before the others.
MODIFYING = frozenset({"attack-damage"})


def modifies(effects: Sequence[Effect]) -> bool:
    """Whether a result made of ``effects`` only modifies the test's other consequences (through the margin
    conditions it may sit in: a margin's, an ``if``'s both branches)."""
    return bool(effects) and all(e.effect in MODIFYING or (e.effect == "by-at-least" and modifies(e.effects))
                                 or (e.effect == "if" and modifies(e.effects) and modifies(e.otherwise or e.effects))
                                 for e in effects)


def split(effects: Sequence[Effect]) -> list[tuple[tuple[Effect, ...], bool]]:
    """One result's effects as the results ST.7 applies: those that modify the test's other consequences
    ("this attack deals +1 damage") first, as a result of their own, then the rest; each part with whether it
    modifies. A result that mixes both is split so that its modification is not applied after what it modifies."""
    modifying = tuple(e for e in effects if modifies((e,)))
    rest = tuple(e for e in effects if not modifies((e,)))
    return [(part, flag) for part, flag in ((modifying, True), (rest, False)) if part]


def add_attack_damage(engine: Engine, label: str, amount: int, depth: int) -> bool:
    """The ``attack-damage`` effect ("this attack deals +1 damage"): the attack being made deals more damage
    if it succeeds. Only a fight's test is an attack; outside one there is nothing to modify, nor once the attack's
    damage has been dealt (a result applied after it)."""
    test = engine.test
    if test is None or test.via != "fight":
        engine.emit(StepKind.NOTE, depth, "No attack is being made: \u201cthis attack deals +"
                    f"{amount} damage\u201d has nothing to modify", ("ahlcg/rr/fight-action",), card=label)
        return False
    if test.attack_dealt:
        engine.emit(StepKind.NOTE, depth, f"{test.who}'s attack against {test.target} has already dealt its damage: "
                    f"\u201cthis attack deals +{amount} damage\u201d comes too late to modify it", ("ahlcg/rr/st-7",
                    "ahlcg/rr/fight-action"), card=label)
        return False
    test.attack_damage.append((label, amount))
    engine.emit(StepKind.STATE, depth, f"{test.who}'s attack against {test.target} deals +{amount} damage ({label})",
                ("ahlcg/rr/st-7", "ahlcg/rr/fight-action"), card=label)
    return True
