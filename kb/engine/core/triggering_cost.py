"""A cost that names the card of its triggering condition ("After you draw a non-weakness card, discard that card and
exhaust …: Gain 3 resources."): which card it is, for one occurrence.

The printed cost says "that card"; before the colon the only card it can refer back to is the one its triggering
condition names. The ability is considered, and triggered, once for each occurrence (Triggered Abilities), so the
cost is bound to that occurrence's card before it is checked (it must be in the payer's hand to be discarded: Costs)
and paid. Several cards drawn at one timing point (Drawing Cards) are one occurrence: the cost takes the first of them
that fits the condition's filter and is still in the payer's hand — the card the condition was met by; one that has
left the hand since is still the card named, and the cost cannot discard it.
"""

from __future__ import annotations

from dataclasses import replace

from ..situation.spec import Cost
from .occurrence import Occurrence, role_values
from .state import AbilityState, State
from .triggers import selector_matches, you_of


def bound_cost(state: State, ab: AbilityState, occ: Occurrence | None) -> Cost:
    """``ab``'s cost with the card its triggering condition names for ``occ`` filled in (``discard_card``); the cost
    as printed when it names no such card. The card is one of the occurrence's that fit the condition, one still in
    the payer's hand first; with none (or no occurrence) nothing is filled in, and the cost cannot be paid."""
    cost = ab.ability.cost
    if not cost.discard_triggering or occ is None:
        return cost
    you = you_of(state, ab.bearer, occ)
    hand = state.investigators[you].hand if you in state.investigators else []
    wanted = ab.trigger.what if ab.trigger is not None else ()
    named = [c for c in role_values(occ, "what") if c is not None
             and (not wanted or any(selector_matches(state, s, c, ab.bearer, you, occ) for s in wanted))]
    card = next((c for c in named if c in hand), named[0] if named else None)  # one still in hand, if any is
    return replace(cost, discard_card=card) if card is not None else cost
