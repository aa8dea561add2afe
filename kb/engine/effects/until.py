"""Repetition until a state: "Add clues to it until it has 2 clues per investigator on it" (Ritual Site), "Add clues
to that copy of Bleak Plains until it has clues on it equal to its clue value" (``place_tokens_until``); "Discard cards from the top of the encounter deck until an enemy is discarded" (Smite the
Wicked, Dimensional Gap, Deadly Fate), "… until a location is discarded" (Wormhole).

The instruction is one effect repeated: the top card is discarded, then the next, one at a time, and it stops with the
first card that fits what it waits for (a card type, traits or a name: the effect's ``find``). If the deck runs out
first, as much as possible was resolved (Effects) — every card was discarded and none fitted — and the effect did not
resolve in full; discarding never refills an empty deck (only drawing from one does: Drawing Cards, Encounter Deck).
The cards it discarded are the resolution's record (``core/results.py``): "If no enemy is discarded", "a location
discarded by this effect" read them.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..core.counted import started
from ..core.finding import fitting
from ..core.occurrence import Context
from ..core.silence import not_modelled
from ..core.state import Location
from ..core.targets import pick
from ..core.text import count
from ..procedures import decks
from ..situation.spec import Condition, Effect, Find
from ..situation.vocabulary import StepKind
from .parameters import selectable, unresolvable
from .tokens import place_tokens

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/rr/discard-piles", "ahlcg/rr/effects")
_UNTIL = ("ahlcg/rr/effects", "ahlcg/rr/clues", "ahlcg/rr/location-cards")


def wanted(find: Find) -> str:
    """What the repetition waits for, in words: "an enemy", "a Byakhee card", "Ghoul Priest"."""
    if find.name:
        return find.name
    noun = " ".join((*(f"[{k}]" for k in find.classes), *find.traits, find.type or "card"))
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"


def discard_until(engine: Engine, who: str | None, find: Find, depth: int, by: str) -> bool:
    """Discard the top card of ``who``'s deck (None: the encounter deck), one at a time, until one that fits ``find``
    is discarded; whether one was (the deck ran out first: no)."""
    deck, pile, _, zone, name = decks.piles(engine, who)
    taken: list[str] = []
    found: str | None = None
    while deck and found is None:
        card = deck.pop(0)
        engine.state.cards[card].zone = zone
        pile.append(card)
        taken.append(card)
        found = card if fitting(engine.state, [card], find) else None
    what = wanted(find)
    if found is not None:
        engine.emit(StepKind.STATE, depth, f"Cards discarded from the top of {name}, one at a time, until {what} is "
                    f"discarded: {', '.join(taken)} ({count(len(taken), 'card')}; {found} is {what}, so it stops)",
                    _RULES, card=by)
        return True
    engine.emit(StepKind.STATE, depth, f"Cards discarded from the top of {name}, one at a time, until {what} is "
                f"discarded: {', '.join(taken) or 'nothing'} — the deck ran out first, so no {what.split(' ', 1)[-1]} "
                "was discarded (as much as possible resolved; discarding does not refill a deck)", _RULES, card=by)
    return False


def place_tokens_until(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``place-tokens-until`` effect: tokens (``tokens``, clues by default) placed on each holder ``to`` picks
    until it has as many as the bound asks — ``condition``'s ``at-least`` (times the investigators who started the
    scenario with ``per-investigator``: Per Investigator), or with no condition its clue value ("until it has clues on
    it equal to its clue value": Location Cards). What it lacks is placed at once, as one placement (Clues: a timing
    point of clues placed), none when it has as many already."""
    attr, state = eff.tokens or "clues", engine.state
    names = pick(engine, eff.to or "self", ctx, noun="target")
    if not names:
        return unresolvable(engine, ctx, f"card or location to place {attr} on")
    full = True
    for name in names:
        holder = state.locations.get(name) or state.cards.get(name)
        bound = _bound(engine, eff.condition, holder, ctx)
        if holder is None or bound is None:
            full = False
            continue
        wanted, said = bound
        have = int(getattr(holder, attr, 0))
        lacking = max(0, wanted - have)
        engine.emit(StepKind.NOTE, ctx.depth, f"{attr.capitalize()} are added to {name} until it has {said}: it has "
                    f"{have}, so {lacking} {'are' if lacking != 1 else 'is'} placed", _UNTIL, card=ctx.bearer)
        if lacking:
            full = place_tokens(engine, replace(eff, effect="place-tokens", to=name, amount=lacking, condition=None),
                                ctx) and full
    return full


def _bound(engine: Engine, condition: Condition | None, holder: object, ctx: Context) -> tuple[int, str] | None:
    """How many the holder must have, and how to say it; None (said) when it is no location and no bound is given."""
    if condition is None:
        if not isinstance(holder, Location):
            not_modelled(engine, ctx.depth, f"{getattr(holder, 'name', 'Nothing')} has no clue value the engine "
                         "knows: only a location's clue value is held", "ahlcg/rr/location-cards", card=ctx.bearer)
            return None
        return holder.clue_value, f"clues equal to its clue value ({holder.clue_value})"
    times = started(engine.state) if condition.per_investigator else 1
    wanted = (condition.at_least or 0) * times
    each = f" ({condition.at_least} per investigator, {times} investigators)" if condition.per_investigator else ""
    return wanted, f"{wanted}{each}"


def could_place_tokens_until(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Some holder it picks lacking tokens could change the game state (one with as many already could not)."""
    attr, state = eff.tokens or "clues", engine.state
    for name in selectable(engine, eff.to or "self", ctx):
        holder = state.locations.get(name) or state.cards.get(name)
        if holder is None:
            continue
        if eff.condition is None:
            lacking = isinstance(holder, Location) and holder.clue_value > holder.clues
        else:
            times = started(state) if eff.condition.per_investigator else 1
            lacking = (eff.condition.at_least or 0) * times > int(getattr(holder, attr, 0))
        if lacking:
            return True
    return False
