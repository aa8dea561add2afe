"""The closed lists of values some fields take: chaos tokens and the token filters, flood levels,
prey instructions, slot types, and what a `for-each` effect counts."""

from __future__ import annotations

import re

from .campaign_log import CAMPAIGN_LOG_COUNTS
from .results import RESULT_COUNTS

#: The slot types and how many of each an investigator normally has (Slots; 2024 glossary: Tarot Slots).
SLOT_TYPES: dict[str, int] = {"accessory": 1, "body": 1, "ally": 1, "hand": 2, "arcane": 2, "tarot": 1}

#: The difficulty levels (Difficulty Level): Easy and Standard use the scenario reference card's Easy/Standard side,
#: Hard and Expert its Hard/Expert side.
DIFFICULTIES = {"easy": "Easy/Standard", "standard": "Easy/Standard", "hard": "Hard/Expert", "expert": "Hard/Expert"}

#: The key tokens' colours, each key unique (2024 glossary: Key Tokens).
KEY_COLOURS = ("red", "blue", "green", "yellow", "purple", "black", "white")

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
    "positive": "a token with a positive number (+1, +2, ...): \u201ca positive number\u201d",
    "negative": "a token with a negative number (-1, -2, ...): \u201ca negative number\u201d",
    "even": "a token with an even number (0, -2, -4, ...): \u201can even number\u201d (0 is even)",
    "odd": "a token with an odd number (+1, -1, -3, ...): \u201can odd number\u201d",
    "negative-modifier": "a token whose modifier is negative, a symbol's as its line counts it now: \u201ca chaos token "
                         "with a negative modifier\u201d",
    "positive-modifier": "a token whose modifier is positive (a symbol's too)",
}
#: "non-" before a token ("non-auto-fail"): any revealed token but that one ("a non-[auto_fail] chaos token").
NOT_TOKEN = "non-"

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


