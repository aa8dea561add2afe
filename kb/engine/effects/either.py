"""“You must either X or Y”: the investigator resolving the effect chooses one option.

The choice is the player's, made when the effect resolves (each time it resolves: a `for-each`
that repeats it asks again for each instance, as the 2024 glossary's “For each” example requires:
"each point failed by requires you to make a choice"). A situation settles it with an `either`
choice naming the option (from 0); without one the engine takes the first option and says so.

"Must" (Must): an investigator who "must" choose among options "is compelled to choose an option that has the
potential to change the game state" — a named option that could not change it, while another could, is refused,
and the first that could is taken instead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.dispatch import effect_handler
from ..core.occurrence import Context
from ..core.text import describe_effects
from ..situation.spec import Effect
from ..situation.vocabulary import Decision, StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/you-your", "ahlcg/faq/1-5")
_MUST = "ahlcg/rr/must"


def either(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``either`` effect: resolve the chosen one of ``eff.effects``."""
    options = eff.effects
    labels = [describe_effects((o,)) for o in options]
    listing = " or ".join(f"({k}) {label}" for k, label in enumerate(labels))
    who = ctx.you or ctx.bearer
    choice = engine.book.take(Decision.EITHER, ability=ctx.bearer) or engine.book.take(Decision.EITHER, ability=None)
    if choice is not None and choice.option is not None and choice.option < len(options):
        picked = choice.option
        engine.emit(StepKind.CHOICE, ctx.depth, f"{who} must either {listing}: chooses ({picked}) {labels[picked]} "
                    f"({choice.path})", _RULES, card=ctx.bearer)
    else:
        picked = 0
        why = (f"{choice.path} names option {choice.option}, which is not one here" if choice is not None
               else "no choice given")
        engine.emit(StepKind.CHOICE, ctx.depth, f"{who} must either {listing}: {why}; the engine takes the first "
                    f"option, {labels[0]}", _RULES, card=ctx.bearer)
    picked = _compelled(engine, options, labels, picked, ctx)
    option = options[picked]
    return effect_handler(option.effect).resolve(engine, option, ctx)


def _could(engine: Engine, option: Effect, ctx: Context) -> bool:
    return engine.potential((option,), ctx)


def _compelled(engine: Engine, options: tuple[Effect, ...], labels: list[str], picked: int, ctx: Context) -> int:
    """The option resolved: ``picked``, unless it could not change the game state and another could (Must)."""
    if _could(engine, options[picked], ctx):
        return picked
    able = [k for k, o in enumerate(options) if _could(engine, o, ctx)]
    if not able:
        return picked
    engine.emit(StepKind.CHOICE, ctx.depth, f"({picked}) {labels[picked]} could not change the game state: "
                f"{ctx.you or ctx.bearer} must choose an option that could, so takes ({able[0]}) {labels[able[0]]}",
                (_MUST,), card=ctx.bearer)
    return able[0]
