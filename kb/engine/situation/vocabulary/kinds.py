"""The kinds a situation names: of steps, abilities, timing words, cards, keywords, actions,
designators, durations, limits, sources of damage, results, phases, skills and decisions.

Each is a closed ``StrEnum``: a situation may only use these words, and the trace JSON promises the
step kinds. The tables of events and effects, the framework steps and the other named values are in
the sibling modules; ``kb.engine.situation.vocabulary`` gathers them all.
"""

from __future__ import annotations

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
    SCENARIO = "scenario"  # the scenario reference card: in play, controlled by no one; its abilities resolve
    KEY = "key"  # The Scarlet Keys' keys: attached to a bearer, Stable or Unstable side faceup, shifted
    STORY = "story"  # a story card: its game text resolves when the scenario instructs it (a `do` item's `resolve`)


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
    PERMANENT = "permanent"
    BONDED = "bonded"
    ELUSIVE = "elusive"
    PATROL = "patrol"
    PARTNER = "partner"
    HIDDEN = "hidden"


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
    # "until the end of the investigation phase": the end of that phase, not of the one the effect was made in
    UNTIL_END_OF_MYTHOS_PHASE = "until-end-of-mythos-phase"
    UNTIL_END_OF_INVESTIGATION_PHASE = "until-end-of-investigation-phase"
    UNTIL_END_OF_ENEMY_PHASE = "until-end-of-enemy-phase"
    UNTIL_END_OF_UPKEEP_PHASE = "until-end-of-upkeep-phase"
    # "Until Mr. Peabody readies": until the card whose ability made the effect readies (an end event, not a period)
    UNTIL_SOURCE_READIES = "until-source-readies"
    UNTIL_END_OF_GAME = "until-end-of-game"  # "for the remainder of the game": it never expires in a replay
    FOR_THIS_SKILL_TEST = "for-this-skill-test"
    # "for the next skill test you perform (this turn)": until the first test it modifies ends (ST.8), or the period
    NEXT_SKILL_TEST = "next-skill-test"
    NEXT_SKILL_TEST_THIS_TURN = "next-skill-test-this-turn"
    NEXT_SKILL_TEST_THIS_PHASE = "next-skill-test-this-phase"
    NEXT_SKILL_TEST_THIS_ROUND = "next-skill-test-this-round"
    # "Reduce the cost of the next Item asset played by …": until the first card whose cost it modifies is played
    NEXT_PLAY = "next-play"
    NEXT_PLAY_THIS_TURN = "next-play-this-turn"  # "… the next card you play this turn": or at the turn's end


#: The durations ending with a named phase, by that phase ("until the end of the investigation phase"): the one table the
#: phase's end (``procedures/round.py``) and the check of a lasting effect's period (``effects/lasting_period.py``) read.
PHASE_ENDS: dict[str, Duration] = {phase: Duration(f"until-end-of-{phase}-phase")
                                   for phase in ("mythos", "investigation", "enemy", "upkeep")}


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
    EFFECT = "effect"  # damage/horror dealt, resources gained or cards drawn by a card effect
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
    HUNTER = "hunter"  # an enemy moved by its hunter keyword (3.2)
    ENCOUNTER = "encounter"  # an investigator moved by an encounter card's effect (a card effect: `effect` matches it)
    DISCARD = "discard"  # a card leaving play by being discarded (Discard Piles)
    DOOM = "doom"  # an agenda advancing because the doom in play reached its threshold (Doom)
    FRAMEWORK = "framework"  # placed, drawn or gained by a framework step itself (1.2's doom, 4.4's card and resource)
    SKILL_TEST = "skill-test"  # a filter only: any of the four above or a parley's ("revealed during a skill test")
    DAMAGE = "damage"  # a defeat because its damage reached its health (Defeat; both at once: `damage-and-horror`)
    HORROR = "horror"  # a defeat because its horror reached its sanity (Defeat; both at once: `damage-and-horror`)
    DEALT = "damage-or-horror"  # a filter only: a defeat by its damage or its horror (either or both), not by a card ability
    LAST = "last"  # clues removed from a card or location that leave none there ("the last clue is removed")
    ACT_DECK = "act-deck"  # a card placed beneath the act deck (placed-beneath)
    AGENDA_DECK = "agenda-deck"  # a card placed beneath the agenda deck (placed-beneath)
    # perform-action: the action performed (ActionType's values not above; an ability's designator is its action)
    PLAY = "play"
    MOVE = "move"
    ENGAGE = "engage"
    DRAW = "draw"
    RESOURCE = "resource"
    ACTIVATE = "activate"
    PARLEY = "parley"  # also a skill test a Parley ability makes, during the parley action (skill-test-begins)
    EXPLORE = "explore"
    # ability-triggered: the kind of triggered ability initiated (an [action] ability's is `activate`, as above)
    FREE = "free"
    REACTION = "reaction"


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
    EXPOSE = "expose"  # a concealed mini-card exposed instead of discovering clues or dealing damage
    EITHER = "either"  # which option of a "you must either ... or ..." effect
    SEVERAL = "several"  # which targets an "any number of" selector chooses, all at once (none is a choice too)
    AMOUNT = "amount"  # how much of an "up to" cost is paid ("Take up to 3 horror:"), or an up-to effect resolves


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
    Decision.SEVERAL: ("ability", "among"),
    Decision.AMOUNT: ("ability", "amount"),
}


#: The fields a choice cannot do without, by its decision (the form adds them when a decision is chosen).
DECISION_NEEDS: dict[Decision, tuple[str, ...]] = {
    Decision.ASSIGN: ("who", "to"), Decision.TARGET: ("choose",), Decision.ORDER: ("among",),
    Decision.DECLINE: ("ability",), Decision.MAY: ("ability", "choose"), Decision.LEAD: ("choose",),
    Decision.TURN: ("choose",), Decision.DISCARD: ("who", "among"), Decision.MULLIGAN: ("who", "among"),
    Decision.KEEP: ("who", "among"), Decision.BENEATH: ("who", "among"), Decision.EXPOSE: ("choose",),
    Decision.EITHER: ("option",),
    Decision.SEVERAL: ("among",),
    Decision.AMOUNT: ("amount",),
}
