"""More triggering conditions read from the tree, one rule a verb frame: tokens arriving on something ("After The
Rougarou takes damage", "When any amount of damage is placed on an investigator in Baron Samedi's location", "After 1
or more doom is placed on X"), an enemy evaded ("After Ruth Turner is evaded", "When you evade an enemy at Audubon
Park"), an encounter card drawn ("When you would draw the top card of the encounter deck", "… a non-weakness encounter
card"), an enemy making an attack (of opportunity) against someone, a location investigated, a card discarded from
play, the last clue of a location discovered (with the condition that none is left), the game ending, an agenda
advancing by reaching its doom threshold, and an investigator gaining clues.

Each rule reads the frame's slots — subject, verb (its auxiliaries: "is", "would be" for the passive), object, one
phrase a preposition — and composes each role from its noun phrase with :mod:`trigger_tree`'s helpers; a frame with
anything more (an amount per investigator, "during a single phase", "by 2 or less") is not its shape and is refused
(the trigger stays a gap, quoting it). Importing this module registers its rules beside :data:`TREE_RULES`' own,
read after them for a verb both know.
"""

from __future__ import annotations

from collections.abc import Callable

from .counts import condition
from .instruction import Instruction, Phrase
from .model import NotParsed
from .tokens import tokenize
from .trigger_tree import (TREE_RULES, Filter, _first, _investigator, _place, _thing, card_filter, enemy_filter,
                           event_filter)
from .words import NUMBER_WORDS, WHAT_FILTERS, WHO_FILTERS

#: The tokens a triggering condition sees arriving, as printed → the event that places them (Dealing Damage/Horror:
#: damage and horror are "placed" in its step 2; Doom; Clues).
_ARRIVING = {"damage": "damage-dealt", "horror": "horror-dealt", "doom": "place-doom", "clues": "place-clues",
             "clue": "place-clues"}
#: The passive auxiliaries ("is placed", "are placed", "would be placed", "is evaded").
_PASSIVE = (("is",), ("are",), ("would", "be"))
#: Holders named only in a triggering condition of tokens placed: "a card you control" is you or a card you control
#: (FAQ 2.1: damage on you includes your assets; your investigator card is a card you control).
_HOLDERS = {("a", "card", "you", "control"): "yours", ("@self", "'", "s", "location"): "this-location"}


def _amount(words: list[str]) -> tuple[str | None, int | None] | None:
    """``(noun, at_least)`` of an amount of tokens: "damage", "a clue", "1 or more clues" (no bound), "2 or more doom"
    (at least 2); None for any other amount (a fixed number above 1, "X", one per investigator)."""
    if len(words) == 1:
        return words[0], None
    if len(words) == 2 and words[0] in ("a", "an", "1"):  # "a clue is placed on …": one or more
        return words[1], None
    if len(words) == 4 and words[1:3] == ["or", "more"]:
        count = int(words[0]) if words[0].isdigit() else NUMBER_WORDS.get(words[0])
        if count is not None:
            return words[3], count if count > 1 else None
    return None


def _holder(phrase: Phrase, event: str) -> dict[str, str | None] | None:
    """The role of what the tokens arrive on: an investigator (``who``) or a card (``what``). "an enemy in play" is
    any enemy: only a card in play holds tokens."""
    if (phrase.where or "").lower() == "play":
        phrase = Phrase(phrase.tokens)
    known = _HOLDERS.get(tuple(phrase.words)) if not phrase.where else None
    if known is not None:
        return {"what": known}
    if event in ("damage-dealt", "horror-dealt") and _investigator(phrase):
        who = _thing(phrase, WHO_FILTERS)
        return None if who is None else {"who": who}
    what = _thing(phrase, WHAT_FILTERS)
    return None if what is None else {"what": what}


def _arrive(tokens: Phrase, holder: Phrase) -> Filter | None:
    amount = _amount(tokens.words) if not tokens.where else None
    if amount is None or amount[0] not in _ARRIVING:
        return None
    event = _ARRIVING[amount[0]]
    role = _holder(holder, event)
    return None if role is None else event_filter(event, at_least=amount[1], **role)


def _placed(ins: Instruction) -> Filter | None:
    """"1 or more doom is placed on X", "damage is placed on a card you control", "any amount of horror is placed on
    an investigator in @self's location": the tokens (the subject) and where they are placed (``on``)."""
    if ins.auxiliaries not in _PASSIVE or ins.object is not None or set(ins.slots) != {"on"} or ins.subject is None:
        return None
    return _arrive(ins.subject, ins.slots["on"])


