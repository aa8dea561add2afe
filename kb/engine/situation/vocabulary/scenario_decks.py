"""The effect that takes from a deck of its scenario (the Catacombs deck, the Exhibit deck): kept in a module of its
own, as its family is, and added to the closed list of effects by the package (``vocabulary/__init__.py``)."""

from __future__ import annotations

from .effects import EffectType

#: ``zone`` of ``put-from-scenario-deck``: where the card is placed from ``location``.
POSITION_ZONES = ("above", "below", "left", "right")

#: ``put-from-scenario-deck``: the top cards of a named scenario deck put into play where a location lies;
#: ``draw-from-scenario-deck``: its top card drawn as an encounter card.
SCENARIO_DECK_EFFECTS: dict[str, EffectType] = {"put-from-scenario-deck": EffectType(
    "put-from-scenario-deck", "put the top card(s) of a deck of its scenario into play (“Put the top 2 Catacombs in "
    "the Catacombs deck into play above and below X”: two, one for each position; “above or to the right of X”: an "
    "`either` of two): the deck is the set-aside cards that fit `find`, in the situation's order, top first; each "
    "enters play as a set-aside location does, and its position from the location is recorded (the connections "
    "drawn from the placement are not modelled)",
    {"find": "what the deck's cards are (its trait: Catacombs, Exhibit, or a printed name)",
     "amount": "how many of its top cards (1)",
     "location": "the location the position is counted from (self: the card resolving)",
     "zone": "the position from it: above, below, left, right (none: not said)"},
    ("ahlcg/rr/set-aside", "ahlcg/rr/put-into-play", "ahlcg/rr/location-cards")),
    "draw-from-scenario-deck": EffectType(
        "draw-from-scenario-deck", "draw the top card of a deck of its scenario (“Draw the top card of the Cultist "
        "deck”): the deck is the set-aside cards that fit `find`, in the situation's order, top first; the card is "
        "drawn as an encounter card and resolves as one (an enemy spawns)",
        {"find": "what the deck's cards are (its trait: Cultist, or a printed name)",
         "amount": "how many of its top cards, drawn one after another (1)"},
        ("ahlcg/rr/set-aside", "ahlcg/rr/encounter-deck", "ahlcg/rr/spawn"))}
