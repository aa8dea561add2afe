"""What an investigator gets or loses, read from the tree: skill modifiers ("You get +1 [combat] until the end of the
round", "that investigator gets +2 to a skill of your choice", "+2 skill value for this test") and losing all of
something ("Lose all of your remaining actions", "lose all your resources"); an encounter card gaining surge.

A modifier is a lasting effect on one investigator (its ``who``, the "you" of its filter) or the current test's value
(``modify-skill``); "a skill of your choice" is the player's ``either`` of the four. Losing all is one lost for each
the investigator has, a ``for-each`` of the count of the state (one cumulative loss).
"""

from __future__ import annotations

from collections.abc import Callable

from .card_phrases import named_cards
from .counted_values import on_each
from .instruction import Instruction, card, investigator
from .selectors import singular
from .tokens import Token
from .vocabulary import Context, Effect

Rule = Callable[[Instruction, Context], list[Effect]]


def signed(ins: Instruction) -> list[tuple[int, list[Token]]]:
    """"+1 [combat] and +1 [agility]" → [(1, [combat]), (1, [agility])]: signed amounts and what follows each. "An
    additional +1 [combat]" is +1 [combat] beside the others the test has (Modifiers: they are cumulative), so the
    opening words of an amount are no part of it."""
    out: list[tuple[int, list[Token]]] = []
    tokens = ins.object.tokens if ins.object is not None else []
    for k, t in enumerate(tokens):
        if t.low in _OPENING and any(_is_signed(u) for u in tokens[k + 1:k + 3]) and (not out or tokens[k - 1].low in (
                "and", ",", "an")):
            continue  # "an additional +1 [combat]", "and an additional +1 [agility]"
        if _is_signed(t):
            out.append((int(t.text), []))
        elif out and t.low not in ("and", ","):
            out[-1][1].append(t)
        elif not out:
            raise ins.refuse()
    return out


#: The words an amount may open with ("an additional +1 [combat]": in addition to the test's other modifiers).
_OPENING = frozenset({"an", "additional"})


def _is_signed(t: Token) -> bool:
    """Whether ``t`` is a signed number ("+1", "-2")."""
    return t.kind == "number" and t.text[0] in "+-" and t.text[1:].isdigit()


#: The four skills, in the order the rules list them.
SKILLS = ("willpower", "intellect", "combat", "agility")


def get(ins: Instruction, ctx: Context) -> list[Effect]:
    """"You get +1 [combat] (and +1 [agility]) until the end of the round"; "+2 skill value for this
    test" and "+2 to your skill value for that test" (the current test's value: ``modify-skill``); "that investigator
    gets +2 to a skill of your choice until the end of the phase" (the lasting effect on another investigator: ``who``;
    one skill of four, the player's ``either``); "+1 to each of your skills" (one lasting effect a skill)."""
    valued = card_values(ins, ctx)
    if valued is not None:  # "that enemy gets -2 fight until the end of the turn"
        return valued
    pairs = signed(ins)
    to, of = ins.slots.get("to"), ins.slots.get("of")
    who = investigator(ins.subject, ctx)
    if ins.duration is None or set(ins.slots) - {"to", "of"} or not pairs:
        raise ins.refuse()
    value = [t.low for t in pairs[0][1]] + (to.words if to is not None else []) + (["of", *of.words] if of else [])
    if len(pairs) == 1 and value in (["skill", "value"], ["your", "skill", "value"]) \
            and ins.duration == "for-this-skill-test" and who == "you":
        return [{"effect": "modify-skill", "amount": pairs[0][0]}]
    if len(pairs) == 1 and value in (["skill", "value"], ["your", "skill", "value"]):  # any skill: every test's
        return [{"effect": "lasting", "duration": ins.duration, "skill-modifier": pairs[0][0],
                 **({} if who == "you" else {"who": who}), "applies-to": {"event": "skill-test-begins", "who": "you"}}]
    if who not in ("you", "chosen"):  # a lasting effect is on one investigator
        raise ins.refuse()
    owner = {} if who == "you" else {"who": who}

    def lasting(n: int, skill: str) -> Effect:
        return {"effect": "lasting", "duration": ins.duration, "skill-modifier": n, **owner,
                "applies-to": {"event": "skill-test-begins", "who": "you", "skill": skill}}
    if len(pairs) == 1 and not pairs[0][1] and value in (["a", "skill", "of", "your", "choice"],
                                                         ["each", "of", "your", "skills"]):
        each = [lasting(pairs[0][0], skill) for skill in SKILLS]
        return each if value[0] == "each" else [{"effect": "either", "effects": each, "text": ins.text}]
    if to is not None or of is not None:
        raise ins.refuse()
    if ins.duration.startswith("next-skill-test"):  # is the next test of another skill the one it ends with?
        raise ins.refuse("one skill's modifier 'for the next skill test': the engine ends such an effect with the "
                         "first test it modifies, and cannot tell whether a test of another skill ends it")
    if any(len(ts) != 1 or ts[0].kind != "skill" for _, ts in pairs):
        raise ins.refuse("a modifier to something other than a skill")
    return [lasting(n, ts[0].low.strip("[]")) for n, ts in pairs]