#: "during a single phase": the period an amount taken is totalled over (the engine's ``within``).
_SINGLE = {("a", "single", p): p for p in ("turn", "phase", "round")}


def _taken_over(ins: Instruction) -> Filter | None:
    """"The Rougarou takes 1 [per_investigator] damage during a single phase", "@self takes 3 horror during a single
    round": the card's damage (horror) totalled over the period reaching that amount — a fixed number, per
    investigator when printed so (the engine's ``at-least``, ``per-investigator``, ``within``)."""
    words, period = ins.object.words if ins.object else [], _SINGLE.get(tuple(ins.slots["during"].words))
    per = words[1:2] == ["[per_investigator]"]
    words = [words[0], *words[2:]] if per else words
    if period is None or len(words) != 2 or not words[0].isdigit() or int(words[0]) < 1 or ins.object.where:
        return None
    found = _arrive(Phrase(tokenize(words[1])), ins.subject)
    if found is None or found["event"] not in ("damage-dealt", "horror-dealt"):
        return None
    return {**found, "at-least": int(words[0]), **({"per-investigator": True} if per else {}), "within": period}


def _takes(ins: Instruction) -> Filter | None:
    """"The Rougarou takes damage", "@self takes 2 or more damage": a card (not an investigator: the phrase table's)
    taking damage or horror; the card is its ``what``; "… during a single phase", an amount over that period."""
    if ins.auxiliaries not in ((), ("would",)) or set(ins.slots) - {"during"} or ins.subject is None \
            or ins.object is None or _investigator(ins.subject) or ins.subject.words == ["you"]:
        return None
    if ins.slots:
        return _taken_over(ins)
    found = _arrive(ins.object, ins.subject)
    return found if found is not None and found["event"] != "place-doom" else None


def _evaded(ins: Instruction) -> Filter | None:
    """"you evade an enemy (at X)", "Ruth Turner is evaded": an enemy evaded — by a successful evasion or an
    automatic evade (Evade: "Any time an enemy is evaded …"), not the attempt ("attempt to evade")."""
    if ins.slots:
        return None
    if ins.auxiliaries in _PASSIVE and ins.object is None and ins.subject is not None:
        enemy = enemy_filter(ins.subject)
        return None if enemy is None else event_filter("evaded", what=enemy)
    if ins.auxiliaries not in ((), ("would",)) or ins.subject is None or ins.object is None \
            or not (_investigator(ins.subject) or ins.subject.words == ["you"]):
        return None
    who, enemy = _thing(ins.subject, WHO_FILTERS), enemy_filter(ins.object)
    return None if who is None or who == "self" or enemy is None else event_filter("evaded", who=who, what=enemy)


def _drawn_encounter_card(phrase: Phrase, slots: dict[str, Phrase]) -> tuple[bool, str | None]:
    """Whether ``phrase`` is an encounter card drawn, and its filter: "the top card of the encounter deck" (any), "a
    non-weakness encounter card" (the qualifiers composed on "card": ``non-weakness-card``)."""
    if phrase.words == ["the", "top", "card"]:
        return set(slots) == {"of"} and slots["of"].words == ["the", "encounter", "deck"], None
    if slots or phrase.where or phrase.words[-2:] != ["encounter", "card"]:
        return False, None
    if len(phrase.words) == 3:  # "an encounter card": the phrase table's
        return False, None
    what = _thing(Phrase([*phrase.tokens[:-2], phrase.tokens[-1]]), WHAT_FILTERS)
    return what is not None, what


def _draws_encounter_card(ins: Instruction) -> Filter | None:
    """"you would draw the top card of the encounter deck", "you draw a non-weakness encounter card": an encounter
    card drawn (Encounter Deck)."""
    if ins.object is None or ins.subject is None:
        return None
    known, what = _drawn_encounter_card(ins.object, ins.slots)
    who = _thing(ins.subject, WHO_FILTERS) if known else None
    return None if who is None or who == "self" else event_filter("draw-encounter-card", who=who, what=what)


def _card_kinds(phrase: Phrase) -> list[str] | None:
    """The cards a draw names, each a filter: "a Hex card" (``trait:Hex``), "a Hex or Pact card" (either trait),
    "a non-weakness card" (composed: ``non-weakness-card``); None for any other phrase ("a card" is any: the phrase
    table's; "an encounter card" is the encounter deck's)."""
    tokens = phrase.tokens
    if phrase.where or phrase.engaged is not None or len(tokens) < 3 or tokens[0].low not in ("a", "an") \
            or tokens[-1].low != "card":
        return None
    middle = tokens[1:-1]
    if all(t.kind in ("name", "trait") for t in middle[::2]) and all(t.low == "or" for t in middle[1::2]) \
            and len(middle) % 2:
        return [f"trait:{t.text}" for t in middle[::2]]
    composed = card_filter(phrase)
    return None if composed is None or "encounter" in phrase.words else [composed]


