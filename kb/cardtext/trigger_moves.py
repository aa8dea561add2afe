"""Triggering conditions of moves, read from the tree: an investigator leaving or moving out of / into a location
("When you move out of this location", "After you leave attached location", "When you leave your current
location", "After you are moved to a location by an encounter card effect": ``via: encounter``), an enemy leaving or
entering one ("After The Rougarou leaves a location", "When an enemy enters your
location": the engine's ``enemy-moves``, ``to`` the location entered), an enemy moving by its hunter keyword ("After
@self moves from the hunter keyword", "When @self would move via the hunter keyword": ``via: hunter``).

The rules join the tree's (:data:`.triggers.TREE_RULES`) as this module is imported (by :mod:`.moving`, which the
lowering imports): "move" is this module's; "leave" is read by the rule of :mod:`.triggers` first (leaving play,
an investigator's move out of a location a filter names), then by these; "enter" by an enemy's move first (the
investigators' rule takes any subject), then by that rule, then by these.
"""

from __future__ import annotations

from collections.abc import Callable

from .instruction import Instruction, Phrase
from .tokens import Token
from .triggers import TREE_RULES, WHAT_FILTERS, WHO_FILTERS, Filter, _f, _is_enemy, _named, _thing

Rule = Callable[[Instruction], Filter | None]

#: A location "you" leave that is no filter: one always leaves one's own location.
_ANY_PLACE = (["your", "location"], ["your", "current", "location"])
#: "your location" as a filter on a location (a composed filter: the location at your location, itself).
YOUR_LOCATION = "location-at-your-location"
#: The filters of a location a move leaves or enters (besides one named as printed, or composed: "a non-Bayou
#: location"): the card itself, the bearer's location, the one the card is attached to, any location.
_PLACES = ("self", "this-location", "attached", "location")


#: "… are moved by an encounter card effect": what moved the investigator, as the move's ``via``.
_BY = {("an", "encounter", "card", "effect"): "encounter", ("a", "card", "effect"): "effect"}
#: "from the hunter keyword", "via the hunter keyword": an enemy moved by its hunter keyword (3.2).
_HUNTER = (["the", "hunter", "keyword"], ["hunter"])


def _place(phrase: Phrase | None, own: bool = False) -> tuple[bool, str | None]:
    """Whether ``phrase`` is a location a move leaves or enters, and its filter (None: any). ``own``: the
    location "you" leave, where "your (current) location" is no filter at all."""
    if phrase is None or (own and phrase.words in _ANY_PLACE and not phrase.where):
        return True, None
    if phrase.words == ["your", "location"] and not phrase.where:
        return True, YOUR_LOCATION
    place = _thing(phrase, WHAT_FILTERS)
    composed = place is not None and place.split("-at-")[0].endswith("location")  # "a non-Bayou location"
    return (True, place) if place in _PLACES or composed or (place is not None and place == _named(phrase)) \
        else (False, None)


def moves(ins: Instruction) -> Filter | None:
    """"you move out of this location", "an investigator leaves attached location", "you leave your current
    location" (an investigator's move, ``source`` the location left); "The Rougarou leaves a location", "@self
    moves from the hunter keyword", "… would move via the hunter keyword" (an enemy's move, ``via: hunter``)."""
    passive = ins.auxiliaries in (("are",), ("is",), ("would", "be"))  # "you are moved … by an encounter card effect"
    if ins.auxiliaries not in ((), ("would",)) and not passive or ins.subject is None:
        return None
    slots = dict(ins.slots)
    by = slots.pop("by", None)
    if passive != (by is not None) or (by is not None and tuple(by.words) not in _BY):
        return None
    hunter = next((p for p in ("from", "via") if p in slots and slots[p].words in _HUNTER), None)
    if hunter is not None:
        del slots[hunter]
    left: Phrase | None = ins.object if ins.verb == "leave" else None
    if ins.verb == "move" and ins.object is not None:
        return None
    if "out" in slots and slots["out"].words[:1] == ["of"]:  # "move out of this location"
        left = Phrase(slots.pop("out").tokens[1:])
    elif "from" in slots:
        left = slots.pop("from")
    entered = slots.pop("to", None) or slots.pop("into", None)
    if slots or (ins.verb == "leave" and left is None):
        return None
    (known, source), (known_to, what) = _place(left, ins.subject.words == ["you"]), _place(entered)
    if not (known and known_to):
        return None
    if _investigator(ins.subject):
        who = _thing(ins.subject, WHO_FILTERS)
        via = _BY[tuple(by.words)] if by is not None else None
        return None if who is None or hunter else _f("move", who=who, source=source, what=what, via=via)
    if by is not None:
        return None
    return _enemy_moves(ins.subject, source=source, to=what, via="hunter" if hunter else None)


def _enemy_moves(subject: Phrase, **roles: str | None) -> Filter | None:
    """An enemy's move ("@self", "an enemy", an enemy named as printed): ``source`` the location it leaves, ``to``
    the one it enters, ``via: hunter`` its hunter keyword."""
    enemy = enemy_filter(subject)
    return None if enemy is None else _f("enemy-moves", what=enemy, **roles)


def enemy_filter(phrase: Phrase) -> str | None:
    """An enemy as a filter: "@self", "an enemy", one named as printed, one composed ("a non-Elite enemy":
    ``non-elite-enemy``); None when the phrase names no enemy."""
    if phrase.words[-1:] in (["enemies"],) and phrase.tokens[0].low not in ("a", "an", "any", "each"):
        phrase = Phrase([Token("word", "an", "an"), *phrase.tokens[:-1], Token("word", "enemy", "enemy")],
                        phrase.where, phrase.engaged)  # "Non-Elite enemies": each one, as "a non-Elite enemy"
    enemy = _thing(phrase, WHAT_FILTERS)
    return enemy if enemy == "self" or _is_enemy(enemy) or (enemy is not None and enemy == _named(phrase)) else None


def _first(*rules: Rule) -> Rule:
    """The first filter one of ``rules`` reads (None: none of them)."""
    def rule(ins: Instruction) -> Filter | None:
        return next((found for found in (r(ins) for r in rules) if found is not None), None)
    return rule


def enters(ins: Instruction) -> Filter | None:
    """"The Rougarou enters attached location", "a non-Elite enemy enters your location" (an enemy's move, ``to``
    the location entered); "an investigator enters your location" (where you are as it triggers)."""
    if ins.slots or ins.auxiliaries not in ((), ("would",)) or ins.subject is None or ins.object is None \
            or ins.object.words == ["play"]:
        return None
    known, place = _place(ins.object)
    if not known or place is None:
        return None
    if not _investigator(ins.subject):
        return _enemy_moves(ins.subject, to=place)
    who = _thing(ins.subject, WHO_FILTERS)
    return None if who is None or who == "self" else _f("move", who=who, what=place)


def _investigator(phrase: Phrase) -> bool:
    return phrase.words[-1] in ("you", "investigator", "investigators")


def _enemy_enters(ins: Instruction) -> Filter | None:
    """An enemy's move into a location, read before the investigator's rule (whose subject is no enemy)."""
    return enters(ins) if ins.subject is not None and not _investigator(ins.subject) else None


TREE_RULES.update({"move": moves, "enter": _first(_enemy_enters, TREE_RULES["enter"], enters),
                   "leave": _first(TREE_RULES["leave"], moves)})
