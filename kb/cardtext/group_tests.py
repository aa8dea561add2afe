"""A skill test several investigators make: "Test [willpower] (4). Each investigator who controls an Innocent Reveler
must also perform this skill test" (a mixin of ``effects.py``'s reader, as :mod:`.each_in_turn` is).

"Also perform this skill test" adds testers to the test just read: its ``who`` becomes the union of those who made it
and those the sentence's subject picks (``each-of:you|each-investigator-controlling:copies-of:Innocent Reveler``), each
picked once; the engine has each make the test in player order (Priority of Simultaneous Resolution), and the results
after it ("Each investigator who fails takes 1 horror") are each one's own (ST.7: the results of the test just made).
The subject is read by the one reader of investigator phrases (relative clauses: :mod:`.groups`).
"""

from __future__ import annotations

import re

from .grammar import Refused, read_sentence
from .instruction import instruction, investigator
from .model import NotParsed
from .reader_host import ReaderHost
from .unions import EACH_OF, SEPARATOR, join
from .vocabulary import Effect

#: "<investigators> (must) also perform (make) this (skill) test", "<investigators> also test(s)".
_ALSO = re.compile(r"(?P<np>.+?) (?:must )?also (?:(?:performs?|makes?) (?:this|the) (?:skill )?test|tests?)", re.I)


def joined_testers(who: str, more: str) -> str:
    """The union of the investigators ``who`` picks and those ``more`` picks, each once (``each-of:``)."""
    def parts(selector: str) -> list[str]:
        return selector[len(EACH_OF):].split(SEPARATOR) if selector.startswith(EACH_OF) else [selector]
    return join("and", [*parts(who), *parts(more)])


class GroupTests(ReaderHost):
    """The reader's handler of more investigators making the test just read (``(sentence, lower-case) -> bool``)."""

    test: Effect | None

    def _no_test(self, sentence: str, reason: str) -> NotParsed:
        raise NotImplementedError

    def _also_tests(self, s: str, low: str) -> bool:
        """"Each investigator who controls an Innocent Reveler must also perform this skill test": the test just read
        is made by them too (its ``who`` the union); with no test before it, a gap naming why."""
        m = _ALSO.fullmatch(s.strip().rstrip("."))
        if m is None:
            return False
        if self.test is None or self.test.get("effect") != "test":
            raise self._no_test(s, "more investigators making a test with no test read before it")
        subject = m.group("np")
        try:  # the subject, read as the subject of any verb by the one reader of investigator phrases
            more = investigator(instruction(read_sentence(f"{subject} draws 1 card").clauses[0].chunks,
                                            subject).subject, self.ctx)
        except Refused:
            raise NotParsed(s, "an unknown investigator phrase") from None
        except NotParsed as problem:  # quoted as printed
            raise NotParsed(s, problem.reason) from None
        self.test["who"] = joined_testers(self.test.get("who", "you"), more)
        return True
