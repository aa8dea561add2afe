"""Instructions for each of several enemies in turn, naming that one: "For each [[Cultist]] enemy in play, move 1 clue
from that enemy's location to that enemy" (The King's Edict).

"For each X, Y" is a count when Y does not name X ("For each clue on you, take 1 horror": Y repeated that many times,
:mod:`.counted`). When Y names it — "that enemy", "it" — each X is Y's own referent in turn: the instructions resolve
once for each enemy X picks, that one being the enemy they name. The rule of reference binds the pronoun to the engine's
``chosen`` (:mod:`.reference`), which the engine's ``sequence`` with a ``to`` names each enemy in turn
(``effects/sequence.py``) — the one mechanism of a card picked and named, not a second. X is read as a count of the
state is (:func:`.counts.count_of`) and made the selector of every enemy it counts (:func:`.found_choice.found_each`);
an X that is no enemy, or that the engine cannot count, leaves the sentence to the other readings.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace

from . import reference
from .choices_and_counts import nested
from .counts import count_of
from .found_choice import found_each
from .instruction import CHOSEN
from .model import NotParsed
from .reader_host import ReaderHost
from .vocabulary import Effect

_FOR_EACH = re.compile(r"for each (?P<np>[^,]+?),\s*(?P<rest>.+)", re.I)
#: Counts of enemies at a place the engine's ``each-`` selectors spell the same way ("enemy-at-your-location").
_PLACED = re.compile(r"enemy-(?:at-your-location|engaged-with-you|at-this-location)")


def every_enemy(phrase: str, self_is_you: bool) -> str | None:
    """The selector of every enemy "for each <phrase>" counts ("Cultist enemy in play" → ``each-cultist-enemy-in-play``),
    or None when the phrase counts no enemies (or nothing the engine counts)."""
    try:
        count = count_of(phrase, self_is_you)
    except NotParsed:
        return None
    if _PLACED.fullmatch(count):
        return f"each-{count}"
    return found_each({"count": count, "at-least": 1})


class EachOne(ReaderHost):
    """The sentence handler of "For each <enemies>, <instructions naming that enemy>"."""

    def _each_one(self, s: str, low: str) -> bool:
        m = _FOR_EACH.fullmatch(s.strip().rstrip("."))
        if m is None:
            return False
        each = every_enemy(m.group("np"), self.ctx.card_type == "investigator")
        if each is None:
            return False
        before = self.ctx
        self.ctx = reference.mentioned(replace(before, chosen="enemy"), ("enemy", CHOSEN))
        try:
            effects = self._structured(m.group("rest"))
        except NotParsed:
            self.ctx = before
            return False  # left to the count's reading, which reports it
        self.ctx = before
        if f'"{CHOSEN}"' not in json.dumps(effects):
            return False  # Y does not name X: a count (counted.py)
        said = self._said(s)
        self._add([{"effect": "sequence", "to": each, "effects": nested(effects, said), "text": said}], s)
        return True


__all__ = ["EachOne", "every_enemy"]
