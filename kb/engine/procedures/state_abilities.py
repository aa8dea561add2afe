"""Abilities whose timing point is a state of the game arising, not an event: two standing rules, checked after every
step as the others are (``core/standing.py``).

- A card discarded while a condition holds: "If there is no doom on attached location, discard Spires of Carcosa",
  "If Torturous Chords has no resources, discard it" (the card's ``discard-if``). Printed with no icon or title, it is a
  constant ability, and "some constant abilities continuously seek a specific condition … The effects of such
  abilities are active any time the specified condition is met" (Constant Abilities): the card is discarded as soon
  as its condition holds, whatever brought it about (as Uses discards a card out of uses).
- A forced ability whose timing point is a state: "Forced – If Mark Harrigan has 5 or more damage on him: Flip
  Sophie", "Forced – If your deck has no cards in it: …" (trigger ``state-holds``, the state its ``condition``).
  "Forced abilities initiate … automatically at a specified timing point … indicated by words such as … 'if'"
  (Forced Abilities); the timing point is the state arising. The ability triggers once as its state begins to hold —
  through a ``state-holds`` occurrence, so that its windows, limits and the decision record are those of any forced
  ability — and again only after the state has stopped holding (``History.holding``): a state that goes on holding
  is not a new timing point, and an ability whose effect leaves it holding does not loop. Damage and horror placed
  are checked at once, before the defeat they may cause ("After applying damage/horror, if an investigator has …
  horror equal to or higher than his or her sanity, he or she is defeated", Dealing Damage/Horror; "if" abilities
  resolve before "after" ones, FAQ 2.2): "If you have horror on you greater than twice your sanity, you are
  immediately eliminated and killed" (Possession) can only hold as horror defeats its bearer, and comes first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.counted import holds
from ..core.state import PLAY
from ..core.triggers import you_of
from ..situation.vocabulary import AbilityKind, StepKind
from .discarding import discard_from_play

if TYPE_CHECKING:
    from ..core.engine import Engine

#: The event a forced ability on a state names.
STATE_HOLDS = "state-holds"


def discard_if(engine: Engine, depth: int) -> bool:
    """Discard the first card in play whose ``discard-if`` condition holds now (its "you": its controller)."""
    state = engine.state
    for card in list(state.cards.values()):
        condition = card.spec.discard_if
        if card.zone != PLAY or condition is None:
            continue
        met, said = holds(state, condition, state.controller_of(card.name), card.name)
        if met:
            engine.emit(StepKind.NOTE, depth, f"{card.name}'s text discards it while {condition.describe()} ({said}): "
                        "it is discarded", ("ahlcg/rr/ability/constant-abilities",), card=card.name)
            return discard_from_play(engine, card, depth, announce=f"{card.name} is discarded (its condition holds)",
                                     rules=("ahlcg/rr/ability/constant-abilities", "ahlcg/rr/discard-piles"))
    return False


def state_arises(engine: Engine, depth: int) -> bool:
    """Raise ``state-holds`` for the first forced ability on a state whose state has begun to hold since it was last
    checked; forget the states that no longer hold (each may arise again). First applied to the situation as given
    (``initially``): a state that holds there is noted, not raised — the situation says it holds, not that it has just
    arisen (as the other standing rules take the situation's state as their outcome)."""
    state = engine.state
    seen, given = state.history.holding, not state.history.seeded
    state.history.seeded = True
    for ab in state.live_abilities():
        trigger, condition = ab.trigger, ab.ability.condition
        if ab.kind is not AbilityKind.FORCED or trigger is None or trigger.event != STATE_HOLDS or condition is None:
            continue
        met, said = holds(state, condition, you_of(state, ab.bearer, None), ab.bearer)
        if not met:
            seen.discard(ab.key)
            continue
        if ab.key in seen:
            continue
        seen.add(ab.key)
        if given:
            continue
        occ = engine.occurrence(STATE_HOLDS, depth, what=ab.bearer, text=f"{condition.describe()} holds ({said})")
        engine.resolve([occ], None, announce=f"A state {ab.bearer}'s forced ability names arises: "
                       f"{condition.describe()} ({said})",
                       rules=("ahlcg/rr/ability/forced-abilities", "ahlcg/faq/2-2"), card=ab.bearer)
        return True
    return False
