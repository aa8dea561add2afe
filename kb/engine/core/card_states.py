"""Whether a card or location is in the state a condition names: in play or not, ready or exhausted, engaged, at
your location, controlled, attached, entered play this period, in your hand, connected to your location, at a
location a filter names. Kept apart from the counts (``counted.py``), which ask these when a condition names a card
rather than a count."""

from __future__ import annotations

from .history import PERIODS
from .state import HAND, PLAY, Card, State
from .triggers import selector_matches
from ..situation.vocabulary import LimitPeriod


def location_at(state: State, who: str | None) -> str | None:
    """The location ``who`` is at (or is); None when it is at none."""
    at = state.location_of(who)
    return at if at in state.locations else None


def investigator_or_none(state: State, you: str | None) -> str | None:
    """``you`` when it names an investigator in the game; None otherwise (a card's name, no one)."""
    return you if you is not None and you in state.investigators else None


def card_state(state: State, card: str, wanted: str | None, own: str | None,
               you: str | None = None) -> tuple[bool, str]:
    """Whether a card (``self``: the ability's own) is in the state a condition names, and the card as it is: in play
    or not; ready or exhausted, engaged or not (a card not in play is neither: "if Hastur is ready" is not met while
    Hastur is out of play); at ``you``'s location or not ("if Hunting Horror is at your location": not met for an
    investigator at no location, nor while the card is out of play); under ``you``'s control or not ("If you control
    Lita Chantler": Control — a card out of play is controlled by no one), under any investigator's control or
    none's ("While Lita Chantler is not controlled by a player", "if no investigator controls Peter Clover":
    ``not-controlled-by-any``); in ``you``'s hand or not; attached to a card or location or not ("add 1 resource to
    Shadow-spawned if it is already attached", Lure's "While attached, at the end of the round": Attachments — a card
    out of play is attached to nothing). ``attached`` as the card: the card the ability's card is attached to ("if
    attached enemy is in play"; attached to nothing, it is in no state of play)."""
    name = own if card == "self" else state.host_of(own or "") if card == "attached" else card
    if name in state.locations:
        return _location_state(state, name, wanted, you)
    found = state.cards.get(name or "")
    if wanted in ENTERED_STATES:
        return _entered_state(state, name, ENTERED_STATES[wanted])
    if wanted in HAND_STATES:
        return _hand_state(state, found, name, wanted, you)
    if found is None or found.zone != PLAY:
        return wanted in ("not-in-play", "not-at-your-location", "not-controlled", "not-controlled-by-any",
                          "not-attached"), \
            f"{name} is not in play"
    engaged = state.is_engaged(found.name)
    yours = location_at(state, investigator_or_none(state, you))
    here = yours is not None and state.location_of(found.name) == yours
    mine = you is not None and state.controller_of(found.name) == you
    anyone = bool(found.controller or found.threat_area)  # a threat area's card is its investigator's (as controller_of)
    host = state.host_of(found.name)
    now = {"in-play": True, "not-in-play": False, "ready": not found.exhausted, "exhausted": found.exhausted,
           "engaged": engaged, "unengaged": not engaged, "at-your-location": here, "not-at-your-location": not here,
           "controlled": mine, "not-controlled": not mine, "controlled-by-any": anyone, "not-controlled-by-any": not anyone,
           "attached": host is not None, "not-attached": host is None}
    said = f"{name} is in play, {'exhausted' if found.exhausted else 'ready'}, {'engaged' if engaged else 'unengaged'}"
    said += f", {'at' if here else 'not at'} {you}'s location" if wanted in ("at-your-location",
                                                                          "not-at-your-location") else ""
    if wanted in ("controlled", "not-controlled", "controlled-by-any", "not-controlled-by-any"):
        said += f", controlled by {state.controller_of(found.name) or 'no one'}"
    if wanted in ("attached", "not-attached"):
        said += f", attached to {host}" if host is not None else ", attached to nothing"
    return now.get(wanted or "", False), said


#: A card's having entered play in a period ("If Lupara entered play this turn": Enters Play), by the period.
ENTERED_STATES = {f"entered-play-this-{p}": p for p in PERIODS}


def _entered_state(state: State, name: str | None, period: str) -> tuple[bool, str]:
    """Whether the card entered play in the current ``period`` (recorded as it did, ``core/history.py``): whether it
    is in play now or not, its entering is what was asked."""
    entered = name is not None and state.history.entered_play(name, period, state.period_key(LimitPeriod(period)))
    return entered, f"{name} {'entered' if entered else 'did not enter'} play this {period}"


#: A card's state in a hand: in ``you``'s hand ("While Clasp of Black Onyx is in your hand") or not.
HAND_STATES = ("in-your-hand", "not-in-your-hand")


def _hand_state(state: State, found: Card | None, name: str | None, wanted: str,
                you: str | None) -> tuple[bool, str]:
    """Whether a card is in ``you``'s hand (its owner's, the hand it is in), or not; a card in no hand, or in
    another investigator's, is not in yours."""
    here = found is not None and found.zone == HAND and you is not None and found.owner == you
    said = f"{name} is in {you}'s hand" if here else f"{name} is not in {you or 'no one'}'s hand"
    return here == (wanted == "in-your-hand"), said


def card_at(state: State, card: str, at: str, own: str | None, you: str | None) -> tuple[bool, str]:
    """Whether a card in play (``self``: the ability's own) is at a location the filter ``at`` names ("While Bog Gator
    is at a Bayou location": ``bayou-location``; "While Hunting Horror is at this location"), and where it is."""
    name = (own if card == "self" else card) or ""
    where = state.location_of(name)
    if where is None or where not in state.locations:
        return False, f"{name} is at no location"
    return selector_matches(state, at, where, own or "", you), f"{name} is at {where}"


def _location_state(state: State, name: str, wanted: str | None, you: str | None) -> tuple[bool, str]:
    """A location in play: in play, and connected to ``you``'s location or not (Connecting Pathways — "If The Hidden
    Chamber is connected to your location"; a location is not connected to itself, nor to no location)."""
    here = state.location_of(you)
    connected = here is not None and here != name and (name in state.locations[here].connections
                                                        or here in state.locations[name].connections)
    now = {"in-play": True, "not-in-play": False, "connected": connected, "not-connected": not connected}
    return now.get(wanted or "", False), f"{name} is in play, {'' if connected else 'not '}connected to " \
        f"{here or 'no location'}"
