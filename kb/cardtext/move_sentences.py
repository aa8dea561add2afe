"""The sentences of the moving family the sentence reader (``effects._Reader``) hands to one mixin: an instruction
timed against the designated action (:mod:`.before_action`), and a destination an enemy's move prefers "if possible".

"(to a location with no investigators, if possible)" after an enemy's move away from something (The Organist): the
parenthesis names where the move goes when it can — a location selector, composed as any location phrase is — and
otherwise any destination the move allows (the Golden Rules: as much as possible is resolved). The sentence is read
without it, as any sentence is; the parenthesis becomes the ``to`` of the one ``move-enemy-away`` the sentence made (the
engine's preference). A sentence with no such move, or several, is refused with the reason: the parenthesis is never
dropped.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .before_action import BeforeAction
from .grammar import Refused, read_sentence
from .instruction import instruction, location
from .model import NotParsed
from .vocabulary import Effect

#: A sentence ending in "(to <location>, if possible)" ("if able" alike).
_PREFERRED = re.compile(r"(?P<rest>.+?)\s*\(to (?P<to>[^()]+?),? if (?:possible|able)\)\s*(?P<end>[.]?)", re.I)
#: The effects whose destination may be a preference.
PREFERRING = ("move-enemy-away",)
#: The keys of an effect holding effects of its own.
_INNER = ("effects", "otherwise", "success", "fail")


def _walk(effects: list[Effect]) -> Iterator[Effect]:
    for e in effects:
        yield e
        for key in _INNER:
            yield from _walk(e.get(key, []))


class MoveSentences(BeforeAction):
    """The reader's handler of the moving family's sentences (``(sentence, lower-case) -> bool``)."""

    def sentence(self, s: str) -> None:
        raise NotImplementedError  # the reader's own (``effects._Reader``)

    def _move_sentence(self, s: str, low: str) -> bool:
        return self._before_action(s, low) or self._preferred(s)

    def _preferred(self, s: str) -> bool:
        m = _PREFERRED.fullmatch(s.strip())
        if m is None:
            return False
        listed = self._current()
        before = {id(e) for e in _walk(listed)}
        self.sentence(m.group("rest") + m.group("end"))
        made = [e for e in _walk(self._current()) if id(e) not in before and e.get("effect") in PREFERRING]
        if len(made) != 1:
            raise NotParsed(s, "a destination preferred 'if possible' after no move of an enemy away from something "
                            "(the engine's only move with a preferred destination), or after several")
        try:  # the phrase as a move's destination reads it ("with no investigators" a qualifier of the location)
            clause = read_sentence(f"move to {m.group('to')}").clauses[0]
            made[0]["to"] = location(instruction(tuple(clause.chunks), clause.text).slots["to"], self.ctx)
        except (NotParsed, Refused, IndexError, KeyError) as problem:
            raise NotParsed(s, getattr(problem, "reason", "unknown location phrase")) from None
        return True

    def _current(self) -> list[Effect]:
        raise NotImplementedError  # the reader's own (``effects._Reader``)
