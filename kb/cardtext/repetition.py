"""Repetition until a state: an instruction repeated until what it does has reached something — "Discard cards from
the top of the encounter deck until an enemy is discarded" (Smite the Wicked, Dimensional Gap, Deadly Fate), "… until
a location is discarded" (Wormhole).

The grammar reads such a clause as one run of chunks, the instruction and, after the connective "until", the state it
waits for: a noun phrase (what it waits for) and a passive verb (what happens to it: "is discarded"). This module cuts
the clause there and reads both from their frames: the instruction's verb with its slots, and the state's subject and
verb. It lowers the shape the engine repeats — cards taken one at a time from the top of a deck by the verb the state
names again ("discard … until … is discarded"), with no amount (as many as it takes) — into that deck effect with the
card it waits for (``find``: a card type and traits, :func:`.searching.card_kind`). Any other repetition ("Add clues to
it until it has 2 clues per investigator on it", "move it until it enters its prey's location") is refused with the
reason, never read as the instruction done once.
"""

from __future__ import annotations

from .decks import deck
from .grammar import Chunk, Clause
from .instruction import Phrase, instruction
from .model import NotParsed
from .searching import card_kind
from .selectors import singular
from .tokens import tokenize
from .vocabulary import Context, Effect
from .walking import MANNER, walked

#: The passive auxiliaries of the state waited for ("until an enemy is discarded").
_PASSIVE = frozenset({"is", "are"})
#: The verbs the engine repeats until a card is reached, and the effect each lowers to.
REPEATED = {"discard": "discard-top"}
#: Why a repetition the engine does not hold is refused.
NOT_REPEATED = ("an instruction repeated until a state the engine does not check: it repeats only discarding cards "
                "from the top of a deck until a card of a kind is discarded")


def cut(clause: Clause) -> tuple[Clause, list[Chunk]] | None:
    """The clause before "until" and the chunks of the state after it; None when the clause has no "until" before a
    state (a verb: "until an enemy is discarded"; "until the end of the test" is a duration, the lowering's)."""
    at = next((i for i, c in enumerate(clause.chunks) if c.kind == "conj" and c.text.lower() == "until"), None)
    if at is None or at == 0 or not any(c.kind == "verb" for c in clause.chunks[at + 1:]):
        return None
    return Clause(clause.connective, clause.chunks[:at]), list(clause.chunks[at + 1:])


def manner(reminder: str, clauses: tuple[Clause, ...]) -> bool:
    """Whether ``reminder`` is "(one location at a time)" in a sentence of one clause repeated until a state: the
    manner of its moves, read with the repetition (which refuses the clause it cannot read, never drops the manner)."""
    return reminder.strip().lower() == MANNER and len(clauses) == 1 and cut(clauses[0]) is not None


def waited_for(state: list[Chunk], text: str) -> tuple[str, dict[str, object]]:
    """The state "an enemy is discarded", "a [[Monster]] card is discarded": the verb (its base form) and the card it
    waits for (``find``)."""
    if [c.kind for c in state] != ["np", "verb"] or not state[1].tokens or state[1].tokens[0].low not in _PASSIVE:
        raise NotParsed(text, NOT_REPEATED)
    tokens = list(state[0].tokens)
    if not tokens or tokens[0].low not in ("a", "an"):
        raise NotParsed(text, NOT_REPEATED)
    rest = tokens[1:]
    found = card_kind(rest)
    if found is None and rest and singular(rest[-1].low) == "location":  # "a location", "an Extradimensional location"
        traits = card_kind([*rest[:-1], *tokenize("card")])  # the traits before it compose as a card's
        found = None if traits is None else {"type": "location", **traits}
    if found is None:
        raise NotParsed(text, NOT_REPEATED)
    return state[1].head, found


def repeated(clause: Clause, text: str, ctx: Context | None = None) -> list[Effect] | None:
    """The effects of a clause repeated until a state; None when the clause has no "until" state (a duration "until
    the end of the round" is cut before the clause is read). A move until it enters a place is :mod:`.walking`'s."""
    parts = cut(clause)
    if parts is None:
        return None
    main, state = parts
    if (walk := walked(main, state, ctx)) is not None:
        return walk
    verb, find = waited_for(state, text)
    ins = instruction(main.chunks, main.text)
    obj, top, of = ins.object, ins.slots.get("from"), ins.slots.get("of")
    if ins.verb != verb or verb not in REPEATED or ins.subject is not None or ins.auxiliaries or obj is None \
            or obj.words != ["cards"] or top is None or top.words != ["the", "top"] or set(ins.slots) != {"from", "of"}:
        raise NotParsed(text, NOT_REPEATED)
    return [{"effect": REPEATED[verb], **deck(of, ins), "find": find}]
