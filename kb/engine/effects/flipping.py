"""Flipping a double-sided card, and flipping tokens to their other side.

A double-sided card that flips turns its other side faceup: from then on it is that side — its name, its type, its
text, its values and its abilities (``other-side`` in the situation). The FAQ answers for a location (The Wages of
Sin: "When such a location flips from one side to its other side, the location does not leave play. Therefore, all
tokens that were on that location remain on its new side, all attachments remain attached"); the engine applies the
same to any card in play, as no rule says otherwise: a flip is not leaving play (Leaves Play), so its tokens,
attachments and exhausted state stay and nothing that happens when a card leaves play happens. A location flips by
``flip-location`` (``procedures/board.py``: its shroud and text); ``flip-card`` on a location hands it there.

The engine keeps calling the card by the name the situation gave it (abilities, limits and attachments name it);
the trace says the name of the side now faceup. A card whose other side the situation does not give cannot be
flipped in the replay, nor one flipped "to its enemy side" (``side-type``) whose other side is of another type: the
trace says so ("Not modelled"), and the answer depends on it. The card bearing the effect flips wherever it is: a
story card being resolved ("Flip this card to its enemy side") is out of play until what follows puts it somewhere
(``switch``, :mod:`.switching`). A flip is a ``flip`` occurrence: what forbids it ("For the remainder of the game,
it cannot be flipped over again") stops it, and abilities may trigger on it.

A clue token flipped to its doom side (Burned Ruins, erratum in the FAQ: "Flip 1 clue token on the Burned Ruins to
its doom side") stays where it is and is now a doom token: one clue fewer there and one doom more. It is neither
removed nor placed, so nothing that triggers on placing doom does, and the agenda's threshold is checked when doom
is checked (Doom: step 1.3), as for doom already in play.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.silence import not_modelled
from ..core.state import PLAY, Card
from ..core.targets import card_to, pick
from ..procedures.board import flip
from ..procedures.story import RULE as STORY_RULE
from ..procedures.story import resolve_story
from ..situation.spec import CardSpec, Effect
from ..situation.vocabulary import CardType, StepKind
from .parameters import selectable, unresolvable

if TYPE_CHECKING:
    from ..core.engine import Engine

_RULES = ("ahlcg/faq/q-when-a-location-flips-from-its-non-spectral", "ahlcg/rr/leaves-play")


def flip_card(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``flip-card`` effect: the card ``to`` picks (by default the one bearing it) turns its other side faceup."""
    state = engine.state
    name, card = (ctx.bearer, state.cards.get(ctx.bearer)) if eff.to in (None, "self") else card_to(engine, eff, ctx)
    if name is not None and name in state.locations:
        return flip(engine, replace(eff, to=name), ctx)
    if card is None or (card.zone != PLAY and name != ctx.bearer):  # a story card being resolved flips itself
        engine.emit(StepKind.NOTE, ctx.depth, f"{name or 'Nothing'} is not a card in play: it is not flipped", _RULES,
                    card=ctx.bearer)
        return False
    side = card.spec.other_side
    if side is None or (eff.side_type is not None and side.type.value != eff.side_type):
        given = "which the situation does not give (a double-sided card needs `other-side`)" if side is None else \
            f"its {eff.side_type} side, but the situation gives it a {side.type.value} side"
        not_modelled(engine, ctx.depth, f"{card.name} flips to {'its other side, ' if side is None else ''}{given}: its "
                     "name, type and abilities after the flip are unknown", *_RULES, card=ctx.bearer)
        return False
    occ = engine.occurrence("flip", ctx.depth, what=card.name, source=ctx.bearer, text=f"{card.name} flips")
    return bool(engine.resolve([occ], lambda _: _turn(engine, card, side, ctx), rules=_RULES, card=ctx.bearer))


def _turn(engine: Engine, card: Card, side: CardSpec, ctx: Context) -> None:
    """Turn ``card`` to ``side``: its printed parts change, where it is and what is on it do not."""
    state = engine.state
    before = card.spec
    card.spec = replace(side, other_side=replace(before, other_side=None))
    card.abilities = state.abilities_of(side.abilities, card.name)
    uncontrolled = card.controller is not None and side.type not in (CardType.ASSET, CardType.KEY)
    if uncontrolled:
        card.controller = None  # only assets (and the like) are controlled in play (Control)
    kept = [t for t in (f"{card.damage} damage" if card.damage else "", f"{card.horror} horror" if card.horror else "",
                        f"{card.clues} clues" if card.clues else "", f"{card.doom} doom" if card.doom else "",
                        f"{card.uses} uses" if card.uses else "") if t]
    attached = [c.name for c in state.cards.values() if c.attached_to == card.name and c.zone == PLAY]
    stays = "; ".join(p for p in ((", ".join(kept) + " stay on it") if kept else "",
                                  ("still attached: " + ", ".join(attached)) if attached else "") if p)
    called = f" (the engine keeps calling it {card.name})" if side.name != card.name else ""
    engine.emit(StepKind.STATE, ctx.depth, f"{card.name} flips to its other side: {side.name}, {side.type.value}"
                f"{called}" + (f": \u201c{side.text}\u201d" if side.text else "") + (". It does not leave play, so "
                "nothing that happens when a card leaves play happens" if card.zone == PLAY else ". It is not in play "
                "as it flips (a card resolving its own text)") + (f"; {stays}" if stays else "")
                + ("; it is no longer an asset, so no one controls it" if uncontrolled else ""), _RULES, card=card.name)
    if side.type is CardType.ENEMY and card.zone == PLAY and card.location is None and card.engaged is None:
        not_modelled(engine, ctx.depth, f"{card.name} is now an enemy at no location and engaged with no one: where "
                     "it is placed is the card's to say", "ahlcg/rr/golden-rules", card=ctx.bearer)


