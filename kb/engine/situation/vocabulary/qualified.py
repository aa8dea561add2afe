"""Enemy and location selectors composed with qualifiers: "a non-Elite enemy at your location" is
``a-non-elite-enemy-at-your-location``, "an exhausted enemy at your location"
``an-exhausted-enemy-at-your-location``, "each Criminal enemy engaged with you"
``each-criminal-enemy-engaged-with-you``.

The parts, in order: how many (``a``/``an``: one, a ``target`` choice; ``each``: all), any number of
qualifiers (``exhausted``, ``ready``, ``unengaged``, a trait, ``non-`` a trait: Elite, Criminal…; a trait is matched
without regard to case, a trait of several words spelled with ``_``: ``deep_one`` is Deep One; a card's title spelled
so is the card by its title, any copy of it: "each Brood of Yog-Sothoth enemy" ``each-brood_of_yog_sothoth-enemy-in-play``,
:func:`titled`), the noun (``enemy``), and where (``at-your-location``, ``at-this-location``: the bearer's, ``engaged-with-you`` (``engaged-with-you-by-this-effect``: those an earlier instruction of the same resolution engaged, a
move bringing them to you among them), or anywhere: ``in-play``, "each unengaged Ghoul
enemy" ``each-unengaged-ghoul-enemy-in-play``; ``at-your-location-not-engaged-with-you``: an ability that "cannot be used
to attack enemies engaged with you" fights one of the others there).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from kb.cardtext.qualifiers import ENEMY_STATES
from kb.cardtext.words import spelled

#: Where a qualified enemy selector looks.
ENEMY_PLACES = ("at-your-location-or-a-connecting-location", "at-your-location-not-engaged-with-you", "at-your-location",
                "at-this-location", "engaged-with-you-by-this-effect", "engaged-with-you", "in-play")
#: The place of the enemies engaged with you that an earlier instruction of the same resolution engaged ("Each Criminal
#: enemy that engages you as a result of this effect": ``each-criminal-enemy-engaged-with-you-by-this-effect``).
ENGAGED_BY_THIS_EFFECT = "engaged-with-you-by-this-effect"
#: The place of the enemies at your location but those engaged with you (a restricted ability's targets).
NOT_ENGAGED_WITH_YOU = "at-your-location-not-engaged-with-you"
_SHAPE = re.compile(r"(?P<det>an?|each)-(?P<quals>(?:[a-z0-9'_]+-)*?)enem(?:y|ies)-(?P<where>" + "|".join(ENEMY_PLACES)
                    + r")")
#: The states an enemy is qualified by: the card reader's list, so that what it reads is what is matched.
STATES = ENEMY_STATES


def qualifiers_of(spelled: str, states: tuple[str, ...] = (), refused: frozenset[str] = frozenset()) -> list[str] | None:
    """The qualifiers of a composed selector, ``non-`` joined to the word after it ("non-elite-criminal" →
    ``["non-elite", "criminal"]``); None when a ``non-`` ends them, negates a state (``states``: "non-ready" is
    "exhausted", said so), or a word of ``refused`` is among them."""
    quals: list[str] = []
    for w in (w for w in spelled.split("-") if w):
        if w in refused:
            return None
        if quals and quals[-1] == "non":
            quals[-1] = f"non-{w}"
        else:
            quals.append(w)
    if (quals and quals[-1] == "non") or any(q.startswith("non-") and q[4:] in states for q in quals):
        return None
    return quals


def titled(qualifier: str, title: str, traits: frozenset[str]) -> bool:
    """Whether a trait qualifier names a card with these traits (spelled) or this title: card text prints a card's
    title where it prints a trait ("a Brood of Yog-Sothoth enemy": any copy of the card, by its title), and the
    reader cannot tell an unmarked trait from a title, so either is the card's. A title in the plural ("no Masked
    Carnevale-Goers at your location") names its copies as the singular does."""
    return qualifier in traits or qualifier in (spelled(title), f"{spelled(title)}s", f"{spelled(title)}es")


@dataclass(frozen=True)
class QualifiedEnemy:
    """A composed enemy selector read: one or each, its qualifiers, where."""

    one: bool
    qualifiers: tuple[str, ...]
    where: str


@functools.cache
def qualified_enemy(selector: str) -> QualifiedEnemy | None:
    """The parts of a composed enemy selector ("each-enemy-engaged-with-you" has no qualifier), else None."""
    m = _SHAPE.fullmatch(selector)
    if m is None:
        return None
    quals = qualifiers_of(m.group("quals"), STATES)
    return None if quals is None else QualifiedEnemy(m.group("det") != "each", tuple(quals), m.group("where"))


