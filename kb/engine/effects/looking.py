"""Looking at and revealing the top cards of a deck, and putting the cards looked at back on top in any order.

"Looking at", "searching" and "finding" (2024 glossary, FAQ 2.13) all sift through out-of-play cards "but do not count
as one another": to look at the top 3 cards of a deck is no search, so nothing that searching does happens — no card is
found, the deck is not shuffled. The cards looked at stay where they are, in their order: while cards are sifted "they
are not considered to have left their game area of origin" (Search), and nothing is drawn (Drawing Cards: only a card
taken into the hand by a draw is drawn). A card revealed is looked at by every player: it too stays in its deck.

The cards one instruction looked at (or revealed) are the resolution's record (``core/results.py``: ``card-looked-at``,
``card-revealed``), so that the instructions after it read them back: "If a [[Terror]] or [[Omen]] card is among the
looked-at cards" (a result count composed with a filter), "If at least 1 [[Omen]] treachery is revealed by this
effect", "Return them to the top of that deck in any order" (``arrange-top``). The order they go back in is the
player's choice: the engine keeps the listed order and says it is a choice, as it does for cards discarded together.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.results import LOOKED, REVEALED, record
from ..core.text import count
from ..procedures import decks
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind
from .parameters import for_each_investigator, selectable
from .scenario_decks import called, scenario_deck

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/glossary/looking-at-searching-and-finding", "ahlcg/rr/search")


def look_top(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``look-top`` / ``reveal-top`` effect: the top ``amount`` cards of a deck (the encounter deck, or the deck
    of each investigator ``who`` picks) are looked at (revealed); nothing moves. Whether there was a card to see."""
    if eff.deck == decks.ENCOUNTER or eff.find is not None:
        return _look(engine, eff, ctx, None)
    return for_each_investigator(engine, eff, ctx, lambda who: _look(engine, eff, ctx, who))


def _look(engine: Engine, eff: Effect, ctx: Context, who: str | None) -> bool:
    """Look at (reveal) the top cards of ``who``'s deck (None: the encounter deck, or the deck of its scenario
    ``find`` names: its set-aside cards, :mod:`.scenario_decks`) and record them."""
    deck, _, _, _, name = decks.piles(engine, who) if eff.find is None else (
        scenario_deck(engine, eff), None, None, None, called(eff))
    n = eff.amount or 1
    seen = tuple(deck[:n])
    reveal = eff.effect == "reveal-top"
    viewer = ctx.you or ctx.bearer
    if not seen:
        engine.emit(StepKind.NOTE, ctx.depth, f"{name[:1].upper()}{name[1:]} is empty: there is no card to "
                    f"{'reveal' if reveal else 'look at'} (as much as possible resolves; looking draws nothing, so "
                    "the deck is not refilled)", _RULES + ("ahlcg/rr/effects",), card=ctx.bearer)
        return False
    short = f" (only {count(len(seen), 'card')} there)" if len(seen) < n else ""
    what = f"the top {count(n, 'card')} of {name}" if n > 1 else f"the top card of {name}"
    if reveal:
        said = (f"{viewer} reveals {what}{short}: {', '.join(seen)} — shown to every player; revealing is not "
                "searching nor drawing: they stay on top of the deck, in the same order")
    else:
        said = (f"{viewer} looks at {what}{short}: {', '.join(seen)} — looked at without revealing them; looking is "
                "not searching nor drawing: they stay on top of the deck, in the same order")
    engine.emit(StepKind.STATE, ctx.depth, said, _RULES, card=ctx.bearer)
    record(ctx, LOOKED, len(seen), seen)  # "among the looked-at cards", "them", "those cards"
    if reveal:
        record(ctx, REVEALED, len(seen), seen)  # "If at least 1 [[Omen]] treachery is revealed by this effect"
    return True


def could_look(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """A look changes nothing of the state, but it is resolved (its record is read after it) while a deck has a
    card to look at."""
    if eff.deck == decks.ENCOUNTER:
        return bool(engine.state.encounter_deck)
    if eff.find is not None:
        return bool(scenario_deck(engine, eff))
    state = engine.state
    return any(state.investigators[w].deck for w in selectable(engine, eff.who or "you", ctx)
               if w in state.investigators)


def arrange_top(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``arrange-top`` effect: the cards the latest look of this resolution looked at go back on top of their
    deck, in any order (the player's choice: the engine keeps the listed order). They never left it, so no card
    moves; with no look before it in the resolution it has nothing to act on."""
    looked = next((o for o in reversed(ctx.done) if o.kind == LOOKED), None)
    if looked is None:
        engine.emit(StepKind.NOTE, ctx.depth, "No card was looked at by this effect: there is nothing to return to "
                    "the top of a deck", ("ahlcg/rr/effects",), card=ctx.bearer)
        return False
    cards = ", ".join(looked.cards)
    if len(looked.cards) == 1:
        said = f"{cards} is returned to the top of its deck (it never left it: nothing moves)"
    else:
        said = (f"{cards} are returned to the top of their deck in any order: the order is the player's choice (the "
                "engine keeps the listed order); they never left the deck, so nothing else changes")
    engine.emit(StepKind.STATE, ctx.depth, said, _RULES, card=ctx.bearer)
    return True
