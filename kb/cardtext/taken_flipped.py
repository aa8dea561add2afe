"""Tokens taken off a card, flipped to their other side and placed elsewhere: "Take 1 of that enemy's doom, flip it to
its clue side, and place it on your investigator" (a mixin of ``effects.py``'s reader).

Doom and clue tokens are two sides of one token (Doom: "the doom side of a clue token"; Clues). The three
instructions are one movement of the same tokens: they leave the holder the possessive names, turn over, and go to
the holder after "on" — so the holder loses that many of the first kind and the other holder gains that many of the
second (as many as there are: Effects, as much as possible). → the engine's ``flip-tokens`` of those tokens on the
first holder (``tokens``: which side is up before the flip) and a ``move-tokens`` of the flipped kind from it to the
second, as "Flip 1 clue … to its doom side and place it on X" is read (:mod:`.flipped_placed`). Holders are composed
as every token holder is (:func:`.token_moves.holder`); "that enemy" after a "Choose an enemy …" is the one chosen.
"""

from __future__ import annotations

import re

from .instruction import Phrase, tokens_of
from .model import NotParsed
from .reader_host import ReaderHost
from .token_moves import holder
from .words import NUMBER, number

#: The token kinds and the side each turns to.
_OTHER = {"doom": "clue", "clue": "doom"}
#: The engine's names of the token kinds (``tokens``).
_TOKENS = {"doom": "doom", "clue": "clues"}
#: "Take N of X's doom (clues), flip it (them) to its (their) clue (doom) side, and place it (them) on Y".
_TAKEN = re.compile(rf"take (?P<n>{NUMBER}) of (?P<from>.+?)'s? (?P<kind>doom|clues?),? flip (?:it|them) to (?:its|their) "
                    r"(?P<side>clue|doom) sides?,? and place (?:it|them) on (?P<to>.+?)\.?", re.I)


class TakenFlipped(ReaderHost):
    """The reader's handler of tokens taken, flipped and placed (``(sentence, lower-case) -> bool``)."""

    def _taken_flipped(self, s: str, low: str) -> bool:
        m = _TAKEN.fullmatch(s.strip())
        if m is None:
            return False
        kind = "clue" if m.group("kind").lower().startswith("clue") else "doom"
        side = m.group("side").lower()
        n = number(m.group("n"))
        if side != _OTHER[kind] or n is None:
            raise NotParsed(s, f"{kind} flipped to its {side} side: a token turns to its other side only")
        try:
            source, _ = holder(Phrase(tokens_of(m.group("from"))), self.ctx)
            target, _ = holder(Phrase(tokens_of(m.group("to"))), self.ctx)
        except NotParsed as problem:  # "that enemy" after a choice not read: the sentence is the gap, quoted whole
            raise NotParsed(s, problem.reason) from None
        self._add([{"effect": "flip-tokens", "tokens": _TOKENS[kind], "amount": n, "to": source},
                   {"effect": "move-tokens", "tokens": _TOKENS[side], "amount": n, "from": source, "to": target}], s)
        return True
