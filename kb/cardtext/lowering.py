"""Lowering: the grammar's tree of one instruction → the engine's effects.

The grammar (:mod:`.grammar`) reads a sentence into clauses of chunks; this module lowers a clause
that is one instruction — a verb, the noun phrase before it (who does it), the one after it (what
it acts on) and its prepositional phrases (to, from, at, on, into) — by its verb, composing each
noun phrase into the engine's selectors from its parts (amount, reference, qualifiers, head, where
it is, whom it is engaged with) rather than looking the phrase up whole. So "each investigator at
your location takes 1 horror", "you take 1 horror" and "take 1 horror and 1 damage" are one rule
(``take``), and "deal 1 damage to an enemy engaged with you" and "exhaust an enemy at your
location" share the enemy selector.

A clause whose verb has no rule here, or whose shape the rule does not take (another structure,
a duration), raises :class:`NotParsed` with :data:`UNKNOWN`; :func:`lower` then tries the phrase
table of :mod:`.phrases` (what is not yet lowered from the tree). A noun phrase the engine's
selectors cannot express ("a non-Elite enemy", "X damage") raises with the reason why, quoting it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .grammar import Chunk, Refused, join, read_sentence
from .lexicon import AUXILIARIES
from .model import NotParsed
from .phrases import Context, Effect, parse_clause
from .selectors import singular
from .tokens import Token
from .words import NUMBER_WORDS, SELF

UNKNOWN = "unknown effect"
#: Prepositions whose phrase says where the thing just named is, or whom it is engaged with.
QUALIFYING = frozenset({"at", "in", "with"})
#: Adverbs that do not change what the engine does ("immediately move").
IDLE_ADVERBS = frozenset({"immediately", "also"})


@dataclass
class Phrase:
    """A noun phrase and what qualifies it: ``where`` ("at your location"), ``engaged`` ("with you")."""

    tokens: list[Token]
    where: str | None = None
    engaged: str | None = None

    @property
    def text(self) -> str:
        out = join(self.tokens)
        if self.engaged:
            out += f" engaged with {self.engaged}"
        if self.where:
            out += f" at {self.where}"
        return out

    @property
    def words(self) -> list[str]:
        return [t.low for t in self.tokens]


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

    def refuse(self, reason: str = UNKNOWN) -> NotParsed:
        return NotParsed(self.text, reason)


def instruction(chunks: tuple[Chunk, ...], text: str) -> Instruction:
    """The clause's chunks in their slots; :data:`UNKNOWN` when it is not one plain instruction."""
    ins = Instruction(text)
    last: Phrase | None = None
    for chunk in chunks:
        if chunk.kind in ("punct", "conj"):
            continue
        if chunk.kind == "adv":
            ins.adverbs.add(chunk.text.lower())
        elif chunk.kind == "verb":
            words = [t.low for t in chunk.tokens]
            if ins.verb and words == ["engaged"] and last is not None:
                last.engaged = ""  # "an enemy engaged with you": a reduced relative clause, its "with" next
                continue
            if ins.verb:
                raise ins.refuse()
            head = chunk.head
            ins.auxiliaries += tuple(w for w in words if w in AUXILIARIES)
            ins.adverbs.update(w for w in words if w.endswith("ly") or w in IDLE_ADVERBS)
            if head in AUXILIARIES:
                continue  # "may" alone: its verb is the next chunk ("you may immediately move")
            ins.verb = head
        elif chunk.kind == "np":
            phrase = Phrase(list(chunk.tokens))
            if not ins.verb:
                if ins.subject is not None:
                    raise ins.refuse()
                ins.subject = last = phrase
            elif ins.object is None:
                ins.object = last = phrase
            else:
                raise ins.refuse()
        elif chunk.kind == "pp":
            prep, rest = chunk.tokens[0].low, list(chunk.tokens[1:])
            if not rest:
                raise ins.refuse()
            if last is not None and (prep in QUALIFYING or last.engaged == ""):
                _qualify(last, prep, join(rest))
                continue
            if not ins.verb or prep in ins.slots:
                raise ins.refuse()
            ins.slots[prep] = last = Phrase(rest)
    if not ins.verb or any(a in ("cannot", "can't", "not") for a in ins.auxiliaries):
        raise ins.refuse()
    return ins