def _draws_card(ins: Instruction) -> Filter | None:
    """"you draw a non-weakness card", "an investigator at this location draws a Hex card", "the engaged investigator
    draws a Hex or Pact card": a card of the player's deck drawn (``draw-cards``, its ``what`` the card drawn) —
    Drawing Cards: cards a player draws come from his or her deck; encounter cards are drawn only when named so."""
    if ins.object is None or ins.subject is None or ins.slots or ins.auxiliaries not in ((), ("would",)) \
            or not _investigator(ins.subject):
        return None
    kinds, who = _card_kinds(ins.object), _thing(ins.subject, WHO_FILTERS)
    if kinds is None or who is None or who == "self":
        return None
    return event_filter("draw-cards", who=who, what=kinds[0] if len(kinds) == 1 else kinds)


def _game_ends(ins: Instruction) -> Filter | None:
    """"the game ends": for each investigator as the scenario ends, or for one eliminated (Elimination)."""
    if ins.subject is None or ins.subject.words != ["the", "game"] or ins.object is not None or ins.slots:
        return None
    return event_filter("game-ends")


#: "by reaching its doom threshold": how an agenda advances (Doom: "If the doom in play meets or exceeds the current
#: agenda's doom threshold, the agenda advances").
_BY_DOOM = ["reaching", "its", "doom", "threshold"]
_AGENDAS = {("this", "agenda"): "self", ("the", "agenda"): "agenda", ("the", "current", "agenda"): "agenda",
            ("attached", "agenda"): "attached"}


def advances_by_doom(ins: Instruction) -> Filter | None:
    """"this agenda would advance by reaching its doom threshold": the agenda advancing because of its doom
    (``via: doom``), not by a card effect."""
    if ins.subject is None or ins.object is not None or set(ins.slots) != {"by"} or ins.slots["by"].words != _BY_DOOM:
        return None
    what = _AGENDAS.get(tuple(ins.subject.words))
    return None if what is None else event_filter("advance", what=what, via="doom")


#: "an attack of opportunity": the kind of attack an enemy makes (Attacks of Opportunity).
_ATTACK_KINDS = {(): None, ("opportunity",): "opportunity"}


def _makes_attack(ins: Instruction) -> Filter | None:
    """"an enemy makes an attack of opportunity against you", "@self makes an attack against you": an enemy attack,
    its subject the attacker, ``against`` the investigator attacked, "of opportunity" its kind (``via``)."""
    slots = dict(ins.slots)
    against, kind = slots.pop("against", None), slots.pop("of", None)
    if ins.subject is None or ins.object is None or ins.object.words not in (["an", "attack"], ["attacks"]) or slots \
            or ins.auxiliaries not in ((), ("would",)):
        return None
    via = _ATTACK_KINDS.get(tuple(kind.words) if kind is not None else ())
    source = enemy_filter(ins.subject)
    if source is None or (kind is not None and via is None):
        return None
    who = _thing(against, WHO_FILTERS) if against is not None else None
    if against is not None and (who is None or who == "self"):
        return None
    return event_filter("enemy-attack", source=source, who=who, via=via)


def _investigated(ins: Instruction) -> Filter | None:
    """"attached location is successfully investigated", "@self is investigated": the location investigated — the
    investigation (``investigate``), or its test succeeding (``succeed-skill-test``, ``via: investigate``)."""
    if ins.auxiliaries not in _PASSIVE or ins.object is not None or ins.slots or ins.subject is None \
            or ins.adverbs - {"successfully"}:
        return None
    where = _thing(ins.subject, WHAT_FILTERS)
    if where is None:
        return None
    if "successfully" in ins.adverbs:
        return event_filter("succeed-skill-test", via="investigate", what=where)
    return event_filter("investigate", what=where)


def _discarded(ins: Instruction) -> Filter | None:
    """"@self would be discarded (from play)", "The Man in the Pallid Mask would be discarded from play": the card
    leaving play to a discard pile (``via: discard``). A card other than the bearer must say "from play": a card in a
    hand is discarded too, and that is no leaving play; the bearer's own abilities are active in play."""
    slots = dict(ins.slots)
    origin = slots.pop("from", None)
    if ins.auxiliaries not in _PASSIVE or ins.object is not None or slots or ins.subject is None \
            or (origin is not None and origin.words != ["play"]):
        return None
    what = _thing(ins.subject, WHAT_FILTERS)
    if what is None or (origin is None and what != "self"):
        return None
    return event_filter("leaves-play", what=what, via="discard")


