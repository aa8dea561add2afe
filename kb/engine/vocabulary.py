"""The engine's closed vocabulary: kinds of steps, abilities, events, effects, selectors, decisions.

A situation may only use the words defined here; the JSON Schema is checked against these tables
by the tests, and the reference page (``kb/engine/README.md``) documents each of them. Keeping the
vocabulary closed is what lets the engine say exactly which rule places each step, and lets an error
message suggest the word the author meant.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class StepKind(StrEnum):
    """What a trace step is: the kinds the trace JSON promises."""

    FRAMEWORK = "framework"  # a step of a rules procedure (initiation sequence, 2.2.1, elimination)
    EVENT = "event"  # a triggering condition begins or resolves
    WINDOW = "window"  # a timing window in which abilities may or must be used
    ABILITY = "ability"  # an ability is used / a card is played in a window
    CHOICE = "choice"  # a decision: the situation's, or the engine's stated default
    STATE = "state"  # the game state changes (tokens placed, cards moved)
    NOTE = "note"  # an explanation, a limitation of the engine, or a Grim Rule report


class AbilityKind(StrEnum):
    """Kinds of abilities (Ability, Triggered Abilities, Lasting/Delayed Effects)."""

    FORCED = "forced"
    REACTION = "reaction"
    FREE = "free"
    ACTION = "action"
    CONSTANT = "constant"
    REVELATION = "revelation"
    DELAYED = "delayed"
    LASTING = "lasting"


#: Abilities that resolve automatically at their timing point, ordered by the lead investigator.
MANDATORY_KINDS = frozenset({AbilityKind.FORCED, AbilityKind.DELAYED})
#: Abilities that apply continuously rather than being initiated.
CONTINUOUS_KINDS = frozenset({AbilityKind.CONSTANT, AbilityKind.LASTING})


class Timing(StrEnum):
    """The timing word of a triggered ability (When, After, Instead; FAQ 2.2 for at/if)."""

    WOULD = "would"
    WHEN = "when"
    AT = "at"
    IF = "if"
    AFTER = "after"


class CardType(StrEnum):
    """Cardtypes a situation may put in play or in hand."""

    ASSET = "asset"
    ENEMY = "enemy"
    TREACHERY = "treachery"
    LOCATION = "location"
    ACT = "act"
    AGENDA = "agenda"
    EVENT = "event"
    SKILL = "skill"


class Keyword(StrEnum):
    """Keywords the situation format accepts, each replayed where the rules apply it."""

    HUNTER = "hunter"
    RETALIATE = "retaliate"
    ALERT = "alert"
    ALOOF = "aloof"
    MASSIVE = "massive"
    PERIL = "peril"
    SURGE = "surge"
    FAST = "fast"


class ActionType(StrEnum):
    """The actions of 2.2.1 (and those a 'take an action' effect may take)."""

    PLAY = "play"
    FIGHT = "fight"
    EVADE = "evade"
    INVESTIGATE = "investigate"
    MOVE = "move"
    ENGAGE = "engage"
    DRAW = "draw"
    RESOURCE = "resource"
    ACTIVATE = "activate"
    PARLEY = "parley"
    RESIGN = "resign"


class Designator(StrEnum):
    """Bold action designators on abilities and events (Action Designators)."""

    FIGHT = "fight"
    EVADE = "evade"
    INVESTIGATE = "investigate"
    MOVE = "move"
    ENGAGE = "engage"
    PARLEY = "parley"
    RESIGN = "resign"
    EXPLORE = "explore"


#: Actions that do not provoke attacks of opportunity (Attack of Opportunity, first paragraph).
NON_PROVOKING = frozenset({"fight", "evade", "parley", "resign"})


class Duration(StrEnum):
    """Durations of lasting effects: each expires at its timing point (Lasting Effects)."""

    UNTIL_END_OF_TURN = "until-end-of-turn"
    UNTIL_END_OF_PHASE = "until-end-of-phase"
    UNTIL_END_OF_ROUND = "until-end-of-round"
    FOR_THIS_SKILL_TEST = "for-this-skill-test"


class LimitPeriod(StrEnum):
    """Periods of 'Limit X per ...' (Limits and Maximums)."""

    TURN = "turn"
    PHASE = "phase"
    ROUND = "round"
    GAME = "game"
    TEST = "test"


class Via(StrEnum):
    """How damage or an attack came about: a filter on some events' ``via`` role."""

    ATTACK = "attack"  # damage/horror dealt by an attack (enemy or investigator)
    EFFECT = "effect"  # damage/horror dealt by a card effect
    OPPORTUNITY = "opportunity"  # an enemy attack that is an attack of opportunity
    RETALIATE = "retaliate"  # an enemy attack made because of retaliate
    ENEMY_PHASE = "enemy-phase"  # an enemy attack in step 3.3
    ALERT = "alert"  # an enemy attack made because of alert
    DEFEAT = "defeat"  # an elimination caused by defeat
    RESIGN = "resign"  # an elimination by resignation
    INVESTIGATE = "investigate"  # a skill test made while investigating
    FIGHT = "fight"  # a skill test made while attacking an enemy
    EVADE = "evade"  # a skill test made while attempting to evade an enemy
    TEST = "test"  # any other skill test (a card's "Test [skill] (X)")


