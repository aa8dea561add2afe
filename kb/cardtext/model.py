"""The parse result: abilities in the engine's vocabulary, plus what could not be parsed.

The dicts inside use the situation format's own words (``kind``, ``timing``, ``trigger``, ``cost``,
``limit``, ``effects``), so that :meth:`Ability.to_situation` can be placed as is under a card's
``abilities:``. The result is frozen: a parse is a value, compared and cached as one.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any


class NotParsed(Exception):
    """A fragment the grammar does not cover: the quoted fragment and why it was not understood."""

    def __init__(self, fragment: str, reason: str, role: str = "effect") -> None:
        super().__init__(f"{reason}: {fragment!r}")
        self.fragment = fragment.strip()
        self.reason = reason
        self.role = role  # where the fragment stood: trigger, cost, effect, constant, limit, title
        self.sentence = ""  # the whole sentence the fragment came from, when it is a part of one


@dataclass(frozen=True)
class Unparsed:
    """A fragment the grammar cannot read, quoted, with the reason and the sub-grammar that refused it."""

    text: str
    reason: str
    grammar: str = ""

    def to_json(self) -> dict[str, str]:
        out = {"text": self.text, "reason": self.reason}
        if self.grammar:
            out["grammar"] = self.grammar
        return out


@dataclass(frozen=True)
class Unsupported:
    """A clause the grammar read but the engine's vocabulary cannot run yet.

    ``category`` is where it stood and its verb ("effect:search", "cost:discard"); ``read`` the
    verb frames the grammar found (verb and slots), so that the reading itself is shown.
    """

    text: str
    reason: str
    category: str
    read: tuple[dict[str, Any], ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"text": self.text, "reason": self.reason, "category": self.category, "read": list(self.read)}


#: Where a gap stands when it leaves an ability without its head: which moment, or what it costs.
HEAD_ROLES = ("trigger", "cost", "kind", "play-when")


@dataclass(frozen=True)
class Ability:
    """One ability in the engine's vocabulary.

    ``extra`` holds the situation-format fields some kinds need besides the common ones:
    ``designator``, and for constant abilities ``applies-to`` with ``cannot``, ``skill-modifier``,
    ``cost-modifier``, ``additional-cost``.
    """

    kind: str
    source_text: str
    timing: str | None = None
    trigger: dict[str, Any] | None = None
    cost: dict[str, Any] | None = None
    limit: dict[str, Any] | None = None
    effects: tuple[dict[str, Any], ...] = ()
    extra: tuple[tuple[str, Any], ...] = ()
    #: The clauses of this ability read but not runnable (their frames): the ability keeps its kind,
    #: timing and trigger, and is left out of :attr:`CardTextResult.runnable`.
    gaps: tuple[dict[str, Any], ...] = ()

    @property
    def lowered(self) -> bool:
        """Its head (trigger, cost) is in the engine's vocabulary and it gives something the engine
        knows (effects, a constant's modifier): what the engine would replay of it, gaps aside. An
        event's play, a story card's game text, a skill's commit effects and a revelation that only says where
        the card goes are card fields instead."""
        head_gap = any(g.get("role") in HEAD_ROLES for g in self.gaps)
        gives = self.effects or (self.kind == "constant" and self.extra)
        return self.kind not in ("event", "skill", "story") and bool(gives) and not head_gap

    @property
    def runnable(self) -> bool:
        """The engine loads it as it is: lowered, and no clause of it left out."""
        return self.lowered and not self.gaps

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "timing": self.timing, "trigger": self.trigger,
                               "cost": self.cost, "limit": self.limit, "effects": list(self.effects),
                               "source_text": self.source_text, "runnable": self.runnable}
        out.update(dict(self.extra))
        if self.gaps:
            out["gaps"] = list(self.gaps)
        return out

    def to_situation(self) -> dict[str, Any]:
        """The ability as a situation's ``abilities:`` item: no empty fields, ``text`` for the trace."""
        out: dict[str, Any] = {"kind": self.kind}
        for key, value in (("timing", self.timing), ("trigger", self.trigger), ("cost", self.cost),
                           ("limit", self.limit)):
            if value:
                out[key] = value
        if self.effects:
            out["effects"] = list(self.effects)
        out.update((k, v) for k, v in self.extra if k != "flavour")  # story: the engine's trace quotes it in ``text``
        out["text"] = self.source_text
        return out


@dataclass(frozen=True)
class CardTextResult:
    """A card's printed text parsed: its abilities, card-level fields, and what was not parsed.

    ``card`` holds what belongs to the card itself rather than to an ability, in the situation
    format's card fields: ``keywords`` (the engine's keywords), ``effects``, ``play-when`` and
    ``designator`` of an event, ``if-success`` / ``if-fail`` of a skill, ``put-into-play`` of a
    treachery, ``uses``; ``other_keywords`` lists printed keywords the engine has no field for
    (Victory, Spawn instructions, Uses kinds), kept verbatim so they are not mistaken for
    unparsed text.
    """

    text: str
    abilities: tuple[Ability, ...] = ()
    unparsed: tuple[Unparsed, ...] = ()
    card: tuple[tuple[str, Any], ...] = ()
    other_keywords: tuple[str, ...] = field(default=())
    unsupported: tuple[Unsupported, ...] = ()
    inferred_type: str | None = None  # the card type read from the text, when none was given
    #: How the reader read the card's own name where it is printed otherwise ("'Fauborg Marigny' read as the
    #: card's own name, Faubourg Marigny"): a tolerant reading is said, never silent.
    notes: tuple[str, ...] = ()

    @property
    def complete(self) -> bool:
        """True when nothing was left unparsed (the grammar read every clause)."""
        return not self.unparsed

    @property
    def gaps(self) -> tuple[Unparsed | Unsupported, ...]:
        """Everything the engine cannot replay: clauses not read, then clauses read but not runnable."""
        return self.unparsed + self.unsupported

    @property
    def runnable(self) -> tuple[Ability, ...]:
        """The abilities the engine can load as they are: no gap, an ability kind of the engine's, and
        something to do (a revelation that only says where the card goes is the card's ``put-into-play``)."""
        return tuple(a for a in self.abilities if a.runnable)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"text": self.text, "abilities": [a.to_json() for a in self.abilities]}
        if self.inferred_type:
            out["inferred_type"] = self.inferred_type
        if self.card:
            out["card"] = dict(self.card)
        if self.other_keywords:
            out["other_keywords"] = list(self.other_keywords)
        if self.notes:
            out["notes"] = list(self.notes)
        out["unparsed"] = [u.to_json() for u in self.unparsed]
        out["unsupported"] = [u.to_json() for u in self.unsupported]
        return out

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=2, ensure_ascii=False)
