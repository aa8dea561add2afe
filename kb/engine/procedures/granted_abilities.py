"""Abilities a constant ability of one card gives another card or a location ("While Lita Chantler is not controlled
by a player, she gains: "[action]: Parley. …"" on Parlor; "Garden gains: "[action] …: Resign."" on an act).

"If a card gains a characteristic (such as an icon, a trait, a keyword, or ability text), the card functions as if it
possesses the gained characteristic" (Gains): the gained ability is the named card's own — its bearer, who may trigger
it ("A scenario card that is in play and at the same location as the investigator", FAQ 1.2: the location itself, a
story asset no one controls there) and whose limits count it. A constant ability is active while its card is in play
and its condition holds (Constant Abilities), so what a card has gained is a state, not an event: this standing rule,
after each step, gives each card and location named by an active constant's ``applies-to`` (``enters-play``: the
card as it is in play, as for a keyword it gains, ``procedures/granted.py``) the abilities of its
``gains-abilities`` beside its printed ones, and takes away those whose constant is no longer active. It is the one
place the engine's abilities of a card grow beyond the printed ones: every reader of a holder's ``abilities`` (the
windows' ``live_abilities``, the activate action) sees them. The trace says when one is gained and when it is lost.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..core import standing
from ..core.counted import active
from ..core.occurrence import Occurrence
from ..core.state import PLAY, AbilityState
from ..core.triggers import trigger_matches
from ..situation.printed import copy_of
from ..situation.spec import Ability
from ..situation.vocabulary import AbilityKind, StepKind
from .granted import GAINS

if TYPE_CHECKING:
    from ..core.engine import Engine
    from ..core.state import Card, Location, State

_RULES = (GAINS, "ahlcg/rr/ability/constant-abilities")
#: A gained ability's cost naming the card that gave it.
GIVER = "giver"
#: The part of a gained ability's key that marks it as gained (the rest: the giver's key and the ability's index).
MARK = "#gained/"


def _names(giver: AbilityState, name: str, state: State) -> bool:
    """Whether the constant ``giver`` names the card or location ``name`` (a copy by its printed name too)."""
    applies = giver.ability.applies_to
    assert applies is not None
    return any(trigger_matches(state, applies, Occurrence("enters-play", 0, what=each), giver)
               for each in dict.fromkeys((name, copy_of(name))))


def _holders(state: State) -> list[Card | Location]:
    """The cards in play and the locations: what a constant's ``applies-to`` can name and can bear an ability."""
    return [*state.locations.values(), *(c for c in state.cards.values() if c.zone == PLAY)]


def granted_abilities(engine: Engine, depth: int) -> bool:
    """Give each card and location the abilities the active constants give it now, and take away those no longer
    given; whether any changed."""
    state = engine.state
    givers = [ab for ab in state.live_abilities() if ab.kind is AbilityKind.CONSTANT and MARK not in ab.key
              and ab.ability.characteristics is not None and ab.ability.characteristics.abilities
              and ab.ability.applies_to is not None]
    changed = False
    for holder in _holders(state):
        now = {f"{holder.name}{MARK}{giver.key.replace('#', '/')}/{k}": (giver, ability)
               for giver in givers if _names(giver, holder.name, state) and active(state, giver)
               for k, ability in enumerate(giver.ability.characteristics.abilities)}  # type: ignore[union-attr]
        had = {ab.key: ab for ab in holder.abilities if MARK in ab.key}
        for key, ab in had.items():
            if key not in now:
                holder.abilities.remove(ab)
                engine.emit(StepKind.STATE, depth, f"{holder.name} no longer has \u201c{ab.ability.text}\u201d: "
                            f"{_giver(key)}'s constant ability is no longer active", _RULES, card=holder.name)
                changed = True
        for key, (giver, ability) in now.items():
            if key not in had:
                holder.abilities.append(AbilityState(key, _named_giver(ability, giver.bearer), holder.name,
                                                     timing=ability.timing, trigger=ability.trigger))
                engine.emit(StepKind.STATE, depth, f"{holder.name} gains \u201c{ability.text}\u201d "
                            f"({giver.bearer}'s constant ability)", _RULES, card=holder.name)
                changed = True
    return changed


def _named_giver(ability: Ability, giver: str) -> Ability:
    """``ability`` as its new bearer has it: a cost naming the card that gives it ("Exhaust Shortcut:" on the ability
    Shortcut gives its location: ``exhaust-card: giver``) names that card, not the bearer (whose ``self`` it is)."""
    if ability.cost.exhaust_card != GIVER:
        return ability
    return replace(ability, cost=replace(ability.cost, exhaust_card=giver))


def _giver(key: str) -> str:
    """The card whose constant gave the ability keyed ``key``."""
    return key.split(MARK, 1)[1].rsplit("/", 2)[0]


def register() -> None:
    standing.register_rule("granted-abilities", granted_abilities, GAINS, initially=True)
