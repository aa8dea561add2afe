"""The board's connections: those each location prints, and those the cards in play state.

Move: "the moving entity must move to a connecting location. Connecting locations are identified on the location
card representing the entity's current location". A location's printed connections are the situation's
(``connections``); a card may state more ("Main Path is connected to each other Woods location", "Locations with
the Passageway trait are connected to one another", "Passenger Car is connected to the locations to the left and
right of it"): a constant ability (``connects``) that holds while its card is in play (Constant Abilities) and its
"while" condition holds — "While a Byakhee enemy is moving, …, that enemy's location is considered to be connected to
Gardens of Luxembourg": the moving enemy's location (``location-of-moving-enemy``, ``core/moving.py``) to the card's
own (``to: self``), only during that move. A stated connection runs from each location ``from`` names to each location ``to`` names,
as a card identifies its own connecting locations; "one another" runs both ways. A position ("to the left of it",
"in the clockwise direction") is read from the situation's ``layout`` (:mod:`..situation.layout`); without one the
connection is left out, and the replay says so (``situation/layout_check.py``).

:func:`connected` is the one answer to "which locations connect to this one" for every rule that moves along
connections or measures distance (Nearest: "the fewest number of connections").
"""

from __future__ import annotations

from collections import deque

from ..situation.layout import DIRECTIONS, ONE_ANOTHER, SHAPES
from ..situation.titles import title_of
from ..situation.vocabulary import AbilityKind
from .counted import active
from .moving import MOVING_LOCATION, moving_location
from .state import State
from .triggers import BOARD_FILTERS

#: The rule a stated connection follows.
RULE = "ahlcg/rr/move"


def connected(state: State, here: str | None) -> tuple[str, ...]:
    """The locations connected to ``here``: printed, then stated by the cards in play (in that order, once each)."""
    return board(state).get(here or "", ())


def board(state: State) -> dict[str, tuple[str, ...]]:
    """Every location in play and the locations connected to it (the stated connections read once)."""
    stated: dict[str, list[str]] = {}
    for a, b in stated_connections(state):
        stated.setdefault(a, []).append(b)
    return {name: tuple(dict.fromkeys(loc.connections + tuple(stated.get(name, ()))))
            for name, loc in state.locations.items()}


def distances(state: State, start: str) -> dict[str, int]:
    """Connections needed to reach each location from ``start`` (Nearest: "the fewest number of connections, even
    if one or more of those connections are blocked by another card ability")."""
    links = board(state)
    seen = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for nxt in links.get(here, ()):
            if nxt in state.locations and nxt not in seen:
                seen[nxt] = seen[here] + 1
                queue.append(nxt)
    return seen


def extreme(state: State, start: str | None, options: list[str], farthest: bool = False) -> list[str]:
    """The nearest (or farthest) of ``options`` (locations, or entities at one) from ``start``, ties all kept (the
    lead decides among them). One with no valid path qualifies only if no other eligible one has one (FAQ, "Can a
    location with no valid path to my location be the nearest or farthest": "Yes, but only if there are no other
    eligible locations with a valid path to your location"; "If an enemy is in a location with no valid path to
    your location, can it still be the nearest enemy": "if there are no other enemies in play that are nearer")."""
    if start is None:
        return []
    dist = distances(state, start)
    where = {o: o if o in state.locations else state.location_of(o) for o in options}
    reachable = [o for o in options if where[o] in dist]
    if not reachable:
        return list(options)
    best = (max if farthest else min)(dist[str(where[o])] for o in reachable)
    return [o for o in reachable if dist[str(where[o])] == best]


def stated_connections(state: State) -> list[tuple[str, str]]:
    """Every connection the cards in play state now, as (from, to) pairs of locations in play."""
    pairs: list[tuple[str, str]] = []
    for ab in state.live_abilities():
        if ab.ability.connects is None or ab.kind is not AbilityKind.CONSTANT or not active(state, ab):
            continue
        source, targets, hunting = ab.ability.connects
        if hunting and state.hunting != ab.bearer:
            continue  # "While resolving the hunter keyword on X": only for X's own hunter move
        froms = _locations(state, source, ab.bearer)
        for a in froms:
            for target in targets:
                tos = froms if target == ONE_ANOTHER else _locations(state, "self", ab.bearer) if target == "self" \
                    else _toward(state, a, target)
                pairs.extend((a, b) for b in tos if b != a)
    return pairs


def _locations(state: State, selector: str, bearer: str) -> list[str]:
    """The locations in play a ``from`` selector names: this card (its location, for a card at one), a name (each
    copy of it), ``each-location``, ``each-TRAIT-location``."""
    if selector == "self":
        where = bearer if bearer in state.locations else state.location_of(bearer)
        return [where] if where else []
    if selector == MOVING_LOCATION:  # "that enemy's location", the enemy moving now (core/moving.py)
        return moving_location(state)
    if selector == "each-location":
        return list(state.locations)
    parts = selector.split("-")
    if len(parts) == 3 and parts[0] == "each" and parts[2] == "location":
        return [n for n, loc in state.locations.items()
                if parts[1] in {"_".join(t.casefold().split()) for t in loc.traits}]
    return [n for n in state.locations if n == selector or title_of(n) == selector]


def _toward(state: State, here: str, target: str) -> list[str]:
    """The locations in play a ``to`` selector names from ``here``: a position in the layout, or as ``from``."""
    if target in DIRECTIONS:
        found = state.layout.toward(here, DIRECTIONS[target]) if state.layout is not None else []
        return [n for n in found if n in state.locations]
    return _locations(state, target, here)



def positioned(state: State, here: str | None, selector: str) -> list[str] | None:
    """The locations a position selector names from ``here`` (your location): "the location to your left", "the
    location across from you"; None when the layout cannot place it (no layout, ``here`` not in it, or a direction
    its shape has no word for): not modelled, said where it is used."""
    layout = state.layout
    direction = DIRECTIONS[selector]
    if layout is None or here is None or layout.place(here) is None or direction not in SHAPES[layout.shape]:
        return None
    return [n for n in layout.toward(here, direction) if n in state.locations]


def farthest_from_all(state: State) -> list[str]:
    """"Farthest from all investigators" (2024 glossary): "the location with the highest combined distance from each
    investigator (with no investigators at it, if able)"; ties all kept (the lead decides). A location some
    investigator has no path to is counted only if none has a path from everyone."""
    starts = [loc for name in state.player_order() if (loc := state.location_of(name)) is not None]
    if not starts:
        return []
    each = [distances(state, start) for start in starts]
    total = {loc: sum(d[loc] for d in each) for loc in state.locations if all(loc in d for d in each)}
    empty = {loc: n for loc, n in total.items() if not state.investigators_at(loc)}
    pool = empty or total
    if not pool:
        return list(state.locations)
    best = max(pool.values())
    return [loc for loc, n in pool.items() if n == best]


def _connecting_to_bearers_location(state: State, value: str, bearer: str) -> bool:
    """"a connecting location" in a triggering condition: a location connected to the bearer's (a location's: its own),
    printed or stated."""
    here = bearer if bearer in state.locations else state.location_of(bearer)
    return value in state.locations and value in connected(state, here)


BOARD_FILTERS["location-connecting-to-this-location"] = _connecting_to_bearers_location
