"""Constant abilities that change what an investigator can hold: the maximum hand size ("Your maximum hand size is
reduced by 5", "Each investigator's maximum hand size is increased by 2") and the number of slots of a type ("You have
1 additional arcane slot", "you have 1 fewer hand slot").

Both are verb frames, read from the grammar's chunks so that any subject, amount, direction and slot type composes:

- a passive "<whose> maximum hand size is reduced / increased by N" — whose: "your" (``you``) or "each investigator's"
  (``investigator``) — is an ``amount-modifier`` to the engine's ``check-hand-size`` (Hand Size: the maximum is
  checked only in the upkeep phase's step 4.5, so a trailing "while checking his or her hand size (during the upkeep
  phase)" names that very check and says nothing more);
- "<who> have / has N additional / more / fewer <type> slot(s)" is an ``amount-modifier`` to the engine's
  ``slot-limit`` for the slot type (``what``: ``<type>-slot``; Slots); slots that "can only be used to hold" some
  assets ("a Weapon asset", "Tome assets") hold only those: the assets composed into the ``source`` filter.

Any other shape returns None (the next reader is tried).
"""

from __future__ import annotations

import re
from typing import Any

from .grammar import Chunk, one_clause
from .instruction import Phrase
from .model import NotParsed
from .trigger_tree import card_filter
from .words import NUMBER, number

Fields = dict[str, Any]
#: The slot types a card may print, as the engine names them (Slots; 2024 glossary: Tarot Slots).
SLOT_WORDS = ("accessory", "body", "ally", "hand", "arcane", "tarot")
#: Whom a subject governs, as the engine's filter names them.
WHO = {("you",): "you", ("each", "investigator"): "investigator"}
#: Whose hand size a possessive names.
WHOSE = {("your",): "you", ("each", "investigator's"): "investigator"}
#: The direction words of a change, and its sign.
SIGN = {"reduce": -1, "decrease": -1, "increase": 1, "additional": 1, "more": 1, "fewer": -1, "less": -1}
#: The words after a hand-size change that name the check it changes: the upkeep phase's 4.5 (Hand Size).
CHECKING = re.compile(r"(?:(?:while|when) checking (?:his or her|your|their) hand size)?(?: ?during (?:the|each) upkeep "
                      r"phase)?")


def _words(chunks: list[Chunk] | tuple[Chunk, ...]) -> list[str]:
    return [t.low for c in chunks for t in c.tokens]


def _amount(word: str) -> int | None:
    return number(word) if re.fullmatch(NUMBER, word) else None


def _hand_size(chunks: list[Chunk]) -> list[Fields] | None:
    """"<whose> maximum hand size is reduced / increased by N [while checking … hand size …]"."""
    if len(chunks) < 3 or chunks[0].kind != "np" or chunks[1].kind != "verb" or chunks[2].kind != "pp":
        return None
    subject = _words(chunks[:1])
    who = WHOSE.get(tuple(subject[:-3]))
    if subject[-3:] != ["maximum", "hand", "size"] or who is None:
        return None
    sign = SIGN.get(chunks[1].head)
    by = _words(chunks[2:3])
    n = _amount(by[1]) if len(by) == 2 and by[0] == "by" else None
    tail = " ".join(_words(chunks[3:]))
    if sign is None or n is None or not (tail == "" or CHECKING.fullmatch(tail)):
        return None
    return [{"applies-to": {"event": "check-hand-size", "who": who}, "amount-modifier": sign * n}]


def _at_comma(chunk: Chunk) -> list[Chunk]:
    """A noun phrase the grammar read on past a comma ("1 additional hand slot, which") as its two phrases."""
    at = next((k for k, t in enumerate(chunk.tokens) if t.text == ","), None)
    if chunk.kind != "np" or at is None:
        return [chunk]
    return [Chunk("np", chunk.tokens[:at]), Chunk("punct", chunk.tokens[at:at + 1]), Chunk("np", chunk.tokens[at + 1:])]


def _slots(text: str, chunks: list[Chunk]) -> list[Fields] | None:
    """"<who> have N additional / fewer <type> slot(s)" (the grammar may read "slots" after "hand" as a verb)."""
    at = next((k for k, c in enumerate(chunks) if c.kind == "verb"), None)
    if at is None or chunks[at].head not in ("have", "has"):
        return None
    who = WHO.get(tuple(_words(chunks[:at])))
    rest = [part for c in chunks[at + 1:] for part in _at_comma(c)]
    comma = next((k for k, c in enumerate(rest) if c.kind == "punct"), len(rest))
    words = _words(rest[:comma])
    if who is None or len(words) != 4 or words[3] not in ("slot", "slots") or words[2] not in SLOT_WORDS:
        return None
    n, sign = _amount(words[0]), SIGN.get(words[1])
    if n is None or sign is None:
        return None
    applies = {"event": "slot-limit", "who": who, "what": f"{words[2]}-slot"}
    if comma < len(rest):  # ", which can only be used to hold <cards>": the assets those slots can hold
        holds = _holding(rest[comma + 1:])
        if holds is None or sign < 0:
            raise NotParsed(text, "a slot that can hold only some assets, named as the engine's filters cannot say")
        applies["source"] = holds
    return [{"applies-to": applies, "amount-modifier": sign * n}]


def _holding(chunks: list[Chunk]) -> str | None:
    """"which can only be used to hold a Weapon asset / Tome assets" → the composed filter of the assets
    (``weapon-asset``: :func:`.trigger_tree.card_filter`); None for any other words."""
    if len(chunks) != 4 or _words(chunks[:1]) != ["which"] or _words(chunks[1:3]) != ["can", "only", "be", "used",
                                                                                      "to", "hold"]:
        return None
    phrase = Phrase(list(chunks[3].tokens))
    holds = card_filter(phrase) if chunks[3].kind == "np" else None
    return holds if holds is not None and holds.endswith("asset") else None


def read_capacity(text: str) -> list[Fields] | None:
    """The constants of a sentence that changes a hand size or a number of slots; None for any other sentence."""
    sentence = one_clause(text)
    if sentence is None or sentence.reminders:
        return None
    chunks = list(sentence.clauses[0].chunks)
    return _hand_size(chunks) or _slots(text, chunks)