def _qualify(phrase: Phrase, prep: str, text: str) -> None:
    if phrase.engaged == "" and prep == "with":
        phrase.engaged = text
    elif prep in ("at", "in") and phrase.where is None:
        phrase.where = text
    else:
        raise NotParsed(phrase.text, UNKNOWN)


# -- selectors ---------------------------------------------------------------------------------
def amount(phrase: Phrase) -> tuple[int, str, list[str]]:
    """"2 damage" → (2, "damage", qualifiers): a fixed amount, the head, the words between."""
    words = phrase.words
    if len(words) < 2:
        raise NotParsed(phrase.text, UNKNOWN)
    first = words[0]
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
    parts: list[list[Token]] = [[]]
    for t in phrase.tokens:
        if t.low == "and":
            parts.append([])
        else:
            parts[-1].append(t)
    try:
        return [amount(Phrase(p)) for p in parts]
    except NotParsed as problem:
        raise ins.refuse(problem.reason) from None


def one_amount(ins: Instruction, phrase: Phrase) -> tuple[int, str, list[str]]:
    """The one amount of an instruction's object ("2 resources"), refusing a list."""
    found = amounts(ins, phrase)
    if len(found) != 1:
        raise ins.refuse()
    return found[0]


def _determiner(words: list[str]) -> tuple[str, list[str]]:
    if words and words[0] in ("a", "an", "1", "one", "each", "all", "every", "any", "that", "the", "this", "your",
                              "another"):
        return words[0], words[1:]
    return "", words


def investigator(phrase: Phrase | None, ctx: Context) -> str:
    """Who: you, each investigator (at your / this location), an investigator at your location, that one."""
    if phrase is None:
        return "you"
    det, rest = _determiner(phrase.words)
    if rest in (["you"], ["your", "investigator"]) or (det == "your" and rest == ["investigator"]):
        return "you"
    if rest not in (["investigator"], ["investigators"]) or phrase.engaged:
        raise NotParsed(phrase.text, "unknown investigator phrase (the engine has no selector for it)")
    where = _where(phrase.where, ctx)
    if det == "that" and where is None:
        if not ctx.trigger:
            raise NotParsed(phrase.text, "'that investigator' has nothing to refer to here")
        return "triggering-who"
    if det in ("each", "all", "every") or (det == "" and rest == ["investigators"]):
        return "each-investigator" + (f"-at-{where}" if where else "")
    if det in ("a", "an", "1", "one") and where == "your-location":
        return "an-investigator-at-your-location"
    raise NotParsed(phrase.text, "unknown investigator phrase (the engine has no selector for it)")


def _where(where: str | None, ctx: Context) -> str | None:
    if where is None:
        return None
    low = where.lower()
    if low == "your location":
        return "your-location"
    if low == "this location" or (low == SELF and ctx.card_type == "location"):
        return "this-location"
    raise NotParsed(where, "unknown location phrase (the engine has no selector for it)")


def enemy(phrase: Phrase, ctx: Context) -> str:
    """An enemy: one or each at your location, one engaged with you, that enemy, the attacking enemy."""
    det, rest = _determiner(phrase.words)
    if rest == ["attacking", "enemy"] and det == "the" or rest == ["enemy"] and det == "that" and not phrase.where:
        return "attacking-enemy" if "attacking" in rest else ctx.that_enemy()
    if rest not in (["enemy"], ["enemies"]):
        raise NotParsed(phrase.text, "a target with a qualifier the engine's selectors cannot express")
    if phrase.engaged is not None:
        if phrase.engaged.lower() == "you" and det in ("a", "an", "1", "one") and not phrase.where:
            return "an-enemy-engaged-with-you"
        raise NotParsed(phrase.text, "unknown target (the engine has no selector for it)")
    if _where(phrase.where, ctx) == "your-location":
        if det in ("a", "an", "1", "one"):
            return "an-enemy-at-your-location"
        if det in ("each", "all", "every"):
            return "each-enemy-at-your-location"
    raise NotParsed(phrase.text, "unknown target (the engine has no selector for it)")


def location(phrase: Phrase, ctx: Context) -> str:
    """A location: yours, this one, a connecting one, an empty one."""
    det, rest = _determiner(phrase.words)
    text = " ".join(phrase.words)
    if text == SELF and ctx.card_type == "location":
        return "this-location"
    if rest == ["location"] and det in ("your", "this") and not phrase.where:
        return f"{det}-location"
    if det in ("a", "an") and rest in (["connecting", "location"], ["empty", "location"]):
        return f"a-{rest[0]}-location".replace("a-empty", "an-empty")
    raise NotParsed(phrase.text, "unknown location phrase (the engine has no selector for it)")


