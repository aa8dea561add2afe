"""A card named by what an earlier instruction of the ability did to it, and its revelation resolved where it lies.

"Choose a location discarded by this effect and resolve its 'revelation' ability" (Out of this World, Into the Beyond,
Close the Rift, Finding a New Way): the noun phrase is qualified by a reduced relative, a past participle and the
agent "by this effect" (or "in this way"), which the engine's record of the resolution answers (``core/results.py``):

- :func:`.by_effect.by_this_effect` folds "<noun phrase> discarded by this effect" into one noun phrase, before the clause's
  slots are read (a participle after the object would otherwise be a second verb);
- :func:`choose_or` reads such an object of "choose" as the engine's selector of a card this resolution discarded,
  still on a discard pile (``a-location-discarded-by-this-effect``: determiner, qualifiers, noun, area);
- :func:`resolve_or` reads "resolve its 'revelation' ability", "its" being what was chosen, as ``resolve-revelation``.

Only the participles whose outcome the record keeps with the cards are folded (:data:`AREAS`); any other is left
as it was (and refused where it stands).
"""

from __future__ import annotations

from .by_effect import AGENTS, AREAS
from .instruction import CHOSEN, Instruction, Phrase, card, determiner
from .qualifiers import enemy_qualifiers
from .lowering import RULES, Rule
from .model import NotParsed
from .selectors import singular
from .tokens import tokenize
from .vocabulary import Context, Effect

#: The nouns of a card so named: any card, or a card type.
NOUNS = frozenset({"card", "asset", "event", "skill", "enemy", "treachery", "location"})


def recorded(phrase: Phrase) -> str | None:
    """The selector of "a location discarded by this effect", "each [[Item]] card discarded in this way"; None when
    the phrase names no card by what this resolution did to it; refused when it does in words no selector says."""
    words = phrase.words
    agent = next((a for a in AGENTS if words[-len(a):] == a), None)
    if agent is None or len(words) < len(agent) + 2 or words[-len(agent) - 1] not in AREAS:
        return None
    area = AREAS[words[-len(agent) - 1]]
    det, rest = determiner(words[:-len(agent) - 1])
    if det not in ("a", "an", "1", "one", "each") or not rest or singular(rest[-1]) not in NOUNS \
            or phrase.where is not None:
        raise NotParsed(phrase.text, "a card named by what this effect did, in words no selector says")
    between = phrase.tokens[len(phrase.tokens) - len(agent) - 1 - len(rest):len(phrase.tokens) - len(agent) - 2]
    quals = enemy_qualifiers(list(between), ())
    if quals is None:
        raise NotParsed(phrase.text, "a card named by what this effect did, in words no selector says")
    noun = singular(rest[-1])
    one = "each" if det == "each" else "an" if (quals or [noun])[0][0] in "aeiou" else "a"
    return "-".join([one, *quals, noun, area])


def choose_or(fallback: Rule) -> Rule:
    """"Choose a location discarded by this effect" → ``choose`` among those cards; any other object ``fallback``'s."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        to = recorded(ins.object) if ins.object is not None else None
        if to is None:
            return fallback(ins, ctx)
        if ins.slots or ins.subject is not None or not to.startswith(("a-", "an-")):
            raise ins.refuse()
        return [{"effect": "choose", "to": to}]
    return rule


def resolve_or(fallback: Rule) -> Rule:
    """"Resolve its 'revelation' ability", "resolve that location's 'revelation' ability" (what was chosen, or found:
    "… until a location is discarded") → ``resolve-revelation``; any other "resolve" ``fallback``'s."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        obj = ins.object
        words = [w.strip("'\u2018\u2019") for w in obj.words if w.strip("'\u2018\u2019")] if obj is not None else []
        if words[-2:] != ["revelation", "ability"] or not words[:-2] \
                or not (words[:-2] == ["its"] or words[-3].endswith("'s")):
            return fallback(ins, ctx)
        whose_words = "it" if words[:-2] == ["its"] else " ".join([*words[:-3], words[-3][:-2]])  # "that location's"
        try:
            whose = card(Phrase(tokenize(whose_words)), ctx)
        except NotParsed as problem:
            raise ins.refuse(problem.reason) from None
        if ins.slots or ins.subject is not None or whose != CHOSEN:
            raise ins.refuse("the revelation ability of a card other than one just chosen")
        return [{"effect": "resolve-revelation", "to": CHOSEN}]
    return rule


#: "…, under your control": where a card played enters play, which is the player's who plays it (Asset Cards: "An
#: asset … enters play under the control of the investigator who played it") — restated, not a change.
UNDER_YOUR_CONTROL = ["your", "control"]


def play_or(fallback: Rule) -> Rule:
    """"You may play an asset revealed by this effect (paying its cost), under your control" (Montmartre) → ``play``
    of one of the cards this resolution revealed, from the deck it is still in (the effect's own permission, whoever's
    deck it is: the asset enters play under the player's who plays it); any other "play" ``fallback``'s."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        to = recorded(ins.object) if ins.object is not None else None
        if to is None or not to.endswith("-revealed-by-this-effect"):
            return fallback(ins, ctx)
        under = ins.slots.get("under")
        if set(ins.slots) - {"under"} or (under is not None and under.words != UNDER_YOUR_CONTROL) \
                or not to.startswith(("a-", "an-")) or (ins.subject is not None and ins.subject.words != ["you"]):
            raise ins.refuse()
        return [{"effect": "play", "to": to}]
    return rule


RULES["choose"] = choose_or(RULES["choose"])
RULES["play"] = play_or(RULES["play"])
RULES["resolve"] = resolve_or(RULES["resolve"])
