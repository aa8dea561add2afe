"""One clause of instructions as the lowering reads it, and its noun phrases as the engine's selectors.

:func:`instruction` puts a clause's chunks (:mod:`.grammar`) in their slots — the verb with its
auxiliaries and adverbs, the subject before it, the object after it, one phrase a preposition — a
phrase keeping what qualifies it ("at your location", "engaged with you", "sealed on it"). The selectors are
composed from a phrase's parts (determiner, qualifiers, head, where it is), never looked up whole: :func:`investigator`
(others than you: :mod:`.others`), :func:`enemy`, :func:`location`, :func:`card`, :func:`target`; :func:`amounts`
reads "1 damage and 1 horror". What the engine's selectors cannot express ("X damage") is refused with the reason.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .committed_counts import that_committed
from .grammar import PARTICLES, Chunk, join
from .lexicon import AUXILIARIES, HELD_TOKENS
from .model import NotParsed
from .having import having_qualifier, investigator_qualifiers
from .positions import CIRCULAR_REASON, circular, directed_where, position_of, positioned_location, split_direction
from .qualifiers import ENEMY_STATES, RANKS, enemy_qualifiers
from .reference import bound, refer
from .selectors import singular
from .superlatives import composed, extends, reduced
from .tokens import Token, split_at_and, tokenize
from .unions import EACH_AT, EACH_OF, ONE_OF, at_places, controlling
from .vocabulary import CHOSEN, LEAD, TESTED_ENEMY, TESTED_PARTICIPLES, Context
from .words import NUMBER_WORDS, PER_INVESTIGATOR, SELF, PerInvestigator

UNKNOWN = "unknown effect"
#: The engine's selector of the location of what the rest of it picks, and of each investigator at a location.
LOCATION_OF, EACH_ENEMY_AT = "location-of:", "each-enemy-at:"
#: Prepositions whose phrase says where the thing just named is, or whom it is engaged with.
QUALIFYING = frozenset({"at", "in", "with"})
#: Adverbs that do not change what the engine does ("immediately move").
IDLE_ADVERBS = frozenset({"immediately", "also", "both"})  # "both": a subject joined by "and" says it
#: Particles a verb takes, read by its rule or idle ("shuffle it back", "set it aside"); any other is refused.
IDLE_PARTICLES: dict[str, frozenset[str]] = {verb: frozenset(words.split()) for verb, words in (
    ("shuffle", "back"), ("flip", "back over"), ("add", "secretly"), ("set", "aside"), ("choose", "randomly"))}
#: The verbs that may stand coordinated before a verb and change nothing the engine does: what is discarded is the
#: player's choice already ("Choose and discard 1 card from your hand"). Any other coordinated verb is refused.
IDLE_COORDINATED: dict[str, frozenset[str]] = {"discard": frozenset({"choose"})}


@dataclass
class Phrase:
    """A noun phrase and what qualifies it: ``where`` ("at your location"), ``engaged`` ("with you")."""

    tokens: list[Token]
    where: str | None = None
    engaged: str | None = None
    sealed: bool = False  # "tokens sealed on X": ``where`` is the card they are sealed on
    having: str | None = None  # "a revealed location with no enemies": what it has ("no enemies")
    controller: str | None = None  # "an asset controlled by X", "an asset he or she controls": X, "he or she"
    position: str | None = None  # "the location to your left": where it lies from you (positions.py)

    @property
    def text(self) -> str:
        out = join(self.tokens)
        if self.engaged:
            out += f" engaged with {self.engaged}"
        if self.controller:
            out += f" controlled by {self.controller}"
        if self.where:
            out += f" at {self.where}"
        if self.having:
            out += f" with {self.having}"
        return out

    @property
    def words(self) -> list[str]:
        return [t.low for t in self.tokens]


#: Where tokens come from when placed, said in the sentence ("from the token bank"): what the engine does anyway.
TOKEN_POOL = frozenset({"the token bank", "the token pool"})


@dataclass
class Instruction:
    """One clause as the lowering reads it: verb, auxiliaries, adverbs and the phrases in their slots."""

    text: str
    verb: str = ""
    auxiliaries: tuple[str, ...] = ()
    adverbs: set[str] = field(default_factory=set)
    subject: Phrase | None = None
    object: Phrase | None = None
    slots: dict[str, Phrase] = field(default_factory=dict)
    difficulty: int | None = None  # "Test [agility] (3)": the reminder-like "(3)" after the skill
    duration: str | None = None  # "until the end of the round": the engine's duration of a lasting effect
    coordinated: tuple[str, ...] = ()  # a bare verb joined before the verb: "Choose and discard 1 card" → ("choose",)
    #: "… instead of discarding it": the gerund's verb and its object's words, what the instruction is done in place of
    instead_of: tuple[str, tuple[str, ...]] | None = None

    def refuse(self, reason: str = UNKNOWN) -> NotParsed:
        return NotParsed(self.text, reason)


def instruction(chunks: tuple[Chunk, ...], text: str, *, compound: bool = False) -> Instruction:
    """The clause's chunks in their slots; :data:`UNKNOWN` when it is not one plain instruction. With ``compound``
    (a caller that checks them: the lowering of effects), a verb coordinated before the verb ("Choose and discard")
    and "instead of <gerund> it" are kept in their slots; without, they are refused."""
    ins, chunks = Instruction(text), reduced(chunks)  # "the location that is farthest from X": superlatives.py
    last: Phrase | None = None
    previous: Chunk | None = None
    for chunk, previous in zip(chunks, (None, *chunks)):
        if chunk.kind in ("punct", "conj"):
            continue
        if chunk.kind == "adv":
            ins.adverbs.add(chunk.text.lower())
        elif chunk.kind == "verb":
            words = [t.low for t in chunk.tokens]
            if ins.verb and words in (["engaged"], ["sealed"], ["controlled"]) and last is not None:
                # "an enemy engaged with you", "each token sealed on it", "an asset controlled by …": reduced relatives
                last.engaged = "" if words == ["engaged"] else None
                last.sealed = words == ["sealed"]
                last.controller = "" if words == ["controlled"] else None
                continue
            if ins.verb and words in (["controls"], ["control"]) and last is not None and (who := controlling(last)):
                last.controller = who  # "an Ally asset he or she controls": the pronoun its controller
                continue
            if compound and ins.verb and words[:2] == ["instead", "of"] and len(words) == 3 and ins.instead_of is None:
                ins.instead_of = (chunk.head, ())  # "remove @self from the game instead of discarding it"
                continue
            if ins.verb and (not compound or ins.object is not None or ins.slots or previous is None
                             or previous.text.lower() != "and"):
                raise ins.refuse()
            if ins.verb:  # "Choose and discard …": two verbs sharing the object after the second
                ins.coordinated += (ins.verb,)
            head = chunk.head
            ins.auxiliaries += tuple(w for w in words if w in AUXILIARIES)
            ins.adverbs.update(w for w in words if w.endswith("ly") or w in IDLE_ADVERBS)
            if head in AUXILIARIES:
                continue  # "may" alone: its verb is the next chunk ("you may immediately move")
            ins.verb = head
        elif chunk.kind == "np":
            phrase = Phrase(list(chunk.tokens))
            if ins.instead_of is not None and not ins.instead_of[1]:
                ins.instead_of = (ins.instead_of[0], tuple(phrase.words))  # the gerund's object
                continue
            if ins.verb and ins.object is None and _dative(chunk.tokens) and "to" not in ins.slots:
                ins.slots["to"] = Phrase(list(chunk.tokens[:1]))  # "deal it 1 damage": "deal 1 damage to it"
                phrase = Phrase(list(chunk.tokens[1:]))
            if not ins.verb:
                if ins.subject is not None:
                    raise ins.refuse()
                ins.subject = last = phrase
            elif ins.object is None:
                ins.object = last = phrase
            elif previous is not None and previous.text.lower() == "as" and "as" not in ins.slots:
                ins.slots["as"] = last = phrase  # "treat that token as a [skull]": the complement after "as"
            else:
                raise ins.refuse()
        elif chunk.kind == "pp":
            prep, rest = chunk.tokens[0].low, list(chunk.tokens[1:])
            if not rest and prep in PARTICLES and ins.verb:
                ins.adverbs.add(prep)  # a particle closing the verb: "flip it over"
                continue
            if not rest:
                raise ins.refuse()
            if prep == "from" and join(rest).lower() in TOKEN_POOL:
                continue  # "Place 1 clue from the token bank on X": where placed tokens come from anyway
            position = position_of(last.words[-1], prep, [t.low for t in rest]) if last is not None \
                and last.position is None and last.tokens else None
            if position is not None and last is not None:  # "the location to your left", "… farthest from you"
                last.position = position
                if last.words[-1] != "location":
                    last.tokens = last.tokens[:-1]  # the word before the phrase is part of the position
                continue
            if last is not None and (directed := directed_where(last.where, prep, [t.low for t in rest])):
                last.where = directed  # "an enemy at the location in the counter-clockwise direction": positions.py
                continue
            if last is not None and extends(last.tokens, prep, rest):  # "with the most clues (on it)": superlatives.py
                continue
            if last is not None and (prep in QUALIFYING or last.engaged == "" or last.sealed or last.controller == ""
                                     or (prep == "on" and not ins.verb)):
                if _qualify(last, prep, join(rest)):
                    continue
                if not ins.verb or prep not in QUALIFYING:  # quoted whole: the phrase alone ("your hand") is a fragment
                    raise ins.refuse()
            if prep == "of" and prep in ins.slots and [t.kind for t in ins.slots[prep].tokens] == ["number"]:
                ins.slots[prep].tokens += chunk.tokens  # "of 1 of the clues": a partitive, one phrase
                continue
            if ins.verb and prep in ins.slots and ins.slots[prep].words[-1] in ("and", "or") \
                    and ins.slots[prep].where is None:  # "to each enemy and to each investigator": one phrase
                ins.slots[prep].tokens += rest
                last = ins.slots[prep]
                continue
            if not ins.verb or prep in ins.slots:
                raise ins.refuse()
            ins.slots[prep] = last = Phrase(rest)
    if not ins.verb:
        raise ins.refuse()
    return ins


#: Pronouns that stand as an indirect object before an amount ("deal her 1 horror").
DATIVES = frozenset({"it", "him", "her", "them"})


def _dative(tokens: tuple[Token, ...]) -> bool:
    """Whether a noun phrase is an indirect object and an amount read as one ("deal it 1 damage"): a pronoun
    before a number, which no determiner is ("her 1 horror" is 1 horror to her, not her horror)."""
    return len(tokens) >= 3 and tokens[0].low in DATIVES and tokens[1].kind == "number"


def _qualify(phrase: Phrase, prep: str, text: str) -> bool:
    """Qualify ``phrase`` by the phrase after ``prep`` ("an enemy engaged with you", "a location with no enemies");
    whether it could. One that cannot ("into play in your threat area, with 3 clues on it": a place already said,
    "with" after no location) is the verb's own phrase, or refuses the instruction quoted whole."""
    if phrase.engaged == "" and prep == "with":
        phrase.engaged = text
    elif phrase.controller == "" and prep == "by":
        phrase.controller = text
    elif (phrase.sealed or set(phrase.words[-1:]) & HELD_TOKENS) and prep == "on" and phrase.where is None:
        phrase.where = text
    elif prep in ("at", "in") and phrase.where is None:
        phrase.where = text
    elif prep == "with" and phrase.having is None and (phrase.words[-1:] == ["location"] and text.lower().startswith(
            "no ") or having_qualifier(phrase.words, text)):  # "a location with no enemies", "… investigator with 4 …"
        phrase.having = text
    else:
        return False
    return True


