"""Triggering conditions read from the grammar's tree, one rule a verb: "an enemy attacks you", "a non-Elite enemy
spawns at your location", "you leave attached location", "Maniac engages you".

A rule composes each role's filter from its noun phrase — a selector of the engine's closed list, a card or
location by its printed name, a card by its trait, or a filter composed of qualifiers, a noun and a place — and
returns None when the clause is not its shape (the phrase table of :mod:`triggers` is read next). A name is never
guessed to be an enemy or an investigator: a rule that cannot tell refuses.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from . import having, reminder_slots, revealed, test_words
from .grammar import Clause, Refused, read_sentence
from .instruction import Instruction, Phrase, determiner, instruction
from .qualifiers import FILTER_STATES, enemy_qualifiers
from .model import NotParsed
from .tokens import Token, tokenize
from .words import WHAT_FILTERS, WHO_FILTERS, pick

Filter = dict[str, Any]


def event_filter(event: str, **roles: Any) -> Filter:
    """A trigger filter: the event and the roles given (``at_least`` spelled ``at-least``)."""
    out: Filter = {"event": event}
    out.update({k.replace("_", "-"): v for k, v in roles.items() if v is not None})
    return out


def _role(phrase: Phrase | None, table: dict[str, str]) -> str | None:
    """A trigger role's filter from its noun phrase (with where it is): None when there is no phrase."""
    if phrase is None:
        return None
    return pick(table, phrase.text, "phrase in a triggering condition")


def _is_enemy(value: str | None) -> bool:
    """Whether a role filter can only be an enemy: a selector of enemies or a composed enemy filter (its noun
    before its place)."""
    if value is None or value.startswith("trait:"):
        return False
    for place in _FILTER_PLACES.values():
        value = value.removesuffix(f"-{place}")
    return value == "enemy" or value.endswith("-enemy")


def _attack(ins: Instruction) -> Filter | None:
    """"an enemy attacks (you)", "@self attacks", "a non-Elite enemy would attack you": an enemy attack, its
    subject the attacker; "you attack Mad Patient", "an investigator at your location successfully attacks a Monster
    enemy": an investigator's attack (Fight), successful when said so."""
    if ins.subject is None or ins.slots or ins.auxiliaries not in ((), ("would",)):
        return None
    source = _thing(ins.subject, WHAT_FILTERS)
    if source == "self" or (_is_enemy(source) and _named(ins.subject) is None):
        attacked = _thing(ins.object, WHO_FILTERS) if ins.object else None
        if ins.adverbs or (ins.object is not None and attacked is None):  # "an investigator with the most clues"
            return None  # whom it attacks not read: never any investigator
        return event_filter("enemy-attack", source=source, who=attacked)
    who = _thing(ins.subject, WHO_FILTERS)
    if who is None or who == "self" or _named(ins.subject) is not None or ins.object is None \
            or ins.adverbs - {"successfully"}:
        return None
    enemy = _thing(ins.object, WHAT_FILTERS)
    if enemy is None or not (_is_enemy(enemy) or enemy == "self" or _named(ins.object) is not None):
        return None
    if "successfully" in ins.adverbs:
        return event_filter("succeed-skill-test", who=who, via="fight", what=enemy)
    return event_filter("fight", who=who, what=enemy)


def _engages(ins: Instruction) -> Filter | None:
    """"Maniac engages you", "a Monster enemy engages you", "you engage @self": one engagement, whichever of the two
    the subject is."""
    if ins.subject is None or ins.object is None or ins.slots or ins.adverbs or ins.auxiliaries not in ((), ("would",)):
        return None
    for enemy_phrase, investigator_phrase in ((ins.subject, ins.object), (ins.object, ins.subject)):
        enemy = _thing(enemy_phrase, WHAT_FILTERS)
        who = _thing(investigator_phrase, WHO_FILTERS)
        if who is not None and who != "self" and _named(investigator_phrase) is None and enemy is not None and (
                _is_enemy(enemy) or enemy == "self" or _named(enemy_phrase) is not None):
            return event_filter("engage", who=who, what=enemy)
    return None


