"""The results of a chaos token revealed, printed each on its own line after the reveal:

    Revelation – Reveal a random token from the chaos bag.
    If you reveal a [elder_sign] symbol or positive number, nothing happens.
    If you reveal any other number, take 1 damage.
    If you reveal a [skull], [cultist], [tablet], [elder_thing], or [auto_fail] symbol, take 2 horror.

A line that opens with a condition on the token just revealed ("If you reveal X, …", "If it is X, …", "If it has
X, …": :func:`.revealed.condition`, with no test named as its scope) says what that reveal does, so it continues the
ability whose last sentence revealed the token (or whose last line is such a result): it is read with it, one
ability, each result an ``if-revealed`` checked on the tokens that reveal resolved (Chaos Tokens: "A token revealed
outside of a skill test has no effect on its own unless otherwise specified by a card effect"). Read apart, each
line would be a triggering condition with no title, which it is not. A line after anything else stays its own.
"""

from __future__ import annotations

import re

from .grammar import Refused, read_sentence
from .granting import Run
from .instruction import instruction
from .model import NotParsed
from .revealed import HEADS, condition
from .sentence_split import sentences

#: Where an ability's instruction begins after its cost or title: the last ":" or " – " of its last sentence.
_INSTRUCTION = re.compile(r"^.*(?::|\s[\u2013-])\s+", re.S)


def joined_results(runs: list[Run]) -> list[Run]:
    """The card's paragraphs (and those of a quoted ability it gains) with each line of a reveal's results joined to
    the paragraph that revealed the token."""
    out: list[Run] = []
    for run in runs:
        if isinstance(run, tuple):
            out.append((run[0], [p for p in joined_results(list(run[1])) if isinstance(p, str)]))
        elif out and isinstance(out[-1], str) and is_result(run) and reveals(out[-1]):
            out[-1] = f"{out[-1]} {run}"
        else:
            out.append(run)
    return out


def is_result(paragraph: str) -> bool:
    """Whether the paragraph opens with a condition on the token just revealed, about no test of its own."""
    try:
        parts = sentences(paragraph) if paragraph else []  # punctuation alone ("]]\n.") holds no sentence
        read = condition(parts[0]) if parts else None
    except NotParsed:
        return False
    return read is not None and read[1] is None


def reveals(paragraph: str) -> bool:
    """Whether the paragraph's last sentence reveals chaos tokens ("Reveal a random chaos token"), or is itself a
    result of such a reveal."""
    parts = sentences(paragraph)
    if not parts:
        return False
    last = parts[-1]
    if is_result(last):
        return True
    try:
        read = read_sentence(_INSTRUCTION.sub("", last))
        ins = instruction(read.clauses[-1].chunks, read.clauses[-1].text) if read.clauses else None
    except (Refused, NotParsed):
        return False
    return ins is not None and ins.verb == "reveal" and ins.object is not None \
        and bool(ins.object.words) and ins.object.words[-1] in HEADS
