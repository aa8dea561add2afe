"""Whether a card out of play fits the printed-cost qualifiers of the selector choosing it ("an Ally asset with printed
resource cost X in any player's discard pile": ``printed_cost_x``).

The cost looked at is the one printed (Base Value: "an element derived from a card is the value printed on that
card"): an asset's or event's resource cost; a skill or an encounter card has none, and no such qualifier picks it.
X is the X of the card bearing the ability, defined as its cost X was paid (The Letter "X": "If X is not defined, its
value is equal to 0", ``procedures/cost_x``). Before the card is played — its play restrictions checked in its
owner's hand, X not yet chosen — X may still be any amount its owner can pay, so a card fits when some such X holds
it (Appendix I: the potential to change the game state; the choice of X is the player's, The Letter "X").
"""

from __future__ import annotations

from ..situation.vocabulary import CardType
from ..situation.vocabulary.printed_cost import printed_cost
from .state import HAND, Card, State

#: The card types a resource cost is printed on (Cost).
COSTED = (CardType.ASSET, CardType.EVENT)


def cost_qualifiers(qualifiers: tuple[str, ...]) -> tuple[str, ...]:
    """The qualifiers of ``qualifiers`` that ask for a printed cost."""
    return tuple(q for q in qualifiers if printed_cost(q) is not None)


def costs_fit(state: State, card: Card, qualifiers: tuple[str, ...], bearer: str | None) -> bool:
    """Whether ``card``'s printed resource cost holds every printed-cost qualifier of ``qualifiers``, X being the X of
    the card ``bearer`` (0 when it has none defined)."""
    printed = card.spec.cost if card.type in COSTED else None
    wants = [want for q in qualifiers if (want := printed_cost(q)) is not None]
    return any(all(want.holds(printed, x) for want in wants) for x in _possible_x(state, bearer))


def _possible_x(state: State, bearer: str | None) -> range:
    """The values X may have: the bearer's X once defined (0 when it has none); while a card of cost X is still in
    its owner's hand, every amount up to its owner's resources (X not yet chosen)."""
    held = state.cards.get(bearer) if bearer is not None else None
    if held is None:
        return range(0, 1)
    if held.spec.cost_x and held.zone == HAND and held.owner in state.investigators:
        return range(0, state.investigators[held.owner].resources + 1)
    return range(held.x, held.x + 1)
