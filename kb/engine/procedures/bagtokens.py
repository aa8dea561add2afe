"""Adding chaos tokens to the chaos bag and removing them, the limits on bless, curse and frost tokens, and the
bless and curse tokens that go back to the token pool at ST.8 (Bless and Curse Tokens, Frost Tokens).

"By default, the chaos bag does not contain any [bless] or [curse] tokens. However, certain card effects can
add these tokens or remove them from the chaos bag": the ``add-chaos-token`` and ``remove-chaos-token``
effects. "No more than 10 total [bless] tokens can be included in the chaos bag or sealed on cards in play at
any given time" (10 curse, 8 frost): an effect that would add more adds as many as the limit allows, and
resolves in full only if it added them all (Effects: as much as possible). A token added "for the remainder of the campaign"
(``campaign-log``) is in the bag now and recorded in the Campaign Log's chaos bag, which the next scenario starts with. A revealed bless or curse token,
"Instead of returning this token to the chaos bag, return it to the token pool": ST.8 takes it out of the bag.

The bag is the situation's ``chaos-bag``. When the situation does not list it, the engine counts the tokens
this replay added (and those sealed on cards) and assumes the bag held none of that kind before — the
default for bless and curse; for another token the trace says it is an assumption.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..core.occurrence import Context
from ..core.state import PLAY
from ..core.text import count
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

BLESS_CURSE = "ahlcg/glossary/bless-and-curse-tokens"
FROST = "ahlcg/glossary/frost-tokens"
#: A change that lasts the campaign is carried from scenario to scenario in the Campaign Log.
CAMPAIGN = "ahlcg/rr/campaign-play"
#: "No more than 10 total [bless] tokens" (and curse), "No more than eight total [frost] tokens".
LIMITS = {"bless": 10, "curse": 10, "frost": 8}
#: Tokens a revealed copy of which goes to the token pool, not back into the bag, as the skill test ends.
TO_POOL = ("bless", "curse")


def _rules(token: str) -> tuple[str, ...]:
    return ((BLESS_CURSE,) if token in ("bless", "curse") else (FROST,) if token == "frost" else ()) + (
        "ahlcg/rr/chaos-tokens",)


def in_game(engine: Engine, token: str) -> int:
    """How many ``token`` are in the chaos bag or sealed on cards in play (what a limit counts)."""
    state = engine.state
    bag = state.chaos_bag if state.chaos_bag is not None else state.added_tokens
    sealed = sum(c.sealed.count(token) for c in state.cards.values() if c.zone == PLAY)
    return bag.count(token) + sealed


def _bag(engine: Engine) -> list[str]:
    state = engine.state
    return state.chaos_bag if state.chaos_bag is not None else state.added_tokens


def _holds(engine: Engine) -> str:
    bag = engine.state.chaos_bag
    if bag is None:
        return "; the situation does not list the chaos bag: the engine counts only the tokens added in this replay"
    return f"; the chaos bag now holds {', '.join(bag) or 'nothing'}"


def add_token(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``add-chaos-token`` effect: ``amount`` (1) of ``token`` from the token pool into the chaos bag."""
    token = eff.token or ""
    wanted = 1 if eff.amount is None else eff.amount
    limit = LIMITS.get(token)
    room = wanted if limit is None else max(0, min(wanted, limit - in_game(engine, token)))
    _bag(engine).extend([token] * room)
    short = ""
    if room < wanted:
        short = (f" (no more than {limit} {token} tokens can be in the chaos bag or sealed on cards in play at any "
                 f"given time: {room} of {wanted} added)")
    lasting = ""
    if eff.campaign_log and room:  # "for the remainder of the campaign": the Campaign Log records the bag's change
        engine.state.campaign_log.chaos_bag.extend([token] * room)
        lasting = " for the remainder of the campaign (recorded in the Campaign Log's chaos bag)"
    engine.emit(StepKind.STATE, ctx.depth, f"{ctx.bearer}: {count(room, f'{token} token')} added to the chaos bag"
                f"{lasting}{short}{_holds(engine)}", _rules(token) + ((CAMPAIGN,) if lasting else ()),
                card=ctx.bearer)
    return room == wanted and room > 0


def remove_token(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``remove-chaos-token`` effect: ``amount`` (1) of ``token`` out of the chaos bag, to the token pool;
    as many as the bag holds (a sealed token is not in the bag)."""
    token = eff.token or ""
    wanted = 1 if eff.amount is None else eff.amount
    bag = _bag(engine)
    moved = min(wanted, bag.count(token))
    for _ in range(moved):
        bag.remove(token)
    short = "" if moved == wanted else f" (only {moved} in the chaos bag: as many as possible)"
    engine.emit(StepKind.STATE, ctx.depth, f"{ctx.bearer}: {count(moved, f'{token} token')} removed from the chaos "
                f"bag and returned to the token pool{short}{_holds(engine)}", _rules(token), card=ctx.bearer)
    return moved == wanted and moved > 0


def could_add(engine: Engine, eff: Effect, ctx: Context) -> bool:
    limit = LIMITS.get(eff.token or "")
    return limit is None or in_game(engine, eff.token or "") < limit


def could_remove(engine: Engine, eff: Effect, ctx: Context) -> bool:
    return (eff.token or "") in _bag(engine)


def to_pool_at_end(engine: Engine, revealed: list[str]) -> str:
    """ST.8: the revealed bless and curse tokens go to the token pool instead of the chaos bag; the words for
    the trace (empty when none was revealed)."""
    gone = [t for t in revealed if t in TO_POOL]
    if not gone:
        return ""
    bag = _bag(engine)
    for token in gone:
        if token in bag:
            bag.remove(token)
    kinds = Counter(gone)
    what = ", ".join(count(n, f"{t} token") for t, n in kinds.items())
    return f"; {what} returned to the token pool instead of the chaos bag"
