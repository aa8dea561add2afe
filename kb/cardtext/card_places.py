"""The verb frame of a card moved between areas, beside :mod:`.card_moves`: where in a deck it goes ("Place it on the
bottom of your deck", "put @self on top of the encounter deck", "Return X to the top of its owner's deck"), cards taken
from a hand or discard pile by their kind ("Return 3 [[Innate]] skills from your discard pile to your hand", "Add an
event from your discard pile to your hand"), and a card named as printed wherever it is ("Remove The Man in the Pallid
Mask from the game").

One frame for the verbs that move a card (return, add, remove, place, put): its slots are the card (the object: the
card itself, one the trigger names, one chosen, referred back to, named as printed, or a kind of card with an
amount), where it comes from (the object's place or the verb's "from": a hand or a discard pile, composed as
:mod:`.zone_cards` composes them), and where it goes (the phrase after "to" or "on": a hand, the victory display, out
of the game, the top or bottom of a deck, "of" naming which) — lowered to the engine's one ``move-card`` (its
``zone``, ``deck``, ``amount``). In Play and Out of Play: a deck is an out-of-play area, so a card in play placed there
leaves play; a card moved between two out-of-play areas only changes area. A deck the engine has none of ("the
Exhibit deck"), an area it has none for ("the void", beneath the act deck), "up to N" or a card the selectors cannot
say are refused, with the reason.
"""

from __future__ import annotations

from dataclasses import replace

from .card_moves import AREAS, PLAY_AREAS, SET_ASIDE_KINDS, Rule, named_list
from .decks import OWN_DECKS, PRONOUNS
from .instruction import CHOSEN, Instruction, Phrase, card, chosen, investigator, one_amount, printed_name
from .model import NotParsed
from .reference import LOOKED
from .selectors import singular
from .tokens import Token
from .vocabulary import Context, Effect
from .words import spelled
from .zone_cards import area, compose, zoned

#: The printed place in a deck (the "on" / "to" phrase before "of D") → ``move-card``'s ``zone``.
POSITIONS: dict[tuple[str, ...], str] = {
    ("the", "bottom"): "deck-bottom", ("bottom",): "deck-bottom", ("the", "top"): "deck-top", ("top",): "deck-top",
}
#: The decks a card is placed in: its owner's (the engine's default; an encounter card's is the encounter deck), or
#: the encounter deck named.
DECKS: dict[tuple[str, ...], Effect] = {
    ("your", "deck"): {}, ("its", "owner's", "deck"): {}, ("its", "bearer's", "deck"): {}, ("its", "deck"): {},
    ("his", "or", "her", "deck"): {}, ("their", "deck"): {}, ("the", "encounter", "deck"): {"deck": "encounter"},
}
#: The out-of-play places beneath a deck ("underneath the act deck") → ``move-card``'s ``zone``.
BENEATH_DECKS: dict[tuple[str, ...], str] = {("the", "act", "deck"): "beneath-act-deck",
                                            ("the", "agenda", "deck"): "beneath-agenda-deck"}
#: The prepositions of a place beneath something.
UNDER = ("underneath", "beneath", "under")
#: "…, out of play": what a place beneath a deck is anyway (In Play and Out of Play).
OUT_OF_PLAY = ["of", "play"]
#: The verbs of this frame and the prepositions their destination may follow.
DESTINATION = {"place": ("on",), "put": ("on",), "return": ("to", "on"), "add": ("to",)}
#: The areas "to" names for a card taken from a hand or discard pile (``move-card``'s ``zone``).
TO_AREAS: dict[tuple[str, ...], str] = {("your", "hand"): "hand"}
#: "the looked-at card" after a look at one card ("Look at the top card of … You may then … place the looked-at card on
#: the bottom of its deck"): the engine's selector of a card the resolution looked at, still in its deck (Looking at).
LOOKED_AT_CARD = ["the", "looked-at", "card"]
LOOKED_AT_SELECTOR = "a-card-looked-at-by-this-effect"
#: Selectors of one card whose move the engine resolves: the card itself, the one the trigger names, one chosen, the
#: one a look saw.
KNOWN = frozenset({"self", "triggering-what", CHOSEN, LOOKED_AT_SELECTOR})


def set_aside_name(phrase: Phrase) -> str | None:
    """"the set-aside Lita Chantler (asset)" → its name (one card named as printed); None for any other phrase."""
    tokens = phrase.tokens
    if [t.low for t in tokens[:2]] != ["the", "set-aside"] or phrase.where is not None:
        return None
    names = named_list(tokens[2:-1] if tokens[-1].low in SET_ASIDE_KINDS else tokens[2:])
    return names[0] if names is not None and len(names) == 1 else None


