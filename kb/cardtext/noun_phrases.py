"""Noun phrases the grammar reads whole although a word inside them could be a verb.

Two shapes of English that a verb-by-position rule (:func:`.grammar._is_verb`) would cut in two:

- **compound nouns** whose first word or whose head is a verb of the lexicon: "discard pile", "play area", "move
  action" (the verb first, :data:`.lexicon.COMPOUND_NOUNS`) and "skill tests", "evasion attempts", "resource cost"
  (the verb-like head after its modifier, :data:`.lexicon.COMPOUND_HEADS`): "do not reveal chaos tokens for any
  skill tests you perform" has no verb "tests";
- a noun's **reduced relative clause** — its object relative without "that": "each card you control", "any skill tests
  you perform", "the next card you play", "cards you would draw", "a skill test you are performing". The relative
  clause's verb has no object of its own (the noun before it is that object), so it is read into the noun phrase
  rather than as a second instruction: what follows it is the clause's end, a preposition, a time ("this turn", "each
  round") or the main verb ("the next card you play costs 1 less").

Kept apart from :mod:`.grammar` so that the vocabulary of these shapes grows here, one table or rule each.
"""

from __future__ import annotations

from .lexicon import AUXILIARIES, COMPOUND_HEADS, CONJUNCTIONS, COMPOUND_NOUNS, DETERMINERS, PREPOSITIONS, PRONOUNS, lemma
from .tokens import Token

#: The subjects of a reduced relative clause ("you control", "they own").
RELATIVE_SUBJECTS = frozenset({"you", "they"})
#: Verbs whose object a noun before their subject can be ("each card you play"); "fail" or "have" are not read so
#: ("for each point you fail by", "for each clue you have": the readers of those counts take them apart).
RELATIVE_VERBS = frozenset({"control", "own", "perform", "play", "make", "reveal", "draw", "commit", "attempt",
                            "initiate", "discard", "take"})
#: Auxiliaries a relative clause's verb may carry ("cards you would draw", "a skill test you are performing").
RELATIVE_AUXILIARIES = frozenset({"would", "are", "is", "do", "does", "may", "can", "will"})
#: Nouns of a time after a relative clause's verb ("each skill test you perform this turn"): not its object.
TIMES = frozenset({"turn", "round", "phase", "game", "test", "time"})


def compound_noun(tokens: list[Token], i: int) -> bool:
    """Is ``tokens[i]`` a word of a compound noun of the game's, not a verb: the first word of one ("discard pile",
    "engage actions") or its verb-like head after its modifier ("skill tests", "evasion attempt")?"""
    t = tokens[i]
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    if nxt is not None and ((t.low, nxt.low) in COMPOUND_NOUNS or _label(nxt)):
        return True  # "discard pile"; a card by its number, "agenda 2a", "act 3c": no verb and its amount
    prev = tokens[i - 1] if i else None
    return prev is not None and prev.kind == "word" and (prev.low, lemma(t.low) or t.low) in COMPOUND_HEADS


def possessed(tokens: list[Token], i: int) -> bool:
    """Is ``tokens[i]`` the noun a possessive owns ("that card's effects", "Sebastien Moreau's attacks"): never a
    verb, though its -s form looks like one after a noun ("an enemy attacks you")?"""
    return i >= 1 and tokens[i].kind == "word" and tokens[i - 1].low.endswith(("'s", "\u2019s"))


def _label(t: Token) -> bool:
    """Is ``t`` a card's number on its side ("2a", "3c"): the label of an act or agenda, never an amount?"""
    return t.kind == "number" and len(t.text) > 1 and t.text[:-1].isdigit() and t.text[-1] in "abcdef"


def relative_clause(tokens: list[Token], i: int, np: list[Token]) -> int:
    """How many tokens from ``i`` are a reduced relative clause of the noun phrase ``np`` ("an asset | you control",
    "any skill tests | you perform", "cards | you would draw"): its subject, auxiliaries and verb, the verb with no
    object of its own; 0 when ``tokens[i]`` opens none."""
    if not np or np[-1].low in DETERMINERS or np[-1].low in PRONOUNS or tokens[i].low not in RELATIVE_SUBJECTS:
        return 0
    j = i + 1
    while j < len(tokens) and tokens[j].low in RELATIVE_AUXILIARIES:
        j += 1
    if j >= len(tokens) or tokens[j].kind != "word" or lemma(tokens[j].low) not in RELATIVE_VERBS:
        return 0
    if tokens[j].low.endswith("ing") != (tokens[j - 1].low in ("are", "is")):
        return 0  # "you are performing", not "you are play"
    owning = j == i + 1 and lemma(tokens[j].low) in ("control", "own")  # never an object after it: "… you control X"
    return j + 1 - i if owning or _objectless(tokens, j + 1) else 0


def relative_of(tokens: "list[Token] | tuple[Token, ...]") -> tuple[list[Token], str, str] | None:
    """A noun phrase with a reduced relative clause cut into its noun, the clause's subject and its verb (base
    form): "each [elder_sign] you reveal" → ("each [elder_sign]", "you", "reveal"); None when it has none."""
    for i in range(1, len(tokens)):
        if (n := relative_clause(list(tokens), i, list(tokens[:i]))) and i + n == len(tokens):
            return list(tokens[:i]), tokens[i].low, lemma(tokens[-1].low) or tokens[-1].low
    return None


def _objectless(tokens: list[Token], k: int) -> bool:
    """Does the verb before ``tokens[k]`` stand without an object: the clause ends, a preposition, a main verb or its
    auxiliary follows, or a time ("this turn", "each round")?"""
    if k >= len(tokens):
        return True
    t = tokens[k]
    if t.kind == "punct" or t.text in (",", ".", ";", ":", "\u2013", "-"):
        return True
    if t.kind != "word":
        return False
    if t.low in PREPOSITIONS or t.low in AUXILIARIES or t.low in CONJUNCTIONS:
        return True
    if t.low in DETERMINERS:
        return k + 1 < len(tokens) and tokens[k + 1].low in TIMES and t.low in ("this", "each", "that", "the")
    return lemma(t.low) is not None and t.low.endswith("s")  # the main verb: "the next card you play costs 1 less"
