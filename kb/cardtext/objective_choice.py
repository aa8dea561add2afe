"""An "Objective –" the investigators choose to meet: "<who> may (choose to) advance", "<who> may spend <cost> to
advance", under a "While <state>," — read from the grammar's verb frames.

An act advances when its requirement is met, and the objective "overrides or adds additional requirements to the
spending of those clues" (Act Deck and Agenda Deck). An objective printed as a permission — "While an investigator is
engaged with The Rougarou, he or she may choose to advance." — is met when an investigator chooses to: a player
ability of the act (as spending its clues is, "normally done as a [free] player ability"), usable while its state
holds — an action ability when its cost is actions ("spend [action] [action] [action]", Actions). Its parts are the
main clause's frames — ``may`` + ``choose``/``spend`` (its object the cost, read by
:func:`.costs.parse_cost`: "[action] [action] [action]") then ``advance`` — and the "While" clause before it, whose
subject is the one who may ("he or she"): that clause is the ability's condition, counted for "you", the investigator
using it (:func:`.counts.condition`).

A permission only the lead investigator has ("While the lead investigator is at X's location, he or she may spend
[action] [action] [action] to advance") is the same ability used by the lead investigator alone (``by: lead``), its
condition counted for him or her.

Refused, with the reason: one at a timing point ("When the round ends, … may …": an ability usable only in that
window), or the act's own clue threshold (read by :func:`.objective.spend_objective` when it has no such part).
"""

from __future__ import annotations

from typing import Any

from .costs import parse_cost
from .counts import condition
from .grammar import Clause, Refused, join, read_sentence
from .model import NotParsed

#: The subjects naming the one who may: any investigator, or the subject of the "While" clause before it.
_ANY = frozenset({"", "you", "an investigator", "each investigator", "any investigator", "investigators", "the investigators"})
_BACK = frozenset({"he or she", "they", "that investigator"})
_LEAD = "the lead investigator"
#: ``(cost, condition, by)``: the ability's cost (None: none), its condition (None: always) and who alone may use it
#: ("lead"; None: any investigator).
Choice = tuple["dict[str, Any] | None", "dict[str, Any] | None", "str | None"]


def choice_objective(body: str) -> Choice | None:
    """The permission's cost and condition; None when the objective is no "… may (choose to / spend X to) advance";
    :class:`NotParsed` with the reason when it is one the engine cannot hold."""
    try:
        sentence = read_sentence(body)
    except Refused:
        return None
    *before, main = sentence.clauses
    frames = main.frames() if not main.connective else []
    if len(frames) != 2 or frames[1]["verb"] != "advance" or frames[0]["verb"] not in ("choose", "spend") \
            or "may" not in frames[0].get("verb-phrase", "").lower().split() or len(before) > 1:
        return None
    who = frames[0].get("subject", frames[0].get("before", "")).lower()
    state = (before[0].frames() or [{}])[0] if before else {}
    if who in _BACK:
        who = str(state.get("subject", "")).lower()
    by = "lead" if who == _LEAD else None
    if who not in _ANY and by is None:
        return None
    held = None
    if before:
        if before[0].connective != ("while",):
            raise NotParsed(body, f"a permission to advance only '{' '.join(before[0].connective)} …': the engine's "
                            "player abilities are usable in any player window, not only in one")
        held = condition(_as_you(before[0], str(state.get("subject", ""))))
    cost = _cost(frames[0]) if frames[0]["verb"] == "spend" else None
    if frames[0]["verb"] == "spend" and not cost:
        raise NotParsed(body, "a permission to advance whose cost the engine has no cost for")
    return cost, held, by


def _cost(frame: dict[str, Any]) -> dict[str, Any] | None:
    """The cost "spend X" names: "spend 2 resources" read whole, "[action] [action] [action]" as printed; None when
    neither reading takes it."""
    for text in (f"Spend {frame.get('object', '')}", str(frame.get("object", ""))):
        try:
            cost = parse_cost(text)
        except NotParsed:
            continue
        if cost and "condition" not in cost:
            return cost
    return None


def _as_you(clause: Clause, subject: str) -> str:
    """The "While" clause's words (no connective, no comma) with its subject, the one who may, as "you": "an
    investigator is engaged with X" → "you are engaged with X"."""
    words = join(t for c in clause.chunks if c.kind not in ("conj", "punct") for t in c.tokens).split()
    rest = words[len(subject.split()):]
    if rest[:1] == ["is"]:
        rest[0] = "are"
    return " ".join(["you", *rest])
