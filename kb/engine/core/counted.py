"""The counts of the game's state a card names, and whether a bounded count (a ``Condition``) holds.

One vocabulary (``STATE_COUNTS``) for every count of the state: what a `for-each` effect, a test's difficulty
"X" or a chaos token's modifier counts ("for each clue on your location"), and what a condition bounds. A
condition is checked wherever it is printed: an action or free ability's condition before its colon ("If there
are no clues here:", checked when it is initiated: Costs), a constant ability's "while" ("While you have 10 or
more resources, you get +1 [willpower]": "the effects of such abilities are active any time the specified
condition is met", Constant Abilities — unmet, it governs nothing), a triggered ability's trailing "if" (checked
when its trigger occurs: unmet, it is not offered), an event's "Play only if …" (Play Restrictions) and a chaos
token's "(-3 instead if …)".

The margin of a skill test ("each point you fail by") is counted by the effect that needs the test
(``effects/foreach.py``); the counts here read only the state.
"""

from __future__ import annotations

from collections.abc import Callable

from ..situation.spec import Condition
from ..situation.titles import bare_title
from ..situation.vocabulary.committed import COMMITTED_COUNT
from ..situation.vocabulary import (ATTACK_VALUE_COUNTS, KEY_COLOURS, USES_ON, AbilityKind, CardType, LimitPeriod,
                                   composed_count)
from .campaign_log import remembered
from .card_values import CARD_VALUE_COUNTS, card_value
from .history import PERIODS
from .moving import ENEMY_MOVING, moving_holds
from .occurrence import Occurrence
from .printed_values import ATTACK_VALUES_OF, attack_value_of
from .state import ACT_DECK, AGENDA_DECK, BENEATH, PLAY, SET_ASIDE, VICTORY, AbilityState, Card, State
from .story import agenda_numbers_in_play, current_number, current_stage, story_cards, vengeance_in_victory_display
from .card_states import card_at, card_state, investigator_or_none, location_at
from .triggers import selector_matches, trigger_matches, you_of


def _holder(state: State, name: str | None) -> tuple[object | None, str | None]:
    """The investigator, location or card ``name`` names (None when it names nothing in the game)."""
    if name is None:
        return None, None
    found = state.investigators.get(name) or state.locations.get(name) or state.cards.get(name)
    return found, name if found is not None else None


