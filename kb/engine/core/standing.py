"""Standing rules: what holds after every change of the game state, kept in one place.

Some rules are not steps of a procedure but conditions that hold whenever they are true: "Any time a
ready unengaged enemy is at the same location as an investigator, it engages that investigator"
(Enemy Engagement), and not only when the procedure that usually brings it about (a move, a spawn,
readying) applies it — also after an elimination leaves an enemy unengaged, an evasion, or an effect
that moves a card. Likewise the restrictions keywords impose wherever their condition holds ("An
investigator cannot attack an aloof enemy while that enemy is not engaged": Aloof).

The rules themselves are built with the procedures (``procedures/standing.py``) and registered here;
the timing core calls :func:`settle` after each change of state — after the body of every triggering
condition and after every effect — and :func:`restriction` before an action or effect that a
standing restriction could forbid. Nothing else applies them.

``hold`` suspends the rules for one location while a procedure passes through timing points at which
they must not yet apply: after an investigator enters a location, the enemies there engage only at
the point "before enemies engage you" names (the Track Shoes ruling), not as soon as the move resolves.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

#: A standing rule: (engine, depth) -> whether it changed the state (then every rule is checked again).
Rule = Callable[[Any, int], bool]
#: A standing restriction: (engine, who, what, kind) -> why it is forbidden, or None.
Restriction = Callable[[Any, str, str, str], "str | None"]

_RULES: dict[str, Rule] = {}
_RESTRICTIONS: dict[str, Restriction] = {}
#: each standing rule's entry key, for the coverage table and the README
CITED: dict[str, str] = {}


def register_rule(name: str, rule: Rule, key: str) -> None:
    """Register a standing rule (once)."""
    if name in _RULES:
        raise ValueError(f"the standing rule '{name}' is already registered")
    _RULES[name] = rule
    CITED[name] = key


def register_restriction(name: str, check: Restriction, key: str) -> None:
    """Register a standing restriction (once)."""
    if name in _RESTRICTIONS:
        raise ValueError(f"the standing restriction '{name}' is already registered")
    _RESTRICTIONS[name] = check
    CITED[name] = key


def rules() -> list[str]:
    return list(_RULES) + list(_RESTRICTIONS)


def settle(engine: Any, depth: int) -> None:
    """Apply every standing rule until none changes the state (each change may enable another)."""
    if engine.settling:
        return
    engine.settling = True
    try:
        for _ in range(50):  # each pass engages at least one enemy: the board bounds it
            if not any(rule(engine, depth) for rule in _RULES.values()):
                break
    finally:
        engine.settling = False


def restriction(engine: Any, who: str, what: str, kind: str) -> str | None:
    """Why a standing restriction forbids ``who`` doing ``kind`` (e.g. 'attack') to ``what``, or None."""
    for check in _RESTRICTIONS.values():
        found = check(engine, who, what, kind)
        if found is not None:
            return found
    return None


@contextmanager
def hold(engine: Any, location: str) -> Iterator[None]:
    """Suspend the standing rules at ``location`` while a procedure passes its timing points."""
    engine.held.append(location)
    try:
        yield
    finally:
        engine.held.remove(location)