def _revealed(ins: Instruction) -> Filter | None:
    """"@self is revealed", "you reveal @self" (a location): the first time an investigator enters it."""
    if ins.slots or ins.subject is None:
        return None
    if ins.auxiliaries == ("is",) and ins.object is None and ins.subject.words == ["@self"]:
        return event_filter("reveal-location", what="self")
    if not ins.auxiliaries and ins.object is not None and ins.object.words == ["@self"]:
        return event_filter("reveal-location", who=_role(ins.subject, WHO_FILTERS), what="self")
    return None


PHASES = ("mythos", "investigation", "enemy", "upkeep")


def _phase(ins: Instruction) -> Filter | None:
    """"a phase begins / ends" (any phase), "the enemy phase begins" (that one)."""
    words = ins.subject.words if ins.subject is not None else []
    if ins.object is not None or ins.slots or ins.auxiliaries or not (
            words == ["a", "phase"] or (len(words) == 3 and words[0] == "the" and words[1] in PHASES
                                        and words[2] == "phase")):
        return None
    return event_filter("phase-begins" if ins.verb == "begin" else "phase-ends", phase=words[1] if len(words) == 3 else None)


def _engaged(ins: Instruction) -> Filter | None:
    """"you become engaged with an enemy", "an enemy becomes engaged with you": one engagement."""
    subject = ins.subject
    if subject is None or not subject.engaged or ins.object is not None or ins.slots or ins.auxiliaries:
        return None
    bare, other = Phrase(subject.tokens), Phrase(list(tokenize(subject.engaged)))
    investigator, enemy = (bare, other) if bare.words[-1] in ("you", "investigator") else (other, bare)
    return event_filter("engage", who=_role(investigator, WHO_FILTERS), what=_role(enemy, WHAT_FILTERS))


def _named(phrase: Phrase | None) -> str | None:
    """The card or location a proper name names ("the Ritual Site", "The Hidden Chamber", "Hunting
    Horror"), as the engine's filters name them; None when the phrase is not a name. A lower-case "the" is
    the determiner; a capitalised one inside the sentence is part of the name, as printed. "a Writhing Appendage"
    is any copy of that card (the engine matches a card's title)."""
    if phrase is None or phrase.where or phrase.engaged is not None or phrase.sealed:
        return None
    tokens = phrase.tokens[1:] if phrase.tokens and phrase.tokens[0].text in ("the", "a", "an") else phrase.tokens
    if not tokens or any(t.kind != "name" for t in tokens):
        return None
    return " ".join(t.text for t in tokens)


def _trait_card(phrase: Phrase) -> str | None:
    """"a Spell card": any card with that trait (a trait is printed capitalised); "a [[Monster]]": a trait the
    markup marks needs no noun after it (unmarked, "a Monster" is a card of that name, :func:`_named`)."""
    tokens = phrase.tokens
    if len(tokens) not in (2, 3) or tokens[0].low not in ("a", "an") or phrase.where or phrase.engaged is not None:
        return None
    if len(tokens) == 3 and tokens[1].kind in ("name", "trait") and tokens[2].low == "card" \
            or len(tokens) == 2 and tokens[1].kind == "trait":
        return f"trait:{tokens[1].text}"
    return None


#: The nouns of a composed filter, as printed (singular and plural) → as the engine spells them.
_FILTER_NOUNS = {**{n: n for n in ("enemy", "location", "asset", "event", "skill", "treachery", "card",
                                   "investigator", "act", "agenda")},
                 "enemies": "enemy", "locations": "location", "assets": "asset", "events": "event", "skills": "skill",
                 "treacheries": "treachery", "cards": "card", "investigators": "investigator"}
