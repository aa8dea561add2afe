"""Limits on the copies of a card by title: "Max X per [period]" on playing it (Limits and Maximums), and limits
pertaining to a play area ("Limit 1 in play", "Limit X per investigator": FAQ 2.3).

"“Max X per [period]” imposes a maximum across all copies of a card (by title) for all players. Generally, this
phrase imposes a maximum number of times that copies of that card can be played during the designated time
period": the plays of every copy are counted, whoever played them (``state.plays``); "If a maximum includes the
word “committed” … it imposes a maximum number of copies of that card that can be committed to skill tests during
the designated period": so are the commits. An area limit "restricts the
number of copies of that card (by title) that can exist in the specified play area. Another copy of that card
cannot enter the specified play area if this limit has already been reached", and "limits are player specific
unless otherwise noted": the player's own play area is counted, every one with ``group``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import PLAY, Card
from ..core.text import count
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


def area_limit_reached(engine: Engine, card: Card, who: str) -> str | None:
    """Why ``card`` cannot enter ``who``'s play area because of its area limit (None: it can)."""
    limit = card.spec.area_limit
    if limit is None:
        return None
    there = [c.name for c in engine.state.cards.values() if c.zone == PLAY and c.name != card.name
             and c.spec.title == card.spec.title and (card.spec.area_group or c.controller == who)]
    if len(there) < limit:
        return None
    area = "play" if card.spec.area_group else f"{who}'s play area"
    kind = "in play" if card.spec.area_group else "per investigator"
    return (f"{card.name}: limit {limit} {kind} ({', '.join(there)} already in {area}): another copy of "
            f"{card.spec.title} cannot enter it")