class Result(StrEnum):
    """The outcome of a skill test: stated by the situation, or determined at ST.6."""

    SUCCESS = "success"
    FAIL = "fail"


class Phase(StrEnum):
    """The four phases of a round (Appendix II)."""

    MYTHOS = "mythos"
    INVESTIGATION = "investigation"
    ENEMY = "enemy"
    UPKEEP = "upkeep"


class Skill(StrEnum):
    """The four skills a test may be made with (ST.1)."""

    WILLPOWER = "willpower"
    INTELLECT = "intellect"
    COMBAT = "combat"
    AGILITY = "agility"


@dataclass(frozen=True)
class FrameworkStep:
    """A framework event of the phase sequence: its id, the detail text's name, its rule, its phase."""

    id: str
    name: str
    rule: str
    phase: Phase


#: The framework events of a round, in order, named as the Framework Event Details name them.
FRAMEWORK_STEPS: dict[str, FrameworkStep] = {
    s.id: s
    for s in (
        FrameworkStep("1.1", "Mythos phase begins", "ahlcg/rr/1-1", Phase.MYTHOS),
        FrameworkStep("1.2", "Place 1 doom on the current agenda", "ahlcg/rr/1-2", Phase.MYTHOS),
        FrameworkStep("1.3", "Check doom threshold", "ahlcg/rr/1-3", Phase.MYTHOS),
        FrameworkStep("1.4", "Each investigator draws 1 encounter card", "ahlcg/rr/1-4", Phase.MYTHOS),
        FrameworkStep("1.5", "Mythos phase ends", "ahlcg/rr/1-5", Phase.MYTHOS),
        FrameworkStep("2.1", "Investigation phase begins", "ahlcg/rr/2-1", Phase.INVESTIGATION),
        FrameworkStep("2.2", "Next investigator\u2019s turn begins", "ahlcg/rr/2-2", Phase.INVESTIGATION),
        FrameworkStep("2.2.1", "Investigator takes an action, if able", "ahlcg/rr/2-2-1", Phase.INVESTIGATION),
        FrameworkStep("2.2.2", "Investigator\u2019s turn ends", "ahlcg/rr/2-2-2", Phase.INVESTIGATION),
        FrameworkStep("2.3", "Investigation phase ends", "ahlcg/rr/2-3", Phase.INVESTIGATION),
        FrameworkStep("3.1", "Enemy phase begins", "ahlcg/rr/3-1", Phase.ENEMY),
        FrameworkStep("3.2", "Hunter enemies move", "ahlcg/rr/3-2", Phase.ENEMY),
        FrameworkStep("3.3", "Next investigator resolves engaged enemy attacks", "ahlcg/rr/3-3", Phase.ENEMY),
        FrameworkStep("3.4", "Enemy phase ends", "ahlcg/rr/3-4", Phase.ENEMY),
        FrameworkStep("4.1", "Upkeep phase begins", "ahlcg/rr/4-1", Phase.UPKEEP),
        FrameworkStep("4.2", "Reset actions", "ahlcg/rr/4-2", Phase.UPKEEP),
        FrameworkStep("4.3", "Ready exhausted cards", "ahlcg/rr/4-3", Phase.UPKEEP),
        FrameworkStep("4.4", "Each investigator draws 1 card and gains 1 resource", "ahlcg/rr/4-4", Phase.UPKEEP),
        FrameworkStep("4.5", "Each investigator checks hand size", "ahlcg/rr/4-5", Phase.UPKEEP),
        FrameworkStep("4.6", "Upkeep phase ends", "ahlcg/rr/4-6", Phase.UPKEEP),
    )
}

