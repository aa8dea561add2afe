"""Lowering "flip": a double-sided card or location turned to its other side, clue tokens turned to their doom side.

One verb frame with slots: the object is what flips — a card (composed by :func:`.instruction.card`: the card
itself, one the trigger names or a choice named), a location (composed by :func:`.instruction.location`: "your
location"), or tokens ("1 clue token on X": :func:`.token_moves.is_tokens` and the holder after "on"); the phrase
after "to" names the side ("to its enemy side", "to its Bystander asset side", "to their doom side"). The particles
"over" and "back" change nothing (``instruction.IDLE_PARTICLES``): a card has two sides, so "back over" is the
other one as well. A card becomes the engine's ``flip-card`` (the type the side after "to" is printed as its ``side-type``:
"to its enemy side" is ``enemy``), a location ``flip-location``, tokens ``flip-tokens``. "Switch it with the Bystander
asset version of X" after it is :mod:`.switching`'s.

Refused: a pronoun ("flip it": which card "it" is the reader cannot always tell, so it does not guess) but what a
"Choose …" before it chose, "this side"
(the card is on its other side when the ability is read), a location's revealed or unrevealed side (the engine's
``flip-location`` turns a double-sided location, it does not unreveal one), tokens other than clues or to a side other
than doom, and what no selector names ("each non-Sentinel Hill location"). "Those clues" are the clues the
triggering condition placed ("After 1 or more clues are placed on an enemy in play"): ``flip-tokens`` with no
amount on ``triggering-what``; after another trigger they are refused.
"""

from __future__ import annotations

from collections.abc import Callable

from .instruction import Instruction, Phrase, card, chosen, investigator, location, one_amount
from .model import NotParsed
from .reference import refer
from .token_moves import is_tokens
from .vocabulary import Context, Effect

Rule = Callable[[Instruction, Context], list[Effect]]
#: Words naming a side the engine's flips do not turn to: a location's revealed or unrevealed side, "this side".
NO_SUCH_SIDE = frozenset({"unrevealed", "revealed", "this"})
#: The card types a side is printed as ("to its enemy side", "to its Bystander asset side"): the flip's ``side``.
SIDE_TYPES = frozenset({"enemy", "asset", "treachery", "location", "act", "agenda", "story"})
#: Pronouns whose card the reader cannot always tell (an event's "it" may be the card its text names just before).
PRONOUNS = frozenset({"it", "him", "her", "them", "they"})
#: The clues a triggering condition placed ("After 1 or more clues are placed on an enemy in play: Flip those clues …").
THOSE = (["those", "clues"], ["those", "clue", "tokens"])


def _side(ins: Instruction, plural: bool = False) -> list[str] | None:
    """The words between "its" / "their" and "side" after "to" ("enemy", "Bystander asset"), None with no "to"."""
    to = ins.slots.get("to")
    if to is None:
        return None
    words = to.words
    owner = "their" if plural else "its"
    if len(words) < 2 or words[0] not in (owner, "its") or words[-1] != "side" or to.where is not None \
            or NO_SUCH_SIDE & set(words):
        raise ins.refuse()
    return words[1:-1]


