"""A card that leaves play ends its instance: what affected it in play does not follow it out, nor back in.

Leaves Play: "All lasting effects and/or delayed effects affecting the card while it was in play expire for that
card." A lasting effect on in-play cards holds the cards it picked as it was established (their names, frozen in its
``applies-to``: ``effects/conditions.lasting``), and a card that leaves play is dropped from it — if it comes back it
is not the card the effect was established on. A lasting effect that named only that card now names
:data:`NO_CARD` and governs nothing; it still expires with its duration. A delayed effect waiting on the board
(a ``delayed`` ability) that names the card in its effects no longer reaches it: the card is kept in the
ability's ``expired_for`` and its targets leave it out (``core/targets.pick``).

Limits and Maximums: "If a card leaves play and re-enters play during the same period, the card is considered to be
bringing a new instance of the ability to the game." Its abilities' counts of uses are set back to none as it leaves;
a "Max X per [period]" counts every copy by title, not an instance, and keeps its count.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..core.state import AbilityState, Card
from ..situation.spec import Effect, Filter
from ..situation.vocabulary import AbilityKind, StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

#: a card role of a lasting effect that no card in play fits (none fitted as it was established, or the one it was
#: established on left play): it fits nothing
NO_CARD = "(no card in play when the lasting effect was established)"
LEAVES = "ahlcg/rr/leaves-play"
LIMITS = "ahlcg/rr/limits-and-maximums"


def end_instance(engine: Engine, card: Card, depth: int | None) -> None:
    """``card`` leaves play: the lasting and delayed effects affecting it expire for it, and its limited abilities'
    counts start anew (a new instance if it re-enters play), each said in the trace."""
    at = depth if depth is not None else (engine.steps[-1].depth if engine.steps else 0)
    expired = _expire_lasting(engine, card.name) + _expire_delayed(engine, card.name)
    if expired:
        engine.emit(StepKind.STATE, at, f"Leaving play, {card.name} is no longer affected by: "
                    + "; ".join(f"\u201c{text}\u201d" for text in expired)
                    + " (they expire for that card; if it re-enters play it is a new card to them)", (LEAVES,),
                    card=card.name)
    counted = [ab for ab in card.abilities if ab.uses and not (ab.ability.limit and ab.ability.limit.by_title)]
    for ab in counted:
        ab.uses.clear()
    if counted:
        engine.emit(StepKind.STATE, at, f"{card.name} leaves play: if it re-enters play it brings a new instance of "
                    f"its limited abilit{'ies' if len(counted) > 1 else 'y'}, whose limits start anew", (LIMITS,),
                    card=card.name)


def _holders(engine: Engine) -> list[list[AbilityState]]:
    state = engine.state
    return [h.abilities for h in (*state.investigators.values(), *state.locations.values(), *state.cards.values())]


def _without(values: tuple[str, ...], name: str) -> tuple[str, ...]:
    return (tuple(v for v in values if v != name) or (NO_CARD,)) if name in values else values


def _expire_lasting(engine: Engine, name: str) -> list[str]:
    """Drop ``name`` from every lasting effect established on it (its ``what`` and ``to``); their texts."""
    gone: list[str] = []
    for abilities in _holders(engine):
        for ab in abilities:
            applies = ab.ability.applies_to
            if ab.kind is not AbilityKind.LASTING or applies is None or name not in (*applies.what, *applies.to):
                continue
            narrowed: Filter = replace(applies, what=_without(applies.what, name), to=_without(applies.to, name))
            ab.ability = replace(ab.ability, applies_to=narrowed)
            gone.append(ab.ability.text or ab.key)
    return gone


def _names(effects: tuple[Effect, ...], name: str) -> bool:
    """Whether one of ``effects`` (or an effect inside one) names the card ``name`` as what it affects."""
    return any(name in (e.to, e.enemy, e.card) or _names((*e.effects, *e.success, *e.fail, *e.otherwise, *e.done), name)
               for e in effects)


def _expire_delayed(engine: Engine, name: str) -> list[str]:
    """Mark ``name`` expired for every delayed effect waiting that names it; their texts."""
    gone: list[str] = []
    for abilities in _holders(engine):
        for ab in abilities:
            if ab.kind is AbilityKind.DELAYED and name not in ab.expired_for and _names(ab.ability.effects, name):
                ab.expired_for.add(name)
                gone.append(ab.ability.text or ab.key)
    return gone
