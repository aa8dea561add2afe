"""The card an instruction just drew gaining surge: "Draw the top card of the encounter deck. That card gains surge."
(a mixin of ``effects.py``'s reader, as :mod:`.if_able` is).

An encounter card drawn is resolved as it is drawn (Encounter Deck: draw it and resolve it), so the sentence after the
draw cannot reach it once it has resolved: what it says is about that resolution — the card has surge while it
resolves, and its investigator draws another after it (Surge). It is read as a part of the draw before it, the
engine's ``draw-encounter-card`` with ``gains-surge``, as "This effect can cause the current agenda to advance" is read
as a part of the doom placed before it. Only right after a draw from the encounter deck; anywhere else "that card gains
surge" is left to the other readings (``gain-surge`` of the card resolving, or refused).
"""

from __future__ import annotations

import re

from .reader_host import ReaderHost
from .vocabulary import Effect

#: "That card gains surge", "It gains surge", "The drawn card gains surge".
THAT_CARD_SURGES = re.compile(r"(?:that card|it|the drawn card|the card drawn) gains surge\.?", re.I)
#: The effect that draws from the encounter deck.
DRAW = "draw-encounter-card"


class DrawnSurge(ReaderHost):
    """The reader's handler of "That card gains surge" after a draw (``(sentence, lower-case) -> bool``)."""

    def _current(self) -> list[Effect]:
        raise NotImplementedError

    def _drawn_surge(self, s: str, low: str) -> bool:
        if THAT_CARD_SURGES.fullmatch(s.strip()) is None:
            return False
        before = self._current()
        last = before[-1] if before else {}
        if last.get("effect") != DRAW or "to" in last:  # the encounter deck's top card, not one beneath a card
            return False
        last["gains-surge"] = True
        return True