#: The player windows of the phase sequence chart, each named by the framework event it follows
#: (Appendix II, as the chart is printed; 2.2 is the window before each 2.2.1, re-entered after each
#: action; 3.2 is re-entered after each investigator's attacks), and the skill test's two windows.
PLAYER_WINDOWS: dict[str, str] = {
    "1.4": "after 1.4, before 1.5 Mythos phase ends",
    "2.2": "during a turn, before each 2.2.1 (re-entered after each action)",
    "3.2": "after 3.2, and again after each investigator resolves enemy attacks (3.3)",
    "3.3": "after the final investigator resolves enemy attacks, before 3.4",
    "4.2": "after 4.2 Reset actions, before 4.3",
    "4.6": "after 4.6, before the next round's 1.1",
    "ST.1": "during a skill test, after ST.1",
    "ST.2": "during a skill test, after ST.2 (commits)",
}

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
}


@dataclass(frozen=True)
class EventType:
    """One triggering condition of the vocabulary: its roles and the rules that define it."""

    name: str
    summary: str
    roles: dict[str, str]
    rules: tuple[str, ...]


def _event(name: str, summary: str, rules: tuple[str, ...], **roles: str) -> EventType:
    return EventType(name, summary, roles, rules)


#: The closed list of triggering conditions. Every ability's trigger names one of these.
EVENTS: dict[str, EventType] = {
    e.name: e
    for e in (
        _event("play-card", "a card is played (initiation steps 3-4; 'when' is the cancel point)",
               ("ahlcg/rr/appendix-i", "ahlcg/rr/play"),
               who="the investigator playing it", what="the card played"),
        _event("ability-triggered",
               "a triggered ability initiates (initiation steps 3-4; 'when' is the cancel point)",
               ("ahlcg/rr/appendix-i", "ahlcg/rr/ability/triggered-abilities"),
               who="the investigator using it", what="the card bearing the ability"),
        _event("enemy-attack", "an enemy attacks an investigator",
               ("ahlcg/rr/attack-of-opportunity", "ahlcg/rr/retaliate", "ahlcg/rr/3-3"),
               who="the attacked investigator", source="the attacking enemy",
               via="opportunity, retaliate, alert, enemy-phase or effect"),
        _event("damage-dealt",
               "damage is dealt to a card ('when': assigned, not yet placed; 'after': placed)",
               ("ahlcg/rr/dealing-damage-horror",),
               who="the investigator taking it (or controlling the asset that takes it)",
               what="the investigator, asset or enemy it is assigned to",
               source="the card dealing it",
               via="effect, or the kind of attack (`attack` matches them all: opportunity, retaliate, alert, "
                   "enemy-phase)"),
        _event("horror-dealt",
               "horror is dealt to a card ('when': assigned, not yet placed; 'after': placed)",
               ("ahlcg/rr/dealing-damage-horror",),
               who="the investigator taking it (or controlling the asset that takes it)",
               what="the investigator or asset it is assigned to",
               source="the card dealing it",
               via="effect, or the kind of attack (`attack` matches them all: opportunity, retaliate, alert, "
                   "enemy-phase)"),
        _event("defeated", "an investigator, asset or enemy is defeated",
               ("ahlcg/rr/defeat",),
               what="the defeated card", source="the card whose damage or horror defeated it",
               who="the investigator who controls that source (who 'defeats' it)"),
        _event("eliminated", "an investigator is eliminated (defeat or resignation)",
               ("ahlcg/rr/elimination",), who="the eliminated investigator", via="defeat or resign"),
        _event("game-ends",
               "the game ends for an eliminated investigator (Elimination errata, step 0)",
               ("ahlcg/errata/rr-elimination",), who="the eliminated investigator"),
        _event("move", "an investigator moves: leaves one location and enters another",
               ("ahlcg/rr/move",), who="the moving investigator",
               what="the location entered", source="the location left"),
        _event("engage", "an investigator and an enemy become engaged",
               ("ahlcg/rr/enemy-engagement",), who="the investigator", what="the enemy"),
        _event("investigate", "an investigator investigates a location",
               ("ahlcg/rr/investigate-action",), who="the investigator", what="the location"),
        _event("fight", "an investigator attacks an enemy", ("ahlcg/rr/fight-action",),
               who="the investigator", what="the enemy", source="the card fought with"),
        _event("evade", "an investigator attempts to evade an enemy",
               ("ahlcg/rr/evade-evade-action",), who="the investigator", what="the enemy"),
        _event("discover-clues", "an investigator discovers clues", ("ahlcg/rr/clues",),
               who="the investigator", what="the location"),
        _event("gain-resources", "an investigator gains resources", ("ahlcg/rr/resources",),
               who="the investigator"),
        _event("draw-cards", "an investigator draws cards from his or her deck",
               ("ahlcg/rr/drawing-cards",), who="the investigator"),
        _event("draw-encounter-card", "an investigator draws an encounter card",
               ("ahlcg/rr/encounter-deck", "ahlcg/rr/revelation"),
               who="the investigator", what="the card drawn"),
        _event("place-doom", "doom is placed on a card or location", ("ahlcg/rr/doom",),
               what="the card or location"),
        _event("heal", "damage or horror is healed", ("ahlcg/rr/heal",),
               who="the investigator healed (or controlling the asset)", what="the card healed"),
        _event("exhaust", "a card is exhausted", ("ahlcg/rr/exhaust-exhausted",), what="the card"),
        _event("ready", "a card is readied", ("ahlcg/rr/ready",), what="the card"),
        _event("enters-play", "a card enters play", ("ahlcg/rr/enters-play",),
               who="its controller", what="the card"),
        _event("leaves-play", "a card leaves play", ("ahlcg/rr/leaves-play",), what="the card"),
        _event("turn-ends", "an investigator's turn ends", ("ahlcg/rr/2-2-2",),
               who="the investigator whose turn ends"),
        _event("turn-begins", "an investigator's turn begins (2.2)", ("ahlcg/rr/2-2",),
               who="the investigator whose turn begins"),
        _event("round-begins", "the round begins (1.1)", ("ahlcg/rr/1-1",)),
        _event("round-ends", "the round ends (4.6)", ("ahlcg/rr/4-6",)),
        _event("phase-begins", "a phase begins (1.1, 2.1, 3.1, 4.1); filter with `phase`",
               ("ahlcg/rr/framework-event-details",)),
        _event("phase-ends", "a phase ends (1.5, 2.3, 3.4, 4.6); filter with `phase`",
               ("ahlcg/rr/framework-event-details",)),
        _event("skill-test-begins", "a skill test begins (ST.1); filter with `skill`",
               ("ahlcg/rr/st-1",), who="the investigator performing the test",
               what="the location or enemy the test is made against", source="the card whose ability prompts it",
               via="investigate, fight, evade or test"),
        _event("commit-card", "a card is committed to a skill test (ST.2)", ("ahlcg/rr/st-2",),
               who="the investigator committing it", what="the committed card"),
        _event("reveal-chaos-token", "chaos tokens are revealed for a skill test (ST.3), or by a card effect outside "
               "one; filter with `token`",
               ("ahlcg/rr/st-3", "ahlcg/rr/chaos-tokens"), who="the investigator performing the test (or revealing them)",
               source="the card whose ability prompts the test (or reveals them)"),
        _event("succeed-skill-test",
               "an investigator succeeds at a skill test (ST.6: reactions to success trigger here, FAQ 1.7)",
               ("ahlcg/rr/st-6", "ahlcg/faq/1-7"), who="the investigator performing the test",
               what="the location or enemy the test is made against", source="the card whose ability prompts it",
               via="investigate, fight, evade or test"),
        _event("fail-skill-test",
               "an investigator fails a skill test (ST.6: reactions to failure trigger here, FAQ 1.7)",
               ("ahlcg/rr/st-6", "ahlcg/faq/1-7"), who="the investigator performing the test",
               what="the location or enemy the test is made against", source="the card whose ability prompts it",
               via="investigate, fight, evade or test"),
        _event("skill-test-ends", "a skill test ends (ST.8)", ("ahlcg/rr/st-8",),
               who="the investigator performing the test", source="the card whose ability prompted it"),
        _event("enemy-moves", "an enemy moves to a connecting location (hunter, 3.2)", ("ahlcg/rr/hunter",),
               what="the moving enemy", source="the location it leaves"),
        _event("spawn", "an enemy spawns", ("ahlcg/rr/spawn",),
               who="the investigator spawning it (who drew it)", what="the enemy"),
        _event("perform-action", "an investigator performs an action ('after': it has resolved in full)",
               ("ahlcg/rr/action",), who="the investigator", what="the card, enemy or location the action names"),
        _event("draw-opening-hand", "an investigator draws an opening hand (setup step 8; a 'would' ability may "
               "replace it)", ("ahlcg/rr/appendix-iii",), who="the investigator drawing it"),
        _event("earn-experience", "an investigator earns experience in the resolution of a scenario (Campaign Play: "
               "Experience, step 1)", ("ahlcg/rr/campaign-play/experience",), who="the investigator earning it"),
        _event("advance", "the current act or agenda advances", ("ahlcg/rr/act-deck-and-agenda-deck",),
               what="the advancing act or agenda"),
        _event("reveal-location", "a location is revealed: the first time an investigator enters it",
               ("ahlcg/rr/location-cards",), who="the investigator entering it", what="the location"),
        _event("enemies-engage",
               "after a move, the timing point at which ready unengaged enemies at the new location would engage "
               "the investigator ('when': before enemies engage you); it occurs even with no enemy there",
               ("ahlcg/rr/enemy-engagement", "ahlcg/faq/q-can-i-use-the-ability-on-track-shoes"),
               who="the investigator who entered", what="the location entered"),
    )
}

