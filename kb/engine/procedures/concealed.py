"""Concealed enemies (2024 glossary, Concealed X and Concealed Mini-Cards).

An enemy in **the shadows** is in play but at no location: it cannot be engaged, attacked or moved.
Facedown **concealed mini-cards** at locations are its possible whereabouts (and decoys). A mini-card
is exposed:

- by a successful attack or evasion *against the mini-card* (a fight or evade action naming it, as if
  it were an engaged enemy), whose difficulty is its location's shroud;
- by an effect that discovers a clue at its location (a successful investigation included), when the
  investigator chooses to expose it instead (an ``expose`` choice) — the clue is then not discovered.

Exposing replaces the standard effect. A decoy is set aside with no effect; an enemy's mini-card
places that enemy at the mini-card's location (where it engages as usual) and is set aside; then, if
no enemy is left in the shadows, every remaining mini-card is set aside too. One mini-card per effect.
An enemy drawn with Concealed X (``concealed: X``) spawns into the shadows, and the investigator who drew it
deals its mini-card and X decoys (the engine names them ``ENEMY mini-card`` and ``ENEMY decoy N``) among the
locations in play as evenly as possible, nearest first; which location the enemy's own mini-card lands at is
the shuffle's (a ``target`` choice naming the enemy and the location; without one, the nearest).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.ongoing import Test, TestResult
from ..core.state import PLAY, SET_ASIDE, MiniCard
from ..situation.vocabulary import Decision, Result, StepKind
from .enemies import distances, engage_at_location
from .skilltest import run_test

if TYPE_CHECKING:
    from ..core.engine import Engine
    from ..core.state import State

_RULES = ("ahlcg/glossary/concealed-mini-cards",)
_KEYWORD = ("ahlcg/glossary/concealed-x",)


def at(state: State, location: str | None) -> list[str]:
    """The concealed mini-cards in play at a location."""
    return [m.name for m in state.minicards.values() if m.zone == PLAY and m.location == location]


def in_shadows(state: State) -> list[str]:
    """The enemies in the shadows."""
    return [c.name for c in state.cards.values() if c.zone == PLAY and c.shadows]


def offer_instead_of_clues(engine: Engine, who: str, location: str, depth: int, by: str, *,
                           instead: str = "discovering clues", otherwise: str = "the clues are discovered") -> bool:
    """Discovering clues at a location with a mini-card (or dealing damage to an enemy there: ``instead``): expose it
    instead if the player chooses to."""
    here = at(engine.state, location)
    if not here:
        return False
    choice = next((c for c in (engine.book.take(Decision.EXPOSE, choose=name) for name in here) if c), None)
    if choice is None:
        engine.emit(StepKind.CHOICE, depth, f"{who} could expose {', '.join(here)} at {location} instead of {instead}; "
                    f"no `expose` choice given: {otherwise}", _RULES, card=by)
        return False
    engine.emit(StepKind.CHOICE, depth, f"{who} chooses to expose {choice.choose} instead of {instead} at "
                f"{location} ({choice.path}): that replaces the effect" + (", so no clue is discovered"
                                                                          if instead == "discovering clues" else ""),
                _RULES, card=by)
    expose(engine, who, str(choice.choose), depth, by)
    return True


def attempt(engine: Engine, who: str, mini: str, action: str, result: Result | None, ctx: Context) -> bool:
    """Attack or evade a mini-card as if it were an engaged enemy: a test against its location's shroud."""
    state = engine.state
    card = state.minicards[mini]
    shroud = state.locations[card.location].shroud
    skill = "combat" if action == "fight" else "agility"
    doing, done_to = ("attacking", "attacked") if action == "fight" else ("evading", "evaded")
    done = [False]

    def success(depth: int) -> bool:
        expose(engine, who, mini, depth, ctx.bearer)
        done[0] = True
        return True

    engine.emit(StepKind.EVENT, ctx.depth, f"{who} attempts to expose {mini} by {doing} it, as if it were an engaged "
                f"enemy (the difficulty is the shroud of {card.location}, {shroud})", _RULES, card=mini)
    run_test(engine, Test(who, skill, shroud, f"{card.location}'s shroud {shroud} (concealed mini-card)", action,
                          ctx.depth, source=who, target=mini, stated=result,
                          on_success=[TestResult(f"{mini} is exposed (instead of being {done_to})", who, success)]))
    return done[0]


