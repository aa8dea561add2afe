"""Lowering "Search (the top N cards of) your deck for a [Trait] card and add it to your hand / draw it", "Search the
encounter deck (and discard pile) for a [Trait] enemy (a Grappling Horror) and draw it / spawn it at X".

A search is one rule of :data:`.lowering.RULES` (``search``): the searched area is its object ("your deck", "the
top N cards" with "of your deck"), what it is for is the "for" phrase, composed from its parts — a determiner,
trait names joined by "or", a card type ("card" is any type) — or a card by its printed name ("for a Grappling
Horror": ``find: {name}``). What happens to the card found is the next clause of the same sentence ("and add it to
your hand": added, not drawn; "and draw it"), which :func:`found` reads so that the lowering folds it into the
search (``found``); a search with no such clause is refused, since the engine would have to guess what becomes of
the card. The encounter deck is searched whole, with its discard pile when the object joins it ("the encounter deck
and discard pile": ``discard-pile``); its card found is drawn ("and draw it") or spawned ("and spawn it in the
Village Commons", "spawn it here": ``found: spawn`` and the location, composed by :func:`.instruction.location`).
"For up to 3 different [[Tactic]] and/or [[Supply]] events" finds several (``finds``: at most that many, the player's
choice; ``different``: no two of a title; "and/or": any of the traits), "and attach them facedown to @self" (``found:
attach``) or "add them to your hand" (:func:`_found_several`); the encounter deck's search finds one. An investigator's
discard pile and other areas ("the void") are not searched by the engine and are refused. "Draw the topmost [[Omen]] treachery in the encounter discard pile" names its card the
same way (:func:`topmost`): the engine's ``draw-from-discard``.
"""

from __future__ import annotations

import re

from .class_icons import leading_classes
from .grammar import Refused, read_sentence
from .instruction import (Instruction, Phrase, instruction, investigator, location, one_amount, printed_name,
                          tokens_of)
from .model import NotParsed
from .selectors import singular
from .tokens import Token, tokenize
from .vocabulary import Context, Effect
from .words import NUMBER, number

#: The card types a search may be for ("card": any).
TYPES = frozenset({"card", "asset", "event", "skill", "enemy", "treachery"})
#: The areas searched with the encounter deck, as a list names them after it ("the encounter deck and discard pile",
#: "the encounter deck, discard pile, and the void"): the engine's ``discard-pile`` and ``zone: void``.
ENCOUNTER_AREAS: dict[tuple[str, ...], Effect] = {
    ("discard", "pile"): {"discard-pile": True}, ("its", "discard", "pile"): {"discard-pile": True},
    ("the", "encounter", "discard", "pile"): {"discard-pile": True}, ("the", "void"): {"zone": "void"},
}


def encounter_areas(words: list[str]) -> Effect | None:
    """"the encounter deck", then the other areas searched with it, listed with commas and "and" → ``deck:
    encounter`` and what else (:data:`ENCOUNTER_AREAS`); None when the list opens otherwise or names another area."""
    if words[:3] != ENCOUNTER_DECK:
        return None
    out: Effect = {"deck": "encounter"}
    item: list[str] = []
    for w in [*words[3:], ","]:
        if w not in (",", "and"):
            item.append(w)
            continue
        if item and (tuple(item) not in ENCOUNTER_AREAS or set(ENCOUNTER_AREAS[tuple(item)]) <= set(out)):
            return None  # an area the engine does not search, or one named twice
        out.update(ENCOUNTER_AREAS.get(tuple(item), {}))
        item = []
    return out


