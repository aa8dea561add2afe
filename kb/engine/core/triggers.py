"""Who 'you' is, and whether an occurrence matches an ability's trigger.

'You' follows the You/Your entry: the investigator who controls the card, is engaged with it (an
enemy), has it in his or her threat area, or — for a location or an unowned card — the investigator
interacting with it (the triggering condition's ``who``). A trigger filters an event's roles with
the closed list of ``vocabulary.FILTER_SELECTORS``, or a name; the timing core asks these questions
of every ability in every window.
"""

from __future__ import annotations

from collections.abc import Callable

from ..situation.spec import Filter
from ..situation.titles import title_of
from ..situation.vocabulary import CLASS_QUALIFIER, agenda_deck_of, card_class_holds, deck_letter, having_of, of_role
from ..situation.vocabulary import (COPY_OF_SELF, DESIGNATED_ABILITY, NOTHING_BENEATH, SCENARIO, TOKENS_ON, ROLES, TRAIT_SELECTOR, USES_QUALIFIER, LimitPeriod,
                                     QualifiedFilter, at_named, named_places, qualified_filter, titled)
from .occurrence import Known, Occurrence, role_values
from .standing import bears
from .state import BENEATH, PLAY, AbilityState, State

_TYPE_SELECTORS = {"investigator", "enemy", "asset", "location", "event", "treachery", "skill", "act", "agenda", "story"}
#: The cards an investigator controls and deals damage or horror with (Dealing Damage/Horror: the card dealing it).
_PLAYER_KINDS = ("asset", "event", "skill")
#: The card types an encounter card is of (Encounter Deck: the scenario's cards; a weakness is a player card).
ENCOUNTER_TYPES = ("enemy", "treachery", "location", "act", "agenda", "story", "scenario")
_ATTACKS = {"attack", "opportunity", "retaliate", "enemy-phase", "alert"}
_TESTS = {"investigate", "fight", "evade", "test", "parley"}  # a Parley ability's test is made during it
_SYMBOLS = {"skull", "cultist", "tablet", "elder-thing"}
#: A defeat's ``via`` when damage and horror each reached their bound at once: "defeated by damage" and "defeated by
#: horror" are both so (Defeat).
BOTH = "damage-and-horror"
#: The qualifier of a composed filter that leaves out the investigator "you" is ("no other investigators at your
#: location"): an entity other than you.
OTHER = "other"


def _number(token: str) -> int | None:
    body = token[1:] if token[:1] in "+-" else token
    return int(token) if body.isdigit() else None


def token_matches(wanted: tuple[str, ...], revealed: tuple[str, ...],
                  modifiers: tuple[int | None, ...] = ()) -> bool:
    """Whether any revealed token fits a ``token`` filter (FAQ 2.5: it triggers once even if several do);
    ``non-X`` fits any token but X ("a non-[auto_fail] chaos token"); ``negative-modifier`` / ``positive-modifier``
    fits a token whose modifier is (``modifiers``: each token's, as the reveal resolved it — a symbol's from its
    scenario reference card line; none given: a numbered token's number)."""
    for k, tok in enumerate(revealed):
        for want in wanted:
            if want in ("any", tok) or (want == "symbol" and tok in _SYMBOLS) or \
                    (want.startswith("non-") and tok != want[4:]):
                return True
            if want in _MODIFIER_CLASSES:
                mod = modifiers[k] if k < len(modifiers) else _number(tok)
                if mod is not None and _MODIFIER_CLASSES[want](mod):
                    return True
                continue
            number = _number(tok)
            if number is not None and (_number(want) == number or _NUMBER_CLASSES.get(want, _no)(number)):
                return True
    return False


#: Filters matched on the board's connections ("a connecting location": a location connected to the bearer's), by
#: their selector: filled by ``connections.py``, which reads the connections cards state and sits above this module.
BOARD_FILTERS: dict[str, Callable[[State, str, str], bool]] = {}

#: A token by the sign of its modifier ("a chaos token with a negative modifier"): the modifier the token adds at ST.5,
#: a symbol's too (Chaos Tokens: "a revealed chaos token (or the effect referenced by a chaos token) has a numerical
#: modifier").
_MODIFIER_CLASSES: dict[str, Callable[[int], bool]] = {
    "negative-modifier": lambda n: n < 0, "positive-modifier": lambda n: n > 0,
}