#: count -> (the holder it counts on, from "you" and the ability's card; how many it holds; how it reads)
_COUNTS: dict[str, tuple[Callable[[State, str | None, str | None], str | None], Callable[[State, str], int], str]] = {
    "clue-on-your-location": (lambda s, you, own: location_at(s, you), lambda s, at: s.locations[at].clues,
                              "clues on {you}'s location"),
    "horror-on-your-location": (lambda s, you, own: location_at(s, you), lambda s, at: s.locations[at].horror,
                                "horror on {you}'s location"),
    **{f"{skill}-value-of-you": (lambda s, you, own: you, lambda s, who, skill=skill: _skill_value(s, who, skill),
                                 f"{{you}}'s {skill} value") for skill in ("willpower", "intellect", "combat", "agility")},
    **{f"{skill}-base-of-you": (lambda s, you, own: you, lambda s, who, skill=skill: _base(s, who, skill),
                                f"{{you}}'s base {skill}") for skill in ("willpower", "intellect", "combat", "agility")},
    "horror-on-you": (lambda s, you, own: you, lambda s, who: s.investigators[who].horror, "horror on {you}"),
    "damage-on-you": (lambda s, you, own: you, lambda s, who: s.investigators[who].damage, "damage on {you}"),
    "resource-you-have": (lambda s, you, own: you, lambda s, who: s.investigators[who].resources,
                          "resources {you} has"),
    "base-shroud-of-your-location": (lambda s, you, own: location_at(s, you), lambda s, at: s.locations[at].shroud,
                                     "the base shroud of {you}'s location"),
    "doom-in-play": (lambda s, you, own: "play", lambda s, _: s.doom_in_play(), "doom in play"),
    "clue-you-have": (lambda s, you, own: you, lambda s, who: s.investigators[who].clues, "clues {you} has"),
    "enemy-at-your-location": (lambda s, you, own: location_at(s, you), lambda s, at: len(s.enemies_at(at)),
                               "enemies at {you}'s location"),
    "card-in-your-discard-pile": (lambda s, you, own: you, lambda s, who: len(s.investigators[who].discard),
                                  "cards in {you}'s discard pile"),
    "card-in-your-hand": (lambda s, you, own: you, lambda s, who: len(s.investigators[who].hand),
                          "cards in {you}'s hand"),
    "card-in-your-deck": (lambda s, you, own: you, lambda s, who: len(s.investigators[who].deck),
                          "cards in {you}'s deck"),
    "enemy-engaged-with-you": (lambda s, you, own: you, lambda s, who: len(s.engaged_enemies(who)),
                               "enemies engaged with {you}"),
    "clue-on-this-location": (lambda s, you, own: location_at(s, own), lambda s, at: s.locations[at].clues,
                              "clues on {own}'s location"),
    "enemy-at-this-location": (lambda s, you, own: location_at(s, own), lambda s, at: len(s.enemies_at(at)),
                               "enemies at {own}'s location"),
    "investigator-at-this-location": (lambda s, you, own: location_at(s, own),
                                      lambda s, at: len(s.investigators_at(at)), "investigators at {own}'s location"),
    "clue-on-self": (lambda s, you, own: _holder(s, own)[1], lambda s, name: _clues(s, name), "clues on {own}"),
    "action-you-have": (lambda s, you, own: you, lambda s, who: _actions(s, who), "actions {you} has remaining"),
    "remaining-sanity": (lambda s, you, own: you, lambda s, who: _remaining(s, who, "horror"),
                         "{you}'s remaining sanity"),
    "remaining-health": (lambda s, you, own: you, lambda s, who: _remaining(s, who, "damage"),
                         "{you}'s remaining health"),
    "sanity-of-you": (lambda s, you, own: you, lambda s, who: _modified(s, who, "horror"), "{you}'s sanity"),
    "health-of-you": (lambda s, you, own: you, lambda s, who: _modified(s, who, "damage"), "{you}'s health"),
    "shroud-of-your-location": (lambda s, you, own: you if location_at(s, you) else None,
                                lambda s, who: _shroud(s, location_at(s, who) or "", who),
                                "the shroud value of {you}'s location"),
    "investigator-started-scenario": (lambda s, you, own: "scenario", lambda s, _: started(s),
                                      "investigators who started the scenario"),
    # "if there are 3 or 4 investigators in the game": those not eliminated (Elimination)
    "investigator-in-game": (lambda s, you, own: "game", lambda s, _: len(s.player_order()),
                             "investigators in the game"),
    # "If it is Act 2 or later": the current act's (agenda's) stage, from its printed number (story.py)
    "act-number": (lambda s, you, own: current_number(s, CardType.ACT), current_stage, "the number of the current act"),
    "agenda-number": (lambda s, you, own: current_number(s, CardType.AGENDA), current_stage,
                      "the number of the current agenda"),
    # "If there are two agendas in play with different agenda numbers": the stages among the agendas in play
    "agenda-number-in-play": (lambda s, you, own: "game", lambda s, _: agenda_numbers_in_play(s),
                              "different agenda numbers among the agendas in play"),
    # "If there are 5 or more vengeance points in the victory display" (Vengeance X: they count only when referred to)
    "vengeance-in-victory-display": (lambda s, you, own: "game", lambda s, _: vengeance_in_victory_display(s),
                                     "vengeance points in the victory display"),
    # Key Tokens: "some card effects may change depending on which keys an investigator controls" (those on you)
    "key-you-control": (lambda s, you, own: you, lambda s, who: _keys_of(s, who, None), "keys {you} controls"),
    **{f"{colour}-key-you-control": (lambda s, you, own: you, lambda s, who, colour=colour: _keys_of(s, who, colour),
                                     f"the {colour} key {{you}} controls") for colour in KEY_COLOURS},
    # what happened earlier (history.py): "if you have not dealt any damage this turn"
    **{f"{kind}-you-dealt-this-{period}": (
        lambda s, you, own: you,
        lambda s, who, kind=kind, period=period: s.history.dealt_by(kind, who, period, s.period_key(LimitPeriod(period))),
        f"{kind} {{you}} has dealt this {period}") for kind in ("damage", "horror") for period in PERIODS},
    # "cannot attack during the same phase it moved from its hunter keyword": the card's own hunter moves (history.py)
    **{f"hunter-move-of-self-this-{period}": (
        lambda s, you, own: own,
        lambda s, name, period=period: s.history.hunted_by(name, period, s.period_key(LimitPeriod(period))),
        f"moves {{own}} has made by its hunter keyword this {period}") for period in PERIODS},
    # "Play only as your first action": the actions you have performed this turn, resolved in full (history.py)
    **{f"action-you-performed-this-{period}": (
        lambda s, you, own: you,
        lambda s, who, period=period: s.history.performed_by(who, period, s.period_key(LimitPeriod(period))),
        f"actions {{you}} has performed this {period}") for period in PERIODS},
    # "You cannot move more than once each turn": the moves you have made this period, by any means (history.py)
    **{f"move-you-made-this-{period}": (
        lambda s, you, own: you,
        lambda s, who, period=period: s.history.moves_by(who, period, s.period_key(LimitPeriod(period))),
        f"moves {{you}} has made this {period}") for period in PERIODS},
}


