"""The effects on the other side of a location or a double-sided card — looking at the facedown side, turning a
location to its unrevealed side: kept in a module of their own, as their family is, and added to the closed list of
effects by the package (``vocabulary/__init__.py``)."""

from __future__ import annotations

from .effects import EffectType

_RULES = ("ahlcg/rr/location-cards", "ahlcg/glossary/looking-at-searching-and-finding")

#: ``look-top``'s deck of its scenario ("Look at … the top card of the Exhibit deck"), as the scenario deck effects name it.
LOOK_TOP_FIND = ("a deck of its scenario: its set-aside cards that fit, in the situation's order, top first (as "
                 "`put-from-scenario-deck`'s: Exhibit)")

#: ``look-revealed-side``: a location's revealed side looked at; ``look-other-side``: any card's other side.
LOOKING_SIDE_EFFECTS: dict[str, EffectType] = {
    "look-revealed-side": EffectType(
        "look-revealed-side", "look at the revealed side of a location (“look at the revealed side of any Catacombs "
        "location in play”) without revealing it: it stays unrevealed, no clues are placed; only the investigator "
        "resolving it sees it, and what that side shows is hidden information the trace does not model (a location "
        "already revealed hides nothing)",
        {"to": "location selector (chosen: a-catacombs-location)"}, _RULES),
    "look-other-side": EffectType(
        "look-other-side", "look at the other side of a double-sided card (“Look at the other side of a Masked "
        "Carnevale-Goer”) without flipping it: the trace names the side the situation gives (`other-side`) and who "
        "alone sees it; with none given, not modelled",
        {"to": "card or location selector"}, _RULES),
    "unreveal-location": EffectType(
        "unreveal-location", "flip each location `to` picks to its unrevealed side (“Flip each non-Sentinel Hill "
        "location in play to its unrevealed side”): it does not leave play, so its tokens, attachments, investigators "
        "and enemies stay; the next investigator to enter it reveals it again and places clues on it equal to its "
        "clue value; each is a `flip`; a location already unrevealed is not flipped",
        {"to": "location selector (your-location)"}, ("ahlcg/rr/location-cards",
                                                      "ahlcg/faq/q-when-a-location-flips-from-its-non-spectral"))}
