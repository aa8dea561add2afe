"""The verb "deal" as a modifier of the attack being made, not damage dealt to a target: "this attack deals +1
damage", "That investigator deals +1 damage", "deal an additional +1 damage for this attack", "this attack deals 1
less damage", and "this attack deals 1 damage" — what the attack deals in place of its standard damage (Fight: a
successful attack deals 1 damage; "Instead of its standard damage, …" says the same outright).

The frame: a subject that is the attack or the one making it ("this attack", "you", "that investigator", "he or
she"; none after "and": "You get +1 [combat] and deal +1 damage for this attack"), an object of one or more amounts
of damage, each a signed number ("+1 damage", "an additional +1 damage"), a number with "less" / "fewer" ("1 less
damage") or "additional" / "more", a bare number (the attack's damage instead of its standard damage), or "no damage"
(none instead of its standard damage: "If you … fail, you deal no damage", whoever is the subject), no "to"
(a "to" is damage dealt to a target: the lowering's own rule), and no duration but "for this attack" (the test's).
→ the engine's ``attack-damage`` (``amount`` negative for less; ``replace-result`` for the bare number), applied at
the attack's damage (ST.7; Fight; Modifiers: never below zero).

An enemy as the subject ("Yithian Observer deals +1 damage and +1 horror for this attack") modifies the enemy's attack
being made, read only where the ability answers that attack (its triggering condition: "When Yithian Observer attacks
you"); horror is only an enemy attack's (``attack-horror``); elsewhere both are refused with their reason.
Amounts of damage "for each point you succeed by (to a minimum of 1, to a maximum of 5)" are the reader's margin
``for-each`` around this effect; the minimum is :func:`at_least`.
"""

from __future__ import annotations

import re
from typing import Any

from .instruction import Instruction
from .model import NotParsed
from .tokens import Token
from .vocabulary import Context, Effect
from .words import SELF, number

#: Subjects that are the attack being made or the investigator making it.
ATTACKERS = (["this", "attack"], ["that", "attack"], ["you"], ["that", "investigator"], ["he"], ["she"],
             ["he", "or", "she"], ["the", "attacking", "investigator"])
#: Subjects that are the attack itself: only they "deal N damage" with a bare number (its damage, instead).
ATTACK = (["this", "attack"], ["that", "attack"])
#: Words after the number that make it a change of the attack's damage, and its sign.
CHANGE = {"less": -1, "fewer": -1, "additional": 1, "more": 1}
#: The words an amount may open with ("an additional +1 damage": in addition to the other modifiers).
OPENING = frozenset({"an", "a", "additional"})
#: The duration an attack's modifier may carry: the test's ("for this attack").
THIS_TEST = "for-this-skill-test"


def _terms(tokens: list[Token]) -> list[tuple[int, str, bool]] | None:
    """"+1 damage and +1 horror", "1 less damage", "an additional +1 damage", "1 damage" → (amount, noun, bare) for
    each: the signed amount, damage or horror, and whether the number was bare (the attack's damage instead of its
    standard damage); None when the tokens are not amounts of damage or horror."""
    groups: list[list[Token]] = [[]]
    for t in tokens:
        if t.low in ("and", ","):
            groups.append([])
        else:
            groups[-1].append(t)
    out = []
    for group in groups:
        words = [t for t in group if t.low not in OPENING or t.kind == "number"]
        if [t.low for t in words] == ["no", "damage"]:
            out.append((0, "damage", True))  # "you deal no damage": none in place of its standard damage
            continue
        if len(words) < 2 or words[0].kind != "number" or words[-1].low not in ("damage", "horror"):
            return None
        text, between = words[0].text, [t.low for t in words[1:-1]]
        signed = text[:1] in "+-" and text[1:].isdigit()
        n = int(text) if signed else number(text)
        if n is None or len(between) > 1 or (between and (signed or between[0] not in CHANGE)):
            return None
        bare = not signed and not between and not any(t.low == "additional" for t in group)
        out.append((n * CHANGE[between[0]] if between else n, words[-1].low, bare))
    return out


def _enemy_attacking(words: list[str], ctx: Context) -> bool:
    """Whether ``words`` name the enemy whose attack the ability answers: its own card ("Yithian Observer", "it") on
    a triggering condition of its own attack, or "the attacking enemy" / "that enemy" on any enemy's attack."""
    trigger = ctx.trigger or {}
    if trigger.get("event") != "enemy-attack":
        return False
    own = words[:1] == [SELF] or words in (["it"], ["he"], ["she"])
    return (own and trigger.get("source") == "self") or words in (["the", "attacking", "enemy"], ["that", "enemy"])


