"""The chaos bag's contents, and chaos tokens sealed on cards and released from them (Seal).

Seal (2024 glossary): an ability that seals a token searches the chaos bag for it, removes it and
places it on the card; "If the specified token is not in the chaos bag, the effect fails". "A sealed
chaos token is not considered to be in the chaos bag, and therefore cannot be revealed from the chaos
bag". A "released" token "is returned to the chaos bag and is no longer considered sealed", and "If a
card with one or more chaos tokens sealed on it leaves play for any reason, any chaos tokens sealed on
it are immediately released". FAQ 2.5: an effect that seals "the revealed chaos token" seals each of
the tokens resolved (Premonition with Olive McBride).

The situation may list the bag's tokens (``chaos-bag``); the engine then keeps it up to date, refuses
to seal a token the bag does not hold, and reports a revealed token the bag does not hold (it may be
sealed). Without the list the bag is unknown: a sealed token is assumed to have been in it, and the
trace says so.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.state import PLAY, Card
from ..core.targets import card_to
from ..situation.spec import Effect
from ..situation.vocabulary import Decision, StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

SEAL = "ahlcg/glossary/seal"
#: The ``seal`` effect's ``token`` meaning "the token(s) this effect just revealed and resolved".
REVEALED = "revealed"


def missing_from_bag(engine: Engine, tokens: list[str]) -> list[str]:
    """The tokens (counted) that a known chaos bag does not hold; none when the bag is unknown."""
    bag = engine.state.chaos_bag
    if bag is None:
        return []
    short = Counter(tokens) - Counter(bag)
    return list(short.elements())


def check_drawn(engine: Engine, tokens: list[str], path: str, depth: int) -> None:
    """A token the situation reveals must be in the bag (a sealed one is not): report it otherwise."""
    missing = missing_from_bag(engine, tokens)
    if not missing:
        return
    sealed = {t: c.name for c in engine.state.cards.values() for t in c.sealed}
    where = "; ".join(f"{t}" + (f" (sealed on {sealed[t]})" if t in sealed else "") for t in missing)
    engine.emit(StepKind.NOTE, depth, f"The chaos bag does not hold {where}: a sealed token is not in the chaos "
                "bag and cannot be revealed from it; the engine reveals the situation's tokens as given",
                (SEAL, "ahlcg/rr/chaos-tokens"))
    engine.report(f"{path}: the chaos bag does not hold {where}", SEAL, "ahlcg/rr/chaos-tokens")


def _bag_text(engine: Engine) -> str:
    bag = engine.state.chaos_bag
    return "" if bag is None else f"; the chaos bag now holds {', '.join(bag) or 'nothing'}"


def seal(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``seal`` effect: search the bag for a token (or take the tokens just revealed) and seal it."""
    name, card = card_to(engine, eff, ctx)
    if card is None or card.zone != PLAY:
        engine.emit(StepKind.NOTE, ctx.depth, f"{name or 'The card'} is not in play: no token can "
                    "be sealed on it", (SEAL,), card=ctx.bearer)
        return False
    token = eff.token or REVEALED
    if token == REVEALED:
        tokens = list(ctx.revealed)
        if not tokens:
            engine.emit(StepKind.NOTE, ctx.depth, "No chaos token was revealed and resolved by this effect: there is "
                        "nothing to seal", (SEAL,), card=ctx.bearer)
            return False
        how = "the revealed token" + ("s" if len(tokens) > 1 else "")
    else:
        tokens = [token]
        how = "searched for in the chaos bag"
    missing = missing_from_bag(engine, tokens)
    if missing:
        engine.emit(StepKind.STATE, ctx.depth, f"{ctx.bearer}: {', '.join(missing)} is not in the chaos bag: the seal "
                    "effect fails", (SEAL,), card=ctx.bearer)
        return False
    bag = engine.state.chaos_bag
    if bag is not None:
        for t in tokens:
            bag.remove(t)
    card.sealed.extend(tokens)
    rules: tuple[str, ...] = (SEAL,)
    if len(tokens) > 1 and token == REVEALED:
        rules += ("ahlcg/faq/2-5", "ahlcg/glossary/resolving-multiple-revealed-chaos-tokens")
    assumed = "" if bag is not None else " (the situation does not list the chaos bag: assumed to be in it)"
    engine.emit(StepKind.STATE, ctx.depth, f"{ctx.bearer}: {', '.join(tokens)} ({how}) sealed on {card.name}: removed "
                f"from the chaos bag{assumed}{_bag_text(engine)}", rules, card=card.name)
    return True


