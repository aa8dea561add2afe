"""The parts of an "Objective –" instruction: the goal it names, its requirement, and its reminders.

An act's objective is often printed as a goal before (or instead of) its requirement: "Find as many unique Cultist
enemies as you can and add them to the victory display. If there are 6 unique Cultist enemies in the victory display,
advance.", "Defeat as many Brood of Yog-Sothoth enemies as you can. If there are no copies …, advance.", "Survive three
nights. (Do not advance until you are instructed.)". The rules give an objective one job: it "overrides or adds
additional requirements to the spending of those clues" (Act Deck and Agenda Deck). So the sentences are read by the
grammar and sorted by what they do:

- a **goal**: an imperative whose verbs are the verbs of a goal (:data:`GOAL_VERBS`: "Find …", "Survive …", "Defeat as
  many X as you can", "Find and complete an objective on another encounter card", "… then get out of this awful
  place!"), or a statement of where something is ("He is somewhere in the Catacombs"); it names no advance, and has
  nothing the engine runs: the investigators' aim, not a rule;
- a **reminder that the advance is instructed** ("(You will be instructed when to advance.)", "(Do not advance until
  you are instructed.)"): another card's instruction advances the act;
- a **note** ("(Note: Not all 6 of them are in the Cultist deck.)"): about the cards, nothing to run;
- the **requirement**: every other sentence, read as before (:mod:`.objective`).

An objective with a goal and no requirement — with the reminder or without it ("Find as many clues as you can, then get
out of this awful place!", "Find and complete an objective on another encounter card.") — names nothing the act itself
checks: its "Objective –" still overrides the spending of clues, and the act advances only when another card (a
location's, a story card's, the scenario's) instructs it to. That is a property of the card (``instructed``), not an
ability; the whole text is kept in the objective's ``text``.
"""

from __future__ import annotations

from dataclasses import dataclass

from .gaps import sentences_of
from .grammar import Clause, Refused, Sentence, read_sentence

#: The verbs of a goal printed as an imperative: what the investigators are to achieve, with no rule in it.
GOAL_VERBS = frozenset({"find", "survive", "defeat", "discover", "add", "complete", "get", "escape", "locate",
                        "reach", "destroy", "stop", "protect", "keep", "collect", "gather", "search", "uncover"})
#: Verbs a goal's clause may hold beside its own: "as many X as you *can*", a statement's "is".
_BE = frozenset({"be", "is", "are", "was", "were"})
_BESIDE = frozenset({"can"}) | _BE
#: Connectives that make a clause a condition or a time, never a goal.
_CONDITIONS = frozenset({"if", "when", "while", "after", "at", "unless", "until", "before"})
#: A negated verb is a restriction ("Do not advance", "cannot be defeated"), never a goal.
_NEGATIONS = frozenset({"not", "cannot", "can't", "never"})


@dataclass(frozen=True)
class ObjectiveParts:
    """An objective's sentences sorted: ``goals`` (nothing to run), ``requirement`` (the rest, in order, or None),
    ``instructed`` (a reminder that another card instructs the advance), ``notes`` (reminders about the cards)."""

    goals: tuple[str, ...]
    requirement: str | None
    instructed: bool
    notes: tuple[str, ...]


def objective_parts(body: str) -> ObjectiveParts | None:
    """The objective's parts, when it has a goal or a reminder of an instructed advance; None when it has neither
    (its whole text is its requirement) or a sentence the grammar refuses (read as before, refused as before)."""
    goals: list[str] = []
    rest: list[str] = []
    notes: list[str] = []
    instructed = False
    for text in sentences_of(body):
        try:
            sentence = read_sentence(text)
        except Refused:
            return None
        if not sentence.clauses and sentence.reminders:
            for reminder in sentence.reminders:
                if _instructs(reminder):
                    instructed = True
                elif reminder.lower().startswith("note:"):
                    notes.append(reminder)
                else:
                    rest.append(text)
                    break
        elif is_goal_sentence(sentence):
            goals.append(text)
            instructed = instructed or any(_instructs(r) for r in sentence.reminders)
        else:
            rest.append(text)
    if not goals and not instructed:
        return None
    if instructed and rest:  # told both that it advances on its own and only when instructed: not guessed
        return None
    return ObjectiveParts(tuple(goals), " ".join(rest) or None, instructed, tuple(notes))


def _goal(clause: Clause) -> bool:
    """A clause naming a goal: no condition, no advance; an imperative of a goal's verbs (the first chunk the verb:
    no subject), or a statement whose only verb is "be" ("He is somewhere in the Catacombs")."""
    if set(clause.connective) & _CONDITIONS:
        return False
    verbs = [c for c in clause.chunks if c.kind == "verb"]
    heads = {c.head for c in verbs}
    if not verbs or "advance" in heads or any(_NEGATIONS & set(c.text.lower().split()) for c in verbs):
        return False
    first = next(c for c in clause.chunks if c.kind not in ("conj", "punct"))
    if first.kind == "verb":
        return first.head in GOAL_VERBS and heads <= GOAL_VERBS | _BESIDE
    return heads <= _BE


def _instructs(reminder: str) -> bool:
    """A reminder that the act advances when another card instructs it: it names the advance and being instructed
    ("You will be instructed when to advance", "Do not advance until you are instructed")."""
    words = set(reminder.lower().replace(".", " ").split())
    return "advance" in words and "instructed" in words


def is_goal_sentence(sentence: Sentence) -> bool:
    """Whether a sentence read by the grammar names only a goal (every clause a goal)."""
    return bool(sentence.clauses) and all(_goal(c) for c in sentence.clauses)
