"""Triggering conditions on an action performed, one verb frame with slots: "<who> perform(s) a(n) [<kind>] action"
(the action, the engine's ``perform-action`` and its ``via``), where it was performed ("… in the Ballroom": the
location the investigator stood at, its ``source``), a move action's own move ("… during which you move from the
Balcony to the Theatre": ``source`` and ``to``), and the attack an investigator performs ("you perform an attack
against the Conglomeration of Spheres using a Melee card": the ``fight`` event, the enemy its ``what``, the cards its
``source`` — the card fought with). "<who> finishes resolving an action" is the same occurrence, its 'after' window
(the action has resolved in full).

Action Designators: "Activating such an ability performs the designated action": a parley action is an ability's
Parley activated, a move action a move (the basic one, or an ability's Move). The frame is read from the clause's
chunks: its main verb frame, then what trails it — a relative clause "during which <you> <move> from X to Y", a
participle "using <cards>", "during his or her turn" — each composed with :mod:`.trigger_tree`'s helpers. A part the
engine cannot hold ("during which you move" with another mover, an action kind the engine does not perform) refuses
the whole condition (None: it stays a gap, quoting it). Importing this module registers its rule beside the tree's
clause rules (:data:`.trigger_tree.CLAUSE_RULES`).
"""

from __future__ import annotations

from typing import Any

from .attacked_using import card_kinds
from .grammar import Chunk, Clause
from .instruction import Instruction, Phrase, instruction
from .model import NotParsed
from .tokens import tokenize
from .trigger_tree import CLAUSE_RULES, Filter, _place, _thing, card_filter, enemy_filter, event_filter
from .words import WHAT_FILTERS, WHO_FILTERS

#: The actions a trigger may name ("a parley action", "a move action"), as the engine's ``perform-action`` ``via``
#: spells them (ActionType's values and the designators: Action Designators).
ACTION_KINDS = frozenset({"play", "fight", "evade", "investigate", "move", "engage", "draw", "resource", "activate",
                          "parley", "resign", "explore"})
#: The bold designators an ability may bear ("the Fight ability"): activating it performs that action.
DESIGNATED = frozenset({"fight", "evade", "investigate", "move", "engage", "parley", "resign", "explore"})
#: The verbs that perform an action ("you perform a parley action", "you take a move action") or finish one.
_PERFORM = frozenset({"perform", "take"})
#: "during his or her turn", "during their turn": the turn of the one performing it. An investigator takes his or
#: her actions during his or her turn (2.2.1), but a card effect may give one an action in another's turn ("take an
#: action"): the performer must be the active investigator, the engine's composed qualifier ``active``.
_OWN_TURN = (["his", "or", "her", "turn"], ["their", "turn"])
ACTIVE = "active"
#: "finishes resolving an action": the action performed, once it has resolved in full (its 'after' window).
_FINISH = ("finish", "finishes")


