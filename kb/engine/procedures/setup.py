"""Setup step 8, Draw opening hands (Appendix III; Mulligan; Replacing an Opening Hand).

Each player draws 5 cards; each weakness drawn during the step is set aside without resolving and
replaced by another card, and shuffled back into its owner's deck once the step is complete; then,
in player order, each player may mulligan once. Drawing the opening hand is a triggering condition
(``draw-opening-hand``), so an ability such as Sefina Rousseau's "When you would draw your opening
hand: Draw 13 cards, instead…" replaces it. An effect that alters the number of cards in an opening
hand (``opening-hand-modifier``) alters the plain draw, and both the cards a replacing ability draws
and the cards it keeps (FAQ; Replacing an Opening Hand).

There are no action windows during setup: only abilities whose specific triggering condition is met.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context, Occurrence
from ..core.state import BENEATH, DECK, DISCARD, HAND, SET_ASIDE
from ..core.text import count
from ..situation.spec import Effect
from ..situation.vocabulary import AbilityKind, CardType, Decision, StepKind
from .entering_hand import player_card_revelation

if TYPE_CHECKING:
    from ..core.engine import Engine

OPENING_HAND = 5
_SETUP = "ahlcg/rr/appendix-iii"
_REPLACING = "ahlcg/glossary/replacing-an-opening-hand"


def size_modifier(engine: Engine, occ: Occurrence) -> int:
    """Cards added to (or taken from) the opening hand of ``occ`` by constant or lasting effects."""
    return sum(ab.ability.opening_hand_modifier for ab in engine.modifiers(occ))


def opening_hands(engine: Engine) -> None:
    """Replay setup step 8 for every investigator, then the mulligans, then the weaknesses' shuffle."""
    state = engine.state
    order = state.player_order()
    engine.emit(StepKind.FRAMEWORK, 0, f"Setup, step 8, Draw opening hands: each player draws {OPENING_HAND} cards; "
                "then each player, in player order, may mulligan once", (_SETUP,))
    engine.emit(StepKind.NOTE, 0, "There are no action windows during setup: player card abilities are used only if "
                "their specific triggering condition is met", (_SETUP,))
    for who in order:
        occ = engine.occurrence("draw-opening-hand", 0, who=who, text=f"{who}'s opening-hand draw")
        size = OPENING_HAND + size_modifier(engine, occ)
        occ.amount = size

        def body(_: list[Occurrence], who: str = who, size: int = size) -> None:
            draw_setup(engine, who, size, 0, why="opening hand")

        engine.resolve([occ], body, announce=f"{who} draws an opening hand of {count(size, 'card')}"
                       + (f" ({OPENING_HAND} {size - OPENING_HAND:+d}: an effect alters the number of cards in the "
                          "opening hand)" if size != OPENING_HAND else ""), rules=(_SETUP,), card=who)
    for who in order:
        mulligan(engine, who)
    for who in order:
        aside = [c.name for c in state.cards.values() if c.zone == SET_ASIDE and c.owner == who and c.spec.weakness]
        for name in aside:
            state.cards[name].zone = DECK
            state.investigators[who].deck.append(name)
        if aside:
            engine.emit(StepKind.STATE, 0, f"Step 8 is complete: {', '.join(aside)} shuffled back into {who}'s deck "
                        "(the engine puts them at the bottom)", (_SETUP,), card=who)
    _revelations_when_the_game_begins(engine)


def _revelations_when_the_game_begins(engine: Engine) -> None:
    """Revelation abilities of player cards drawn during setup wait until the game begins; then each player, in
    player order, resolves his or her own (2024 glossary, Dilemmas and Revelation Abilities; the engine takes them
    in the order they are in hand, the player's choice)."""
    state = engine.state
    waiting = [(who, name) for who in state.player_order() for name in list(state.investigators[who].hand)
               if any(ab.kind is AbilityKind.REVELATION for ab in state.cards[name].abilities)]
    if not waiting:
        return
    engine.emit(StepKind.NOTE, 0, "The game begins: the revelation abilities of player cards drawn during setup "
                "resolve now, each player's in player order", ("ahlcg/glossary/dilemmas-and-revelation-abilities",))
    for who, name in waiting:
        player_card_revelation(engine, who, name, 0)


def draw_setup(engine: Engine, who: str, amount: int, depth: int, *, why: str) -> list[str]:
    """Draw ``amount`` cards during step 8: each weakness is set aside and replaced by another card."""
    state = engine.state
    inv = state.investigators[who]
    got: list[str] = []
    skipped: list[str] = []
    while len(got) < amount and inv.deck:
        name = inv.deck.pop(0)
        card = state.cards[name]
        if card.spec.weakness:
            card.zone = SET_ASIDE
            skipped.append(name)
            continue
        card.zone = HAND
        inv.hand.append(name)
        got.append(name)
    text = f"{who} draws ({why}): {', '.join(got) or 'nothing'}"
    if skipped:
        text += (f"; {', '.join(skipped)}: {'a weakness' if len(skipped) == 1 else 'weaknesses'} drawn during setup, "
                 "ignored and set aside without resolving, each replaced by another card")
    if len(got) < amount:
        text += f"; the deck had only {len(got)}"
    engine.emit(StepKind.STATE, depth, text, (_SETUP, "ahlcg/rr/drawing-cards"), card=who)
    return got


