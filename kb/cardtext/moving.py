"""Lowering the verbs of moving: "move" (tokens, an investigator, an enemy) and "disengage".

"Move" is one verb frame with slots — what moves (the object, or the subject of "moves"), how much or how far
(an amount of tokens, "1 location", "once"), ``from``, ``to`` and ``toward`` — read by what the object is:

- **tokens** ("Move 1 horror from X to Y", "Move all doom from each Cultist enemy to the current agenda",
  "Move 1 of your clues to @self", "Move all clues on @self to its location"): the engine's ``move-tokens``,
  from one holder to another (Rules Reference, Move: "Game elements (tokens or cards) may also be moved by card
  abilities from one card to another, or from one game area to another"); "your resource pool" is the
  investigator's resources (a card's uses moved there are resources: Uses), "its / her location" the location of the holder named before (the card itself:
  ``this-location``);
- **an enemy moving toward something** ("Each unengaged Ghoul enemy moves 1 location towards the Parlor",
  "@self moves once toward Sentinel Peak", "Move each X enemy once toward you"): ``move-enemy`` with
  ``toward`` and ``amount`` (how many locations, one connection at a time along the shortest path);
- **an enemy moving away from something** ("move it 1 location away from the nearest investigator"): ``move-enemy-away``
  with ``from`` and ``amount`` (each move to a connecting location farther from it);
- **an investigator or an enemy moved to a location** ("Move to a connecting location", "move that enemy to
  your location"): ``move`` / ``move-enemy`` with ``to``.

"Take control of all of its clues" moves the tokens onto the investigator (``move-tokens``). "Disengage from each
enemy engaged with you (and move to X)" is the engine's ``disengage``; a move that follows
it in the same sentence is its ``to`` (:func:`join_disengage`: the enemies stay behind as the investigator
leaves, rather than engaging again between the two). "@self engages you" is ``engage`` with the subject's enemy;
"Resolve its hunter keyword" ``hunt``; "Non-Elite enemies cannot move into attached location" a constant forbidding
their ``enemy-moves`` into it. "Toward a random location" is the engine's ``a-random-location``, "N locations in any direction" a
``move-enemy`` with only its ``amount``; what no engine selector expresses ("that location") is refused with the reason.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from . import agenda_holders, reference, token_moves
from .enemy_verbs import subject_enemy
from .token_moves import holder
from .instruction import Instruction, Phrase, enemy, investigator, location, one_amount, printed_name
from .model import NotParsed
from .selectors import singular
from .tokens import Token, tokenize
from .trigger_tree import enemy_filter
from .vocabulary import Context, Effect
from .walking import PREY_PLACES
from .words import NUMBER_WORDS, SELF

Rule = Callable[[Instruction, Context], list[Effect]]

#: Adverbs a move may carry: how many times an enemy moves ("once", "twice").
ADVERBS: dict[str, int] = {"once": 1, "twice": 2}
#: A token's printed name (singular) → the engine's ``tokens`` of ``move-tokens``: those placed and removed, and
#: what investigators hold besides.
KINDS: dict[str, str] = {**token_moves.KINDS, "horror": "horror", "damage": "damage", "resource": "resources"}
#: Which tokens each kind of holder holds (the engine's investigators, locations and cards).
HOLDS: dict[str, frozenset[str]] = {
    "investigator": frozenset({"clues", "resources", "damage", "horror"}),
    "location": frozenset({"clues", "doom"}),
    "card": frozenset({"clues", "doom", "uses", "damage", "horror", "resources"}),
}
#: A holder named as printed ("Daisy Walker", "Sentinel Peak"): an investigator, a location or a card.
HOLDS["named"] = frozenset().union(*HOLDS.values())
#: The preposition naming the destination of an enemy's step-by-step move.
TOWARD = ("toward", "towards")
#: A location named by the holder before it: "its location", "her location".
POSSESSIVES = frozenset({"its", "his", "her", "their"})


# -- tokens ----------------------------------------------------------------------------------------

def _kind(ins: Instruction, noun: str, quals: list[str]) -> str:
    if quals == [] and noun in KINDS:
        return KINDS[noun]
    if noun == "token" and len(quals) == 1 and singular(quals[0]) in KINDS:
        return KINDS[singular(quals[0])]
    raise ins.refuse()


def _tokens_moved(ins: Instruction) -> tuple[int | None, str, Phrase | None] | None:
    """How many tokens of which kind the object names, and the holder it names itself ("all clues on X",
    "1 of your clues"); None when the object names no tokens."""
    obj = ins.object
    words = obj.words if obj is not None else []
    if obj is None or not words:
        return None
    of = ins.slots.get("of")
    if len(words) == 1 and words[0].isdigit() and of is not None and len(of.words) == 2 and of.words[0] == "your":
        if singular(of.words[1]) not in KINDS:  # "1 of your clues": from you
            return None
        return int(words[0]), KINDS[singular(of.words[1])], Phrase(tokenize("you"))
    if singular(words[-1]) not in set(KINDS) | {"token"}:
        return None
    # "all clues on @self": the holder, read as printed after its preposition
    named = Phrase(tokenize(f"on {obj.where}")[1:]) if obj.where else None
    bare = Phrase(obj.tokens)
    if words[0] in ("all", "each"):
        on = ins.slots.get("on")  # "Move all clues on @self to its location": the holder, after "on"
        return None, _kind(ins, singular(words[-1]), words[1:-1]), named or on
    n, noun, quals = one_amount(ins, bare)
    return n, _kind(ins, noun, quals), named


def _move_tokens(ins: Instruction, ctx: Context, moved: tuple[int | None, str, Phrase | None]) -> list[Effect]:
    """"Move 1 horror from X to Y": from one holder to another, each holding tokens of that kind."""
    n, kind, named = moved
    allowed = {"to", "from"} | ({"of", "on"} & set(ins.slots) if named is not None else set())
    if ins.subject is not None or set(ins.slots) - allowed or "to" not in ins.slots \
            or (named is None) == ("from" not in ins.slots):
        raise ins.refuse()
    if named is None and kind == "doom" and agenda_holders.one_to_the_other(ins.slots["from"], ins.slots["to"]):
        return agenda_holders.moved_between({"effect": "move-tokens", "tokens": kind, **({} if n is None else
                                                                                         {"amount": n})})
    try:
        source = holder(named if named is not None else ins.slots["from"], ctx)
        dest = holder(ins.slots["to"], ctx, source)
    except NotParsed as problem:  # quoted whole: the phrase alone would not say what moves there
        raise ins.refuse(problem.reason) from None
    for end, (_, held) in (("from", source), ("to", dest)):
        resources = end == "to" and (kind, held) == ("uses", "investigator")  # Uses: resources in a resource pool
        if kind not in HOLDS[held] and not resources:
            raise ins.refuse(f"{kind} on {'an' if held[0] in 'aeiou' else 'a'} {held}: the engine holds none there")
    if source[0] == dest[0]:
        raise ins.refuse()
    return [{"effect": "move-tokens", "tokens": kind, **({} if n is None else {"amount": n}),
             "from": source[0], "to": dest[0]}]


# -- enemies and investigators -----------------------------------------------------------------------

def _count(words: list[str]) -> int | None:
    """"1 location", "2 locations", "once", "twice": how many moves; None when the words are no such count."""
    if len(words) == 1 and words[0] in ADVERBS:
        return ADVERBS[words[0]]
    if len(words) == 2 and words[1] in ("location", "locations"):
        n = int(words[0]) if words[0].isdigit() else NUMBER_WORDS.get(words[0], 0)
        return n if n > 0 else None
    return None


def _extent(ins: Instruction) -> tuple[Phrase | None, int | None]:
    """What moves and how many times: the subject ("@self moves once …", "each Ghoul enemy moves 1 location …") or
    the object ("Move it once …", "Move each X enemy 2 locations …", the count read off its end); "once" may stand
    as an adverb, a noun phrase or a conjunction (the grammar reads it after an object as one)."""
    obj = ins.object
    words = obj.words if obj is not None else []
    counted = [ADVERBS[a] for a in ins.adverbs if a in ADVERBS]
    counted += [ADVERBS[w] for w in ins.text.lower().replace(",", " ").split()
                if w in ADVERBS and w not in ins.adverbs and w not in words]
    mover = ins.subject
    if obj is not None and _count(words) is not None:
        counted.append(_count(words) or 0)
    elif obj is not None and len(words) > 2 and _count(words[-2:]) is not None:
        counted.append(_count(words[-2:]) or 0)
        mover = mover or Phrase(obj.tokens[:-2])
    elif obj is not None and len(words) > 1 and words[-1] in ADVERBS:  # "Move The Rougarou twice …": a count
        counted.append(ADVERBS[words[-1]])
        mover = mover or Phrase(obj.tokens[:-1], obj.where, obj.engaged)
    elif obj is not None:
        mover = None if mover is not None else Phrase(obj.tokens, obj.where, obj.engaged)
    if len(counted) > 1:
        raise ins.refuse()
    return mover, counted[0] if counted else None


def _enemy(phrase: Phrase, ctx: Context) -> str:
    """The enemy that moves: the card itself ("@self", "it" on an enemy), one named as printed ("The Experiment": the
    situation's card of that name, as an attacking enemy is named), or an enemy selector; a trait as the head
    noun ("each unengaged [[Byakhee]] in play") is an enemy of that trait, where only an enemy moves so."""
    if phrase.words in ([SELF], ["it"]) and ctx.card_type == "enemy" and not phrase.where:
        return "self"
    if (named := printed_name(phrase)) is not None:  # "Move The Experiment 1 location toward …": the card so named
        return named
    if phrase.tokens and phrase.tokens[-1].kind == "trait":
        phrase = Phrase([*phrase.tokens, Token("word", "enemy", "enemy")], phrase.where, phrase.engaged)
    return enemy(phrase, ctx)


def _toward(ins: Instruction, ctx: Context, where: Phrase) -> list[Effect]:
    """"Each unengaged Ghoul enemy moves 1 location towards the Parlor", "@self moves once toward you"."""
    mover, steps = _extent(ins)
    if mover is None or steps is None or set(ins.slots) - set(TOWARD) or len(ins.slots) != 1:
        raise ins.refuse()
    words = where.words
    try:
        who = _enemy(mover, ctx)
        if words == ["you"]:
            goal = "you"
        elif words == ["the", "nearest", "investigator"]:
            goal = "nearest-investigator"  # each enemy's own nearest, as its hunter keyword reckons it
        elif words in PREY_PLACES:
            goal = "prey"  # the investigator who best meets its prey instructions (Prey)
        elif words == ["a", "random", "location"]:
            goal = "a-random-location"  # each enemy's own, picked as it moves
        else:
            goal = location(where, ctx)
    except NotParsed as problem:
        raise ins.refuse(problem.reason) from None
    return [{"effect": "move-enemy", "enemy": who, "toward": goal, "amount": steps}]


def _away(ins: Instruction, ctx: Context, away: Phrase) -> list[Effect]:
    """"Move it 1 location away from the nearest investigator", "@self moves once away from you": ``amount`` moves,
    each to a connecting location farther from it (``move-enemy-away``, its ``from``)."""
    mover, steps = _extent(ins)
    words = away.words
    if mover is None or steps is None or len(ins.slots) != 1 or words[:1] != ["from"] or len(words) < 2:
        raise ins.refuse()
    try:
        who = _enemy(mover, ctx)
        if words[1:] == ["you"]:
            origin = "you"
        elif words[1:] == ["the", "nearest", "investigator"]:
            origin = "nearest-investigator"  # each enemy's own nearest, as its hunter keyword reckons it
        else:
            origin = location(Phrase(away.tokens[1:], away.where, away.engaged), ctx)
    except NotParsed as problem:
        raise ins.refuse(problem.reason) from None
    return [{"effect": "move-enemy-away", "enemy": who, "from": origin, "amount": steps}]


def _to(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Move to a connecting location", "move that investigator to …", "move that enemy to your location"; "Move from
    her location to a connecting location": an investigator's move only from there (``from``)."""
    if set(ins.slots) - {"from"} != {"to"}:
        raise ins.refuse()
    to = location(ins.slots["to"], ctx)
    if "from" in ins.slots:
        return _from(ins, ctx, to)
    if ins.object is not None and ins.object.words[-1] in ("investigator", "investigators"):
        mover = investigator(ins.object, ctx)  # "move that investigator to a connecting location"
        if ins.subject is not None:
            raise ins.refuse()
        out: Effect = {"effect": "move"} if mover == "you" else {"effect": "move", "who": mover}
    elif ins.object is not None:  # "move that enemy to your location"
        return [{"effect": "move-enemy", "enemy": _enemy(ins.object, ctx), "to": to}]
    elif ins.subject is not None and ins.subject.words[-1] not in ("you", "investigator", "investigators"):
        return [{"effect": "move-enemy", "enemy": _enemy(ins.subject, ctx), "to": to}]  # "@self moves to …"
    else:
        who = investigator(ins.subject, ctx)
        out = {"effect": "move"} if who == "you" else {"effect": "move", "who": who}
    if to != "a-connecting-location":
        out["to"] = to
    return [out]


def _undative(ins: Instruction) -> Instruction:
    """"Move it 1 location …": the pronoun the grammar reads as a dative ("deal it 1 damage") is the mover before a
    count of moves, not a destination; any other instruction as it is."""
    to, obj = ins.slots.get("to"), ins.object
    if to is None or obj is None or len(to.tokens) != 1 or to.words[0] not in ("it", "him", "her", "them") \
            or _count(obj.words) is None:
        return ins
    slots = {k: v for k, v in ins.slots.items() if k != "to"}
    return replace(ins, object=Phrase([*to.tokens, *obj.tokens]), slots=slots)


def _from(ins: Instruction, ctx: Context, to: str) -> list[Effect]:
    """"Move from X to Y" of the investigator himself or herself: ``move`` with ``from`` (X a location, read as a
    destination is); an enemy's or another investigator's move from somewhere is refused with the reason."""
    if ins.object is not None or (ins.subject is not None and investigator(ins.subject, ctx) != "you"):
        raise ins.refuse("a move 'from' a location of an enemy or another investigator: the engine checks only where "
                         "the investigator moving himself or herself is")
    origin = location(ins.slots["from"], reference.named(ctx, to))  # "to her location from a location connected to
    return [{"effect": "move", "from": origin,  # it": the destination, named before, is the latest referent
             **({} if to == "a-connecting-location" else {"to": to})}]


def move(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Move": tokens between holders, an enemy toward something, an investigator or enemy to a location."""
    ins = _undative(ins)
    moved = _tokens_moved(ins)
    if moved is not None:
        return _move_tokens(ins, ctx, moved)
    toward = next((ins.slots[p] for p in TOWARD if p in ins.slots), None)
    if toward is not None:
        return _toward(ins, ctx, toward)
    if "away" in ins.slots:
        return _away(ins, ctx, ins.slots["away"])
    mover, steps = _extent(ins)
    if steps is not None:
        return _any_direction(ins, ctx, mover, steps)
    return _to(ins, ctx)


def _any_direction(ins: Instruction, ctx: Context, mover: Phrase | None, steps: int) -> list[Effect]:
    """"Move a Brood of Yog-Sothoth enemy 1 location in any direction": ``amount`` moves, each to a location connected
    to the enemy's own (``move-enemy`` with neither ``to`` nor ``toward``: Move); how far but not where is refused."""
    where = (ins.object.where or "").lower() if ins.object is not None else ""
    if mover is None or ins.slots or ins.subject is not None or where != "any direction":
        raise ins.refuse()
    try:
        return [{"effect": "move-enemy", "enemy": _enemy(mover, ctx), "amount": steps}]
    except NotParsed as problem:
        raise ins.refuse(problem.reason) from None


def disengage(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Disengage from each enemy engaged with you", "disengage from that enemy"; "disengage him from all
    investigators", "disengage it" (an enemy): the enemy disengaged from each investigator engaged with it."""
    what = ins.slots.get("from") or ins.slots.get("with")
    if what is not None and ins.object is not None and len(ins.slots) == 1 and ins.subject is None \
            and what.words in (["all", "investigators"], ["each", "investigator"]) and not what.where:
        try:
            return [{"effect": "disengage", "enemy": enemy(ins.object, ctx), "who": "each-investigator"}]
        except NotParsed as problem:
            raise ins.refuse(problem.reason) from None
    if what is None and ins.object is not None and not ins.slots and ins.subject is None:
        try:  # "disengage it": the enemy, from whoever it is engaged with (Enemy Engagement: one investigator)
            return [{"effect": "disengage", "enemy": _enemy(ins.object, ctx), "who": "each-investigator"}]
        except NotParsed as problem:
            raise ins.refuse(problem.reason) from None
    if what is None or len(ins.slots) != 1 or ins.object is not None:
        raise ins.refuse()
    who = investigator(ins.subject, ctx)
    foe = enemy(what, ctx)
    return [{"effect": "disengage", "enemy": foe, **({} if who == "you" else {"who": who})}]


def join_disengage(effects: list[Effect]) -> list[Effect]:
    """"Disengage from each enemy engaged with you and move to X" → one ``disengage`` whose ``to`` is X: the
    investigator leaves as the enemies are disengaged (nothing engages between the two)."""
    out: list[Effect] = []
    for e in effects:
        last = out[-1] if out else None
        if last is not None and last["effect"] == "disengage" and "to" not in last and e["effect"] == "move" \
                and e.get("who") == last.get("who") and not e.get("then") and e.get("may") == last.get("may"):
            last["to"] = e.get("to", "a-connecting-location")
            continue
        out.append(e)
    return out


def control_or(fallback: Rule) -> Rule:
    """"Take control of all of its clues", "take control of all clues on @self": the tokens become the
    investigator's — moved onto him or her (``move-tokens``); any other "take" is ``fallback``'s."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        what = ins.slots.get("of")
        words = what.words if what is not None else []
        if ins.object is None or ins.object.words != ["control"] or len(words) < 2 \
                or not (words[0] == "all" or words[0].isdigit()) or singular(words[-1]) not in KINDS:
            return fallback(ins, ctx)
        kind = KINDS[singular(words[-1])]
        on = ins.slots.get("on")
        amount = None if words[0] == "all" else int(words[0])  # "1 of the clues on X": that many of them
        if words[1:3] == ["of"] + words[2:3] and len(words) == 4 and words[2] in POSSESSIVES and on is None:
            source = "self"  # "all of its clues": the card's own
        elif (len(words) == 2 or (amount is not None and words[1:3] == ["of", "the"] and len(words) == 4)) \
                and on is not None:
            try:
                source = holder(on, ctx)[0]
            except NotParsed as problem:
                raise ins.refuse(problem.reason) from None
        else:
            raise ins.refuse()
        if set(ins.slots) - {"of", "on"} or kind not in HOLDS["investigator"]:
            raise ins.refuse()
        return [{"effect": "move-tokens", "tokens": kind, **({} if amount is None else {"amount": amount}),
                 "from": source, "to": investigator(ins.subject, ctx)}]
    return rule


def enemies_cannot_enter(subject: Phrase | None, verb: str, after: list[str], card_type: str | None) -> list[Effect] | None:
    """"Non-Elite enemies cannot move into attached location", "Enemies cannot enter this location": a constant
    forbidding an enemy's move into the location (Hunter: a move blocked by a card ability does not happen);
    None when the sentence is not that shape."""
    if subject is None or subject.words[-1:] not in (["enemies"], ["enemy"]):
        return None
    words = after[1:] if verb == "move" and after[:1] in (["into"], ["to"]) else after if verb == "enter" else None
    place = " ".join(words) if words else ""
    if place not in ("attached location", "this location") and not (place == SELF and card_type == "location"):
        return None
    enemy = enemy_filter(subject)
    if enemy is None:
        return None
    to = "attached" if place == "attached location" else "this-location"
    return [{"applies-to": {"event": "enemy-moves", "what": enemy, "to": to}, "cannot": True}]


def resolve_hunter(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Resolve its hunter keyword (again)", "resolve the hunter keyword on (of) each enemy in play": the enemy
    moves as its hunter keyword moves it (Hunter), by the card's effect."""
    words = [w for w in ins.object.words if w != "again"] if ins.object is not None else []
    whose = ins.slots.get("on") or ins.slots.get("of")
    if ins.subject is not None or len(ins.slots) > 1 or (ins.slots and whose is None) or words[-2:] != ["hunter",
                                                                                                      "keyword"]:
        raise ins.refuse()
    try:
        if words == ["its", "hunter", "keyword"] and whose is None and ctx.card_type == "enemy":
            enemy_ = "self"
        elif words == ["the", "hunter", "keyword"] and whose is not None:
            enemy_ = _enemy(whose, ctx)
        else:
            raise ins.refuse()
    except NotParsed as problem:
        raise ins.refuse(problem.reason) from None
    return [{"effect": "hunt", "enemy": enemy_}]


def engage_or(fallback: Rule) -> Rule:
    """"@self engages you", "it engages you", "… moves to your location and engages you": the enemy the subject
    names engages the investigator the object names (``engage``); any other "engage" is ``fallback``'s ("Engage
    that enemy")."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        subject = ins.subject
        if subject is None or subject.words[-1:] in (["you"], ["investigator"]) or ins.object is None:
            return fallback(ins, ctx)
        if ins.slots:
            raise ins.refuse()
        try:
            foe, who = subject_enemy(subject, ins, ctx), investigator(ins.object, ctx)
        except NotParsed as problem:
            raise ins.refuse(problem.reason) from None
        return [{"effect": "engage", "enemy": foe, **({} if who == "you" else {"who": who})}]
    return rule


#: The possessive naming the placer's own tokens, by who places them ("1 of your clues", "1 of his or her clues").
OWN = {"you": ["your"]}
THEIR_OWN = (["his", "or", "her"], ["her"], ["his"], ["their"])


#: The preposition naming where a verb puts the placer's own tokens: "place … on", "return … to" (a clue returned to a
#: location is placed on it, as the token pool's clues are: Clues).
OWN_TOKENS_TO = {"place": "on", "return": "to"}


def own_tokens_or(fallback: Rule) -> Rule:
    """"Place 1 of your clues on your location", "An investigator at your location may place 1 of his or her clues on
    The Organist", "place all of your clues on your location", "Return 1 of your clues to your current location": the
    placer's own tokens moved onto the holder after "on" / "to" (``move-tokens`` from him or her: Move); any other
    "place" / "return" is ``fallback``'s."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        prep = OWN_TOKENS_TO.get(ins.verb, "on")
        obj, of, on = ins.object, ins.slots.get("of"), ins.slots.get(prep)
        words = obj.words if obj is not None else []
        if words[:2] == ["all", "of"] and of is None and obj is not None:  # "all of your clues": one noun phrase
            of, words = Phrase(obj.tokens[2:]), ["all"]
        if of is None or on is None or set(ins.slots) - {"of", prep} or not (words == ["all"] or (
                len(words) == 1 and words[0].isdigit())) or singular(of.words[-1]) not in KINDS:
            return fallback(ins, ctx)
        try:
            who = investigator(ins.subject, ctx)
            whose = of.words[:-1]
            if whose != OWN.get(who, []) and not (who != "you" and whose in THEIR_OWN):
                raise ins.refuse()  # another's tokens: "1 of that investigator's clues"
            dest = holder(on, ctx, (who, "investigator"))
        except NotParsed as problem:
            raise ins.refuse(problem.reason) from None
        kind = KINDS[singular(of.words[-1])]
        if kind not in HOLDS["investigator"] or kind not in HOLDS[dest[1]]:
            raise ins.refuse(f"{kind} on {'an' if dest[1][0] in 'aeiou' else 'a'} {dest[1]}: the engine holds none "
                             "there")
        return [{"effect": "move-tokens", "tokens": kind, **({} if words == ["all"] else {"amount": int(words[0])}),
                 "from": who, "to": dest[0]}]
    return rule