# -- noun phrases → the engine's selectors ---------------------------------------------------
def amount(phrase: Phrase) -> tuple[int, str, list[str]]:
    """"2 damage" → (2, "damage", qualifiers): a fixed amount, the head, the words between."""
    words = phrase.words
    if len(words) < 2:
        raise NotParsed(phrase.text, UNKNOWN)
    first = words[0]
    if first.isdigit() and words[1] == PER_INVESTIGATOR and len(words) > 2:  # "2 [per_investigator] damage": multiplied later
        return PerInvestigator(int(first)), singular(words[-1]), words[2:-1]
    if first.isdigit():
        n = int(first)
    elif first in NUMBER_WORDS:
        n = NUMBER_WORDS[first]
    elif first == "x" or "[per_investigator]" in words:
        raise NotParsed(phrase.text, "not a fixed amount (X and per-investigator amounts are not in the engine's "
                        "vocabulary)")
    else:
        raise NotParsed(phrase.text, UNKNOWN)
    if "[per_investigator]" in words:
        raise NotParsed(phrase.text, "not a fixed amount (per-investigator amounts are not in the engine's vocabulary)")
    return n, singular(words[-1]), words[1:-1]


def amounts(ins: Instruction, phrase: Phrase) -> list[tuple[int, str, list[str]]]:
    """"1 damage and 1 horror" → both amounts (one noun phrase joined by "and"); an amount that is not
    fixed is refused quoting the whole instruction ("Take X horror")."""
    if phrase.where is not None or phrase.engaged is not None or phrase.sealed:
        raise ins.refuse()  # "1 doom in your location": an amount has no place of its own
    try:
        return [amount(Phrase(p)) for p in split_at_and(phrase.tokens)]
    except NotParsed as problem:
        raise ins.refuse(problem.reason) from None


