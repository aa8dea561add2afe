"""The reader's sentences of a skill test that are not a test's plain results (a mixin of ``effects.py``'s reader,
as :mod:`.choices_and_counts` is): the skill used "instead of the skill indicated", a result on not succeeding by a
margin, and what a result says when the test before it was not read.

Their words are read by :mod:`.test_words`; the instructions in them by the reader's own ``_clauses`` /
``_structured``. A result whose test sentence the reader refused names that sentence: the gap to close is the
test's, not the result's (ST.7 applies the results of the test just made).
"""

from __future__ import annotations

import re
from typing import Any

from . import counted, test_words
from .counts import condition, count_of, cut_max
from .choices_and_counts import nested
from .lowering import cut_duration
from .model import NotParsed
from .test_conditions import TestConditions
from .test_difficulty import TestDifficulty
from .vocabulary import Effect

#: A sentence that makes a skill test: "Test [willpower] (3)", "each investigator … tests [agility] (3)".
_TESTING = re.compile(r"\btests? \[|\bperform (?:this|the|a) (?:skill )?test\b", re.I)


def _per_instance(modifier: str) -> int:
    """The amount one instance of a printed modifier adds ("+2 [combat]": 2, "+1 damage": 1); 0 when none is printed."""
    m = re.search(r"\+(\d+) ", modifier)
    return int(m.group(1)) if m else 0


#: "Increase this skill test's difficulty by 1 for each damage on you", "This test gets +1 difficulty for each …": the
#: difficulty of the test just read, raised once for each of a count of the state.
_MORE_DIFFICULTY = re.compile(r"(?:increase (?:this|the) (?:skill )?test's difficulty by (?P<a>\d+)|(?:this|the) "
                              r"(?:skill )?test gets \+(?P<b>\d+) difficulty) for each (?P<each>.+)", re.I)

#: "(If C,) you cannot commit cards to this skill test": no card may be committed to the test just read (while C holds).
_NO_COMMIT = re.compile(r"(?:if (?P<c>.+?), )?(?:you|he or she|that investigator) cannot commit cards to "
                        r"(?:this|that) (?:skill )?test", re.I)

#: "X (if C, Y, instead)": Y in place of X while the condition C holds.
_IF_INSTEAD = re.compile(r"(?P<x>.+?)\s*\(if (?P<c>[^(),]+), (?P<y>[^()]+?),? instead\)", re.I)


#: The fields of a lasting effect giving or taking the keywords of the cards it picks.
_KEYWORDS = {"to", "gains", "loses"}


def _modifies_test(effect: Effect) -> bool:
    """Whether ``effect`` only modifies the test being made: its skill value (``modify-skill``, a lasting skill
    modifier "for this test"), the keywords of cards for it ("The attacked enemy gains retaliate for this attack": a
    lasting ``gains`` on the cards its ``to`` picks), the attack's damage ("You deal +1 damage for this attack"), or a
    ``for-each`` / ``if`` of them."""
    kind = effect["effect"]
    if kind in ("for-each", "if"):
        inner = effect.get("effects", []) + effect.get("otherwise", [])
        return bool(inner) and all(_modifies_test(e) for e in inner)
    keywords = "gains" in effect or "loses" in effect
    return kind in ("modify-skill", "attack-damage") or (kind == "lasting" and effect.get("duration") == "for-this-skill-test"
                                      and set(effect) <= {"effect", "duration", "skill-modifier", "applies-to", "text"} | _KEYWORDS
                                      and ("to" in effect) == keywords)


