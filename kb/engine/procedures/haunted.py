"""Haunted (2024 glossary): a location's "Haunted –" abilities, resolved after a failed investigation.

"Each time an investigator fails a skill test while investigating a location, after applying all results for that
skill test, that investigator must resolve each “Haunted –” ability on that location." So they are no triggered
abilities: no window offers them, nobody may decline them, and a successful investigation, or a failed test made
at the location for another reason, never reaches them. "A location is “haunted” for the purposes of other card
effects if it has at least one “Haunted –” ability" (:func:`is_haunted`).

A situation writes them as the location's ``haunted`` effects (``LocationSpec.haunted``), resolved in the order
printed, with the failing investigator as "you" and the location as the ability's card.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..situation.spec import Effect
from ..situation.vocabulary import Result, StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

RULE = "ahlcg/glossary/haunted"


def haunted_abilities(engine: Engine, location: str) -> tuple[Effect, ...]:
    """The "Haunted –" abilities printed on ``location`` (none for a location not in the situation)."""
    return next((spec.haunted for spec in engine.situation.locations if spec.name == location), ())


def is_haunted(engine: Engine, location: str) -> bool:
    """Whether ``location`` is "haunted": it has at least one "Haunted –" ability."""
    return bool(haunted_abilities(engine, location))


def after_investigation(engine: Engine, who: str, location: str) -> Callable[[Result, int], None]:
    """What follows an investigation of ``location`` by ``who`` once all of its test's results are applied: on a
    failure, ``who`` resolves each of the location's "Haunted –" abilities."""

    def resolve(result: Result, depth: int) -> None:
        abilities = haunted_abilities(engine, location)
        if result is not Result.FAIL or not abilities or not engine.state.in_game(who):
            return
        engine.emit(StepKind.FRAMEWORK, depth, f"{who} failed a skill test while investigating {location}: after all "
                    f"of its results, {who} must resolve each \u201cHaunted \u2013\u201d ability on {location}",
                    (RULE,), card=location)
        for effect in abilities:
            text = effect.text or effect.effect
            engine.emit(StepKind.ABILITY, depth, f"{location} [haunted]: \u201c{text}\u201d", (RULE,), card=location)
            engine.run_effects((effect,), Context(location, who, depth + 1, mandatory=True))

    return resolve
