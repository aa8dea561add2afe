"""A test's result opened by a colon, its instructions a list after it: "If you fail: - If agenda 1a is in play, take 1
damage and lose 1 action. - If agenda 2a is in play, …" (a part of the sentence reader, ``effects._Reader``, whose
mixin this is).

The colon opens the result as the comma of "If you fail, X" does (ST.7: the results of the test just made), and each
item after it is a sentence of that result: the reader's branch is set to it, so the items go where the sentences after
"If you fail, X" go, each read as any sentence is (an item's own "If <condition>, …" an ``if`` inside the result).
Reading the items as sentences of the ability instead would resolve them whatever the test's result — never silently:
a listed result with no test before it is refused as any result is.
"""

from __future__ import annotations

import re

from .model import NotParsed
from .reader_host import ReaderHost
from .vocabulary import Effect

#: "If you fail:" / "If you succeed:" (and "… this (skill) test:") opening a list; its first item may follow on the
#: same line after a dash.
LISTED_RESULT = re.compile(r"if you (?P<verb>succeed|fail)(?:ed)?(?: this (?:skill )?test)?\s*:\s*(?:[-\u2013\u2014]\s+)?"
                           r"(?P<rest>.*)", re.I)


class ListedResults(ReaderHost):
    """The reader's handler of a result opened by a colon (``(sentence, lower-case) -> bool``)."""

    test: Effect | None
    action: Effect | None
    branch: str | None

    def sentence(self, s: str) -> None:
        raise NotImplementedError

    def _no_test(self, sentence: str, reason: str) -> NotParsed:
        raise NotImplementedError

    def _listed_result(self, s: str, low: str) -> bool:
        """"If you fail: - If agenda 1a is in play, take 1 damage …": the test's result, its first item read in it."""
        m = LISTED_RESULT.fullmatch(s.strip())
        if not m:
            return False
        if self.test is None and self.action is not None:
            self.test = self.action  # a designated action's test: its results beside the action's own (ST.7)
        if self.test is None:
            raise self._no_test(s, "a test result with no 'Test [skill] (X)' or designated action before it")
        self.branch = "fail" if m.group("verb").lower() == "fail" else "success"
        if m.group("rest").strip():
            self.sentence(m.group("rest"))
        return True
