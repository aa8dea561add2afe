"""Instructions for the end of the round or of your turn, inside an effect: "At the end of the round, if that asset is
still in play, discard it" (A Chance Encounter), "At the end of your turn, … return it to your hand"
(``at-round-end``, ``at-turn-end``).

Delayed Effects: such an effect "specif[ies] a future timing point … and dictate[s] an effect that will happen at
that time", and "each delayed effect initiates automatically and immediately (as a forced ability) if its future
timing point … occurs". The timing points are the round's end (4.6: the ``round-ends`` occurrence) and the end of the
turn of the investigator resolving it (2.2.2: ``turn-ends`` with that investigator): the instruction sets up a
delayed ability, held by "you" as :mod:`.test_end`'s is, in the 'at' window of that point, among the forced
abilities; it resolves once and is gone.

What it names is bound as it is set up: "that asset" is the card the effect chose then (its ``chosen``), not what
another choice picks later; with no such choice made, nothing is bound and the engine says so. A card that leaves
play before the time comes is a new object to the delayed effect (Leaves Play: :mod:`..procedures.instances` marks it
expired for it), so "if that asset is still in play" is checked then, and nothing reaches a card that left play.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.text import describe_effects
from ..situation.spec import Effect, Filter
from ..situation.vocabulary import StepKind, Timing
from .delayed import holder_of, refused, set_up

if TYPE_CHECKING:
    from ..core.engine import Engine

RULES = ("ahlcg/rr/delayed-effects",)
#: The effect's name → (the period's end in words, the rule placing that end).
PERIODS = {"at-round-end": ("the round", "ahlcg/rr/phase-iv"), "at-turn-end": ("your turn", "ahlcg/rr/2-2-1")}
#: The selector a demonstrative binds as the effect is set up ("that asset": what this effect chose).
BOUND = "chosen"


def bind(effects: tuple[Effect, ...], name: str) -> tuple[Effect, ...]:
    """``effects`` with what they name by :data:`BOUND` (a target, a card's state in a condition) bound to ``name``."""
    def one(e: Effect) -> Effect:
        fields = {f: name for f in ("to", "enemy", "card", "who") if getattr(e, f) == BOUND}
        if e.condition is not None and e.condition.card == BOUND:
            fields["condition"] = replace(e.condition, card=name)
        return replace(e, **fields, effects=bind(e.effects, name), success=bind(e.success, name),
                       fail=bind(e.fail, name), otherwise=bind(e.otherwise, name), done=bind(e.done, name))
    return tuple(one(e) for e in effects)


def names_bound(effects: tuple[Effect, ...]) -> bool:
    """Whether one of ``effects`` (or one inside) names :data:`BOUND`."""
    return any(BOUND in (e.to, e.enemy, e.card, e.who) or (e.condition is not None and e.condition.card == BOUND)
               or names_bound((*e.effects, *e.success, *e.fail, *e.otherwise, *e.done)) for e in effects)


def at_period_end(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Set up the delayed ability for the end of the round (or of your turn), what it names bound now."""
    period, rule = PERIODS[eff.effect]
    what = describe_effects(eff.effects)
    rules = RULES + (rule,)
    holder = holder_of(engine, ctx)
    chosen = ctx.preset.get(BOUND)
    if holder is None or (names_bound(eff.effects) and not chosen):
        why = "no investigator resolves it" if holder is None else "what it names was chosen by no choice of this effect"
        return refused(engine, ctx, f"at the end of {period}, {what}", why, rules)
    effects = bind(eff.effects, chosen) if chosen else eff.effects
    trigger = Filter("round-ends") if eff.effect == "at-round-end" else Filter("turn-ends", who=(holder.name,))
    set_up(holder, ctx, eff.effect, Timing.AT, trigger, effects, eff.text or f"At the end of {period}, {what}")
    bound = f" (what it names: {chosen}, bound now)" if chosen and names_bound(eff.effects) else ""
    engine.emit(StepKind.STATE, ctx.depth, f"{ctx.bearer}: a delayed effect waits for the end of "
                f"{period.replace('your', holder.name + chr(39) + 's')}: \u201c{eff.text or what}\u201d{bound}",
                rules, card=ctx.bearer)
    return True


def could_set_up(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Whether it could change the game state: always (it sets up the delayed effect)."""
    return True