def one_amount(ins: Instruction, phrase: Phrase) -> tuple[int, str, list[str]]:
    """The one amount of an instruction's object ("2 resources"), refusing a list."""
    found = amounts(ins, phrase)
    if len(found) != 1:
        raise ins.refuse()
    return found[0]


def determiner(words: list[str]) -> tuple[str, list[str]]:
    if words and words[0] in ("a", "an", "1", "one", "each", "all", "every", "any", "that", "the", "this", "your",
                              "another"):
        return words[0], words[1:]
    return "", words


#: Pronouns of what was chosen: a person's, a thing's.
_PERSONS = (["he", "or", "she"], ["him", "or", "her"], ["they"], ["them"])
_THINGS = (["it"], ["its"])


def chosen(phrase: Phrase | None, ctx: Context) -> bool:
    """Whether ``phrase`` names what a "Choose …" before it chose: "that investigator", "the chosen enemy", "it" (a
    thing), "he or she" (an investigator)."""
    if phrase is None or ctx.chosen is None or phrase.where or phrase.engaged is not None:
        return False
    words = phrase.words
    if ctx.chosen == "investigator" and words in _PERSONS:
        return True
    return words in _THINGS and ctx.chosen != "investigator" or \
        (len(words) >= 2 and words[0] in ("that", "the") and words[-1] == ctx.chosen
         and words[1:-1] in ([], ["chosen"]) and (words[0] == "that" or words[1:-1] == ["chosen"]))


