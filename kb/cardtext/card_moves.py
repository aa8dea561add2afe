"""Lowering rules of the verbs that move a card between areas: "Return X to your hand", "Add X to the victory
display", "Remove X from the game", "Discard N cards (at random) from your hand", "Attach to your location".

One rule a verb, registered in :data:`.lowering.RULES`: the verb names the move, the phrase after "to" or
"from" names the area, the object the card (composed by :func:`.instruction.card`). The first three become
the engine's ``move-card`` (its ``zone``: the owner's hand, the victory display, out of the game); discarding
from a hand is ``discard-from-hand``; attaching the card itself to a location, an enemy or a card is ``attach``.
A card the engine has no selector for, an area it has none for ("the encounter discard pile") are refused; "up to N
cards from your hand" is this rule's inside the engine's ``up-to`` (:mod:`.up_to`), and the cards a discard picks by an
area or traits joined by "or" are :mod:`.discard_cards`'s.
"""

from __future__ import annotations

from collections.abc import Callable

from .committed_counts import owned_committed
from .instruction import CHOSEN, Instruction, Phrase, card, enemy, investigator, location, one_amount, printed_name, referred, target
from .model import NotParsed
from .searching import card_kind, place_phrase
from .grammar import join
from .tokens import TITLES, Token, split_at_and
from .vocabulary import Context, Effect
from .words import SELF

Rule = Callable[[Instruction, Context], list[Effect]]

#: The printed area after the verb's preposition → ``move-card``'s ``zone``, by verb.
AREAS: dict[tuple[str, str, tuple[str, ...]], str] = {
    ("return", "to", ("your", "hand")): "hand", ("add", "to", ("your", "hand")): "hand",
    ("add", "to", ("the", "victory", "display")): "victory-display",
    ("remove", "from", ("the", "game")): "removed",
    ("add", "to", ("your", "threat", "area")): "threat-area",
    ("add", "to", ("any", "investigator's", "threat", "area")): "threat-area",
    ("return", "to", ("its", "owner's", "hand")): "hand", ("place", "in", ("the", "victory", "display")): "victory-display",
    ("place", "in", ("the", "void")): "void",  # an out-of-play area of its scenario (Hunting Horror)
}
#: The areas a card is put into play in, as the engine's ``put-into-play`` ``zone``: only a treachery's own.
PLAY_AREAS: dict[tuple[str, ...], str] = {("your", "threat", "area"): "threat-area",
                                          ("any", "investigator's", "threat", "area"): "threat-area"}
#: Whose play area the printed words name, when not yours: the engine's investigator selector.
WHOSE: dict[str, str] = {"any": "an-investigator"}


def into_play_area(ins: Instruction, ctx: Context, moved: Phrase, area: str, whose: str = "your") -> list[Effect]:
    """"(If you fail,) add @self to your threat area", "put @self into play in your threat area", "Add @self to any
    investigator's threat area" (``whose``: the first word of the area; "any" is one investigator chosen): the treachery
    resolving enters play there now (Treachery Cards: it stays in play when its revelation says where) — the engine's
    ``put-into-play`` with ``zone``; another card, or a card of another type, is refused."""
    try:
        own = card(moved, ctx) == "self"
    except NotParsed as problem:
        raise ins.refuse(problem.reason) from None
    if not own or (ctx.card_type != "treachery" and ctx.kind != "revelation"):  # a treachery, or a weakness revealed
        raise ins.refuse()
    return [{"effect": "put-into-play", "to": "self", "zone": area, **({"who": WHOSE[whose]} if whose in WHOSE else {})}]


def _conjuncts(phrase: Phrase) -> list[Phrase]:
    """"that enemy and @self" → "that enemy", "@self": the cards a conjoined object names, each its own phrase."""
    parts = split_at_and(phrase.tokens)
    return [Phrase(p) for p in parts] if len(parts) > 1 and all(parts) else [phrase]