#: The counts of the game's state a card names: what a `for-each` effect, a test's difficulty or a chaos token's
#: modifier counts ("for each clue on your location"), and what a count condition bounds (an ability's "If there
#: are no clues here:", a constant's "while", a trigger's trailing "if", an event's "Play only if", a token's
#: "instead if"). Each names the holder it counts on: "you" (the investigator the ability or test is for), "this
#: location" (the location the ability's card is at, or is), "self" (the ability's own card).
STATE_COUNTS: dict[str, str] = {
    "clue-on-your-location": "the clues on your location",
    "horror-on-your-location": "the horror on your location (placed there by a card: Curtain Call)",
    "willpower-value-of-you": "your [willpower] value: your base willpower with the constant and lasting modifiers "
                              "to it that are not limited to one kind of test or target",
    "intellect-value-of-you": "your [intellect] value (as `willpower-value-of-you`)",
    "combat-value-of-you": "your [combat] value (as `willpower-value-of-you`)",
    "agility-value-of-you": "your [agility] value (as `willpower-value-of-you`)",
    **{f"{skill}-base-of-you": f"your base [{skill}]: the value printed on your investigator card, or the one a "
       f"`base-value` constant specifies (Base Value), no modifier added (\u201cthe attacking investigator's base "
       f"[{skill}]\u201d in a `difficulty-is`: the investigator making the test)"
       for skill in ("willpower", "intellect", "combat", "agility")},
    "horror-on-you": "the horror on you",
    "damage-on-you": "the damage on you",
    "resource-you-have": "the resources you have",
    "base-shroud-of-your-location": "your location's base (printed) shroud",
    "doom-in-play": "the doom on cards and locations in play (Doom)",
    "clue-you-have": "the clues you have",
    "enemy-at-your-location": "the enemies at your location",
    "card-in-your-discard-pile": "the cards in your discard pile",
    "card-in-your-hand": "the cards in your hand",
    "card-in-your-deck": "the cards in your deck",
    "enemy-engaged-with-you": "the enemies engaged with you (an investigator's enemies)",
    "clue-on-this-location": "the clues on the location the ability's card is at (or is)",
    "enemy-at-this-location": "the enemies at the location the ability's card is at (or is)",
    "investigator-at-this-location": "the investigators at the location the ability's card is at (or is)",
    "clue-on-self": "the clues on the ability's own card",
    "action-you-have": "the actions you have remaining this turn, additional ones included (Actions)",
    "remaining-sanity": "your remaining sanity: base sanity minus horror, with sanity modifiers (Sanity and Horror)",
    "remaining-health": "your remaining health: base health minus damage, with health modifiers (Health and Damage)",
    "sanity-of-you": "your sanity: the base sanity with the active sanity modifiers, horror not taken from it (Sanity "
                     "and Horror: \u201cIf you have horror on you greater than twice your sanity\u201d)",
    "health-of-you": "your health: the base health with the active health modifiers, damage not taken from it "
                     "(Health and Damage)",
    "shroud-of-your-location": "your location's shroud value: the shroud of its current side with the constant and "
                               "lasting modifiers to it (\u201cgets +1 shroud\u201d: those to an investigation of it "
                               "by you), at least 0",
    "investigator-started-scenario": "the investigators who started the scenario, eliminated ones included: what a "
                                     "value per investigator is multiplied by (Per Investigator)",
    "investigator-in-game": "the investigators still in the game: not eliminated (Elimination: \u201cThe only manner "
                            "in which eliminated investigators interact with the game is when establishing 'per "
                            "investigator' values\u201d): \u201cif there are 3 or 4 investigators in the game\u201d",
    "act-number": "the stage of the current act, from its printed `number` (\u201cIf it is Act 2 or later\u201d); "
                  "nothing to count when it has none",
    "agenda-number": "the stage of the current agenda, from its printed `number` (\u201cIf it is Agenda 2\u201d)",
    "agenda-number-in-play": "how many different stages the agendas in play are printed with (several agenda decks: "
                             "\u201cIf there are two agendas in play with different agenda numbers\u201d is 2 or "
                             "more); an agenda with no `number` counts none",
    "key-you-control": "the keys you control: those on your investigator card (Key Tokens: \u201csome card effects "
                       "may change depending on which keys an investigator controls\u201d)",
    **{f"{colour}-key-you-control": f"whether you control the {colour} key (1 or 0)" for colour in KEY_COLOURS},
    "vengeance-in-victory-display": "the vengeance points in the victory display: each card or location there worth "
                                    "Vengeance X adds X (they count only where an ability refers to them, Vengeance "
                                    "X); victory points are not among them",
    **{f"{kind}-you-dealt-this-{period}": f"the {kind} you have dealt this {period} (placed: prevented {kind} is "
                                         f"not dealt), by you or a card you control or own (history.py)"
       for kind in ("damage", "horror") for period in ("turn", "phase", "round")},
    **{f"hunter-move-of-self-this-{period}": f"the moves the card bearing the ability has made by its hunter keyword "
                                             f"this {period} (\u201ccannot attack during the same phase it moved from "
                                             "its hunter keyword\u201d, history.py)" for period in ("turn", "phase", "round")},
    **{f"action-you-performed-this-{period}": f"the actions you have performed this {period}, each counted once it "
                                             "has resolved in full (an action being performed is not yet one: \u201cPlay "
                                             "only as your first action\u201d, history.py)"
       for period in ("turn", "phase", "round")},
    **{f"move-you-made-this-{period}": f"the moves you have made this {period}, by an action or a card effect, each "
                                       "counted as you enter the location (\u201cYou cannot move more than once each "
                                       "turn\u201d, history.py)"
       for period in ("turn", "phase", "round")},
}
#: A composed count of the value of an attack an enemy is making → that value ("the attacking enemy's damage"): counted
#: from the attack (``procedures/attack_values.py``), not from the state.
ATTACK_VALUE_COUNTS: dict[str, str] = {f"attack-{value}-of": value for value in ("damage", "horror")}
#: A composed count of uses of one type → that type, as a card's Uses keyword names it (Uses (X Type)).
USES_ON: dict[str, str] = {f"{noun}-on": kind for noun, kind in (
    ("charge", "charges"), ("secret", "secrets"), ("ammo", "ammo"), ("supply", "supplies"), ("offering", "offerings"))}
