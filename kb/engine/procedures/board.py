"""Moving, locations as a move enters them, their flood levels, and flipping them.

A move leaves one location and enters another at once; engaged enemies follow. Entering a location
is then three timing points in a row, each its own triggering condition so that
abilities can wait for exactly one of them:

1. the investigator **enters** (the ``move`` event's body) — what is true of the location *now* is
   what "entering a [flooded] location" refers to, so its flood level is recorded at this point
   (Flood Tokens FAQ: a location that floods after it is revealed was entered unflooded);
2. the first time it is entered, it is **revealed** (``reveal-location``; Location Cards);
3. the point at which ready unengaged enemies there **would engage** the investigator
   (``enemies-engage``; Enemy Engagement). The Track Shoes ruling: "before enemies engage you" names
   this timing point, which occurs even when no enemy is there.

A flip (``flip-location``) turns a location to its other side without it leaving play: its tokens,
attachments and everything at it stay (the Wages of Sin FAQ).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import standing
from ..core.history import PERIODS, Moved
from ..core.occurrence import Context, Occurrence
from ..core.state import PLAY, SET_ASIDE, Location
from ..core.targets import pick
from ..core.text import an, count
from ..situation.spec import Effect, LocationSide
from ..situation.vocabulary import FLOOD_LEVELS, LimitPeriod, StepKind, Timing
from .enemies import engage, engages_here
from .placing import place_clues

if TYPE_CHECKING:
    from ..core.engine import Engine

_LEVELS = list(FLOOD_LEVELS)


#: The kinds of an encounter card (not a player card: asset, event, skill, investigator), whose effect moving an
#: investigator is a move ``via: encounter``.
ENCOUNTER_KINDS = frozenset({"enemy", "treachery", "location", "act", "agenda", "story", "scenario"})


def move(engine: Engine, who: str, dest: str, depth: int, by: str) -> bool:
    """Move: leave and enter at once; engaged enemies follow; then entering's timing points
    (``board.enter``: the location is revealed, then ready unengaged enemies there engage)."""
    state = engine.state
    inv = state.investigators[who]
    origin = inv.location
    if dest == origin:
        engine.emit(StepKind.NOTE, depth, f"{who} is already at {dest}: a move cannot go to the same placement",
                    ("ahlcg/rr/move",), card=by)
        return False
    kind = state.kind_of(by) if by != who else None  # the move action, or a card's effect: an encounter card's?
    via = None if kind is None else "encounter" if kind in ENCOUNTER_KINDS else "effect"
    occ = engine.occurrence("move", depth, who=who, what=dest, source=origin, via=via, text=f"{who} enters {dest}")

    def body(_: list[Occurrence]) -> None:
        with standing.hold(engine, dest):  # the enemies there engage at "before enemies engage you"
            moved()

    def moved() -> None:
        inv.location = dest
        state.history.moved.append(Moved(who, {p: state.period_key(LimitPeriod(p)) for p in PERIODS}))
        followers = state.engaged_enemies(who)
        text = f"{who} leaves {origin} and enters {dest} simultaneously"
        if followers:
            text += f"; engaged enemies move with {who}: {', '.join(followers)}"
        rules = ("ahlcg/rr/move",) + (("ahlcg/rr/enemy-engagement",) if followers else ())
        engine.emit(StepKind.STATE, depth, text, rules, card=by)
        enter(engine, who, dest, depth)

    return bool(engine.resolve([occ], body, announce=f"{who} moves from {origin} to {dest}",
                               rules=("ahlcg/rr/move",), card=by))


def enter(engine: Engine, who: str, dest: str, depth: int) -> None:
    """What follows entering ``dest`` in the move's body: record it, reveal it, the engagement point."""
    state = engine.state
    loc = state.locations[dest]
    state.investigators[who].entered.append((state.turn_serial, dest, loc.flood))
    if any(place.flood != "unflooded" for place in state.locations.values()):
        engine.emit(StepKind.NOTE, depth, f"{who} has entered {an(loc.flood)} location ({dest}): its flood level as "
                    "it is entered is what entering a flooded or unflooded location refers to",
                    ("ahlcg/glossary/flood-tokens",), card=dest)
    if not loc.revealed:
        reveal(engine, who, dest, depth)
    enemies_engage(engine, who, dest, depth)