#: The prefix of a target selector picking the location of what the rest of it picks ("her location" after "Jordan
#: Perry" is ``location-of:Jordan Perry``, "the attacked enemy's location" ``location-of:attacking-enemy``): an
#: enemy engaged is at its investigator's location, an asset at its controller's (``State.location_of``).
LOCATION_OF = "location-of:"
#: The prefix of a target selector picking the investigator the enemy the rest of it picks is engaged with ("Clover Club
#: Pit Boss … makes an immediate attack": against ``investigator-engaged-with:self``; 3.3: "the investigator to which
#: it is engaged"); none while it is unengaged.
ENGAGED_WITH = "investigator-engaged-with:"
#: The prefix of a target selector picking each investigator at the location the rest of it picks ("each
#: investigator at Constance Dumaine's location" is ``each-investigator-at:location-of:Constance Dumaine``).
EACH_INVESTIGATOR_AT = "each-investigator-at:"
#: The prefix of a target selector picking each location connected to the location the rest of it picks ("The
#: Rougarou's location and each connecting location": ``location-connecting-to:location-of:The Rougarou``; Move:
#: "Connecting locations are identified on the location cards"), the rest picking one place or several.
CONNECTING_TO = "location-connecting-to:"
#: The states a location is qualified by ("a revealed location", "an empty location": no enemy or investigator there;
#: "a connecting location": connected to yours; "the nearest location", "the farthest location": from yours, in
#: connections — Nearest) and what there is none of ("with no enemies").
LOCATION_STATES = ("revealed", "unrevealed", "connecting", "empty", "nearest", "farthest")
LOCATION_NONE = ("enemies", "investigators")
#: The words of the other selectors, which no trait of a location is.
_NO_TRAIT = frozenset({"at", "in", "of", "with", "you", "your", "this", "that", "play", "engaged", "enemy", "enemies",
                       "investigator", "investigators", "card", "asset", "agenda", "act"})
_LOCATION = re.compile(r"(?P<det>an?|each)-(?P<quals>(?:[a-z0-9'_]+-)*?)location"
                       r"(?:-with-no-(?P<none>" + "|".join(LOCATION_NONE) + r"))?")


@dataclass(frozen=True)
class QualifiedLocation:
    """A composed location selector read: one or each, its qualifiers — a state of :data:`LOCATION_STATES`, a trait
    (its words joined by ``_``), ``non-`` a trait — and what it has none of ("a revealed location with no enemies" is
    ``a-revealed-location-with-no-enemies``: one, ``("revealed",)``, ``"enemies"``; "a Central location"
    ``a-central-location``)."""

    one: bool
    states: tuple[str, ...]
    none_of: str | None


@functools.cache
def qualified_location(selector: str) -> QualifiedLocation | None:
    """The parts of a composed location selector, else None (a bare "a-location": any location, one chosen)."""
    m = _LOCATION.fullmatch(selector)
    if m is None:
        return None
    # a word of another selector's shape is no trait: a typo ("an-enemy-at-you-location") is refused
    quals = qualifiers_of(m.group("quals"), LOCATION_STATES, _NO_TRAIT)
    return None if quals is None else QualifiedLocation(m.group("det") != "each", tuple(quals), m.group("none"))


_CONTROLLED = re.compile(r"(?P<det>an?|each)-(?P<quals>(?:[a-z0-9'_]+-)*?)(?P<noun>asset|card)-you-control")


@dataclass(frozen=True)
class QualifiedControlled:
    """A composed selector of cards you control read: "a Spell asset you control" is ``a-spell-asset-you-control``
    (one, a ``target`` choice), "each exhausted Ally asset you control" ``each-exhausted-ally-asset-you-control``:
    qualifiers (``exhausted``, ``ready``, a trait, ``non-`` a trait) and the noun (``asset``, or any ``card``)."""

    one: bool
    qualifiers: tuple[str, ...]
    noun: str


@functools.cache
def qualified_controlled(selector: str) -> QualifiedControlled | None:
    """The parts of a composed selector of cards you control with at least one qualifier, or of each of them
    (``each-asset-you-control``: "your assets"), else None (the bare ``a-card-you-control`` and
    ``an-asset-you-control`` are selectors of their own)."""
    m = _CONTROLLED.fullmatch(selector)
    quals = qualifiers_of(m.group("quals"), ("exhausted", "ready"), _NO_TRAIT) if m else None
    if quals is None or m is None or (not quals and m.group("det") != "each"):
        return None
    return QualifiedControlled(m.group("det") != "each", tuple(quals), m.group("noun"))


