"""The engine's closed vocabulary: kinds of steps, abilities, events, effects, selectors, decisions.

A situation may only use the words defined here; the JSON Schema is checked against these tables
by the tests, and the reference page (``kb/engine/README.md``) documents each of them. Keeping the
vocabulary closed is what lets the engine say exactly which rule places each step, and lets an error
message suggest the word the author meant.

This package is the one name to import the vocabulary from; its parts are kept by meaning:
``kinds`` (the enums), ``framework`` (the round's steps and player windows), ``values`` (chaos
tokens, flood levels, prey, what a `for-each` counts), ``events`` (the triggering conditions and
their filters) and ``effects`` (what abilities do, and their targets).
"""

from __future__ import annotations

from .agendas import AGENDA_DECK, AGENDA_SELECTORS, AN_AGENDA, EACH_AGENDA, EACH_DECK, OTHER_AGENDA, cost_agendas, agenda_deck_of, deck_letter
from .effects import COMMON_EFFECT_PARAMS, EFFECT_NEEDS, EFFECTS, UP_TO, EffectType
from .target_selectors import TARGET_SELECTORS
from .totals import TOTAL_EFFECTS
from .assigning import ASSIGNING_EFFECTS
from .preventing import PREVENTING_EFFECTS
from .redirecting import REDIRECTING_EFFECTS
from .limited import LIMITED_EFFECTS
from .phase_jumps import PHASE_JUMP_EFFECTS
from .moving_away import MOVING_AWAY_EFFECTS
from .events import EVENT_FILTERS, EVENTS, FILTER_SELECTORS, FILTER_SKILLS, ROLES, TRAIT_SELECTOR, VALUE_EVENTS, EventType
from .scenario_decks import SCENARIO_DECK_EFFECTS
from .looking_sides import LOOK_TOP_FIND, LOOKING_SIDE_EFFECTS
from .deck_reset import DECK_RESET_EFFECTS
from .replacing import REPLACING_EFFECTS
from .skill_substitution import LASTING_SKILL_INSTEAD
from .lasting_counts import LASTING_COUNT
from .token_signs import TOKEN_SIGN_EFFECTS
from .revealing_cards import REVEAL_CARD_EFFECTS
from .drawn_surge import DRAWN_SURGE
from .returned_tokens import RESOLVED_TOKEN, RETURNED_TOKEN_EFFECTS
from .framework import FRAMEWORK_STEPS, PLAYER_WINDOWS, FrameworkStep
from .kinds import (
    CONTINUOUS_KINDS,
    DECISION_FIELDS,
    DECISION_NEEDS,
    MANDATORY_KINDS,
    NON_PROVOKING,
    PHASE_ENDS,
    AbilityKind,
    ActionType,
    CardType,
    Decision,
    Designator,
    Duration,
    Keyword,
    LimitPeriod,
    Phase,
    Result,
    Skill,
    StepKind,
    Timing,
    Via,
)
from .qualified import STATES as ENEMY_STATES
from .qualified import CONNECTING_TO, EACH_INVESTIGATOR_AT, ENGAGED_WITH, LOCATION_OF, QualifiedControlled, qualified_controlled
from .qualified import QualifiedEnemy, QualifiedFilter, QualifiedLocation, at_named, named_places, qualified_enemy, qualified_filter, qualified_location, titled
from .qualified import NOT_ENGAGED_WITH_YOU
from .qualified import USES_QUALIFIER
from .classes import CLASS_EFFECT_NEEDS, CLASS_EFFECTS, CLASS_QUALIFIER, CLASSES, NEUTRAL, ROLES_AND_CLASSES, card_class_holds, of_role
from .qualified import NOTHING_BENEATH
from .qualified import DESIGNATED_ABILITY, SCENARIO, TOKENS_ON
from .qualified import ANY_NUMBER, any_number_of
from .values import BAG_CHOICE, CARD_VALUE_COUNTS, COMPOSED_COUNTS, COST_OF, ICON_COUNTS, CONDITION_PERIODS, PHASE_PERIODS, DIFFICULTIES, FLOOD_LEVELS, KEY_COLOURS, FOR_EACH_COUNTS, MARGIN_COUNTS, PLAY_PERIODS, PREY, SLOT_TYPES, STATE_COUNTS, TOKEN_SELECTORS, TOKEN_SYMBOLS, USES_ON, composed_count, is_token, is_token_selector
from .values import BLANK_MODES, GAME_MODES, IMMUNITY_SETS, TIMES
from .results import RESULT_COUNTS, THAT_MANY, is_result_count, result_count
from .results import AMOUNTED_EVENTS, PRINTED_COST, TRIGGER_AMOUNT
from .values import ATTACK_VALUE_COUNTS, TEST_COUNTS, test_count
from .values import COMMIT_COUNTS
from .values import STORY_CARD
from .zoned import ZonedCard, zoned_card
from kb.cardtext.having import Having, having_of
from kb.cardtext.others import other_investigator
from kb.cardtext.attached_exclusions import WithoutAttached, without_attached_of
from kb.cardtext.investigator_roles import YET_TO_TAKE_TURN, yet_to_take_turn
from .unions import EACH_ENEMY_AT, EACH_OF, ONE_OF, PlacedAsset, Union, placed_asset, union
from .unions import EnemiesAt, qualified_enemies_at
from .ranked import EXTREMES, MEASURES, Ranked, ranked, ranked_selector
from .connected_among import CONNECTED_TO, ConnectedAmong, connected_among, connected_selector
from .groups import CONTROLLING, COPIES_OF, COPY_OF_SELF, REMEMBERING, copies_qualifier