#: Filter fields that only some events accept (besides their roles).
EVENT_FILTERS: dict[str, tuple[str, ...]] = {
    "phase": ("phase-begins", "phase-ends"),
    "skill": ("skill-test-begins", "succeed-skill-test", "fail-skill-test", "skill-test-ends"),
    "token": ("reveal-chaos-token",),
    "unless-entered": ("turn-ends",),
    "at-least": ("succeed-skill-test", "fail-skill-test", "damage-dealt", "horror-dealt", "place-doom",
                 "discover-clues", "gain-resources", "draw-cards"),
}


@dataclass(frozen=True)
class EffectType:
    """One effect of the vocabulary: its parameters and the rules that govern it."""

    name: str
    summary: str
    params: dict[str, str]
    rules: tuple[str, ...]


def _effect(name: str, summary: str, rules: tuple[str, ...], **params: str) -> EffectType:
    return EffectType(name, summary, {k.replace("_", "-"): v for k, v in params.items()}, rules)


#: Parameters every effect accepts.
COMMON_EFFECT_PARAMS: dict[str, str] = {
    "then": "true if the word 'Then,' precedes this aspect (it needs the aspects before it in full)",
    "may": "true if this aspect is optional ('may'); decided by a `may` choice, default yes",
    "text": "the printed text of this aspect, for the trace",
}