def _actions(state: State, who: str) -> int:
    """The actions an investigator has remaining this turn: the standard ones and the additional ones (Actions)."""
    person = state.investigators[who]
    return person.actions + person.additional_actions


#: The field damage or horror is counted in → the event whose ``what`` names the value's holder (a modifier's).
_VALUE_EVENTS = {"damage": "damage-dealt", "horror": "horror-dealt"}


def value_modifiers(state: State, occ: Occurrence) -> list[AbilityState]:
    """Constant and lasting abilities (additional costs, cost, health and sanity modifiers) that apply to ``occ``:
    the one lookup of the modifiers in play, for the engine and for the counts here."""
    return [ab for ab in state.live_abilities()
            if ab.kind in (AbilityKind.CONSTANT, AbilityKind.LASTING) and not ab.ability.cannot
            and ab.ability.applies_to and trigger_matches(state, ab.ability.applies_to, occ, ab)
            and active(state, ab, occ)]


def _modified(state: State, who: str, field: str) -> int:
    """An investigator's health (sanity) — the loss ``field`` is counted in: the base value "plus or minus any active
    health modifiers" (Health and Damage; Sanity and Horror), at least 0; the damage (horror) on him or her is not
    taken from it ("horror on you greater than twice your sanity")."""
    person = state.investigators[who]
    key = "health_modifier" if field == "damage" else "sanity_modifier"
    probe = Occurrence(_VALUE_EVENTS[field], 0, who=who, what=who)
    modified = sum(modifier_amount(state, ab, key, who) for ab in value_modifiers(state, probe))
    return max(0, (person.health if field == "damage" else person.sanity) + modified)


def _remaining(state: State, who: str, field: str) -> int:
    """An investigator's "remaining health" ("remaining sanity"): "its base health minus the amount of damage on
    it, plus or minus any active health modifiers" (Health and Damage; Sanity and Horror), at least 0."""
    person = state.investigators[who]
    return max(0, _modified(state, who, field) - (person.damage if field == "damage" else person.horror))


def _skill_value(state: State, who: str, skill: str) -> int:
    """An investigator's skill value outside a test's own steps ("Add your [agility] value to your skill value"): the
    base skill with the constant and lasting modifiers to it for any test of that skill by him or her (those limited
    to a kind of test, a target or a card's test are not counted: no such test is being asked about), at least 0."""
    probe = Occurrence("skill-test-begins", 0, who=who, skill=skill)
    return max(0, (base_skill(state, probe, who)[0] or 0) + sum(modifier_amount(state, ab, "skill_modifier", who)
                                                                for ab in value_modifiers(state, probe)))