def deal(ins: Instruction, ctx: Context) -> list[Effect] | None:
    """The attack's damage modified (the module's frame), or None when the instruction is no such frame (damage dealt
    to a target, or an object that is no amount): the lowering's other rules read it. An enemy's attack the ability
    answers ("When Yithian Observer attacks you: … Yithian Observer deals +1 damage and +1 horror for this attack")
    is modified as it is made, damage and horror (``attack-damage``, ``attack-horror``)."""
    if ins.object is None or "to" in ins.slots:
        return None
    terms = _terms(ins.object.tokens)
    if terms is None:
        return None
    words = ins.subject.words if ins.subject is not None else None
    enemy = words is not None and _enemy_attacking(words, ctx)
    if words is not None and words not in ATTACKERS and not enemy:
        raise ins.refuse("an enemy's attack modified by a card that is not answering it (its 'when' window): the "
                         "engine modifies only the attack the ability's triggering condition is")
    if ins.slots or ins.duration not in (None, THIS_TEST):
        raise ins.refuse()
    out: list[Effect] = []
    for n, noun, bare in terms:
        if noun == "horror" and enemy and not bare:
            out.append({"effect": "attack-horror", "amount": n})
            continue
        if noun != "damage" or (bare and enemy):
            raise ins.refuse("horror dealt by an investigator's attack: an attack deals damage (Fight)")
        if bare and words not in ATTACK and n != 0:
            return None  # "deal 1 damage" with no target: not the attack's ("you deal no damage" is: none is)
        out.append({"effect": "attack-damage", "amount": n, **({"replace-result": True} if bare else {})})
    return out


#: "(to a minimum of 1, to a maximum of 5)", "(minimum 1)": the fewest instances of a count, and the rest of the
#: parenthesis (a maximum, kept for :func:`.test_words.cut_most`).
_LEAST = re.compile(r"\s*\((?:to a )?minimum(?: of)? (?P<n>\w+)(?P<rest>(?:,\s*[^()]+)?)\)\s*$", re.I)


def cut_least(text: str) -> tuple[str, int | None]:
    """"X for each point you succeed by (to a minimum of 1, to a maximum of 5)" → ("X for each point you succeed by
    (to a maximum of 5)", 1): the fewest instances, cut; the maximum left where its reader finds it."""
    m = _LEAST.search(text)
    n = number(m.group("n")) if m else None
    if m is None or n is None:
        return text, None
    rest = m.group("rest").strip(" ,")
    return text[:m.start()] + (f" ({rest})" if rest else ""), n


def at_least(counted: Effect, least: int | None, text: str) -> Effect:
    """A ``for-each`` done at least ``least`` times: while its count is at least that, the count; otherwise its one
    effect ``least`` times (the engine's ``if`` on the count, its ``otherwise`` the effect's amount multiplied)."""
    if least is None:
        return counted
    inner: list[dict[str, Any]] = counted["effects"]
    if len(inner) != 1 or "amount" not in inner[0] or counted.get("every", 1) != 1:
        raise NotParsed(text, "a minimum of a count of several effects, or of one with no amount: the engine's 'if' "
                        "would need the effects' amounts multiplied")
    floor = {**inner[0], "amount": inner[0]["amount"] * least}
    return {"effect": "if", "condition": {"count": counted["count"], "at-least": least}, "effects": [counted],
            "otherwise": [floor], "text": text}


#: "1 less damage from each attack made against it": the damage an enemy takes from each investigator's attack changed.
_TAKEN = re.compile(r"(?P<n>\w+) (?P<change>less|fewer|more|additional) damage from "
                    r"(?:(?:each|every|any|all) )?attacks?(?: made)?(?: against (?:it|him|her|them|@self))?")


def taken(what: str, words: list[str]) -> list[dict[str, Any]] | None:
    """"<card> takes 1 less damage from each attack made against it" (a constant; ``words`` after "takes") → the
    engine's ``attack-damage-modifier`` on each ``fight`` against the card (``what``); None for any other words."""
    m = _TAKEN.fullmatch(" ".join(words))
    n = number(m.group("n")) if m else None
    if m is None or n is None:
        return None
    return [{"applies-to": {"event": "fight", "what": what}, "attack-damage-modifier": n * CHANGE[m.group("change")]}]