#: Counts composed with a filter, spelled ``<count>:<filter>``: the filter is a trigger filter (a card's name,
#: ``trait:X``, a composed filter such as ``monster-enemy`` or ``extradimensional-location``) matched against every
#: card in play, location and investigator; a count of the state like those above, counted for "you".
#: The skill icons a card may print, each counted on one card by a composed count (``willpower-icon-on:chosen``).
CARD_ICONS = ("willpower", "intellect", "combat", "agility", "wild")
#: The composed counts of one card's printed value (``core/card_values.py``), the icons' by icon.
COST_OF = "cost-of"
ICON_COUNTS = {f"{icon}-icon-on": icon for icon in CARD_ICONS}
CARD_VALUE_COUNTS = frozenset({COST_OF, *ICON_COUNTS})

COMPOSED_COUNTS: dict[str, str] = {
    "in-play": "how many in play the filter matches (\u201cthe number of Monster enemies in play\u201d: "
               "`in-play:monster-enemy`; \u201cfor each Brood of Yog-Sothoth in play\u201d: "
               "`in-play:Brood of Yog-Sothoth`)",
    "investigator-at-location-of": "how many investigators are at a location where something in play the filter "
                                   "matches is (\u201cIf there are no investigators at the same location as a Brood "
                                   "of Yog-Sothoth\u201d: `investigator-at-location-of:Brood of Yog-Sothoth`)",
    "committed-to-test": "how many of the cards committed to the skill test being made the filter matches (ST.2; "
                         "\u201cif a skill card you own is committed to that test\u201d: "
                         "`committed-to-test:skill-you-own`); none while no test is being made",
    "most-doom-on": "the most doom on any one of them (\u201cthe highest number of doom on a Cultist enemy in "
                    "play\u201d: `most-doom-on:cultist-enemy`)",
    "clue-on": "the clues on them, added up (\u201cthe number of clues on Rex Murphy\u201d: `clue-on:Rex Murphy`; "
               "\u201cif it has 1 or more clues on it\u201d: `clue-on:self`; \u201cfor each clue on the attacked "
               "enemy\u201d: `clue-on:tested-enemy`, the enemy the test being made is against, in an effect; \u201cif there "
               "are no clues on that location\u201d after \u201centers a location\u201d: `clue-on:triggering-to`, the "
               "location the triggering condition names, in an effect) (Clues)",
    "doom-on": "the doom on them, added up (\u201cif he has 3 or more doom on him\u201d: `doom-on:self`) (Doom)",
    "horror-on": "the horror on them, added up (\u201cif The Necronomicon has no horror on it\u201d: "
                 "`horror-on:The Necronomicon`)",
    "damage-on": "the damage on them, added up (\u201cthere is at least 3 damage on Hastur\u201d: `damage-on:Hastur`)",
    "resource-on": "the resources on them, added up (\u201cresources on Gondola\u201d: `resource-on:Gondola`)",
    "fight-of": "the fight value of the one enemy in play the filter matches, with the constant and lasting modifiers "
                "to a fight against it by you, at least 0 (\u201cHastur's fight value\u201d: `fight-of:Hastur`); "
                "none or several matched: nothing to count; \u201cthat enemy's fight value\u201d after a `choose` of "
                "the same ability: `fight-of:chosen`, the enemy it chose, in an effect",
    "evade-of": "the evade value of the one enemy in play the filter matches (as `fight-of`)",
    **{f"{value}-of": f"the {value} value of the one enemy the filter matches (its attack's {value}, Enemy Attacks: "
       f"\u201cthat enemy's {value} value\u201d) while it is out of play (defeated, in a discard pile): its printed "
       f"value; an enemy in play, whose value its attacks' modifiers change, is nothing to count; "
       f"\u201cthat enemy\u201d after a trigger naming an enemy: "
       f"`{value}-of:triggering-what`, that enemy, in an effect" for value in ("damage", "horror")},
    # "Deal the attacking enemy's damage to itself": the attack's value, counted where that attack is the occurrence
    **{count: f"the {value} value of the attack the enemy the filter names is making: the filter is "
       "`attacking-enemy` (the enemy whose attack is the triggering condition), its printed value with the constant "
       f"modifiers to that attack, at least 0 (Enemy Attacks; \u201cdeal the attacking enemy's {value} to "
       f"itself\u201d: `attack-{value}-of:attacking-enemy`, canceled or not), in an effect; no attack: nothing to "
       "count" for count, value in ATTACK_VALUE_COUNTS.items()},
    "highest-shroud-of": "the highest shroud value among the locations the filter matches, each with the modifiers to "
                         "investigating it (“the highest shroud value among revealed locations in play”: "
                         "`highest-shroud-of:revealed-location`); none matched: nothing to count",
    # "While engaged with an investigator with remaining sanity 4 or fewer": some investigator the filter matches has
    # at most 4 exactly when the lowest has; "… with 3 or more remaining health": when the highest has at least 3
    **{f"{end}-remaining-{value}-of": f"the {end} remaining {value} among the investigators the filter matches, "
       f"with the {value} modifiers to each ({'Sanity and Horror' if value == 'sanity' else 'Health and Damage'}): "
       f"\u201cengaged with an investigator with remaining {value} 4 or fewer\u201d: `lowest-remaining-{value}-of:"
       "investigator-engaged-with-self`; none matched: nothing to count"
       for end in ("lowest", "highest") for value in ("sanity", "health")},
    "story-card": "1 when the current act or agenda is the card its printed number names, else 0: the filter is not a "
                  "card filter but `act-<number>` / `agenda-<number>`, joined by `|` (any of them) (\u201cIf act 3a "
                  "or agenda 3a is in play\u201d: `story-card:act-3a|agenda-3a`; the side letter tells a second "
                  "deck's \u201c1c\u201d from \u201c1a\u201d; a card given no `number` is none of them)",
    "in-victory-display": "how many cards in the victory display the filter matches (an out-of-play area, Victory "
                          "Display: \u201cIf there are 6 Cultist enemies in the victory display\u201d: "
                          "`in-victory-display:cultist-enemy`)",
    "set-aside": "how many set-aside cards the filter matches (Set Aside: \u201cset aside\u201d cards stay out of play "
                 "until an instruction names them)",
    "in-play-or-set-aside": "how many in play (as `in-play`) and set aside (as `set-aside`) the filter matches, added up "
                            "(\u201cIf there are no copies of Brood of Yog-Sothoth in play or set aside\u201d: "
                            "`in-play-or-set-aside:Brood of Yog-Sothoth` at most 0)",
    "beneath-act-or-agenda-deck": "how many cards underneath the act deck or the agenda deck (out of play) the filter "
                                  "matches (\u201cIf there are a total of 3 Innocent Revelers underneath the act and/or "
                                  "agenda decks\u201d: `beneath-act-or-agenda-deck:innocent_revelers-card`)",
    **{f"beneath-{deck}-deck": f"how many cards underneath the {deck} deck alone (out of play) the filter matches "
       f"(\u201cfor each Innocent Reveler underneath the {deck} deck\u201d: `beneath-{deck}-deck:innocent_reveler-card`)"
       for deck in ("act", "agenda")},
    "activated-by-you-this-turn": "the actions you have performed this turn activating an ability of a card the filter "
                                  "matches, each counted once it has resolved in full (\u201cif you did not perform "
                                  "the above [action] ability\u201d: `activated-by-you-this-turn:self` at most 0; "
                                  "history.py)",
    # Uses (X Type): a card bears uses of its own type only; one with no Uses keyword bears what is placed on it
    **{count: f"the {kind} on them, added up: the uses of a card whose Uses keyword is {kind}, or of one "
       f"with no Uses keyword (\u201cif Angered Spirits has fewer than 4 charges on it\u201d: `charge-on:self`); "
       f"a card whose Uses are of another type bears none"
       for count, kind in USES_ON.items()},
    **CAMPAIGN_LOG_COUNTS,  # the Campaign Log's tallies and phrases, and the phrases remembered (campaign_log.py)
    # One card's printed value, wherever it is (core/card_values.py): what a cost or a choice of the ability picked
    "cost-of": "the printed resource cost of the one card the filter names, wherever it is (in play, in a hand, in a "
               "discard pile), a printed X as 0 (\u201cX is the cost of the Ally asset returned to your hand\u201d "
               "after a `choose`: `cost-of:chosen`, the card it chose, in an effect); no such card: nothing to count",
    **{f"{icon}-icon-on": f"the [{icon}] icons printed on the one card the filter names, wherever it is (\u201cthe "
       f"number of [{icon}] icons on the discarded card\u201d after a cost discarding one card: `{icon}-icon-on:"
       "chosen`, the card the cost discarded, in an effect); no such card: nothing to count"
       for icon in CARD_ICONS},
}