def _base(state: State, who: str, skill: str) -> int:
    """An investigator's base skill ("the attacking investigator's base [combat]"): printed, or as a ``base-value``
    constant for any test of that skill specifies it (Base Value), no modifier added; 0 when none is given."""
    return base_skill(state, Occurrence("skill-test-begins", 0, who=who, skill=skill), who)[0] or 0


def base_skill(state: State, begin: Occurrence, who: str) -> tuple[int | None, list[str]]:
    """``who``'s base value of the skill of the test ``begin`` begins (or of a probe of one), and what changed it, as
    the trace says it: the value printed on the investigator card (Base Value: "Unless otherwise specified, the base
    value of an element derived from a card is the value printed on that card"), unless a constant that applies to
    that test specifies otherwise (``base-value``: "Set the base value of your [willpower] … to 2"). The changes apply
    set first, then raised to, then doubled, each in the order its card entered play; None: no value is given."""
    skill = begin.skill or ""
    value = state.investigators[who].skills.get(skill)
    changes = [ab for ab in value_modifiers(state, begin)
               if ab.ability.base_value is not None and (not ab.ability.base_value.skills
                                                         or skill in ab.ability.base_value.skills)]
    said: list[str] = []
    for change in ("set", "raise_to", "double"):
        for ab in changes:
            base = ab.ability.base_value
            assert base is not None
            amount = getattr(base, change)
            if amount is None or amount is False:
                continue
            if change == "raise_to" and value is not None and value >= amount:
                said.append(f"{ab.bearer}'s raise to {amount} leaves it")
                continue
            value = amount if change != "double" else (value or 0) * 2
            said.append(f"{base.describe()} by {ab.bearer}")
    return value, said


def _tested_value(state: State, card: str, base: int, via: str, you: str | None) -> int:
    """A card's value a skill test is decided against — a location's shroud, an enemy's fight or evade — outside a
    test: the value with the constant and lasting modifiers to it ("Each enemy gets +1 fight", "gets +2 shroud": a
    test of that action against it by ``you``), at least 0 (Modifiers; Difficulty)."""
    probe = Occurrence("skill-test-begins", 0, who=you, what=card, via=via)
    return max(0, base + sum(ab.ability.difficulty_modifier for ab in value_modifiers(state, probe)))


def _shroud(state: State, at: str, you: str) -> int:
    """A location's shroud value for ``you``: its current side's shroud with the modifiers to investigating it."""
    return _tested_value(state, at, state.locations[at].shroud, "investigate", you)


def _clues(state: State, name: str) -> int:
    holder = _holder(state, name)[0]
    return int(getattr(holder, "clues", 0))


def of_state(what: str) -> bool:
    """Whether ``what`` is a count of the state (a closed one, or one composed with a filter), not a test's margin."""
    return what in _COUNTS or composed_count(what) is not None


#: A composed count of the tokens on what the filter matches → the field they are counted in (Tokens).
_TOKENS_ON = {"clue-on": "clues", "doom-on": "doom", "horror-on": "horror", "damage-on": "damage",
              "resource-on": "resources"}
#: A composed count of the actions you performed this turn activating an ability of what the filter matches.
ACTIVATED = "activated-by-you-this-turn"
#: A composed count of an enemy's value → the action whose tests are decided against it (its modifiers' ``via``).
_VALUES_OF = {"fight-of": "fight", "evade-of": "evade"}
#: A composed count of the highest shroud among the locations the filter matches ("the highest shroud value among
#: revealed locations in play").
HIGHEST_SHROUD = "highest-shroud-of"


