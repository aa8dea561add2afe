"""Silence is reported, never filled.

Two kinds of silence meet a replay, and each is marked where it falls — a step of the trace, and an
item of ``unresolved`` that names the default the engine took:

- **a choice the situation did not make**: the rules give the decision to a player (which target,
  what order, whether to use a "may"), the situation does not say, and the engine takes a stated
  default. It is the player's choice, not a rules question: the Grim Rule "does not play a part in
  these choices" (FAQ 1.5, Choices and the Grim Rule), so it is cited for that, not applied;
- **where the documents do not order two things** (a reaction to drawing an encounter card against
  that card's surge): the rules are silent; the players resolve it by the Grim Rule, and the engine
  says which order it took.

A chain of abilities that repeats without end is the third case (``loops.py``). The fourth is the
engine's own silence: the situation reaches something the engine does not model (``not_modelled``):
the step says so, and the answer says that it depends on it (``kb.engine.answer``).
"""

from __future__ import annotations

from typing import Any

from ..situation.vocabulary import StepKind

#: the words with which every default choice is announced in the trace
DEFAULT_MARKS = ("no choice given", "no order given", "no mulligan given", "none given, the engine takes",
                 "the situation does not say which")
#: a default the situation implies (the next turn is taken by the investigator of its next action): not silence
IMPLIED = ("the investigator of the next action in the situation",)


def is_default_choice(kind: StepKind, text: str) -> bool:
    return (kind is StepKind.CHOICE and any(mark in text for mark in DEFAULT_MARKS)
            and not any(mark in text for mark in IMPLIED))


def default_choice(recorder: Any, n: int, text: str) -> None:
    """A choice the situation did not make (called by the recorder for each such step)."""
    recorder.report(f"a choice the situation did not make; the engine took its stated default: {text}",
                    "ahlcg/faq/1-5")


def unordered(engine: Any, depth: int, text: str, default: str, *rules: str, card: str | None = None) -> None:
    """The documents do not order two things: say so in the trace and in ``unresolved``, citing the Grim Rule."""
    engine.emit(StepKind.NOTE, depth, f"The rules do not order {text}: the engine {default} (the Grim Rule: the "
                "players resolve it as they perceive worst)", rules + ("ahlcg/rr/grim-rule",), card=card)
    engine.report(f"the rules do not order {text}; the engine {default}", *rules, "ahlcg/rr/grim-rule")


#: how an ``unresolved`` item the engine does not model begins (``kb.engine.answer`` reads it)
NOT_MODELLED = "not modelled: "


def not_modelled(engine: Any, depth: int, text: str, *rules: str, card: str | None = None) -> None:
    """The situation reaches something the engine does not replay: say so at this step and in ``unresolved``."""
    engine.emit(StepKind.NOTE, depth, f"Not modelled: {text}; what follows depends on it", rules, card=card)
    engine.report(NOT_MODELLED + text, *rules)