def _no(_number: int) -> bool:
    return False


#: The numbers a token description names by a property ("a positive number", "an even number"): a token is one of
#: them when it has a number (Chaos Tokens: "a numerical modifier") that has the property; a symbol never is, even
#: when its scenario reference card gives it a modifier ("a [elder_sign] symbol or positive number" tells them apart).
_NUMBER_CLASSES: dict[str, Callable[[int], bool]] = {
    "numeric": lambda n: True, "positive": lambda n: n > 0, "negative": lambda n: n < 0,
    "even": lambda n: n % 2 == 0, "odd": lambda n: n % 2 == 1,
}


def you_of(state: State, bearer: str, occ: Occurrence | None) -> str | None:
    """The investigator 'you' refers to for an ability on ``bearer`` (You/Your): its controller; on a card no one
    controls (an enemy's "After you deal damage to …"), the investigator the occurrence is about — for damage or
    horror dealt to a card no investigator takes it for, the one dealing it (its source, or the source's controller); on
    an act, at a timing point no investigator's ("When the round ends, investigators in the hallway may, as a group,
    spend …"), the lead investigator, who decides for the group when it does not agree (Lead Investigator)."""
    card = state.cards.get(bearer)
    if occ is not None and occ.who is None and occ.source is not None and occ.event in ("damage-dealt", "horror-dealt") \
            and card is not None and card.controller is None:  # damage dealt to an enemy: "you" dealt it
        return dealer_of(state, occ.source)
    you = state.controller_of(bearer)
    if you is None and occ is not None and occ.who in state.investigators:
        return occ.who
    if you is None and occ is not None and occ.who is None and state.kind_of(bearer) == "act":
        return state.lead  # an act's "investigators may, as a group, …" at a timing point: the lead decides for them
    return you


def dealer_of(state: State, source: str | None) -> str | None:
    """The investigator who deals damage or horror from ``source`` (Dealing Damage/Horror): the investigator, or the
    one who controls (else owns) the card."""
    if source is None or source in state.investigators:
        return source
    card = state.cards.get(source)
    return None if card is None else state.controller_of(source) or card.owner


def known(state: State, value: str) -> Known:
    """What ``value`` is now: where, whose, what kind, its traits, damage, exhausted, engaged."""
    card = state.cards.get(value)
    inv = state.investigators.get(value)
    if card is not None:
        return Known(state.location_of(value), state.controller_of(value), state.kind_of(value),
                     tuple(card.spec.traits), card.damage, card.exhausted, card.engaged)
    damage = inv.damage if inv is not None else 0
    place = state.locations.get(value)
    return Known(state.location_of(value), state.controller_of(value), state.kind_of(value),
                 traits=place.traits if place is not None else (), damage=damage)


def last_known(state: State, occ: Occurrence) -> dict[str, Known]:
    """Each role's entity as it is now, at the occurrence's timing point.

    Last known information: an 'after' window sees a card that has since left play (an enemy defeated,
    now in the encounter discard pile) as it was when the event happened — where it was, who controlled
    it, its traits, its damage, whether it was exhausted and whom it was engaged with — so "after an
    enemy is defeated at your location" still knows where the enemy was, and "after an exhausted enemy
    is defeated" that it was exhausted."""
    seen = {}
    for value in (getattr(occ, role) for role in ROLES):
        if value is not None and value not in seen:
            seen[value] = known(state, value)
    return seen


def _as_it_was(state: State, value: str, occ: Occurrence | None) -> Known | None:
    """``value``'s last known information, when it has left play since ``occ`` happened, else ``None``."""
    if occ is not None and value in occ.lki and not state.in_game(value):
        return occ.lki[value]
    return None


def _seen(state: State, value: str, occ: Occurrence | None) -> Known:
    """``value`` as the filter sees it: as it is, or — if it has left play since ``occ`` — as it was."""
    return _as_it_was(state, value, occ) or known(state, value)


def _location(state: State, value: str, occ: Occurrence | None) -> str | None:
    """Where ``value`` is, or — if it has left play since the occurrence — where it last was."""
    here = state.location_of(value)
    if here is None and occ is not None and occ.event == "spawn" and value == occ.what and occ.who is not None:
        return occ.to or state.location_of(occ.who)  # where it is spawning: its location, or its drawer's (Spawn)
    if here is None:
        gone = _as_it_was(state, value, occ)
        return gone.location if gone is not None else None
    return here