def _looking_for(ins: Instruction, phrase: Phrase, encounter: bool) -> dict[str, object]:
    """"a [[Tome]] or [[Spell]] card" → {type?, traits}: the determiner, trait names joined by "or", a type, or
    "weakness" (a card of that subtype, any type: ``weakness``); in the
    encounter deck, "a Grappling Horror" → {name}. A trait and a name print alike once the markup is read, so a
    capitalised word with no card type after it is a name only where encounter cards are searched for by name."""
    tokens = phrase.tokens
    named = printed_name(Phrase(tokens[1:] if tokens and tokens[0].low in ("a", "an") else tokens))
    if named is not None and encounter and phrase.where is None and phrase.engaged is None:
        return {"name": named}  # "for a Grappling Horror", "for Hunting Horror": that card (or a copy)
    weakness = bool(tokens) and singular(tokens[-1].low) == "weakness"  # "a [[Madness]] weakness": of any type
    kind = [*tokens[1:-1], Token("word", "card", "card")] if weakness else tokens[1:]
    found = card_kind(kind) if tokens and tokens[0].low in ("a", "an", "1", "any") else None
    if found is None or phrase.where is not None or phrase.engaged is not None:
        raise ins.refuse()
    return {**found, "weakness": True} if weakness else found


def card_kind(tokens: list[Token]) -> dict[str, object] | None:
    """The words after a determiner or an amount naming a kind of card → {type?, traits?}: trait names joined by "or",
    a card type as the head ("asset", "assets"; "card": any) or before "card" ("a skill card"); None for other words.
    What a search is for, and which cards of a hand may be discarded."""
    if not tokens:
        return None
    head = singular(tokens[-1].low)
    if head not in TYPES:
        return None
    rest = tokens[:-1]
    kind = head
    if head == "card" and rest and rest[-1].kind == "word" and rest[-1].low in TYPES - {"card"}:
        kind, rest = rest[-1].low, rest[:-1]  # "a skill card": the type before "card"
    classes, rest = leading_classes(rest)  # "a [guardian] or [survivor] Item asset": the classes first (class_icons)
    if classes is None:
        return None
    traits = [t.text for t in rest if t.kind in ("name", "trait")]
    joins = [t.low for t in rest if t.kind not in ("name", "trait")]
    if joins != ["or"] * max(len(traits) - 1, 0) or len(traits) + len(joins) != len(rest):
        return None
    return {**({} if kind == "card" else {"type": kind}), **({"traits": traits} if traits else {}),
            **({"class": classes} if classes else {})}


#: The searcher's own deck: "your deck", or after a subject ("That investigator searches his or her deck").
OWN_DECK = ["your", "deck"]
THEIR_DECK = (["his", "or", "her", "deck"], ["their", "deck"])
#: "any investigator's deck": the deck of one investigator chosen (the engine's ``an-investigator``).
ANY_DECK = ["any", "investigator's", "deck"]
ENCOUNTER_DECK = ["the", "encounter", "deck"]


def _own(phrase: Phrase, who: str) -> bool:
    return phrase.words == OWN_DECK if who == "you" else phrase.words in THEIR_DECK


