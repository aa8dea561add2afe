"""One object shared by two coordinated prepositions ("add 1 doom to or remove 1 doom from a card you control").

English lets two instructions joined by "or" / "and" share the object of their last prepositions, printed once
after the second one (right-node raising): "add 1 doom to ‹X› or remove 1 doom from ‹X›" is printed "add 1 doom
to or remove 1 doom from ‹X›". The grammar reads clauses left to right, so the first instruction would end on a
bare preposition with no object; this module gives the shared object back to it, so that each instruction is
read (and lowered) by its own verb's rule, and the choice between them by :mod:`.choices`. Only a preposition
left bare right before the connective is filled, when the second part opens with a verb (an instruction, not
"equal to or less than X"), with the whole phrase that ends the sentence after the second instruction's own
preposition; nothing else is rewritten.
"""

from __future__ import annotations

import re

from .lexicon import lemma

#: Prepositions an instruction's object may follow ("to", "from", "on", "onto", "into").
_PREPOSITIONS = "to|from|on|onto|into"

#: "<first instruction> <prep> or|and <second instruction> <prep> <shared object>" (one sentence, no comma
#: between the two: a comma-joined list is another frame).
_RAISED = re.compile(rf"^(?P<first>[^,]*?\b(?:{_PREPOSITIONS})) (?P<conj>or|and) "
                     rf"(?P<second>[^,]*?\b(?:{_PREPOSITIONS})) (?P<shared>[^,]+?)(?P<end>[.]?)$", re.I)


def distribute(words: str) -> str:
    """``words`` with the shared object written after each preposition ("add 1 doom to a card you control or
    remove 1 doom from a card you control"), or ``words`` unchanged when no preposition is left bare before the
    connective."""
    found = _RAISED.match(words.strip())
    if found is None or lemma((found["second"].split() or [""])[0].lower()) is None:
        return words  # "equal to or less than X": the second part is no instruction of its own
    shared = found["shared"]
    return f"{found['first']} {shared} {found['conj']} {found['second']} {shared}{found['end']}"