def reveal(engine: Engine, who: str, dest: str, depth: int) -> None:
    """Location Cards: the first time a location is entered, it is turned to its revealed side and clues equal to
    its clue value are placed on it, added to any already there (FAQ: clues at an unrevealed location remain)."""
    loc = engine.state.locations[dest]
    occ = engine.occurrence("reveal-location", depth, who=who, what=dest, text=f"{dest} is revealed")

    def body(_: list[Occurrence]) -> None:
        loc.revealed = True
        if loc.clue_value:
            place_clues(engine, dest, loc.clue_value, depth, put)

    def put() -> None:
        before, loc.clues = loc.clues, loc.clues + loc.clue_value
        engine.emit(StepKind.STATE, depth, f"{count(loc.clue_value, 'clue')} placed on {dest}, its clue value "
                    f"(clues {before} \u2192 {loc.clues})",
                    ("ahlcg/rr/location-cards", "ahlcg/rr/clues", "ahlcg/faq/q-if-there-are-clues-or-cards-at-an"),
                    card=dest)

    engine.resolve([occ], body, announce=f"{dest} is revealed: the first time it is entered, it is turned to its "
                   f"revealed side ({loc.flood})", rules=("ahlcg/rr/location-cards",), card=dest,
                   kind=StepKind.STATE)


def enemies_engage(engine: Engine, who: str, dest: str, depth: int) -> None:
    """The timing point at which enemies at the entered location would engage (even if there are none)."""
    state = engine.state
    ready = [e for e in state.enemies_at(dest) if engages_here(engine, e)]
    occ = engine.occurrence("enemies-engage", depth, who=who, what=dest,
                            text=f"enemies at {dest} would engage {who}")

    def body(_: list[Occurrence]) -> None:
        if state.investigators[who].location != dest:
            engine.emit(StepKind.NOTE, depth, f"{who} is no longer at {dest}: no enemy there engages {who}",
                        ("ahlcg/rr/enemy-engagement",), card=dest)
            return
        for enemy in state.enemies_at(dest):
            if engages_here(engine, enemy):
                engage(engine, who, enemy, depth)

    if ready or engine.has_abilities(occ, Timing.WHEN):
        what = ", ".join(ready) if ready else "no enemy is there, but the timing point still occurs"
        engine.emit(StepKind.EVENT, depth, f"The point at which ready unengaged enemies at {dest} would engage {who} "
                    f"({what})", ("ahlcg/rr/enemy-engagement", "ahlcg/faq/q-can-i-use-the-ability-on-track-shoes"),
                    card=dest, event="enemies-engage")
    engine.resolve([occ], body)


# -- flood levels --------------------------------------------------------------------------------

def change_flood(engine: Engine, eff: Effect, ctx: Context, *, step: int) -> bool:
    """Increase (step +1) or decrease (step -1) a location's flood level (Flood Tokens)."""
    state = engine.state
    found = pick(engine, eff.to or "this-location", ctx, noun="location")
    places = [p for p in found if p in state.locations]
    if not places:
        engine.emit(StepKind.NOTE, ctx.depth, "No location to change the flood level of: it does not resolve",
                    ("ahlcg/glossary/flood-tokens",), card=ctx.bearer)
        return False
    full = True
    for name in places:
        loc = state.locations[name]
        k = _LEVELS.index(loc.flood)
        if not 0 <= k + step < len(_LEVELS):
            why = "a fully flooded location cannot have its flood level increased" if step > 0 else \
                "an unflooded location cannot have its flood level decreased"
            engine.emit(StepKind.NOTE, ctx.depth, f"{name}: {why}", ("ahlcg/glossary/flood-tokens",), card=name)
            full = False
            continue
        before, loc.flood = loc.flood, _LEVELS[k + step]
        token = {"unflooded": "its flood token is removed", "partially-flooded": "a flood token, partially flooded "
                 "side faceup", "fully-flooded": "its flood token shows the fully flooded side"}[loc.flood]
        engine.emit(StepKind.STATE, ctx.depth, f"{name}'s flood level {'increases' if step > 0 else 'decreases'}: "
                    f"{before} \u2192 {loc.flood} ({token})", ("ahlcg/glossary/flood-tokens",), card=ctx.bearer)
    return full


