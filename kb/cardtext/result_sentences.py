"""The sentences on what an earlier instruction of the same ability did, a part of the sentence reader (``effects.py``,
whose ``_Reader`` this mixin is): an amount remembered from the instruction before ("Then, gain that many resources",
"gain twice that many resources") and a result condition replacing the instruction before it ("If no enemy is
discarded, take 1 horror instead"). The printed forms are read by :mod:`.results`; the parts are lowered by the
reader's own ``_clauses``.

"X instead" after a result condition is the rules' replacement within one effect (Instead: the instruction before is
not resolved, the new one is resolved in its place): the instruction before becomes the ``otherwise`` of an ``if`` on
the result count, and X its effects — so exactly one of them resolves, as the result decides.
"""

from __future__ import annotations

import re
from typing import Any

from . import results
from .choices_and_counts import nested
from .model import NotParsed
from .reader_host import ReaderHost
from .vocabulary import Effect


class ResultSentences(ReaderHost):
    """The reader's handlers of remembered amounts and result conditions (each ``(sentence, lower-case) -> bool``)."""

    failed_last: bool  # the sentence before was not read (a gap)

    def _current(self) -> list[Effect]:  # the reader's own (``effects._Reader``)
        raise NotImplementedError

    def _that_many(self, s: str, low: str) -> bool:
        """"Then, gain that many resources", "gain twice that many resources": a ``for-each`` of what the instruction
        before recorded (:func:`.results.remembered`), or, first in a triggered ability, of the triggering amount;
        "… instead" after a 'would' trigger replaces it (Instead) with that many."""
        if results.that_many(s) is None or re.match(r"(?:you must )?either\b|if\b|otherwise\b|for each\b", s, re.I):
            return False  # a choice or a condition is its own handler's, which reads its parts
        joined = [m for m in re.finditer(r",\s*then,?\s+", s, re.I) if m.start() < results.THAT_MANY.search(s).start()]
        if joined:  # "Discard the top 2 cards of your deck, then draw an equal number of cards": the first part first
            self._add(self._clauses(s[:joined[-1].start()]), s)
            self.failed_last = False
            s = "Then, " + s[joined[-1].end():]
        then = re.match(r"then,?\s+", s, re.I)
        rest = s[then.end():] if then else s
        found = results.that_many(rest)
        if found is None or not re.match(r"(?:you may )?[a-z]", rest[:1].lower() + rest[1:]):  # a sentence of instructions, not a condition
            return False
        count = results.remembered_after(self._current(), s, self.failed_last, self.ctx.event)
        said, instead = found[0], re.search(r",?\s+instead$", found[0], re.I)
        if instead is not None:  # "Discard that many clues from Cover Up instead": the amount replaces the trigger's
            if self.ctx.timing != "would":
                raise NotParsed(s, "'instead' replaces a triggering condition: it needs a 'When … would …' trigger")
            said = said[:instead.start()]
        effect: dict[str, Any] = results.remembered(nested(self._clauses(said), s), self._said(s), count)
        if instead is not None:
            effect = {"effect": "instead", "effects": [effect], "text": self._said(s)}
        self._add([{**effect, "then": True} if then else effect], s)
        return True

    def _result_instead(self, s: str, low: str) -> bool:
        """"If no enemy is discarded, take 1 horror instead": the instruction before resolves only if the result does
        not hold, this one in its place if it does."""
        m = re.fullmatch(r"if ([^,]+),\s*(.+?),?\s+instead", s, re.I)
        condition = results.result_condition(m.group(1)) if m else None
        if m is None or condition is None:
            return False
        before = self._current()
        results.after_recorded(condition, before, s, self.failed_last)
        if len(before) < 2:
            raise NotParsed(s, "'instead' after a result condition with no instruction before it to replace")
        effects = nested(self._clauses(m.group(2)), s)  # read first: a gap here leaves the instruction as it was
        replaced = before.pop()
        before.append({"effect": "if", "condition": condition, "effects": effects, "otherwise": [replaced],
                       "text": self._said(s)})
        return True