def _highest_shroud(state: State, matched: list[str], you: str | None) -> tuple[int, str] | None:
    """The highest shroud value among the locations ``matched`` names, each with the modifiers to investigating it
    (a value is its modified value: Modifiers); None when no location matches (nothing to count, not a 0)."""
    values = {loc: _tested_value(state, loc, state.locations[loc].shroud, "investigate", you)
              for loc in matched if loc in state.locations}
    if not values:
        return None
    n = max(values.values())
    return n, f"{n} (the highest shroud among {', '.join(f'{loc} {v}' for loc, v in values.items())})"


def _value_of(state: State, matched: list[str], value: str, you: str | None) -> tuple[int, str] | None:
    """The fight or evade value of the one enemy ``matched`` names, with its modifiers; None when none or several
    match: which enemy's value is meant the state does not say, which is not a value of 0."""
    enemies = [name for name in matched if state.kind_of(name) == "enemy"]
    if len(enemies) != 1:
        return None
    base = getattr(state.cards[enemies[0]].spec, value) or 0
    n = _tested_value(state, enemies[0], base, value, you)
    return n, f"{n} ({enemies[0]}'s {value} value)"


#: A composed count of an investigator's remaining sanity or health → the field its loss is counted in, and whether the
#: lowest (an "… or fewer" bound: some investigator is within it exactly when the lowest is) or the highest is meant.
_REMAINING_OF = {f"{end}-remaining-{value}-of": (field, end == "lowest")
                 for end in ("lowest", "highest") for value, field in (("sanity", "horror"), ("health", "damage"))}


def _remaining_of(state: State, matched: list[str], kind: str, flt: str) -> tuple[int, str] | None:
    """The lowest (highest) remaining sanity or health among the investigators ``matched`` names ("engaged with an
    investigator with remaining sanity 4 or fewer": those the enemy is engaged with); None when none match — an
    enemy engaged with no one is engaged with no investigator of any sanity, which is not a sanity of 0."""
    field, lowest = _REMAINING_OF[kind]
    values = {who: _remaining(state, who, field) for who in matched if who in state.investigators}
    if not values:
        return None
    n = min(values.values()) if lowest else max(values.values())
    said = ", ".join(f"{who} {v}" for who, v in values.items())
    return n, f"{n} (remaining {'sanity' if field == 'horror' else 'health'} of {flt}: {said})"


def fits_any(state: State, flt: str, name: str, own: str, you: str | None) -> bool:
    """Whether ``name`` fits the filter, or any of the filters joined by ``|`` ("a ready Ghoul or Geist enemy at your
    location": ``ready-ghoul-enemy-at-your-location|ready-geist-enemy-at-your-location``) — each thing counted once,
    whichever parts it fits."""
    return any(selector_matches(state, part, name, own, you) for part in flt.split("|"))


