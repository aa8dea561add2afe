"""Keeping the game state as it was before each action, so that an action can be undone (Time Warp).

Copying the state before every action costs time, so the engine keeps it only when something in the
situation can undo an action (:func:`needed`); :func:`capture` makes the copy, sharing the
situation's immutable records. Putting a copy back in place is the undo procedure's work.
"""

from __future__ import annotations

import copy

from ..situation.spec import Effect, Situation
from .state import State


def _effects_of(situation: Situation) -> list[Effect]:
    out: list[Effect] = []
    cards = [*situation.cards, *situation.encounter_deck, *situation.set_aside, *situation.agenda_deck,
             *situation.act_deck, *situation.exploration_deck]
    for inv in situation.investigators:
        cards += [*inv.hand, *inv.deck]
        out += [e for a in inv.abilities for e in a.effects]
    for card in cards:
        out += list(card.effects) + [e for a in card.abilities for e in a.effects]
    for loc in situation.locations:
        out += [e for a in loc.abilities for e in a.effects]
    return out


def needed(situation: Situation) -> bool:
    """Whether anything in the situation can undo an action (so states before actions must be kept)."""
    todo = _effects_of(situation)
    while todo:
        eff = todo.pop()
        if eff.effect == "undo-action":
            return True
        todo += [*eff.effects, *eff.success, *eff.fail]
    return False


def capture(state: State) -> State:
    """A copy of the game state before an action (the situation's immutable records are shared)."""
    memo: dict[int, object] = {}
    for holder in [*state.investigators.values(), *state.locations.values(), *state.cards.values()]:
        for ab in holder.abilities:
            memo[id(ab.ability)] = ab.ability
            if ab.trigger is not None:
                memo[id(ab.trigger)] = ab.trigger
    for card in state.cards.values():
        memo[id(card.spec)] = card.spec
    return copy.deepcopy(state, memo)
