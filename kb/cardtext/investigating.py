"""The verb "investigate" with the location it names: "Investigate any revealed location in play", "investigate a
connecting location" — the lowering's rule for it (``lowering.RULES``), and the permission that goes with it, "as if
you were at that location" (:func:`cut_as_if_there`).

Investigate: an investigator investigates his or her location unless a card says otherwise; a card naming another
location lets it be investigated (Play Restrictions, Permissions, and Instructions: a permission to do what the rules
otherwise forbid; the Golden Rules: the card's text takes precedence). The frame: an optional subject ("you" the
default), the object a location composed as every location is (:func:`.instruction.location`: yours, one named, one
or each composed from its states), "in play" after it saying where every location is (In Play and Out of Play) and
adding nothing. The engine's ``investigate`` with its ``location`` (the shroud tested and the clue discovered are
that location's, Investigate). Any other slot, or a location the selectors cannot compose, is refused (a gap with the
frame read).

"as if you were at that location" after such an instruction names the investigating investigator's standing at the
location investigated: the permission the frame already is (that location is investigated). The reader cuts it off
(:func:`cut_as_if_there`) and lowers the rest; with a designated "Investigate." before it, the sentence restates that
action with its location (:class:`ElsewhereAction`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from .instruction import Instruction, investigator, location
from .reader_host import ReaderHost
from .vocabulary import Context, Effect

#: "…, as if you were at that location": the investigator standing, for the instruction, at the location it names.
_AS_IF_THERE = re.compile(r"(?P<rest>.+?),?\s+as if you were at (?:that|the|this) location\.?", re.I)


def investigate(ins: Instruction, ctx: Context) -> list[Effect]:
    """The ``investigate`` effect of the frame (its ``who`` unless "you", its ``location`` unless yours)."""
    if ins.object is None or ins.slots:
        raise ins.refuse()
    where = ins.object
    if where.where == "play":  # "any revealed location in play": where every location is
        where = replace(where, where=None)
    picked = location(where, ctx)
    who = investigator(ins.subject, ctx)
    return [{"effect": "investigate", **({} if who == "you" else {"who": who}),
             **({} if picked == "your-location" else {"location": picked})}]


def cut_as_if_there(text: str) -> str | None:
    """``text`` without its "as if you were at that location"; None when it has none."""
    m = _AS_IF_THERE.fullmatch(text.strip())
    return m.group("rest") if m else None


class ElsewhereAction(ReaderHost):
    """The reader's handler of "Investigate <location> as if you were at that location" (``(sentence, lower-case) ->
    bool``): after a designated "Investigate.", the action's own location; elsewhere, an investigation of its own,
    whose results ("If you succeed, …") the sentences after it are, as a designated action's are (ST.7)."""

    action: Effect | None

    def _elsewhere_action(self, s: str, low: str) -> bool:
        rest = cut_as_if_there(s)
        if rest is None:
            return False
        effects = self._clauses(rest)
        action = self.action
        if action is not None and action.get("effect") == "investigate" and "location" not in action \
                and len(effects) == 1 and effects[0]["effect"] == "investigate" and set(effects[0]) <= {"effect", "location"}:
            action.update(effects[0])  # "Investigate. Investigate any revealed location …": that action's location
            return True
        named = [e for e in effects if e["effect"] == "investigate" and "location" in e]
        if not named:
            return False  # no location named: the words are about something else, left to the other readers
        self._add(effects, s)
        if action is None and len(named) == 1:
            self.action = named[0]  # its results and modifiers after it are this investigation's, as a designated one's
        return True
