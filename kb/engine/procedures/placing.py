"""Clues placed on a card or location: a timing point of its own ("When 1 or more clues are placed on Dark Young
Host's location", "After 1 or more clues are placed on an enemy in play"), as doom placed is (``place-doom``); and
clues leaving one ("When the last clue is removed from Constance Dumaine", ``remove-clues``); and an investigator
gaining clues ("After an investigator at X's location gains any number of clues", ``gain-clues``): one timing point
with the step that hands them to him or her — a discovery, clues moved to him or her, or placed on him or her from
the token pool (Clues: "clues … are placed in the discovering investigator's play area"; Move).

Clues are placed when a location is revealed (its clue value: Location Cards) and when a card effect places them
(Clues); the ``place-clues`` occurrence names the holder (``what``) and the amount, and the placing itself is the
body the caller gives, resolved between the 'when' and the 'after' abilities.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core.occurrence import Occurrence
from ..core.text import count
from ..situation.vocabulary import StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine


def remove_clues(engine: Engine, holder: str, amount: int, there: int, depth: int, take: Callable[[], None],
                 who: str | None = None) -> bool:
    """Take ``amount`` of the ``there`` clues off ``holder`` through its ``remove-clues`` triggering condition (``take``
    removes them and says so), ``via: last`` when they are all that is there ("When the last clue is removed from
    Jordan Perry"); whether it happened (a "cannot take control of clues" may forbid it). ``who``: the investigator
    who takes control of them (a card effect moving them to him or her), None when they go to no investigator."""
    occ = removing_clues(engine, holder, amount, there, depth, who)
    if who is None or engine.forbidden(occ) is not None:  # a move that cannot happen hands him or her none
        return bool(engine.resolve([occ], lambda _: take()))
    done = engine.resolve([occ, gaining_clues(engine, who, min(amount, there), depth)], lambda _: take())
    return any(o is occ for o in done)


def gaining_clues(engine: Engine, who: str, amount: int, depth: int) -> Occurrence:
    """The ``gain-clues`` occurrence of ``who`` gaining ``amount`` clues, for the procedure that hands them over and
    whose timing point it shares (a discovery, clues moved off a card or location to him or her)."""
    return engine.occurrence("gain-clues", depth, who=who, amount=amount, text=f"{who} gains {count(amount, 'clue')}")


def gain_clues(engine: Engine, who: str, amount: int, depth: int, put: Callable[[], None]) -> bool:
    """``who`` gains ``amount`` clues through the ``gain-clues`` triggering condition alone (``put`` places them and
    says so): clues from the token pool, or from another investigator; whether it happened."""
    return bool(engine.resolve([gaining_clues(engine, who, amount, depth)], lambda _: put()))


def removing_clues(engine: Engine, holder: str, amount: int, there: int, depth: int,
                   who: str | None = None) -> Occurrence:
    """The ``remove-clues`` occurrence of ``amount`` of the ``there`` clues leaving ``holder`` (for a procedure whose
    own timing point it shares: clues discovered at a location leave it); ``who``: the investigator taking control."""
    last = amount >= there
    return engine.occurrence("remove-clues", depth, what=holder, who=who, amount=min(amount, there),
                             via="last" if last else None,
                             text=f"{count(min(amount, there), 'clue')} removed from {holder}"
                             + (" (the last there)" if last else ""))


def place_clues(engine: Engine, holder: str, amount: int, depth: int, put: Callable[[], None]) -> bool:
    """Place ``amount`` clues on ``holder`` through its ``place-clues`` triggering condition (``put`` places them and
    says so); whether it happened (a 'would' ability may replace it)."""
    occ = engine.occurrence("place-clues", depth, what=holder, amount=amount, text=f"{amount} clues placed on {holder}")

    def body(_: list[Occurrence]) -> None:
        if not occ.redirected:
            put()
            return
        # "When 1 or more clues are placed on X: Place those clues on Y" (``effects/those_clues.py``): they go to Y
        bearer, dest = occ.redirected[-1]
        state = engine.state
        found = state.cards.get(dest) or state.locations.get(dest) or state.investigators.get(dest)
        if found is None:
            put()
            return
        before = found.clues
        found.clues = before + amount
        occ.what = dest  # the 'after' window sees where they were placed
        engine.emit(StepKind.STATE, depth, f"{count(amount, 'clue')} placed on {dest} instead of {holder} ({bearer}'s "
                    f"effect): clues {before} \u2192 {found.clues}", ("ahlcg/rr/clues", "ahlcg/rr/triggering-condition"),
                    card=bearer)

    return bool(engine.resolve([occ], body))