def _composed(state: State, what: str, you: str | None, own: str | None) -> tuple[int, str] | None:
    """A count composed with a filter: what in play the filter matches — cards in play, locations, investigators,
    each judged as a trigger's role would be for an ability on ``own`` — how many, or the most doom on one."""
    parts = composed_count(what)
    if parts is None or parts[1] == "tested-enemy":  # the enemy tested is the test's: bound where one is resolving
        return None
    if parts[0] in ATTACK_VALUE_COUNTS:  # an attack's value is the attack's, counted where it is the occurrence
        return None
    kind, flt = parts
    if kind == "story-card":  # acts and agendas by printed number, not cards in play a filter matches
        return story_cards(state, flt)
    if kind in _OUT_OF_PLAY:  # cards in an out-of-play area (and those in play, for "in play or set aside")
        return _in_areas(state, kind, flt, you, own)
    if kind == COMMITTED_COUNT:  # the cards committed to the test being made (ST.2), out of play in limbo
        matched = [name for name in state.committed if fits_any(state, flt, name, own or "", you)]
        return len(matched), f"{len(matched)} ({flt} committed to the skill test: {', '.join(matched) or 'none'})"
    if kind in _OF_THE_LOG:  # the Campaign Log's tallies and phrases, the phrases remembered (campaign_log.py)
        return _OF_THE_LOG[kind](state, flt)
    if kind in ATTACK_VALUES_OF:  # "that enemy's horror value": the enemy's printed value, out of play only
        return attack_value_of(state, kind, flt)
    if kind in CARD_VALUE_COUNTS:  # "the cost of the Ally asset returned to your hand": one card's printed cost or icons
        return card_value(state, kind, flt)
    matched = [name for name in (*(c.name for c in state.cards.values() if c.zone == PLAY), *state.locations,
                                 *state.investigators)
               if fits_any(state, flt, name, own or "", you)]
    if kind == "in-play":
        return len(matched), f"{len(matched)} ({flt} in play: {', '.join(matched) or 'none'})"
    if kind == "investigator-at-location-of":  # "investigators at the same location as a Brood of Yog-Sothoth"
        places = {state.location_of(name) for name in matched} - {None}
        there = [i for i in state.player_order() if state.in_game(i) and state.location_of(i) in places]
        return len(there), f"{len(there)} (investigators at the location of {flt}: {', '.join(there) or 'none'})"
    if kind in _TOKENS_ON:
        field = _TOKENS_ON[kind]
        n = sum(int(getattr(_holder(state, name)[0], field, 0)) for name in matched)
        return n, f"{n} ({field} on {', '.join(matched) or f'no {flt} in play'})"
    if kind in USES_ON:
        return _uses_on(state, matched, USES_ON[kind], flt)
    if kind in _VALUES_OF:
        return _value_of(state, matched, _VALUES_OF[kind], you)
    if kind == HIGHEST_SHROUD:
        return _highest_shroud(state, matched, you)
    if kind in _REMAINING_OF:
        return _remaining_of(state, matched, kind, flt)
    if kind == ACTIVATED:
        n = state.history.activated_by(you or "", set(matched), state.period_key(LimitPeriod("turn")))
        return n, f"{n} (actions {you} has performed this turn activating {', '.join(matched) or f'no {flt} in play'})"
    doom = {name: int(getattr(state.cards.get(name) or state.locations.get(name), "doom", 0)) for name in matched}
    most = max(doom.values(), default=0)
    holders = [name for name, n in doom.items() if n == most and n]
    return most, f"{most} (the most doom on one {flt} in play" + (f": {', '.join(holders)})" if holders else ")")


def _keys_of(state: State, who: str, colour: str | None) -> int:
    """The keys an investigator controls — those on his or her investigator card (Key Tokens) —, of one colour or
    any."""
    return sum(1 for c, holder in state.keys.items() if holder == who and colour in (None, c))


def _uses_on(state: State, matched: list[str], kind: str, flt: str) -> tuple[int, str]:
    """The uses of one type on the cards matched, added up: a card's uses are of the type its Uses keyword names and
    no other, so a card of another type bears none of ``kind``; one with no Uses keyword bears whatever was placed on
    it (Uses (X Type))."""
    bearing = [name for name in matched if name in state.cards and state.cards[name].spec.use_type in (None, kind)]
    n = sum(state.cards[name].uses for name in bearing)
    return n, f"{n} ({kind} on {', '.join(bearing) or f'no {flt} bearing {kind}'})"


#: Counts of cards in out-of-play areas (In Play and Out of Play), with those in play for "in play or set aside": how
#: the area is said, and whether a card is there.
_OUT_OF_PLAY: dict[str, tuple[str, Callable[[Card], bool]]] = {
    "in-victory-display": ("in the victory display", lambda c: c.zone == VICTORY),
    "set-aside": ("set aside", lambda c: c.zone == SET_ASIDE),
    "in-play-or-set-aside": ("in play or set aside", lambda c: c.zone in (PLAY, SET_ASIDE)),
    "beneath-act-or-agenda-deck": ("underneath the act or agenda deck",
                                   lambda c: c.zone == BENEATH and c.beneath in (ACT_DECK, AGENDA_DECK)),
    "beneath-act-deck": ("underneath the act deck", lambda c: c.zone == BENEATH and c.beneath == ACT_DECK),
    "beneath-agenda-deck": ("underneath the agenda deck", lambda c: c.zone == BENEATH and c.beneath == AGENDA_DECK),
}


