"""The cards a discard or a shuffle picks, composed from the noun phrase: "Discard all cards in your threat area",
"discard a Terror card from your threat area", "you must discard an Item or Ally asset you control", "shuffle all
non-weakness cards from your hand into your deck".

The noun phrase is read in parts, each a slot of the engine's selector of a card by its area
(``kb/engine/situation/vocabulary/zoned.py``):

- the determiner: "a" / "an" one card chosen (Target), "all" / "each" every card that fits;
- the qualifiers: a trait ("a Terror card"), traits joined by "or" sharing the noun ("an Item or Ally asset": a card
  of either trait, a ``one-of:`` union — Rules Reference, Target), "weakness" / "non-weakness" (Weakness: a card's
  kind, not a trait); a noun "weakness" is a weakness card ("each weakness in your discard pile");
- the noun: any card, or a card type;
- the area: the place after the noun or the verb's "from": your hand, your discard pile, your threat area (Threat
  Area: a play area; the engine keeps whose threat area a card in play is in), or "you control" (Control: cards in
  play under your control; a union of the engine's ``-you-control`` selectors).

A location discarded ("discard it" after "If you are at an Extradimensional location") and cards of a class another
card names are refused with their own reasons ("of your current role" is a class qualifier, :mod:`.class_icons`).

The verbs keep their own effects (``discard``, ``shuffle-into``); this module reads only their object, and refuses
what no slot holds (a class another card names; another investigator's area), quoting the
phrase. Importing it registers the readings around the verbs' rules, as :mod:`.up_to` does.
"""

from __future__ import annotations

from .decks import OWN_DECKS
from .instruction import Instruction, Phrase, card, determiner, investigator, location
from .lowering import RULES, Rule
from .model import NotParsed
from .tokens import Token
from .unions import ONE_OF, SEPARATOR
from .vocabulary import Context, Effect
from .zone_cards import area, compose

#: The determiners of every card that fits ("all cards", "each card") and of one card chosen.
EACH = frozenset({"all", "each"})
ONE = frozenset({"a", "an", "1", "one"})
#: A card's kind that is no trait (Weakness), as the engine's selector spells it, alone or negated.
KINDS = frozenset({"weakness", "non-weakness"})
#: The noun "weakness": a weakness card.
WEAKNESS_NOUNS = frozenset({"weakness", "weaknesses"})
#: "you control" after the noun: cards in play under your control (Control).
YOU_CONTROL = ["you", "control"]
UNKNOWN = "unknown target (the engine has no selector for it)"
#: A location discarded otherwise than by you and with no other slot ("If you are at an Extradimensional location,
#: discard it" is read: :func:`_location_discarded`).
LOCATION = ("discarding a location otherwise than by you (a subject, or a slot, the engine's discard of a location does "
            "not take)")
#: Cards of a class named otherwise than by its icon or "of your role" (:mod:`.class_icons` folds those into the noun
#: phrase): "of the class of the discarded card".
CLASS = "cards of a class named by another card's: the engine picks cards by a class printed, or by your role"
CLASS_WORDS = frozenset({"role", "class"})


def _lead(words: list[str], each: bool) -> str:
    """The selector's determiner before ``words``."""
    return "each" if each else "an" if words[0][0] in "aeiou" else "a"


def in_area(phrase: Phrase, place: str) -> str:
    """"all non-weakness cards", "a Terror card", "each weakness" in the engine's area ``place`` → its selector
    (``each-non-weakness-card-in-your-hand``, ``a-terror-card-in-your-threat-area``); refused (NotParsed) when a part
    is none the selector holds."""
    det, rest = determiner(phrase.words)
    if det not in EACH | ONE or not rest or phrase.engaged is not None or phrase.having is not None:
        raise NotParsed(phrase.text, UNKNOWN)
    middle = list(phrase.tokens[len(phrase.tokens) - len(rest):])
    kinds = [t.low for t in middle if t.low in KINDS]
    if middle[-1].low in WEAKNESS_NOUNS:  # "each weakness": a weakness card
        kinds, middle = ["weakness"], [*middle[:-1], Token("word", "card", "card")]
    plain = [t for t in middle if t.low not in KINDS]
    if len(kinds) > 1:
        raise NotParsed(phrase.text, UNKNOWN)
    one = compose(Phrase([Token("word", "a", "a"), *plain]), place)  # the traits, the noun, the area
    parts = one[len(ONE_OF):].split(SEPARATOR) if one.startswith(ONE_OF) else [one]
    each = det in EACH
    if each and len(parts) > 1:  # "all Item or Ally assets": every card of either trait is no one choice
        raise NotParsed(phrase.text, UNKNOWN)
    spelled = []
    for part in parts:
        words = [*kinds, *part.split("-", 1)[1].split("-")]
        spelled.append("-".join([_lead(words, each), *words]))
    return ONE_OF + SEPARATOR.join(spelled) if len(spelled) > 1 else spelled[0]


def controlled(phrase: Phrase, ctx: Context) -> str | None:
    """"an Item or Ally asset you control" → ``one-of:an-item-asset-you-control|an-ally-asset-you-control`` (each part
    the selector :func:`.instruction.card` composes); None when the phrase is no such choice."""
    det, rest = determiner(phrase.words)
    if det not in ONE or rest[-2:] != YOU_CONTROL or "or" not in rest or phrase.where is not None:
        return None
    middle = phrase.tokens[len(phrase.tokens) - len(rest):-3]
    traits, ors = middle[0::2], middle[1::2]
    if not traits or any(t.low != "or" for t in ors) or len(middle) % 2 == 0:
        return None
    head = phrase.tokens[-3:]  # the noun and "you control"
    return ONE_OF + SEPARATOR.join(card(Phrase([phrase.tokens[0], t, *head]), ctx) for t in traits)


