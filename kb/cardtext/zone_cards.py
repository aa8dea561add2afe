"""A card out of play named by the area it is in, and the verbs that take one from there: "Choose an Item card in
your discard pile", "Put an Item asset into play from your hand", "Put that asset into play under your control".

In Play and Out of Play: "Out of play refers to the cards in a player's hand, in any deck, in any discard pile, …";
Put into Play: "Such abilities place the card directly into play from an out-of-play state". The area is a slot of
the verb frame — a noun phrase's place ("in your discard pile", "at any player's discard pile") or the verb's
"from" ("from your hand") — composed with the card's own noun phrase (one of a card type, its traits: "an Ally
asset") into the engine's selector of a card in that area (``an-ally-asset-in-a-discard-pile``,
``kb/engine/situation/vocabulary/zoned.py``). "Under your control" is what putting into play does anyway (the
engine's ``put-into-play``: under your control); another's control ("under the lead investigator's control") is
refused. A qualifier no selector expresses ("not named Resourceful") is refused, quoting the instruction; "with
printed resource cost X" is the printed-cost qualifier (``printed_costs``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from .printed_costs import costed_area
from .card_moves import PLAY_AREAS, Rule, into_play_area
from .instruction import CHOSEN, Instruction, Phrase, card, chosen, determiner
from .qualifiers import enemy_qualifiers
from .model import NotParsed
from .selectors import singular
from .entering_state import TOKENS
from .unions import ONE_OF, SEPARATOR
from .vocabulary import Context, Effect
from .words import NUMBER, number

#: The printed areas of a card out of play → the engine selector's area.
AREAS: dict[tuple[str, ...], str] = {
    ("your", "hand"): "in-your-hand",
    ("your", "discard", "pile"): "in-your-discard-pile",
    ("any", "player's", "discard", "pile"): "in-a-discard-pile",
    ("any", "investigator's", "discard", "pile"): "in-a-discard-pile",
    ("a", "discard", "pile"): "in-a-discard-pile",
    ("your", "threat", "area"): "in-your-threat-area",  # a play area, named as the others (Threat Area)
}
#: The nouns of a card chosen there: any card, or a card type.
NOUNS = frozenset({"card", "asset", "event", "skill", "enemy", "treachery", "location"})
#: What "under … control" may say: the control putting into play gives anyway.
YOUR_CONTROL = (["your", "control"],)


def area(words: list[str]) -> str | None:
    """The engine's area of a printed hand or discard pile ("your discard pile" → ``in-your-discard-pile``)."""
    return AREAS.get(tuple(w.rstrip(",") for w in words if w != ","))


def zoned(phrase: Phrase, where: str | None, extra: tuple[str, ...] = ()) -> str | None:
    """"an Item card" in ``where`` (a printed hand or discard pile) → ``an-item-card-in-your-discard-pile``; None when
    ``where`` is no such area; refused when the card's phrase has what the selector cannot say."""
    place = area(where.lower().split()) if where else None
    return None if place is None else compose(phrase, place, extra)


