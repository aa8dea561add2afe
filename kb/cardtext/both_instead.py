""""Do both instead": a choice between two instructions made both when a test's margin reaches an amount — "[reaction]
After you evade an enemy, exhaust Pickpocketing: Draw 1 card or gain 1 resource. If you succeeded by 2 or more, do
both instead." (a part of the sentence reader, ``effects._Reader``, whose mixin this is).

"Instead" is a replacement (Instead: "The word “instead” is indicative of a replacement effect"): the ``either`` just
read becomes the ``otherwise`` of an ``if`` on the margin (``point-succeeded-by`` / ``point-failed-by``), whose own
effects are both options in their printed order. The margin is the test's the ability is about: one it made itself and
is reading the results of, or the test its triggering condition is a result of ("After you evade an enemy", "After you
succeed at a skill test"); with neither, which test is meant is not known and the sentence is refused. An evasion with
no test (an automatic evade) has no margin: the engine then counts nothing, so the condition does not hold and the
choice stays a choice.
"""

from __future__ import annotations

import re

from .model import NotParsed
from .reader_host import ReaderHost
from .vocabulary import Effect
from .words import NUMBER, number

#: "If you succeeded by 2 or more, do both (instead)".
BOTH = re.compile(rf"if you (?P<verb>succeed|fail)(?:ed)? by (?P<n>{NUMBER}) or more,? do both(?: instead)?", re.I)
#: Triggering conditions that are a skill test's result: the test whose margin "you succeeded by" counts.
TEST_RESULT_EVENTS = frozenset({"evaded", "succeed-skill-test", "fail-skill-test"})


class BothInstead(ReaderHost):
    """The reader's handler of "do both instead" (``(sentence, lower-case) -> bool``)."""

    test: Effect | None
    branch: str | None

    def _current(self) -> list[Effect]:
        raise NotImplementedError

    def _both_instead(self, s: str, low: str) -> bool:
        """"If you succeeded by 2 or more, do both instead" after "X or Y": both when the margin holds, else the
        choice."""
        m = BOTH.fullmatch(s.strip().rstrip("."))
        if not m:
            return False
        before = self._current()
        if not before or before[-1]["effect"] != "either" or len(before[-1]["effects"]) != 2:
            raise NotParsed(s, "'do both' with no choice of two instructions just before it")
        if not (self.test is not None and self.branch is not None) and self.ctx.event not in TEST_RESULT_EVENTS:
            raise NotParsed(s, "a margin with no test it is of: neither a test made by the ability nor a triggering "
                            "condition that is a test's result")
        either = before.pop()
        both = [e for option in either["effects"] for e in (option if isinstance(option, list) else [option])]
        count = "point-succeeded-by" if m.group("verb").lower() == "succeed" else "point-failed-by"
        before.append({"effect": "if", "condition": {"count": count, "at-least": number(m.group("n"))},
                       "effects": both, "otherwise": [either], "text": self._said(s)})
        return True