def moved_card(ins: Instruction, phrase: Phrase, ctx: Context) -> str:
    """The one card an instruction moves: the card itself, the one the trigger names, one chosen or referred back to,
    or one named as printed, set aside or not (the situation's card of that name, wherever it is); refused
    otherwise."""
    if (named := set_aside_name(phrase)) is not None:
        return named
    if phrase.words == LOOKED_AT_CARD and phrase.where is None and any(kind == LOOKED for kind, _ in ctx.referents):
        return LOOKED_AT_SELECTOR  # "place the looked-at card on the bottom of its deck": the one an earlier look saw
    try:
        to = card(phrase, ctx)
    except NotParsed as problem:  # quoted whole: the phrase alone would not say what is moved where
        raise ins.refuse(problem.reason) from None
    if to == CHOSEN and ctx.chosen not in ("card", "asset", "event", "skill", "enemy", "treachery"):
        raise ins.refuse()
    if to not in KNOWN and printed_name(phrase) != to:
        raise ins.refuse()
    return to


def _in_deck(ins: Instruction, ctx: Context) -> list[Effect] | None:
    """"Place it on the bottom of your deck", "put @self on top of the encounter deck", "return X to the top of its
    owner's deck", "Return 2 cards from your discard pile to the top of your deck" → ``move-card`` with ``zone``
    deck-top / deck-bottom; None when the frame names no place in a deck."""
    preps = [p for p in DESTINATION.get(ins.verb, ()) if p in ins.slots]
    of = ins.slots.get("of")
    if len(preps) != 1 or of is None:
        return None
    place = ins.slots[preps[0]]
    zone = POSITIONS.get(tuple(place.words))
    if zone is None or place.where is not None:
        return None
    if ins.object is None or ins.subject is not None or set(ins.slots) - {preps[0], "of", "from"} \
            or tuple(of.words) not in DECKS or of.where is not None:
        raise ins.refuse()
    taken = _taken(ins, ctx)
    to, n = taken if taken is not None else (moved_card(ins, ins.object, ctx), 1)
    if taken is None and "from" in ins.slots:
        raise ins.refuse()
    return [{"effect": "move-card", "zone": zone, **({} if to == "self" else {"to": to}),
             **({"amount": n} if n != 1 else {}), **DECKS[tuple(of.words)]}]


def _to_area(ins: Instruction, ctx: Context) -> list[Effect] | None:
    """"Place @self in the victory display" (the other moves' areas after "in"), "Add the set-aside Lita Chantler to
    your hand", "Remove the set-aside X from the game" (a set-aside card named) → ``move-card``; None otherwise."""
    obj = ins.object
    if obj is None or ins.subject is not None or len(ins.slots) + (obj.where is not None) != 1:
        return None
    if obj.where is not None:  # "in the victory display" read as the object's place
        prep, words, obj = "in", obj.where.lower().split(), Phrase(obj.tokens)
    else:
        prep, phrase = next(iter(ins.slots.items()))
        words = phrase.words if phrase.where is None else []
    zone = AREAS.get((ins.verb, prep, tuple(words)))
    if zone is None or zone in PLAY_AREAS.values() or (set_aside_name(obj) is None and ins.verb != "place"):
        return None
    to = moved_card(ins, obj, ctx)
    return [{"effect": "move-card", "zone": zone, **({} if to == "self" else {"to": to})}]


def _beneath_deck(ins: Instruction, ctx: Context) -> list[Effect] | None:
    """"Place it underneath the agenda deck, out of play", "put @self beneath the act deck" → ``move-card`` with
    ``zone`` beneath-act-deck / beneath-agenda-deck (an out-of-play area: In Play and Out of Play); None when the
    frame names no place beneath a deck."""
    under = [p for p in UNDER if p in ins.slots]
    if ins.verb not in ("place", "put") or len(under) != 1:
        return None
    zone = BENEATH_DECKS.get(tuple(ins.slots[under[0]].words))
    if zone is None or ins.slots[under[0]].where is not None:
        return None
    out = ins.slots.get("out")
    if ins.object is None or ins.subject is not None or set(ins.slots) - {under[0], "out"} \
            or (out is not None and out.words != OUT_OF_PLAY):
        raise ins.refuse()
    to = moved_card(ins, ins.object, ctx)
    return [{"effect": "move-card", "zone": zone, **({} if to == "self" else {"to": to})}]