#: A card's value → the action whose tests are made against it (Difficulty; Fight, Evade, Investigate).
TESTED = {"fight": "fight", "evade": "evade", "shroud": "investigate"}


def card_values(ins: Instruction, ctx: Context) -> list[Effect] | None:
    """"That enemy gets -2 fight and -2 evade until the end of the turn", "Your location gets -2 shroud until the end
    of this turn", "Each enemy at your location gets -1 fight until the end of the round": a lasting effect on the
    cards' value (its ``to``: the cards, picked as the effect is established — "each" those in play then; Lasting
    Effects), one a value; None when the subject is an investigator or no value is named."""
    subject = ins.subject
    if subject is None or ins.duration is None or set(ins.slots) - {"for", "on"} or subject.words[-1:] in (
            ["you"], ["investigator"], ["investigators"]):
        return None
    pairs = [(n, [t.low for t in ts]) for n, ts in signed(ins)]
    if not pairs or any(len(v) != 1 or v[0] not in TESTED for _, v in pairs):
        return None
    counts = [on_each(ins.slots, v[0], ins.text) for _, v in pairs]  # "+1 fight for each doom on it": counted_values.py
    if ins.slots and (len(pairs) != 1 or counts[0] is None):
        return None
    return [{"effect": "lasting", "duration": ins.duration, "to": named_cards(subject, ctx), "difficulty-modifier": n,
             **({"count": c} if c else {}), "applies-to": {"event": "skill-test-begins", "via": TESTED[v[0]]}}
            for (n, v), c in zip(pairs, counts)]


#: What "lose all of your X" loses, one at a time, as many as the count of the state says you have.
_LOSE_ALL = {"action": ("lose-actions", "action-you-have")}  # resources: counted.all_of


def lose_all(ins: Instruction, ctx: Context) -> list[Effect] | None:
    """"Lose all of your remaining actions", "lose the remainder of your actions": one lost for each you have (a
    ``for-each`` of the count, resolved as one cumulative loss); None for any other object (all your resources are
    ``counted.all_of``'s)."""
    obj, of = ins.object, ins.slots.get("of")
    words = (obj.words if obj is not None else []) + (of.words if of is not None else [])
    if obj is None or obj.where or set(ins.slots) - {"of"} or words[:1] not in (["all"], ["each"], ["the"]) \
            or investigator(ins.subject, ctx) != "you":
        return None
    rest = [w for w in words[1:] if w not in ("of", "your", "remaining", "remainder")]
    if (words[0] == "the") != ("remainder" in words) or len(rest) != 1 or singular(rest[0]) not in _LOSE_ALL:
        return None
    effect, counted = _LOSE_ALL[singular(rest[0])]
    return [{"effect": "for-each", "count": counted, "effects": [{"effect": effect, "amount": 1}],
             "text": ins.text}]


def keyword_or(fallback: Rule) -> Rule:
    """"@self gains surge" (an encounter card's revelation): the card resolving has surge this time (``gain-surge``);
    any other "gain" is ``fallback``'s."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        if ins.object is not None and ins.object.words == ["surge"] and ins.subject is not None and not ins.slots:
            if card(ins.subject, ctx) != "self":
                raise ins.refuse("another card gaining surge: the engine gives surge to the card resolving")
            return [{"effect": "gain-surge"}]
        return fallback(ins, ctx)
    return rule