def compose(phrase: Phrase, place: str, extra: tuple[str, ...] = ()) -> str:
    """"an Item card" in the engine's area ``place`` → ``an-item-card-<place>``; refused when the card's phrase has what
    the selector cannot say. ``extra``: qualifiers said after the noun ("with printed resource cost X":
    ``printed_cost_x``), spelled before it as every qualifier is."""
    det, rest = determiner(phrase.words)
    if det not in ("a", "an", "1", "one") or not rest or singular(rest[-1]) not in NOUNS or phrase.engaged is not None \
            or phrase.having is not None:
        raise NotParsed(phrase.text, "unknown target (the engine has no selector for it)")
    between = phrase.tokens[len(phrase.tokens) - len(rest):-1]
    traits = [t for t in between if t.low != "or"]
    if len(traits) > 1 and [t.low for t in between[1::2]] == ["or"] * (len(between) // 2) \
            and len(between) == 2 * len(traits) - 1:  # "a Spell or Ritual card": one card of either trait
        return ONE_OF + SEPARATOR.join(compose(Phrase([phrase.tokens[0], t, phrase.tokens[-1]]), place, extra)
                                       for t in traits)
    quals = enemy_qualifiers(between, ())
    if quals is None:  # "a [survivor] card", "an asset with printed resource cost X"
        raise NotParsed(phrase.text, "unknown target (the engine has no selector for it)")
    words = [*quals, *extra, singular(rest[-1])]
    return "-".join(["an" if words[0][0] in "aeiou" else "a", *words, place])


def _with_tokens(ins: Instruction, effects: list[Effect]) -> list[Effect]:
    """"…, with 3 clues on it": the state the card enters play in (``enters-play``: ``{clues: 3}``) — it merely enters
    play in that state, nothing is placed (Enters Play); a number the state cannot hold ("X") or tokens a card does
    not hold are refused."""
    with_, on = ins.slots.get("with"), ins.slots.get("on")
    if with_ is None and on is None:
        return effects
    words = with_.words if with_ is not None else []
    if with_ is None or on is None or on.words != ["it"] or on.where is not None or with_.where is not None \
            or len(words) != 2 or not re.fullmatch(NUMBER, words[0]) or words[0] == "x" or words[1] not in TOKENS:
        raise ins.refuse()
    return [{**effects[0], "enters-play": {TOKENS[words[1]]: number(words[0])}}, *effects[1:]]


def choose_or(fallback: Rule) -> Rule:
    """"Choose an Item card in your discard pile", "Choose an Item asset from your hand": one card of that area
    (``choose``, then ``chosen``: "it", "that asset", "the chosen card"); else ``fallback`` (a choice in play)."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        obj, source = ins.object, ins.slots.get("from")
        where = obj.where if obj is not None and not ins.slots else " ".join(source.words) \
            if source is not None and set(ins.slots) == {"from"} and source.where is None else None
        costed = costed_area(ins) if obj is not None and obj.where is None else None
        where, extra = costed if costed is not None else (where, ())  # "with printed resource cost X in <area>"
        if obj is None or where is None or area(where.lower().split()) is None \
                or (source is not None and obj.where is not None):
            return fallback(ins, ctx)
        try:
            picked = zoned(Phrase(obj.tokens), where, (extra,) if extra else ())
        except NotParsed as problem:  # quoted whole: the phrase alone would not say where the card is
            raise ins.refuse(problem.reason) from None
        if ins.subject is not None and ins.subject.words != ["you"]:
            raise ins.refuse()
        return [{"effect": "choose", "to": picked}]
    return rule


def put_or(fallback: Rule) -> Rule:
    """"Put an Item asset into play from your hand", "Put that asset into play (under your control)": a card of a hand
    or discard pile, or the one chosen there, put into play under your control (``put-into-play``); else ``fallback``."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        obj, into = ins.object, ins.slots.get("into")
        source, under = ins.slots.get("from"), ins.slots.get("under")
        area_in = PLAY_AREAS.get(tuple(into.where.lower().split())) if into is not None and into.where else None
        if obj is not None and area_in is not None and into is not None and into.words == ["play"] \
                and set(ins.slots) - {"with", "on"} == {"into"} and ins.subject is None:
            return _with_tokens(ins, into_play_area(ins, ctx, obj, area_in, into.where.split()[0].lower()))
        if obj is None or into is None or into.words != ["play"] or into.where is not None \
                or not (source is not None or chosen(obj, ctx)):
            return fallback(ins, ctx)
        if set(ins.slots) - {"into", "from", "under"} or ins.subject is not None \
                or (under is not None and (under.words not in YOUR_CONTROL or under.where is not None)):
            raise ins.refuse()
        try:
            to = zoned(obj, " ".join(source.words)) if source is not None and source.where is None else card(obj, ctx)
        except NotParsed as problem:
            raise ins.refuse(problem.reason) from None
        if to is None or (source is None and to != CHOSEN):
            raise ins.refuse()
        return [{"effect": "put-into-play", "to": to}]
    return rule


def play(ins: Instruction, ctx: Context) -> list[Effect]:
    """"(Choose an Item asset from your hand and) play it", "Play an Item asset from your hand": the engine's ``play``
    (its initiation sequence, not a play action; "(paying its cost)" is what it does). Play: a card is played from
    its owner's hand, or from the discard pile the effect names ("Play an asset from your discard pile": its
    permission); several ("up to 3 assets from your hand") are played in turn, the engine's ``amount``; another area
    is refused."""
    obj, source = ins.object, ins.slots.get("from")
    if obj is None or ins.subject is not None or set(ins.slots) - {"from"} or obj.where is not None:
        raise ins.refuse()
    if source is None:
        if not chosen(obj, ctx) or ctx.chosen not in ("card", "asset", "event"):
            raise ins.refuse()
        return [{"effect": "play", "to": CHOSEN}]
    if area(source.words) not in ("in-your-hand", "in-your-discard-pile") or source.where is not None:
        raise ins.refuse("playing a card from another area than its owner's hand or discard pile: the engine's 'play' "
                         "plays from those")
    count = number(obj.words[0]) if obj.words and re.fullmatch(NUMBER, obj.words[0]) else 1
    if count > 1:  # "(up to) 3 assets from your hand": each one such card, played in turn (``amount``)
        obj = replace(obj, tokens=[replace(obj.tokens[0], text="a", low="a"), *obj.tokens[1:]])
    try:
        to = zoned(obj, " ".join(source.words))
    except NotParsed as problem:
        raise ins.refuse(problem.reason) from None
    return [{"effect": "play", "to": to, **({"amount": count} if count > 1 else {})}]