#: One alternative of a ``story-card`` count: the deck and the printed number ("agenda-1a").
STORY_CARD = re.compile(r"(?P<deck>act|agenda)-(?P<number>\d+[a-z]?)")


def composed_count(key: str) -> tuple[str, str] | None:
    """A composed count's parts (the count, its filter), else None."""
    count, colon, flt = key.partition(":")
    return (count, flt) if colon and count in COMPOSED_COUNTS and flt.strip() == flt and flt else None


#: The margin of the current skill test ("for each point you fail by"): counted from the test, not the state.
MARGIN_COUNTS: dict[str, str] = {
    "point-failed-by": "the points by which the current skill test failed (its margin)",
    "point-succeeded-by": "the points by which the current skill test succeeded (its margin)",
}
#: A count of the skill test being made, beside the investigator committing a card to it: what a skill card's commit
#: restriction bounds ("Commit … only if the difficulty of that test is at least 2 higher than your base skill value",
#: ST.2; Play Restrictions), counted as the card is committed.
COMMIT_COUNTS: dict[str, str] = {
    "test-difficulty": "the difficulty of the skill test being made as it stands: its base with the constant modifiers "
                       "to it (Difficulty)",
    "difficulty-over-your-base-skill": "the difficulty of the skill test being made (as `test-difficulty`) minus your "
                                       "base value of the skill tested (the printed one on your investigator card): "
                                       "negative when it is below",
}
#: What a `for-each` effect counts: a test's margin, a count of the state, or what an earlier instruction of the same
#: resolution did (``results.py``).
FOR_EACH_COUNTS: dict[str, str] = {**MARGIN_COUNTS, **STATE_COUNTS, **RESULT_COUNTS}

