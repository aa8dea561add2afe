"""Discarding cards whose total reaches an amount: a selection measured as a whole, not counted card by card.

"Discard [[Item]] assets from your play area and/or from your hand with a total printed resource cost of at least
X" (Corrosion), "discard cards from your hand with at least 2 total [agility] icons" (Passenger Car): the investigator
chooses the cards, one after another, until what they add up to reaches the amount. Effects: an effect resolves as
much as possible — with too little to reach it, every card that adds to the total is discarded, and the effect did
not resolve in full (an "either" option it was offered as could not be chosen). The cards discarded are the
resolution's record (``core/results.py``), so "If no cards are discarded by this effect, Corrosion gains surge" reads
them.

The measure is a card's printed resource cost, or, with ``skill``, its printed icons of that skill. A [wild] icon
"may be used to match any other skill icon for the purposes of both card abilities and counting…" (FAQ 1.9, Wild
Skill Icons): it adds to an [agility] total as matching [agility], the trace stating so as the card is discarded; a
total of [wild] icons ("a card from your hand with at least 1 [wild] icon", Passenger Car) counts the wild icons
only. Only a card that adds to the total is offered: discarding one that adds nothing is no part of reaching it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.counted import count as state_count
from ..core.occurrence import Context
from ..core.state import HAND, PLAY, Card
from ..core.targets import choose
from ..procedures.decks import eligible
from ..situation.spec import Effect
from ..situation.vocabulary import StepKind
from .cards import discard_card
from .parameters import for_each_investigator, selectable

if TYPE_CHECKING:
    from ..core.engine import Engine

RULES = ("ahlcg/rr/discard-piles", "ahlcg/rr/effects")
#: an icon total: a [wild] icon matches the skill (Wild Skill Icons)
ICON_RULES = RULES + ("ahlcg/faq/1-9",)
#: ``zone``: where the cards may come from (none: the play area and the hand, "and/or").
ZONES = {HAND: "the hand", PLAY: "the play area"}


def measure(card: Card, skill: str | None) -> int:
    """What ``card`` adds to the total: its printed icons of ``skill`` and its [wild] icons matching it (FAQ 1.9), else
    its printed resource cost."""
    if skill is None:
        return card.spec.cost
    return sum(n for icon, n in card.spec.icons if icon in (skill, "wild"))


def wild_matching(card: Card, skill: str | None) -> int:
    """The [wild] icons of ``card`` used to match ``skill`` (none for a total of [wild] icons themselves): stated
    when the card is used (FAQ 1.9)."""
    return 0 if skill in (None, "wild") else sum(n for icon, n in card.spec.icons if icon == "wild")


def candidates(engine: Engine, eff: Effect, who: str) -> list[str]:
    """The cards of ``who`` the effect may discard that add to the total: from the hand, then the play area."""
    state = engine.state
    hand = list(state.investigators[who].hand) if eff.zone in (None, HAND) else []
    play = [n for n, c in state.cards.items() if c.zone == PLAY and c.controller == who] \
        if eff.zone in (None, PLAY) else []
    return [n for n in eligible(engine, hand + play, eff.find) if measure(state.cards[n], eff.skill) > 0]


def wanted(engine: Engine, eff: Effect, ctx: Context, who: str) -> tuple[int, str]:
    """The total to reach (``amount``, or the state count ``count``: "X, where X is the shroud value of your
    location"), and how to say it."""
    if eff.count is None:
        return eff.amount or 0, str(eff.amount or 0)
    found = state_count(engine.state, eff.count, who, ctx.bearer)
    return (0, f"{eff.count}: not countable here") if found is None else found


def discard_total(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """The ``discard-total`` effect: each investigator ``who`` picks discards cards (each a ``target`` choice) until
    their total reaches the amount; whether it was reached."""
    def discard_from(who: str) -> bool:
        state = engine.state
        goal, said = wanted(engine, eff, ctx, who)
        what = f"[{eff.skill}] icons" if eff.skill else "printed resource cost"
        total, picked = 0, []
        left = candidates(engine, eff, who)
        while total < goal and left:
            name = choose(engine, ctx, left, "card") if len(left) > 1 else left[0]
            left.remove(name)
            if discard_card(engine, name, state.cards[name], ctx, record_hand=True):
                wild = wild_matching(state.cards[name], eff.skill)
                picked.append(f"{name} ({wild} [wild] matching [{eff.skill}])" if wild else name)
                total += measure(state.cards[name], eff.skill)
        short = "" if total >= goal else " (not enough to reach it: as much as possible)"
        engine.emit(StepKind.STATE, ctx.depth, f"{who} discards {', '.join(picked) or 'nothing'}: a total {what} of "
                    f"{total}, at least {said} wanted{short}", ICON_RULES if eff.skill else RULES,
                    card=ctx.bearer)
        return total >= goal
    return for_each_investigator(engine, eff, ctx, discard_from)


def could_discard_total(engine: Engine, eff: Effect, ctx: Context) -> bool:
    """Whether some investigator it picks has a card that adds to the total (an "either" option it could choose)."""
    return any(candidates(engine, eff, w) for w in selectable(engine, eff.who or "you", ctx)
               if w in engine.state.investigators)


__all__ = ["ZONES", "candidates", "could_discard_total", "discard_total", "measure"]