#: "the last (remaining) clue": clues discovered that leave none where they were.
_LAST_CLUE = (["the", "last", "clue"], ["the", "last", "remaining", "clue"])


def _discovers_last_clue(ins: Instruction) -> Filter | None:
    """"you discover the last remaining clue in your location", "… the last clue on @self": clues discovered there
    (``discover-clues``), with the ``condition`` that none are left — a count the engine checks as the ability
    triggers, so only after the discovery (:func:`triggers.parse_trigger` refuses any other timing)."""
    if ins.subject is None or ins.object is None or ins.object.words not in _LAST_CLUE or ins.auxiliaries:
        return None
    slots = dict(ins.slots)
    place_text = ins.object.where or next((slots.pop(p).text for p in ("on", "at", "in") if p in slots), None)
    if slots or place_text is None or not _investigator(ins.subject):
        return None
    known, where = _place(Phrase(tokenize(place_text)))
    who = _thing(ins.subject, WHO_FILTERS)
    try:
        none_left = condition(f"there are no clues on {place_text}")
    except NotParsed:
        return None
    if not known or who is None or who == "self":
        return None
    return event_filter("discover-clues", who=who, what=where, condition=none_left)


def _resigns(ins: Instruction) -> Filter | None:
    """"you resign", "an investigator resigns": that investigator eliminated by resigning (Resign: "eliminated, not
    defeated"; ``eliminated`` with ``via: resign``)."""
    if ins.subject is None or ins.object is not None or ins.slots or ins.auxiliaries not in ((), ("would",)) \
            or not _investigator(ins.subject):
        return None
    who = _thing(ins.subject, WHO_FILTERS)
    return None if who is None or who == "self" else event_filter("eliminated", who=who, via="resign")


def _removed(ins: Instruction) -> Filter | None:
    """"the last clue is removed from Constance Dumaine", "the last clue on @self is removed", "1 or more clues are
    removed from X": clues leaving the card or location (``remove-clues``; Clues: removed, moved off it, discovered
    there), "the last (remaining) clue" the removal that leaves none (``via: last``)."""
    slots = dict(ins.slots)
    origin = slots.pop("from", None)
    subject = ins.subject
    if ins.auxiliaries not in _PASSIVE or ins.object is not None or slots or subject is None or ins.adverbs:
        return None
    if origin is None and subject.where:  # "the last clue on @self is removed": the holder is where the clue is
        subject, origin = Phrase(subject.tokens), Phrase(tokenize(subject.where))
    if origin is None or subject.where:
        return None
    last = subject.words in _LAST_CLUE
    amount = None if last else _amount(subject.words)
    if not last and (amount is None or amount[0] not in ("clue", "clues") or amount[1] is not None):
        return None
    role = _holder(origin, "remove-clues")
    return None if role is None else event_filter("remove-clues", via="last" if last else None, **role)


def _gains_clues(ins: Instruction) -> Filter | None:
    """"an investigator at @self's location gains any number of clues", "you gain 1 or more clues": an investigator
    gaining clues (``gain-clues``) — discovered, moved to him or her, or placed on him or her from the pool (Clues);
    resources gained are the phrase table's."""
    if ins.subject is None or ins.object is None or ins.slots or ins.auxiliaries not in ((), ("would",)) \
            or not (_investigator(ins.subject) or ins.subject.words == ["you"]) or ins.object.where:
        return None
    amount = _amount(ins.object.words)
    who = _thing(ins.subject, WHO_FILTERS)
    if amount is None or amount[0] not in ("clue", "clues") or who is None or who == "self":
        return None
    return event_filter("gain-clues", who=who, at_least=amount[1])


#: This module's rules, by verb: each read after the rule :data:`TREE_RULES` already has for the verb.
RULES: dict[str, Callable[[Instruction], Filter | None]] = {
    "place": _placed, "take": _takes, "evade": _evaded, "draw": _first(_draws_encounter_card, _draws_card), "end": _game_ends,
    "advance": advances_by_doom, "make": _makes_attack, "investigate": _investigated, "discard": _discarded,
    "discover": _discovers_last_clue, "resign": _resigns, "remove": _removed, "gain": _gains_clues,
}

for _verb, _rule in RULES.items():
    TREE_RULES[_verb] = _first(TREE_RULES[_verb], _rule) if _verb in TREE_RULES else _rule