def expose(engine: Engine, who: str, mini: str, depth: int, by: str) -> None:
    """Flip the mini-card: a decoy is set aside; an enemy's places the enemy at its location."""
    state = engine.state
    card = state.minicards[mini]
    card.zone = SET_ASIDE
    if card.enemy is None:
        engine.emit(StepKind.STATE, depth, f"{mini} is flipped to its revealed side: a decoy, set aside, out of play, "
                    "with no effect", _RULES, card=by)
        return
    enemy = state.cards[card.enemy]
    enemy.shadows = False
    enemy.location = card.location
    engine.emit(StepKind.STATE, depth, f"{mini} is flipped to its revealed side: {card.enemy}'s mini-card. {card.enemy} "
                f"is exposed: it leaves the shadows and is placed at {card.location}; the mini-card is set aside, out of "
                "play", _RULES + ("ahlcg/glossary/concealed-x",), card=card.enemy)
    engage_at_location(engine, card.enemy, depth)  # if it is ready and an investigator is there
    hidden = in_shadows(state)
    rest = [m.name for m in state.minicards.values() if m.zone == PLAY]
    if hidden:
        engine.emit(StepKind.NOTE, depth, f"Another enemy remains in the shadows ({', '.join(hidden)}): the other "
                    f"concealed mini-cards stay in play ({', '.join(rest) or 'none'})", _RULES)
        return
    for name in rest:
        state.minicards[name].zone = SET_ASIDE
    engine.emit(StepKind.STATE, depth, "No enemy is left in the shadows: every remaining concealed mini-card is set "
                f"aside, out of play ({', '.join(rest) or 'none'})", _RULES)


def conceal(engine: Engine, enemy: str, who: str, depth: int) -> None:
    """A drawn enemy with Concealed X: into the shadows, then its mini-card and X decoys dealt among the locations."""
    state = engine.state
    card = state.cards[enemy]
    card.zone, card.shadows, card.location, card.engaged = PLAY, True, None, None
    engine.emit(StepKind.STATE, depth, f"{enemy} has Concealed {card.spec.concealed}: it spawns into the shadows, "
                "a game area above the agenda deck, at no location", _KEYWORD, card=enemy)
    start = state.location_of(who) or next(iter(state.locations))
    dist = distances(engine, start)
    places = sorted(state.locations, key=lambda loc: dist.get(loc, len(state.locations)))
    decoys = [f"{enemy} decoy {k}" for k in range(1, (card.spec.concealed or 0) + 1)]
    dealt = places[:len(decoys) + 1] if len(decoys) + 1 <= len(places) else [
        places[k % len(places)] for k in range(len(decoys) + 1)]
    choice = engine.book.take(Decision.TARGET, ability=enemy)
    own = str(choice.choose) if choice is not None and choice.choose in dealt else dealt[0]
    why = f"({choice.path})" if choice is not None and choice.choose in dealt else \
        "(the shuffle's: no `target` choice given, the engine takes the nearest)"
    rest = list(dealt)
    rest.remove(own)
    had = [loc for loc in dict.fromkeys(dealt) if at(state, loc)]
    for name, loc in [(f"{enemy} mini-card", own), *zip(decoys, rest)]:
        state.minicards[name] = MiniCard(name, loc, enemy if name == f"{enemy} mini-card" else None)
    engine.emit(StepKind.STATE, depth, f"{who} takes {enemy}'s concealed mini-card and {len(decoys)} decoy(s), "
                f"shuffles them facedown and puts them into play as evenly as possible among the locations, nearest to "
                f"{who} first: {', '.join(dealt)}; {enemy}'s own is at {own} {why}", _KEYWORD, card=enemy)
    if had:
        engine.emit(StepKind.NOTE, depth, f"The mini-cards at {', '.join(had)}, where there already were some, are "
                    "shuffled facedown together", _KEYWORD, card=enemy)
