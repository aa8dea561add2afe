""""If <condition>, Y instead" after an instruction: Y replaces the instruction before it while a condition of the
state holds — "If The Organist is unengaged, move it 1 location away … If it is engaged, disengage it instead.", "Take 1
horror. If you have 3 or more horror on you, take 1 damage instead." (a part of the sentence reader, ``effects._Reader``,
whose mixin this is).

Instead: "The word “instead” is indicative of a replacement effect": the instruction before is not resolved, Y is
resolved in its place. So the instruction before becomes the ``otherwise`` of an ``if`` on the condition (a count of the
state, a card's state or whose turn it is: :mod:`.conditional`), and Y its effects; exactly one resolves. A condition on
what an earlier instruction did is :mod:`.result_sentences`'s; with no instruction before it, "instead" replaces the
triggering condition (a 'would' ability's, ``effects._instead``). Which instructions are replaced must be one: after an
instruction joined by "Then," to the one before, or a sentence not read, it would be a guess, and is refused.
"""

from __future__ import annotations

import re

from . import conditional, reference
from .choices_and_counts import nested
from .model import NotParsed
from .reader_host import ReaderHost
from .results import is_result
from .vocabulary import Effect

#: "If <condition>, <instruction>(,) instead".
STATE_INSTEAD = re.compile(r"(?P<opening>if [^,]+,\s*.+?),?\s+instead", re.I)


class StateInstead(ReaderHost):
    """The reader's handler of "If <condition>, Y instead" (``(sentence, lower-case) -> bool``)."""

    failed_last: bool

    def _current(self) -> list[Effect]:
        raise NotImplementedError

    def _state_instead(self, s: str, low: str) -> bool:
        m = STATE_INSTEAD.fullmatch(s.strip().rstrip("."))
        if not m:
            return False
        text = m.group("opening")
        self_is_you = self.ctx.card_type == "investigator"
        found = conditional.if_count(text, self_is_you) or conditional.if_card_state(text) or conditional.if_turn(text)
        before = self._current()
        if found is None or is_result(found[0]) or not before:
            return False  # another reading's: what an earlier instruction did, or a 'would' ability's replacement
        if self.failed_last or before[-1].get("then"):
            raise NotParsed(s, "'instead' after an instruction whose extent is not known (a sentence not read, or one "
                            "joined by 'Then' to the one before): which instructions it replaces would be a guess")
        condition, (start, end) = found
        if "card" in condition:  # "If it is engaged, disengage it instead": "it" is the card named
            self.ctx = reference.named(self.ctx, condition["card"])
        effects = nested(self._clauses(text[start:end]), s)  # read first: a gap here leaves the instruction as it was
        replaced = before.pop()
        before.append({"effect": "if", "condition": condition, "effects": effects, "otherwise": [replaced],
                       "text": self._said(s)})
        return True
