""""X, instead of <the standard outcome>" in a 'when' ability: "Forced – When an investigator is eliminated (by defeat
or resignation): Place each of that investigator's clues on this act, instead of placing them at his or her location."
(a part of the sentence reader, ``effects._Reader``, whose mixin this is).

Instead: "The word “instead” is indicative of a replacement effect": X is resolved in place of what would happen. The
trailing gerund phrase restates what the rules do at that point of the triggering occurrence (its standard outcome),
so it adds nothing once X is read as that occurrence's replacement — but only an outcome the rules give the occurrence
the ability triggers on is one the engine knows it replaces: :data:`STANDARD` lists them, each with the rule that
gives it. X itself says what replaces it (the engine's effect resolved in the occurrence's 'when' window, e.g.
``place-those-clues`` on an elimination: the clues Elimination step 2 places go to X's card). A gerund phrase naming
anything else is refused with its reason: which outcome it replaces would be a guess.
"""

from __future__ import annotations

import re

from .choices_and_counts import nested
from .model import NotParsed
from .reader_host import ReaderHost

#: "X, instead of <gerund> <rest>".
INSTEAD_OF = re.compile(r"(?P<x>.+?),?\s+instead of (?P<gerund>[a-z]+ing)\b\s*(?P<rest>.*)", re.I)
#: What the rules do at the triggering occurrence, as a card restates it: the event, the gerund and what follows it.
#: Elimination step 2: "Place each of the eliminated investigator's clues … at his or her location".
_HOLDER = r"(?:his or her|their|that investigator's|the eliminated investigator's)"
STANDARD: dict[str, tuple[tuple[str, re.Pattern[str]], ...]] = {
    "eliminated": (("placing", re.compile(rf"(?:them|those clues|the clues) at {_HOLDER} location", re.I)),),
}


def restates_standard(event: str | None, gerund: str, rest: str) -> bool:
    """Whether "instead of <gerund> <rest>" names the standard outcome the rules give ``event`` (:data:`STANDARD`)."""
    return any(gerund.lower() == verb and pattern.fullmatch(rest.strip().rstrip(".")) is not None
               for verb, pattern in STANDARD.get(event or "", ()))


class StandardInstead(ReaderHost):
    """The reader's handler of "X, instead of <the standard outcome>" (``(sentence, lower-case) -> bool``)."""

    def _standard_instead(self, s: str, low: str) -> bool:
        m = INSTEAD_OF.fullmatch(s.strip().rstrip("."))
        if m is None or self.ctx.event not in STANDARD:
            return False
        if self.ctx.timing != "when":
            raise NotParsed(s, "'instead of' the standard outcome of a triggering condition: only a 'when' ability "
                            "resolves before that outcome, so after it nothing is replaced")
        if not restates_standard(self.ctx.event, m.group("gerund"), m.group("rest")):
            raise NotParsed(s, f"'instead of {m.group('gerund')} {m.group('rest')}' is not the standard outcome the "
                            f"rules give '{self.ctx.event}': which outcome it replaces would be a guess")
        self._add(nested(self._clauses(m.group("x")), s), s)
        return True
