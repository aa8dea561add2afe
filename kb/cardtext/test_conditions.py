"""Conditions on the skill test being made, and results that carry a condition: what a chaos token or a result
prints about the test's kind and its enemy, and a result joined by "and" to a condition of the state.

- "during an attack or evasion attempt against a Monster or Ancient One enemy", "during an attack against X",
  "this attack succeeds against a non-Elite enemy", "the enemy is non-Elite": the engine's test counts
  (``test-against``, ``attack-against``, ``evasion-against``: 1 while the test is such a test against an enemy one
  of the filters matches); the enemy's noun phrase is composed as a count's filter is (:mod:`.composed_counts`), its
  parts joined by "or" (:func:`.unions.split`) any of them;
- "If you fail and there is an enemy at your location, X", "If you succeed and the enemy is non-Elite, X", "If this
  attack succeeds against a non-Elite enemy, X": a result (ST.7) that resolves X only while the condition holds, the
  engine's ``if`` inside the test's ``success`` / ``fail`` (a chaos token's ``if-success`` / ``if-fail``);
- "If this token is revealed during an attack …, X" on a chaos token's line: X resolves with the token (ST.4) only
  while the test is such a test.

A condition is one of these or a count of the state, composed by its one reader (:mod:`.conditional`); any other
("if it is not your turn") is no such form; whose turn it is ("and it is your turn") is a period, and the sentence's other readings say what it is.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from . import conditional, reference, unions
from .choices_and_counts import nested
from .composed_counts import composed_count, referent
from .reader_host import ReaderHost
from .tokens import tokenize
from .vocabulary import Context, Effect

#: The location the investigation being made is of (the engine's selector): "that location" after "while investigating".
TESTED_LOCATION = "tested-location"

#: The kind of test printed → the engine's test count.
_KINDS = {"an attack or evasion attempt": "test-against", "an attack or an evasion attempt": "test-against",
          "an attack": "attack-against", "this attack": "attack-against", "an evasion attempt": "evasion-against",
          "this evasion attempt": "evasion-against", "this evasion": "evasion-against",
          "this skill test": "test-against", "this test": "test-against"}
_KIND = "|".join(sorted((re.escape(k) for k in _KINDS), key=len, reverse=True))
#: "during an attack against X", "this attack succeeds against X": the kind of test and the enemy's noun phrase.
_DURING = re.compile(rf"(?:during )?(?P<kind>{_KIND})(?: (?:succeeds|fails|is successful))? against (?P<np>.+)", re.I)
#: "during an attack", "during an evasion attempt": a kind of test with no enemy named (any enemy: the filter ``enemy``).
_BARE = re.compile(rf"during (?P<kind>{_KIND})", re.I)
#: "while investigating", "while investigating a location", "… the Art Gallery": an investigation, of a location named.
_INVESTIGATING = re.compile(r"while investigating(?: (?P<np>.+))?", re.I)
#: The engine's count of the investigation being made: 1 while it is of a location the filter matches.
INVESTIGATION = "investigation-of"
#: "the enemy is non-Elite", "that enemy is a Monster": the enemy tested, qualified.
_IS = re.compile(r"(?:the|that) (?:attacked |evaded )?enemy is (?:an? )?(?P<q>.+)", re.I)
#: "the only enemy engaged with you": what the enemy tested is the one of.
_ONLY = re.compile(r"(?:the )?only (?P<np>.+)", re.I)
#: "used to attack X", "it is used to evade X": the card's own action made against X (its test's kind, by the verb).
_USED = re.compile(r"(?:(?:it|this card|@self) is )?used to (?P<verb>attack|evade) (?P<np>.+)", re.I)
_USED_KINDS = {"attack": "attack-against", "evade": "evasion-against"}
#: "Hastur is in play", "a Brood of Yog-Sothoth is in play": at least 1 of them in play.
_IN_PLAY = re.compile(r"(?P<np>.+?) (?:is|are) in play", re.I)
#: A result joined to a condition: "If you fail and …,", "If you succeed, if …," (the same, nested), "If this attack
#: succeeds against …,".
_RESULT = re.compile(r"if (?:you (?P<verb>succeed|fail)(?:ed)?(?: and|,\s*if) (?P<condition>[^,]+)|"
                     r"(?P<test>this (?:attack|evasion attempt|skill test|test) (?P<verb2>succeeds|fails) against "
                     r"[^,]+)),\s*(?P<rest>.+)", re.I)
#: "If this token is revealed during …, X" on a chaos token's line.
_TOKEN = re.compile(r"if this token is revealed (?P<condition>during [^,]+),\s*(?P<rest>.+)", re.I)


#: An enemy's noun phrase with what it holds after it ("an enemy with doom on it"), the postmodifier apart.
_HOLDING = re.compile(r"(?P<np>.+?) (?P<with>with (?:1 or more |any )?\w+(?: tokens?)? on (?:it|them))", re.I)


def enemy_filter(np: str) -> str | None:
    """"a Monster or Ancient One enemy" → ``monster-enemy|ancient_one-enemy``; "a Brood of Yog-Sothoth" → its name;
    "an enemy with doom on it" → ``with_doom-enemy``; None for a phrase no count's filter composes."""
    tokens = tokenize("x " + np.strip())[1:]  # not first in a sentence: a capital marks a name or trait
    found = unions.split(tokens)
    parts = found[1] if found is not None and found[0] == "or" else [tokens]
    filters = []
    for part in parts:
        said = " ".join(t.text for t in part)
        held = _HOLDING.fullmatch(said)  # "an enemy with doom on it": in play, holding them ("… in play with doom on it")
        counted = composed_count(f"{held.group('np')} in play {held.group('with')}" if held else f"{said} in play")
        kind, _, flt = (counted or "").partition(":")
        if kind != "in-play":
            return None
        filters.append(flt)
    return unions.SEPARATOR.join(dict.fromkeys(filters))