def _controller(state: State, value: str, occ: Occurrence | None) -> str | None:
    gone = _as_it_was(state, value, occ)
    return gone.controller if gone is not None else state.controller_of(value)


def _enemy_was(state: State, selector: str, value: str, you: str | None, occ: Occurrence | None) -> bool:
    """The selectors that read an enemy's exhausted or engaged state, by last known information. An
    enemy in play counts as engaged with whoever ``state.engaged_with`` says, which includes a ready
    Massive enemy at an investigator's location (Massive)."""
    seen = _seen(state, value, occ)
    if seen.kind != "enemy":
        return False
    if selector == "exhausted-enemy":
        return seen.exhausted
    if selector == "ready-enemy":
        return not seen.exhausted
    if seen.engaged is not None:
        return selector == "engaged-enemy" or seen.engaged == you
    if not state.in_game(value):
        return False
    if selector == "engaged-enemy":
        return state.is_engaged(value)
    return you is not None and value in state.engaged_with(you)


_STATE_SELECTORS = {"exhausted-enemy", "ready-enemy", "engaged-enemy", "enemy-engaged-with-you"}


def selector_matches(state: State, selector: str, value: str | None, bearer: str, you: str | None,
                     occ: Occurrence | None = None) -> bool:
    """Whether the role value ``value`` fits ``selector`` for an ability on ``bearer``; a card that has left
    play since ``occ`` happened is judged by its last known information."""
    if value is None:
        return False
    if selector == "any":
        return True
    if selector == "self":
        return value == bearer
    if selector == "you":
        return value == you
    if selector == "your-cards":
        return value != you and value in state.cards and _controller(state, value, occ) == you
    if selector == "yours":
        return value == you or (value in state.cards and _controller(state, value, occ) == you)
    if selector == "investigators-or-theirs":  # "an investigator deals damage": any dealer an investigator is
        return value in state.investigators or (state.kind_of(value) in _PLAYER_KINDS
                                                and _controller(state, value, occ) in state.investigators)
    if selector == "another-investigator":
        return value in state.investigators and value != you
    if selector in _TYPE_SELECTORS:
        return state.kind_of(value) == selector
    if (letter := agenda_deck_of(selector)) is not None:  # "placed on the "a" agenda deck": an agenda of that deck
        return state.kind_of(value) == "agenda" and value in state.cards \
            and deck_letter(state.cards[value].spec.number) == letter
    if selector == "non-weakness-treachery":
        return state.kind_of(value) == "treachery" and value in state.cards and not state.cards[value].spec.weakness
    if selector.startswith(TRAIT_SELECTOR):
        trait = selector[len(TRAIT_SELECTOR):].strip().casefold()
        return any(t.casefold() == trait for t in _seen(state, value, occ).traits)
    if selector in _STATE_SELECTORS:
        return _enemy_was(state, selector, value, you, occ)
    if selector == "damaged":
        return _seen(state, value, occ).damage > 0
    if selector == "investigator-at-your-location":
        return value in state.investigators and _location(state, value, occ) == state.location_of(you)
    if selector == "enemy-at-your-location":
        return state.kind_of(value) == "enemy" and _location(state, value, occ) == state.location_of(you) \
            and _location(state, value, occ) is not None
    if selector == "enemy-at-this-location":
        return state.kind_of(value) == "enemy" and _location(state, value, occ) == state.location_of(bearer) \
            and _location(state, value, occ) is not None
    if selector == "investigator-at-this-location":
        return value in state.investigators and _location(state, value, occ) == state.location_of(bearer)
    if selector == "this-location":
        return value == state.location_of(bearer)
    if selector in BOARD_FILTERS:  # "a connecting location": a filter read on the board (core/connections.py)
        return BOARD_FILTERS[selector](state, value, bearer)
    if selector == "investigator-engaged-with-self":
        return value in state.investigators and bearer in state.engaged_with(value)
    if selector == "attached":
        return value == state.host_of(bearer)
    if selector == "attached-to-self":  # a card attached to the bearer ("an attached card"), as it is now
        return value != bearer and state.host_of(value) == bearer
    having = having_of(selector)
    if having is not None:  # "an investigator with more than 10 cards in his or her discard pile": as it happens
        return value in state.investigators and having.holds(having.amount(state.investigators[value])) \
            and selector_matches(state, having.plain, value, bearer, you, occ)
    composed = qualified_filter(selector)
    if composed is not None:
        return _composed_matches(state, composed, value, bearer, you, occ)
    # a card's name: that card, or any copy of it ("After a Writhing Appendage enters play": by its title)
    return value == selector or (value in state.cards and state.cards[value].spec.title == selector)


