"""The closed lists of values some fields take: chaos tokens and the token filters, flood levels,
prey instructions, and what a `for-each` effect counts."""

from __future__ import annotations

#: The chaos token symbols (ST.3-ST.5); a numeric token is written "+1", "0", "-2", ...
TOKEN_SYMBOLS: dict[str, str] = {
    "skull": "resolve the scenario reference card's skull effect (`chaos-tokens`)",
    "cultist": "resolve the scenario reference card's cultist effect (`chaos-tokens`)",
    "tablet": "resolve the scenario reference card's tablet effect (`chaos-tokens`)",
    "elder-thing": "resolve the scenario reference card's elder thing effect (`chaos-tokens`)",
    "auto-fail": "the test automatically fails (ST.6)",
    "elder-sign": "resolve the tester's investigator card elder sign effect (`elder-sign`)",
    "bless": "+2; reveal another token (2024 glossary)",
    "curse": "\u22122; reveal another token (2024 glossary)",
    "frost": "\u22121; reveal another token; a second frost token ends the reveal as an automatic failure",
}
#: Selectors a trigger's `token` filter accepts besides a token.
TOKEN_SELECTORS: dict[str, str] = {
    "any": "any revealed token",
    "symbol": "skull, cultist, tablet or elder thing",
    "numeric": "a token with a number (+1, 0, -1, ...)",
}

#: A location's flood level (Flood Tokens); a location with no flood token is unflooded.
FLOOD_LEVELS: dict[str, str] = {
    "unflooded": "no flood token",
    "partially-flooded": "a flood token, partially flooded side faceup",
    "fully-flooded": "a flood token, fully flooded side faceup",
}

#: A prey instruction ("Prey \u2013 ...") an enemy may bear: whom it engages or hunts among several.
PREY: dict[str, str] = {
    "highest-willpower": "the investigator with the highest willpower",
    "highest-intellect": "the investigator with the highest intellect",
    "highest-combat": "the investigator with the highest combat",
    "highest-agility": "the investigator with the highest agility",
    "lowest-willpower": "the investigator with the lowest willpower",
    "lowest-intellect": "the investigator with the lowest intellect",
    "lowest-combat": "the investigator with the lowest combat",
    "lowest-agility": "the investigator with the lowest agility",
    "most-clues": "the investigator with the most clues",
    "fewest-clues": "the investigator with the fewest clues",
    "most-resources": "the investigator with the most resources",
    "lowest-remaining-health": "the investigator with the lowest remaining health",
    "lowest-remaining-sanity": "the investigator with the lowest remaining sanity",
}


#: What a `for-each` effect counts ("for each point you fail by").
FOR_EACH_COUNTS: dict[str, str] = {
    "point-failed-by": "the points by which the current skill test failed (its margin)",
    "point-succeeded-by": "the points by which the current skill test succeeded (its margin)",
    "clue-on-your-location": "the clues on your location",
    "horror-on-you": "the horror on you",
    "damage-on-you": "the damage on you",
    "resource-you-have": "the resources you have",
    "base-shroud-of-your-location": "your location's base (printed) shroud",
    "doom-in-play": "the doom on cards and locations in play (Doom)",
    "clue-you-have": "the clues you have",
    "enemy-at-your-location": "the enemies at your location",
}

#: What an ability's condition before the colon counts ("If there are no clues here:").
CONDITION_COUNTS: dict[str, str] = {
    "clues": "the clues on a location, a card or an investigator",
    "resources": "an investigator's resources",
    "cards-in-hand": "the cards in an investigator's hand",
    "enemies": "the enemies at a location, or engaged with an investigator",
}

#: The time period an ability's condition before the colon names ("During your turn,").
CONDITION_PERIODS: dict[str, str] = {
    "your-turn": "only during the turn of the investigator using it",
    "any-turn": "only during an investigator's turn",
}

#: The time period a fast event's play instruction names ("Play only during your turn"): Play Restrictions,
#: Permissions, and Instructions — "the timing point at which, and/or time period during which, an event card
#: may be played".
PLAY_PERIODS: dict[str, str] = {
    "your-turn": "only in a player window during its owner's own turn",
    "any-turn": "only in a player window during an investigator's turn",
    "any-player-window": "in any player window (what Fast allows already)",
}


def is_token(value: str) -> bool:
    """A chaos token: a symbol, or a number written like "+1", "0", "-3"."""
    if value in TOKEN_SYMBOLS:
        return True
    body = value[1:] if value[:1] in "+-" else value
    return body.isdigit()
