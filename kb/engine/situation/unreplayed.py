"""What of a card's printed text the engine does not replay, and where the replay says so.

The card reader (:mod:`kb.cardtext`) marks each clause it could not read (``unparsed``) or read but
the engine cannot run (``unsupported``). A situation with such a card is still replayed, never
silently: an ability whose moment was read (its kind, timing and triggering condition) keeps that
moment, and what it does becomes one ``not-modelled`` effect, so that when it resolves the trace says
at that step which words it does not replay and the answer depends on it. A clause with no moment
to stand at (a constant ability, a cost or a triggering condition the engine lacks, an event's play)
is left out and said once, when the replay starts, among what the answer assumed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from kb.cardtext import Ability, CardTextResult

#: The rule every note cites: the card's text takes precedence, replayed or not.
GOLDEN_RULES = "ahlcg/rr/golden-rules"
#: Kinds the engine places without a triggering condition (an action, a free ability, a revelation).
_UNTRIGGERED = ("action", "free", "revelation")
#: Kinds whose moment is a triggering condition.
_TRIGGERED = ("reaction", "forced")


def _quote(text: str) -> str:
    return f"\u201c{' '.join(text.split())}\u201d"


def _words(text: str) -> str:
    """The words of ``text`` without its ability icon and closing full stop, for comparing clauses."""
    return " ".join(text.split()).removeprefix("[reaction]").removeprefix("[free]").removeprefix("[action]")\
        .strip().rstrip(".")


def _reasons(result: CardTextResult) -> dict[str, str]:
    """Each gap's text → why the engine does not replay it."""
    out = {u.text: f"not read ({u.reason})" for u in result.unparsed}
    out.update({u.text: u.reason for u in result.unsupported})
    return out


def _placeable(ability: Ability) -> bool:
    """Its moment is known and nothing else of it needs the words left out."""
    head_gap = any(g.get("role") in ("trigger", "cost", "kind", "play-when") for g in ability.gaps)
    trigger = ability.trigger or {}
    timed = ability.kind in _UNTRIGGERED or (ability.kind in _TRIGGERED and trigger.get("event"))
    return bool(ability.gaps) and bool(timed) and not head_gap and not ability.extra


#: The card fields that carry an event's play or a skill's commit (read from the same text as its ability).
PLAY_FIELDS = ("effects", "play-when", "play-during", "play-if", "designator", "if-success", "if-fail", "commit-if",
               "commit-own-test")


@dataclass
class Unreplayed:
    """A parsed card as the situation takes it: its abilities, the notes of what has no moment, and
    whether its own play or commit (an event's or a skill's card fields) has words the engine lacks."""

    abilities: list[dict[str, Any]] = field(default_factory=list)
    notes: list[tuple[str, str]] = field(default_factory=list)
    #: an event's or a skill's own text has a gap: its ``PLAY_FIELDS`` are not taken (half a play is
    #: never replayed); for an event, why, for the ``not-modelled`` effect its play resolves instead
    play_gap: str | None = None

    def event_effects(self) -> list[dict[str, Any]]:
        """An event's play when its own text has a gap: one ``not-modelled`` effect saying why."""
        return [{"effect": "not-modelled", "text": f"this event is not replayed, for {self.play_gap}"}]


def split(result: CardTextResult, card: str) -> Unreplayed:
    """The situation's abilities for a parsed card (the runnable ones as read, the placeable ones
    with a ``not-modelled`` effect), the notes for what has no moment (``(text, rule key)``), and
    the gap of the card's own play or commit."""
    reasons = _reasons(result)
    out = Unreplayed()
    covered: set[str] = set()
    for ability in result.abilities:
        if ability.runnable:
            out.abilities.append(ability.to_situation())
            continue
        gaps = [g["text"] for g in ability.gaps]
        if not gaps:
            continue  # nothing left out: what it gives is a card field (an event's play, a skill's result)
        said = "; ".join(f"{_quote(text)} ({reasons.get(text, 'not in the engine vocabulary')})" for text in gaps)
        if len(gaps) == 1 and _words(gaps[0]) == _words(ability.source_text):
            said = f"it is not in the engine vocabulary ({reasons.get(gaps[0], 'no reason given')})"
        covered.update(gaps)
        if ability.kind in ("event", "skill"):
            out.play_gap = f"{out.play_gap}; {said}" if out.play_gap else said
        if _placeable(ability):
            placed = ability.to_situation()
            placed["effects"] = [{"effect": "not-modelled", "text": f"this ability is not replayed, for {said}"}]
            out.abilities.append(placed)
        elif ability.kind != "event":  # an event's play says it when it is played
            out.notes.append((f"not replayed: {card}'s {_quote(ability.source_text)}, for {said}; the engine "
                              "leaves it out, and the answer may depend on it", GOLDEN_RULES))
    for gap in result.gaps:
        if gap.text not in covered:
            covered.add(gap.text)
            out.notes.append((f"not replayed: {card}'s {_quote(gap.text)} ({reasons[gap.text]}); the engine "
                              "leaves it out, and the answer may depend on it", GOLDEN_RULES))
            if result.inferred_type in ("event", "skill") or any(a.kind in ("event", "skill") for a in result.abilities):
                out.play_gap = out.play_gap or f"{_quote(gap.text)} ({reasons[gap.text]})"
    return out