#: Where a composed filter looks, as printed → as the engine spells it.
_FILTER_PLACES = {"your location": "at-your-location", "this location": "at-this-location",
                  "attached location": "at-attached-location",
                  # the card's own name: a location's ("an enemy at Audubon Park"), or the location of the card
                  # bearing it ("an investigator in Baron Samedi's location")
                  "@self": "at-this-location", "@self's location": "at-this-location"}


def _composed(phrase: Phrase) -> str | None:
    """"a non-Elite enemy at your location", "a Hex card", "a non-weakness card", "an unengaged enemy" → the
    engine's composed filter (``non-elite-enemy-at-your-location``): a determiner of one or any, qualifiers (a
    state, a trait, "non-" either), the noun, where; "attached enemy", "attached location" → ``attached``. None
    when the phrase is not of that shape (or says nothing the closed selectors do not)."""
    det, rest = determiner(phrase.words)
    if phrase.engaged is not None or phrase.sealed:
        return None
    if det == "" and len(rest) == 2 and rest[0] == "attached" and rest[1] in _FILTER_NOUNS and not phrase.where:
        return "attached"
    other = det == "another" and rest[-1:] == ["investigator"]  # "another investigator at your location": not you
    each_other = det in ("a", "an", "any", "each") and len(rest) > 1 and rest[0] == "other"  # "each other card":
    rest = rest[1:] if each_other else rest  # not the ability's own (nor you)
    if not (det in ("a", "an", "any", "each") or other) or not rest or rest[-1] not in _FILTER_NOUNS:
        return None
    where = None
    if phrase.where is not None:
        where = _FILTER_PLACES.get(phrase.where.lower().replace(" ' s ", "'s "))
        if where is None:
            return None
    quals = enemy_qualifiers(phrase.tokens[len(phrase.tokens) - len(rest):-1], FILTER_STATES)
    if quals is None or not (quals or where or each_other):
        return None
    return "-".join([*(["other"] if other or each_other else []), *quals, _FILTER_NOUNS[rest[-1]], *([where] if where else [])])


def _thing(phrase: Phrase | None, table: dict[str, str]) -> str | None:
    """A role's filter: a phrase of the table, a card or location by its name, a card by its trait, a
    composed filter (None: none of them)."""
    named = _named(phrase)
    if named is not None or phrase is None:
        return named
    if phrase.having:  # "an investigator with more than 10 cards in his or her discard pile": the count wraps the rest
        return _having(phrase, table)
    if _trait_card(phrase) is not None:
        return _trait_card(phrase)
    try:
        return _role(phrase, table)
    except NotParsed:
        return _composed(phrase)


def _having(phrase: Phrase, table: dict[str, str]) -> str | None:
    """An investigator qualified by a count after the noun (:mod:`.having`), the rest read as any role's phrase;
    None when the rest is not a role's, or the count is of no shape the engine has."""
    pile = phrase.where if having.counts_cards(phrase.having or "") else None
    plain = _thing(replace(phrase, having=None, **({"where": None} if pile else {})), table)
    try:
        return None if plain is None else having.selector(phrase.having or "", plain, pile)
    except NotParsed:
        return None


def _crossing(ins: Instruction, play_event: str, place_role: str) -> Filter | None:
    """"an investigator enters the Ritual Site" / "you leave attached location": an investigator's move into
    (``what``) or out of (``source``) it; "Hunting Horror enters play" / "@self leaves play": that card entering or
    leaving play. A card named as the subject may be an enemy, and an enemy's move is not an investigator's: refused."""
    if ins.slots or ins.auxiliaries not in ((), ("would",)) or ins.subject is None or ins.object is None:
        return None
    if ins.object.words == ["play"] and not ins.object.where:
        card = _thing(ins.subject, WHAT_FILTERS)
        return None if card is None else event_filter(play_event, what=card)
    who, where = _thing(ins.subject, WHO_FILTERS), _thing(ins.object, WHAT_FILTERS)
    if who is None or who == "self" or where is None or _named(ins.subject) is not None:
        return None
    return event_filter("move", who=who, **{place_role: where})


