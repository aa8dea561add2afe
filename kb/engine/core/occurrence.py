"""The small mutable records the timing core passes around while a replay runs.

An :class:`Occurrence` is one instance of a triggering condition (FAQ 1.4: each time a triggering
condition occurs, its own when/resolve/after sequence runs). A :class:`Context` is what an ability's
effect needs to resolve ("you", "self", the triggering occurrence, the depth). A :class:`Scope` is
one effect being resolved: the 'after' windows its aspects raise wait in it until every aspect has
resolved (Effects: all aspects of an effect have timing priority over 'after' triggers).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..situation.spec import Effect
from ..situation.vocabulary import Result, Timing
from .state import AbilityState


@dataclass(frozen=True)
class Known:
    """Last known information of one entity: what it was at an occurrence's timing point."""

    location: str | None
    controller: str | None
    kind: str | None
    traits: tuple[str, ...] = ()
    damage: int = 0
    exhausted: bool = False
    engaged: str | None = None  # the investigator it was engaged with (a card in a threat area)


@dataclass(eq=False)
class Occurrence:
    """One occurrence of an event of the vocabulary, with the entities in its roles."""

    event: str
    depth: int
    who: str | None = None
    what: str | None = None
    source: str | None = None
    to: str | None = None  # enemy-moves: the location entered
    via: str | None = None
    amount: int = 0
    text: str = ""
    uid: int = 0
    phase: str | None = None
    skill: str | None = None
    tokens: tuple[str, ...] = ()
    #: draw-cards: the cards drawn — several drawn by one ability or step are drawn simultaneously, one timing point
    #: (Drawing Cards), so its ``what`` is each of them: a filter on it fits when one of them does
    cards: tuple[str, ...] = ()
    canceled: bool = False
    replaced: bool = False
    effects_canceled: bool = False  # play-card / ability-triggered: its effects are canceled, it still happened
    #: reveal-chaos-token: tokens treated as another (the other's name) or ignored (None) in its 'when' window, and by
    #: which card (``procedures/treated.py``)
    treated: list[tuple[str, str | None, str]] = field(default_factory=list)
    #: reveal-chaos-token during a skill test: each token's modifier as the reveal resolved it (None: it has none), so
    #: that "a chaos token with a negative modifier" is read where the scenario reference card is (``token_values.py``)
    token_modifiers: tuple[int | None, ...] = ()
    #: last known information: each role's entity as it was when the occurrence was created (its timing point)
    lki: dict[str, Known] = field(default_factory=dict)
    before: Any = None  # perform-action: the game state before the action (kept only if it can be undone)
    #: enemy-attack: "… deals +1 damage and +1 horror for this attack", added in its 'when' window (label, damage, horror)
    modifiers: list[tuple[str, int, int]] = field(default_factory=list)
    #: damage-dealt / horror-dealt: every occurrence of the same dealing (one timing point, applied simultaneously:
    #: Dealing Damage/Horror), so that "cancel up to 5 damage and/or horror just dealt to you" reaches both kinds
    dealing: list[Occurrence] = field(default_factory=list)
    #: enemy-attack: its damage dealt instead to another card, and by which card's effect (Aquinnah: "Deal that enemy's
    #: damage to another enemy at your location, instead"), set in its 'when' window (``effects/redirecting.py``)
    redirected: list[tuple[str, str]] = field(default_factory=list)
    #: ability-triggered: the ability initiating, so that its own "Cannot be canceled." forbids canceling it
    ability: Any = None


def role_values(occ: Occurrence, role: str) -> tuple[str | None, ...]:
    """What fills ``role`` in ``occ``: its one entity, or for the ``what`` of a draw, each card drawn."""
    if role == "what" and occ.cards:
        return occ.cards
    return (getattr(occ, role),)


@dataclass(frozen=True)
class Outcome:
    """What one instruction of an ability's resolution did (core/results.py): the outcome (``doom-placed``,
    ``card-discarded``, …), how much, and the cards (or other entities) it acted on, in order."""

    kind: str
    amount: int
    cards: tuple[str, ...] = ()


@dataclass(eq=False)
class Context:
    """What an effect resolves against."""

    bearer: str
    you: str | None
    depth: int
    occ: Occurrence | None = None
    ability: AbilityState | None = None
    timing: Timing | None = None
    mandatory: bool = False
    preset: dict[str, str] = field(default_factory=dict)
    result: Result | None = None
    replacements: list[Replacement] = field(default_factory=list)
    paid_resources: int = 0  # a played card: the resources paid for it (its costs stay paid if it undoes)
    revealed: list[str] = field(default_factory=list)  # the tokens this effect revealed and resolved (Seal)
    #: what each instruction of this resolution did, for those after it ("by this effect": core/results.py)
    done: list[Outcome] = field(default_factory=list)


@dataclass(eq=False)
class Replacement:
    """An 'instead' effect initiated in a 'would' window, waiting to see if it is the most recent."""

    label: str
    effects: tuple[Effect, ...]
    context: Context


@dataclass(eq=False)
class Scope:
    """An effect being resolved; collects the 'after' windows its aspects raise."""

    depth: int
    pending: list[list[Occurrence]] = field(default_factory=list)