def every_controlled(phrase: Phrase, ctx: Context) -> str | None:
    """"all cards you control", "all [guardian] assets you control" → ``each-card-you-control``,
    ``each-class_guardian-asset-you-control`` (the selector :func:`.instruction.card` composes for "each <noun> you
    control": "all" and the plural are "each" and the singular); None when the phrase is no such plural."""
    det, rest = determiner(phrase.words)
    if det not in EACH or rest[-3:] not in (["cards", "you", "control"], ["assets", "you", "control"]) \
            or phrase.where is not None:
        return None
    body = phrase.tokens[len(phrase.tokens) - len(rest):-3]
    noun = Token("word", rest[-3][:-1], rest[-3][:-1])
    return card(Phrase([Token("word", "each", "each"), *body, noun, *phrase.tokens[-2:]]), ctx)


def _area_of(ins: Instruction) -> tuple[Phrase, str] | None:
    """The object and the engine's area it is in: the object's own place, or the verb's "from" (none else)."""
    obj, source = ins.object, ins.slots.get("from")
    if obj is None:
        return None
    where = obj.where if source is None else " ".join(source.words) if obj.where is None and source.where is None \
        else None
    place = area(where.lower().split()) if where else None
    return None if place is None else (Phrase(list(obj.tokens)), place)


def _a_location(phrase: Phrase | None, ctx: Context) -> bool:
    """Whether a discard's object is a location: its noun ("your location"), or "it" after a location was named."""
    if phrase is None:
        return False
    words = phrase.words
    return words[-1:] in (["location"], ["locations"]) or (words == ["it"] and ctx.referents[-1:] != ()
                                                           and ctx.referents[-1][0] == "location")


def _location_discarded(ins: Instruction, ctx: Context) -> list[Effect]:
    """"If you are at an Extradimensional location, discard it", "discard your location": the engine's ``discard`` of
    that location, which leaves play (the engine's ``procedures/location_leaving.py`` says what it can of what is at
    it); refused (:data:`LOCATION`) with a subject other than you or a slot ("discard it from play")."""
    if ins.slots or ins.object is None or (ins.subject is not None and investigator(ins.subject, ctx) != "you"):
        raise ins.refuse(LOCATION)
    try:
        return [{"effect": "discard", "to": location(ins.object, ctx)}]
    except NotParsed as problem:
        raise ins.refuse(problem.reason) from None


def discard_or(fallback: Rule) -> Rule:
    """"Discard all cards in your threat area", "Discard a Terror card from your threat area", "(You must) discard an
    Item or Ally asset you control": the engine's ``discard`` of what the object picks (a card in play leaves play; a
    card in a hand or discard pile is placed on the discard pile); else ``fallback``. A hand keeps its own rule
    (``discard-from-hand``: "N cards from your hand", a weakness not chosen); every card of a type in it ("discard
    each asset in your hand"; a whole hand keeps the hand's rule) is no choice of the player's: the engine's ``discard`` of each, a weakness too (FAQ, Terror
    from Beyond: "you are selecting a category of cards to be discarded, and the discard is mandatory")."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        if _a_location(ins.object, ctx):
            return _location_discarded(ins, ctx)
        if "of" in ins.slots and ins.slots["of"].words[-1:] and ins.slots["of"].words[-1] in CLASS_WORDS:
            raise ins.refuse(CLASS)
        subject_you = ins.subject is None or investigator(ins.subject, ctx) == "you"
        found = _area_of(ins)
        if found is not None and subject_you and set(ins.slots) <= {"from"} and (found[1] == "in-your-threat-area" or (
                found[1] == "in-your-hand" and determiner(found[0].words)[0] in EACH
                and found[0].words[-1] not in ("card", "cards"))):  # each card of a type there: no choice
            try:
                return [{"effect": "discard", "to": in_area(*found)}]
            except NotParsed as problem:
                if found[1] != "in-your-threat-area":  # "all but 1 card from your hand": the hand's own rule
                    return fallback(ins, ctx)
                raise ins.refuse(problem.reason) from None
        if ins.object is not None and not ins.slots and subject_you:
            try:
                union = controlled(ins.object, ctx) or every_controlled(ins.object, ctx)
            except NotParsed as problem:  # quoted whole: a part no selector of cards you control says
                raise ins.refuse(problem.reason) from None
            if union is not None:
                return [{"effect": "discard", "to": union}]
        return fallback(ins, ctx)
    return rule


def shuffle_or(fallback: Rule) -> Rule:
    """"Shuffle all non-weakness cards from your hand into your deck", "shuffle each weakness in your discard pile into
    your deck": the engine's ``shuffle-into`` of every card the object picks in that area, into its owner's deck;
    else ``fallback``."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        into = ins.slots.get("into")
        found = _area_of(ins)
        det = determiner(ins.object.words)[0] if ins.object is not None else ""
        if found is None or into is None or det not in EACH or found[1] not in ("in-your-hand", "in-your-discard-pile"):
            return fallback(ins, ctx)
        if set(ins.slots) - {"from", "into"} or tuple(into.words) not in OWN_DECKS or OWN_DECKS[tuple(into.words)] \
                or into.where is not None or (ins.subject is not None and investigator(ins.subject, ctx) != "you"):
            raise ins.refuse()
        try:
            return [{"effect": "shuffle-into", "to": in_area(*found)}]
        except NotParsed as problem:
            raise ins.refuse(problem.reason) from None
    return rule


RULES["discard"] = discard_or(RULES["discard"])
RULES["shuffle"] = shuffle_or(RULES["shuffle"])
