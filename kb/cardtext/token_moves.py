"""Lowering tokens placed on a card or location and removed from it: "Place 3 ammo tokens on X", "Add 1 charge
to X", "Place 2 clues on X", "Remove 1 doom from X", "Remove all doom from X".

The verb says the direction (place / add: onto; remove: off), the object the tokens — an amount (or "all",
when removing) and a kind: clues, doom, or a card's uses (ammo, charges, supplies, secrets, which the engine
counts without their kind), resources (on a card: "Place 1 resource on Archaic Glyphs") — and the phrase after
"on" / "to" / "from" where they go or come from, composed by :func:`.instruction.card` or as your / this location.
Placing doom is ``place-doom`` (another rule: it may advance the agenda); damage or horror placed rather than
dealt ("Place 1 horror on X", "Place 1 additional damage on that investigator": "additional" says only that more
comes on top) is ``place-tokens`` of damage or horror, the engine's apply step alone; an investigator's own clues ("1 of your clues") are moved from him
or her (:func:`.moving.own_tokens_or`).

Removing takes two more holders: all doom "in play" / "from play" is on every card and location that has some (the
engine's ``doom-in-play``: Doom counts doom on cards other than the agenda), and an owner's tokens printed as a
possessive, "Remove each investigator's clues from the game", are all of them off each holder the owner names
(tokens removed from the game are gone as those returned to the unlimited pool are).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from . import agenda_holders, reference
from .instruction import Instruction, Phrase, card, enemy, investigator, location, one_amount, possessor, printed_name
from .model import NotParsed
from .selectors import singular
from .token_holders import head_words, holding
from .tokens import Token
from .vocabulary import Context, Effect

#: A token's printed name (singular) → the engine's ``tokens``.
KINDS: dict[str, str] = {"clue": "clues", "doom": "doom", "ammo": "uses", "charge": "uses", "supply": "uses",
                         "supplie": "uses", "secret": "uses", "resource": "resources"}
#: Damage and horror: only "place" puts them on a card as tokens (placed, not dealt); taking them off is healing.
AFFLICTIONS: dict[str, str] = {"damage": "damage", "horror": "horror"}
#: Qualifiers of the tokens that add nothing the engine needs ("1 additional damage": more on top of what is there).
ADDED = ("additional",)
#: The preposition naming where tokens go or come from, by verb.
WHERE: dict[str, str] = {"place": "on", "add": "to", "remove": "from", "discard": "from"}
#: The verbs taking tokens off a holder: a token discarded from a card returns to the token pool as one removed does
#: ("Discard that many clues from Cover Up").
REMOVING = frozenset({"remove", "discard"})
#: The engine's holders of all doom in play ("Remove all doom in play / from play").
IN_PLAY = "doom-in-play"
#: Where tokens removed may be said to go, adding nothing: "Remove each investigator's clues from the game".
GONE = (["the", "game"],)


def is_tokens(ins: Instruction) -> bool:
    """Does the object count tokens ("3 ammo tokens", "1 charge", "all doom", "each investigator's clues") rather
    than name a card?"""
    words = ins.object.words if ins.object is not None else []
    return len(words) >= 2 and (words[0].isdigit() or words[0] in ("all", "a", "an") or _owner(ins) is not None) \
        and singular(words[-1]) in set(_kinds(ins)) | {"token"}


def names_doom(words: list[str]) -> bool:
    """Does an object end in doom, as "1 doom" or "1 doom token" (a doom token is doom: Doom)?"""
    return words[-1:] == ["doom"] or (len(words) >= 2 and words[-2] == "doom" and singular(words[-1]) == "token")


def _kinds(ins: Instruction) -> dict[str, str]:
    """The tokens the verb moves: damage and horror too when it places them."""
    return {**KINDS, **AFFLICTIONS} if ins.verb == "place" else KINDS


def _owner(ins: Instruction) -> Phrase | None:
    """The owner of the tokens the object names as a possessive ("each investigator's clues"), or None."""
    if ins.object is None or ins.verb != "remove" or len(ins.object.tokens) < 2:
        return None
    whose = possessor(list(ins.object.tokens[:-1]))
    return Phrase(whose) if whose else None


def _removed_from(ins: Instruction, ctx: Context, kind: str) -> str | None:
    """Where "remove" takes tokens from when the object or "in play" says it: each holder a possessive names
    ("each investigator's clues": every one of them), all doom in play; None when the "from" phrase says it."""
    owner = _owner(ins)
    slots = {prep: phrase.words for prep, phrase in ins.slots.items()}
    if owner is not None:
        if set(slots) - {"from"} or slots.get("from", GONE[0]) not in GONE or ins.object is None \
                or ins.object.where is not None:
            raise ins.refuse()
        return _holder(ins, owner, ctx)
    where = ins.object.where.lower() if ins.object is not None and ins.object.where else None
    if (list(slots.values()) == [["play"]] and set(slots) <= {"in", "from"} and where in (None, "play")) \
            or (where == "play" and not slots):
        if kind != "doom":
            raise ins.refuse()  # only doom is counted "in play" by the engine
        return IN_PLAY
    return None


def _kind(ins: Instruction, noun: str, quals: list[str]) -> str:
    quals = [q for q in quals if q not in ADDED]
    if noun == "token" and quals:  # "3 ammo tokens", "1 supply or ammo token": kinds the engine counts alike
        kinds = {KINDS.get(singular(q)) for q in quals if q != "or"}
        if len(kinds) != 1 or None in kinds or quals[1::2] != ["or"] * (len(quals) // 2) or len(quals) % 2 == 0:
            raise ins.refuse()
        return kinds.pop() or ""
    if noun not in _kinds(ins) or quals:
        raise ins.refuse()
    return _kinds(ins)[noun]


#: A location phrase's selector, narrowed by the tokens on it when it names a count of them (:mod:`.token_holders`).
_location = holding(location)


def holder(phrase: Phrase, ctx: Context, before: tuple[str, str] | None = None) -> tuple[str, str]:
    """A holder of tokens and what kind of holder it is, by its head noun: an investigator ("you", "your resource
    pool", a name), a location ("your location", "each location (in play)", "a connecting location", "@self's
    location", "its location": of the holder ``before``), an enemy ("each enemy at your location") or another card."""
    words = head_words(phrase.tokens)  # "each location with no horror": a location, narrowed by its tokens
    if words in (["your", "resource", "pool"], ["your", "resources"]):
        return "you", "investigator"
    if words[-1:] == ["location"] or words[-1:] == ["locations"] and words[0] in ("each", "all"):
        inside = Phrase(phrase.tokens) if (phrase.where or "").lower() == "play" else phrase  # "each location in play"
        try:
            return _location(inside, reference.named(ctx, before[0]) if before is not None else ctx), "location"
        except NotParsed as problem:
            if before is not None:
                raise
            try:  # "attached location": the card the bearer is attached to
                return card(phrase, ctx), "location"
            except NotParsed:
                raise problem from None
    if agenda_holders.names_agendas(phrase):  # "each agenda (in play)", "the agenda with the most doom"
        return agenda_holders.agendas(phrase, ctx), "card"
    if words[-1] in ("you", "investigator", "investigators"):
        return investigator(phrase, ctx), "investigator"
    if words[-1] in ("enemy", "enemies"):
        return enemy(phrase, ctx), "card"
    if (titled := titled_enemy(phrase)) is not None:
        return enemy(titled, ctx), "card"
    if printed_name(phrase) is not None:
        return card(phrase, ctx), "named"
    return card(phrase, ctx), "card"


def titled_enemy(phrase: Phrase) -> Phrase | None:
    """"An exhausted Brood of Yog-Sothoth at your location" as "… Brood of Yog-Sothoth enemy …": a card's title after
    "a" / "an" / "each", at a location, is an enemy, any copy of it (the cards at a location are its enemies: an asset
    is controlled, a treachery in a threat area or attached); None for any other phrase."""
    tokens = phrase.tokens
    if len(tokens) < 2 or tokens[0].low not in ("a", "an", "each") or tokens[-1].kind != "name" \
            or not phrase.where or phrase.where.lower() == "play":
        return None
    return replace(phrase, tokens=[*tokens, Token("word", "enemy", "enemy")])


def _holder(ins: Instruction, phrase: Phrase, ctx: Context) -> str:
    try:
        return holder(phrase, ctx)[0]
    except NotParsed as problem:  # quoted whole: the phrase alone would not say what is placed there
        raise ins.refuse(problem.reason) from None


def move_tokens(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Place 3 ammo tokens on @self", "Add 1 charge to it", "Remove all doom from the current agenda"."""
    prep = WHERE[ins.verb]
    if ins.object is None or investigator(ins.subject, ctx) != "you":
        raise ins.refuse()
    words = ins.object.words
    if (words[0] == "all" or _owner(ins) is not None) and ins.verb in REMOVING:
        n, kind = None, _kind(ins, singular(words[-1]), [] if _owner(ins) else words[1:-1])
        held = _removed_from(ins, ctx, kind)
        if held is not None:
            return [{"effect": "remove-tokens", "tokens": kind, "to": held}]
    else:
        n, noun, quals = one_amount(ins, ins.object)
        kind = _kind(ins, noun, quals)
    if (kind == "doom" and ins.verb not in REMOVING) or set(ins.slots) != {prep}:
        raise ins.refuse()  # placing doom is the doom rule's
    out: Effect = {"effect": "remove-tokens" if ins.verb in REMOVING else "place-tokens", "tokens": kind,
                   **({} if n is None else {"amount": n})}
    to = _holder(ins, ins.slots[prep], ctx)
    return [out if to == "self" else {**out, "to": to}]


def tokens_or(fallback: Callable[[Instruction, Context], list[Effect]]) -> Callable[[Instruction, Context], list[Effect]]:
    """The verb's token rule when its object counts tokens (but doom placed: ``fallback``'s), else ``fallback``."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        doom_placed = ins.verb not in REMOVING and ins.object is not None and names_doom(ins.object.words)
        return move_tokens(ins, ctx) if is_tokens(ins) and not doom_placed else fallback(ins, ctx)
    return rule


def discarded_tokens_or(fallback: Callable[[Instruction, Context], list[Effect]]) -> Callable[[Instruction, Context],
                                                                                              list[Effect]]:
    """"Discard 2 clues from @self": tokens taken off the card the phrase after "from" names (as "remove"), when the
    object counts tokens and says where from; "Discard 3 resources", from no holder, your own (:func:`_own_resources`);
    any other discard is ``fallback``'s (cards)."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        if is_tokens(ins) and not ins.slots and _own_resources(ins, ctx):
            return [{"effect": "lose-resources", "amount": one_amount(ins, ins.object)[0]}]
        return move_tokens(ins, ctx) if is_tokens(ins) and "from" in ins.slots else fallback(ins, ctx)
    return rule


def _own_resources(ins: Instruction, ctx: Context) -> bool:
    """"Discard 3 resources", said of no holder: your own resource pool's, returned to the token pool as resources
    lost are (the engine's ``lose-resources``)."""
    words = ins.object.words if ins.object is not None else []
    return words[:1] != ["all"] and _owner(ins) is None and singular(words[-1]) == "resource" \
        and investigator(ins.subject, ctx) == "you"