def referred(phrase: Phrase, ctx: Context, takes: tuple[str, ...] | None = None) -> str | None:
    """What a pronoun or demonstrative names by the rule of reference (:func:`.reference.refer`), or None."""
    if phrase.where or phrase.engaged is not None:
        return None
    try:
        return refer(phrase.words, ctx, takes)
    except NotParsed as problem:
        raise NotParsed(phrase.text, problem.reason) from None


@composed
@investigator_qualifiers
def investigator(phrase: Phrase | None, ctx: Context) -> str:
    """Who: you, each investigator (at your / this location), an investigator at your location, that one."""
    if phrase is None:
        return "you"
    if chosen(phrase, ctx):
        return CHOSEN
    if (ref := referred(phrase, ctx, ("investigator", "named"))) is not None:
        return ref
    det, rest = determiner(phrase.words)
    if rest in (["you"], ["your", "investigator"]) or (det, rest) in (("your", ["investigator"]), LEAD):
        return "lead-investigator" if (det, rest) == LEAD else "you"
    if rest not in (["investigator"], ["investigators"]) or phrase.engaged:
        raise NotParsed(phrase.text, "unknown investigator phrase (the engine has no selector for it)")
    one = det in ("a", "an", "1", "one")
    if (one or det in ("each", "all", "every")) and phrase.where and (at := at_places(
            phrase.where, one, lambda tokens: location(Phrase(tokens), ctx), lambda: where_of(phrase.where, ctx))):
        return at[0] if len(at) == 1 and not one else (ONE_OF if one else EACH_OF) + "|".join(at)
    where = where_of(phrase.where, ctx)
    if det == "that" and where is None:
        if not ctx.trigger:
            raise NotParsed(phrase.text, "'that investigator' has nothing to refer to here")
        return "triggering-who"
    if det in ("each", "all", "every") or (det == "" and rest == ["investigators"]):
        if where not in (None, "your-location", "this-location", f"your-location{NEAR}", f"this-location{NEAR}"):
            return f"{EACH_AT}{where}"  # "each investigator at Jordan Perry's location"
        return "each-investigator" + (f"-at-{where}" if where else "")
    if det in ("a", "an", "1", "one") and where in ("your-location", f"your-location{NEAR}"):
        return f"an-investigator-at-{where}"  # "an investigator at your location (or a connecting location)"
    raise NotParsed(phrase.text, "unknown investigator phrase (the engine has no selector for it)")