def _taken(ins: Instruction, ctx: Context) -> tuple[str, int] | None:
    """The cards of a kind an instruction takes from a hand or discard pile — "3 [[Innate]] skills from your discard
    pile", "an event in your discard pile" — as the zoned selector and how many (each the player's choice); None when
    its object is not cards of such an area."""
    obj, source = ins.object, ins.slots.get("from")
    if obj is None or chosen(obj, ctx):
        return None
    where = " ".join(source.words) if source is not None and source.where is None else obj.where
    if where is None or area(where.lower().split()) is None or (source is not None and obj.where is not None):
        return None
    tokens = list(obj.tokens)
    n = 1
    if tokens and tokens[0].kind == "number":  # "3 Innate skills": how many, each its own choice
        n, _, _ = one_amount(ins, Phrase(tokens[:1] + [Token("word", "card", "card")]))
        tokens[0] = Token("word", "a", "a")
    try:
        picked = zoned(Phrase(tokens), where)
    except NotParsed as problem:  # quoted whole: the phrase alone would not say where the card is
        raise ins.refuse(problem.reason) from None
    return (picked, n) if picked is not None else None


def _from_area(ins: Instruction, ctx: Context) -> list[Effect] | None:
    """"Return 3 [[Innate]] skills from your discard pile to your hand", "Add an event from your discard pile to your
    hand", "return a card in your discard pile to your hand" → ``move-card`` of the zoned selector (``amount`` when
    more than one); None when the object is not cards of such an area."""
    dest = ins.slots.get("to")
    taken = _taken(ins, ctx) if dest is not None else None
    if taken is None or dest is None:
        return None
    zone = TO_AREAS.get(tuple(dest.words))
    if zone is None or dest.where is not None or ins.subject is not None or set(ins.slots) - {"from", "to"}:
        raise ins.refuse()
    to, n = taken
    return [{"effect": "move-card", "zone": zone, "to": to, **({"amount": n} if n != 1 else {})}]


def _secretly(ins: Instruction, ctx: Context, fallback: Rule) -> list[Effect]:
    """"Secretly add @self to your hand": a hidden card's revelation (Hidden, 2024 glossary: the engine's ``move-card``
    of a hidden card resolving adds it to the hand secretly, by the keyword's procedure); only the card itself, added
    to your hand, by an encounter card's or weakness's revelation."""
    effects = fallback(ins, ctx)
    if ctx.kind != "revelation" or effects != [{"effect": "move-card", "zone": "hand"}]:
        raise ins.refuse()
    return effects


def places_or(fallback: Rule) -> Rule:
    """The frame's places a card goes to that :mod:`.card_moves` does not read — a place in a deck, cards of a kind
    taken from a hand or discard pile — else ``fallback``."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        if "secretly" in ins.adverbs:
            return _secretly(ins, ctx, fallback)
        read = _in_deck(ins, ctx)
        read = read if read is not None else _beneath_deck(ins, ctx)
        read = read if read is not None or ins.verb != "put" else _random_set_aside(ins)
        read = read if read is not None else _to_area(ins, ctx)
        after = ins.slots.get("after")
        if read is None and after is not None and after.words == ["this", "test"] and ctx.card_type == "skill" \
                and ins.instead_of is not None:  # "return @self to your hand after this test instead of discarding it"
            return fallback(replace(ins, slots={k: v for k, v in ins.slots.items() if k != "after"}), ctx)
        if read is None and ins.verb in ("return", "add"):
            read = _from_area(ins, ctx)
        return read if read is not None else fallback(ins, ctx)
    return rule


def _set_aside_kind(ins: Instruction) -> Phrase | None:
    """"1 enemy" from among "the set-aside [[Monster]] enemies" → the phrase "a Monster enemy" (the object's noun, the
    traits of the set-aside cards); None when the frame names no set-aside cards."""
    source = ins.slots.get("from")
    if ins.object is None or source is None or [t.low for t in source.tokens[:3]] != ["among", "the", "set-aside"]:
        return None
    obj = [t for t in ins.object.tokens if t.low not in ("1", "one", "a", "an")]
    traits, noun = source.tokens[3:-1], source.tokens[-1:]
    if len(obj) != 1 or len(ins.object.tokens) != 2 or not noun or singular(noun[0].low) != obj[0].low \
            or any(t.kind not in ("name", "trait") for t in traits) or source.where is not None:
        raise ins.refuse()
    return Phrase([Token("word", "a", "a"), *traits, obj[0]])


def choose_or(fallback: Rule) -> Rule:
    """"Choose an event beneath @self" (Sefina Rousseau's events; the zoned selector's area ``beneath-self``),
    "(Randomly) choose 1 enemy from among the set-aside [[Monster]] enemies" (area ``set-aside``): a card of a kind out
    of play there, then ``chosen``; else ``fallback``. "Randomly" makes the choice the game's (``random``), on any
    choice of one thing."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        effects = _out_of_play_choice(ins, ctx)
        effects = effects if effects is not None else fallback(ins, ctx)
        if "randomly" not in ins.adverbs:
            return effects
        if len(effects) != 1 or effects[0]["effect"] != "choose":
            raise ins.refuse()
        return [{**effects[0], "random": True}]
    return rule


