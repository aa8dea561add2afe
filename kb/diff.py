"""A word diff between two editions of a rule, for showing what a later text changed.

Players compare editions by reading, so the diff works on words and punctuation marks, not on
characters (a character diff of "their owner’s" → "that player’s" is unreadable) and not on
lines (the editions wrap and split paragraphs differently). Whitespace is not an edit: two
texts that differ only in spacing or paragraph breaks are equal, so a paragraph that one edition
printed as a bullet and the other merged into running text shows only its real changes.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher
from typing import Literal

DiffOp = Literal["equal", "insert", "delete"]

#: A word (with inner apostrophes), a bracketed icon token, or one other visible character;
#: each token keeps the whitespace that follows it so that the pieces join back into the text.
_TOKEN = re.compile(r"(?:\[[a-z_]+\]|\w+(?:['’]\w+)*|[^\w\s])\s*|\s+")
#: Typographic variants that are not edits: curly and straight quotes, dash widths.
_FOLD = str.maketrans({"“": '"', "”": '"', "‘": "'", "’": "'", "–": "-", "—": "-"})


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(text)


def _key(token: str) -> str:
    return token.strip().translate(_FOLD)


def word_diff(old: str, new: str) -> list[tuple[DiffOp, str]]:
    """The edits that turn ``old`` into ``new``, as ``(op, text)`` pairs in reading order.

    ``op`` is ``"equal"``, ``"delete"`` (text only in ``old``) or ``"insert"`` (text only in
    ``new``); a replacement is a delete followed by an insert. Adjacent pieces with the same op
    are merged. Joining the text of the ``equal`` and ``insert`` pieces gives ``new`` exactly;
    joining ``equal`` and ``delete`` gives ``old`` up to whitespace and quote/dash style, because
    an equal piece is taken from ``new`` (the text a reader sees by default).
    """
    a, b = _tokens(old), _tokens(new)
    matcher = SequenceMatcher(None, [_key(t) for t in a], [_key(t) for t in b], autojunk=False)
    ops: list[tuple[DiffOp, str]] = []

    def emit(op: DiffOp, text: str) -> None:
        if not text:
            return
        if ops and ops[-1][0] == op:
            ops[-1] = (op, ops[-1][1] + text)
        else:
            ops.append((op, text))

    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            emit("equal", "".join(b[j1:j2]))
            continue
        if tag in ("delete", "replace"):
            emit("delete", "".join(a[i1:i2]))
        if tag in ("insert", "replace"):
            emit("insert", "".join(b[j1:j2]))
    return ops
