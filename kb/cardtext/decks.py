"""Lowering the phrases that name a deck, and the cards an instruction takes from one.

A deck is a noun phrase of its own ("your deck", "the encounter deck", "each investigator's deck"; a card's
owner's deck, "its bearer's deck"), composed into the engine's ``deck`` / ``who`` of the deck effects. The cards
taken from it are a noun phrase with the deck after "of" or "from", in either of the two orders card text prints:
"the top (N) card(s) of D" and "N card(s) / a (new) card from (the top of) D" — one reading for drawing and
discarding ("Draw the top 3 cards of the encounter deck", "each investigator draws 1 card from the top of the
encounter deck", "Discard 2 cards from the top of your deck"); the encounter card set aside underneath a card is
taken from there ("Draw the encounter card underneath Schoolhouse"). Shuffling a card into a deck ("Shuffle that enemy
into the encounter deck", "shuffle it into its bearer's deck") names the card as the other card moves do
(:func:`.instruction.card`, :func:`.instruction.enemy`) and the deck by :data:`OWN_DECKS`.

An amount the engine cannot fix ("the top X cards") is refused by :func:`.instruction.amount`, with the reason;
"where X is …" reads it as a count of the state (:mod:`.counted`). A deck the engine has none of (the Cultist
deck, the Exhibit deck, a discard pile) is refused.
"""

from __future__ import annotations

from . import reference
from .instruction import Instruction, Phrase, card, enemy, one_amount
from .model import NotParsed
from .vocabulary import Context, Effect

#: Whose deck a phrase names: the engine's ``deck`` / ``who`` of the deck effects.
DECKS: dict[tuple[str, ...], Effect] = {
    ("your", "deck"): {}, ("the", "encounter", "deck"): {"deck": "encounter"},
    ("each", "investigator's", "deck"): {"who": "each-investigator"},
}
#: Pronouns for the card shuffled: the card itself, unless a triggering condition names another card.
PRONOUNS = (["it"], ["him"], ["her"], ["them"])
#: A card's own deck when it is shuffled into one: its owner's (the engine's default) or the encounter deck.
OWN_DECKS: dict[tuple[str, ...], Effect] = {
    ("your", "deck"): {}, ("its", "bearer's", "deck"): {}, ("its", "owner's", "deck"): {},
    ("his", "or", "her", "deck"): {}, ("the", "encounter", "deck"): {"deck": "encounter"},
}


def deck(phrase: Phrase | None, ins: Instruction) -> Effect:
    """The engine's fields for the deck ``phrase`` names; refused when the engine has no such deck."""
    if phrase is None or phrase.where is not None or tuple(phrase.words) not in DECKS:
        raise ins.refuse()
    return dict(DECKS[tuple(phrase.words)])


def card_count(ins: Instruction, phrase: Phrase) -> int:
    """"card" (after "the top") → 1, "3 cards", "a new card", "1 card" → how many: a fixed amount of cards."""
    tokens = [t for t in phrase.tokens if t.low != "new"]
    if [t.low for t in tokens] in (["card"], ["a", "card"]):
        return 1
    n, noun, quals = one_amount(ins, Phrase(tokens))
    if noun != "card" or quals:
        raise ins.refuse()
    return n


def taken(ins: Instruction) -> tuple[int, Effect] | None:
    """How many cards the instruction takes from which deck (its ``deck`` / ``who`` fields): "the top (N) card(s)
    of D", "N card(s) from (the top of) D"; None when its object is not cards taken from a deck."""
    obj, of, source = ins.object, ins.slots.get("of"), ins.slots.get("from")
    if obj is None or obj.where is not None or obj.engaged is not None:
        return None
    words = obj.words
    if words[:2] == ["the", "top"] and of is not None and set(ins.slots) == {"of"}:
        return card_count(ins, Phrase(obj.tokens[2:])), deck(of, ins)
    if source is None or words[-1:] not in (["card"], ["cards"]):
        return None
    if source.words == ["the", "top"] and set(ins.slots) == {"from", "of"}:
        return card_count(ins, obj), deck(of, ins)
    if set(ins.slots) == {"from"} and tuple(source.words) in DECKS:
        return card_count(ins, obj), deck(source, ins)
    return None


#: A location shuffled into a deck by a slot beyond "into" ("shuffle @self into the encounter deck instead of moving to
#: your original destination"): a location shuffled into the encounter deck leaves play (the engine's ``shuffle-into``
#: of a location), but here in place of a move under way, which the reader does not read as that move's replacement.
SHUFFLED_LOCATION = ("shuffling a location into a deck instead of a move under way ('instead of moving to your original "
                     "destination'): not read as a replacement of that move")


def shuffled_location(ins: Instruction, ctx: Context) -> bool:
    """Whether the instruction shuffles the location bearing the text into a deck (its own name, "it" for it)."""
    if "into" not in ins.slots or ctx.card_type != "location" or ins.object is None:
        return False
    try:
        return card(ins.object, ctx) == "self"
    except NotParsed:
        return False


def shuffle_into(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Shuffle that enemy into the encounter deck", "shuffle it (back) into its bearer's deck": one card (the card
    itself, the one the trigger names) into a deck (``shuffle-into``)."""
    into = ins.slots.get("into")
    if ins.object is None or into is None or ins.subject is not None or set(ins.slots) != {"into"} \
            or into.where is not None or tuple(into.words) not in OWN_DECKS:
        raise ins.refuse()
    moved = ins.object  # "shuffle it back into …": the particle is the verb's (``instruction.IDLE_PARTICLES``)
    if moved.words in PRONOUNS and ctx.trigger and ctx.trigger.get("what") != "self" \
            and reference.refer(moved.words, ctx) is None:  # unless named before: "cancel the drawing of that card"
        raise ins.refuse()  # "When you draw an encounter card …: shuffle it back": "it" is the card the trigger names
    try:
        what = enemy(moved, ctx) if moved.words[-1] == "enemy" else card(moved, ctx)
    except NotParsed:  # a card the engine cannot name: the reason is the shuffle's (vocabulary.NO_VOCABULARY)
        raise ins.refuse() from None
    if what not in ("self", "triggering-what", "attacking-enemy"):
        raise ins.refuse()
    return [{"effect": "shuffle-into", **({} if what == "self" else {"to": what}),
             **OWN_DECKS[tuple(into.words)]}]


#: The prepositions naming what a set-aside card lies under.
UNDER = frozenset({"underneath", "beneath", "under"})


def underneath(ins: Instruction, ctx: Context) -> str | None:
    """"the encounter card underneath @self / the Schoolhouse" → the card or location it lies under (``self``, a
    printed name); None when the object is not the encounter card underneath something."""
    under = [p for p in ins.slots if p in UNDER]
    if ins.object is None or ins.object.words != ["the", "encounter", "card"] or len(under) != 1 \
            or len(ins.slots) != 1:
        return None
    try:
        return card(ins.slots[under[0]], ctx)
    except NotParsed as problem:  # quoted whole: the phrase alone would not say what is under it
        raise ins.refuse(problem.reason) from None