def _qualifier_holds(state: State, qualifier: str, value: str, seen: Known) -> bool:
    """One qualifier of a composed filter: a state (by last known information), weakness, or a trait."""
    if qualifier.startswith("non-"):
        return not _qualifier_holds(state, qualifier[4:], value, seen)
    if qualifier in ("exhausted", "ready"):
        return seen.exhausted == (qualifier == "exhausted")
    if qualifier.startswith(CLASS_QUALIFIER):  # "a [guardian] card": its class (Classes)
        card = state.cards.get(value)
        return card is not None and bool(card_class_holds(qualifier, card.spec.classes, None))
    if qualifier.startswith(USES_QUALIFIER):  # "with “uses (charges)”": the type its Uses keyword establishes
        card = state.cards.get(value)
        return card is not None and card.spec.use_type == qualifier[len(USES_QUALIFIER):]
    if qualifier in NOTHING_BENEATH:  # "with no encounter card underneath it": none out of play beneath it
        return not any(c.zone == BENEATH and c.beneath == value and (not NOTHING_BENEATH[qualifier]
                                                                     or _qualifier_holds(state, "encounter", c.name, seen))
                       for c in state.cards.values())
    if qualifier in TOKENS_ON:  # "with doom on it": tokens on it now (a card out of play holds none: Leaves Play)
        holder = state.cards.get(value) or state.locations.get(value)
        return holder is not None and getattr(holder, TOKENS_ON[qualifier]) > 0
    if qualifier in DESIGNATED_ABILITY:  # "with a 'resign' ability": one of its abilities bears that designator
        holder = state.cards.get(value) or state.locations.get(value)
        return holder is not None and any(ab.ability.designator is not None and ab.ability.designator.value
                                          == DESIGNATED_ABILITY[qualifier] for ab in holder.abilities)
    if qualifier == SCENARIO:  # "a scenario card": a location, or an encounter card, act or agenda (no weakness)
        return value in state.locations or _qualifier_holds(state, "encounter", value, seen)
    if qualifier in ("engaged", "unengaged"):
        engaged = seen.engaged is not None or state.is_engaged(value)
        return engaged == (qualifier == "engaged")
    if qualifier == "damaged":
        return seen.damage > 0
    if qualifier == "active":  # "the active investigator" (2.2): the investigator whose turn it is
        return value == state.turn
    if qualifier in ("revealed", "unrevealed"):  # a location's side (Location Cards): "an unrevealed location"
        place = state.locations.get(value)
        return place is not None and place.revealed == (qualifier == "revealed")
    if qualifier == "encounter":  # "encounter cards": the scenario's cards, a player's weakness not among them
        card = state.cards.get(value)
        return card is not None and card.type.value in ENCOUNTER_TYPES and not card.spec.weakness
    if qualifier == "player":  # "via player card effects": a card not of the scenario (a weakness is a player card)
        return value in state.cards and not _qualifier_holds(state, "encounter", value, seen)
    if qualifier == "weakness":
        card = state.cards.get(value)
        return card is not None and card.spec.weakness
    if qualifier == "unique":  # printed on the card (✷: Uniqueness), wherever it is
        card = state.cards.get(value)
        return card is not None and card.spec.unique
    if qualifier in ("fast", "hidden"):  # a keyword (Fast; Hidden), through the standing rules' table: "You cannot
        card = state.cards.get(value)      # play fast cards", "each hidden treachery in your hand"
        return card is not None and bears(card, qualifier)
    trait = qualifier.replace("_", " ").casefold()
    card = state.cards.get(value)  # or a card's title ("a Brood of Yog-Sothoth enemy": ``titled``), a location's too
    title = card.spec.title if card is not None else title_of(value) if value in state.locations else None
    return any(t.casefold() == trait for t in seen.traits) or (title is not None and titled(qualifier, title, frozenset()))


