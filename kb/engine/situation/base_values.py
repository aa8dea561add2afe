"""A constant ability that changes the base value of an investigator's skills (Base Value): "Set the base value of
your [willpower] and [intellect] to 2", "raise the base value of each of those skills to 6", "double the base value of
your skill".

"Base value is the value of an element before any modifiers are applied. Unless otherwise specified, the base value of
an element derived from a card is the value printed on that card" (Base Value): such a card is the "otherwise
specified". The field ``base-value`` of a constant ability that applies to ``skill-test-begins`` (its ``who``: the
investigators whose skills change; a ``via``/``what`` limits it to a kind of test, "While you are investigating Opéra
Garnier") holds :class:`BaseValue`: the skills (none given: the skill tested, whichever it is) and one change — ``set``
to a number, ``raise-to`` a number (only a lower value is raised), or ``double``. The engine reads it where it reads the
base (``core/counted.base_skill``), so each skill test, each "your [agility] value" count and each commit
restriction's "difficulty less your base" agree; the additive modifiers and the chaos token are then applied to the
changed base as to a printed one (ST.5; Modifiers).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .characteristics import Failing
from .constant_fields import require_constant_on
from .vocabulary import AbilityKind, Skill

#: The field of a constant ability that changes the base value of skills.
KEY = "base-value"
#: The changes it may make: one of them, each a number but ``double`` (true).
CHANGES = ("set", "raise-to", "double")


@dataclass(frozen=True)
class BaseValue:
    """How a constant changes the base value of ``skills`` (empty: the skill tested): set to ``set``, raised to
    ``raise_to`` (a higher value stays), or doubled."""

    skills: tuple[str, ...] = ()
    set: int | None = None
    raise_to: int | None = None
    double: bool = False

    def describe(self) -> str:
        """The change as the trace says it ("set to 2", "raised to 6", "doubled")."""
        if self.set is not None:
            return f"set to {self.set}"
        return f"raised to {self.raise_to}" if self.raise_to is not None else "doubled"


def read_base_value(raw: Mapping[str, Any]) -> BaseValue | None:
    """The base-value change of ``raw`` (a checked ability), or None."""
    change = raw.get(KEY)
    if change is None:
        return None
    return BaseValue(tuple(change.get("skills", ())), change.get("set"), change.get("raise-to"),
                     bool(change.get("double", False)))


def check_base_value(names: Failing, raw: Mapping[str, Any], kind: AbilityKind, parts: list[str | int]) -> None:
    """Refuse ``base-value`` anywhere but on a constant ability that applies to ``skill-test-begins``, with an unknown
    skill, or with other than exactly one change."""
    change = raw.get(KEY)
    if change is None:
        return
    here = parts + [KEY]
    require_constant_on(names, raw, kind, parts, KEY, ("skill-test-begins",),
                        "its 'who': the investigators whose base skill values change")
    if not isinstance(change, Mapping):
        raise names.fail(here, f"'{KEY}' is an object: 'skills' and one of {', '.join(CHANGES)}")
    unknown = [s for s in change.get("skills", ()) if s not in {x.value for x in Skill}]
    if unknown:
        raise names.fail(here + ["skills"], f"unknown skill '{unknown[0]}' (one of "
                         f"{', '.join(x.value for x in Skill)})")
    given = [c for c in CHANGES if c in change and change[c] not in (None, False)]
    if len(given) != 1:
        raise names.fail(here, f"'{KEY}' makes exactly one change: one of {', '.join(CHANGES)}")
    if given[0] != "double" and (not isinstance(change[given[0]], int) or isinstance(change[given[0]], bool)
                                 or change[given[0]] < 0):
        raise names.fail(here + [given[0]], f"'{given[0]}' is a number, 0 or more")