#: The nouns a composed trigger filter ends with (``card``: any card; the rest a card type or investigators).
#: A composed filter's qualifier ``uses_<type>``: a card whose Uses keyword establishes that type ("your assets with
#: “uses (charges)”": ``uses_charges-asset``; Uses (X Type)).
USES_QUALIFIER = "uses_"
#: A composed filter's qualifier for a location or card with nothing out of play underneath it ("each location in play
#: with no encounter card underneath it": ``with_no_encounter_card_beneath-location``) → whether only encounter cards
#: underneath it count against it (``with_no_card_beneath``: any card).
NOTHING_BENEATH = {"with_no_card_beneath": False, "with_no_encounter_card_beneath": True}
#: A composed filter's qualifier for a card or location with tokens of a kind on it ("a Cultist enemy in play with
#: doom on it": ``with_doom-cultist-enemy``; "with 1 or more clues on it") → the tokens; held as it is counted (Tokens).
TOKENS_ON = {"with_doom": "doom", "with_clues": "clues"}
#: A composed filter's qualifier for a card or location bearing an ability of a bold action designator ("a scenario
#: card with a 'resign' ability": ``scenario-with_resign_ability-card``; Action Designators) → the designator.
DESIGNATED_ABILITY = {f"with_{d}_ability": d for d in ("fight", "evade", "investigate", "move", "engage", "parley",
                                                       "resign", "explore")}
#: A composed filter's qualifier for a scenario card: a location, or an encounter card, act, agenda or story card that
#: is no player's weakness (the cards of the scenario, not of the investigators' decks).
SCENARIO = "scenario"
FILTER_NOUNS = ("enemy", "location", "asset", "event", "skill", "treachery", "card", "investigator", "act", "agenda")
#: Where a composed trigger filter looks: at the location of "you", of the ability's card, or at the location the
#: ability's card is attached to.
FILTER_PLACES = ("at-your-location", "at-this-location", "at-attached-location",
                 "you-control", "engaged-with-you",  # not a place: a card in play under your control ("Assets you control cannot ready")
                 "you-own",  # not a place: a card you own, in play or not (Ownership): "a skill card you own is committed"
                 "in-your-threat-area",  # a play area (Threat Area): "no copy of Beyond the Veil in your threat area"
                 "attached-to-your-location")  # an attachment on your location (Attach To): "no copy of X attached"
#: A place named by the titles of locations ("in the Hallway or Parlor"): ``at-named-<title>`` (spelled), titles joined
#: by ``-or-`` — at any of them.
NAMED_PLACE = "at-named-"
_NAMED_PLACES = r"at-named-[a-z0-9'_]+(?:-or-[a-z0-9'_]+)*"
_FILTER_SHAPE = re.compile(r"(?P<quals>(?:[a-z0-9'_]+-)*?)(?P<noun>" + "|".join(FILTER_NOUNS)
                           + r")(?:-(?P<where>" + "|".join(FILTER_PLACES) + "|" + _NAMED_PLACES + r"))?")


def named_places(where: str) -> tuple[str, ...]:
    """The spelled titles of the locations an ``at-named-`` place names ("at-named-hallway-or-parlor")."""
    return tuple(where[len(NAMED_PLACE):].split("-or-")) if where.startswith(NAMED_PLACE) else ()


def at_named(where: str, title: str) -> bool:
    """Whether a location of this title is one an ``at-named-`` place names."""
    return spelled(title) in named_places(where)


@dataclass(frozen=True)
class QualifiedFilter:
    """A composed trigger filter read: "a non-Elite enemy at your location" is ``non-elite-enemy-at-your-location``,
    "a Hex card" ``hex-card``, "a non-weakness card" ``non-weakness-card``: qualifiers (a state of
    :data:`FILTER_STATES`, a trait, ``non-`` either), the noun, where. Every part must hold (the closed selectors
    and a list of filters are "any of")."""

    qualifiers: tuple[str, ...]
    noun: str
    where: str | None


@functools.cache
def qualified_filter(selector: str) -> QualifiedFilter | None:
    """The parts of a composed trigger filter with at least one qualifier or a place, else None."""
    m = _FILTER_SHAPE.fullmatch(selector)
    if m is None:
        return None
    quals = qualifiers_of(m.group("quals"))
    if quals is None or not (quals or m.group("where")):
        return None
    return QualifiedFilter(tuple(quals), m.group("noun"), m.group("where"))


#: The determiner of a selector that chooses any number of the entities its "each" form picks, none included.
ANY_NUMBER = "any-number-of-"


def any_number_of(selector: str) -> str | None:
    """The "each" selector whose entities an "any number of" selector chooses among — "any number of enemies at your
    location" is ``any-number-of-enemies-at-your-location``, choosing among ``each-enemies-at-your-location`` —
    else None."""
    if not selector.startswith(ANY_NUMBER) or len(selector) == len(ANY_NUMBER):
        return None
    rest = selector[len(ANY_NUMBER):]
    return "each-" + ("investigator" + rest[len("investigators"):] if rest.startswith("investigators") else rest)