#: "at your location or a connecting location": a place and every location connected to it (Move).
NEAR = "-or-a-connecting-location"


def where_of(where: str | None, ctx: Context) -> str | None:
    """Where an investigator or enemy is: your location, this one (the card's own, or its location: "@self's
    location" on an enemy or asset), either of them "or a connecting location"."""
    if where is None:
        return None
    low = where.lower()
    if low.endswith(" or a connecting location"):
        base = where_of(where[:-len(" or a connecting location")], ctx)
        if base in ("your-location", "this-location"):
            return f"{base}{NEAR}"
        raise NotParsed(where, "unknown location phrase (the engine has no selector for it)")
    if low.replace(" ", "") == f"{SELF}'slocation" and ctx.card_type in ("enemy", "asset"):
        return "this-location"  # "each investigator at @self's location"
    if low == "your location":
        return "your-location"
    if low == "this location" or (low == SELF and ctx.card_type == "location"):
        return "this-location"
    if low == "attached location" and ctx.card_type != "location":  # the location a card is attached to
        return "this-location"
    if (directed := split_direction(where)) is not None:  # "the location in the clockwise direction"
        found = location(Phrase(tokenize(f"at {directed[0]}")[1:], directed[1]), ctx)
        if bound(found):
            return found
    phrase = Phrase(tokenize(f"at {where}")[1:])  # read inside a sentence: its capitalised words are names
    found = owned_location(phrase, ctx) or (location(phrase, ctx) if low.split()[0] in ("that", "the") else None)
    if found is not None and bound(found):  # "at Jordan Perry's location", "at the chosen location": one place
        return found
    raise NotParsed(where, "unknown location phrase (the engine has no selector for it)")


def possessor(tokens: list[Token]) -> list[Token]:
    """The owner's tokens of a possessive ("Jordan Perry's", "@self ' s"), or none when the tokens are no
    possessive."""
    if len(tokens) >= 3 and [t.low for t in tokens[-2:]] == ["'", "s"]:
        return tokens[:-2]
    last = tokens[-1] if tokens else None
    if last is not None and last.low.endswith("'s") and len(last.low) > 2:
        return [*tokens[:-1], Token(last.kind, last.text[:-2], last.low[:-2])]
    return []


#: A possessive determiner → the pronoun naming its owner ("her location": the location of her).
POSSESSIVES = {"its": "it", "his": "him", "her": "her", "their": "them"}