def _flip_tokens(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Flip 1 clue token on @self to its doom side", "Flip 1 clue on your location to its doom side"."""
    obj = ins.object
    assert obj is not None
    holder = ins.slots.get("on")
    where = holder.words if holder is not None else None
    if obj.where is not None and holder is None:  # "1 clue at your location": the chunk keeps the place
        raise ins.refuse()
    n, noun, quals = one_amount(ins, Phrase(obj.tokens))
    if (noun, quals) not in (("clue", []), ("token", ["clue"])) or _side(ins, plural=n > 1) != ["doom"] \
            or set(ins.slots) != {"on", "to"} or where is None:
        raise ins.refuse()
    try:
        to = location(holder, ctx) if where[-1] == "location" else card(holder, ctx)
    except NotParsed as problem:
        raise ins.refuse(problem.reason) from None
    return [{"effect": "flip-tokens", "amount": n, **({} if to == "self" else {"to": to})}]


def _flip_those(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Flip those clues to their doom side" after "After 1 or more clues are placed on an enemy in play": the clues
    the triggering condition placed, on what it placed them on (``flip-tokens`` with no amount, ``triggering-what``).
    After any other trigger (or none) which clues "those" are is not known: refused."""
    if ctx.event != "place-clues" or set(ins.slots) != {"to"} or _side(ins, plural=True) != ["doom"]:
        raise ins.refuse("'those clues' with no clues placed by the triggering condition before it")
    return [{"effect": "flip-tokens", "to": "triggering-what"}]


def flip(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Flip @self", "Flip @self back over to its Bystander asset side", "flip @self to its enemy side", "Flip your
    location over", "Flip 1 clue token on @self to its doom side"."""
    obj = ins.object
    if obj is None or (ins.subject is not None and investigator(ins.subject, ctx) != "you"):
        raise ins.refuse()
    if is_tokens(ins) or (obj.words[-1] in ("clue", "clues") and obj.words[0].isdigit()):
        return _flip_tokens(ins, ctx)
    if obj.words in THOSE:
        return _flip_those(ins, ctx)
    if set(ins.slots) - {"to"} or (obj.words[-1] in PRONOUNS and not chosen(obj, ctx)):
        raise ins.refuse()  # "Choose an asset you control and flip it": "it" is what was chosen
    side = _side(ins)
    try:
        if obj.words[-1] == "location":
            return [{"effect": "flip-location", "to": location(obj, ctx)}]
        to = card(obj, ctx)
    except NotParsed as problem:
        raise ins.refuse(problem.reason) from None
    typed = {"side-type": side[-1]} if side and side[-1] in SIDE_TYPES else {}  # "to its enemy side": checked as it flips
    return [{"effect": "flip-card", **({} if to == "self" else {"to": to}), **typed}]


def cannot_be_flipped(ins: Instruction, ctx: Context) -> list[Effect]:
    """"For the remainder of the game, it cannot be flipped over again": a lasting effect forbidding the card's flip
    (the engine's ``flip`` event) for its duration; "over" and "again" change nothing (any flip is forbidden, the
    first as any later one). Any other passive after "cannot" is refused."""
    over = ins.slots.get("over")
    if ins.verb != "flip" or ins.subject is None or ins.object is not None or ins.duration is None \
            or set(ins.slots) - {"over"} or (over is not None and over.words not in ([], ["again"])) \
            or ins.adverbs - {"over", "again"}:
        raise ins.refuse()
    try:
        what = card(ins.subject, ctx)
    except NotParsed as problem:
        raise ins.refuse(problem.reason) from None
    return [{"effect": "lasting", "duration": ins.duration, "applies-to": {"event": "flip", "what": what},
             "cannot": True}]


def resolve_text_or(fallback: Rule) -> Rule:
    """"Flip this card over and resolve its text": the card itself, flipped to a story side, has its game text
    resolved (Story Cards: ``resolve-story``); "its" must be the card itself (a location's other side, "the text on
    the other side", is refused: the engine's locations have no story text to resolve). Any other "resolve" is
    ``fallback``'s ("Resolve its hunter keyword")."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        obj = ins.object
        if obj is None or obj.words[-1:] != ["text"]:
            return fallback(ins, ctx)
        if ins.subject is not None or ins.slots or obj.words != ["its", "text"]:
            raise ins.refuse()
        try:  # "its" after "Flip this card over": the card the flip named, unless another is named before it
            whose = refer(["it"], ctx) or "self"
        except NotParsed as problem:
            raise ins.refuse(problem.reason) from None
        if whose != "self":
            raise ins.refuse("the text of another card than the one bearing the text, resolved")
        return [{"effect": "resolve-story"}]
    return rule