#: What the skill test being made is against, spelled ``<count>:<filter>`` (filters joined by ``|``: any of them): 1
#: while the current test is such a test against an enemy a filter matches, else 0 — counted from the test, as the
#: margins are ("If this token is revealed during an attack or evasion attempt against a Monster enemy": ``test-against:
#: monster-enemy``; "If this attack succeeds against a non-Elite enemy": ``attack-against:non-elite-enemy``).
TEST_COUNTS: dict[str, str] = {
    "test-against": "1 while the current skill test is an attack or an evasion attempt against an enemy the filter "
                    "matches, else 0 (\u201cduring an attack or evasion attempt against a Monster enemy\u201d)",
    "attack-against": "1 while the current skill test is an attack against an enemy the filter matches, else 0 "
                      "(\u201cIf this attack succeeds against a non-Elite enemy\u201d)",
    "evasion-against": "1 while the current skill test is an evasion attempt against an enemy the filter matches, "
                       "else 0",
    "investigation-of": "1 while the current skill test is an investigation of a location the filter matches, else 0 "
                        "(\u201cIf this skill test is successful while investigating a location\u201d)",
}


def test_count(key: str) -> tuple[str, tuple[str, ...]] | None:
    """A count of the test being made: its kind and its filters (any of them), else None."""
    count, colon, flt = key.partition(":")
    parts = tuple(flt.split("|"))
    return (count, parts) if colon and count in TEST_COUNTS and all(p and p.strip() == p for p in parts) else None