def _enters(ins: Instruction) -> Filter | None:
    return _crossing(ins, "enters-play", "what")


def _leaves(ins: Instruction) -> Filter | None:
    return _crossing(ins, "leaves-play", "source")


def _added(ins: Instruction) -> Filter | None:
    """"Royal Emissary is added to the victory display": that card added there (its Victory X or Vengeance X as
    it is overcome); another place it is added to is no event the engine raises."""
    where = ins.slots.get("to")
    if ins.object is not None or set(ins.slots) != {"to"} or ins.auxiliaries not in (("is",), ("are",)) \
            or ins.subject is None or where is None or where.words != ["the", "victory", "display"]:
        return None
    what = _thing(ins.subject, WHAT_FILTERS)
    return None if what is None else event_filter("added-to-victory-display", what=what)


def _defeat(ins: Instruction) -> Filter | None:
    """"the Ghoul Priest is defeated", "you defeat Hastur": the card defeated (and who defeats it)."""
    if ins.slots:
        return None
    if ins.auxiliaries in (("is",), ("are",), ("would", "be")) and ins.object is None and ins.subject is not None:
        # "you would be defeated": the investigator is the card defeated
        what = _thing(ins.subject, WHO_FILTERS if _investigator(ins.subject) else WHAT_FILTERS)
        return None if what is None else event_filter("defeated", what=what)
    if ins.auxiliaries in ((), ("would",)) and ins.subject is not None:
        who, what = _thing(ins.subject, WHO_FILTERS), _thing(ins.object, WHAT_FILTERS)
        return None if who is None or what is None else event_filter("defeated", who=who, what=what)
    return None


#: Where an investigator is, in a location's own ability: the location bearing it.
_HERE = ("@self", "this location")
#: "you" in a condition scoped to the bearer location: any investigator there.
AT_THIS_LOCATION = "investigator-at-this-location"


def _turn_ends(ins: Instruction) -> Filter | None:
    """"you end your turn at this location": an investigator's turn ending there (2.2.2)."""
    turn = ins.object
    if ins.slots or ins.auxiliaries or turn is None or turn.words != ["your", "turn"] or ins.subject is None \
            or ins.subject.words != ["you"]:
        return None
    if turn.where is None:
        return event_filter("turn-ends", who="you")
    return event_filter("turn-ends", who=AT_THIS_LOCATION) if turn.where.lower() in _HERE else None


def _round_ends(ins: Instruction) -> Filter | None:
    """"the round ends": the round's end (4.6), the timing point "the end of the round" names too."""
    words = ins.subject.words if ins.subject is not None else []
    if ins.object is not None or ins.slots or ins.auxiliaries or ins.verb != "end" or words != ["the", "round"]:
        return None
    return event_filter("round-ends")


def _ends(ins: Instruction) -> Filter | None:
    """"a phase ends", "the round ends", "you end your turn (at this location)"."""
    return _phase(ins) or _round_ends(ins) or _turn_ends(ins)


def _plays(ins: Instruction) -> Filter | None:
    """"you play an event", "an investigator plays a Spell card": a card played."""
    if ins.slots or ins.auxiliaries not in ((), ("would",)) or ins.subject is None or ins.object is None:
        return None
    who, what = _thing(ins.subject, WHO_FILTERS), _thing(ins.object, WHAT_FILTERS)
    return None if who is None or what is None else event_filter("play-card", who=who, what=what)


def _advances(ins: Instruction) -> Filter | None:
    """"this agenda advances", "this act advances": the card bearing the ability advances; "attached agenda
    advances": the one it is attached to."""
    words = ins.subject.words if ins.subject is not None else []
    if ins.object is not None or ins.slots or ins.auxiliaries not in ((), ("would",)):
        return None
    if words in (["this", "agenda"], ["this", "act"]):
        return event_filter("advance", what="self")
    return event_filter("advance", what="attached") if words in (["attached", "agenda"], ["attached", "act"]) else None