#: The closed list of effects an ability, event card or replacement may have.
EFFECTS: dict[str, EffectType] = {
    e.name: e
    for e in (
        _effect("deal-damage", "deal damage (Dealing Damage/Horror)", ("ahlcg/rr/dealing-damage-horror",),
                amount="how much", to="target selector", direct="true for direct damage"),
        _effect("deal-horror", "deal horror (Dealing Damage/Horror)", ("ahlcg/rr/dealing-damage-horror",),
                amount="how much", to="target selector", direct="true for direct horror"),
        _effect("heal-damage", "heal damage", ("ahlcg/rr/heal",), amount="how much", to="target selector"),
        _effect("heal-horror", "heal horror", ("ahlcg/rr/heal",), amount="how much", to="target selector"),
        _effect("draw", "draw cards", ("ahlcg/rr/drawing-cards",), amount="how many (1)",
                who="investigator selector (you)"),
        _effect("gain-resources", "gain resources", ("ahlcg/rr/resources",), amount="how many",
                who="investigator selector (you)"),
        _effect("discover-clues", "discover clues at a location", ("ahlcg/rr/clues",),
                amount="how many (1)", who="investigator selector (you)",
                location="location selector (your-location)"),
        _effect("place-doom", "place doom", ("ahlcg/rr/doom",), amount="how many (1)",
                to="card or location selector (current-agenda)",
                can_advance="true: this effect can cause the current agenda to advance (checked at once)"),
        _effect("move", "move an investigator", ("ahlcg/rr/move",),
                who="investigator selector (you)", to="location selector (a-connecting-location)"),
        _effect("engage", "engage an enemy", ("ahlcg/rr/enemy-engagement",),
                who="investigator selector (you)", enemy="enemy selector"),
        _effect("exhaust", "exhaust a card", ("ahlcg/rr/exhaust-exhausted",), to="card selector"),
        _effect("ready", "ready a card", ("ahlcg/rr/ready",), to="card selector"),
        _effect("cancel", "cancel the triggering condition (an attack, a card's or ability's effects)",
                ("ahlcg/rr/cancel",)),
        _effect("instead", "replace the triggering condition (only in a 'would' ability)",
                ("ahlcg/rr/instead",), effects="the replacement effects"),
        _effect("prevent", "prevent damage or horror being dealt (in its 'when'/'would' window)",
                ("ahlcg/rr/dealing-damage-horror",), amount="how much"),
        _effect("lasting", "create a lasting effect on you", ("ahlcg/rr/lasting-effects",),
                duration="its duration", applies_to="filter of what it governs",
                cannot="true: matching events cannot happen", additional_cost="an additional cost",
                cost_modifier="resources added to matching costs (negative reduces)",
                skill_modifier="added to the skill value of matching skill tests (`skill-test-begins`)"),
        _effect("end-turn", "your turn ends immediately", ("ahlcg/rr/2-2-2",),
                who="investigator selector (you)"),
        _effect("lose-actions", "lose actions this turn: the standard actions first, additional ones only when "
                "nothing else remains (FAQ 1.10)", ("ahlcg/rr/action", "ahlcg/faq/1-10"), amount="how many",
                who="investigator selector (you)"),
        _effect("take-action", "take an action: as though gaining and spending one (provokes)",
                ("ahlcg/rr/attack-of-opportunity", "ahlcg/rr/action"),
                action="the action type", enemy="for fight/evade/engage", to="for move",
                location="for investigate", result="skill test result", card="for play"),
        _effect("investigate", "investigate (the effect of the action, without taking one)",
                ("ahlcg/rr/investigate-action",), who="investigator selector (you)",
                location="location selector (your-location)", result="success or fail",
                base="base skill stated by the card", bonus="+X to the skill value for this test",
                skill="the skill tested instead of intellect"),
        _effect("fight", "attack an enemy (the effect of the action, without taking one)",
                ("ahlcg/rr/fight-action",), who="investigator selector (you)",
                enemy="enemy selector (an-enemy-at-your-location)", result="success or fail",
                damage="extra damage dealt by this attack", base="base skill stated by the card",
                bonus="+X to the skill value for this test",
                skill="the skill tested instead of combat (\u201cthis attack uses [willpower]\u201d)"),
        _effect("evade", "evade an enemy (the effect of the action, without taking one)",
                ("ahlcg/rr/evade-evade-action",), who="investigator selector (you)",
                enemy="enemy selector (an-enemy-engaged-with-you)", result="success or fail",
                base="base skill stated by the card", bonus="+X to the skill value for this test",
                skill="the skill tested instead of agility",
                automatic="true: automatically evade \u2014 no skill test is made at all"),
        _effect("draw-encounter-card", "draw the top card of the encounter deck",
                ("ahlcg/rr/encounter-deck",), who="investigator selector (you)"),
        _effect("resign", "resign: eliminated, not defeated", ("ahlcg/rr/resign",),
                who="investigator selector (you)"),
        _effect("test", "a skill test: \u201cTest [skill] (X)\u201d, ST.1\u2013ST.8",
                ("ahlcg/rr/skill-test-timing",), who="investigator selector (you)", skill="the skill tested",
                difficulty="the test's difficulty", success="effects applied at ST.7 if it succeeds",
                fail="effects applied at ST.7 if it fails"),
        _effect("modify-skill", "+X (or \u2212X) to the skill value of the current skill test",
                ("ahlcg/rr/modifiers",), amount="the modifier (negative lowers)"),
        _effect("automatic", "the current skill test automatically succeeds or fails (ST.6)",
                ("ahlcg/rr/automatic-failure-success",), result="success or fail"),
        _effect("advance", "advance the current act or agenda (its advancement steps)",
                ("ahlcg/rr/act-deck-and-agenda-deck",), to="current-act or current-agenda"),
        _effect("undo-action", "undo the triggering action: the state as it was before it, except for this card "
                "and its costs; fails if that cannot be exact (Time Warp)",
                ("ahlcg/errata/card-time-warp", "ahlcg/faq/q-how-does-time-warp-interact-with-cards-being")),
        _effect("draw-opening-hand", "draw cards for the opening hand, keep some, place events beneath the card, "
                "discard the rest (an opening-hand modifier alters both numbers)",
                ("ahlcg/rr/appendix-iii", "ahlcg/glossary/replacing-an-opening-hand"),
                amount="cards drawn", keep="cards kept as the opening hand",
                beneath="up to this many events placed beneath the card (a `beneath` choice)"),
        _effect("earn-experience", "earn additional experience (Campaign Play: Experience)",
                ("ahlcg/rr/campaign-play/experience",), amount="how much", who="investigator selector (you)"),
        _effect("spawn", "put a set-aside enemy into play following its spawn instruction (it is not drawn)",
                ("ahlcg/rr/spawn",), card="the set-aside enemy", who="investigator selector (you): who spawns it"),
        _effect("increase-flood", "increase a location's flood level (unflooded \u2192 partially \u2192 fully flooded)",
                ("ahlcg/glossary/flood-tokens",), to="location selector (this-location)"),
        _effect("decrease-flood", "decrease a location's flood level (fully \u2192 partially flooded \u2192 unflooded)",
                ("ahlcg/glossary/flood-tokens",), to="location selector (this-location)"),
        _effect("flip-location", "flip a location to its `other-side`: it does not leave play",
                ("ahlcg/faq/q-when-a-location-flips-from-its-non-spectral",), to="location selector (your-location)"),
        _effect("explore", "draw from the `exploration-deck` until a connecting location (put into play, and you move "
                "to it) or a treachery (resolved) is drawn", ("ahlcg/glossary/explore",)),
        _effect("for-each", "“for each point you fail by”: one cumulative effect if it can be resolved at once, "
                "else one separate effect per instance (2024 glossary, “For each”)", ("ahlcg/glossary/for-each",),
                count="what is counted (below)", effects="the effect done for each"),
        _effect("either", "“you must either X or Y”: the investigator chooses one option (an `either` choice)",
                ("ahlcg/rr/you-your",), effects="the options, one effect each"),
        _effect("activate-ignoring-costs", "activate an [action] ability of a card you control, \u201cignoring all "
                "costs\u201d: the costs before the colon are not paid and no action is taken",
                ("ahlcg/glossary/ignoring-all-costs",), card="the card you control",
                ability="which of its [action] abilities, from 0"),
        _effect("reveal-instead", "reveal several chaos tokens instead of 1 and resolve some of them (declared in "
                "ST.3's 'would' window, before any token is drawn)", ("ahlcg/faq/q-can-i-use-two-cards-that-replace-1",),
                amount="how many tokens are revealed instead of 1", resolve="how many of them are resolved (the rest "
                "are ignored)"),
        _effect("reveal-token", "reveal a random chaos token from the chaos bag outside a skill test (the "
                "situation's `reveals` says which); the tokens resolved are “the revealed token” for the next "
                "aspects", ("ahlcg/rr/chaos-tokens", "ahlcg/faq/2-5")),
        _effect("seal", "seal a chaos token on a card: removed from the chaos bag (if it is not there, the effect "
                "fails)", ("ahlcg/glossary/seal",),
                token="a chaos token searched for in the chaos bag, or `revealed` (the default): each token this "
                "effect just revealed and resolved", to="the card (self)"),
        _effect("release", "release the chaos tokens sealed on a card: they return to the chaos bag",
                ("ahlcg/glossary/seal",), to="the card (self)"),
        _effect("resolve-sealed", "instead of revealing a chaos token, resolve the tokens sealed on a card as if "
                "just revealed (in a 'would' ability on `reveal-chaos-token`)", ("ahlcg/glossary/seal", "ahlcg/rr/instead"),
                to="the card holding them (self)"),
        _effect("put-into-play", "put a card into play under your control (not played: no cost); an event that "
                "puts itself into play stays there", ("ahlcg/rr/put-into-play",), to="the card (self)"),
        _effect("discard", "discard a card in play: it leaves play (tokens sealed on it are released)",
                ("ahlcg/rr/discard-piles", "ahlcg/rr/leaves-play"), to="the card in play (self)"),
        _effect("search-deck", "search a deck for a card and draw it (the player's choice: the situation names it)",
                ("ahlcg/rr/search",), who="investigator selector (you): whose deck", amount="how many cards from the "
                "top are searched (without it, the whole deck, which is then shuffled)", card="the card found"),
        _effect("play", "play a card from your hand now: its initiation sequence, not a play action (no action "
                "spent, no attack of opportunity; its own costs are paid)", ("ahlcg/rr/play", "ahlcg/rr/appendix-i"),
                card="the card in your hand"),
        _effect("spend", "a cost after the colon: paid as this aspect resolves (even when the ability ignored all "
                "costs); unpaid, its effects do not resolve", ("ahlcg/glossary/ignoring-all-costs", "ahlcg/rr/costs"),
                cost="the cost (`uses`: charges, secrets; `resources`, `clues`)", effects="what it pays for"),
    )
}

