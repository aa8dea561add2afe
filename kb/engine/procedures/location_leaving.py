"""A location that leaves play: discarded ("If you are at an Extradimensional location, discard it"), shuffled into the
encounter deck ("shuffle Dimensional Doorway into the encounter deck") or removed from the game.

Leaves Play: "any time a card makes a transition from an in-play state to an out-of-play state"; "All tokens on the
card are returned to the token pool" (its clues and doom), "All attachments on the card are discarded". A location
leaving play is a ``leaves-play`` occurrence like any card's, so its 'when' window opens while it is still in play
("When a location leaves play: Move each investigator and unengaged enemy at that location to Another Dimension"),
and once it is gone no location is connected to it (Connecting Locations: a connection is printed on a location in
play).

What becomes of the investigators and enemies still at a location as it leaves play the rules do not say (Leaves
Play, Location Cards and Elimination are silent; the scenarios that discard locations say where those go, as Another
Dimension does): there the engine stops short — the location stays in play and the step says it is not modelled,
citing the Grim Rule — rather than place an investigator or an enemy nowhere. Cards at the location that are not
enemies (a treachery placed there, an asset attached to it) are discarded with it, as its attachments.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Occurrence
from ..core.silence import not_modelled
from ..core.state import DISCARD, ENCOUNTER_DISCARD, ENCOUNTER_DECK, PLAY, REMOVED, Card
from ..situation.spec import CardSpec
from ..situation.vocabulary import CardType, StepKind
from .discarding import leave_play, place_out_of_play

if TYPE_CHECKING:
    from ..core.engine import Engine

RULES = ("ahlcg/rr/leaves-play", "ahlcg/rr/in-play-and-out-of-play")
#: Where a location goes, by the zone it goes to: what the effect says, and where the trace then says it went.
GOES = {ENCOUNTER_DISCARD: ("is discarded", "is discarded: placed on the encounter discard pile"),
        ENCOUNTER_DECK: ("is shuffled into the encounter deck", "is shuffled into the encounter deck (a shuffled "
                         "order is random: the engine puts it at the bottom)"),
        REMOVED: ("is removed from the game", "is removed from the game")}


def residents(engine: Engine, name: str) -> list[str]:
    """The investigators and enemies at location ``name``, investigators in player order."""
    state = engine.state
    found = [w for w in state.player_order() if state.in_game(w) and state.investigators[w].location == name]
    return found + [c.name for c in state.cards.values() if c.zone == PLAY and c.type is CardType.ENEMY
                    and state.location_of(c.name) == name]


def location_leaves_play(engine: Engine, name: str, zone: str, depth: int, by: str | None) -> bool:
    """Location ``name`` (in play) leaves play for ``zone`` (a key of :data:`GOES`) through its ``leaves-play``
    occurrence; whether it left."""
    goes = GOES[zone][0]
    occ = engine.occurrence("leaves-play", depth, what=name, source=by, text=f"{name} leaves play")
    left: list[bool] = []

    def body(_: list[Occurrence]) -> None:
        still = residents(engine, name)
        if still:
            not_modelled(engine, depth, f"{name} would leave play ({goes}) with {', '.join(still)} at "
                         "it: the rules do not say where an investigator or enemy at a location that leaves play goes "
                         f"(the Grim Rule: the players resolve it as they perceive worst); the engine keeps {name} in "
                         "play", *RULES, "ahlcg/rr/location-cards", "ahlcg/rr/grim-rule", card=name)
            return
        _gone(engine, name, zone, depth)
        left.append(True)

    engine.resolve([occ], body, announce=f"{by or 'The game'}: {name} {goes}", rules=RULES,
                   card=by, kind=StepKind.EVENT)
    return bool(left)


def _gone(engine: Engine, name: str, zone: str, depth: int) -> None:
    """Take the location out of play: what is attached to it or placed at it is discarded, its tokens return to the
    pool, no location stays connected to it, and its card goes to ``zone``."""
    state = engine.state
    at = [c for c in state.cards.values() if c.zone == PLAY and name in (c.attached_to, c.location)]
    for card in at:  # Leaves Play: "All attachments on the card are discarded" (a card placed at it, likewise)
        leave_play(engine, card, DISCARD if card.owner in state.investigators else ENCOUNTER_DISCARD, depth=depth)
    loc = state.locations.pop(name)
    for other in state.locations.values():
        other.connections = tuple(n for n in other.connections if n != name)
    card = Card(name, CardSpec(name, CardType.LOCATION, text=loc.text, traits=loc.traits,
                               connections=loc.connections, shroud=loc.shroud, clues=loc.clue_value), zone)
    state.cards[name] = card
    if zone == ENCOUNTER_DECK:
        card.zone = ENCOUNTER_DECK
        state.encounter_deck.append(name)
    else:
        place_out_of_play(state, card, zone)
    tokens = ", ".join(p for p in (f"{loc.clues} clue{'s' if loc.clues != 1 else ''}" if loc.clues else "",
                                   f"{loc.doom} doom" if loc.doom else "", f"{loc.horror} horror" if loc.horror else "")
                       if p)
    engine.emit(StepKind.STATE, depth, f"{name} {GOES[zone][1]}: it leaves play"
                + (f" (its {tokens} return to the token pool)" if tokens else "")
                + (f"; {', '.join(c.name for c in at)}, attached to it or at it, discarded with it" if at else "")
                + "; no location is connected to it any more", RULES + ("ahlcg/rr/location-cards",), card=name)