def owned_location(phrase: Phrase, ctx: Context) -> str | None:
    """"Jordan Perry's location", "@self's location", "her location", "the attacked enemy's location": the
    location of the one the owner names (``location-of:``, the engine's; the card itself: this location, you:
    yours), by the rule of reference for a possessive pronoun ("her" with nothing named before it is the card
    itself, as "her" is); None when the phrase is no such possessive."""
    words = phrase.words
    if words[-1:] != ["location"] or len(words) < 2:
        return None
    whose = possessor(phrase.tokens[:-1])
    if whose:
        owner = target(Phrase(whose), ctx)
    elif len(words) == 2 and words[0] in POSSESSIVES:
        owner = refer([POSSESSIVES[words[0]]], ctx) or "self"
    else:
        return None
    return {"self": "this-location", "you": "your-location"}.get(owner, f"{LOCATION_OF}{owner}")


def _othered(ctx: Context) -> bool:
    """Whether "other" before an enemy has one to be other than: the enemy tested (a designated fight or evasion, or a
    test's result while attacking or evading), this enemy, or the attacker (the engine's targets leave out each)."""
    return (ctx.tested or ctx.card_type == "enemy" or ctx.event == "enemy-attack"
            or (ctx.trigger or {}).get("via") in ("fight", "evade"))


def enemy(phrase: Phrase, ctx: Context) -> str:
    """An enemy: one or each at your location, engaged with you or anywhere in play ("each Ghoul enemy"), that
    enemy, the attacking enemy."""
    if chosen(phrase, ctx):
        return CHOSEN
    if (ref := referred(phrase, ctx, ("enemy", "named"))) is not None:
        return ref
    det, rest = determiner(phrase.words)
    if "engaged" in rest[:-1] and phrase.engaged is None and not phrase.where:  # FAQ: "an engaged enemy" is one
        return enemy(Phrase([t for t in phrase.tokens if t.low != "engaged"], None, "you"), ctx)  # engaged with you
    if rest == ["attacking", "enemy"] and det == "the" or rest == ["enemy"] and det == "that" and not phrase.where:
        return "attacking-enemy" if "attacking" in rest else ctx.that_enemy()
    if det == "the" and ctx.tested and not phrase.where and (rest[:1] == ["enemy"] and rest[1:] in (
            [], ["just", "attacked"], ["just", "evaded"]) or len(rest) == 2 and rest[0] in TESTED_PARTICIPLES
            and rest[1] == "enemy"):
        return TESTED_ENEMY  # "the (attacked) enemy", "the enemy just evaded" of a designated fight or evasion
    if det == "" and rest == ["attached", "enemy"] and not phrase.where and phrase.engaged is None:
        return "attached-to"  # the enemy the card bearing the text is attached to
    if not rest or rest[-1] not in ("enemy", "enemies"):
        if (named := printed_name(phrase)) is not None:
            return named  # "evade The Organist": the enemy of that name, as any card named as printed
        raise NotParsed(phrase.text, "a target with a qualifier the engine's selectors cannot express")
    quals = enemy_qualifiers(phrase.tokens[len(phrase.tokens) - len(rest):-1], ENEMY_STATES + RANKS)
    if quals is None or ("other" in quals and not _othered(ctx)):
        raise NotParsed(phrase.text, "a target with a qualifier the engine's selectors cannot express")
    ranked = det == "the" and quals[:1] in (["nearest"], ["farthest"])  # "the nearest Cultist enemy": one of those
    one, each = det in ("a", "an", "1", "one", "any") or ranked, det in ("each", "all", "every")  # "any": one chosen
    if phrase.engaged is not None:
        place = "engaged-with-you" if phrase.engaged.lower() == "you" and not phrase.where else None
    elif phrase.where is None or phrase.where.lower() == "play":  # "each Ghoul enemy (in play)": anywhere in play
        place = "in-play"
    else:
        place = {"your-location": "at-your-location", f"your-location{NEAR}": f"at-your-location{NEAR}",
                 "this-location": "at-this-location"}.get(where_of(phrase.where, ctx) or "")
    if (each or one) and place is None and not set(quals) & set(RANKS) and phrase.engaged is None and phrase.where:
        every = "-".join(["each", *quals, EACH_ENEMY_AT[5:]]) + f"{where_of(phrase.where, ctx)}"  # "(each Criminal)
        return f"{ONE_OF}{every}" if one else every  # enemy at X"; "a non-Elite enemy at X": one of them, chosen
    if place is None or not (one or each):
        raise NotParsed(phrase.text, "unknown target (the engine has no selector for it)")
    words = [*quals, "enemy"]
    lead = ("an" if words[0][0] in "aeiou" else "a") if one else "each"
    return "-".join([lead, *words, place])  # "a-non-elite-enemy-at-your-location"