def keyword_tokens(engine: Engine, card: Card) -> list[str]:
    """The tokens ``card``'s seal keyword could seal now: those the chaos bag holds (all of them when the bag is
    unknown)."""
    bag = engine.state.chaos_bag
    return [t for t in card.spec.seal_keyword if bag is None or t in bag]


def keyword_refusal(engine: Engine, card: Card) -> str | None:
    """Why ``card`` cannot enter play because of its seal keyword (None: it can)."""
    if not card.spec.seal_keyword or keyword_tokens(engine, card):
        return None
    return (f"{card.name}: {' or '.join(card.spec.seal_keyword)} is not in the chaos bag: a card with the seal keyword "
            "cannot enter play without sealing it")


def seal_on_entering(engine: Engine, card: Card, who: str, depth: int) -> None:
    """The seal keyword's additional cost as ``card`` enters play: the token (the controller's choice among those
    the bag holds) leaves the chaos bag and is sealed on it."""
    options = keyword_tokens(engine, card)
    if not options:
        return
    listed = list(card.spec.seal_keyword)
    choice = engine.book.take(Decision.EITHER, ability=card.name) if len(options) > 1 else None
    named = listed[choice.option] if choice is not None and choice.option is not None \
        and choice.option < len(listed) else None
    token = named if named in options else options[0]
    chose = ""
    if len(options) > 1:
        chose = f"; {who} chooses {token} " + (f"({choice.path})" if choice is not None and named in options
                                                else "(no choice given; the engine's default: the first listed)")
        if choice is None or named not in options:
            engine.report(f"{card.name}: which token its seal keyword seals was not chosen; the engine sealed {token}",
                          SEAL, "ahlcg/faq/1-5")
    bag = engine.state.chaos_bag
    if bag is not None:
        bag.remove(token)
    card.sealed.append(token)
    assumed = "" if bag is not None else " (the situation does not list the chaos bag: assumed to be in it)"
    engine.emit(StepKind.STATE, depth, f"{card.name}'s seal keyword, an additional cost to enter play: {token} searched "
                f"for in the chaos bag and sealed on it{chose}{assumed}{_bag_text(engine)}", (SEAL,), card=card.name)


def release_from(engine: Engine, card: Card, depth: int, why: str) -> list[str]:
    """Return every token sealed on ``card`` to the chaos bag; the tokens released."""
    tokens = list(card.sealed)
    if not tokens:
        return []
    card.sealed.clear()
    if engine.state.chaos_bag is not None:
        engine.state.chaos_bag.extend(tokens)
    engine.emit(StepKind.STATE, depth, f"{', '.join(tokens)} sealed on {card.name} {'is' if len(tokens) == 1 else 'are'} "
                f"released{why}: returned to the chaos bag, no longer sealed{_bag_text(engine)}", (SEAL,),
                card=card.name)
    return tokens


def release(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``release`` effect: the tokens sealed on the card return to the chaos bag."""
    name, card = card_to(engine, eff, ctx)
    if card is None or not card.sealed:
        engine.emit(StepKind.NOTE, ctx.depth, f"No chaos token is sealed on {name or 'the card'}: "
                    "nothing to release", (SEAL,), card=ctx.bearer)
        return False
    return bool(release_from(engine, card, ctx.depth, ""))


def release_on_leaving(engine: Engine, card: Card, depth: int | None = None) -> None:
    """Leaving play releases the tokens sealed on the card at once (called as a card leaves play)."""
    if card.sealed:
        at = depth if depth is not None else (engine.steps[-1].depth if engine.steps else 0)
        release_from(engine, card, at, f" as {card.name} leaves play")