def search(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Search your deck for an [[Ally]] asset", "Search the top 3 cards of your deck for a [[Spell]] card", "That
    investigator searches the top 3 cards of his or her deck for a card"."""
    wanted = ins.slots.get("for")
    who = investigator(ins.subject, ctx)
    if ins.object is None or wanted is None or set(ins.slots) - {"for", "of"}:
        raise ins.refuse()
    out: Effect = {"effect": "search-deck", **({} if who == "you" else {"who": who})}
    deck = ins.slots.get("of")
    copies = _copies(wanted, deck)
    if copies is not None:  # "for 1 copy of Swarm of Rats": the "of" phrase is the card, not the deck searched
        deck, (wanted, out["copies"]) = None, copies
    if deck is None and (areas := encounter_areas(ins.object.words)) and ins.object.where is None and who == "you":
        out.update(areas)  # searched whole
    elif deck is None and _own(ins.object, who):
        pass  # the whole deck
    elif deck is None and ins.object.words == ANY_DECK and who == "you":
        out["who"] = "an-investigator"  # "Search any investigator's deck": whose deck is a choice
    elif deck is not None and (_own(deck, who) or (deck.words in (ANY_DECK, ENCOUNTER_DECK) and who == "you")) \
            and ins.object.words[:2] == ["the", "top"]:
        if deck.words == ANY_DECK:  # "the top 9 cards of any investigator's deck": whose deck is a choice
            out["who"] = "an-investigator"
        elif deck.words == ENCOUNTER_DECK:  # "the top 9 cards of the encounter deck"
            out["deck"] = "encounter"
        n, noun, quals = one_amount(ins, Phrase(ins.object.tokens[2:]))
        if noun != "card" or quals:
            raise ins.refuse()
        out["amount"] = n
    else:
        raise ins.refuse()
    wanted, several = _several(wanted)
    if several and out.get("deck") == "encounter":
        raise ins.refuse()  # the engine's encounter search finds copies of a name ("for 2 copies of X"), not "up to N"
    out.update(several)
    if "copies" in out and out.get("deck") != "encounter":
        raise ins.refuse()  # copies of a card by its printed name: an encounter card's (its set holds several)
    find = _looking_for(ins, wanted, out.get("deck") == "encounter")
    if find:
        out["find"] = find
    if out.get("copies") == 1:
        del out["copies"]  # one card found: the search's default
    return [out]


def _several(wanted: Phrase) -> tuple[Phrase, Effect]:
    """"up to 3 different Tactic and/or Supply events" → the phrase "a Tactic or Supply event" and ``{finds: 3,
    different: true}``: "up to N" the most found (the player may find fewer), "different" no two of a title, "and/or"
    either trait or both — any of them, as a search's ``traits`` are. The phrase as it is, and nothing, otherwise."""
    tokens = list(wanted.tokens)
    if [t.low for t in tokens[:2]] != ["up", "to"] or len(tokens) < 4 or not tokens[2].low.isdigit():
        return wanted, {}
    out: Effect = {"finds": int(tokens[2].low)}
    rest = tokens[3:]
    if rest[0].low == "different":
        out["different"], rest = True, rest[1:]
    joined: list[Token] = []
    for t in rest:
        if [j.low for j in joined[-2:]] == ["and", "/"] and t.low == "or":
            joined[-2:] = [t]  # "and/or": either or both
        else:
            joined.append(t)
    return Phrase([Token("word", "a", "a"), *joined]), out


def _copies(wanted: Phrase, of: Phrase | None) -> tuple[Phrase, int] | None:
    """"for 1 copy of Swarm of Rats", "for 2 copies of Swarm of Rats" → the card's name as the phrase searched for, and
    how many copies of it the search finds; None for any other "for" phrase (the "of" phrase is then the deck's)."""
    words = wanted.words
    if of is None or len(words) != 2 or singular(words[1]) != "copy" or printed_name(of) is None:
        return None
    amount = number(words[0]) if re.fullmatch(NUMBER, words[0]) else None
    return (of, amount) if amount else None


#: The card found, as the clause after a search names it: "it", "that card" ("Draw that card", The Yellow Sign), "that
#: enemy".
FOUND_CARD = (["it"], ["that", "card"], ["that", "enemy"])
#: A sentence that opens with what becomes of the card a search found: "Draw that card and shuffle your deck."
_FOUND_OPENING = re.compile(r"(?:draw|spawn|put|add)\s+(?:it|that card|that enemy)\b", re.I)
#: A sentence that ends with a search, its "for" phrase last: nothing said yet of the card found.
_SEARCH_LAST = re.compile(r"\bsearch(?:es)?\b.*\bfor\b(?:(?!\band\b)[^,;:])*$", re.I)


def found_after(sentences: list[str]) -> list[str]:
    """"… search your deck for a [[Madness]] weakness. Draw that card and shuffle your deck." → one sentence, "… for a
    [[Madness]] weakness and draw that card and shuffle your deck": what becomes of the card found, said in the next
    sentence, joined to the search it completes (read by :func:`found`); the sentences as they are otherwise. A search
    with nothing said of its card is refused alone, and so is "Draw that card" with nothing found before it."""
    out: list[str] = []
    for s in sentences:
        if out and _FOUND_OPENING.match(s.strip()) and _SEARCH_LAST.search(out[-1].rstrip(". ")):
            out[-1] = f"{out[-1].rstrip('. ')} and {s.strip()[0].lower()}{s.strip()[1:]}"
        else:
            out.append(s)
    return out


def found(ins: Instruction, ctx: Context, search: Effect) -> Effect | None:
    """What the clause after a search does with the card found (:data:`FOUND_CARD`): "add it to your hand" → ``found:
    hand``, "draw it" → ``found: draw``; "put it into play (under your control)" → ``found: play``; for an encounter
    card, "spawn it (at X / here / engaged with you)" → ``found: spawn`` (and ``to``) or ``spawn-engaged``, and so is "put it
    into play engaged with you" (Spawn: an enemy's spawn instruction resolves as it enters play, however it entered, and
    the effect putting it into play is that instruction); None for any other clause. Its subject, if any, is the searcher's ("That investigator searches …, draws it, …")."""
    if ins.object is None or ins.auxiliaries or not by_searcher(ins, ctx, search):
        return None
    if "finds" in search:  # several found: "and attach them facedown to @self", "and add them to your hand"
        return _found_several(ins)
    words = ["it"] if ins.object.words in FOUND_CARD else ins.object.words  # "that card": the card found, as "it"
    here = words == ["it", "here"]
    if words != ["it"] and not here:
        return None
    if ins.verb == "draw" and not ins.slots and not here:
        return {"found": "draw"}
    if ins.verb == "add" and set(ins.slots) == {"to"} and ins.slots["to"].words == ["your", "hand"] and not here \
            and search.get("deck") is None:
        return {"found": "hand"}
    into, under = ins.slots.get("into"), ins.slots.get("under")
    if ins.verb == "put" and into is not None and into.words == ["play"] and into.where is None and not here \
            and set(ins.slots) <= {"into", "under"} and (under is None or under.words == ["your", "control"]) \
            and search.get("deck") is None and search.get("who", "you") in ("you", "an-investigator"):
        return {"found": "play"}  # "and put it into play (under your control)": under yours (Put into Play)
    if ins.verb == "put" and into is not None and into.words == ["play"] and into.where is None and not here \
            and into.engaged == "you" and set(ins.slots) == {"into"} and search.get("deck") == "encounter":
        return {"found": "spawn-engaged"}  # "put it into play engaged with you": the effect is its spawn instruction
    if ins.verb != "spawn" or ins.slots or search.get("deck") != "encounter":
        return None
    if ins.object.engaged is not None:  # "spawn it engaged with you", "… at your location, engaged with you"
        engaged = ins.object.engaged == "you" and ins.object.where in (None, "your location") and not here
        return {"found": "spawn-engaged"} if engaged else None
    if here:
        return {"found": "spawn", "to": location(Phrase(tokens_of("this location")), ctx)}
    if ins.object.where is None:
        return {"found": "spawn"}  # its own spawn instruction
    try:
        return {"found": "spawn", "to": location(place_phrase(ins.object.where), ctx)}
    except NotParsed:
        return None


def _found_several(ins: Instruction) -> Effect | None:
    """What becomes of the cards a search for "up to N" found: "attach them facedown to @self" → ``found: attach``
    (each attached to the card bearing the effect), "add them to your hand" → ``found: hand``; None otherwise."""
    to = ins.slots.get("to")
    if ins.object is None or ins.object.words[:1] != ["them"] or set(ins.slots) != {"to"} or to is None:
        return None
    if ins.verb == "attach" and ins.object.words == ["them", "facedown"] and to.words == ["@self"]:
        return {"found": "attach"}
    if ins.verb == "add" and ins.object.words == ["them"] and to.words == ["your", "hand"]:
        return {"found": "hand"}
    return None


def place_phrase(where: str) -> Phrase:
    """The phrase of where the card found spawns, its capitalised words names ("the Village Commons")."""
    return Phrase([Token("name", t.text, t.low) if t.kind == "word" and t.text[:1].isupper() else t
                   for t in tokenize(where)])


#: What is left of a search to shuffle back: "the remaining cards", "the rest".
REMAINING = (["the", "remaining", "cards"], ["the", "rest"], ["the", "remaining", "searched", "cards"])


def by_searcher(ins: Instruction, ctx: Context, search: Effect) -> bool:
    """Whether the clause after a search has no subject, or the searcher's, shared ("That investigator searches …,
    draws it, and shuffles …")."""
    try:
        return ins.subject is None or investigator(ins.subject, ctx) == search.get("who", "you")
    except NotParsed:
        return False


def shuffled(ins: Instruction, search: Effect, ctx: Context = Context()) -> bool:
    """Is the clause after a search the shuffle of the deck searched ("and shuffles the remaining cards into his or
    her deck", "and shuffles his or her deck", "shuffle the searched deck")? Then the search says so (``shuffle``)."""
    if ins.verb != "shuffle" or not by_searcher(ins, ctx, search) or ins.object is None or ins.auxiliaries:
        return False
    who = str(search.get("who", "you"))
    if search.get("deck") == "encounter":
        decks = (["the", "encounter", "deck"],)
    else:
        decks = (OWN_DECK,) if who == "you" else THEIR_DECK
    decks += (["the", "searched", "deck"],)
    into = ins.slots.get("into")
    if not ins.slots:
        return ins.object.words in decks
    words = ins.object.words[:-1] if ins.object.words[-1:] == ["back"] else ins.object.words  # "the rest back"
    return set(ins.slots) == {"into"} and words in REMAINING and into is not None and into.words in decks


#: "… if it is searched": the shuffle's condition that its deck was searched (true of the search it follows).
_IF_SEARCHED = re.compile(r",?\s+if (?:it|that deck) (?:is|was|has been) searched(?=\.?$)", re.I)


def searches_of(effect: Effect) -> list[Effect]:
    """The searches an effect ends in: a ``search-deck``, or each branch's of an ``if`` whose branches all end in one
    ("Search … for 1 copy of X … (2 copies instead if …)": the same search with another amount); none otherwise."""
    if effect.get("effect") == "search-deck":
        return [effect]
    branches = [effect.get("effects") or [], effect.get("otherwise") or []] if effect.get("effect") == "if" else []
    ends = [b[-1] for b in branches if b]
    return ends if len(ends) == 2 and all(e.get("effect") == "search-deck" for e in ends) else []


def shuffled_after(text: str, search: Effect) -> bool:
    """Is the sentence ``text``, after a sentence ending in a search, that search's shuffle ("Shuffle the rest back
    into your deck.", "Shuffle the encounter deck if it is searched.": the deck the search searched, so the condition
    holds)?"""
    text = _IF_SEARCHED.sub("", text.strip())
    try:
        clauses = read_sentence(text).clauses
        return len(clauses) == 1 and shuffled(instruction(clauses[0].chunks, clauses[0].text), search)
    except (Refused, NotParsed):
        return False


#: The discard piles a card is drawn from by its kind: the engine's ``deck`` of ``draw-from-discard``.
DISCARD_PILES: dict[str, Effect] = {"the encounter discard pile": {"deck": "encounter"}, "your discard pile": {}}


def topmost(ins: Instruction, ctx: Context) -> Effect | None:
    """"draw the topmost [[Omen]] treachery in the encounter discard pile", "… [[Madness]] card in your discard pile"
    → ``draw-from-discard`` (``find`` read as a search's); None when the object is not "the topmost …"."""
    obj = ins.object
    if obj is None or obj.words[:2] != ["the", "topmost"]:
        return None
    pile = (obj.where or "").lower()
    if pile not in DISCARD_PILES or ins.slots or obj.engaged is not None:
        raise ins.refuse()
    kind = Phrase([Token("word", "a", "a"), *obj.tokens[2:]])
    find = _looking_for(ins, kind, DISCARD_PILES[pile].get("deck") == "encounter")
    who = investigator(ins.subject, ctx)
    return {"effect": "draw-from-discard", **({} if who == "you" else {"who": who}), **DISCARD_PILES[pile],
            **({"find": find} if find else {})}