#: The time period an ability's condition before the colon names ("During your turn,").
CONDITION_PERIODS: dict[str, str] = {
    "your-turn": "only during the turn of the investigator using it",
    "any-turn": "only during an investigator's turn",
    "turn-at-your-location": "only during the turn of an investigator at the location of the investigator using it",
    "skill-test": "only while a skill test is being made (with `using`: one on that card, or on a card of that trait)",
    "attack": "only while an attack is being made (with `using`: one using that card, or a card of that trait)",
    # an enemy's move under way (a constant's "While an enemy is moving"; with `moving`: one that filter meets)
    "enemy-moving": "only while an enemy is moving (its path chosen and the location entered: hunter, patrol or an "
                    "effect's move)",
    # a phase, as a constant's "during the upkeep phase" names it (Appendix II: the phase the game is in)
    "mythos-phase": "only during the mythos phase", "investigation-phase": "only during the investigation phase",
    "enemy-phase": "only during the enemy phase", "upkeep-phase": "only during the upkeep phase",
}
#: A phase as a period, in words ("during the upkeep phase").
PHASE_PERIODS = {k: v.removeprefix("only ") for k, v in CONDITION_PERIODS.items() if k.endswith("-phase")}

#: The time period a fast event's play instruction names ("Play only during your turn"): Play Restrictions,
#: Permissions, and Instructions — "the timing point at which, and/or time period during which, an event card
#: may be played".
PLAY_PERIODS: dict[str, str] = {
    "your-turn": "only in a player window during its owner's own turn",
    "any-turn": "only in a player window during an investigator's turn",
    "any-player-window": "in any player window (what Fast allows already)",
}


#: ``treat-token``'s ``token`` for "any other token in the chaos bag": the player picks one the bag holds as it resolves.
BAG_CHOICE = "any-other-in-bag"


def is_token_selector(value: str) -> bool:
    """What a ``token`` filter or an ``if-revealed``'s ``symbols`` may name: a token, a selector, or "non-" a token."""
    return is_token(value) or value in TOKEN_SELECTORS or (value.startswith(NOT_TOKEN) and is_token(value[len(NOT_TOKEN):]))


def is_token(value: str) -> bool:
    """A chaos token: a symbol, or a number written like "+1", "0", "-3"."""
    if value in TOKEN_SYMBOLS:
        return True
    body = value[1:] if value[:1] in "+-" else value
    return body.isdigit()

#: How the end of a scenario is read (Winning and Losing): `mode`.
GAME_MODES: dict[str, str] = {
    "campaign": "the players go on to the next scenario whatever the outcome",
    "standalone": "the players win by a resolution on an act card; any other resolution is a loss",
}
#: The current day and time (Day and Night): the situation's `time`, an ability's `time`.
TIMES: dict[str, str] = {"day": "(Day) text is active", "night": "(Night) text is active"}
#: The sets of effects a card may be immune to, by the effect's source (Immune): a card's `immune`.
IMMUNITY_SETS: dict[str, str] = {
    "player-card": "effects of player cards (an investigator's included)",
    "encounter-card": "effects of encounter cards (a location's included)",
    **{kind: f"effects of {kind} cards" for kind in ("treachery", "enemy", "location", "act", "agenda", "asset",
                                                     "event", "skill")},
}
#: What of a printed text box an ability treats as blank (Blank: "A card's text box includes: traits, keywords, card
#: text and abilities"; "(except for Traits)" keeps the traits): a constant or lasting ability's `blank`.
BLANK_MODES: dict[str, str] = {
    "text-box": "its printed text box (traits, keywords, card text and abilities)",
    "text-box-except-traits": "its printed text box except for its traits",
    "forced-abilities": "its printed Forced abilities only (\u201cIgnore the Forced ability on X\u201d)",
}
