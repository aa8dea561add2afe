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
from .instruction import Instruction, Phrase, card, instruction, printed_name
from .model import NotParsed
from .searching import card_kind
from .selectors import singular
from .token_moves import KINDS, WHERE
from .tokens import tokenize
from .vocabulary import Context, Effect
from .walking import MANNER, walk_place, walked

#: The passive auxiliaries of the state waited for ("until an enemy is discarded").
_PASSIVE = frozenset({"is", "are"})
#: The verbs the engine repeats until a card is reached, and the effect each lowers to.
REPEATED = {"discard": "discard-top"}
#: Why a repetition the engine does not hold is refused.
NOT_REPEATED = ("an instruction repeated until a state the engine does not check: it repeats only discarding cards "
                "from the top of a deck until a card of a kind is discarded, and adding tokens to a card or location "
                "until it has a number of them or its clue value")
#: The tokens a holder is filled with until it has enough (clues, doom): the engine's ``place-tokens-until``.
FILLED = frozenset({"clues", "doom"})


def cut(clause: Clause) -> tuple[Clause, list[Chunk]] | None:
    """The clause before "until" and the chunks of the state after it; None when the clause has no "until" before a
    state (a verb: "until an enemy is discarded"; "until the end of the test" is a duration, the lowering's)."""
    at = next((i for i, c in enumerate(clause.chunks) if c.kind == "conj" and c.text.lower() == "until"), None)
    if at is None or at == 0 or not any(c.kind == "verb" for c in clause.chunks[at + 1:]):
        return None
    return Clause(clause.connective, clause.chunks[:at]), list(clause.chunks[at + 1:])


def manner(reminder: str, clauses: tuple[Clause, ...]) -> bool:
    """Whether ``reminder`` is "(one location at a time)" in a sentence of one clause repeated until a state, or of a
    verb list whose later clause "moves until it reaches X" (:func:`.walking.walk_place`): the
    manner of its moves, read with the repetition (which refuses the clause it cannot read, never drops the manner)."""
    return reminder.strip().lower() == MANNER and (len(clauses) == 1 and cut(clauses[0]) is not None or any(
        walk_place(c) is not None for c in clauses[1:]))


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
    if state and state[0].text.lower() == "it" and len(state) > 1 and state[1].head in ("have", "has"):
        return filled(main, state, text, ctx)  # "Add clues to it until it has 2 clues per investigator on it"
    verb, find = waited_for(state, text)
    ins = instruction(main.chunks, main.text)
    obj, top, of = ins.object, ins.slots.get("from"), ins.slots.get("of")
    if ins.verb != verb or verb not in REPEATED or ins.subject is not None or ins.auxiliaries or obj is None \
            or obj.words != ["cards"] or top is None or top.words != ["the", "top"] or set(ins.slots) != {"from", "of"}:
        raise NotParsed(text, NOT_REPEATED)
    return [{"effect": REPEATED[verb], **deck(of, ins), "find": find}]


def filled(main: Clause, state: list[Chunk], text: str, ctx: Context | None) -> list[Effect]:
    """"Add clues to it until it has 2 clues per investigator on it", "Add clues to that copy of Bleak Plains until
    it has clues on it equal to its clue value": tokens added (no amount: as many as it takes) to the holder "to" /
    "on" names, until "it" (that holder) has the number the state names on it — an amount, times the investigators
    with "per investigator", or "equal to its clue value" — the engine's
    ``place-tokens-until``."""
    ins = instruction(main.chunks, main.text)
    kind, condition = _enough(state, text)
    prep = WHERE.get(ins.verb)
    holder = ins.slots.get(prep or "")
    obj = ins.object
    if prep is None or prep == "from" or holder is None or obj is None or [KINDS.get(singular(w)) for w in obj.words] \
            != [kind] or set(ins.slots) - {prep, "of"} or ins.subject is not None or ctx is None:
        raise NotParsed(text, NOT_REPEATED)
    return [{"effect": "place-tokens-until", **_holder(ins, holder, text, ctx),
             **({} if kind == "clues" else {"tokens": kind}), **({"condition": condition} if condition else {})}]


def _holder(ins: Instruction, holder: Phrase, text: str, ctx: Context) -> dict[str, str]:
    """The ``to`` of the holder: the card itself, what "it" names, "that copy of <Name>" (the copy a replacement put
    into play, :mod:`.reference`)."""
    of = ins.slots.get("of")
    if of is not None and (holder.words != ["that", "copy"] or printed_name(of) is None):
        raise NotParsed(text, NOT_REPEATED)
    try:
        to = card(holder, ctx)
    except NotParsed as problem:
        raise NotParsed(text, problem.reason) from None
    if to.startswith(("a-", "an-", "each-")):
        raise NotParsed(text, NOT_REPEATED)
    return {} if to == "self" else {"to": to}


def _enough(state: list[Chunk], text: str) -> tuple[str, dict[str, object] | None]:
    """The state "it has 2 clues per investigator on it" / "it has clues on it equal to its clue value": the tokens'
    kind and the bound (None: the clue value)."""
    tokens = [t for t in state[2].tokens] if len(state) > 2 and state[2].kind == "np" else []
    rest = [c.text.lower() for c in state[3:]]
    per = rest[:1] == ["per investigator"]
    rest = rest[per:]
    kind = KINDS.get(singular(tokens[-1].low)) if tokens else None
    if kind not in FILLED:
        raise NotParsed(text, NOT_REPEATED)
    if len(tokens) == 2 and tokens[0].kind == "number" and tokens[0].text.isdigit() and rest == ["on it"]:
        return kind, {"at-least": int(tokens[0].text), **({"per-investigator": True} if per else {})}
    if len(tokens) == 1 and not per and kind == "clues" and rest == ["on it equal", "to its clue value"]:
        return kind, None
    raise NotParsed(text, NOT_REPEATED)
