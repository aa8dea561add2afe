"""Looking at and revealing the top cards of a deck, and the cards looked at named again by the instructions after it.

Two verb frames with the same slots, registered in :data:`.lowering.RULES`: "look at <the top (N) card(s)> of <deck>"
(the cards in the "at" phrase) and "reveal <the top (N) card(s)> of <deck>" (the cards the object) → the engine's
``look-top`` / ``reveal-top``. The deck is any deck phrase :mod:`.decks` names ("your deck", "the encounter deck", "each
investigator's deck"), one chosen ("any investigator's deck", "any player deck": ``an-investigator``), or a choice of
decks joined by "or" ("either the encounter deck or any player deck") — an ``either`` of one look a deck, so that the
player picks the deck as the card says. Looking is not searching (2024 glossary): nothing is found, drawn or shuffled.

What the look saw is the resolution's record (``core/results.py``), and the text names it back: "them", "those cards",
"the looked-at cards" (:data:`LOOKED_AT`). "Return them to the top of that deck(,) in any order" → ``arrange-top`` (the
order the player's choice); a condition "If a [[Terror]] or [[Omen]] card is among the looked-at cards" is composed by
:mod:`.results`.

The other verbs take those cards by a noun phrase over them (:func:`seen`), composed into the engine's selector of the
cards the resolution looked at (``each-writhing_appendage-card-looked-at-by-this-effect``; a card revealed is looked at
too): "those cards" itself, "the rest of <those cards>" (the ones still in the deck: looking draws nothing, so the cards
no instruction moved since), "<each / a> <qualifiers> <noun> among <those cards>". Two verb frames take it: "discard
<them>" → ``discard`` (each onto its owner's discard pile), "put <them> into play, engaged with you" → ``put-into-play``
in your threat area (Put into Play: "unless otherwise stated by the put into play ability"; an enemy engaged is in the
threat area). Any other instruction on them (drawn, played, put into play with no place said, placed at the bottom of
the deck) is refused: those words stay a gap (:data:`NO_SELECTOR`).
"""

from __future__ import annotations

from . import decks
from .instruction import Instruction, Phrase, determiner, investigator
from .qualifiers import enemy_qualifiers
from .lowering import RULES, Rule
from .model import NotParsed
from .reference import LOOKED
from .selectors import singular
from .vocabulary import LOOKED_AT_CARDS, Context, Effect

#: Decks one of which is chosen: the engine's ``an-investigator`` (whose deck is a choice).
CHOSEN_DECKS: dict[tuple[str, ...], Effect] = {
    ("any", "investigator's", "deck"): {"who": "an-investigator"},
    ("any", "player", "deck"): {"who": "an-investigator"},
    ("an", "investigator's", "deck"): {"who": "an-investigator"},
}
#: The words naming the cards an earlier look saw.
LOOKED_AT = (["them"], ["those", "cards"], ["the", "looked-at", "cards"], ["the", "looked-at", "card"],
             ["the", "revealed", "cards"], ["these", "cards"])
#: The deck those cards are on, named again ("Return them to the top of that deck").
THAT_DECK = (["that", "deck"], ["its", "deck"], ["their", "deck"], ["the", "same", "deck"])
#: No referent names what a look saw: the cards it recorded, which only "them" and its kin name.
NO_SELECTOR = LOOKED_AT_CARDS


def _decks(phrase: Phrase, ins: Instruction) -> list[tuple[Effect, str]]:
    """The deck fields of each deck ``phrase`` names, "or" (and a leading "either") between them, and its words."""
    tokens = list(phrase.tokens)
    if tokens and tokens[0].low == "either":
        tokens = tokens[1:]
    parts: list[list] = [[]]
    for t in tokens:
        if t.low == "or":
            parts.append([])
        elif t.low != ",":
            parts[-1].append(t)
    out: list[tuple[Effect, str]] = []
    for part in parts:
        words = tuple(t.low for t in part)
        out.append((dict(CHOSEN_DECKS[words]) if words in CHOSEN_DECKS else decks.deck(Phrase(part), ins),
                    Phrase(part).text))
    if phrase.where is not None or not all(parts) or len(out) != len(parts):
        raise ins.refuse()
    return out


def _top(ins: Instruction, cards: Phrase | None, of: Phrase | None, effect: str) -> list[Effect]:
    """"the top (N) card(s)" of the deck(s) ``of`` names → one ``effect`` a deck (an ``either`` of them)."""
    if cards is None or of is None or cards.words[:2] != ["the", "top"] or cards.where is not None \
            or investigator(ins.subject, Context()) != "you":
        raise ins.refuse()
    n = decks.card_count(ins, Phrase(cards.tokens[2:]))  # "the top card" → 1, "the top 3 cards" → 3
    found = _decks(of, ins)
    looks = [{"effect": effect, **({"amount": n} if n != 1 else {}), **fields} for fields, _ in found]
    if len(looks) == 1:
        return looks
    verb = "Look at" if effect == "look-top" else "Reveal"  # each option in words, for the choice in the trace
    options = [{**look, "text": f"{verb} {cards.text} of {words}"} for look, (_, words) in zip(looks, found)]
    return [{"effect": "either", "effects": options, "text": ins.text}]


