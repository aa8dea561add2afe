""""X if there is no N (if there is, Y instead)": "Attach to your location if there is no copy of The Pit Below
attached (if there is, discard The Pit Below and it gains surge instead)." (a part of the sentence reader,
``effects._Reader``, whose mixin this is).

The reminder restates the condition in the affirmative ("if there is": there is one N), and "instead" makes Y a
replacement of X (Instead: X is not resolved, Y is resolved in its place). So exactly one of them resolves: the ``if``
on the count of N (none of them), X its effects and Y its ``otherwise`` — as "If <condition>, Y instead" after X is
read (:mod:`.state_instead`), the condition here printed before the alternative.

"a copy of X attached" after an instruction attaching a card names no host: it is the one that instruction attaches to
("Attach to your location if there is no copy … attached": attached to your location), so the condition is read with
that host said.
"""

from __future__ import annotations

import re

from .choices_and_counts import nested
from .counts import condition as count_condition
from .model import NotParsed
from .reader_host import ReaderHost

#: "X if there is/are no N (if there is/are, Y instead)".
RESTATED = re.compile(r"(?P<x>.+?),?\s+if (?P<z>there (?P<be>is|are) no [^()]+?)\s*\(if there (?P=be),\s*(?P<y>[^()]+?),?"
                      r"\s+instead\)", re.I)
#: An instruction attaching a card, and its host ("Attach to your location", "attach @self to that enemy").
_ATTACH = re.compile(r"attach(?: \S+)? to (?P<host>.+)", re.I)


def hosted(condition: str, instruction: str) -> str:
    """``condition`` with the host of an attachment said ("no copy of X attached" after "Attach to your location":
    "… attached to your location"); unchanged when it names one or the instruction attaches nothing."""
    m = _ATTACH.fullmatch(instruction.strip())
    return f"{condition} to {m.group('host')}" if m and condition.rstrip().lower().endswith(" attached") else condition


class RestatedInstead(ReaderHost):
    """The reader's handler of "X if there is no N (if there is, Y instead)" (``(sentence, lower-case) -> bool``)."""

    def _restated_instead(self, s: str, low: str) -> bool:
        m = RESTATED.fullmatch(s.strip().rstrip("."))
        if m is None:
            return False
        try:
            condition = count_condition(hosted(m.group("z"), m.group("x")), self.ctx.card_type == "investigator")
        except NotParsed as problem:
            raise NotParsed(s, problem.reason) from None
        self._add([{"effect": "if", "condition": condition, "effects": nested(self._clauses(m.group("x")), s),
                    "otherwise": nested(self._clauses(m.group("y")), s), "text": self._said(s)}], s)
        return True
