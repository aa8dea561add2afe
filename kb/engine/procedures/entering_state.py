"""A card that enters play in a state other than the rules' own: by its own text ("Emergent Monstrosity enters play
exhausted", "… enters play with 2 doom on it": the card's ``enters-play``), or by the effect putting it into play
("Put Cover Up into play in your threat area, with 3 clues on it": the ``put-into-play``'s ``enters-play``).

Enters Play: "If an ability (either on the card itself or from another card) causes a card to enter play in a state
different from that specified by the rules, there is no transition to that state. It merely enters play in that
state." So the card is in that state as it enters, in the same step: no ``exhaust`` occurs (nothing "when X exhausts"
or "after X is exhausted" triggers), and its tokens are not placed (nothing that triggers on placing doom or clues
triggers). One helper, called from the body of every way a card enters play under a player's control or in a threat
area (played or put into play, spawned, attached, a treachery or weakness put in a threat area).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..core.counted import count
from ..core.history import PERIODS, Entered
from ..core.state import Card, State as GameState
from ..situation.vocabulary import LimitPeriod, StepKind

if TYPE_CHECKING:
    from ..core.engine import Engine

RULE = "ahlcg/rr/enters-play"
#: The tokens a card may enter play with, by the card's field that holds them (their plural), and their singular.
TOKENS = {"clues": "clue", "doom": "doom", "resources": "resource", "damage": "damage", "horror": "horror"}
#: A state in the situation format: ``exhausted`` and token counts, as the card's or the effect's ``enters-play`` (the
#: card's own may give a ``count``: its tokens once for each).
State = Iterable[tuple[str, int | str]]


def enter_in_state(engine: Engine, card: Card, depth: int, given: State | None = None,
                   by: str = "as its text says") -> None:
    """Place ``card``, now entering play, in the state its text gives — or ``given`` (an effect's, said ``by``) —,
    with no transition to it. Called without ``given`` once as each card enters play, it also records that it did
    (:func:`record_entered`)."""
    if given is None:
        record_entered(engine.state, card.name)
    state = dict(card.spec.enters_play if given is None else given)
    if not state or not _counted(engine, card, state, depth):
        return
    said = []
    if state.get("exhausted"):
        card.exhausted = True
        said.append("exhausted")
    for field, noun in TOKENS.items():
        if state.get(field):
            setattr(card, field, getattr(card, field) + state[field])
            said.append(f"with {state[field]} {noun if state[field] == 1 else field} on it")
    engine.emit(StepKind.STATE, depth, f"{card.name} enters play {', '.join(said)}, {by}: it merely enters play in "
                "that state (there is no transition to it: nothing is exhausted or placed)", (RULE,), card=card.name)


def _counted(engine: Engine, card: Card, state: dict[str, int | str], depth: int) -> bool:
    """A card's own "enters play with X clues on it, where X is …" (the state's ``count``): its tokens once for each
    of the count, counted as it enters, for its controller (the count said); whether any state is left to enter in."""
    what = state.pop("count", None)
    if what is None:
        return True
    counted = count(engine.state, str(what), card.controller or card.owner, card.name)
    n = counted[0] if counted else 0
    engine.emit(StepKind.NOTE, depth, f"X ({counted[1] if counted else 'nothing to count'}): {card.name} enters play "
                f"with its tokens {n} times", ("ahlcg/glossary/for-each", RULE), card=card.name)
    for field in TOKENS:
        if field in state:
            state[field] = int(state[field]) * n
    return any(state.get(field) for field in (*TOKENS, "exhausted"))


def record_entered(state: GameState, name: str) -> None:
    """``name`` entered play now, recorded with the periods it did in, for a later "if X entered play this turn"."""
    state.history.entered.append(Entered(name, {p: state.period_key(LimitPeriod(p)) for p in PERIODS}))
