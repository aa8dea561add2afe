"""Reading a situation's ``layout`` (:mod:`.layout`), and saying where a connection stated by position cannot be
placed: not modelled, the connections left out, never guessed."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

from .layout import DIRECTIONS, MOVING_LOCATION, ONE_ANOTHER, OWN_LOCATION, SHAPES, Layout
from .names import Names
from .titles import title_of
from .spec import Ability, Situation

#: Move: "Connecting locations are identified on the location card representing the entity's current location".
RULE = "ahlcg/rr/move"


def read_layout(data: Mapping[str, Any], names: Names) -> Layout | None:
    """The situation's ``layout``, each name a location of the situation (or one a card may put into play)."""
    raw = data.get("layout")
    if raw is None:
        return None
    (shape, value), = raw.items()  # the schema allows exactly one of ring, row, grid
    rows = value if shape == "grid" else [value]
    seen: set[str] = set()
    for r, row in enumerate(rows):
        for c, name in enumerate(row):
            if name is None:
                continue
            parts: list[str | int] = ["layout", shape] + ([r, c] if shape == "grid" else [c])
            names.ref(name, list(names.defined), parts, "location")
            if name in seen:
                raise names.fail(parts, f"'{name}' is placed twice in the layout")
            seen.add(name)
    return Layout(shape, tuple(tuple(row) for row in rows))


def _connecting(situation: Situation) -> Iterable[tuple[str, Ability]]:
    """Every ability of the situation that states a connection, with its bearer."""
    for loc in situation.locations:
        yield from ((loc.name, ab) for ab in loc.abilities if ab.connects)
    for zone in (situation.cards, situation.set_aside, situation.exploration_deck, situation.act_deck,
                 situation.agenda_deck, situation.encounter_deck):
        for card in zone:
            yield from ((card.name, ab) for ab in card.abilities if ab.connects)


def with_layout(situation: Situation, layout: Layout | None) -> Situation:
    """The situation with its layout, and a not-modelled note for each connection stated by position that the
    layout cannot place (no layout, or a location it does not place): those connections are left out."""
    notes = []
    for bearer, ab in _connecting(situation):
        assert ab.connects is not None
        source, targets, _ = ab.connects
        directions = [DIRECTIONS[t] for t in targets if t in DIRECTIONS]
        if not directions:
            continue
        if layout is None:
            notes.append(f"not modelled: {bearer}'s “{ab.text or 'connection'}” names locations by their position, "
                         "and the situation gives no `layout`: those connections are left out")
        elif any(shape_lacks(layout, d) for d in directions):
            notes.append(f"not modelled: {bearer}'s “{ab.text or 'connection'}” names a direction a {layout.shape} "
                         "has no word for: those connections are left out")
        elif source in ("self", bearer) and bearer in {loc.name for loc in situation.locations} \
                and layout.place(bearer) is None:
            notes.append(f"not modelled: the `layout` does not place {bearer}, whose “{ab.text or 'connection'}” "
                         "names locations by their position: those connections are left out")
    defaults = situation.defaults + tuple((note, RULE) for note in dict.fromkeys(notes))
    return replace(situation, layout=layout, defaults=defaults)


def shape_lacks(layout: Layout, direction: str) -> bool:
    """Whether the layout's shape has no word for ``direction`` (clockwise in a row)."""
    return direction not in SHAPES[layout.shape]


#: The sets of locations a stated connection may name besides a name and a position: every location, or those
#: of a trait (``each-woods-location``; a trait of several words joined by ``_``).
_EACH = "each-location"


def _set_selector(selector: str) -> bool:
    """Whether ``selector`` names a set of locations by trait: ``each-location``, ``each-TRAIT-location``."""
    parts = selector.split("-")
    return selector == _EACH or (len(parts) == 3 and parts[0] == "each" and parts[2] == "location" and bool(parts[1]))


def check_connects(raw: Mapping[str, Any], kind: Any, parts: list[str | int], names: Names) -> None:
    """A stated connection is a constant ability; ``from`` is this card (``self``), a location's name, a set of
    locations or the moving enemy's location (under a condition ``during: enemy-moving``); ``to`` names, sets,
    positions, ``one-another`` or (from elsewhere) ``self``."""
    if str(kind) != "constant":
        raise names.fail(parts + ["kind"], "'connects' is a constant ability (the card states a connection)")
    for key in ("applies-to", "effects", "cannot"):
        if raw.get(key):  # an empty list or false says nothing: the card reader's shape gives every ability them
            raise names.fail(parts + [key], f"a stated connection ('connects') has no '{key}'")
    spec = raw["connects"]
    source = spec.get("from", "self")
    if source == MOVING_LOCATION and (raw.get("condition") or {}).get("during") != "enemy-moving":
        raise names.fail(parts + ["connects", "from"], f"'{MOVING_LOCATION}' is the location of the enemy whose move "
                         "is under way: the ability needs a condition 'during: enemy-moving'")
    if source not in ("self", MOVING_LOCATION) and not _set_selector(source):
        names.ref(source, list(names.defined), parts + ["connects", "from"], "location")
    targets = [spec["to"]] if isinstance(spec["to"], str) else list(spec["to"])
    for k, target in enumerate(targets):
        if target in DIRECTIONS or _set_selector(target) or (target in (ONE_ANOTHER, OWN_LOCATION) and source != "self"):
            continue
        if target == ONE_ANOTHER:
            raise names.fail(parts + ["connects", "to", k], "'one-another' connects each location `from` names to "
                             "each other one: give `from` a set of locations")
        names.ref(target, _titles(names), parts + ["connects", "to", k], "location")


def _titles(names: Names) -> list[str]:
    """The names a connection may name: each defined name and each copy's printed title ("Exhibit Hall #2" is a copy
    of Exhibit Hall: "each copy of Exhibit Hall" names it)."""
    return list(dict.fromkeys([*names.defined, *(title_of(n) for n in names.defined)]))



def read_connects(spec: Mapping[str, Any] | None) -> tuple[str, tuple[str, ...], bool] | None:
    """``(from, to, while-hunting)`` of a stated connection, None for an ability that states none."""
    if spec is None:
        return None
    targets = (spec["to"],) if isinstance(spec["to"], str) else tuple(spec["to"])
    return spec.get("from", "self"), targets, bool(spec.get("while-hunting", False))
