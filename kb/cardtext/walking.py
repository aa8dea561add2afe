"""A move repeated one location at a time until the mover enters a place: "Move The Rougarou (one location at a
time) until it enters that location", "move it … until it enters its prey's location".

The clause is cut at "until" by :mod:`.repetition`; this module reads the two parts: the instruction "Move <enemy>"
(no other slot), or its intransitive "<enemy> moves" ("the nearest Possessed enemy moves … until it reaches your
location"), and the state "it enters / reaches <location>" (its subject the one moved). Each of the repeated
moves is one connection along a shortest path (Move: "to a connecting location"; the reminder "(one location at a
time)" says so, and is read only with such a clause), the engine's ``move-enemy-until``. The place is read by the
target reader every verb shares: "that location" after a "Find …" is the one found (:mod:`.superlatives`); "its prey's
location" is where the moving enemy's prey is (Prey: the investigator who best meets its prey instructions, the
engine's ``prey``); a place the engine cannot name refuses the clause with that reason.
"""

from __future__ import annotations

from .grammar import Chunk, Clause
from .instruction import Phrase, instruction, target
from .tokens import Token
from .vocabulary import Context, Effect

#: The reminder that says each move of the repetition is to a connecting location.
MANNER = "one location at a time"
#: The verbs of the state a move is repeated until ("until it enters that location", "until it reaches your location").
ARRIVALS = frozenset({"enter", "reach"})
#: Their inflected forms, as a verb the lexicon lacks is headed ("until it reaches your location").
_ARRIVING = frozenset({"enters", "reaches"})
#: The pronouns naming the one moved as the state's subject.
_MOVED = (["it"], ["he"], ["she"], ["they"])
#: The moving enemy's prey, or where it is: "toward its prey", "until it enters its prey's location".
PREY_PLACES = (["its", "prey"], ["its", "prey's", "location"])


def goal(place: Phrase, ctx: Context) -> str:
    """Where an enemy moves toward or until it enters: its prey (the engine's ``prey``), else the place's target."""
    return "prey" if place.words in PREY_PLACES and not place.where else target(place, ctx)


def _arrival(state: list[Chunk]) -> list[Token] | None:
    """The place of the state "it enters / reaches <place>", or None."""
    if [c.kind for c in state] == ["np", "verb", "np"] and state[1].head in ARRIVALS | _ARRIVING \
            and [t.low for t in state[0].tokens] in _MOVED:
        return list(state[2].tokens)
    return None


def walked(main: Clause, state: list[Chunk], ctx: Context | None) -> list[Effect] | None:
    """The effects of "Move <enemy> until it enters <location>", or None when the clause is not that shape."""
    place = _arrival(state)
    if ctx is None or place is None:
        return None
    ins = instruction(main.chunks, main.text)
    mover = ins.object if ins.subject is None else ins.subject if ins.object is None else None
    if ins.verb != "move" or mover is None or ins.slots or ins.auxiliaries:
        return None  # "Move <enemy> until …", or its intransitive "<enemy> moves until …"
    return [{"effect": "move-enemy-until", "enemy": target(mover, ctx), "toward": goal(Phrase(place), ctx)}]



def walk_place(clause: Clause) -> list[Token] | None:
    """The place of a verb list's clause "moves until it enters / reaches <place>" (its subject elided: the list's,
    :mod:`.verb_lists`), or None."""
    chunks = [c for c in clause.chunks if c.kind != "punct"]
    if len(chunks) < 2 or chunks[0].kind != "verb" or chunks[0].text.lower() != "moves" \
            or chunks[1].kind != "conj" or chunks[1].text.lower() != "until":
        return None
    return _arrival(chunks[2:])


def shared_walk(clause: Clause, subject: Phrase | None, ctx: Context) -> list[Effect] | None:
    """"…, moves (one location at a time) until it reaches your location, …": the walk of the list's ``subject``;
    None when the clause is not that shape."""
    place = walk_place(clause)
    if subject is None or place is None:
        return None
    return [{"effect": "move-enemy-until", "enemy": target(subject, ctx), "toward": goal(Phrase(place), ctx)}]
