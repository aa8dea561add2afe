"""A limit on one instruction of an ability: "Once per turn, if you succeed by 3 or more, you may take an additional
action this turn" (a mixin of ``effects.py``'s sentence reader, whose sentence handlers it calls for the rest).

"Once per <period>," before a sentence limits what that sentence does, not the whole ability (whose limit is printed
before its cost: Limits and Maximums): the rest is read as any sentence would be, wherever its effects go (a test's
results, the ability's effects), and what it added is wrapped in the engine's ``once`` (``per`` the period). Under a
condition ("if you succeed by 3 or more, …") the limit is put on what the condition gives, so that an unmet
condition does not use it (a limit counts what was done). A sentence whose rest adds nothing, or adds to more than
one place, is left a gap.
"""

from __future__ import annotations

import re
from typing import Any

from .model import NotParsed
from .reader_host import ReaderHost
from .vocabulary import Effect

_ONCE = re.compile(r"once (?:per|each) (?P<per>turn|round|phase|game),\s*(?P<rest>.+)", re.I | re.S)
#: The conditions whose own effects the limit goes on (with nothing else beside them).
_CONDITIONS = ("by-at-least", "if", "if-revealed")


def limited(effects: list[Effect], per: str, text: str) -> list[Effect]:
    """``effects`` limited to once a ``per``: a single condition's effects inside it, else all of them."""
    if len(effects) == 1 and effects[0]["effect"] in _CONDITIONS and not effects[0].get("otherwise"):
        cond = effects[0]
        return [{**cond, "effects": limited(cond["effects"], per, text), **({"text": text} if "text" in cond else {})}]
    return [{"effect": "once", "per": per, "effects": effects, "text": text}]


class OncePer(ReaderHost):
    """The reader's handler of "Once per turn, …" before a sentence."""

    test: Effect | None
    action: Effect | None

    def sentence(self, s: str) -> None:  # the reader's own (effects._Reader.sentence)
        raise NotImplementedError

    def _places(self) -> list[tuple[dict[str, Any], str]]:
        """Every place a sentence's effects may go to: the ability's effects, the test's and the action's results."""
        out: Any = getattr(self, "out")
        places: list[tuple[dict[str, Any], str]] = [(vars(out), "effects")]
        for holder in (self.test, self.action):
            if holder is not None and all(holder is not h for h, _ in places):  # a designated action's test: one
                places.extend((holder, branch) for branch in ("success", "fail"))
        return places

    def _once_per(self, s: str, low: str) -> bool:
        m = _ONCE.fullmatch(s.strip().rstrip("."))
        if m is None:
            return False
        places = self._places()
        before = [len(holder.get(key) or []) for holder, key in places]
        self.sentence(m.group("rest"))
        grown = [(holder[key], n) for (holder, key), n in zip(places, before) if len(holder.get(key) or []) > n]
        if len(grown) != 1:
            for place, n in grown:  # nothing of it is read: what it added is taken back
                del place[n:]
            raise NotParsed(s, "'Once per …' before a sentence that adds nothing, or adds to several places")
        place, n = grown[0]
        place[n:] = limited(place[n:], m.group("per").lower(), s.strip().rstrip("."))
        return True