def _same_title(state: State, value: str, bearer: str) -> bool:
    """Whether ``value`` is a copy of the ability's own card: a card of its title (Copies: "by title")."""
    card, own = state.cards.get(value), state.cards.get(bearer)
    return card is not None and own is not None and card.spec.title == own.spec.title


_PLACE_OF = {"at-your-location": lambda state, bearer, you: state.location_of(you) if you else None,
             "at-this-location": lambda state, bearer, you: state.location_of(bearer),
             "at-attached-location": lambda state, bearer, you: state.host_of(bearer)}


def _composed_matches(state: State, composed: QualifiedFilter, value: str, bearer: str, you: str | None,
                      occ: Occurrence | None) -> bool:
    """A composed filter ("a non-Elite enemy at your location"): the noun, every qualifier and the place hold."""
    seen = _seen(state, value, occ)
    if composed.noun == "card":
        if value not in state.cards and not (SCENARIO in composed.qualifiers and value in state.locations):
            return False  # a location is a card of the scenario's ("a scenario card with a 'resign' ability")
    elif seen.kind != composed.noun:
        return False
    if OTHER in composed.qualifiers and value in (you, bearer):  # "other investigators at your location": you are
        return False  # not one; "each other card in your hand": the ability's own card is not one
    if COPY_OF_SELF in composed.qualifiers and not _same_title(state, value, bearer):
        return False
    role = state.investigators[you].role if you in state.investigators else None  # "a card of your role": yours now
    if not all(_qualifier_holds(state, of_role(q, role), value, seen) for q in composed.qualifiers
               if q not in (OTHER, COPY_OF_SELF)):
        return False
    if composed.where is None:
        return True
    if composed.where == "you-control":  # "Assets you control": in play under your control (Control)
        return you is not None and _controller(state, value, occ) == you
    if composed.where == "you-own":  # "a skill card you own": yours wherever it is, in play or not (Ownership)
        card = state.cards.get(value)
        return you is not None and card is not None and card.owner == you
    if composed.where == "engaged-with-you":  # "The Rougarou engaged with you": an enemy engaged with you (Engagement)
        card = state.cards.get(value)
        return you is not None and card is not None and card.engaged == you
    if composed.where == "in-your-threat-area":  # "a copy of X in your threat area": in play there (Threat Area)
        card = state.cards.get(value)
        return you is not None and card is not None and card.zone == PLAY and card.threat_area == you
    if composed.where == "attached-to-your-location":  # "a copy of X attached to your location" (Attach To)
        card = state.cards.get(value)
        here = state.location_of(you) if you else None
        return here is not None and card is not None and card.zone == PLAY and card.attached_to == here
    if named_places(composed.where):  # "each Ghoul enemy in the Hallway or Parlor": at any of the locations named
        there = _location(state, value, occ)
        return there is not None and there in state.locations and at_named(composed.where, title_of(there))
    place = _PLACE_OF[composed.where](state, bearer, you)
    return place is not None and _location(state, value, occ) == place


def skill_fits(wanted: str | None, skill: str | None) -> bool:
    """Whether a test of ``skill`` fits a ``skill`` filter: that skill, or ``non-X`` any skill but X ("When you
    initiate a non-[combat] test"); no filter fits any test."""
    if wanted is None:
        return True
    return skill is not None and skill != wanted[4:] if wanted.startswith("non-") else skill == wanted


