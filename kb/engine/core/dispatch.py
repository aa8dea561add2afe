"""The tables through which the timing core reaches the layers above it, which fill them.

The core runs the sequence of every triggering condition — its windows, the abilities used in them,
the effects those resolve — but the game's procedures (taking an action, playing a card, the round,
setup) and the effects of the vocabulary are built on the core, not in it. So the core never imports
them: it looks them up here, by name.
``kb.engine.procedures`` and ``kb.engine.effects`` register theirs when they are imported, and
``kb.engine`` imports both before anything can be replayed.

Each name is registered once (a second registration is refused: two layers claiming one effect is
a bug); looking up a name nothing registered raises :class:`DispatchError`, an internal error that
says which layer should have provided it.

The first argument of every handler and procedure is the replay's ``Engine``. It is typed ``Any``
here because ``engine.py`` looks handlers up in this module: naming ``Engine`` would close an
import circle.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..situation.spec import Effect
from ..situation.vocabulary import EFFECTS
from .occurrence import Context

#: Resolves one aspect of an effect; returns whether it resolved in full (what 'Then' needs).
Resolve = Callable[[Any, Effect, Context], bool]
#: Whether one aspect has the potential to change the game state (Triggered Abilities), without
#: consuming a choice or writing to the trace.
CouldChange = Callable[[Any, Effect, Context], bool]


class DispatchError(RuntimeError):
    """An internal error: the core needs a handler or procedure that no layer registered."""


def always(engine: Any, eff: Effect, ctx: Context) -> bool:
    """The potential of an effect that always has one (instead, lasting, a skill test, ...)."""
    return True


@dataclass(frozen=True)
class EffectHandler:
    """What the core needs to know of one effect of the vocabulary."""

    name: str
    resolve: Resolve
    could_change: CouldChange = always


_EFFECTS: dict[str, EffectHandler] = {}


def register_effect(name: str, resolve: Resolve, *, could_change: CouldChange = always) -> None:
    """Register the handler of the effect ``name`` (a word of the vocabulary), once."""
    if name not in EFFECTS:
        raise DispatchError(f"'{name}' is not an effect of the vocabulary: a handler cannot be registered for it")
    if name in _EFFECTS:
        raise DispatchError(f"the effect '{name}' already has a handler ({_EFFECTS[name].resolve.__qualname__})")
    _EFFECTS[name] = EffectHandler(name, resolve, could_change)


def effect_handler(name: str) -> EffectHandler:
    """The handler of the effect ``name``."""
    found = _EFFECTS.get(name)
    if found is None:
        raise DispatchError(f"internal error: no handler is registered for the effect '{name}' "
                            "(kb.engine.effects registers one for each effect when kb.engine is imported)")
    return found


def unhandled_effects() -> list[str]:
    """The effects of the vocabulary that have no handler yet (none, once kb.engine is imported)."""
    return [name for name in EFFECTS if name not in _EFFECTS]


#: The procedures the core calls, by name: what ``kb.engine.procedures`` registers.
PERFORM = "perform"  # carry out one ``do`` item: (engine, item, *, depth=0, announce=True) -> None
PLAY_CARD = "play-card"  # play a fast card in a window: (engine, who, name, depth, *, as_action, window) -> bool
OPENING_HANDS = "opening-hands"  # setup: step 8, or every step (`setup: all`): (engine) -> None
RUN_FRAMEWORK = "run-framework"  # the round from the situation's start to its until: (engine) -> None
#: pay a whole cost and say so (Costs): (engine, cost, you, bearer, depth, *, said, rules) -> what changed
PAY_COST = "pay-cost"
PROCEDURES = (PERFORM, PLAY_CARD, OPENING_HANDS, RUN_FRAMEWORK, PAY_COST)

_PROCEDURES: dict[str, Callable[..., Any]] = {}


def register_procedure(name: str, procedure: Callable[..., Any]) -> None:
    """Register the procedure the core calls by ``name`` (one of :data:`PROCEDURES`), once."""
    if name not in PROCEDURES:
        raise DispatchError(f"'{name}' is not a procedure the core calls (those are: {', '.join(PROCEDURES)})")
    if name in _PROCEDURES:
        raise DispatchError(f"the procedure '{name}' is already registered ({_PROCEDURES[name].__qualname__})")
    _PROCEDURES[name] = procedure


def procedure(name: str) -> Callable[..., Any]:
    """The procedure registered as ``name``."""
    found = _PROCEDURES.get(name)
    if found is None:
        raise DispatchError(f"internal error: no procedure is registered as '{name}' "
                            "(kb.engine.procedures registers it when kb.engine is imported)")
    return found
