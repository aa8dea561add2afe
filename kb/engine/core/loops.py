"""Detecting a chain of abilities that repeats without end.

"There is no limit to the number of nested sequences that may occur" (FAQ 1.4), so the rules cannot
say when a chain of abilities triggering one another must stop; a replay must not run it until
someone is eliminated, nor invent an end. The engine watches the abilities being resolved, one
inside another: when the same ability is about to resolve, inside its own nested sequence, for the
same triggering condition (the same event, with the same entities in its roles and the same amount)
for the :data:`REPEATS`-th time, the chain is a loop — nothing distinguishes one turn of it from the
next. The replay stops there and reports it as unresolved, citing the Grim Rule: the players settle
it.

A chain that changes as it goes is a loop too, recognised two ways:

- the game repeats itself: an ability is about to resolve, inside its own nested sequence, for the same
  kind of triggering condition, with the game state (and the choices used, and the uses of limited
  abilities) exactly as it was the last time it resolved in this chain — from there the chain can only
  do again what it did (Roland and Agnes moving each other back and forth);
- the same cycle of (ability, kind of triggering condition) — one ability, or A triggering B triggering
  A… — repeats :data:`CYCLE_REPEATS` times in a row at the top of the nesting stack, whatever its
  amounts and roles (an investigator walked along a corridor, one location further each turn).

The step bound (``STEP_BOUND``, ``DEPTH_BOUND``) stays as the last resort.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, NamedTuple

from .errors import LoopDetected
from .occurrence import Occurrence
from .state import AbilityState

#: The same ability, for the same triggering condition, this many times inside itself: a loop.
REPEATS = 3
#: The same cycle of (ability, kind of triggering condition), this many times in a row: a loop.
CYCLE_REPEATS = 5
_ORDINAL = {2: "second", 3: "third", 4: "fourth"}


def signature(ab: AbilityState, occ: Occurrence) -> tuple:
    return (ab.key, occ.event, occ.who, occ.what, occ.source, occ.via, occ.amount, occ.phase, occ.skill)


def digest(engine: Any) -> str:
    """The game as far as the rest of a chain can depend on it: the state, the choices used and the uses
    of the abilities with a limit. ``engine`` is the replay's Engine (typed Any: it imports this module)."""
    limited = {ab.key for ab in engine.state.live_abilities() if ab.ability.limit is not None}
    uses = sorted((key, len(at)) for key, at in engine.used_at.items() if key in limited)
    return json.dumps([engine.state.snapshot(), engine.book.used, uses], sort_keys=True, default=str)


class _Resolving(NamedTuple):
    """One ability being resolved, in the stack of those nested inside one another."""

    signature: tuple  # the ability and its whole triggering condition
    kind: tuple[str, str]  # the ability and the kind of its triggering condition (the event)
    bearer: str
    game: str  # the game's digest when it was used


def _cycle(kinds: list[tuple[str, str]]) -> int:
    """The length of a cycle repeated :data:`CYCLE_REPEATS` times at the end of ``kinds``, or 0."""
    for length in range(1, len(kinds) // CYCLE_REPEATS + 1):
        tail = kinds[-length * CYCLE_REPEATS:]
        if all(tail[k] == tail[k % length] for k in range(len(tail))):
            return length
    return 0


class LoopGuard:
    """The abilities being resolved, one inside another (outermost first); refuses the turn that makes
    a loop. ``engine`` is the replay's Engine, whose game each turn is compared by (``digest``)."""

    def __init__(self, engine: Any) -> None:
        self.engine = engine
        self.resolving: list[_Resolving] = []

    @contextmanager
    def using(self, ab: AbilityState, occ: Occurrence) -> Iterator[None]:
        sig = signature(ab, occ)
        if sum(frame.signature == sig for frame in self.resolving) + 1 >= REPEATS:
            raise LoopDetected(
                f"an endless loop: {ab.bearer}'s ability is triggered again, inside its own nested sequence, by "
                f"the same triggering condition ({occ.text or occ.event}) for the "
                f"{_ORDINAL.get(REPEATS, f'{REPEATS}th')} time, and nothing distinguishes one turn of the chain "
                "from the next")
        now = _Resolving(sig, (ab.key, occ.event), ab.bearer, digest(self.engine))
        if any(frame.kind == now.kind and frame.game == now.game for frame in self.resolving):
            raise LoopDetected(
                f"an endless loop: {ab.bearer}'s ability is about to resolve again, inside its own nested sequence, "
                f"for the same kind of triggering condition ({occ.text or occ.event}) with the game exactly as it "
                "was the last time: the chain can only repeat what it did")
        self.resolving.append(now)
        try:
            length = _cycle([frame.kind for frame in self.resolving])
            if length:
                chain = " \u2192 ".join(f"{frame.bearer}'s ability ({frame.kind[1]})"
                                        for frame in self.resolving[-length:])
                raise LoopDetected(
                    f"an endless loop: the chain {chain} has repeated {CYCLE_REPEATS} times in a row, each ability "
                    "inside the last, for the same kinds of triggering condition; it changes as it goes, but nothing "
                    "in the rules ends it")
            yield
        finally:
            self.resolving.pop()