#: Selectors usable in a trigger's role filters (who / what / source), besides a card's name.
FILTER_SELECTORS: dict[str, str] = {
    "any": "anything",
    "self": "the card or investigator bearing the ability",
    "you": "the investigator 'you' refers to (You/Your)",
    "your-cards": "a card you control",
    "yours": "you or a card you control (FAQ 2.1: damage to you includes your assets)",
    "another-investigator": "an investigator other than you",
    "investigator": "any investigator",
    "enemy": "any enemy",
    "asset": "any asset",
    "location": "any location",
    "event": "any event card",
    "treachery": "any treachery card",
    "skill": "any skill card",
    "act": "any act",
    "agenda": "any agenda",
    "investigator-at-your-location": "an investigator at your location (you included)",
    "enemy-at-your-location": "an enemy at your location",
    "investigator-at-this-location": "an investigator at the bearer's location",
    "this-location": "the bearer's location (for a location: itself)",
}

#: Selectors usable as an effect's target, besides a card's, investigator's or location's name.
TARGET_SELECTORS: dict[str, str] = {
    "you": "the investigator 'you' refers to",
    "self": "the card or investigator bearing the ability",
    "each-investigator": "every investigator still in the game",
    "each-investigator-at-this-location": "every investigator at the bearer's location",
    "each-investigator-at-your-location": "every investigator at your location",
    "an-investigator-at-your-location": "one investigator at your location (a `target` choice)",
    "each-enemy-at-your-location": "every enemy at your location",
    "an-enemy-at-your-location": "one enemy at your location (a `target` choice)",
    "an-enemy-engaged-with-you": "one enemy engaged with you (a `target` choice)",
    "attacking-enemy": "the enemy whose attack is the triggering condition",
    "triggering-who": "the `who` of the triggering condition",
    "triggering-what": "the `what` of the triggering condition",
    "triggering-source": "the `source` of the triggering condition",
    "your-location": "your location",
    "this-location": "the bearer's location",
    "a-connecting-location": "a location connected to yours (a `target` choice)",
    "an-empty-location": "a location with no investigator (a `target` choice)",
    "current-agenda": "the agenda in play",
    "current-act": "the act in play",
    "testing-investigator": "the investigator performing the current skill test",
}