def _readies(ins: Instruction) -> Filter | None:
    """"attached enemy would ready", "@self readies": that card readying."""
    if ins.slots or ins.object is not None or ins.auxiliaries not in ((), ("would",)):
        return None
    what = _thing(ins.subject, WHAT_FILTERS)
    return None if what is None else event_filter("ready", what=what)


def _spawns(ins: Instruction) -> Filter | None:
    """"a non-Elite enemy spawns at your location", "an enemy spawns at attached location", "the Ghoul Priest
    spawns": the enemy spawning, its place read as part of the enemy filter (where it is as it spawns)."""
    if ins.object is not None or set(ins.slots) - {"at"} or ins.auxiliaries not in ((), ("would",)) \
            or ins.subject is None or (ins.subject.where and ins.slots):
        return None
    subject = ins.subject
    if "at" in ins.slots:  # "spawns at X" read as the verb's place rather than the enemy's
        subject = Phrase(list(subject.tokens), where=ins.slots["at"].text)
    what = _thing(subject, WHAT_FILTERS)
    return None if what is None else event_filter("spawn", what=what)


# -- moves and what enters or leaves a location -----------------------------------------------------------
# An investigator leaving or moving out of / into a location ("When you move out of this location", "When you leave
# your current location", "After you are moved to a location by an encounter card effect": ``via: encounter``), an
# enemy leaving or entering one ("After The Rougarou leaves a location", "When an enemy enters your location": the
# engine's ``enemy-moves``, ``to`` the location entered), an enemy moving by its hunter keyword (``via: hunter``).

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


def location_filter(phrase: Phrase) -> str | None:
    """A location a move goes to or toward, as a filter ("the attached location", "attached location", "your
    location", a location's name, "a non-Bayou location"); None for a phrase naming no location."""
    if phrase.words[:1] == ["the"] and phrase.words[1:2] == ["attached"]:  # "the attached location": the same place
        phrase = Phrase(phrase.tokens[1:], phrase.where, phrase.engaged)
    known, place = _place(phrase)
    return place if known else None


def _moves(ins: Instruction) -> Filter | None:
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
        return None if who is None or hunter else event_filter("move", who=who, source=source, what=what, via=via)
    if by is not None:
        return None
    return _enemy_moves(ins.subject, source=source, to=what, via="hunter" if hunter else None)


def _enemy_moves(subject: Phrase, **roles: str | None) -> Filter | None:
    """An enemy's move ("@self", "an enemy", an enemy named as printed): ``source`` the location it leaves, ``to``
    the one it enters, ``via: hunter`` its hunter keyword."""
    enemy = enemy_filter(subject)
    return None if enemy is None else event_filter("enemy-moves", what=enemy, **roles)


def enemy_filter(phrase: Phrase) -> str | None:
    """An enemy as a filter: "@self", "an enemy", one named as printed, one composed ("a non-Elite enemy":
    ``non-elite-enemy``); None when the phrase names no enemy."""
    if phrase.words[-1:] in (["enemies"],) and phrase.tokens[0].low not in ("a", "an", "any", "each"):
        phrase = Phrase([Token("word", "an", "an"), *phrase.tokens[:-1], Token("word", "enemy", "enemy")],
                        phrase.where, phrase.engaged)  # "Non-Elite enemies": each one, as "a non-Elite enemy"
    enemy = _thing(phrase, WHAT_FILTERS)
    return enemy if enemy == "self" or _is_enemy(enemy) or (enemy is not None and enemy == _named(phrase)) else None


