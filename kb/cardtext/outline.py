"""The grammar's tree of a whole card text, for reading it (``kb ability --tree``).

Every paragraph, cut into its kind, head and body (:mod:`.split`), every sentence of each part, and
each sentence's clauses with their chunks in printed order — or the sub-grammar that refused the
sentence. The tree is the grammar's reading before any lowering: what the engine makes of it is
the rest of ``kb ability``'s output.
"""

from __future__ import annotations

from .gaps import sentences_of
from .grammar import Refused, read_sentence
from .markup import paragraphs
from .split import cut
from .words import SELF, self_token


def outline(text: str, name: str | None = None) -> list[str]:
    """The tree as indented lines: paragraph, part (head / body), clause with its chunks."""
    label = name or "this card"
    lines: list[str] = []
    for para in paragraphs(text):
        piece = cut(self_token(para, name))
        lines.append(f"{piece.kind or piece.title or 'plain'}: {para}")
        for part, words in (("head", piece.head), ("body", piece.body)):
            for sentence in sentences_of(words):
                lines.append(f"  {part}: {sentence.replace(SELF, label)}")
                try:
                    read = read_sentence(sentence)
                except Refused as refused:
                    lines.append(f"    refused by {refused.grammar}: {refused.reason}")
                    continue
                for clause in read.clauses:
                    chunks = " ".join(f"{c.kind}[{c.text}]" for c in clause.chunks).replace(SELF, label)
                    lines.append(f"    clause: {chunks}")
                lines.extend(f"    reminder: ({r})" for r in read.reminders)
    return lines
