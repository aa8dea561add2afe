"""An instruction placed in time against the designated action of its ability: "You may move to a connecting location
immediately before investigating with this effect" (Duke) — a part of the sentence reader (``effects._Reader``), whose
mixin this is.

The frame is any instruction X followed by the adjunct "(immediately) before / after <the action's gerund> (with this
effect)": the gerund names the designated action the ability performs (Action Designators: "investigating" its
investigation, "attacking" / "fighting" its attack, "evading" its evasion). X is read as any instruction is, and goes
into the ability's effects before or after that action, so the engine resolves it there: "before investigating",
the move resolves first and the investigation is of the location then (Duke's connecting location, FAQ). An adjunct
naming an action the ability does not designate, or with no designated action before it, is refused with the reason.
"""

from __future__ import annotations

import re

from .model import NotParsed
from .reader_host import ReaderHost
from .reference import remember
from .vocabulary import Effect

#: The gerund of a designated action → the engine's effect of that action.
GERUNDS: dict[str, str] = {"investigating": "investigate", "attacking": "fight", "fighting": "fight",
                           "evading": "evade"}
#: The adjunct at the end of the sentence: where, which action, and "with this effect" (the ability's own action).
_ADJUNCT = re.compile(r"(?P<x>.+?),?\s+(?:immediately\s+)?(?P<when>before|after)\s+(?P<gerund>\w+ing)"
                      r"(?:\s+with this (?:effect|ability))?", re.I)


class BeforeAction(ReaderHost):
    """The reader's handler of "X immediately before <the designated action's gerund>"."""

    action: Effect | None  # the designated action read before (``effects._Reader``)
    out: object

    def _before_action(self, s: str, low: str) -> bool:
        m = _ADJUNCT.fullmatch(s.strip().rstrip("."))
        if m is None or m.group("gerund").lower() not in GERUNDS:
            return False
        kind = GERUNDS[m.group("gerund").lower()]
        if self.action is None or self.action.get("effect") != kind:
            raise NotParsed(s, f"an instruction timed against {m.group('gerund').lower()}, with no designated "
                            f"'{kind}' action in the ability to time it against")
        effects = self._clauses(m.group("x"))
        self.ctx = remember(self.ctx, effects)  # what "it" names from now on
        listed: list[Effect] = self.out.effects  # type: ignore[attr-defined]
        at = listed.index(self.action) + (m.group("when").lower() == "after")
        listed[at:at] = effects
        return True
