"""A noun phrase qualified by the name its cards do not have: "a [survivor] card not named Resourceful", "a Tome card
not named Encyclopedia".

Named: a card is named by its title; "not named X" after a noun phrase is a reduced relative ("that is not named X")
excluding every copy of the card of that title. It is folded into the noun phrase before a clause's slots are read (the
participle would otherwise be a second verb) as the qualifier every composed selector already says of a title:
``non-`` the title, a card by its title excluded as a trait is ("a non-Resourceful card": the engine's ``titled``).
Only a title of one word is folded: the selectors join a run of names only after a plain trait, so "not named Old Book
of Lore" is left as it was, and refused where it stands (never read as "non-Old" and three traits).
"""

from __future__ import annotations

from .grammar import Chunk
from .chunk_folds import fold_triples
from .groups import COPY_OF_SELF
from .tokens import Token

#: The reduced relative's words.
NOT_NAMED = ["not", "named"]


def _not_named(_before: Chunk | None, np: Chunk, verb: Chunk | None, name: Chunk | None,
               _after: Chunk | None) -> tuple[Chunk, ...] | None:
    if np.kind == "np" and len(np.tokens) >= 2 and verb is not None and verb.kind == "verb" \
            and [t.low for t in verb.tokens] == NOT_NAMED and name is not None and name.kind == "np" \
            and len(name.tokens) == 1 and (name.tokens[0].kind == "name" and name.tokens[0].text.isalpha()
                                           or name.tokens[0].kind == "self"):
        title = COPY_OF_SELF if name.tokens[0].kind == "self" else name.tokens[0].text
        return (Chunk("np", (*np.tokens[:-1], Token("name", f"non-{title}", f"non-{title.lower()}"), np.tokens[-1])),)
    return None


def not_named(chunks: tuple[Chunk, ...]) -> tuple[Chunk, ...]:
    """The chunks with each "<np> not named <Title>" folded into one noun phrase, ``non-<Title>`` before its noun."""
    return fold_triples(chunks, _not_named)
