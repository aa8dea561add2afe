"""Discarding a card in play: it is placed on its owner's discard pile (an encounter card on the
encounter discard pile) and leaves play, with the consequences of leaving play (tokens sealed on it
are released: Seal). One procedure for the ``discard`` effect and for a cost that discards the card
("Discard Beat Cop:"), so both raise the same ``leaves-play`` triggering condition. Here too is what leaving
play does to a card wherever it goes (:func:`leave_play`), which defeat, the ``move-card`` effect and the act and
agenda's cards share.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import standing
from ..core.occurrence import Context, Occurrence
from ..core.state import DISCARD, ENCOUNTER_DISCARD, HAND, PLAY, REMOVED, SET_ASIDE, TEKELI_LI, VICTORY, Card, State
from ..core.targets import choose
from ..situation.spec import Find
from ..situation.vocabulary import CardType, StepKind
from . import keys
from .decks import eligible
from .chaosbag import release_on_leaving
from .instances import end_instance
from .leaving import leave_once, redirected

if TYPE_CHECKING:
    from ..core.engine import Engine


def discard_from_play(engine: Engine, card: Card, depth: int, *, announce: str,
                      rules: tuple[str, ...] = ("ahlcg/rr/discard-piles",), source: str | None = None) -> bool:
    """Discard ``card`` (in play) through its ``leaves-play`` triggering condition; whether it resolved. ``source``:
    the card whose ability discards it (its effect or its cost), which a "cannot leave play except by the ability
    below" lets through (Cannot); None for the game's own steps."""
    if stays(engine, card, depth, source):
        return False
    occ = engine.occurrence("leaves-play", depth, what=card.name, via="discard", source=source,
                            text=f"{card.name} leaves play")
    encounter = card.owner not in engine.state.investigators

    def body(_: list[Occurrence]) -> None:
        went = leave_play(engine, card, ENCOUNTER_DISCARD if encounter else DISCARD, depth=depth)
        pile = "the encounter discard pile" if encounter else f"{card.owner}'s discard pile"
        where = left_to(went, f"placed on {pile}")  # an eliminated owner's card is removed from the game
        engine.emit(StepKind.STATE, depth, f"{card.name} is discarded: {where} (it leaves play)",
                    ("ahlcg/rr/discard-piles", "ahlcg/rr/leaves-play")
                    + (("ahlcg/rr/elimination",) if went != DISCARD and not encounter else ()), card=card.name)

    pile = "the encounter discard pile" if encounter else f"{card.owner}'s discard pile"
    if redirected(engine, card, body, depth, f"is placed on {pile}"):
        return True
    return bool(leave_once(engine, card, occ, body, announce=announce, rules=rules, card=card.name,
                           kind=StepKind.EVENT))


def stays(engine: Engine, card: Card, depth: int, source: str | None = None) -> bool:
    """Whether a keyword or a constant forbids ``card`` leaving play (Permanent; Cannot), said in the trace: the card
    stays. ``source``: the card whose ability would make it leave (None: the game's own step)."""
    found = standing.forbidding(engine, source, card.name, "leave-play")
    if found is None:
        return False
    engine.emit(StepKind.NOTE, depth, f"{found[1]}: it stays in play", (standing.CITED[found[0]],), card=card.name)
    return True


def leave_play(engine: Engine, card: Card, zone: str, *, depth: int | None = None, by: str | None = None) -> str:
    """Move a card out of play: tokens go (Leaves Play: "All tokens on the card are returned to the token
    pool" — damage, horror, doom, clues, uses; "All attachments on the card are discarded"), sealed chaos
    tokens are released, engagement ends, lasting effects on it expire. A card whose owner was eliminated is
    removed from the game wherever it was going (Elimination: "if that card leaves play it is removed from the
    game"). Its key tokens go to the investigator who caused it to leave play (``by``), else to its location
    (Key Tokens); clues on a player card are placed on its location (Clues on Player Cards). Returns the zone it
    went to."""
    state = engine.state
    keys.leaving_play(engine, card, state.location_of(card.name), by, depth)
    _clues_to_location(engine, card, depth)
    if card.owner in state.investigators and state.investigators[card.owner].eliminated:
        zone = REMOVED
    release_on_leaving(engine, card, depth)
    end_instance(engine, card, depth)
    card.zone = zone
    card.damage = card.horror = card.doom = card.clues = card.uses = card.resources = card.x = 0
    card.exhausted = False
    card.engaged = card.location = card.threat_area = card.attached_to = None
    card.controller = None
    place_out_of_play(state, card, zone)
    attachments = [c for c in state.cards.values() if c.zone == PLAY and c.attached_to == card.name]
    bound = [c for c in attachments if c.type is CardType.KEY]  # Keys: "each key they control is set aside"
    for key in bound:
        leave_play(engine, key, SET_ASIDE, depth=depth)
        key.attached_to = card.name  # a key remains bound to its bearer
    attachments = [c for c in attachments if c not in bound]
    for attached in attachments:  # Leaves Play: "All attachments on the card are discarded"
        leave_play(engine, attached, DISCARD if attached.owner in state.investigators else ENCOUNTER_DISCARD,
                   depth=depth)
    if bound:
        at = depth if depth is not None else (engine.steps[-1].depth if engine.steps else 0)
        engine.emit(StepKind.STATE, at, f"{', '.join(k.name for k in bound)}, attached to {card.name}, set aside, out "
                    "of play, as its bearer leaves play", ("ahlcg/glossary/keys-the-scarlet-keys",), card=card.name)
    if attachments:
        at = depth if depth is not None else (engine.steps[-1].depth if engine.steps else 0)
        engine.emit(StepKind.STATE, at, f"{', '.join(c.name for c in attachments)}, attached to {card.name}, "
                    "discarded with it", ("ahlcg/rr/leaves-play",), card=card.name)
    return zone