def mulligan(engine: Engine, who: str) -> None:
    """Mulligan: the cards the player does not wish to keep are set aside, as many are drawn, and the
    set-aside cards are shuffled back into the deck."""
    state = engine.state
    inv = state.investigators[who]
    choice = engine.book.take(Decision.MULLIGAN, who=who)
    ban = engine.forbidden(Occurrence("mulligan", 0, who=who))
    if ban is not None:  # Cannot: "You cannot mulligan" is absolute; the opening hand is kept
        engine.emit(StepKind.NOTE, 0, f"Mulligan: {who} cannot mulligan: {ban.bearer}: "
                    f"\u201c{ban.ability.text or 'cannot'}\u201d", ("ahlcg/rr/mulligan", "ahlcg/rr/cannot"), card=who)
        return
    chosen = [c for c in (choice.among if choice else ()) if c in inv.hand]
    if not chosen:
        why = (f"{choice.path} names no card in {who}'s hand" if choice is not None
               else "no mulligan given: the engine's default keeps the hand")
        engine.emit(StepKind.CHOICE, 0, f"Mulligan: {who} forgoes the opportunity ({why})", ("ahlcg/rr/mulligan",),
                    card=who)
        return
    engine.emit(StepKind.CHOICE, 0, f"Mulligan ({choice.path if choice else ''}): {who} sets aside "
                f"{', '.join(chosen)}", ("ahlcg/rr/mulligan",), card=who)
    for name in chosen:
        inv.hand.remove(name)
        state.cards[name].zone = SET_ASIDE
    draw_setup(engine, who, len(chosen), 0, why="mulligan")
    for name in chosen:
        state.cards[name].zone = DECK
        inv.deck.append(name)
    engine.emit(StepKind.STATE, 0, f"Mulligan: {', '.join(chosen)} shuffled back into {who}'s deck (the engine puts "
                "them at the bottom)", ("ahlcg/rr/mulligan",), card=who)


def replace_opening_hand(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """'Draw N cards, instead. Choose up to B events to place beneath this card and keep K cards as your
    opening hand. Discard the rest.' An opening-hand modifier alters both N and K."""
    state = engine.state
    who = ctx.you
    if who is None or who not in state.investigators:
        return False
    inv = state.investigators[who]
    delta = size_modifier(engine, ctx.occ) if ctx.occ is not None and ctx.occ.event == "draw-opening-hand" else 0
    drawn_n, keep_n = (eff.amount or 0) + delta, (eff.keep or 0) + delta
    if delta:
        engine.emit(StepKind.NOTE, ctx.depth, f"An effect alters the number of cards in {who}'s opening hand by "
                    f"{delta:+d}: it alters both the cards drawn ({eff.amount} \u2192 {drawn_n}) and the cards kept "
                    f"({eff.keep} \u2192 {keep_n})", (_REPLACING,), card=ctx.bearer)
    before = list(inv.hand)
    got = draw_setup(engine, who, drawn_n, ctx.depth, why=f"{ctx.bearer}'s ability")
    events = [c for c in got if state.cards[c].type is CardType.EVENT]
    choice = engine.book.take(Decision.BENEATH, who=who)
    beneath = [c for c in (choice.among if choice else ()) if c in events][:eff.beneath]
    for name in beneath:
        inv.hand.remove(name)
        state.cards[name].zone, state.cards[name].beneath = BENEATH, ctx.bearer
    why = f"({choice.path})" if choice else "(no choice given: the engine places none; the card says up to)"
    engine.emit(StepKind.CHOICE, ctx.depth, f"{who} places {', '.join(beneath) or 'no events'} beneath {ctx.bearer} "
                f"(up to {eff.beneath} events) {why}", (_REPLACING,), card=ctx.bearer)
    rest = [c for c in got if c not in beneath]
    choice = engine.book.take(Decision.KEEP, who=who)
    kept = [c for c in (choice.among if choice else ()) if c in rest][:keep_n]
    kept += [c for c in rest if c not in kept][:keep_n - len(kept)]
    why = f"({choice.path})" if choice else "(no choice given: the engine keeps the first cards drawn)"
    engine.emit(StepKind.CHOICE, ctx.depth, f"{who} keeps {count(len(kept), 'card')} as the opening hand: "
                f"{', '.join(kept)} {why}", (_REPLACING, _SETUP), card=ctx.bearer)
    discarded = [c for c in rest if c not in kept]
    for name in discarded:
        inv.hand.remove(name)
        state.cards[name].zone = DISCARD
        inv.discard.append(name)
    engine.emit(StepKind.STATE, ctx.depth, f"{who} discards the rest: {', '.join(discarded) or 'nothing'}",
                (_REPLACING,), card=ctx.bearer)
    return len(got) == drawn_n and inv.hand == before + kept
