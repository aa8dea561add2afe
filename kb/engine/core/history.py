"""What has happened earlier in a period, for the cards that ask about it: "if you have not dealt any damage this
turn" (Curse of the Rougarou). The state's counts read only what is on the table now; a question about the past
needs the past recorded as it happens, with the periods it happened in (Limits and Maximums' periods: turn, phase,
round), so that "this turn" is the turn the question is asked in.

Recorded: the moves each investigator has made, by any means ("You cannot move more than once each turn": Move — an
investigator moves whenever he or she leaves one location and enters another), the actions each investigator has
performed ("Play only as your first action": none before it this turn), each move an enemy makes by its hunter keyword
("cannot attack during the same phase it moved from its hunter keyword"), and damage and horror placed (Dealing
Damage/Horror, step 2: only what was applied was dealt — prevented or
canceled damage is no damage dealt), with the investigator who dealt it: the source itself, or the investigator who
controls (else owns) the source card; and each card's entering play ("If Lupara entered play this turn": Enters
Play — played or put into play, spawned, attached, put in a threat area).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

#: The periods a record keeps (``LimitPeriod`` values): the state's ``period_key`` of each as it happened.
PERIODS = ("turn", "phase", "round")


@dataclass(frozen=True)
class Dealt:
    """Damage or horror placed by one dealing (its step 2) on one card or investigator."""

    kind: str  # "damage" or "horror"
    target: str
    dealer: str | None  # the investigator who dealt it (None: no investigator, e.g. an enemy's attack)
    amount: int
    periods: dict[str, tuple[Any, ...]]  # period → the state's period key then
    occurrence: int = 0  # the uid of the damage-dealt / horror-dealt occurrence that placed it


@dataclass(frozen=True)
class Performed:
    """One action an investigator performed, recorded as it has resolved in full (Actions): the action (a
    ``perform-action``'s ``via``) and the card it names, if any."""

    who: str
    action: str
    card: str | None
    periods: dict[str, tuple[Any, ...]]  # period → the state's period key then


@dataclass(frozen=True)
class Moved:
    """One move an investigator made (by an action or a card effect), recorded as he or she entered the location."""

    who: str
    periods: dict[str, tuple[Any, ...]]  # period → the state's period key then


@dataclass(frozen=True)
class Hunted:
    """One move an enemy made by its hunter keyword (3.2), as it resolved."""

    enemy: str
    periods: dict[str, tuple[Any, ...]]  # period → the state's period key then


@dataclass(frozen=True)
class Entered:
    """One card's entering play (Enters Play: any transition into a play area), recorded as it entered."""

    card: str
    periods: dict[str, tuple[Any, ...]]  # period → the state's period key then


@dataclass
class History:
    """The records of the replay so far, oldest first."""

    dealt: list[Dealt] = field(default_factory=list)
    performed: list[Performed] = field(default_factory=list)
    moved: list[Moved] = field(default_factory=list)
    hunted: list[Hunted] = field(default_factory=list)
    entered: list[Entered] = field(default_factory=list)
    #: The forced abilities whose state ("If Mark Harrigan has 5 or more damage on him") has held since they last
    #: triggered for it: each triggers once as its state arises, again only after it has stopped holding.
    holding: set[str] = field(default_factory=set)
    #: whether the states that hold in the situation as given have been noted (they hold: they do not arise then)
    seeded: bool = False
    #: the instructions limited to once a period ("Once per turn, …") that have resolved: the card bearing each, its
    #: text, and the key of the period it resolved in
    once: list[tuple[str, str, tuple[Any, ...]]] = field(default_factory=list)

    def resolved_once(self, card: str, text: str, now: tuple[Any, ...]) -> bool:
        """Whether ``card``'s instruction ``text`` limited to once a period has resolved in the period ``now`` keys."""
        return (card, text, now) in self.once

    def dealt_by(self, kind: str, dealer: str, period: str, now: tuple[Any, ...]) -> int:
        """How much ``kind`` ``dealer`` has dealt in the period whose key is ``now``."""
        return sum(d.amount for d in self.dealt if d.kind == kind and d.dealer == dealer and d.periods[period] == now)

    def performed_by(self, who: str, period: str, now: tuple[Any, ...]) -> int:
        """How many actions ``who`` has performed (resolved in full) in the period whose key is ``now``."""
        return sum(1 for p in self.performed if p.who == who and p.periods[period] == now)

    def performed_of(self, who: str, kinds: tuple[str, ...], period: str, now: tuple[Any, ...]) -> int:
        """How many actions of ``kinds`` ``who`` has performed (resolved in full) in the period whose key is ``now``."""
        return sum(1 for p in self.performed if p.who == who and p.action in kinds and p.periods[period] == now)

    def moves_by(self, who: str, period: str, now: tuple[Any, ...]) -> int:
        """How many moves ``who`` has made in the period whose key is ``now``."""
        return sum(1 for m in self.moved if m.who == who and m.periods[period] == now)

    def hunted_by(self, enemy: str, period: str, now: tuple[Any, ...]) -> int:
        """How many moves ``enemy`` has made by its hunter keyword in the period whose key is ``now``."""
        return sum(1 for h in self.hunted if h.enemy == enemy and h.periods[period] == now)

    def entered_play(self, card: str, period: str, now: tuple[Any, ...]) -> bool:
        """Whether ``card`` entered play in the period whose key is ``now`` ("If Lupara entered play this turn")."""
        return any(e.card == card and e.periods[period] == now for e in self.entered)

    def activated_by(self, who: str, cards: set[str], now: tuple[Any, ...]) -> int:
        """How many actions ``who`` has performed this turn (``now`` its key) activating an ability of one of
        ``cards`` (a card played is no ability activated)."""
        return sum(1 for p in self.performed if p.who == who and p.card in cards and p.action != "play"
                   and p.periods["turn"] == now)

    def taken(self, kind: str, target: str, period: str, now: tuple[Any, ...], besides: int) -> int:
        """How much ``kind`` was placed on ``target`` in the period whose key is ``now``, but by the occurrence
        ``besides`` (whether it has been applied yet or not, the amount before it)."""
        return sum(d.amount for d in self.dealt if d.kind == kind and d.target == target and d.periods[period] == now
                   and d.occurrence != besides)