def card(phrase: Phrase, ctx: Context) -> str:
    """A card: this one (its name, "it"), the current act or agenda, the one the trigger names."""
    det, rest = _determiner(phrase.words)
    text = " ".join(phrase.words)
    if text in (SELF, "it", "him", "her", "them") and not phrase.where:
        return "self"
    if det == "the" and rest in (["current", "agenda"], ["current", "act"]):
        return f"current-{rest[1]}"
    if det == "that" and rest in (["card"], ["asset"]) and ctx.trigger:
        return "triggering-what"
    raise NotParsed(phrase.text, "unknown target (the engine has no selector for it)")


def target(phrase: Phrase, ctx: Context) -> str:
    """Whatever an effect is dealt to, healed from, exhausted or readied: by the phrase's head."""
    head = phrase.words[-1] if phrase.words else ""
    if head in ("you", "investigator", "investigators"):
        return investigator(phrase, ctx)
    if head in ("enemy", "enemies"):
        return enemy(phrase, ctx)
    return card(phrase, ctx)


# -- the verbs ---------------------------------------------------------------------------------
Rule = Callable[[Instruction, Context], list[Effect]]


def _damage(ins: Instruction, to: str) -> list[Effect]:
    if ins.object is None:
        raise ins.refuse()
    out = []
    for n, kind, quals in amounts(ins, ins.object):
        if kind not in ("damage", "horror") or quals not in ([], ["direct"]):
            raise ins.refuse()
        out.append({"effect": f"deal-{kind}", "amount": n, "to": to, **({"direct": True} if quals else {})})
    return out


def _take(ins: Instruction, ctx: Context) -> list[Effect]:
    if ins.slots:
        raise ins.refuse()
    return _damage(ins, investigator(ins.subject, ctx))


def _deal(ins: Instruction, ctx: Context) -> list[Effect]:
    if ins.subject is not None or set(ins.slots) != {"to"}:
        raise ins.refuse()
    return _damage(ins, target(ins.slots["to"], ctx))


def _heal(ins: Instruction, ctx: Context) -> list[Effect]:
    if ins.subject is not None or set(ins.slots) - {"from"} or ins.object is None:
        raise ins.refuse()
    to = target(ins.slots["from"], ctx) if "from" in ins.slots else "you"
    out = []
    for n, kind, quals in amounts(ins, ins.object):
        if kind not in ("damage", "horror") or quals:
            raise ins.refuse()
        out.append({"effect": f"heal-{kind}", "amount": n, "to": to})
    return out