EFFECTS.update(SCENARIO_DECK_EFFECTS)  # a family kept in its own module (scenario_decks.py)
EFFECTS.update(LOOKING_SIDE_EFFECTS)  # a family kept in its own module (looking_sides.py)
EFFECTS["look-top"].params["find"] = LOOK_TOP_FIND  # the top of a deck of its scenario (looking_sides.py)
EFFECTS.update(REPLACING_EFFECTS)  # a family kept in its own module (replacing.py)
EFFECTS.update(DECK_RESET_EFFECTS)  # a family kept in its own module (deck_reset.py)
EFFECT_NEEDS["reset-deck"] = ("card",)  # the card the deck is reset to (deck_reset.py)
EFFECTS.update(CLASS_EFFECTS)  # a family kept in its own module (classes.py)
EFFECT_NEEDS.update(CLASS_EFFECT_NEEDS)

__all__ = [
    "COMMON_EFFECT_PARAMS", "CONDITION_PERIODS", "PHASE_PERIODS", "CONTINUOUS_KINDS", "DECISION_FIELDS", "DECISION_NEEDS", "EFFECT_NEEDS", "EFFECTS", "EVENTS", "EVENT_FILTERS",
    "FILTER_SELECTORS", "FILTER_SKILLS", "FLOOD_LEVELS", "GAME_MODES", "IMMUNITY_SETS", "BLANK_MODES", "TIMES", "FOR_EACH_COUNTS", "MARGIN_COUNTS", "STATE_COUNTS", "COMPOSED_COUNTS", "CARD_VALUE_COUNTS", "COST_OF", "ICON_COUNTS", "composed_count", "TEST_COUNTS", "test_count", "ATTACK_VALUE_COUNTS", "COMMIT_COUNTS", "STORY_CARD", "FRAMEWORK_STEPS", "MANDATORY_KINDS", "NON_PROVOKING", "PHASE_ENDS",
    "DIFFICULTIES", "KEY_COLOURS", "PLAY_PERIODS", "PLAYER_WINDOWS", "PREY", "ROLES", "SLOT_TYPES", "VALUE_EVENTS", "USES_QUALIFIER", "CLASS_QUALIFIER", "CLASSES", "NEUTRAL", "ROLES_AND_CLASSES", "card_class_holds", "of_role", "COPY_OF_SELF", "NOTHING_BENEATH", "TOKENS_ON", "DESIGNATED_ABILITY", "SCENARIO", "TARGET_SELECTORS", "TOKEN_SELECTORS", "BAG_CHOICE", "TOKEN_SYMBOLS", "TRAIT_SELECTOR", "UP_TO", "AbilityKind", "ActionType",
    "USES_ON",
    "CardType", "Decision", "Designator", "Duration", "EffectType", "EventType", "FrameworkStep", "Keyword",
    "LimitPeriod", "Phase", "QualifiedEnemy", "QualifiedLocation", "Result", "Skill", "StepKind", "Timing", "Via", "is_token", "is_token_selector",
    "qualified_enemy", "qualified_location", "titled", "named_places", "at_named", "NOT_ENGAGED_WITH_YOU", "ANY_NUMBER", "any_number_of", "QualifiedFilter", "qualified_filter",
    "ENEMY_STATES",
    "ZonedCard", "zoned_card",
    "EXTREMES", "MEASURES", "Ranked", "ranked", "ranked_selector",
    "CONNECTED_TO", "ConnectedAmong", "connected_among", "connected_selector",
    "LOCATION_OF", "EACH_INVESTIGATOR_AT", "CONNECTING_TO", "ENGAGED_WITH", "QualifiedControlled", "qualified_controlled",
    "EACH_ENEMY_AT", "EACH_OF", "ONE_OF", "PlacedAsset", "Union", "placed_asset", "union",
    "EnemiesAt", "qualified_enemies_at",
    "RESULT_COUNTS", "THAT_MANY", "is_result_count", "result_count", "PRINTED_COST",
    "AMOUNTED_EVENTS", "TRIGGER_AMOUNT",
    "other_investigator", "Having", "having_of", "WithoutAttached", "without_attached_of",
    "CONTROLLING", "COPIES_OF", "REMEMBERING", "copies_qualifier",
    "YET_TO_TAKE_TURN", "yet_to_take_turn",
    "AGENDA_DECK", "AGENDA_SELECTORS", "AN_AGENDA", "EACH_AGENDA", "EACH_DECK", "OTHER_AGENDA", "cost_agendas", "agenda_deck_of", "deck_letter",
]

