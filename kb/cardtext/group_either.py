"""A choice the investigators make together: "The investigators must either ready Possessed Oathspeaker or place 1
doom on it" (a mixin of ``effects.py``'s reader, as :mod:`.if_able` is).

"The investigators" choosing is a group decision (Lead Investigator: when the investigators must decide together, the
lead investigator has the final say); what they choose between is read as any "you must either X or Y" is, the
engine's ``either``. Only options that act on cards and locations, never on an investigator, are read so: an option
"take 1 horror" or "lose 2 resources" after "the investigators" does not say whom it is dealt to (one of them? each?),
and is refused with that reason rather than read as the choosing investigator's own.
"""

from __future__ import annotations

import re
from typing import Any

from .model import NotParsed
from .reader_host import ReaderHost
from .reference import kind_of
from .vocabulary import Context, Effect

#: "The investigators must either X or Y": the group's choice, the options after "either".
GROUP_EITHER = re.compile(r"the investigators must (?P<rest>either .+)", re.I)
#: The investigator selectors no noun spells: the one resolving ("you").
YOU = frozenset({"you"})
#: Why a group's choice acting on an investigator is refused.
ON_INVESTIGATORS = ("a choice the investigators make together whose option acts on an investigator: which of them "
                    "(one, each) the text does not say")


def on_no_investigator(effects: list[Effect], ctx: Context) -> bool:
    """Whether every effect (and every effect inside one) names what it acts on in ``to``, and that is no
    investigator: an effect with no ``to`` or with a ``who`` acts on an investigator (you, by default)."""
    for eff in effects:
        inner: Any = eff.get("effects")
        if inner is not None and eff.get("effect") in ("sequence", "either"):
            if not on_no_investigator(list(inner), ctx):
                return False
            continue
        to = eff.get("to")
        if "who" in eff or not isinstance(to, str) or to in YOU or kind_of(to, ctx) == "investigator":
            return False
    return True


class GroupEither(ReaderHost):
    """The reader's handler of "The investigators must either X or Y" (``(sentence, lower-case) -> bool``)."""

    def _either_effects(self, text: str) -> list[Effect]:
        raise NotImplementedError

    def _group_either(self, s: str, low: str) -> bool:
        m = GROUP_EITHER.fullmatch(s.strip().rstrip("."))
        if m is None:
            return False
        effects = self._either_effects(m.group("rest"))
        if not on_no_investigator(effects[0]["effects"], self.ctx):
            raise NotParsed(s, ON_INVESTIGATORS)
        self._add([{**effects[0], "text": s}], s)
        return True
