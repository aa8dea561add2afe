"""The board's layout: where locations lie, for the connections a card states by position.

Connections are identified on the location card (Move: "Connecting locations are identified on the location card
representing the entity's current location"), but some cards identify them by the board's layout instead: "Passenger
Car is connected to the locations to the left and right of it", "San Marco Basilica is connected to the location in
the clockwise direction", "Each location is connected to each location adjacent to it". A situation that has such
cards gives the layout (``layout``): one of

- ``ring``: the locations in clockwise order (the last is followed by the first): clockwise, counter-clockwise,
  across (the location half the ring away, when the ring has an even number of places), adjacent (both sides);
- ``row``: the locations from left to right: left, right, adjacent (both sides);
- ``grid``: rows from top to bottom, each from left to right (``null`` an empty place): left, right, above, below,
  adjacent (the four sides).

A direction the layout has no word for (clockwise in a row, across in a ring of odd size) finds no location; a
location the layout does not place has no position. Where a card in the situation needs a position the layout
does not give, the replay says so (``unplaced``: not modelled, what follows depends on it), never guesses.
"""

from __future__ import annotations

from dataclasses import dataclass

#: The location selectors a stated connection may use for a position (the card's words → the direction).
DIRECTIONS = {"location-clockwise": "clockwise", "location-counter-clockwise": "counter-clockwise",
              "location-across": "across", "location-left": "left", "location-right": "right",
              "location-above": "above", "location-below": "below", "locations-adjacent": "adjacent"}
#: The location farthest from all investigators (2024 glossary): the highest combined distance from each of them.
FARTHEST_FROM_ALL = "a-location-farthest-from-all-investigators"
#: What the whole set of connected locations is with itself: "Locations with the Passageway trait are connected to
#: one another".
ONE_ANOTHER = "one-another"
#: A stated connection's ``from``: the location of the enemy whose move is under way ("that enemy's location" after
#: "While a Byakhee enemy is moving"; core/moving.py), and its ``to`` the card's own location.
MOVING_LOCATION = "location-of-moving-enemy"
OWN_LOCATION = "self"
#: The layout's shapes and the directions each has words for.
SHAPES = {"ring": ("clockwise", "counter-clockwise", "across", "adjacent"),
          "row": ("left", "right", "adjacent"),
          "grid": ("left", "right", "above", "below", "adjacent")}


@dataclass(frozen=True)
class Layout:
    """Where the locations lie: ``shape`` (ring, row or grid) and its rows (a ring or a row is one row)."""

    shape: str
    rows: tuple[tuple[str | None, ...], ...]

    def place(self, name: str) -> tuple[int, int] | None:
        """The row and column of a location, None when the layout does not place it."""
        for r, row in enumerate(self.rows):
            if name in row:
                return r, row.index(name)
        return None

    def toward(self, name: str, direction: str) -> list[str]:
        """The locations in ``direction`` from ``name`` (none when it has no such neighbour or no place)."""
        at = self.place(name)
        if at is None or direction not in SHAPES[self.shape]:
            return []
        if direction == "adjacent":
            sides = ("clockwise", "counter-clockwise") if self.shape == "ring" else \
                ("left", "right") if self.shape == "row" else ("left", "right", "above", "below")
            return list(dict.fromkeys(n for side in sides for n in self.toward(name, side) if n != name))
        r, c = at
        if self.shape == "ring":
            ring = self.rows[0]
            if direction == "across":
                return [ring[(c + len(ring) // 2) % len(ring)]] if len(ring) % 2 == 0 and len(ring) > 1 else []
            step = 1 if direction == "clockwise" else -1
            found = ring[(c + step) % len(ring)]
            return [found] if found and found != name else []
        dr, dc = {"left": (0, -1), "right": (0, 1), "above": (-1, 0), "below": (1, 0)}[direction]
        rr, cc = r + dr, c + dc
        if 0 <= rr < len(self.rows) and 0 <= cc < len(self.rows[rr]) and self.rows[rr][cc]:
            return [str(self.rows[rr][cc])]
        return []
