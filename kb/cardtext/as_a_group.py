"""", as a group," inside an instruction: "Investigators in Cold Spring Glen may, as a group, place up to 2 of their clues
on an [[Abomination]] enemy in Cold Spring Glen".

The words name no verb of their own: they say how the investigators the subject picks give what the verb asks — the
amount is the group's total, to which each of them may contribute (Costs: "If the investigators are instructed to pay
a cost as a group, each investigator (or each investigator in the group defined by the ability) may contribute"; the
act deck's clues likewise: "Any or all investigators may contribute any number of clues towards the total"). So the
instruction is read without them, and what it reads must be tokens moved off the investigators a selector picks
(``move-tokens`` from an ``each-`` selector, "of their clues"), which then gives its amount together (``group``). Any
other instruction "as a group" is refused with the reason: a clue cost paid as a group is the cost reader's
(``costs.py``), an act's requisite clues the objective reader's (``objective.py``).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from .model import NotParsed
from .vocabulary import Context, Effect

Lower = Callable[[str, Context], list[Effect]]

#: ", as a group," after the subject (and its modal), before the verb.
_GROUP = re.compile(r",\s*as a group\s*,\s*", re.I)


def _moved(effects: list[Effect]) -> Effect | None:
    """The one ``move-tokens`` off the holders an ``each-`` selector picks, alone or inside its ``up-to``."""
    if len(effects) != 1:
        return None
    (one,) = effects
    if one["effect"] == "up-to" and len(one["effects"]) == 1:
        one = one["effects"][0]
    return one if one["effect"] == "move-tokens" and str(one.get("from", "")).startswith("each-") else None


def grouped(lower: Lower) -> Lower:
    """The lowering of one sentence, its ", as a group," read: the instruction without the words, its tokens given up
    together (``group``); refused when the instruction is no tokens moved off the investigators it picks."""
    @functools.wraps(lower)
    def read(text: str, ctx: Context) -> list[Effect]:
        if _GROUP.search(text) is None:
            return lower(text, ctx)
        effects = lower(_GROUP.sub(" ", text, count=1), ctx)
        moved = _moved(effects)
        if moved is None:
            raise NotParsed(text, "an instruction done as a group that moves no tokens off the investigators it "
                            "picks: the engine gives only those up together")
        moved["group"] = True
        return effects
    return read