def look(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Look at the top 3 cards of your deck", "look at the top card of either the encounter deck or any player
    deck" → ``look-top``."""
    if ins.object is not None or set(ins.slots) != {"at", "of"}:
        raise ins.refuse()
    return _top(ins, ins.slots["at"], ins.slots["of"], "look-top")


def reveal_top_or(rule: Rule) -> Rule:
    """"Reveal the top card of each investigator's deck" → ``reveal-top``; any other reveal (chaos tokens) is
    ``rule``'s."""
    def read(ins: Instruction, ctx: Context) -> list[Effect]:
        if ins.object is None or ins.object.words[:2] != ["the", "top"] or set(ins.slots) != {"of"}:
            return rule(ins, ctx)
        return _top(ins, ins.object, ins.slots["of"], "reveal-top")
    return read


def looked_at(ctx: Context) -> bool:
    """Whether an instruction before this one in the ability looked at (or revealed) cards."""
    return any(kind == LOOKED for kind, _ in ctx.referents)


def arrange_or(rule: Rule) -> Rule:
    """"Return them to the top of that deck(,) in any order" after a look → ``arrange-top``; a return of other cards is
    ``rule``'s; other returns of the looked-at cards are refused (:data:`NO_SELECTOR`)."""
    def read(ins: Instruction, ctx: Context) -> list[Effect]:
        if ins.object is None or ins.object.words not in LOOKED_AT or not looked_at(ctx):
            return rule(ins, ctx)
        to, of, order = ins.slots.get("to"), ins.slots.get("of"), ins.slots.get("in")
        any_order = (order is not None and order.words == ["any", "order"]) \
            or (order is None and of is not None and of.where == "any order")  # "of that deck in any order"
        one = ins.object.words[-1] == "card"
        if to is None or to.words != ["the", "top"] or of is None or of.words not in THAT_DECK \
                or set(ins.slots) - {"to", "of", "in"} or not (any_order or (one and of.where is None)) \
                or ins.subject is not None:
            raise NotParsed(ins.text, NO_SELECTOR)
        return [{"effect": "arrange-top"}]
    return read


RULES["look"] = look
RULES["reveal"] = reveal_top_or(RULES["reveal"])
RULES["return"] = arrange_or(RULES["return"])


#: The engine's area of the cards this resolution looked at (``kb/engine/situation/vocabulary/zoned.py``).
SEEN_AREA = "looked-at-by-this-effect"
#: The nouns of a card among them: any card, or a card type.
SEEN_NOUNS = frozenset({"card", "asset", "event", "skill", "enemy", "treachery", "location"})


def seen(ins: Instruction, ctx: Context) -> str | None:
    """The selector of the cards an earlier look of the ability saw, as the object of ``ins`` names them: "them",
    "those cards" and "the rest of those cards" (each card still in the deck), "each Writhing Appendage among those
    cards", "a Byakhee enemy among them" (of those, each or one that fits); None when the object names no such cards
    or no look came before; refused when it names them in words no selector says."""
    obj, rest = ins.object, [k for k in ins.slots if k in ("of", "among")]
    if obj is None or not looked_at(ctx) or len(rest) > 1:
        return None
    those = ins.slots[rest[0]] if rest else obj
    if those.words not in LOOKED_AT or those.where is not None:
        return None
    if not rest or (rest == ["of"] and obj.words == ["the", "rest"]):
        return f"each-card-{SEEN_AREA}"
    det, words = determiner(obj.words)
    if rest != ["among"] or det not in ("each", "a", "an", "1", "one") or not words or obj.where is not None:
        raise NotParsed(ins.text, NO_SELECTOR)
    between = obj.tokens[len(obj.tokens) - len(words):]
    noun = singular(words[-1])
    if noun in SEEN_NOUNS:
        between = between[:-1]
    else:
        noun = "card"  # "each Writhing Appendage": a title, any card of it
    quals = enemy_qualifiers(between, ())
    if quals is None or (noun == "card" and not quals):
        raise NotParsed(ins.text, NO_SELECTOR)
    one = "each" if det == "each" else "an" if (quals or [noun])[0][0] in "aeiou" else "a"
    return "-".join([one, *quals, noun, SEEN_AREA])


def seen_or(effect: str, rule: Rule) -> Rule:
    """"Discard the rest of those cards" → ``discard``; "put each Writhing Appendage among those cards into play,
    engaged with you" → ``put-into-play`` in your threat area: the ``effect`` of ``rule``'s verb on the cards a look
    saw (:func:`seen`); any other object is ``rule``'s."""
    def read(ins: Instruction, ctx: Context) -> list[Effect]:
        to = seen(ins, ctx)
        if to is None:
            return rule(ins, ctx)
        extra = set(ins.slots) - {"of", "among"}
        if ins.subject is not None or ins.adverbs:
            raise NotParsed(ins.text, NO_SELECTOR)
        if effect == "discard" and not extra:
            return [{"effect": "discard", "to": to}]
        into = ins.slots.get("into")
        if effect == "put-into-play" and extra == {"into"} and into is not None and into.words == ["play"] \
                and into.engaged == "you" and into.where is None:
            return [{"effect": "put-into-play", "to": to, "zone": "threat-area"}]
        raise NotParsed(ins.text, NO_SELECTOR)  # put into play with no place said, under another's control, …
    return read


RULES["discard"] = seen_or("discard", RULES["discard"])
RULES["put"] = seen_or("put-into-play", RULES["put"])
