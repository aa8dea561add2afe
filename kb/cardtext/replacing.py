"""Lowering a location replaced by a set-aside copy: "Remove X from the game, and replace it with another set-aside
copy of Bleak Plains (move all investigators, enemies, and attachments from this location to the new copy of Bleak
Plains)" (Stars of Aldebaran, Inhabitant of Carcosa, A Moment's Rest, The King's Parade, The Archway, The Height of
the Depths).

The sentence is read whole, from two verb frames: "remove X from the game" and, joined by "and", "replace it with
<a set-aside copy> of <Name>" — "it" naming X, the copy a noun phrase whose head is "copy" with the qualifier
"set-aside" (the determiner "another", "a" or "the") and whose "of" names the card by its printed name. Together they
are one engine effect, ``replace-location`` (the removal is the replacement's last step: what is at the old location
moves first, so the two are never lowered apart). The reminder after it restates what replacing does — a "move"
frame whose object is everything there ("all investigators, enemies, and attachments"), from "this location" to "the
new copy of <Name>" — and is read with it (:func:`restated`, one of :mod:`.restated`'s), never dropped unread: a reminder of another shape is
the lowering's to refuse. "That copy of <Name>" afterwards names the copy put into play (:mod:`.reference`).

A sentence of other clauses is none of this module's (None); "replace" with no removal before it is refused by the
verb rules (no rule for it), as is a removal of something the reader cannot name.
"""

from __future__ import annotations

from . import next_play, repetition
from .grammar import Clause, Refused, read_sentence
from .instruction import Instruction, Phrase, card, instruction, printed_name
from .model import NotParsed
from .vocabulary import Context, Effect

#: The determiners a set-aside copy is printed with ("another set-aside copy of X").
COPY_DETERMINERS = frozenset({"another", "a", "the"})
#: What the reminder moves: everything at the location ("all investigators, enemies, and attachments").
MOVED = frozenset({"investigators", "enemies", "attachments", "cards"})
#: Why a replacement the engine cannot hold is refused.
NOT_REPLACED = "a replacement of something other than a card named by a removal before it, with a set-aside copy"


def _copy(ins: Instruction) -> str | None:
    """The printed name of "another set-aside copy of <Name>" in the frame's "with" and "of" slots, or None."""
    with_, of = ins.slots.get("with"), ins.slots.get("of")
    if with_ is None or of is None or of.where is not None:
        return None
    words = with_.words
    if len(words) != 3 or words[0] not in COPY_DETERMINERS or words[1:] != ["set-aside", "copy"]:
        return None
    return printed_name(of)


def replaced(clauses: tuple[Clause, ...], text: str, ctx: Context) -> list[Effect] | None:
    """"Remove X from the game, and replace it with another set-aside copy of Y" → ``replace-location`` of X by a
    copy of Y; None when the sentence is not a removal followed by a replacement."""
    if len(clauses) != 2 or clauses[1].connective != ("and",):
        return None
    try:
        removal, replacing = (instruction(c.chunks, c.text) for c in clauses)
    except NotParsed:
        return None
    gone = removal.slots.get("from")
    if removal.verb != "remove" or replacing.verb != "replace" or gone is None or gone.words != ["the", "game"]:
        return None
    name = _copy(replacing)
    if removal.object is None or replacing.object is None or replacing.object.words != ["it"] or name is None \
            or set(removal.slots) != {"from"} or set(replacing.slots) != {"with", "of"} or removal.subject is not None \
            or replacing.subject is not None:
        raise NotParsed(text, NOT_REPLACED)
    try:
        old = card(removal.object, ctx)
    except NotParsed as problem:
        raise NotParsed(text, problem.reason) from None
    if old.startswith(("a-", "an-", "each-")):
        raise NotParsed(text, NOT_REPLACED)
    return [{"effect": "replace-location", **({} if old == "self" else {"to": old}), "card": name}]


def whole(clauses: tuple[Clause, ...], text: str, ctx: Context) -> list[Effect] | None:
    """The effects of a sentence read whole rather than clause by clause: a location replaced (above), one clause
    repeated until a state (:mod:`.repetition`), the next card played changed (:mod:`.next_play`);
    None for any other sentence."""
    if (done := replaced(clauses, text, ctx)) is not None:
        return done
    if len(clauses) == 1 and (changed := next_play.changed(clauses[0], text, ctx)) is not None:
        return changed
    return repetition.repeated(clauses[0], text, ctx) if len(clauses) == 1 else None


def restated(reminder: str, clauses: tuple[Clause, ...]) -> bool:
    """Whether ``reminder`` restates what the sentence's replacement does ("move all investigators, enemies, and
    attachments from this location to the new copy of Y"): read with the sentence, not a reminder of its own
    (:mod:`.restated`)."""
    if not any(c.chunks and c.chunks[0].kind in ("verb", "conj") and "replace" in c.text.lower().split()
               for c in clauses):
        return False
    try:
        sentence = read_sentence(reminder)
    except Refused:
        return False
    if len(sentence.clauses) != 1:
        return False
    try:
        ins = instruction(sentence.clauses[0].chunks, reminder)
    except NotParsed:
        return False
    where, to, of = ins.slots.get("from"), ins.slots.get("to"), ins.slots.get("of")
    moved = ins.object.words if ins.object is not None else []
    return ins.verb == "move" and moved[:1] == ["all"] and bool(set(moved[1:]) & MOVED) and where is not None \
        and where.words == ["this", "location"] and to is not None and to.words == ["the", "new", "copy"] \
        and of is not None and printed_name(Phrase(of.tokens)) is not None