def tested(printed: str) -> dict[str, Any] | None:
    """A condition on what the test being made is against, as the engine's bounded count (at least 1), else None."""
    if (m := _DURING.fullmatch(printed.strip())) is not None:
        kind, np = _KINDS[m.group("kind").lower()], m.group("np")
    elif (m := _USED.fullmatch(printed.strip())) is not None:  # "(If) used to attack The Experiment": the card's own
        kind, np = _USED_KINDS[m.group("verb").lower()], m.group("np")
    elif (m := _IS.fullmatch(printed.strip())) is not None:
        if (only := _ONLY.fullmatch(m.group("q"))) is not None:
            return _only(only.group("np"))
        kind, np = "test-against", f"a {m.group('q')} enemy"
    else:
        return None
    flt = enemy_filter(np)
    return None if flt is None else {"count": f"{kind}:{flt}", "at-least": 1}


def _only(np: str) -> dict[str, Any] | None:
    """"(the attacked enemy is) the only enemy engaged with you": the enemy tested is one of what the noun phrase
    names, and there is at most one of them in play — both parts of the engine's ``all-of``, the first a test count,
    the second a count of the state (:mod:`.composed_counts`: the phrase's noun, qualifiers and place); None when
    the phrase composes no filter of enemies."""
    kind, _, flt = (composed_count(np) or "").partition(":")
    if kind != "in-play" or not (flt == "enemy" or "enemy" in flt.split("-")):
        return None
    return {"all-of": [{"count": f"test-against:{flt}", "at-least": 1}, {"count": f"in-play:{flt}", "at-most": 1}]}


def test_kind(printed: str) -> dict[str, Any] | None:
    """What a result prints of its test's kind ("If this skill test is successful during an attack / during an evasion
    attempt / while investigating a location, …"), as the engine's bounded test count: the kinds :func:`tested` reads
    with an enemy named, with none (any enemy), and an investigation of a location (any, or the one named); None for
    any other words ("while engaged with 2 enemies")."""
    text = printed.strip()
    if (m := _INVESTIGATING.fullmatch(text)) is not None:
        flt = enemy_filter(m.group("np")) if m.group("np") else "location"
        return None if flt is None else {"count": f"{INVESTIGATION}:{flt}", "at-least": 1}
    if (m := _BARE.fullmatch(text)) is not None and not m.group("kind").lower().endswith("test"):
        return {"count": f"{_KINDS[m.group('kind').lower()]}:enemy", "at-least": 1}
    return tested(text)


def kind_result(found: dict[str, Any], effects: list[Effect], text: str) -> Effect:
    """A result only while the test is of the kind printed (ST.7; the trace says why it does not apply otherwise): the
    engine's ``if`` on the test count. A clue discovered at the investigated location adds to the investigation's own
    result, so the investigator performing the test discovers it, whoever committed the card (FAQ, "Who gets the
    effects/benefits of a skill card committed to another investigator's skill test?": Deduction's additional clue)."""
    return only_if(found, [_tester_discovers(e) for e in effects], text)


