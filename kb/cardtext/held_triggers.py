"""A triggering condition that is a card's state at a framework timing point: "If Dark Memory is in your hand at the
end of your turn" — the timing point the trailing "at the end of …" names (``turn-ends`` for "your turn", its
``who`` you; ``round-ends`` for "the round"), and the state the clause before it names, the ability's ``condition``
checked as it triggers (a card's state: :func:`constant_conditions.state_condition`, the reader every "while"/"if"
of a card's state uses).

Ability: "only in-play cards interact, unless the ability … specifically references its use from an out-of-play
area" — a condition naming its own card in its owner's hand is such a reference, and the engine makes that ability
active there (``core/in_hand.py``). Importing this module registers its rule beside the tree's clause rules.
"""

from __future__ import annotations

from .constant_conditions import state_condition
from .grammar import Chunk, Clause
from .trigger_tree import CLAUSE_RULES, Filter, event_filter

#: The timing points "at the end of <period>" names, by the period's words → (event, its ``who``).
_ENDS: dict[tuple[str, ...], tuple[str, str | None]] = {("your", "turn"): ("turn-ends", "you"),
                                                        ("the", "round"): ("round-ends", None)}


def _words(chunk: Chunk) -> list[str]:
    return [t.low for t in chunk.tokens]


def _period_end(chunks: tuple[Chunk, ...]) -> tuple[int, tuple[str, str | None]] | None:
    """Where "at the end" "of <period>" trails the clause (its first chunk) and the timing point it names."""
    if len(chunks) < 2 or chunks[-2].kind != "pp" or _words(chunks[-2]) != ["at", "the", "end"] \
            or chunks[-1].kind != "pp" or _words(chunks[-1])[:1] != ["of"]:
        return None
    found = _ENDS.get(tuple(_words(chunks[-1])[1:]))
    return None if found is None else (len(chunks) - 2, found)


def held_at(clause: Clause) -> Filter | None:
    """"@self is in your hand at the end of your turn": the timing point, with the card's state its ``condition``;
    None for any other clause (a state not of a card, a period the engine raises no end for)."""
    chunks = tuple(c for c in clause.chunks if c.kind != "conj")
    end = _period_end(chunks)
    if end is None:
        return None
    at, (event, who) = end
    state = state_condition(list(chunks[:at]), None)
    if state is None or "card" not in state or "state" not in state:
        return None
    return event_filter(event, who=who, condition=state)


CLAUSE_RULES.append(held_at)
