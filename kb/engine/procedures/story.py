"""Resolving a story card (the 2024 glossary's Story Cards): "When you are instructed to resolve a story card,
simply read its story text and resolve its game text, if any."

The instruction comes from the scenario (a card flipped to its story side, a resolution's or an act's
instruction), a moment a situation states with a ``do`` item ``{who, resolve: <story card>}``: the
investigator so instructed is its "you". The card stays where it is: what becomes of it afterwards is the
scenario's to say, not the story card's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

RULE = "ahlcg/glossary/story-cards"


def resolve_story(engine: Engine, who: str, name: str, depth: int) -> bool:
    """Resolve the story card ``name``'s game text with ``who`` as "you"; whether it resolved in full."""
    spec = engine.state.cards[name].spec
    if not spec.effects:
        engine.emit(StepKind.NOTE, depth, f"{who} resolves the story card {name}: it has no game text to resolve, "
                    "only its story text to read", (RULE,), card=name)
        return True
    engine.emit(StepKind.EVENT, depth, f"{who} resolves the story card {name}: its story text is read and its "
                "game text resolves", (RULE,), card=name)
    return engine.run_effects(spec.effects, Context(bearer=name, you=who, depth=depth + 1))
