"""Instructions for the end of the test an ability makes: "After this skill test ends, discard each card in your hand"
(Green Room), "When this test ends, remove Seal of the Elder Sign from the game" (a skill), "After this test ends, flip
@self back over" — a part of the sentence reader (``effects._Reader``, whose mixin this is).

The sentence is read by the grammar: its first clause opens with "when" or "after" and is one frame, the verb "end"
with the test as its subject ("this test", "this skill test", "the test") and nothing else; the clauses after it are
the instruction, read by the one reader of instructions. It becomes the engine's delayed effect of the test
(``when-test-ends`` / ``after-test-ends``: Delayed Effects, ST.8), set up as the test's results apply (ST.7) whatever
the result — in the ``success`` and the ``fail`` of the test or designated action read before it, or a skill card's
``if-success`` and ``if-fail`` (the card's results on the test it is committed to). With no test before it, there is
no test end the engine could wait for: a gap, never another test's end.

The test's end may be said without "ends": "After this skill test, X", "X after this skill test" (the same timing
point). On a chaos token's line (``Context.during_test``) the test is the one the token is revealed for, being made
as the line resolves (ST.4) or applies its results (ST.7): the delayed effect is set up then, as any of its effects,
also inside a condition's words ("If Yog-Sothoth is in play, it attacks you after this skill test").
"""

from __future__ import annotations

import copy
import re
from typing import Any

from .choices_and_counts import nested
from .grammar import Refused, read_sentence
from .model import NotParsed
from .reader_host import ReaderHost
from .vocabulary import Effect

#: The test's end as the subject of "ends": the test being made.
_TESTS = (["this", "test"], ["this", "skill", "test"], ["the", "test"], ["the", "skill", "test"])
#: The opening connective → the window of the test's end.
_TIMINGS = {("when",): "when", ("after",): "after"}


#: "After this skill test, X": the test's end said without "ends".
_OPENING = re.compile(r"(?P<t>when|after) (?:this|the) (?:skill )?test,\s*(?P<rest>.+)", re.I)
#: "X after this skill test": the instruction, then the test's end (a condition before it is the condition's: "If …, it
#: attacks you after this skill test" is read by the condition's reader, the end inside it).
_TRAILING = re.compile(r"(?!if )(?P<rest>.+?),?\s+after (?:this|the) (?:skill )?test", re.I)


def end_of_test(text: str, trailing: bool = False) -> tuple[str, str] | None:
    """"After this skill test ends, X", "After this skill test, X", and with ``trailing`` (where the test being made
    is known: a token's line) "X after this skill test" → ("after", "X"); None when the sentence says no test's end."""
    printed = text.strip().rstrip(".")
    if (m := _OPENING.fullmatch(printed) or (_TRAILING.fullmatch(printed) if trailing else None)) is not None:
        return (m.group("t").lower() if "t" in m.groupdict() else "after"), m.group("rest")
    try:
        sentence = read_sentence(text)
    except Refused:
        return None
    first = sentence.clauses[0] if sentence.clauses else None
    if first is None or first.connective not in _TIMINGS or len(sentence.clauses) < 2 or sentence.reminders:
        return None
    frames = first.frames()
    if len(frames) != 1 or frames[0].get("verb") != "end" or set(frames[0]) - {"verb", "verb-phrase", "subject",
                                                                               "selectors"}:
        return None
    if str(frames[0].get("subject", "")).lower().split() not in _TESTS:
        return None
    comma = text.find(",")
    return (_TIMINGS[first.connective], text[comma + 1:].strip()) if comma > 0 else None


class EndOfTest(ReaderHost):
    """The reader's handler of an instruction for the end of the test (``(sentence, lower-case) -> bool``)."""

    test: Effect | None
    action: Effect | None
    out: Any  # the reader's EffectsResult

    def _test_ends(self, s: str, low: str) -> bool:
        found = end_of_test(s, self.ctx.during_test) if low.startswith(("when", "after")) or self.ctx.during_test \
            else None
        if found is None:
            return False
        timing, rest = found
        delayed = {"effect": f"{timing}-test-ends", "effects": nested(self._clauses(rest), s), "text": self._said(s)}
        holder = self.test or self.action
        if holder is None and self.ctx.during_test:  # a token's line: the test it is revealed for
            self._add([delayed], s)
            return True
        if holder is not None:  # the test read before it: set up as its results apply, whichever they are
            for result in ("success", "fail"):
                holder.setdefault(result, []).append(copy.deepcopy(delayed))
            return True
        if self.ctx.card_type == "skill":  # a committed skill's results on the test it is committed to
            for result in ("if-success", "if-fail"):
                self.out.card.setdefault(result, []).append(copy.deepcopy(delayed))
            return True
        raise NotParsed(s, "an instruction for the end of a test with no test before it: the engine has no test end "
                        "for it to wait for")

    def _test_end_inline(self, text: str) -> list[Effect] | None:
        """A condition's or a result's words that end in the test's end, on a chaos token's line ("…, it attacks you
        after this skill test"): the delayed effect alone; None anywhere else (no test being made is known)."""
        found = end_of_test(text, True) if self.ctx.during_test and self.test is None and self.action is None else None
        if found is None:
            return None
        return [{"effect": f"{found[0]}-test-ends", "effects": nested(self._clauses(found[1]), text),
                 "text": self._said(text)}]
