"""A printed text box treated as blank (Blank), read from its verb frames: "Treat the chosen enemy's printed text box
as if it were blank (except for Traits) until the end of the phase", "Treat the printed text box of each Ally asset
you control as if it were blank", "treat your investigator as if his or her printed text box were blank", "you
ignore the text on each unrevealed Miskatonic location", "Ignore the text on the unrevealed side of Arkham Asylum
locations".

Two verbs, one meaning. "treat" takes the text box and an "as if <it> were blank" clause: the text box is the object
("X's printed text box", "the printed text box of X": X's) or the "as if" clause's subject ("treat X as if his or her
printed text box were blank": X's). "ignore" takes "the text on X" (X "the unrevealed side of Y": the unrevealed Ys).
The cards named are composed as any noun phrase is: in an effect by the instruction's selectors (a lasting effect,
its ``to`` picked as it is established), in a constant as a filter (its ``applies-to`` ``what``). "(except for
Traits)" keeps the traits; "the text" is the card text, not its traits. The engine's field is ``blank``
(``text-box`` or ``text-box-except-traits``) on a lasting effect or a constant that applies to ``enters-play``.
"ignore" also takes keywords and abilities of a kind (:mod:`.ignoring`, the verb's frame): the same lasting effect or
constant, its field ``loses`` or the ``blank`` of the kind.
"""

from __future__ import annotations

import re
from typing import Any

from .constant_cards import subject as card_subject
from .constant_restrict import composed_cards
from .grammar import Chunk, one_clause
from .card_phrases import named_cards
from .ignoring import TESTED_ENEMY, ignored
from .instruction import Phrase
from .model import NotParsed
from .tokens import Token
from .vocabulary import Context

Fields = dict[str, Any]

#: The duration of the test being made ("for this attack"): the one a keyword ignored with no cards named may have.
TEST_DURATION = "for-this-skill-test"

#: The words of a text box after its owner ("X's printed text box", "his or her text box").
_BOX = (["printed", "text", "box"], ["text", "box"])
#: The possessive pronouns that refer back to the object of "treat".
_PRONOUNS = (["his", "or", "her"], ["its"], ["their"], ["his"], ["her"])
#: What an "as if" clause says of the text box.
_AS_IF = (["as"], ["if"])


def keeps_traits(reminders: tuple[str, ...]) -> bool:
    """Whether the sentence's reminders are "(except for Traits)": the traits stay as the rest is blanked."""
    return [r.lower() for r in reminders] == ["except for traits"]


def _words(chunk: Chunk) -> list[str]:
    return [t.low for t in chunk.tokens]


def _owner_of_box(chunk: Chunk) -> list[Token] | None:
    """"the chosen enemy's printed text box" → the tokens of "the chosen enemy"; None for no possessive text box."""
    words = _words(chunk)
    box = next((b for b in _BOX if words[-len(b):] == b), None)
    if box is None or len(words) == len(box):
        return None
    owner = list(chunk.tokens[:-len(box)])
    last = owner[-1]
    if not last.low.endswith(("'s", "\u2019s")):
        return None
    bare = last.text[:-2]
    return owner[:-1] + [Token(last.kind, bare, bare.lower())] if bare else None


