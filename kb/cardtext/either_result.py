"""An instruction that follows a test "regardless of whether you succeed or fail" ("Deal 1 [per_investigator] damage
to Hastur regardless of whether you succeed or fail": Mapping the Streets) — a part of the sentence reader
(``effects._Reader``, whose mixin this is).

Skill Test Timing, ST.7: "the effects of that test's success or failure are applied"; an instruction said to happen
whichever the result is one of the test's results in both — applied at ST.7 with the rest of that result, in the order
printed, never after the test ends (that is "after this test ends", :mod:`.test_end`). So the words name where the
instruction goes, not a condition: the instruction, read by the one reader of instructions, is added to the
``success`` and the ``fail`` of the test read before it (or a skill's ``if-success`` and ``if-fail``). With no test
before it there is no result to join: a gap, never an unconditional instruction.
"""

from __future__ import annotations

import copy
import re
from typing import Any

from .choices_and_counts import IN_RESULT, nested
from .model import NotParsed
from .reader_host import ReaderHost
from .vocabulary import Effect

#: "whether you succeed or fail", "whether or not you succeed", "whether the test succeeds or fails", after
#: "regardless of", leading (with its comma) or closing the instruction.
_WHETHER = (r"regardless of whether (?:(?:you|the (?:skill )?test) (?:succeeds?|pass(?:es)?) or fails?"
            r"|or not (?:you|the (?:skill )?test) (?:succeeds?|pass(?:es)?))")
_CLOSING = re.compile(rf"(?P<rest>.+?),?\s+{_WHETHER}\.?", re.I)
_OPENING = re.compile(rf"{_WHETHER},\s*(?P<rest>.+?)\.?", re.I)


def either_result(text: str) -> str | None:
    """"X regardless of whether you succeed or fail" (or the words leading it) → "X"; None when they are not said."""
    m = _CLOSING.fullmatch(text.strip()) or _OPENING.fullmatch(text.strip())
    return m.group("rest").strip() if m else None


class EitherResult(ReaderHost):
    """The reader's handler of an instruction in both results of the test (``(sentence, lower-case) -> bool``)."""

    test: Effect | None
    action: Effect | None
    out: Any  # the reader's EffectsResult

    def _either_result(self, s: str, low: str) -> bool:
        rest = either_result(s) if "regardless of whether" in low else None
        if rest is None:
            return False
        effects = nested(self._clauses(rest), s, IN_RESULT)
        holder = self.test or self.action
        if holder is not None:  # the test read before it: one of its results, whichever is applied (ST.7)
            results: tuple[str, ...] = ("success", "fail")
            target: dict[str, Any] = holder
        elif self.ctx.card_type == "skill":  # a committed skill's results on the test it is committed to
            results, target = ("if-success", "if-fail"), self.out.card
        else:
            raise NotParsed(s, "an instruction for either result of a test with no test before it: there is no "
                            "result for it to join")
        for result in results:
            target.setdefault(result, []).extend(copy.deepcopy(effects))
        return True
