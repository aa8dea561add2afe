"""Amounts that are a count of the game's state rather than a printed number: "Discard the top X cards of your
deck, where X is the amount of horror on you", "discard all your resources", "discard all cards in your hand", "Take 1 horror for each action you have remaining".

Both become the engine's ``for-each`` of a state count (:mod:`.counts`) around the effect with an amount of 1:
the engine calculates such an effect once, its amount multiplied by the count (2024 glossary, "For each": a
cumulative effect), at the moment it resolves — which is when the card's X is fixed. "All your resources" is as
many as you have (``resource-you-have``): discarding them is losing them, back to the token pool (Resources); "all
cards in your hand" as many as are there (``card-in-your-hand``), each discarded (Discard Piles).
A maximum ("(to a maximum of 5)") is the ``for-each``'s ``amount``, the most instances it counts; a count the engine
has no word for ("the number of locations away from the starting location") is refused, with the reason.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .card_values import card_value
from .cost_paid_counts import paid_count
from .counts import count_of
from .instruction import Instruction
from .model import NotParsed
from .reference import LOOKS, triggering_enemy
from .results import done_count
from .revealed import revealed_count
from .vocabulary import Context, Effect
from .test_words import at_most, cut_most
from .totals import whole
from .words import NUMBER, number

#: "where X is …" after an instruction whose amount is X (a test's "(X)" is :mod:`.effects`' own).
WHERE_X = re.compile(r"(?P<ins>.*\bX\b.*?),? where X is (?P<count>.+)")
#: "<verb> <noun> equal to <count>": an amount the count is, after the noun it counts ("Gain resources equal to the
#: number of cards in your hand", "heals horror equal to …"): the same as "<verb> X <noun>, where X is <count>".
EQUAL_TO = re.compile(r"(?P<head>.*?\b)(?P<noun>resources|damage|horror|clues|doom|cards|actions) equal to (?P<count>.+)",
                      re.I)
#: What "all your resources" reads as: the one count of them.
RESOURCES = (["all", "your", "resources"], ["all", "of", "your", "resources"])
#: "all cards in your hand", "your hand": every card of it (the count of the cards in your hand).
HAND_CARDS = (["all", "cards"], ["all", "the", "cards"], ["all", "of", "the", "cards"], ["each", "card"])


def all_of(ins: Instruction, ctx: Context) -> list[Effect] | None:
    """"Discard all (of) your resources", "lose all your resources" → a ``for-each`` of the resources you have,
    losing 1 each; "discard all cards in your hand", "discard your hand" → a ``for-each`` of the cards in your hand,
    discarding 1 each; None for any other object."""
    obj = ins.object
    if obj is None or ins.slots:
        return None
    hand = ins.verb == "discard" and ((obj.words in HAND_CARDS and (obj.where or "").lower() == "your hand")
                                      or (obj.words == ["your", "hand"] and obj.where is None))
    if not hand and (obj.words not in RESOURCES or obj.where is not None):
        return None
    if ins.subject is not None:
        raise ins.refuse()  # "each investigator discards all of his or her resources": counted for "you" only
    if hand:
        return [per_count("card-in-your-hand", {"effect": "discard-from-hand", "amount": 1})]
    return [per_count("resource-you-have", {"effect": "lose-resources", "amount": 1})]


def per_count(count: str, *effects: Effect) -> Effect:
    """The one builder of a counted amount: ``effects`` once for each ``count`` of the state."""
    return {"effect": "for-each", "count": count, "effects": list(effects)}


#: "For each Y, X" / "For every N Y, X" and "X for each Y": an instruction done once per thing (or per N things)
#: counted (a test's margin, "for each point you fail by", is effects.py's).
FOR_EACH = (re.compile(rf"for (?:each|every (?P<every>{NUMBER})) (?P<count>(?!point\b)[^,]+),\s*(?P<ins>.+)", re.I),
            re.compile(r"(?P<ins>.+?),? for each (?P<count>(?!point\b).+)", re.I))


def for_each(text: str, self_is_you: bool = False) -> tuple[str, str, int] | None:
    """"Discard the top 2 cards of your deck for each action you have remaining", "For every 2 damage on you, take
    1 horror" → (the instruction as printed, the count, how many of it make one instance): the count read by
    :func:`.counts.count_of` ("remaining" is what an investigator's actions are); None when the text has no "for
    each" or counts what the engine has no word for (the sentence is then read as before)."""
    low = text.strip().rstrip(".")
    m = FOR_EACH[0].fullmatch(low) or FOR_EACH[1].fullmatch(low)
    if m is None:
        return None
    phrase = re.sub(r"\s+remaining$", "", m.group("count"))
    try:
        count = revealed_count(phrase) or done_count(phrase) or paid_count(phrase) or count_of(phrase, self_is_you)  # "… revealed": a result
    except NotParsed:
        return None
    return m.group("ins"), count, number(m.group("every")) if m.groupdict().get("every") else 1


def counted_loop(effects: list[Effect], loop: Effect) -> Effect:
    """The one builder of a ``for-each`` around ``effects`` (``loop``: its count and bounds, no effects yet). A card
    put into play "with N tokens on it" done for each of a count ("…, with 1 resource on it for each point you failed
    by") counts the tokens, not the card's entering play: the card enters once, in a state whose tokens are counted
    (the ``put-into-play``'s ``count`` beside its ``enters-play``; Enters Play)."""
    if len(effects) == 1 and effects[0].get("effect") == "put-into-play" and "enters-play" in effects[0]:
        return {**effects[0], **{k: v for k, v in loop.items() if k in ("count", "every")}}
    return {**loop, "effects": list(effects)}


def bounded(effect: Effect, most: int | None) -> Effect:
    """A ``for-each`` built by :func:`counted_loop` with its bound (``most``: the most instances it counts, the loop's
    ``amount``); refused for the tokens a card enters play with, whose count has no bound in the engine."""
    if most is not None and effect.get("effect") == "put-into-play":
        raise NotParsed(str(effect.get("text", "")), "a maximum to the tokens a card enters play with: the engine's "
                        "entering state counts them without one")
    return {**effect, **at_most(most)}


def each(effects: list[Effect], count: str, text: str, every: int = 1) -> Effect:
    """The effects of an instruction done "for each" ``count`` (or for every ``every`` of it): one ``for-each``
    (the engine resolves a single amount at once, several effects once per instance); an optional one ("you may")
    is refused: whether the option is taken once or per instance the text does not say."""
    if not effects or any(e.get("may") for e in effects):
        raise NotParsed(text, "an optional instruction done 'for each': the engine's 'for-each' would ask per instance")
    loop = {"effect": "for-each", "count": count, **({"every": every} if every > 1 else {})}
    return counted_loop(effects, loop)


def where_x(text: str, ctx: Context | None = None) -> tuple[str, str, int | None] | None:
    """"Draw X cards, where X is the amount of horror on you" → ("Draw 1 cards", "horror-on-you", None): the
    instruction with X read as 1, the count X is, and the most it counts ("(to a maximum of 5)", "(max 5)": the
    ``for-each``'s ``amount``); None when the text has no amount X defined after it. ``ctx``: the ability's, whose
    trigger "that enemy" in an amount may name (:func:`.reference.triggering_enemy`)."""
    m = WHERE_X.fullmatch(text.strip().rstrip("."))
    if m is None:
        return _equal_to(text, ctx)
    if not re.search(r"\bX\b", m.group("ins")) or "(X)" in m.group("ins"):
        return None
    phrase, most = cut_most(m.group("count"))
    return re.sub(r"\bX\b", "1", m.group("ins")), _count(phrase, ctx), most


def _equal_to(text: str, ctx: Context | None = None) -> tuple[str, str, int | None] | None:
    """"Gain resources equal to the number of cards in your hand" → ("Gain 1 resources", "card-in-your-hand", None):
    an amount named by its count after the noun, read as an X (:func:`where_x`); None when the text has no "<noun>
    equal to" (a value "equal to" another is a constant's: not an amount of an instruction)."""
    m = EQUAL_TO.fullmatch(text.strip().rstrip("."))
    if m is None or re.search(r"\bX\b", m.group("head")):
        return None
    phrase, most = cut_most(m.group("count"))
    return f"{m.group('head')}1 {m.group('noun')}", _count(phrase, ctx), most


def _count(phrase: str, ctx: Context | None) -> str:
    """The count an amount X (or "equal to") names: one card's printed value the ability named before it
    (:mod:`.card_values`: "the number of [willpower] icons on the discarded card"), else a count of the state."""
    return card_value(phrase, ctx) or count_of(phrase, False, that=triggering_enemy(ctx))


def amount_x(text: str, clauses: Callable[[str], list[Effect]], ctx: Context | None = None) -> list[Effect] | None:
    """"Take X damage, where X is the amount you failed by" → the instruction (read by ``clauses`` with X as 1) done
    for each of the count X is (:func:`counted`); None when the text has no amount X defined after it."""
    found = where_x(text, ctx)
    if found is None:
        return None
    effects = clauses(found[0])
    return (found[2] is None and whole(effects, found[1])) or counted(effects, found[1], text, found[2])


def _modifier_of_one(effect: Effect) -> bool:
    """Whether ``effect`` is a value modified by 1 (X read as 1): "+X [combat]" (a lasting or the test's modifier)."""
    return (effect["effect"] == "lasting" and effect.get("skill-modifier") == 1) or \
        (effect["effect"] == "modify-skill" and effect.get("amount") == 1)


#: The effects whose amount is how many cards from the top a search sifts: an X of them is not a repetition.
SEARCHES = frozenset({"search-deck"})


def _one(effect: Effect) -> bool:
    """Whether ``effect`` has an amount of 1 to count: printed, or a look's "the top card" (X read as 1: "reveal the
    top X cards of the encounter deck, where X is the amount you failed by" is one look at X cards, the engine's
    look calculated at once with its amount multiplied, never X looks at the same top card)."""
    return effect.get("amount") == 1 or (effect["effect"] in LOOKS and effect.get("amount") is None)


def counted(effects: list[Effect], count: str, text: str, most: int | None = None) -> list[Effect]:
    """The effects of an instruction read with X as 1 → its one effect of amount 1, done for each ``count`` (at most
    ``most`` times: X is never more than its maximum); several only when each modifies a value by X ("you get +X
    [combat] and +X [agility]": modifiers add up, so doing all of them once per instance is doing each X times)."""
    several = len(effects) > 1 and all(_modifier_of_one(e) for e in effects)
    if len(effects) == 1 and effects[0]["effect"] in SEARCHES:
        raise NotParsed(text, "the top X cards of a search: the engine's search looks at a printed number of cards "
                        "once, and a search done once per X would search the top card X times")
    if not several and (len(effects) != 1 or not (_one(effects[0]) or _modifier_of_one(effects[0]))
                        or effects[0].get("may")):
        raise NotParsed(text, "an amount X in an instruction of several effects: the engine's 'for-each' counts one"
                        if len(effects) != 1 else "an amount X of an effect with no amount to count (read once per X)")
    return [{**per_count(count, *effects), **at_most(most)}]


#: A sentence of its own that says what X is ("X is the number of enemies engaged with you."), after the one using X.
_X_IS = re.compile(r"X is (?P<count>.+)")


def defined_x(sentences: list[str]) -> list[str]:
    """"You get +X [combat] for this attack. X is the number of enemies engaged with you." → one sentence, "…, where X
    is …": the definition joined to the sentence before it that uses X, read as a "where X is" (:func:`where_x`); the
    sentences as they are otherwise."""
    out: list[str] = []
    for s in sentences:
        m = _X_IS.fullmatch(s.strip().rstrip("."))
        if m is not None and out and re.search(r"\bX\b", out[-1]) and "where X is" not in out[-1]:
            out[-1] = f"{out[-1].rstrip('.')}, where X is {m.group('count')}"
        else:
            out.append(s)
    return out