@composed
def location(phrase: Phrase, ctx: Context) -> str:
    """A location: yours, this one, one (or each) composed from its states ("a connecting location", "any
    revealed location with no enemies"), one named as printed."""
    if chosen(phrase, ctx):
        return CHOSEN
    if (ref := referred(phrase, ctx, ("location",))) is not None:
        return ref
    det, rest = determiner(phrase.words)
    text = " ".join(phrase.words)
    if text == SELF and ctx.card_type == "location":
        return "this-location"
    placed = positioned_location(det, rest, phrase.position, phrase.where)
    if placed is not None:  # "the location to your left", "the location farthest from you" (positions.py)
        return placed
    if phrase.position is not None:
        raise NotParsed(phrase.text, "unknown location phrase (the engine has no selector for it)")
    if not phrase.where and (owned := owned_location(phrase, ctx)) is not None:
        return owned
    if (rest == ["location"] and det in ("your", "this") or rest == ["current", "location"] and det == "your") \
            and not phrase.where:  # "your current location": the one you are at, your location
        return f"{det}-location"
    ranked = det == "the" and rest[:1] in (["nearest"], ["farthest"])  # "the nearest Sentinel Hill location"
    quals = enemy_qualifiers(phrase.tokens[len(phrase.tokens) - len(rest):-1], LOCATION_STATES) \
        if (det in ("a", "an", "any", "each") or ranked) and rest[-1:] == ["location"] and not phrase.where else None
    if quals is not None:  # "a revealed location", "any Central location", "a non-Bayou location"
        return _qualified_location(phrase, det, quals)
    if phrase.having is None and (named := printed_name(phrase)) is not None:
        return named  # "Move to the Ritual Site": the situation's location of that name
    raise NotParsed(phrase.text, CIRCULAR_REASON if circular(phrase.text.split()) else
                    "unknown location phrase (the engine has no selector for it)")


#: The states a location is qualified by, as the engine's composed location selectors spell them ("the nearest" and
#: "the farthest": from your location, Nearest).
LOCATION_STATES = ("revealed", "unrevealed", "connecting", "empty", "nearest", "farthest")
#: What a location may have none of ("with no enemies").
LOCATION_NONE = ("enemies", "investigators")


def _qualified_location(phrase: Phrase, det: str, states: list[str]) -> str:
    """"a connecting location", "any revealed location", "a revealed location with no enemies", "a Central
    location": one location (chosen) or each, composed from its states and traits and what it has none of."""
    having = phrase.having.lower().split() if phrase.having else []
    if any(q.startswith("non-") and q[4:] in LOCATION_STATES for q in states) \
            or (having and (len(having) != 2 or having[1] not in LOCATION_NONE)):
        raise NotParsed(phrase.text, "unknown location phrase (the engine has no selector for it)")
    words = [*states, "location"] + (["with", "no", having[1]] if having else [])
    lead = "each" if det == "each" else "an" if words[0][0] in "aeiou" else "a"
    return "-".join([lead, *words])


def printed_name(phrase: Phrase) -> str | None:
    """A card named as printed ("The Rougarou", "the Ritual Site"): the situation's name of it, or None.
    Every word a capitalised name (a lower-case "the" before it is the sentence's, not the name's)."""
    tokens = phrase.tokens[1:] if phrase.tokens and phrase.tokens[0].text == "the" else phrase.tokens
    if tokens and not phrase.where and phrase.engaged is None and all(t.kind == "name" for t in tokens):
        return " ".join(t.text for t in tokens)
    return None