def _finishing(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """"<who> finishes resolving an action" read as "<who> performs an action": the 'after' of an action performed is
    after it has resolved in full (Timing: "after" refers to the moment after the condition's complete resolution)."""
    for k in range(len(chunks) - 1):
        if chunks[k].kind == chunks[k + 1].kind == "verb" and chunks[k].text.lower() in _FINISH \
                and chunks[k + 1].text.lower() == "resolving":
            return (*chunks[:k], Chunk("verb", tuple(tokenize("performs"))), *chunks[k + 2:])
    return chunks


def _split(chunks: tuple[Chunk, ...]) -> tuple[tuple[Chunk, ...], dict[str, tuple[Chunk, ...]]] | None:
    """The clause's main frame (up to its second verb) and what trails it: ``during-which`` (the relative clause's
    chunks), ``using`` (the participle's noun phrase). None when something else trails it."""
    chunks = _finishing(chunks)
    verbs = [k for k, c in enumerate(chunks) if c.kind == "verb"]
    if len(verbs) < 2:
        return chunks, {}
    second = verbs[1]
    before = chunks[second - 1] if second else None
    if chunks[second].text.lower() == "using":
        return chunks[:second], {"using": chunks[second + 1:]}
    if before is not None and before.kind == "pp" and before.text.lower() == "during which":
        return chunks[:second - 1], {"during-which": chunks[second:]}
    if before is not None and before.kind == "np" and second >= 2 and chunks[second - 2].kind == "pp" \
            and chunks[second - 2].text.lower() == "during which":
        return chunks[:second - 2], {"during-which": (before, *chunks[second:])}
    return None


def _action(phrase: Phrase) -> tuple[bool, str | None]:
    """Whether ``phrase`` is an action, and its kind: "an action" (any: None), "a parley action" (``parley``)."""
    words = phrase.words
    if len(words) == 2 and words == ["an", "action"]:
        return True, None
    if len(words) == 3 and words[0] in ("a", "an") and words[2] == "action" and words[1] in ACTION_KINDS:
        return True, words[1]
    return False, None


def _where(phrase: Phrase, ins: Instruction) -> tuple[bool, str | None]:
    """Where the action is performed — "in the Ballroom" (the object's place, or the verb's "in" / "at") — as a
    location filter; ``(True, None)`` when no place is named."""
    place = phrase.where or (ins.slots["in"].text if "in" in ins.slots else None) \
        or (ins.slots["at"].text if "at" in ins.slots else None)
    if place is None:
        return True, None
    known, where = _place(Phrase(list(tokenize(place))))
    return (known and where is not None), where


def _moved(chunks: tuple[Chunk, ...], who: str) -> dict[str, str | None] | None:
    """"(during which) you move from the Balcony to the Theatre": the move action's own move, ``source`` the location
    left and ``to`` the one entered; the mover must be the one performing it."""
    try:
        ins = instruction(chunks, " ".join(c.text for c in chunks))
    except NotParsed:
        return None
    if ins.verb != "move" or ins.object is not None or ins.adverbs or ins.auxiliaries or ins.subject is None \
            or _thing(ins.subject, WHO_FILTERS) != who or set(ins.slots) - {"from", "to"}:
        return None
    out: dict[str, str | None] = {}
    for prep, role in (("from", "source"), ("to", "to")):
        if prep in ins.slots:
            known, place = _place(ins.slots[prep])
            if not known or place is None:
                return None
            out[role] = place
    return out or None


def _attack(ins: Instruction, who: str, using: tuple[Chunk, ...] | None) -> Filter | None:
    """"you perform an attack against <enemy> (using <cards>)": an investigator's attack (Fight), the enemy its
    ``what`` and the cards — the card fought with — its ``source``."""
    if set(ins.slots) - {"against"} or "against" not in ins.slots:
        return None
    enemy = enemy_filter(ins.slots["against"])
    if enemy is None:
        return None
    source = None
    if using is not None:
        if len(using) != 1 or using[0].kind != "np":
            return None
        source = card_kinds(using[0].text.replace("[ [ ", "").replace(" ] ]", ""))
        if source is None:
            return None
    return event_filter("fight", who=who, what=enemy, source=source)


def _activates(ins: Instruction) -> Filter | None:
    """"you activate the Fight ability on a Firearm asset": the action of activating a card's ability with that bold
    designator (Action Designators: it performs the designated action), the card its ``what``."""
    obj = ins.object
    if ins.subject is None or obj is None or ins.adverbs or ins.auxiliaries not in ((), ("would",)) \
            or set(ins.slots) - {"on"} or len(obj.words) != 3 or obj.words[0] != "the" or obj.words[2] != "ability" \
            or obj.words[1] not in DESIGNATED or ("on" in ins.slots) == bool(obj.where):
        return None
    bearer = ins.slots["on"] if "on" in ins.slots else Phrase(list(tokenize(obj.where or "")))
    who, card = _thing(ins.subject, WHO_FILTERS), card_filter(bearer) or _thing(bearer, WHAT_FILTERS)
    if who is None or who == "self" or card is None:
        return None
    return event_filter("perform-action", who=who, via=obj.words[1], what=card)


def trigger(clause: Clause) -> Filter | None:
    """The triggering condition of an action performed, or of an attack; None when the clause is not of this frame."""
    split = _split(clause.chunks)
    if split is None:
        return None
    main, trailing = split
    try:
        ins = instruction(main, " ".join(c.text for c in main))
    except NotParsed:
        return None
    if ins.verb == "activate" and not trailing:
        return _activates(ins)
    if ins.subject is None or ins.object is None or ins.adverbs or ins.auxiliaries not in ((), ("would",)) \
            or ins.verb not in _PERFORM:
        return None
    who = _thing(ins.subject, WHO_FILTERS)
    if who is None or who == "self":
        return None
    during = ins.slots.get("during")
    if during is not None:  # "during his or her turn": the active investigator (2.2), while performing it
        if during.words not in _OWN_TURN or during.where or not who.startswith("investigator"):
            return None
        who = f"{ACTIVE}-{who}"
    if ins.object.words == ["an", "attack"] and "during-which" not in trailing:
        return _attack(ins, who, trailing.get("using"))
    is_action, kind = _action(ins.object)
    if not is_action or "using" in trailing:
        return None
    roles: dict[str, Any] = {}
    if "during-which" in trailing:
        if kind != "move" or ins.object.where or ins.slots:
            return None
        moved = _moved(trailing["during-which"], who)
        if moved is None:
            return None
        roles.update(moved)
    else:
        if set(ins.slots) - {"in", "at", "during"}:
            return None
        known, where = _where(ins.object, ins)
        if not known:
            return None
        roles["source"] = where
    return event_filter("perform-action", who=who, via=kind, **roles)


CLAUSE_RULES.append(trigger)
