""""X, if able" / "X if able" at the end of an instruction: "Move Dianne Devine to that asset's location, if able."
(a part of the sentence reader, ``effects._Reader``, whose mixin this is).

The words say what the rules do anyway: "Once an ability is initiated, players must resolve as much of the effect as
possible" (the Golden Rules; Effects: as much of each aspect as they are able), and an instruction that cannot change
the game state does nothing. So the sentence is read as its instruction alone, the engine resolving as much of it as it
can. Only at a sentence's end after an instruction: "…, which must be assigned to X first, if able" qualifies another
rule (the order of assignment) and stays with the words it qualifies.
"""

from __future__ import annotations

import re

from .reader_host import ReaderHost

#: The instruction and the trailing "(,) if able".
IF_ABLE = re.compile(r"(?P<x>.+?),?\s+if able", re.I)
#: Words before "if able" that make it qualify something other than the instruction as a whole.
_QUALIFYING = re.compile(r"\b(?:which|who|first)\b", re.I)


class IfAble(ReaderHost):
    """The reader's handler of a trailing "if able" (``(sentence, lower-case) -> bool``)."""

    def sentence(self, s: str) -> None:
        raise NotImplementedError

    def _if_able(self, s: str, low: str) -> bool:
        m = IF_ABLE.fullmatch(s.strip().rstrip("."))
        if not m or _QUALIFYING.search(m.group("x")):
            return False
        self.sentence(m.group("x"))
        return True
