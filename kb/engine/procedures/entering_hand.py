"""A card entering a hand: a weakness (or a Dilemma) resolves as if just drawn, drawn or not.

Weakness: "If a weakness enters an investigator’s hand in a manner that did not involve drawing the card, that
investigator must resolve the card (including any Revelation abilities) as if he or she had just drawn it";
Revelation: "When a weakness card enters an investigator’s hand, that investigator must immediately resolve all
revelation abilities on the card as if it were just drawn"; the 2024 glossary's Drawing Cards: adding a card to a
hand is not drawing it, but "revelation abilities on weaknesses and Dilemma cards trigger regardless of whether the
card is “drawn” or “added” to your hand". So one check, made by every way a card enters a hand — a draw, a search
that adds the card found, "Return X to your hand": a weakness with an encounter cardtype is resolved as if just drawn
from the encounter deck (FAQ 1.12); a player card with a revelation ability resolves it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.silence import not_modelled
from ..core.state import DISCARD
from ..situation.vocabulary import AbilityKind, CardType, StepKind
from .encounter import resolve_encounter_card

if TYPE_CHECKING:
    from ..core.engine import Engine

RULES = ("ahlcg/rr/weakness", "ahlcg/rr/revelation")


def entered_hand(engine: Engine, who: str, name: str, depth: int, *, drawn: bool) -> None:
    """``name`` has entered ``who``'s hand (``drawn``: by a draw): resolve it as if just drawn if it must be."""
    state = engine.state
    card = state.cards[name]
    inv = state.investigators[who]
    if name not in inv.hand:
        return
    encounter_type = card.type in (CardType.TREACHERY, CardType.ENEMY)
    revelation = any(ab.kind is AbilityKind.REVELATION for ab in card.abilities)
    if not (encounter_type or revelation):
        return
    if not drawn:
        engine.emit(StepKind.NOTE, depth, f"{name} entered {who}'s hand without being drawn: {who} must resolve it as "
                    "if it had just been drawn (its revelation abilities included)", RULES
                    + ("ahlcg/rr/drawing-cards",), card=name)
    if encounter_type:
        inv.hand.remove(name)
        engine.emit(StepKind.NOTE, depth, f"{name} is a weakness with an encounter cardtype: it is resolved as "
                    "if it were just drawn from the encounter deck (it was not drawn from the encounter deck)",
                    ("ahlcg/faq/1-12", "ahlcg/rr/weakness"), card=name)
        resolve_encounter_card(engine, who, name, depth, drawn=False)
    else:
        player_card_revelation(engine, who, name, depth)


def player_card_revelation(engine: Engine, who: str, name: str, depth: int) -> None:
    """A player card drawn with a revelation ability (a weakness asset, event or skill; a Dilemma) resolves it as
    it is drawn (Weakness; 2024 glossary, Dilemmas and Revelation Abilities). A weakness may then be used as any
    other card of its type; any other such card goes to its owner's discard pile after its revelation."""
    state = engine.state
    card = state.cards[name]
    rules = ("ahlcg/rr/weakness", "ahlcg/glossary/dilemmas-and-revelation-abilities", "ahlcg/rr/revelation")
    if engine.test is not None and not card.spec.weakness:
        not_modelled(engine, depth, f"{name} is drawn during a skill test: its revelation should wait until the test "
                     "has resolved in full (2024 glossary, Revelation Ability Priority); the engine resolves it at once",
                     "ahlcg/glossary/dilemmas-and-revelation-abilities", card=name)
    for ab in [ab for ab in card.abilities if ab.kind is AbilityKind.REVELATION]:
        engine.emit(StepKind.ABILITY, depth, f"{name} [revelation]: \u201c{ab.ability.text or name}"
                    "\u201d", rules, card=name)
        engine.run_effects(ab.ability.effects, Context(name, who, depth, mandatory=True))
    hand = state.investigators[who].hand
    if not card.spec.weakness and name in hand:
        hand.remove(name)
        card.zone = DISCARD
        state.investigators[who].discard.append(name)
        engine.emit(StepKind.STATE, depth, f"{name}'s revelation resolved: it is placed in {who}'s discard pile",
                    rules[1:2], card=name)