def _counted(effect: str, nouns: tuple[str, ...], allowed: tuple[str, ...] = ()) -> Rule:
    """A verb with an amount of one thing and a who: draw N cards, gain N resources, lose N actions."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        if ins.object is None or ins.slots or ins.object.where:
            raise ins.refuse()
        n, noun, quals = one_amount(ins, ins.object)
        if noun not in nouns or any(q not in allowed for q in quals):
            raise ins.refuse()
        return [_who({"effect": effect, "amount": n}, ins, ctx)]
    return rule


def _who(effect: Effect, ins: Instruction, ctx: Context) -> Effect:
    """``effect`` with the investigator its subject names, unless that is "you" (the engine's default)."""
    who = investigator(ins.subject, ctx)
    return effect if who == "you" else {**effect, "who": who}


def _discover(ins: Instruction, ctx: Context) -> list[Effect]:
    if ins.object is None or set(ins.slots) - {"at"}:
        raise ins.refuse()
    n, noun, quals = one_amount(ins, Phrase(ins.object.tokens))
    if noun != "clue" or quals not in ([], ["additional"]):
        raise ins.refuse()
    out = _who({"effect": "discover-clues", "amount": n}, ins, ctx)
    where = ins.slots.get("at") or (Phrase(_tokens(ins.object.where)) if ins.object.where else None)
    if where is not None and location(where, ctx) != "your-location":
        out["location"] = location(where, ctx)
    return [out]


def _tokens(text: str) -> list[Token]:
    return [Token("self" if w == SELF else "word", w, w.lower()) for w in text.split()]


def _move(ins: Instruction, ctx: Context) -> list[Effect]:
    if set(ins.slots) != {"to"}:
        raise ins.refuse()
    to = location(ins.slots["to"], ctx)
    if ins.object is not None:  # "move that enemy to your location"
        return [{"effect": "move-enemy", "enemy": enemy(ins.object, ctx), "to": to}]
    out = _who({"effect": "move"}, ins, ctx)
    if to != "a-connecting-location":
        out["to"] = to
    return [out]


def _on_enemy(effect: str) -> Rule:
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        if ins.object is None or ins.slots or (ins.subject is not None and investigator(ins.subject, ctx) != "you"):
            raise ins.refuse()
        if effect == "evade" and "automatically" not in ins.adverbs:
            raise ins.refuse()
        return [{"effect": effect, "enemy": enemy(ins.object, ctx), **({"automatic": True}
                                                                      if effect == "evade" else {})}]
    return rule


def _on_card(effect: str) -> Rule:
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        if ins.object is None or ins.slots or ins.subject is not None:
            raise ins.refuse()
        return [{"effect": effect, "to": target(ins.object, ctx)}]
    return rule


def _place(ins: Instruction, ctx: Context) -> list[Effect]:
    if ins.object is None or set(ins.slots) - {"on"} or investigator(ins.subject, ctx) != "you":
        raise ins.refuse()
    n, noun, quals = one_amount(ins, ins.object)
    if noun != "doom" or quals:
        raise ins.refuse()
    out: Effect = {"effect": "place-doom", "amount": n}
    on = ins.slots.get("on")
    if on is not None:
        to = "your-location" if " ".join(on.words) == "your location" else card(on, ctx)
        if to not in ("current-agenda", "self", "your-location"):
            raise ins.refuse()
        if to != "current-agenda":
            out["to"] = to
    return [out]


def _advance(ins: Instruction, ctx: Context) -> list[Effect]:
    if ins.object is None or ins.slots:
        raise ins.refuse()
    det, rest = _determiner(ins.object.words)
    rest = [w for w in rest if w != "current"]
    if rest not in (["act"], ["agenda"], ["act", "deck"], ["agenda", "deck"]) or det not in ("", "the"):
        raise ins.refuse()
    return [{"effect": "advance", "to": f"current-{rest[0]}"}]


def _bare(effect: str) -> Rule:
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        if ins.object is not None or ins.slots or (ins.subject is not None and investigator(ins.subject, ctx) != "you"):
            raise ins.refuse()
        return [{"effect": effect}]
    return rule


def _self_only(effect: str, slots: frozenset[str] = frozenset()) -> Rule:
    """"Discard @self", "put it into play": an effect on the card bearing the ability."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        if ins.object is None or ins.subject is not None or set(ins.slots) != slots:
            raise ins.refuse()
        if any(" ".join(p.words) != "play" for p in ins.slots.values()) or card(ins.object, ctx) != "self":
            raise ins.refuse()
        return [{"effect": effect, "to": "self"}]
    return rule


def _encounter_card(ins: Instruction) -> bool:
    """"the top card of the encounter deck", "an encounter card", "1 encounter card"."""
    words = ins.object.words if ins.object is not None else []
    of = ins.slots.get("of")
    if of is not None:
        return words == ["the", "top", "card"] and of.words == ["the", "encounter", "deck"] and len(ins.slots) == 1
    return words in (["an", "encounter", "card"], ["1", "encounter", "card"]) and not ins.slots


def _encounter(ins: Instruction, ctx: Context) -> list[Effect]:
    return [_who({"effect": "draw-encounter-card"}, ins, ctx)]


#: What "cancel" may name: the attack, or the effects of the card or ability the trigger names.
CANCELLABLE = (["that", "attack"], ["the", "attack"], ["its", "effects"], ["its", "effect"], ["that", "effect"])


def _cancel(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Cancel that attack", "cancel that card's revelation effect", "cancel the effects of that card"."""
    if ins.object is None or ins.subject is not None:
        raise ins.refuse()
    words, of = ins.object.words, ins.slots.get("of")
    effects_of = words in (["the", "effects"], ["the", "effect"]) and of is not None and len(of.words) == 2 \
        and of.words[0] == "that" and set(ins.slots) == {"of"}
    effects_named = not ins.slots and (words in CANCELLABLE or (
        len(words) >= 3 and words[0] == "that" and words[-1] in ("effect", "effects")))
    if not (effects_of or effects_named):
        raise ins.refuse()
    if not ctx.trigger:
        raise ins.refuse("'cancel' needs a triggering condition to cancel")
    if "attack" in words and ctx.event != "enemy-attack":
        raise ins.refuse("'cancel that attack' needs an enemy attack as the triggering condition")
    return [{"effect": "cancel"}]


def _prevent(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Prevent 1 of that damage": in the window of damage or horror about to be dealt."""
    of = ins.slots.get("of")
    if ins.object is None or of is None or len(ins.slots) != 1 or of.words not in (["that", "damage"],
                                                                                   ["that", "horror"]):
        raise ins.refuse()
    n, _, _ = amount(Phrase(ins.object.tokens + of.tokens[1:]))
    if ctx.event not in ("damage-dealt", "horror-dealt") or ctx.timing not in ("would", "when"):
        raise ins.refuse("'prevent' needs a 'when … would take damage/horror' triggering condition")
    return [{"effect": "prevent", "amount": n}]


def _test(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Test [skill] (N)": the difficulty is the parenthesised number after the skill."""
    tokens = ins.object.tokens if ins.object is not None else []
    if len(tokens) != 1 or tokens[0].kind != "skill" or ins.slots or ins.difficulty is None:
        raise ins.refuse()
    return [{"effect": "test", "skill": tokens[0].low.strip("[]"), "difficulty": ins.difficulty}]


#: The verbs lowered from the tree, by base form.
RULES: dict[str, Rule] = {
    "take": _take, "suffer": _take, "deal": _deal, "heal": _heal, "discover": _discover,
    "draw": lambda ins, ctx: _encounter(ins, ctx) if _encounter_card(ins) else _counted("draw", ("card",))(ins, ctx), "gain": _counted("gain-resources", ("resource",)),
    "lose": lambda ins, ctx: (_counted("lose-actions", ("action",))(ins, ctx)
                              if ins.object is not None and ins.object.words[-1].startswith("action")
                              else _counted("lose-resources", ("resource",))(ins, ctx)),
    "earn": _counted("earn-experience", ("experience",), ("additional",)),
    "move": _move, "engage": _on_enemy("engage"), "evade": _on_enemy("evade"),
    "exhaust": _on_card("exhaust"), "ready": _on_card("ready"), "place": _place, "advance": _advance,
    "resign": _bare("resign"), "explore": _bare("explore"),
    "cancel": _cancel, "prevent": _prevent, "test": _test,
    "discard": _self_only("discard"), "put": _self_only("put-into-play", frozenset({"into"})),
}


def lower_tree(text: str, ctx: Context) -> list[Effect]:
    """The effects of one sentence of instructions (joined by "and" or "then") read from its tree."""
    try:
        sentence = read_sentence(text)
    except Refused:
        raise NotParsed(text, UNKNOWN) from None
    difficulty = None
    if sentence.reminders:  # only a test's difficulty: other parentheses are the structure's business
        if len(sentence.reminders) > 1 or not sentence.reminders[0].isdigit():
            raise NotParsed(text, UNKNOWN)
        difficulty = int(sentence.reminders[0])
    out: list[Effect] = []
    for clause in sentence.clauses:
        if any(w not in ("and", "then") for w in clause.connective):
            raise NotParsed(text, UNKNOWN)
        ins = instruction(clause.chunks, clause.text)
        ins.difficulty = difficulty
        rule = RULES.get(ins.verb)
        if rule is None or ins.adverbs - IDLE_ADVERBS - ({"automatically"} if ins.verb == "evade" else set()):
            raise NotParsed(text, UNKNOWN)
        effects = rule(ins, ctx)
        if "then" in clause.connective and out:
            effects[0]["then"] = True
        if "may" in ins.auxiliaries:
            for e in effects:
                e["may"] = True
        out.extend(effects)
    if not out:
        raise NotParsed(text, UNKNOWN)
    return out


def lower(text: str, ctx: Context) -> list[Effect]:
    """One clause's effects: from the grammar's tree, else the phrase table (what is not yet lowered
    from the tree); the more telling of the two refusals otherwise."""
    try:
        return lower_tree(text, ctx)
    except NotParsed as tree:
        try:
            return parse_clause(text, ctx)
        except NotParsed as phrase:
            if tree.reason != UNKNOWN and phrase.reason == UNKNOWN:
                raise tree from None
            raise