def could_flip_card(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    if eff.to in (None, "self"):
        return ctx.bearer in state.locations or ctx.bearer in state.cards
    return any(n in state.locations or (n in state.cards and state.cards[n].zone == PLAY)
               for n in selectable(engine, eff.to, ctx))


def flip_tokens(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``flip-tokens`` effect: ``amount`` clue tokens on the card or location ``to`` picks turn to their doom
    side (as many as there are): clues there go down and doom goes up by as many. With no ``amount``, "those clues":
    as many as the triggering condition placed (``_those``). With ``tokens: doom``, doom tokens turn to their clue
    side ("Take 1 of that enemy's doom, flip it to its clue side"): doom goes down and clues up (Doom: one token, two
    sides; the doom is neither removed nor the clue discovered — the token turns over)."""
    state = engine.state
    doom_up = eff.tokens != "doom"
    holders = [h for h in (state.cards.get(t) or state.locations.get(t)
                           for t in pick(engine, eff.to or "self", ctx, noun="target")) if h is not None]
    if not holders:
        return unresolvable(engine, ctx, "card or location with clues" if doom_up else "card or location with doom")
    those = _those(engine, ctx) if eff.amount is None else eff.amount
    if those is None:
        return False
    full = True
    for holder in holders:
        wanted = those
        flipped = min(wanted, holder.clues if doom_up else holder.doom)
        holder.clues += -flipped if doom_up else flipped
        holder.doom += flipped if doom_up else -flipped
        short = "" if flipped == wanted else f" (only {flipped} there: as many as possible)"
        before = (holder.clues + flipped, holder.doom - flipped) if doom_up else (holder.clues - flipped,
                                                                                  holder.doom + flipped)
        said = (f"{flipped} clue token(s) on {holder.name} flipped to the doom side" if doom_up else
                f"{flipped} doom token(s) on {holder.name} flipped to the clue side")
        why = ("the tokens stay: no doom is placed, so the agenda is checked in step 1.3 as for any doom in play"
               if doom_up else "the tokens stay, turned over: no doom is removed and no clue is discovered")
        engine.emit(StepKind.STATE, ctx.depth, f"{said}{short}: clues {before[0]} \u2192 {holder.clues}, doom "
                    f"{before[1]} \u2192 {holder.doom} ({why})", ("ahlcg/rr/doom", "ahlcg/rr/effects"), card=ctx.bearer)
        full = full and flipped == wanted
    return full


def _those(engine: Engine, ctx: Context) -> int | None:
    """"Flip those clues to their doom side" (no ``amount``): the clues the triggering condition placed ("After 1 or
    more clues are placed on an enemy in play"), as many as its ``place-clues`` occurrence placed; with no such
    trigger, which clues are meant is not known (said, not guessed)."""
    occ = ctx.occ
    if occ is None or occ.event != "place-clues":
        not_modelled(engine, ctx.depth, "\u201cThose clues\u201d are the clues a triggering condition placed: this "
                     "effect was not triggered by clues being placed, so which clues flip is not known",
                     "ahlcg/rr/doom", card=ctx.bearer)
        return None
    engine.emit(StepKind.NOTE, ctx.depth, f"Those clues: the {occ.amount} placed on {occ.what} by the triggering "
                "condition", ("ahlcg/rr/clues",), card=ctx.bearer)
    return occ.amount


def could_flip_tokens(engine: Engine, eff: Effect, ctx: Context) -> bool:
    state = engine.state
    side = "doom" if eff.tokens == "doom" else "clues"  # the side up before the flip
    return any(getattr(state.cards.get(t) or state.locations.get(t), side, 0) > 0
               for t in selectable(engine, eff.to or "self", ctx))


def resolve_story_card(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``resolve-story`` effect: the story card ``to`` picks (by default the one bearing it, just flipped to its
    story side) has its game text resolved, with ``you`` as its "you" (Story Cards)."""
    name, card = (ctx.bearer, engine.state.cards.get(ctx.bearer)) if eff.to in (None, "self") else card_to(engine, eff,
                                                                                                            ctx)
    if card is None or name is None:
        return unresolvable(engine, ctx, "story card")
    if card.spec.type is not CardType.STORY:
        not_modelled(engine, ctx.depth, f"{card.name} is {card.spec.type.value} ({card.spec.name}), not a story card: "
                     "its text is not resolved as a story's", STORY_RULE, card=ctx.bearer)
        return False
    return resolve_story(engine, ctx.you or ctx.bearer, name, ctx.depth)


def could_resolve_story(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return (ctx.bearer in engine.state.cards) if eff.to in (None, "self") else bool(selectable(engine, eff.to, ctx))
