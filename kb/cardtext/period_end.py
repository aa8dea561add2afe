"""Instructions for the end of the round or of your turn inside an effect: "At the end of the round, if that asset is
still in play, discard it" (A Chance Encounter), "At the end of your turn, if that asset is still in play, return it to
your hand" (Sleight of Hand), "At the end of the round, remove 1 clue from that enemy" — a part of the sentence reader
(``effects._Reader``, whose mixin this is).

The sentence opens with the time point, "at the end of" and the period ("the round", "your turn"), and a comma; the
clauses after it are the instruction, read by the one reader of instructions with what the ability named before it
(the rule of reference: "that asset", "it"). It becomes the engine's delayed effect of that time point
(``at-round-end`` / ``at-turn-end``: Delayed Effects, 4.6, 2.2.2). An "if" of what it names that is "still" in a
state ("if that asset is still in play") is the card's state, checked when the time comes (``if`` with ``{card,
state}``). What the delayed effect names must be bound as it is set up: the card itself, or what the effect chose;
a triggering condition's role or a test's target is gone by then, so the sentence is refused with that reason.
"""

from __future__ import annotations

import re
from typing import Any

from .choices_and_counts import nested
from .conditions import CARD_STATES
from .model import NotParsed
from .reader_host import ReaderHost
from .reference import refer
from .vocabulary import Effect

#: The period whose end the sentence opens with → the engine's delayed effect.
_PERIODS = {"the round": "at-round-end", "your turn": "at-turn-end"}
_OPENING = re.compile(r"at the end of (?P<period>" + "|".join(_PERIODS) + r"),\s*(?P<rest>.+?)\.?", re.I)
#: "if that asset is still in play, X": what the ability named before, in a state then as now.
_STILL = re.compile(r"if (?P<card>(?:that|the chosen) \w+|it) is still (?P<state>" + "|".join(CARD_STATES)
                    + r"),\s*(?P<rest>.+)", re.I)
#: Selectors that name what the moment of resolution offers (a triggering condition's role, the test being made):
#: nothing the delayed effect still has when its time comes.
_MOMENTARY = ("triggering-", "tested-", "attacking-", "testing-")


def _momentary(effects: list[Effect]) -> str | None:
    """The first selector in ``effects`` (or inside one) that names a momentary thing; None when there is none."""
    for e in effects:
        for field in ("to", "enemy", "card", "who"):
            if isinstance(e.get(field), str) and e[field].startswith(_MOMENTARY):
                return str(e[field])
        inner = _momentary([x for key in ("effects", "success", "fail", "otherwise") for x in e.get(key, [])])
        if inner is not None:
            return inner
    return None


class EndOfPeriod(ReaderHost):
    """The reader's handler of an instruction for the end of the round or of your turn (``(sentence, lower-case)
    -> bool``)."""

    out: Any  # the reader's EffectsResult

    def _period_ends(self, s: str, low: str) -> bool:
        m = _OPENING.fullmatch(s.strip()) if low.startswith("at the end of ") else None
        if m is None:
            return False
        body = m.group("rest")
        still = _STILL.fullmatch(body)
        effects = self._clauses(still.group("rest") if still else body)
        if still is not None:
            selector = refer(still.group("card").lower().split(), self.ctx)
            if selector is None:
                raise NotParsed(s, f"'{still.group('card')}' names nothing before it the delayed effect could hold")
            condition = {"card": "self" if selector == "self" else selector,
                         "state": CARD_STATES[still.group("state").lower()]}
            effects = [{"effect": "if", "condition": condition, "effects": nested(effects, s), "text": body}]
        momentary = _momentary(effects)
        if momentary is not None:
            raise NotParsed(s, f"a delayed effect naming '{momentary}', which is gone by the end of "
                            f"{m.group('period').lower()}: the engine binds only the card itself or what the effect chose")
        self._add([{"effect": _PERIODS[m.group("period").lower()], "effects": nested(effects, s),
                    "text": self._said(s)}], s)
        return True
