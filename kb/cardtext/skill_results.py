"""A skill card's result continued in the sentence after it, a part of the sentence reader (``effects.py``, whose
``_Reader`` this mixin is): "If this skill test is successful, choose a [survivor] card not named Resourceful in your
discard pile. Add the chosen card to your hand."

Skill Cards: a skill's "If this skill test is successful, …" is its result on the test it is committed to (the card's
``if-success`` / ``if-fail``). A sentence after it that names what the result chose ("the chosen card", "it") can be
resolved only after that choice, so it is part of the same result: read with the result's referents and added to the
same field. A sentence naming nothing of the result stays a sentence of its own, read as before (and refused where
a skill has no field for it).
"""

from __future__ import annotations

from typing import Any

from .model import NotParsed
from .reader_host import ReaderHost
from .reference import remember
from .vocabulary import CHOSEN


def names_chosen(value: Any) -> bool:
    """Whether an effect (or any effect nested in it) acts on what a choice before it picked."""
    if isinstance(value, dict):
        return any(names_chosen(v) for v in value.values())
    if isinstance(value, list):
        return any(names_chosen(v) for v in value)
    return value == CHOSEN


class SkillResults(ReaderHost):
    """The reader's handler of a sentence continuing a skill's result (``(sentence, lower-case) -> bool``)."""

    #: The card field of the skill's last result (``if-success`` / ``if-fail``) while its sentences may continue it.
    skill_result: str | None = None
    out: Any  # the reader's reading (``effects.EffectsResult``)

    def _continued_result(self, s: str, low: str) -> bool:
        """A sentence after a skill's result naming what that result chose: the result's own instructions."""
        key = self.skill_result
        if key is None or low.startswith(("if ", "otherwise")):
            return False
        try:
            effects = self._clauses(s)
        except NotParsed:
            return False
        if not names_chosen(effects):
            return False
        self.out.card[key].extend(effects)
        self.ctx = remember(self.ctx, effects)
        return True