def blanked_owner(chunks: list[Chunk], reminders: tuple[str, ...]) -> tuple[list[Token] | None, Fields] | None:
    """The tokens of what the clause treats as blank or ignores (None: the enemy of the test being made, "Ignore the
    retaliate keyword"), and the fields of the change (``blank``, or ``loses`` for keywords ignored,
    :mod:`.ignoring`); None for another shape."""
    parts = [c for c in chunks if not (c.kind == "punct" and c.text in (".", ","))]
    if parts and parts[0].kind == "np" and _words(parts[0]) == ["you"]:
        parts = parts[1:]  # "you ignore the text on …": the players' own reading
    if not parts or parts[0].kind != "verb":
        return None
    verb, rest = parts[0].text.lower(), parts[1:]
    keeps = keeps_traits(reminders)
    if reminders and not keeps:
        return None
    mode = "text-box-except-traits" if keeps else "text-box"
    if verb == "ignore":
        found = ignored(rest) if not reminders else None
        return None if found is None else (found.owner, found.fields)
    if verb != "treat":
        return None
    shape = [c.kind for c in rest]
    as_if = [_words(c) for c in rest if c.kind == "conj"]
    if as_if != list(_AS_IF) or shape[-2:] != ["verb", "np"] or _words(rest[-2]) not in (["were"], ["was"]) \
            or _words(rest[-1]) != ["blank"]:
        return None
    head = rest[:shape.index("conj")]
    said = rest[shape.index("conj") + 2]  # what "as if … were blank" is said of
    if len(head) == 1 and _words(said) in (["it"], ["they"]):
        owner = _owner_of_box(head[0])
        return (owner, {"blank": mode}) if owner is not None else None
    if len(head) == 2 and head[1].kind == "pp" and _words(head[0]) in (["the"] + b for b in _BOX) \
            and _words(said) in (["it"], ["they"]) and head[1].tokens[0].low == "of":
        return list(head[1].tokens[1:]), {"blank": mode}  # "the printed text box of each Ally asset you control"
    words = _words(said)
    if len(head) == 1 and any(words == p + b for p in _PRONOUNS for b in _BOX):
        return list(head[0].tokens), {"blank": mode}  # "treat your investigator as if his or her printed text box were blank"
    return None


def _read(text: str) -> tuple[list[Token] | None, Fields] | None:
    sentence = one_clause(text)
    if sentence is None:
        return None
    return blanked_owner(list(sentence.clauses[0].chunks), sentence.reminders)


def treated_blank(text: str, duration: str | None, ctx: Context) -> list[Fields] | None:
    """An instruction treating a text box as blank, or ignoring text, keywords or abilities, for a duration (an
    effect): the lasting effect, its ``to`` the cards the owner names ("for this attack" with no cards named: the
    enemy attacked); None for another sentence; :class:`NotParsed` for one the engine cannot hold."""
    read = _read(text)
    if read is None:
        return None
    tokens, fields = read
    if duration is None:
        raise NotParsed(text, "a text box treated as blank (or text, a keyword or an ability ignored) by an instruction "
                        "with no duration: the engine's blanking is a lasting effect or a constant ability")
    if tokens is None and duration != TEST_DURATION:
        raise NotParsed(text, "keywords ignored with no cards named, outside a test: whose keywords they are only the "
                        "test's own duration (\u201cfor this attack\u201d) tells")
    to = TESTED_ENEMY if tokens is None else named_cards(Phrase(tokens), ctx)
    return [{"effect": "lasting", "duration": duration, "to": to, **fields, "applies-to": {"event": "enters-play"},
             "text": text.strip()}]


def read_blank(chunks: list[Chunk], text: str, card_type: str | None) -> list[Fields] | None:
    """A constant treating a text box as blank: ``applies-to`` the cards the owner composes (the card by its name,
    your investigator, a set of cards by traits and states, those you control); None for another shape. ``text``, the
    sentence, gives its reminders ("(except for Traits)")."""
    read = blanked_owner(chunks, tuple(re.findall(r"\(([^()]*)\)", text)))
    if read is None:
        return None
    tokens, fields = read
    if tokens is None:  # keywords of the enemy a test is made against: no constant's
        return None
    words = [t.low for t in tokens]
    if words == ["your", "investigator"]:
        what: str | None = "you"
    else:
        named = card_subject([Chunk("np", tuple(tokens))], card_type)
        bare = tokens[1:] if words[:1] == ["each"] else tokens  # "each Ally asset you control": any such asset
        what = named or composed_cards(list(tokens)) or composed_cards(list(bare))
    if what is None:
        return None
    return [{"applies-to": {"event": "enters-play", "what": what}, **fields}]