def move_card(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Return @self to your hand", "Add him to the victory display", "Remove @self from the game"; "Add that enemy
    (and this card) to the victory display": one move a card named, in the order printed; "remove all cards in your
    discard pile from the game" (``discard-pile``: every card of that pile)."""
    if ins.object is None or ins.subject is not None or len(ins.slots) != 1:
        raise ins.refuse()
    prep, phrase = next(iter(ins.slots.items()))
    zone = AREAS.get((ins.verb, prep, tuple(phrase.words)))
    if zone is None or phrase.where is not None:
        raise ins.refuse()
    if zone in PLAY_AREAS.values():
        return into_play_area(ins, ctx, ins.object, zone, phrase.words[0])
    if ins.object.words == ["all", "cards"] and (ins.object.where or "").lower() == "your discard pile" \
            and ins.object.engaged is None:  # "remove all cards in your discard pile from the game": the whole pile
        return [{"effect": "move-card", "zone": zone, "discard-pile": True}]
    moved = _conjuncts(ins.object) if ins.object.where is None else [ins.object]
    try:  # "that enemy": the enemy the trigger names (a defeated one is where it went)
        named = [enemy(p, ctx) if p.words[-1:] == ["enemy"] else card(p, ctx) for p in moved]  # "it": Context.pronoun_card
    except NotParsed as problem:  # quoted whole: the phrase's own rendering would reword "in" as "at"
        raise ins.refuse(problem.reason) from None
    bound = {to for kind, to in ctx.referents if kind == "named"}  # "that version": a card named before
    if any(to not in ("self", "triggering-what") and not (to == CHOSEN and ctx.chosen in ("card", "asset"))
           and not owned_committed(to)  # "that skill card" a condition found committed and yours
           and not (zone != "hand" and (to in bound or printed_name(p) is not None)) for p, to in zip(moved, named)):
        raise ins.refuse()  # "your hand" is the owner's: only a card of one's own, or one chosen ("add it to your hand")
    return [{"effect": "move-card", "zone": zone, **({} if to == "self" else {"to": to})} for to in named]


def _random(phrase: Phrase) -> tuple[Phrase, bool]:
    """"a random card", "2 random cards" → "1 card", "2 cards", and that the choice is random."""
    words = phrase.words
    if "random" not in words:
        return phrase, False
    tokens = [t for t in phrase.tokens if t.low != "random"]
    if tokens and tokens[0].low in ("a", "an"):
        tokens[0] = Token("number", "1", "1")
    return Phrase(tokens), True


def discard_from_hand(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Discard 2 cards from your hand at random", "discard 1 card at random from your hand", "discard a random
    card from your hand", "(choose and) discard all but 1 card from your hand"; "each investigator discards 1 card from
    his or her hand"."""
    hand = ins.slots.get("from")
    if ins.object is None or hand is None or len(ins.slots) != 1:
        raise ins.refuse()
    owners = (["your", "hand"],) if ins.subject is None or investigator(ins.subject, ctx) == "you" \
        else (["his", "or", "her", "hand"], ["their", "hand"])
    if hand.words not in owners or hand.where not in (None, "random"):
        raise ins.refuse()
    tokens = ins.object.tokens
    all_but = [t.low for t in tokens[:2]] == ["all", "but"]  # "all but 1 card": the amount kept, the rest discarded
    thing, random = _random(Phrase(tokens[2:] if all_but else tokens))
    n, _, _ = one_amount(ins, thing)
    find = card_kind(thing.tokens[1:])  # "1 card", "a skill card", "2 [[Item]] assets": which cards may be discarded
    random = random or "random" in (ins.object.where, hand.where)
    if find is None or ins.object.where not in (None, "random") or ins.object.engaged is not None \
            or (all_but and (random or find)):
        raise ins.refuse()
    who = investigator(ins.subject, ctx)
    return [{"effect": "discard-from-hand", **({"keep": n} if all_but else {"amount": n}),
             **({"find": find} if find else {}), **({"random": True} if random else {}),
             **({} if who == "you" else {"who": who})}]


#: The selectors of a card in play other than the card itself: one chosen ("an asset you control"), the one
#: the triggering condition names ("that enemy", "that card").
OTHER_CARDS = frozenset({"a-card-you-control", "an-asset-you-control", "triggering-what", "attacking-enemy",
                         "triggering-source"})  # the card an attack was performed with (Context.that_card)


#: The engine's superlatives of distance ("the location farthest from The Gate to Hell": Nearest).
_DISTANCES = ("farthest-from:", "nearest-from:")


def ranked_location(phrase: Phrase, ctx: Context) -> str | None:
    """The location a superlative of distance picks ("the location (that is) farthest from The Gate to Hell":
    ``farthest-from:The Gate to Hell;each-location``, one, the tied a choice), read as every target is; None for any
    other phrase."""
    try:
        picked = target(phrase, ctx)
    except NotParsed:
        return None
    return picked if picked.startswith(_DISTANCES) and picked.endswith("location") else None


def discard_or(fallback: Rule) -> Rule:
    """"Discard …": from a hand when the text says so, another card in play ("(You must) discard an asset you
    control", "discard that enemy", "Discard each Criminal enemy at your location"), else the other discards
    (``fallback``)."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        if "from" in ins.slots and ins.slots["from"].words[-1] == "hand":
            if ins.object is not None and ins.object.words == [SELF] and ins.slots["from"].words == ["your", "hand"] \
                    and len(ins.slots) == 1 and ins.subject is None:
                return [{"effect": "discard"}]  # "Discard @self from your hand": the card itself, by its own text
            return discard_from_hand(ins, ctx)
        if ins.object is not None and not ins.slots and (ins.subject is None or investigator(ins.subject, ctx) == "you"):
            try:
                other = enemy(ins.object, ctx) if ins.object.words[-1] in ("enemy", "enemies") else card(ins.object, ctx)
            except NotParsed:
                other = None
            other = other if other is not None else ranked_location(ins.object, ctx)
            if other in OTHER_CARDS or (other == CHOSEN and ctx.chosen in ("card", "asset", "enemy")) \
                    or (other is not None and (other.startswith(("each-", *_DISTANCES))
                                               or other.endswith("-you-control"))) \
                    or (other is not None and other != "self" and printed_name(ins.object) == other):
                return [{"effect": "discard", "to": other}]  # one chosen, each of a kind, or one named as printed
        return fallback(ins, ctx)
    return rule


def attach(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Attach to your location", "Attach @self to that enemy": the card itself, attached to what "to" names ("You
    must attach @self to …": the one resolving it attaches it, as with no subject)."""
    host = ins.slots.get("to")
    if host is None or len(ins.slots) != 1 or (ins.subject is not None and investigator(ins.subject, ctx) != "you"):
        raise ins.refuse()
    try:
        if ins.object is not None and card(ins.object, ctx) != "self":
            raise ins.refuse()
        head = host.words[-1] if host.words else ""
        to = card(host, ctx) if head in ("you", "investigator") else target(host, ctx)  # by its head, or ranked
    except NotParsed as problem:  # quoted whole: the phrase alone would not say what is attached to it
        raise ins.refuse(problem.reason) from None
    return [{"effect": "attach", "to": to}]


#: The card types a set of set-aside cards may be named by after their name ("the 3 set-aside X locations").
SET_ASIDE_KINDS = frozenset({"location", "locations", "enemy", "enemies", "asset", "assets", "card", "cards",
                             "treachery", "treacheries"})


def _put_frame(ins: Instruction) -> tuple[Phrase | None, Phrase | None]:
    """The object and the "into" phrase of "Put X into play", also in the order "Put into play X" (which the chunker
    reads as one phrase after "into")."""
    into = ins.slots.get("into")
    if ins.object is None and into is not None and into.words[:1] == ["play"] and len(into.tokens) > 1:
        return Phrase(into.tokens[1:], into.where), Phrase(into.tokens[:1])
    return ins.object, into


def named_list(tokens: list[Token]) -> list[str] | None:
    """"Chœur Gothique, Knight's Hall, Cloister, Chapel of St. Aubert, and Abbey Tower" → each name of the list (a
    full stop only after an abbreviated title); None when an item is not a name, or the list is a choice ("or")."""
    items: list[list[Token]] = [[]]
    for t in tokens:
        if t.text == "," or t.low == "and":
            if items[-1]:
                items.append([])
        elif t.kind == "name" or (t.text == "." and items[-1] and items[-1][-1].low in TITLES):
            items[-1].append(t)
        else:
            return None
    return [join(item) for item in items if item] or None


def set_aside(ins: Instruction) -> list[Effect] | None:
    """"the set-aside Dormitories", "the 3 set-aside Back Hall Doorway locations", "2 of the set-aside Lobby Doorway
    locations (, at random)" → ``put-into-play`` of that name (``amount``: how many of its copies, ``random``); "the
    set-aside Cloister, Chapel of St. Aubert, and Abbey Tower locations" → one ``put-into-play`` a name, in the order
    printed; None when the object is not set-aside cards."""
    obj, into = _put_frame(ins)
    if obj is None:
        return None
    amount, random = None, False
    of = ins.slots.get("of")
    if len(obj.tokens) == 1 and obj.tokens[0].kind == "number" and of is not None:  # "2 of the set-aside X"
        amount, obj = obj.tokens[0], of
    tokens = list(obj.tokens)
    if len(tokens) < 3 or tokens[0].low != "the":
        return None
    rest = tokens[1:]
    if rest[0].kind == "number":
        if amount is not None:
            raise ins.refuse()
        amount, rest = rest[0], rest[1:]
    if not rest or rest[0].low != "set-aside":
        return None
    names = named_list(rest[1:-1] if rest[-1].low in SET_ASIDE_KINDS else rest[1:])
    if set(ins.slots) - {"into", "of", "at"} or into is None or [w for w in into.words if w != ","] != ["play"] \
            or ins.subject is not None or not names or obj.where is not None:
        raise ins.refuse()
    at = ins.slots.get("at")
    random = into.where == "random" or (at is not None and at.words == ["random"]) or "randomly" in ins.adverbs
    if at is not None and at.words != ["random"]:
        raise ins.refuse()
    n = int(amount.text) if amount is not None and amount.text.isdigit() else None
    if amount is not None and n is None:
        raise ins.refuse()
    if (random and n is None) or (len(names) > 1 and (random or n is not None)):
        raise ins.refuse()
    return [{"effect": "put-into-play", "to": name, **({} if n is None else {"amount": n}),
             **({"random": True} if random else {})} for name in names]


def put_or(fallback: Rule) -> Rule:
    """"Put the set-aside Dormitories into play", "Put into play the 3 set-aside Back Hall Doorway locations" (set-aside
    cards named: :func:`set_aside`); else the other put rules (``fallback``)."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        put = set_aside(ins)
        return put if put is not None else fallback(ins, ctx)
    return rule


def control_or(fallback: Rule) -> Rule:
    """"Take control of @self", "take control of the set-aside Bear Trap asset", "… of Lita Chantler", "… of that
    asset" (chosen); else ``fallback`` ("take 1 damage"). Taking control of tokens ("1 of the clues on X") is
    refused."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        what = ins.slots.get("of")
        if ins.object is None or ins.object.words != ["control"] or what is None:
            return fallback(ins, ctx)
        if set(ins.slots) != {"of"} or investigator(ins.subject, ctx) != "you" or what.where is not None:
            raise ins.refuse()
        tokens = what.tokens
        if [t.low for t in tokens[:2]] == ["the", "set-aside"]:
            names = tokens[2:-1] if tokens[-1].low == "asset" else tokens[2:]
            if not names or any(t.kind != "name" for t in names):
                raise ins.refuse()
            return [{"effect": "take-control", "to": " ".join(t.text for t in names)}]
        try:
            to = card(what, ctx)
        except NotParsed as problem:
            raise ins.refuse(problem.reason) from None
        if to not in ("self", CHOSEN, "triggering-what") and printed_name(what) != to \
                and referred(what, ctx) != to:  # "… clues on Dr. Morgan, take control of him": the card named before
            raise ins.refuse()  # the card itself, one chosen or named by the trigger, one named as printed
        return [{"effect": "take-control", **({} if to == "self" else {"to": to})}]
    return rule


#: How a set-aside enemy is named after "spawn": "the set-aside X", "a set aside X" (one copy of it).
SET_ASIDE = (["the", "set-aside"], ["a", "set-aside"], ["a", "set", "aside"], ["the", "set", "aside"])
#: "at a random location": any location in play, picked at random (the engine's selector).
RANDOM_LOCATION = (["a", "random", "location"], "a-random-location")


def spawn(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Spawn the set-aside Umôrdhoth (enemy) at the Ritual Site", "spawn a set aside Brood of Yog-Sothoth at a random
    location": a set-aside enemy enters play by the rules for spawning (Spawn), at the location the phrase after "at"
    names (the engine's ``spawn``: its ``to`` overrides the enemy's own spawn instruction; "a random location" any
    one, picked at random), or by its own instruction when none is named. "There", an enemy not set aside are
    refused."""
    obj = ins.object
    words = obj.words if obj is not None else []
    lead = next((len(w) for w in SET_ASIDE if words[:len(w)] == w), None)
    if obj is None or ins.subject is not None or ins.slots or lead is None or len(words) <= lead \
            or obj.engaged is not None:
        raise ins.refuse()
    rest = list(obj.tokens[lead:])
    names = named_list(rest[:-1] if rest[-1].low in ("enemy", "enemies") else rest)
    if names is None or len(names) != 1:
        raise ins.refuse()
    try:
        random = obj.where is not None and obj.where.lower().split() == RANDOM_LOCATION[0]
        to = RANDOM_LOCATION[1] if random else location(place_phrase(obj.where), ctx) if obj.where is not None else None
    except NotParsed as problem:  # quoted whole: the place alone would not say what spawns there
        raise ins.refuse(problem.reason) from None
    return [{"effect": "spawn", "card": names[0], **({} if to is None else {"to": to})}]


#: The cards discarded once they have resolved (Event Cards; Treachery Cards; a skill committed, at ST.8): "X instead of
#: discarding it" sends them elsewhere, which the engine already does for a card that moved itself while resolving.
RESOLVED_THEN_DISCARDED = frozenset({"event", "treachery", "skill"})
#: What "it" / the card's name may be after "instead of discarding".
_ITSELF = frozenset({("it",), (SELF,), ("this", "card")})


def instead_of_discarding(ins: Instruction, ctx: Context, effects: list[Effect]) -> list[Effect]:
    """"Remove @self from the game instead of discarding it", "shuffle @self back into your deck instead of discarding
    it": on an event or treachery, the card itself sent elsewhere as it resolves — not discarded afterwards (Event
    Cards: "unless stated otherwise"; the engine places such a card where the effect sent it). Anything else done
    "instead of" something is refused."""
    assert ins.instead_of is not None
    verb, what = ins.instead_of
    moved = [e for e in effects if e["effect"] in ("move-card", "shuffle-into") and "to" not in e
             and "discard-pile" not in e]
    if verb != "discard" or what not in _ITSELF or ctx.card_type not in RESOLVED_THEN_DISCARDED or moved != effects \
            or len(effects) != 1:
        raise ins.refuse()
    return effects