def _clues_to_location(engine: Engine, card: Card, depth: int | None) -> None:
    """"If a game effect would cause a card with clues on it to leave play …, place each clue on that card on its
    location" — a player card's (an encounter card's clues return to the token pool with its other tokens)."""
    where = engine.state.location_of(card.name)
    if card.clues <= 0 or card.owner not in engine.state.investigators or where is None:
        return
    engine.state.locations[where].clues += card.clues
    at = depth if depth is not None else (engine.steps[-1].depth if engine.steps else 0)
    engine.emit(StepKind.STATE, at, f"{card.clues} clue{'s' if card.clues > 1 else ''} on {card.name} placed on "
                f"{where} as it leaves play", ("ahlcg/glossary/clues-on-player-cards",), card=card.name)
    card.clues = 0


def left_to(zone: str, placed: str) -> str:
    """Where a card that left play went, in words: where it was placed, unless its eliminated owner's card was
    removed from the game instead."""
    return "removed from the game (its owner was eliminated)" if zone == REMOVED else placed


def take_out(state: State, card: Card) -> None:
    """Take an out-of-play card from the pile or hand that lists it."""
    piles = [state.encounter_discard, state.encounter_deck, state.removed, state.victory_display, state.tekeli_li]
    for inv in state.investigators.values():
        piles += [inv.hand, inv.deck, inv.discard]
    for pile in piles:
        if card.name in pile:
            pile.remove(card.name)


def place_out_of_play(state: State, card: Card, zone: str) -> None:
    """Put a card in an out-of-play area: the pile listing it (a discard pile, the removed cards, the
    victory display, its owner's hand), or only its zone for the others."""
    card.zone = zone
    owner = state.investigators.get(card.owner or "")
    pile = {ENCOUNTER_DISCARD: state.encounter_discard, REMOVED: state.removed, VICTORY: state.victory_display,
            TEKELI_LI: state.tekeli_li,
            DISCARD: owner.discard if owner else None, HAND: owner.hand if owner else None}.get(zone)
    if pile is not None:
        pile.append(card.name)


def discard_hand_cards(engine: Engine, who: str, wanted: int, ctx: Context, *, random: bool = False,
                       keep: tuple[str, ...] = (), find: Find | None = None) -> list[str]:
    """Discard ``wanted`` cards from ``who``'s hand onto the discard pile, as many as there are (but ``keep``; only
    those that fit ``find``: "a skill card", "an [[Item]] asset"): each the player's choice (a ``target`` choice), or,
    ``random``, the game's — the engine has no randomness and takes the hand's listed order, saying so (Discard
    Piles). One way for an effect ("Discard 1 card from your hand") and a cost ("Discard a card from your hand:")
    alike; returns the cards discarded."""
    hand = engine.state.investigators[who].hand
    left = eligible(engine, [c for c in hand if c not in keep], find)
    if random:
        picked = left[:wanted]
        engine.emit(StepKind.NOTE, ctx.depth, f"{who} discards at random: the engine has no randomness and takes the "
                    "hand's listed order", ("ahlcg/rr/discard-piles",), card=ctx.bearer)
    else:  # "A player may not optionally choose to discard a weakness card from hand" (Weakness): the choice is his
        weak = [c for c in left if engine.state.cards[c].spec.weakness]
        left = [c for c in left if c not in weak]
        if weak:
            engine.emit(StepKind.NOTE, ctx.depth, f"{', '.join(weak)}: a weakness may not be chosen to be discarded "
                        "(it stays in hand)", ("ahlcg/rr/weakness",), card=ctx.bearer)
        picked = []
        for _ in range(min(wanted, len(left))):
            options = [c for c in left if c not in picked]
            picked.append(choose(engine, ctx, options, "card") if len(options) > 1 else options[0])
    for name in picked:
        hand.remove(name)
        place_out_of_play(engine.state, engine.state.cards[name], DISCARD)
    return picked
