"""An investigator's role switched: "Switch your role", "Choose a role ([survivor], [guardian], [seeker], [rogue],
[mystic], or Neutral)" (Lola Hayes, Improvisation).

Classes (Deckbuilding): "Most player cards, including investigators, belong to one of 5 classes"; "Some cards are not
affiliated with any class; these cards are neutral". A role is a class an investigator takes during play, which card
text then refers to ("cards of your role": the selectors' ``class_your_role``). The ``switch-role`` effect sets the
investigator's role to its ``role``; the choice of which is an ``either`` of one ``switch-role`` for each role offered
(the card text lists them, or any for "Switch your role"), settled by an ``either`` choice — and, the investigator
having to choose an option that could change the game state (Must), not the role he or she already has.

"Switch your role to the class of the discarded card (if the discarded card is a weakness, switch your role to
neutral)" (Crisis of Identity): with ``to`` naming a card instead of a ``role``, the role becomes the class that card
has as the effect resolves — its one class; for a card of several (Classes: it belongs to each), the investigator's
choice of them, an ``either`` of one ``switch-role`` each; neutral for a card of none, and for a weakness (the card's own words). No card found (none was
discarded): the role does not change, said in the trace.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.selector_words import selector_words
from ..core.targets import card_to, pick
from ..situation.spec import Effect
from ..situation.vocabulary import NEUTRAL, StepKind
from .either import either
from .parameters import for_each_investigator, investigator_of

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/deckbuilding/classes",)


def _classes_of(engine: Engine, eff: Effect, ctx: Context, decide: bool) -> tuple[str, ...] | None:
    """The roles the card ``to`` names could give (its classes; neutral for none, or for a weakness); None when no card
    is found (said in the trace when ``decide``)."""
    if not decide:
        found = pick(engine, eff.to or "self", ctx, noun="target", decide=False)
        card = engine.state.cards.get(found[0]) if found else None
    else:
        _, card = card_to(engine, eff, ctx)
    if card is None:
        if decide:
            engine.emit(StepKind.NOTE, ctx.depth, f"no card is found for \u201c{selector_words(eff.to)}\u201d: there is no class to "
                        "take, and the role does not change", _RULES, card=ctx.bearer)
        return None
    return (NEUTRAL,) if card.spec.weakness or not card.spec.classes else card.spec.classes


def switch_role(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``switch-role`` effect: each investigator its ``who`` picks (you) takes the role ``role`` (or the class of
    the card ``to`` names)."""
    if eff.to is not None:
        classes = _classes_of(engine, eff, ctx, True)
        if classes is None:
            return False
        options = tuple(replace(eff, to=None, role=c) for c in classes)
        if len(options) > 1:  # a card of several classes: the investigator's choice of them, as any "either" is
            return either(engine, replace(eff, effect="either", effects=options, to=None, role=None), ctx)
        eff = options[0]
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
    """Whether the role would change: an investigator whose role is already ``role`` (or each class the card ``to``
    names could give) keeps it."""
    who = investigator_of(engine, eff, ctx)
    if who is None:
        return False
    now = engine.state.investigators[who].role or NEUTRAL
    if eff.to is None:
        return now != (eff.role or NEUTRAL)
    classes = _classes_of(engine, eff, ctx, False)
    return classes is not None and any(c != now for c in classes)