class Decision(StrEnum):
    """Decisions the rules leave to the players, which a situation's ``choices`` may settle."""

    ASSIGN = "assign"  # where damage/horror dealt to an investigator is assigned
    TARGET = "target"  # which entity an 'a/an ...' selector picks
    ORDER = "order"  # order of simultaneous forced abilities, reactions, attacks of opportunity
    DECLINE = "decline"  # an optional reaction is not used at its next opportunity
    MAY = "may"  # whether a 'may' aspect is resolved
    LEAD = "lead"  # the new lead investigator after the lead is eliminated
    TURN = "turn"  # who takes the next turn (2.2)
    DISCARD = "discard"  # which cards are discarded down to the hand size (4.5)
    MULLIGAN = "mulligan"  # which cards of the opening hand a player sets aside and redraws (setup)
    KEEP = "keep"  # which drawn cards are kept as the opening hand (Sefina Rousseau)
    BENEATH = "beneath"  # which drawn events are placed beneath a card (Sefina Rousseau)
    EXPOSE = "expose"  # a concealed mini-card exposed instead of discovering clues
    EITHER = "either"  # which option of a "you must either ... or ..." effect


#: The fields of each decision (besides ``decision``).
DECISION_FIELDS: dict[Decision, tuple[str, ...]] = {
    Decision.ASSIGN: ("who", "to", "damage", "horror"),
    Decision.TARGET: ("ability", "choose"),
    Decision.ORDER: ("among",),
    Decision.DECLINE: ("ability",),
    Decision.MAY: ("ability", "choose"),
    Decision.LEAD: ("choose",),
    Decision.TURN: ("choose",),
    Decision.DISCARD: ("who", "among"),
    Decision.MULLIGAN: ("who", "among"),
    Decision.KEEP: ("who", "among"),
    Decision.BENEATH: ("who", "among"),
    Decision.EXPOSE: ("choose",),
    Decision.EITHER: ("ability", "option"),
}