#: The counts of the Campaign Log and of the phrases remembered: the filter is a tally's name or the phrases.
_OF_THE_LOG: dict[str, Callable[[State, str], tuple[int, str]]] = {
    "campaign-log-tally": lambda s, name: s.campaign_log.tally(name),
    "campaign-log-entry": lambda s, phrase: s.campaign_log.entries(phrase),
    "remembered": lambda s, phrases: remembered(phrases.split("|"), s.campaign_log, s.remembered),
}


def _in_areas(state: State, kind: str, flt: str, you: str | None, own: str | None) -> tuple[int, str]:
    """How many cards in the areas ``kind`` names the filter matches ("no copies of Brood of Yog-Sothoth in play or set
    aside", "6 Cultist enemies in the victory display"): a card's title, traits and type are printed, so a card out of
    play is matched by them as one in play is."""
    where, there = _OUT_OF_PLAY[kind]
    matched = [c.name for c in state.cards.values() if there(c) and fits_any(state, flt, c.name, own or "", you)]
    if "unique" in flt.split("-"):  # "6 unique Cultist enemies": six different ones (Different: titles, subtitles aside)
        titles = list(dict.fromkeys(bare_title(n) for n in matched))
        return len(titles), f"{len(titles)} different ({flt} {where}: {', '.join(titles) or 'none'})"
    return len(matched), f"{len(matched)} ({flt} {where}: {', '.join(matched) or 'none'})"


def count(state: State, what: str, you: str | None, own: str | None = None) -> tuple[int, str] | None:
    """How many ``what`` there are now for ``you`` (and the ability's own card ``own``), and how to say it; None
    when its holder is absent ("your location" with no investigator, or one at no location): there is nothing to
    count, which is not the same as counting none."""
    if what not in _COUNTS:
        return _composed(state, what, investigator_or_none(state, you), own)
    holder_of, counter, words = _COUNTS[what]
    you = investigator_or_none(state, you)
    holder = holder_of(state, you, own)
    if holder is None:
        return None
    n = counter(state, holder)
    return n, f"{n} ({words.format(you=you, own=own)})"


def started(state: State) -> int:
    """The number of investigators who started the scenario: an eliminated one stays in the state's investigators
    (Per Investigator: "If investigators have been eliminated from the scenario, they still count")."""
    return len(state.investigators)


def within(state: State, condition: Condition, n: int) -> bool:
    """Whether ``n`` lies within the condition's bounds; bounds per investigator ("fewer than 2 clues per
    investigator") are multiplied by the number of investigators who started the scenario, eliminated ones
    included (Per Investigator: "Text that uses the phrase 'per investigator' also counts the number of
    investigators who started the scenario")."""
    times = started(state) if condition.per_investigator else 1
    low = condition.at_least * times if condition.at_least is not None else 0
    return low <= n and (condition.at_most is None or n <= condition.at_most * times) \
        and (condition.fewer_than is None or n < condition.fewer_than * times)


def compared(state: State, condition: Condition, counted: tuple[int, str],
             count_of: Callable[[str], tuple[int, str] | None]) -> tuple[bool, str]:
    """Whether the count ``counted`` (how many, as said) lies within the condition's bounds and, for a bound that is a
    count ("horror on you greater than twice your sanity": ``greater_than``), is above that count — counted now by
    ``count_of``, for the same investigator and card — times its multiple; the counts as said."""
    met = within(state, condition, counted[0])
    if condition.greater_than is None:
        return met, counted[1]
    bound = count_of(condition.greater_than.count)
    if bound is None:
        return False, f"{counted[1]}; nothing to count for {condition.greater_than.count}"
    above = bound[0] * condition.greater_than.times
    over = counted[0] >= above if condition.greater_than.or_equal else counted[0] > above
    return met and over, f"{counted[1]} against {condition.greater_than.times} \u00d7 {bound[1]} = {above}"