def card(phrase: Phrase, ctx: Context) -> str:
    """A card: this one (its name, "it"), the current act or agenda, the one the trigger names, a card
    named as printed (the situation's card of that name)."""
    if chosen(phrase, ctx):
        return CHOSEN
    if (ref := referred(phrase, ctx)) is not None:
        return ref
    det, rest = determiner(phrase.words)
    text = " ".join(phrase.words)
    if text in (SELF, "it", "him", "her", "them") and not phrase.where:
        return "self" if text == SELF else ctx.pronoun_card()
    if (named := printed_name(phrase)) is not None:
        return named
    if det == "the" and rest in (["current", "agenda"], ["current", "act"]):
        return f"current-{rest[1]}"
    if det == "this" and rest == [ctx.card_type] and not phrase.where:  # "this agenda" on an agenda
        return "self"
    if det == "" and len(rest) == 2 and rest[0] == "attached" and not phrase.where:  # "attached enemy"
        return "this-location" if rest[1] == "location" else "attached-to"  # a location: where the card is
    if det in ("a", "an", "1", "one", "each") and rest[-3:] in (["card", "you", "control"], ["asset", "you", "control"]) \
            and not phrase.where:  # "an asset you control", "a Spell asset you control": the player's choice
        quals = enemy_qualifiers(phrase.tokens[len(phrase.tokens) - len(rest):-3], ("exhausted", "ready"))
        if quals is not None:  # "each asset you control": every one (the engine's each-asset-you-control)
            words = [*quals, rest[-3], "you", "control"]
            return "-".join(["each" if det == "each" else "an" if words[0][0] in "aeiou" else "a", *words])
    if (committed := that_committed(det, rest, ctx.referents)) is not None:  # "that skill card" a condition found
        return committed
    if det == "that" and rest in (["card"], ["asset"]) and ctx.trigger:
        return ctx.that_card()
    place = {"play": "in-play", "your location": "at-your-location"}.get((phrase.where or "").lower()) \
        if det in ("a", "an", "each") and rest[-1:] == ["asset"] and phrase.engaged is None else None
    if place and phrase.controller is not None:  # "controlled by an investigator at your location": at yours
        place = place if phrase.controller.lower() in ("an investigator", "investigators") else None
    elif phrase.controller and not phrase.where and rest[-1:] == ["asset"] and det in ("a", "an", "each"):
        place = f"controlled-by:{investigator(Phrase(tokenize(phrase.controller)), ctx)}"  # "… he or she controls"
    quals = enemy_qualifiers(phrase.tokens[len(phrase.tokens) - len(rest):-1], ("exhausted", "ready")) if place else None
    if quals is not None:  # "an Ally asset at your location" (where its controller is), "a Bystander asset in play"
        return "-".join(["each" if det == "each" else "an" if (quals or ["asset"])[0][0] in "aeiou" else "a",
                         *quals, "asset", place])
    raise NotParsed(phrase.text, "unknown target (the engine has no selector for it)")


@composed
def target(phrase: Phrase, ctx: Context) -> str:
    """Whatever an effect is dealt to, healed from, exhausted or readied: by the phrase's head."""
    if chosen(phrase, ctx):
        return CHOSEN
    head = phrase.words[-1] if phrase.words else ""
    if phrase.words[-3:-1] == ["enemy", "just"]:  # "the enemy just evaded": its noun before the participle
        head = "enemy"
    if head in ("you", "investigator", "investigators"):
        return investigator(phrase, ctx)
    if head in ("enemy", "enemies"):
        return enemy(phrase, ctx)
    if head in ("location", "locations"):  # "Choose a connecting location"
        return location(phrase, ctx)
    return card(phrase, ctx)


def tokens_of(text: str) -> list[Token]:
    return [Token("self" if w == SELF else "word", w, w.lower()) for w in text.split()]