TARGET_SELECTORS.update(AGENDA_SELECTORS)  # every agenda in play, of however many agenda decks (agendas.py)
TARGET_SELECTORS.update({  # investigators by their part in the test being made (kb/cardtext/investigator_roles.py)
    "evading-investigator": "the investigator making the current evasion attempt's skill test (\u201cthe evading investigator\u201d)",
    "attacking-investigator": "the investigator making the current attack's skill test (\u201cthe attacking investigator\u201d)",
})

EFFECTS.update(TOTAL_EFFECTS)  # a family's effects, kept in a module of its own
EFFECTS.update(ASSIGNING_EFFECTS)  # damage assigned first, if able (assigning.py)
EFFECTS.update(PREVENTING_EFFECTS)  # damage and horror canceled as it is dealt, both kinds (preventing.py)
EFFECTS.update(REDIRECTING_EFFECTS)  # an attack's damage dealt to another card instead (redirecting.py)
EFFECTS.update(LIMITED_EFFECTS)  # a limit on one instruction, 'Once per turn, …' (limited.py)
EFFECTS.update(PHASE_JUMP_EFFECTS)  # skipping and repeating a phase (phase_jumps.py)
EFFECTS["lasting"].params["skill-instead"] = LASTING_SKILL_INSTEAD  # a skill used in place of another (skill_substitution.py)
EFFECTS["lasting"].params["count"] = LASTING_COUNT  # a value modifier counted on each card it modifies (lasting_counts.py)
EFFECTS.update(MOVING_AWAY_EFFECTS)  # an enemy moved away from something (moving_away.py)
EFFECTS.update(TOKEN_SIGN_EFFECTS)  # a family kept in its own module (token_signs.py)
EFFECTS.update(REVEAL_CARD_EFFECTS)  # a card revealed from a hand (revealing_cards.py)
EFFECTS["draw-encounter-card"].params["gains-surge"] = DRAWN_SURGE  # the card drawn gains surge (drawn_surge.py)
EFFECTS.update(RETURNED_TOKEN_EFFECTS)  # a family kept in its own module (returned_tokens.py)
EFFECTS["resolve-sealed"].params["token"] = RESOLVED_TOKEN  # a token named, not one sealed (returned_tokens.py)