def _out_of_play_choice(ins: Instruction, ctx: Context) -> list[Effect] | None:
    under = [p for p in UNDER if p in ins.slots]
    if ins.subject is not None and ins.subject.words != ["you"]:
        return None
    kind = _set_aside_kind(ins) if set(ins.slots) == {"from"} else None
    try:
        if kind is not None:
            return [{"effect": "choose", "to": compose(kind, "set-aside")}]
        if ins.object is None or len(under) != 1 or set(ins.slots) != set(under):
            return None
        host = card(ins.slots[under[0]], ctx)  # this card, or one named as printed ("beneath Sefina Rousseau")
        named = printed_name(ins.slots[under[0]]) if host != "self" else None
        if host != "self" and named is None:
            raise ins.refuse()
        return [{"effect": "choose", "to": compose(ins.object, f"beneath-{spelled(named)}" if named else "beneath-self")}]
    except NotParsed as problem:  # quoted whole: the phrase alone would not say where the card is
        raise ins.refuse(problem.reason) from None


def _random_set_aside(ins: Instruction) -> list[Effect] | None:
    """"Put a random set-aside Diverging Path into play": one of the set-aside copies of that card, at random (the
    engine's ``put-into-play`` ``amount`` 1, ``random``); None when the object is not "a random set-aside X"."""
    obj, into = ins.object, ins.slots.get("into")
    if obj is None or [t.low for t in obj.tokens[:3]] != ["a", "random", "set-aside"]:
        return None
    rest = obj.tokens[3:]
    names = named_list(rest[:-1] if rest and rest[-1].low in SET_ASIDE_KINDS else rest)
    if ins.verb != "put" or into is None or into.words != ["play"] or into.where is not None or set(ins.slots) != {"into"} \
            or names is None or len(names) != 1 or obj.where is not None or ins.subject is not None:
        raise ins.refuse()
    return [{"effect": "put-into-play", "to": names[0], "amount": 1, "random": True}]


def draw_or(fallback: Rule) -> Rule:
    """"(Choose an event beneath @self and) draw it", "draw the chosen card": the one card chosen out of play, drawn
    from there (the engine's ``draw-card``); else ``fallback`` (cards drawn from a deck)."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        if ins.object is None or ins.slots or not chosen(ins.object, ctx) \
                or ctx.chosen not in ("card", "asset", "event", "skill", "enemy"):  # an enemy found out of play
            return fallback(ins, ctx)
        if ins.subject is not None and ins.subject.words != ["you"]:
            raise ins.refuse()
        return [{"effect": "draw-card", "to": CHOSEN}]
    return rule


def control_or(fallback: Rule) -> Rule:
    """"Put The Pallid Mask into play, under the lead investigator's control": the put rules' own reading of the card
    and where it comes from (``fallback``, without the "under" slot), and whose control it enters play under — the
    engine's ``put-into-play`` ``who`` (Control; "under your control" is its default); another phrase after "under"
    is left to ``fallback``."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        under = ins.slots.get("under")
        if under is None or under.words[-1:] != ["control"] or under.where is not None or len(under.tokens) < 2 \
                or not under.tokens[-2].low.endswith("'s") and under.words != ["your", "control"]:
            return fallback(ins, ctx)
        rest = replace(ins, slots={k: v for k, v in ins.slots.items() if k != "under"})
        try:
            effects = fallback(rest, ctx)
        except NotParsed as problem:  # quoted whole: the card's phrase alone would not say whose control
            raise ins.refuse(problem.reason) from None
        if under.words == ["your", "control"]:
            return effects
        owner = [*under.tokens[:-2], replace(under.tokens[-2], text=under.tokens[-2].text[:-2],
                                              low=under.tokens[-2].low[:-2])]
        try:
            who = investigator(Phrase(owner), ctx)
        except NotParsed as problem:
            raise ins.refuse(problem.reason) from None
        if len(effects) != 1 or effects[0]["effect"] != "put-into-play" or "zone" in effects[0] \
                or "amount" in effects[0]:
            raise ins.refuse()
        return [{**effects[0], **({} if who == "you" else {"who": who})}]
    return rule