def trigger_matches(state: State, flt: Filter, occ: Occurrence, ability: AbilityState) -> bool:
    """Whether ``occ`` is an occurrence of the triggering condition ``flt`` for ``ability``: of one of its
    alternatives when it is any of several ("When you resign or the game ends")."""
    if flt.any_of:
        return any(trigger_matches(state, alt, occ, ability) for alt in flt.any_of)
    if flt.event != occ.event:
        return False
    if flt.phase is not None and flt.phase != (occ.phase or state.phase):  # "… during the mythos phase": now
        return False
    if not skill_fits(flt.skill, occ.skill):
        return False
    if flt.token and not token_matches(flt.token, occ.tokens, occ.token_modifiers):
        return False
    if flt.at_least is not None and not reaches(state, flt, occ):
        return False
    if flt.at_most is not None and occ.amount > flt.at_most:
        return False
    if flt.unless_entered and entered_this_turn(state, occ.who, flt.unless_entered):
        return False
    if flt.via is not None:
        if flt.via.value != occ.via and not (flt.via.value == "attack" and occ.via in _ATTACKS) \
                and not (flt.via.value == "effect" and occ.via == "encounter") \
                and not (flt.via.value == "skill-test" and occ.via in _TESTS) \
                and not (flt.via.value in ("damage", "horror") and occ.via == BOTH) \
                and not (flt.via.value == "damage-or-horror" and occ.via in ("damage", "horror", BOTH)):  # an encounter card's is a card's
            return False
    if flt.excepted is not None and trigger_matches(state, flt.excepted, occ, ability):
        return False  # "… except by Spell cards": an excepted occurrence is not one the filter names (Cannot)
    you = you_of(state, ability.bearer, occ)
    for role in ROLES:
        wanted: tuple[str, ...] = getattr(flt, role)
        if wanted and not any(selector_matches(state, s, value, ability.bearer, you, occ)
                              for s in wanted for value in role_values(occ, role)):
            return False
    return True


def one_occurrence(state: State, ability: AbilityState, occ: Occurrence,
                   occs: list[Occurrence]) -> list[Occurrence]:
    """The occurrences of one timing point that are, for ``ability``, the one occurrence ``occ`` is (Triggered
    Abilities: an ability triggers once for each occurrence of its triggering condition). A condition that is any of
    several events ("After you are dealt damage and/or horror") occurs once when several of them happen at once — the
    damage and the horror of one dealing are one timing point (Dealing Damage/Horror: applied simultaneously) —, so
    the ability's use for one of them is its use for all. Damage or horror an investigator takes is one occurrence
    however it is assigned (Taking Damage/Horror: it is dealt to the investigator, who assigns it among his or her
    investigator and assets, FAQ 2.1), so a condition on the taker and not on what it is assigned to ("When you take
    horror") occurs once for the dealing's occurrences to that taker; any other one-event condition occurs once for
    each."""
    flt = ability.trigger
    if flt is not None and occ.dealing and flt.who and not flt.what and not flt.any_of:
        return [o for o in occ.dealing if o is occ or (o.who == occ.who and not o.canceled
                                                      and trigger_matches(state, flt, o, ability))]
    if not (flt is not None and flt.any_of):
        return [occ]
    return [o for o in occs if o is occ or (not o.canceled and trigger_matches(state, flt, o, ability))]


def reaches(state: State, flt: Filter, occ: Occurrence) -> bool:
    """Whether ``occ``'s amount meets the filter's ``at_least`` — times the investigators who started the scenario
    when it is per investigator (Per Investigator). With ``within`` ("takes 1 [per_investigator] damage during a
    single phase"), the bound is on what its ``what`` has taken in that period, and the condition occurs once, at
    the occurrence that brings the total from below the bound to it (history.py: the amounts before it)."""
    bound = (flt.at_least or 0) * (len(state.investigators) if flt.per_investigator else 1)
    if flt.within is None:
        return occ.amount >= bound
    kind = "damage" if occ.event == "damage-dealt" else "horror"
    before = state.history.taken(kind, occ.what or "", flt.within, state.period_key(LimitPeriod(flt.within)), occ.uid)
    return before < bound <= before + occ.amount


def entered_this_turn(state: State, who: str | None, levels: tuple[str, ...]) -> bool:
    """Whether ``who`` entered, during this turn, a location whose flood level *as it was entered* is one
    of ``levels`` (Flood Tokens FAQ: a location that floods after it is revealed was entered unflooded)."""
    inv = state.investigators.get(who or "")
    return inv is not None and any(serial == state.turn_serial and level in levels
                                   for serial, _, level in inv.entered)


def attacking_enemy(state: State, occ: Occurrence | None) -> str | None:
    """The enemy whose attack is the triggering condition, if there is one."""
    if occ is None or occ.source is None:
        return None
    if occ.via in _ATTACKS and state.kind_of(occ.source) == "enemy":
        return occ.source
    return None
