"""An investigator's role switched: "Switch your role", "Choose a role ([survivor], [guardian], [seeker], [rogue],
[mystic], or Neutral)" (Lola Hayes, Improvisation).

Classes (Deckbuilding): "Most player cards, including investigators, belong to one of 5 classes"; "Some cards are not
affiliated with any class; these cards are neutral". A role is a class an investigator takes during play, which card
text then refers to ("cards of your role": the selectors' ``class_your_role``). The ``switch-role`` effect sets the
investigator's role to its ``role``; the choice of which is an ``either`` of one ``switch-role`` for each role offered
(the card text lists them, or any for "Switch your role"), settled by an ``either`` choice — and, the investigator
having to choose an option that could change the game state (Must), not the role he or she already has.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..situation.spec import Effect
from ..situation.vocabulary import NEUTRAL, StepKind
from .parameters import for_each_investigator, investigator_of

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/deckbuilding/classes",)


def switch_role(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``switch-role`` effect: each investigator its ``who`` picks (you) takes the role ``role``."""
    role = eff.role or NEUTRAL

    def switch(who: str) -> bool:
        person = engine.state.investigators[who]
        before = person.role or NEUTRAL
        if before == role:
            engine.emit(StepKind.NOTE, ctx.depth, f"{who}'s role is already {role}: it does not change", _RULES,
                        card=ctx.bearer)
            return False
        person.role = role
        engine.emit(StepKind.STATE, ctx.depth, f"{who}'s role switches from {before} to {role}", _RULES,
                    card=ctx.bearer)
        return True

    return for_each_investigator(engine, eff, ctx, switch)


def could_switch_role(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Whether the role would change: an investigator whose role is already ``role`` keeps it."""
    who = investigator_of(engine, eff, ctx)
    return who is not None and (engine.state.investigators[who].role or NEUTRAL) != (eff.role or NEUTRAL)
