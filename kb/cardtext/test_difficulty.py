"""A test's own sentence that changes its difficulty under a condition: "This test has +2 difficulty if Hunting
Horror is at your location", "If you have no remaining sanity, this test gets +2 difficulty", "Increase this test's
difficulty by 1 if …" (a mixin of ``effects.py``'s reader, as :mod:`.test_sentences` is).

The sentence is read by its parts, not matched whole: a verb frame that modifies a value of the test just read (its
subject "this test" with ``gets``/``has`` and a signed amount, or an imperative ``increase``/``reduce`` with the
test's difficulty as object and "by N"), the value (the difficulty), and a condition printed before it ("If C, …") or
after it ("… if C"), read by :func:`.conditions.read_if` (a count of the state, a card's state). It becomes the
test's ``harder`` (``{by, if}``): the engine adds ``by`` to the difficulty as the test begins while the condition
holds (Difficulty; Modifiers). A modifier "for each" of a count is :mod:`.test_sentences`'s; a condition the
engine cannot check is a gap naming the condition reader's own reason.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from .conditions import condition_refusal, read_if
from .counts import count_of
from .model import NotParsed
from .vocabulary import Context, Effect

#: The test just read, as its own text names it.
_TEST = r"(?:this|the|that) (?:skill )?test"
#: "this test gets +2 difficulty", "this test has -1 difficulty": the subject frame, a signed amount.
_GETS = rf"{_TEST} (?:gets|has) (?P<sign>[+-])(?P<n>\d+) difficulty"
#: "increase this test's difficulty by 1", "reduce the difficulty of this skill test by 2": the imperative frame.
_VERBS = {"increase": 1, "raise": 1, "reduce": -1, "decrease": -1, "lower": -1}
_CHANGES = rf"(?P<verb>{'|'.join(_VERBS)}) (?:{_TEST}'s difficulty|the difficulty of {_TEST}) by (?P<by>\d+)"
#: The modifier with its condition before or after it (the condition's words kept as printed: a card's name).
_MODIFIER = re.compile(rf"(?:if (?P<before>.+?), )?(?:{_GETS}|{_CHANGES})(?: if (?P<after>.+))?", re.I)


#: "The difficulty of this skill test is equal to X", "this test's difficulty is X": the difficulty a count sets.
_EQUAL = re.compile(rf"(?:the difficulty of {_TEST}|{_TEST}'s difficulty) is (?:equal to )?(?P<count>.+)", re.I)


def difficulty_change(sentence: str) -> tuple[int, str | None] | None:
    """``(by, condition as printed)`` for a sentence modifying a test's difficulty ("This test has +2 difficulty if
    Hunting Horror is at your location" → ``(2, "Hunting Horror is at your location")``), None for another."""
    m = _MODIFIER.fullmatch(sentence.strip().rstrip("."))
    if m is None or (m.group("before") and m.group("after")):
        return None
    if m.group("verb"):
        by = _VERBS[m.group("verb").lower()] * int(m.group("by"))
    else:
        by = int(m.group("n")) * (-1 if m.group("sign") == "-" else 1)
    return by, m.group("before") or m.group("after")


class TestDifficulty:
    """The reader's handler of a test's conditioned difficulty modifier (``(sentence, lower-case) -> bool``)."""

    test: Effect | None
    action: Effect | None
    ctx: Context

    _no_test: Callable[[str, str], NotParsed]  # :meth:`.test_sentences.TestSentences._no_test`

    def _difficulty_if(self, s: str, low: str) -> bool:
        """The test just read takes the modifier (``harder``), wherever among its sentences it is printed: it speaks
        of the test as a whole, whose difficulty is fixed as it begins."""
        found = difficulty_change(s)
        if found is None:
            return False
        test: Any = self.test
        if test is None or test.get("effect") != "test":
            raise self._no_test(s, "a test's difficulty modified with no 'Test [skill] (X)' before it")
        by, printed = found
        if "harder" in test:
            raise NotParsed(s, "a second modifier of a test's own difficulty: the engine's test holds one")
        if printed is None:
            test["harder"] = {"by": by}
            return True
        condition = read_if(f"if {printed}")
        if condition is None:
            why = condition_refusal(printed.lower()) or "a condition the engine cannot check"
            raise NotParsed(s, f"a test's difficulty modified while a condition holds: {why}")
        test["harder"] = {"by": by, "if": condition}
        return True

    def _difficulty_equal(self, s: str, low: str) -> bool:
        """"The difficulty of this skill test is equal to the highest shroud value among revealed locations in play"
        (Difficulty: the shroud, a fight or evade value or the test's "(X)" unless a card says otherwise): the test
        just read, or the designated investigation's, takes the count (:func:`.counts.count_of`, the one reader of a
        count) as its difficulty — a ``test``'s ``count`` added to a difficulty of 0, an ``investigate``'s ``count``
        instead of the shroud; the engine counts it as the test begins."""
        m = _EQUAL.fullmatch(s.strip().rstrip("."))
        if m is None:
            return False
        target: Any = self.test if self.test is not None else self.action
        if target is None or target.get("effect") not in ("test", "investigate"):
            raise self._no_test(s, "a test's difficulty set with no test or investigation before it")
        if "count" in target or target.get("difficulty"):
            raise NotParsed(s, "a test's difficulty set beside a difficulty it already states: the engine's test holds "
                            "one")
        target["count"] = count_of(m.group("count"), self.ctx.card_type == "investigator")
        if target["effect"] == "test":
            target["difficulty"] = 0
        return True