def card_filter(phrase: Phrase) -> str | None:
    """Cards as a composed filter, each one: "Ally assets", "Possessed enemies at your location", "a Hex card" →
    ``ally-asset``, ``possessed-enemy-at-your-location``, ``hex-card`` (a plural is read as "a" and its singular);
    None when the phrase is no such set (a bare noun: "assets" is the card type the caller's own words name)."""
    det, rest = determiner(phrase.words)
    if det == "" and rest and rest[-1] in _FILTER_NOUNS and rest[-1] != _FILTER_NOUNS[rest[-1]]:
        one = _FILTER_NOUNS[rest[-1]]
        phrase = Phrase([Token("word", "a", "a"), *phrase.tokens[:-1], Token("word", one, one)], phrase.where,
                        phrase.engaged)
    return _composed(phrase)


def _first(*rules: Callable[[Instruction], Filter | None]) -> Callable[[Instruction], Filter | None]:
    """The first filter one of ``rules`` reads (None: none of them)."""
    def rule(ins: Instruction) -> Filter | None:
        return next((found for found in (r(ins) for r in rules) if found is not None), None)
    return rule


def _enters_moving(ins: Instruction) -> Filter | None:
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
    return None if who is None or who == "self" else event_filter("move", who=who, what=place)


def _investigator(phrase: Phrase) -> bool:
    return phrase.words[-1] in ("you", "investigator", "investigators")


def _enemy_enters(ins: Instruction) -> Filter | None:
    """An enemy's move into a location, read before the investigator's rule (whose subject is no enemy)."""
    return _enters_moving(ins) if ins.subject is not None and not _investigator(ins.subject) else None


#: The verbs whose rules read an adverb saying how it went ("successfully attacks", "is successfully investigated").
HOW_IT_WENT = {"attack", "investigate"}

#: Triggering conditions read from the grammar's tree, by verb: a rule returns None when the clause
#: is not its shape, and the phrase table is read next.
TREE_RULES: dict[str, Callable[[Instruction], Filter | None]] = {
    "attack": _attack, "reveal": _revealed, "begin": _phase, "end": _ends, "become": _engaged,
    "advance": _advances, "enter": _first(_enemy_enters, _enters, _enters_moving), "defeat": _defeat, "play": _plays,
    "leave": _first(_leaves, _moves), "move": _moves, "ready": _readies, "spawn": _spawns, "engage": _engages,
    "initiate": test_words.initiated, "add": _added, "perform": test_words.initiated,
}


#: Triggering conditions read from a whole clause before its one verb frame is (a clause of several verbs: "you perform a
#: move action during which you move from X to Y"): each returns None when the clause is not its shape. Modules of a
#: family append theirs as they are imported (:mod:`.performed`).
CLAUSE_RULES: list[Callable[[Clause], Filter | None]] = []

#: "any amount of damage": no bound on the amount, as the bare noun says ("damage is placed on …").
_ANY_AMOUNT = re.compile(r"\bany (?:amount|number) of ", re.I)


def from_tree(rest: str) -> Filter | None:
    """The filter of a condition (its timing word cut) from its tree, when a rule takes it."""
    rest = _ANY_AMOUNT.sub("", rest)
    try:
        # read after its timing word, as printed: a capitalised word opening the condition is a name
        sentence = read_sentence(f"when {rest}")
        if (slotted := reminder_slots.inlined(sentence)) is not None:  # "is eliminated (by defeat or resignation)"
            return from_tree(slotted.removeprefix("when "))
        if len(sentence.clauses) != 1 or sentence.reminders or sentence.clauses[0].connective != ("when",):
            return None
        tokens = revealed.trigger(sentence.clauses[0])
        if tokens is not None:
            return tokens
        whole = next((found for found in (r(sentence.clauses[0]) for r in CLAUSE_RULES) if found is not None), None)
        if whole is not None:
            return whole
        ins = instruction(sentence.clauses[0].chunks, rest)
    except (Refused, NotParsed):
        return None
    rule = TREE_RULES.get(ins.verb)
    if rule is None or (ins.adverbs and ins.verb not in HOW_IT_WENT):  # only these say how it went ("successfully")
        return None
    try:
        return rule(ins)
    except NotParsed:
        return None
