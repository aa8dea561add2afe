"""Limits on the copies of a card by title: "Max X per [period]" on playing it (Limits and Maximums), and limits
pertaining to a play area ("Limit 1 in play", "Limit X per investigator": FAQ 2.3).

"“Max X per [period]” imposes a maximum across all copies of a card (by title) for all players. Generally, this
phrase imposes a maximum number of times that copies of that card can be played during the designated time
period": the plays of every copy are counted, whoever played them (``state.plays``); "If a maximum includes the
word “committed” … it imposes a maximum number of copies of that card that can be committed to skill tests during
the designated period": so are the commits. An area limit "restricts the
number of copies of that card (by title) that can exist in the specified play area. Another copy of that card
cannot enter the specified play area if this limit has already been reached", and "limits are player specific
unless otherwise noted": the player's own play area is counted, every one with ``group``. "“Limit X per [card/game
element]” is a limit that appears on attachment cards, and restricts the number of copies of that card (by title)
that can be attached to each designated card or game element" (Limits and Maximums).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import PLAY, Card
from ..core.text import count
from ..situation.spec import CopyLimit
from ..situation.vocabulary import LimitPeriod

if TYPE_CHECKING:
    from ..core.engine import Engine

MAX = "ahlcg/rr/limits-and-maximums"
AREA = "ahlcg/faq/2-3"


def record(engine: Engine, card: Card, how: str) -> None:
    """``card`` is ``how`` ("played", "committed"): remember its title and the periods it then was in."""
    state = engine.state
    state.plays.append((how, card.spec.title, {p: state.period_key(p) for p in LimitPeriod}))


def max_reached(engine: Engine, card: Card, how: str = "played") -> str | None:
    """Why ``card`` cannot be played (or committed) because of its "Max X per [period]" (None: it can)."""
    limit = card.spec.max_committed if how == "committed" else card.spec.max_played
    if limit is None:
        return None
    now = engine.state.period_key(limit.per)
    done = sum(1 for kind, title, periods in engine.state.plays
               if kind == how and title == card.spec.title and periods[limit.per] == now)
    if done < limit.count:
        return None
    word = " committed" if how == "committed" else ""
    return (f"{card.name}: “Max {limit.count}{word} per {limit.per.value}” across all copies by title, for all "
            f"players: copies of {card.spec.title} were {how} {count(done, 'time')} this {limit.per.value}")


def _counted(other: Card, card: Card, limit: CopyLimit) -> bool:
    """Whether ``other`` counts against ``card``'s limit: a copy by title, or a card of the limit's trait."""
    return limit.trait in other.spec.traits if limit.trait else other.spec.title == card.spec.title


def _what(card: Card, limit: CopyLimit) -> str:
    return f"a card with the {limit.trait} trait" if limit.trait else f"a copy of {card.spec.title}"


def area_limit_reached(engine: Engine, card: Card, who: str) -> str | None:
    """Why ``card`` cannot enter ``who``'s play area (the cards he or she controls and the threat area) because of
    its area limit (None: it can)."""
    limit = card.spec.area_limit
    if limit is None:
        return None
    there = [c.name for c in engine.state.cards.values() if c.zone == PLAY and c.name != card.name
             and _counted(c, card, limit) and (limit.group or who in (c.controller, c.threat_area))]
    if len(there) < limit.count:
        return None
    area = "play" if limit.group else f"{who}'s play area"
    kind = "in play" if limit.group else "per investigator"
    trait = f" {limit.trait}" if limit.trait else ""
    return (f"{card.name}: limit {limit.count}{trait} {kind} ({', '.join(there)} already in {area}): "
            f"{_what(card, limit).replace('a copy', 'another copy')} cannot enter it")


def attach_limit_reached(engine: Engine, card: Card, host: str) -> str | None:
    """Why ``card`` cannot be attached to ``host`` because of its "Limit X per [card/game element]" (None: it
    can): the cards attached to ``host`` are counted (Limits and Maximums)."""
    limit = card.spec.attach_limit
    if limit is None:
        return None
    there = [c.name for c in engine.state.cards.values() if c.zone == PLAY and c.name != card.name
             and c.attached_to == host and _counted(c, card, limit)]
    if len(there) < limit.count:
        return None
    return (f"{card.name}: limit {limit.count} per {limit.per} ({', '.join(there)} already attached to {host}): "
            f"{_what(card, limit).replace('a copy', 'another copy')} cannot be attached to it")
