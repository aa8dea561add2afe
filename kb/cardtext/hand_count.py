"""A constant that changes how many cards a hand counts as for its hand size: "each hidden treachery in your hand
counts as 3 cards instead of 1 for the purposes of counting your hand size".

Hand Size counts each card in hand once, at the upkeep phase's step 4.5. The frame is the verb "counts as N cards
instead of 1 for the purposes of counting your hand size", its subject "each <cards> in your hand": the cards a
composed filter names (:func:`.trigger_tree.card_filter`: ``hidden-treachery``). It is the engine's ``hand-count`` N
on ``check-hand-size`` for "you" (or the investigators a leading "While you are at <this location>" scopes,
read by the constants' tree), its ``source`` those cards. Any other shape (another count, another subject) is no
such constant (None), and the hand-size gap stays.
"""

from __future__ import annotations

import re
from typing import Any

from .instruction import Phrase
from .tokens import tokenize
from .trigger_tree import card_filter
from .words import NUMBER, number

_FRAME = re.compile(rf"each (?P<cards>.+?) in your hand counts as (?P<n>{NUMBER}) cards instead of (?:1|one) for the "
                    r"purposes? of counting your hand size", re.I)


def hand_count_constant(text: str, who: str | None = None) -> list[dict[str, Any]] | None:
    """The ``hand-count`` constant of "each <cards> in your hand counts as N cards instead of 1 for the purposes of
    counting your hand size" — for "you", or for the investigators a leading "while" scopes (``who``: "While you are at
    Backstage" is each investigator at that location); None for any other sentence."""
    m = _FRAME.fullmatch(text.strip().rstrip(".").strip())
    if m is None:
        return None
    cards = card_filter(Phrase(tokenize(f"a {m.group('cards')}")))
    n = number(m.group("n"))
    if cards is None or n is None or n < 2:
        return None
    return [{"applies-to": {"event": "check-hand-size", "who": who or "you", "source": cards}, "hand-count": n}]