def holds(state: State, condition: Condition, you: str | None, own: str | None = None) -> tuple[bool, str]:
    """Whether a bounded count holds now for ``you`` (and the ability's own card ``own``), and the count as said.

    An absent holder cannot satisfy a condition on what it holds: "if you have no cards in your hand" with no
    investigator for "you", or "if there are no enemies at your location" for an investigator at no location, is
    not met, at-most 0 included — the condition speaks of a hand or a location that is not there, and a condition
    that is not met is not met (Costs; Play Restrictions). A period of a phase (a constant's "during the upkeep phase")
    holds while the game is in it (Appendix II); a condition with no count (only another ``during``) holds here.
    """
    if str(condition.during).endswith("-phase") and state.phase != str(condition.during).removesuffix("-phase"):
        return False, f"the {state.phase} phase"  # "during the upkeep phase": the phase the game is in (Appendix II)
    if condition.during == ENEMY_MOVING:  # "While an enemy is moving": that period, then anything beside it
        moving, said = moving_holds(state, condition, own, you)
        if not moving or (condition.count is None and condition.card is None and not condition.all_of):
            return moving, said
    if condition.all_of:  # "if Winged One is ready and unengaged": each part, said together
        parts = [holds(state, part, you, own) for part in condition.all_of]
        return all(met for met, _ in parts), "; ".join(said for _, said in parts if said)
    if condition.card is not None:
        met, said = card_state(state, condition.card, condition.state, own, investigator_or_none(state, you))
        if met and condition.at is not None:
            met, said = card_at(state, condition.card, condition.at, own, you)
        if not met or condition.count is None:
            return met, said
    if condition.count is None:
        return True, ""
    counted = count(state, condition.count, you, own)
    if counted is None:
        return False, "nothing to count"
    return compared(state, condition, counted, lambda what: count(state, what, you, own))


def modifier_amount(state: State, ab: AbilityState, key: str, you: str | None = None,
                    counted_as: str | None = None) -> int:
    """A constant's modifier ``key`` (``health_modifier``…) as it applies: multiplied by the investigators who started
    the scenario when it is printed "per investigator" (Per Investigator: "the product … is treated as the printed
    value"; eliminated investigators still count, as every per-investigator value here), and by its ``for-each`` count
    (``counted_as``: that count bound to the test being made, when the caller bound it)
    of the state as it is now, for ``you`` and the ability's card ("+1 fight for each Cultist enemy in play": Modifiers,
    "the game state constantly checks … any variable value"; nothing to count is none)."""
    n = int(getattr(ab.ability, key))
    if ab.ability.per_investigator:
        n *= started(state)
    if ab.ability.for_each is not None:
        counted = count(state, counted_as or ab.ability.for_each, you, ab.bearer)
        n *= counted[0] if counted is not None else 0
    return n


def active(state: State, ab: AbilityState, occ: Occurrence | None = None) -> bool:
    """Whether a constant ability's "while" condition holds now (no condition: always), for ``occ``.

    On a card no investigator controls (a location, an enemy, a treachery in no threat area), "you" is the
    investigator the occurrence concerns (You/Your: it "refers to the investigator who controls, is engaged with, or
    is currently interacting with the card"): "You cannot investigate Administration Office while you have 4 or
    fewer resources" governs each investigator for whom the count holds, and the others not."""
    condition = ab.ability.condition
    return condition is None or holds(state, condition, you_of(state, ab.bearer, occ), ab.bearer)[0]


def forbidding(state: State, occ: Occurrence) -> AbilityState | None:
    """The constant or lasting ability whose 'cannot' forbids ``occ`` now, if any (Cannot): the one check the engine's
    ``forbidden`` and the costs' ("you cannot spend clues": ``spend-clues``) share."""
    for ab in state.live_abilities():
        a = ab.ability
        if a.kind in (AbilityKind.CONSTANT, AbilityKind.LASTING) and a.cannot and a.applies_to \
                and trigger_matches(state, a.applies_to, occ, ab) and active(state, ab, occ):
            return ab
    return None
