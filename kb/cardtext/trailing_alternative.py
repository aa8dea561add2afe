""""X, or Y if Z": an alternative whose trailing condition puts the second option in place of the first — "Attach the
set-aside copy of Shadow-spawned to it, or add 1 resource to Shadow-spawned if it is already attached", "Flip 1 clue
on that location …, or place 1 doom on Interstellar Traveler if there are no clues on that location" (a part of the
sentence reader, ``effects._Reader``, whose mixin this is).

Read as its leading forms are ("If Z, Y instead" after X, :mod:`.state_instead`; "X (Y instead if Z)",
:mod:`.conditional`): exactly one option resolves, Y while the condition holds, else X — an ``if`` on the condition
with Y its ``effects`` and X its ``otherwise``. The condition is a count of the state (:func:`.conditional.if_count`)
or a card's state ("if it is already attached": "it" is the card Y names, :func:`.conditions.card_state`). A sentence
whose options or condition are not read is no such form (the sentence's other readings then say what it is).
"""

from __future__ import annotations

import re
from typing import Any

from . import conditional, reference
from .conditions import card_state
from .model import NotParsed
from .reader_host import ReaderHost
from .referred_counts import referred_count
from .vocabulary import Effect

#: "X, or Y if Z": the last ", or " opens the second option; its trailing "if" (no comma after it) its condition.
TRAILING_ALTERNATIVE = re.compile(r"(?P<x>.+),\s+or\s+(?P<y>(?:(?!,\s+or\s).)+?)\s+if\s+(?P<z>[^,]+)", re.I)
#: "if it is already attached": the card state's subject, "already" (what X would make so is so already) and the rest.
_ALREADY = re.compile(r"(?P<card>.+?) (?P<verb>is|are) (?:already )?(?P<state>.+)", re.I)
#: The pronouns of one card the condition's subject may be.
_PRONOUNS = ("it", "he", "she")


class TrailingAlternative(ReaderHost):
    """The reader's handler of "X, or Y if Z" (``(sentence, lower-case) -> bool``)."""

    failed_last: bool

    def _trailing_alternative(self, s: str, low: str) -> bool:
        m = TRAILING_ALTERNATIVE.fullmatch(s.strip().rstrip("."))
        if not m or low.startswith(("if ", "either ", "you must either", "otherwise")):
            return False
        try:
            first = self._clauses(m.group("x"))
            second = self._clauses(m.group("y"))
        except NotParsed:
            return False  # an option not read: the sentence's other readings say what it is
        condition = self._alternative_condition(m.group("y"), m.group("z"), second)
        if condition is None:
            return False
        self._add([{"effect": "if", "condition": condition, "effects": second, "otherwise": first,
                    "text": self._said(s)}], s)
        return True

    def _alternative_condition(self, option: str, printed: str, effects: list[Effect]) -> dict[str, Any] | None:
        """The condition "if Z" of the option ``option``: a count of the state, or a card's state whose pronoun
        ("it is already attached") names the card the option acts on; None when it is neither."""
        found = conditional.if_count(f"{option} if {printed}", self.ctx.card_type == "investigator")
        if found is not None and "count" in found[0]:
            return found[0]
        if (referred := referred_count(printed, self.ctx)) is not None:
            return referred  # "if there are no clues on that location": the location the trigger names
        m = _ALREADY.fullmatch(printed.strip())
        if m is None:
            return None
        subject = m.group("card")
        if subject.lower() in _PRONOUNS:  # "…, or add 1 resource to Shadow-spawned if it is already attached"
            try:
                subject = reference.refer([subject.lower()], reference.remember(self.ctx, effects)) or ""
            except NotParsed:
                return None
            if not subject or subject in ("self", "@self") or ("-" in subject and subject.lower() == subject):
                return None  # only a card named as printed: "it" is not the card bearing the text here
        state = card_state(f"if {subject} {m.group('verb')} {m.group('state')}")
        return state if state is not None and state.get("card") not in (None, "self") else None
