"""Setting up a delayed ability inside an effect ("When this test ends, …", "At the end of the round, …"): held by
the investigator who resolves the effect (its "you") until its timing point comes, then resolved once and discarded
(Delayed Effects: it "initiates automatically and immediately (as a forced ability)"). One way for every such
instruction; what differs between them is only the timing point."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.state import AbilityState, Investigator
from ..core.silence import not_modelled
from ..situation.spec import Ability, Effect, Filter
from ..situation.vocabulary import AbilityKind, Duration, Timing

if TYPE_CHECKING:
    from ..core.engine import Engine


def holder_of(engine: Engine, ctx: Context) -> Investigator | None:
    """The investigator who will hold the delayed ability: the one resolving the effect."""
    return engine.state.investigators.get(ctx.you or "")


def set_up(holder: Investigator, ctx: Context, tag: str, timing: Timing, trigger: Filter,
           effects: tuple[Effect, ...], text: str, duration: Duration | None = None) -> None:
    """Give ``holder`` the one-time delayed ability of ``ctx.bearer``'s instruction (``tag``: which instruction); with
    a ``duration``, one that resolves each time its timing point comes until the duration ends (a lasting effect
    that acts on what happens: "Cancel all attacks made by … this phase")."""
    ability = Ability(AbilityKind.DELAYED, timing, trigger, effects, text=text, duration=duration)
    key = f"{ctx.bearer}#{tag}{len(holder.abilities)}"  # held until it resolves (then discarded)
    holder.abilities.append(AbilityState(key, ability, ctx.bearer, timing=timing, trigger=trigger, owner=holder.name))


def refused(engine: Engine, ctx: Context, said: str, why: str, rules: tuple[str, ...]) -> bool:
    """The instruction cannot be set up here: not modelled, said at this step and in ``unresolved``."""
    not_modelled(engine, ctx.depth, f"{ctx.bearer}: \u201c{said}\u201d is not set up: {why}", *rules, card=ctx.bearer)
    return False