class TestSentences(TestConditions, TestDifficulty):
    """The reader's handlers of a test's other sentences (each ``(sentence, lower-case) -> bool``)."""

    test: Effect | None
    action: Effect | None
    refused_test: str | None = None  # the last test sentence the reader could not read

    def refused(self, sentence: str) -> None:
        """A sentence the reader refused: if it makes a test, the results after it are that test's."""
        if _TESTING.search(sentence):
            self.refused_test, self.test = sentence, None

    def _no_test(self, sentence: str, reason: str) -> NotParsed:
        """The problem of a result with no test before it: the refused test sentence it belongs to, if any."""
        if self.refused_test is not None:
            return NotParsed(sentence, f"a result of a test the reader could not read (\u201c{self.refused_test}\u201d)")
        return NotParsed(sentence, reason)

    def _no_commit(self, s: str, low: str) -> bool:
        """"You cannot commit cards to this skill test", "If you are at a Bayou location, you cannot commit cards to
        this skill test": the test just read takes the prohibition (its ``no-commit``: true, or the condition),
        wherever among its sentences it is printed — it speaks of the test as a whole, before any card is committed.
        With no test read before it, it is left to the other readings (a gap)."""
        m = _NO_COMMIT.fullmatch(s.rstrip(". "))
        if m is None or self.test is None or self.test.get("effect") != "test":
            return False
        try:
            found = condition(m.group("c"), self.ctx.card_type == "investigator") if m.group("c") else True
        except NotParsed:
            return False
        self.test["no-commit"] = found
        return True

    def _use_instead(self, s: str, low: str) -> bool:
        """"Use [combat] for this test, instead of the skill indicated": the test's own skill replaced (its verb read
        by :func:`.test_words.use_skill`); "instead of [agility]" outside a designated action is left to the others."""
        cut = test_words.cut_instead(s)
        if cut is None or cut[1] is not None:
            return False
        effects = self._clauses(cut[0])
        if any(e["effect"] != "use-skill" for e in effects):
            raise NotParsed(s, "'instead of the skill indicated' after something other than a skill used for a test")
        self._add(effects, s)
        return True

    def _for_this_test(self, s: str, low: str) -> bool:
        """"Add your [agility] value to your skill value for this investigation", "You get +1 [combat] for this
        attack (if there are 1 or more clues on your location, you get +3 [combat], instead)": a modifier of the test
        counted or checked in the state; a designated action's is resolved as its test begins (its ``effects``,
        ST.1), any other's at once (the test being made)."""
        moved = test_words.duration_before_each(s)
        if moved is not None:
            return self._counted_for_this_test(s, *moved)
        m = _IF_INSTEAD.fullmatch(s)
        rest, duration = cut_duration(m.group("x") if m else s)
        if duration != "for-this-skill-test":
            return False
        try:
            effects = self._clauses(rest if m is None else m.group("x"))
            if m is not None:  # the other modifier has the time of the first
                effects = [{"effect": "if", "condition": condition(m.group("c"), self.ctx.card_type == "investigator"),
                            "effects": self._clauses(f"{m.group('y')} {s[len(rest):m.end('x')].strip(' ,')}"),
                            "otherwise": effects, "text": self._said(s)}]
        except NotParsed:  # a lasting effect of the test's own time, or left to the other readings, whose gap it is
            return m is None and self._lasting_for_this_test(s)
        return self._modifying(effects, s)

    def _lasting_for_this_test(self, s: str) -> bool:
        """"The attacked enemy gains retaliate for this attack": a lasting effect "for this test" read with its
        duration, which a designated action resolves as its test begins (its ``effects``, ST.1), so that it holds
        while the test is made; False for any other sentence (the other readings add it where it is printed)."""
        if self.action is None:
            return False
        try:
            effects = self._clauses(s)
        except NotParsed:
            return False
        return self._modifying(effects, s)

    def _modifying(self, effects: list[Effect], s: str) -> bool:
        """Modifiers of the test being made: a designated action's, or those of a "Test [skill] (N)" read just before
        them and no result of it, resolve as its test begins (its ``effects``, ST.1: "Test [willpower] (7). You get +1
        [willpower] for this test for each …" modifies that test, so it holds while the test is made); any other's at
        once (the test being made); False when ``effects`` do anything else."""
        if not effects or not all(_modifies_test(e) for e in effects):
            return False
        if self.action is not None:
            self.action.setdefault("effects", []).extend(effects)
        elif self.test is not None and self.test.get("effect") == "test" and not self.branch:
            self.test.setdefault("effects", []).extend(effects)
        else:
            self._add(effects, s)
        return True

    def _counted_for_this_test(self, s: str, text: str, duration: str) -> bool:
        """"You deal +1 damage for this attack for each clue you have (max +3 damage)", "You get +2 [combat] for this
        attack for each …": the modifier done for each of a count of the state (:func:`.counted.for_each`), the most
        it adds in all printed as a total ("max +3 damage": 3 instances of +1)."""
        done, most = test_words.cut_most(text)
        found = counted.for_each(done, self.ctx.card_type == "investigator")
        if found is None:
            return False
        instruction, count, every = found
        per = _per_instance(f"{instruction} {duration}")
        if most is not None and (not per or most % per):
            return False
        return self._counted_modifier(s, f"{instruction} {duration}", count, every,
                                      None if most is None else most // per)

    def _x_for_this_test(self, s: str, low: str) -> bool:
        """"You get +X [combat] for this attack, where X is the number of enemies engaged with you (max 3)": the
        modifier read with X as 1, done for each of the count (:func:`.counted.where_x`), at most X's maximum."""
        found = counted.where_x(s, self.ctx)
        if found is None or cut_duration(found[0])[1] != test_words.THIS_TEST:
            return False
        return self._counted_modifier(s, found[0], found[1], 1, found[2])

    def _counted_modifier(self, s: str, modifier: str, count: str, every: int, most: int | None) -> bool:
        """``modifier`` ("You get +1 [combat] for this attack", "You deal +1 damage for this attack") done for each of
        ``count`` (for every ``every``), at most ``most`` times: one ``for-each`` around the test's modifier."""
        try:
            try:
                effects = self._clauses(modifier)  # a skill modifier keeps its duration
            except NotParsed:
                effects = self._clauses(cut_duration(modifier)[0])  # the attack's damage is the attack's own
            each = counted.bounded({**counted.each(effects, count, s, every), "text": self._said(s)}, most)
        except NotParsed:
            return False  # left to the other readings, whose gap it is
        return self._modifying([each], s)

    def _not_succeeding(self, s: str, low: str) -> bool:
        """"If you do not succeed by at least 2, remove 1 supply from Lockpicks": a result of the test before it on
        failing, and on succeeding by less (:func:`.test_words.short_of`)."""
        read = test_words.not_succeeding(s)
        if read is None:
            return False
        if self.test is None and self.action is not None:
            self.test = self.action  # a designated action's test: its results beside the action's own (ST.7)
        if self.test is None:
            raise self._no_test(s, "a test result with no 'Test [skill] (X)' or designated action before it")
        test: Any = self.test
        for branch, effects in test_words.short_of(read[0], nested(self._structured(read[1]), s),
                                                   self._said(s)).items():
            test.setdefault(branch, []).extend(effects)
        return True

    def _difficulty_for_each(self, s: str, low: str) -> bool:
        """"Test [willpower] (2). Increase this skill test's difficulty by 1 for each damage on you.": the test's
        difficulty is its printed one plus the count as the test begins (the test's ``count``, as an X's: Difficulty);
        more than 1 for each, a maximum, or a test with an X already, the engine's test cannot hold."""
        m = _MORE_DIFFICULTY.fullmatch(s.strip().rstrip("."))
        if m is None:
            return False
        test = self.test
        if test is None or test["effect"] != "test":
            raise self._no_test(s, "a test's difficulty raised with no 'Test [skill] (X)' before it")
        phrase, most = cut_max(s.strip().rstrip(".")[m.start("each"):])
        if int(m.group("a") or m.group("b")) != 1 or most is not None or "count" in test:
            raise NotParsed(s, "a difficulty raised by more than 1 for each, to a maximum, or beside an X: the engine's "
                            "test adds one count to its difficulty")
        test["count"] = count_of(phrase, self.ctx.card_type == "investigator")
        return True