def exile(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Exile A Test of Will", "exile it": the card removed from the game and returned to its owner's collection
    (Exile, 2024 glossary) — the engine's ``move-card`` with ``zone: exiled``; an event exiling itself as it resolves
    is not discarded afterwards (Event Cards); "you may exile X": the one resolving it exiles."""
    if ins.object is None or (ins.subject is not None and ins.subject.words != ["you"]) or ins.slots:
        raise ins.refuse()
    to = moved_card(ins, ins.object, ctx)
    return [{"effect": "move-card", "zone": "exiled", **({} if to == "self" else {"to": to})}]


def set_aside(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Set @self aside, out of play", "set it aside": the card goes to the set-aside area (Set Aside: out of play, it
    does not interact with the game until an ability names it) — the engine's ``move-card`` with ``zone: set-aside``."""
    out = ins.slots.get("out")
    if "aside" not in ins.adverbs or ins.object is None or ins.subject is not None or set(ins.slots) - {"out"} \
            or (out is not None and out.words != OUT_OF_PLAY):
        raise ins.refuse()
    to = moved_card(ins, ins.object, ctx)
    return [{"effect": "move-card", "zone": "set-aside", **({} if to == "self" else {"to": to})}]


#: The encounter discard pile shuffled back ("Shuffle the encounter discard pile into the encounter deck").
ENCOUNTER_PILE = ["the", "encounter", "discard", "pile"]


def shuffle_or(fallback: Rule) -> Rule:
    """"Shuffle the encounter discard pile into the encounter deck" (``shuffle-deck``, its discard pile), "Shuffle the
    set-aside Hunting Horror and Ghoul Priest into the encounter deck", "shuffle Ghoul Priest into the encounter deck"
    (a card named as printed, wherever it is: one ``shuffle-into`` a card, in the order printed); else ``fallback``."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        into, obj = ins.slots.get("into"), ins.object
        if obj is None or into is None or set(ins.slots) != {"into"} or into.where is not None \
                or tuple(into.words) not in OWN_DECKS or ins.subject is not None:
            return fallback(ins, ctx)
        deck = OWN_DECKS[tuple(into.words)]
        if obj.words == ENCOUNTER_PILE and deck:
            return [{"effect": "shuffle-deck", **deck, "discard-pile": True}]
        tokens = list(obj.tokens)
        if [t.low for t in tokens[:2]] == ["the", "set-aside"] and obj.where is None:
            names = named_list(tokens[2:-1] if tokens[-1].low in SET_ASIDE_KINDS else tokens[2:])
            if names is None:
                raise ins.refuse()
            return [{"effect": "shuffle-into", "to": name, **deck} for name in names]
        named = printed_name(obj)
        if named is not None and named != ctx.name:
            return [{"effect": "shuffle-into", "to": named, **deck}]
        return fallback(ins, ctx)
    return rule


def attach_or(fallback: Rule) -> Rule:
    """"Attach the set-aside copy of Shadow-spawned to it", "Attach the set-aside X to your location": a card other
    than the one bearing the text, named as printed (set aside or not), attached where the attach rule reads
    (``fallback``, with the card itself) — the engine's ``attach`` ``card``; else ``fallback``."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        obj, of = ins.object, ins.slots.get("of")
        if obj is not None and obj.words == ["the", "set-aside", "copy"] and of is not None:  # "… copy of X"
            named, rest = printed_name(of), replace(ins, object=None, slots={k: v for k, v in ins.slots.items()
                                                                              if k != "of"})
        else:
            named = set_aside_name(obj) if obj is not None else None
            rest = replace(ins, object=None)
        if named is None:
            return fallback(ins, ctx)
        try:
            effects = fallback(rest, ctx)
        except NotParsed as problem:  # quoted whole: the host alone would not say what is attached
            raise ins.refuse(problem.reason) from None
        host = ins.slots.get("to")
        if len(effects) != 1 or effects[0]["effect"] != "attach" or (effects[0].get("to") == "self" and host is not None
                                                                      and host.words in PRONOUNS):
            raise ins.refuse()  # "to it" read as the card bearing the text: it may be the card its trigger names
        return [{**effects[0], "card": named}]
    return rule