def _tester_discovers(effect: Effect) -> Effect:
    """``effect`` with each clue discovered at the investigated location (``tested-location``) discovered by the
    investigator performing the test, inside an ``if`` or a margin's branches too."""
    nested = {k: [_tester_discovers(e) for e in effect[k]] for k in ("effects", "otherwise") if k in effect}
    if effect.get("effect") == "discover-clues" and effect.get("location") == TESTED_LOCATION and "who" not in effect:
        return {**effect, "who": "testing-investigator"}
    return {**effect, **nested}


def condition(printed: str, self_is_you: bool) -> dict[str, Any] | None:
    """A result's or token's condition: on the test being made, else a count of the state (the reader's one composer
    of them, :mod:`.conditional`); None for any other (a card's state: the engine's ``if`` bounds a count)."""
    found = tested(printed)
    if found is not None:
        return found
    if (m := _IN_PLAY.fullmatch(printed.strip())) and (counted := composed_count(f"{m.group('np')} in play")):
        return {"count": counted, "at-least": 1}  # "Hastur is in play": counted, as an 'if' checks a count
    found = conditional.if_count(f"if {printed}, x", self_is_you) or conditional.if_turn(f"if {printed}, x")
    return found[0] if found is not None else None


def conditioned_result(text: str, self_is_you: bool) -> tuple[str, dict[str, Any], str] | None:
    """"If you fail and <condition>, X", "If this attack succeeds against <enemy>, X" → the result (``success`` /
    ``fail``), the condition, and X as printed; None when the text is no such form or its condition is not read."""
    m = _RESULT.fullmatch(text.strip().rstrip("."))
    if m is None:
        return None
    verb = (m.group("verb") or m.group("verb2")).lower()
    found = condition(m.group("condition") or m.group("test"), self_is_you)
    if found is None:
        return None
    return ("fail" if verb.startswith("fail") else "success"), found, m.group("rest")


def token_condition(text: str, self_is_you: bool) -> tuple[dict[str, Any], str] | None:
    """"If this token is revealed during an attack or evasion attempt against X, Y" → the condition and Y."""
    m = _TOKEN.fullmatch(text.strip().rstrip("."))
    found = tested(m.group("condition")) if m else None
    return (found, m.group("rest")) if m and found else None


def referred(ctx: Context, found: dict[str, Any]) -> Context:
    """``ctx`` with what the condition names as the latest referent: the enemy the test is against ("If this token is
    revealed during an attack … against a Brood of Yog-Sothoth, it immediately attacks you": ``tested-enemy``), or
    what a count of the state names (:func:`.composed_counts.referent`, as the reader's "If …, X" does)."""
    kind, _, name = found.get("count", "").partition(":")
    if kind == "in-play" and name != name.lower():  # "If you fail and Cnidathqua is in play, it attacks you": the card
        return reference.named(ctx, name)  # named, as the reader's "If Hunting Horror is in play, … it" binds it
    if found.get("count", "").startswith(f"{INVESTIGATION}:"):  # "that location": the one investigated
        return reference.mentioned(ctx, ("location", TESTED_LOCATION))
    if test_count(found.get("count", "")):  # "the attacked enemy", "that enemy": the one the test is against
        return reference.mentioned(replace(ctx, tested=True), ("enemy", "tested-enemy"))
    counted = referent(found.get("count", ""))
    return ctx if counted is None else reference.mentioned(ctx, counted)


def test_count(count: str) -> bool:
    """Whether ``count`` is one of what the test being made is against (not a count of the state)."""
    return count.partition(":")[0] in {*_KINDS.values(), INVESTIGATION}


def only_if(found: dict[str, Any], effects: list[Effect], text: str) -> Effect:
    """The engine's ``if``: ``effects`` only while ``found`` holds."""
    return {"effect": "if", "condition": found, "effects": effects, "text": text}


class TestConditions(ReaderHost):
    """The reader's handler of a result carrying a condition (a ``(sentence, lower-case) -> bool`` handler)."""

    test: Effect | None
    action: Effect | None
    branch: str | None

    def _conditioned_result(self, s: str, low: str) -> bool:
        """"If you succeed and the enemy is non-Elite, evade it …": the test's result, an ``if`` on the condition
        (a designated action's test: beside the action's own result, ST.7)."""
        found = conditioned_result(s, self.ctx.card_type == "investigator")
        if found is None:
            return False
        result, cond, rest = found
        if self.test is None and self.action is not None:
            self.test = self.action
        if self.test is None:
            return False  # left to the other readings, which name the missing test
        self.branch = result
        self.ctx = referred(self.ctx, cond)
        effect = only_if(cond, nested(self._structured(rest), s), self._said(s))  # read first: a gap leaves no empty list
        self.test.setdefault(result, []).append(effect)
        return True
