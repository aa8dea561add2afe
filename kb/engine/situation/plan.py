"""What a situation settles in advance about the players and the chance the rules leave open: the things the
players do, in order (:class:`Do`), the cards they commit and the chaos tokens each skill test reveals
(:class:`TestSpec`, :class:`Commit`), the tokens a card's reveal draws (:class:`RevealSpec`) and the decisions the
rules leave to them (:class:`Choice`).

Frozen records, as the rest of the situation (``spec.py``, which holds them in its :class:`~.spec.Situation`): the
engine matches them, in order, to what happens as it replays.
"""

from __future__ import annotations

from dataclasses import dataclass

from .vocabulary import ActionType, Decision, Result


@dataclass(frozen=True)
class Do:
    """One thing a player does, in order: an action, a free ability or fast card, ending a turn, or resolving a
    story card the scenario instructs them to."""

    who: str
    action: ActionType | None = None
    use: str | None = None
    end_turn: bool = False
    resolve: str | None = None  # a story card the scenario instructs this investigator to resolve (Story Cards)
    card: str | None = None
    ability: int | None = None
    enemy: str | None = None
    to: str | None = None
    location: str | None = None
    result: Result | None = None
    window: str | None = None
    path: str = ""


@dataclass(frozen=True)
class Commit:
    """A card committed to a skill test at ST.2."""

    who: str
    card: str


@dataclass(frozen=True)
class TestSpec:
    """What the situation says about one skill test: matched, in order, to the tests as they begin."""

    who: str | None = None
    skill: str | None = None
    tokens: tuple[str, ...] = ()
    commit: tuple[Commit, ...] = ()
    result: Result | None = None
    automatic: Result | None = None
    path: str = ""
    resolve: tuple[str, ...] = ()


@dataclass(frozen=True)
class RevealSpec:
    """What the situation says about one reveal of chaos tokens outside a skill test (a card effect):
    matched, in order, to the reveals as they happen, by ``who`` and the revealing ``card``."""

    who: str | None = None
    card: str | None = None
    tokens: tuple[str, ...] = ()
    resolve: tuple[str, ...] = ()
    path: str = ""


@dataclass(frozen=True)
class Choice:
    """A decision the rules leave to the players, settled in advance by the situation."""

    decision: Decision
    who: str | None = None
    to: str | None = None
    damage: int | None = None
    horror: int | None = None
    ability: str | None = None
    choose: str | bool | None = None
    among: tuple[str, ...] = ()
    option: int | None = None
    amount: int | None = None  # an amount choice: how much of an "up to" cost is paid
    path: str = ""