# -- flipping --------------------------------------------------------------------------------------

def flip(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Flip a location to its other side: it does not leave play, so nothing on or at it moves."""
    state = engine.state
    found = [p for p in pick(engine, eff.to or "your-location", ctx, noun="location") if p in state.locations]
    if not found or state.locations[found[0]].other_side is None:
        engine.emit(StepKind.NOTE, ctx.depth, "No double-sided location to flip (a location needs `other-side`): "
                    "it does not resolve", ("ahlcg/faq/q-when-a-location-flips-from-its-non-spectral",),
                    card=ctx.bearer)
        return False
    name = found[0]
    occ = engine.occurrence("flip", ctx.depth, what=name, source=ctx.bearer, text=f"{name} flips")
    return bool(engine.resolve([occ], lambda _: _flip_location(engine, name, ctx), rules=(FLIP_RULE,), card=ctx.bearer))


#: The FAQ's ruling on a location flipping (The Wages of Sin): it does not leave play.
FLIP_RULE = "ahlcg/faq/q-when-a-location-flips-from-its-non-spectral"


def _flip_location(engine: Engine, name: str, ctx: Context) -> None:
    """Turn the location ``name`` to its other side (the ``flip`` occurrence's body)."""
    state = engine.state
    loc = state.locations[name]
    side = loc.other_side
    assert side is not None
    loc.other_side = LocationSide(loc.shroud, tuple(a.ability for a in loc.abilities), loc.text)
    before = loc.shroud
    loc.shroud, loc.text = side.shroud, side.text
    loc.abilities = state.abilities_of(side.abilities, name)
    people = state.investigators_at(name)
    here = [c.name for c in state.cards.values() if c.zone == PLAY and state.location_of(c.name) == name]
    stays = "; ".join(p for p in (
        " and ".join(t for t in (count(loc.clues, "clue") if loc.clues else "", f"{loc.doom} doom" if loc.doom
                                 else "") if t) + " stay on it" if loc.clues or loc.doom else "",
        f"{loc.flood}" if loc.flood != "unflooded" else "",
        "still at it: " + ", ".join(people + here) if people or here else "") if p)
    engine.emit(StepKind.STATE, ctx.depth, f"{name} flips to its other side (shroud {before} \u2192 {loc.shroud}"
                + (f": \u201c{side.text}\u201d" if side.text else "") + "). It does not leave play, so nothing that "
                "happens when a card leaves play happens" + (f"; {stays}" if stays else ""),
                (FLIP_RULE, "ahlcg/rr/leaves-play"), card=ctx.bearer)


def location_enters_play(engine: Engine, name: str, depth: int, by: str) -> bool:
    """A set-aside location put into play (Put into Play): it enters play unrevealed (Location Cards: a location
    enters play with its unrevealed side faceup), connected as its card prints, with no clues until it is
    revealed; it is neither played nor drawn."""
    state = engine.state
    card = state.cards.get(name)
    if card is None or card.zone != SET_ASIDE or card.type.value != "location":
        engine.emit(StepKind.NOTE, depth, f"{name} is not a set-aside location: it cannot be put into play",
                    ("ahlcg/rr/put-into-play",), card=by)
        return False
    occ = engine.occurrence("enters-play", depth, what=name, text=f"{name} enters play")

    def body(_: list[Occurrence]) -> None:
        spec = state.cards.pop(name).spec
        loc = Location(name, spec.connections, 0, spec.shroud, False, text=spec.text, traits=tuple(spec.traits),
                       clue_value=spec.clues)  # its clue value, placed as it is revealed
        loc.abilities = state.abilities_of(spec.abilities, name)
        state.locations[name] = loc
        for other in spec.connections:
            if other in state.locations and name not in state.locations[other].connections:
                state.locations[other].connections += (name,)
        engine.emit(StepKind.STATE, depth, f"{name} is put into play unrevealed, connected to "
                    f"{', '.join(spec.connections) or 'no location'} (no clues until it is revealed)",
                    ("ahlcg/rr/put-into-play", "ahlcg/rr/location-cards", "ahlcg/rr/enters-play"), card=name)

    return bool(engine.resolve([occ], body, announce=f"{by}: put {name} into play", card=by, kind=StepKind.EVENT))
