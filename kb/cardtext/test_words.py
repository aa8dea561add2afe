"""The words of a skill test that are not its results: a test initiated as a triggering condition ("When you initiate
a non-[combat] test", "After you perform an [intellect] skill test") and the skill a test is made with ("Use [combat]
for this test, instead of the skill indicated").

A test's skill is a noun phrase's qualifier: "a [combat] test" (that skill), "a non-[combat] test" (any other: the
engine's ``non-combat``), "a skill test" or "a test" (any). "Use [X] for this test" is the verb "use" with a skill
for its object and "this test" (or attack, investigation, evasion) for its time; what it replaces, "instead of the
skill indicated", names the test's own skill and adds nothing the engine needs, while "instead of [Y]" must be the
skill the test was made with, which only a designated action's reader knows (``effects.py``).
"""

from __future__ import annotations

import copy
import re

from collections.abc import Callable

from .instruction import Instruction, Phrase
from .skill_substitution import use_in_place
from .vocabulary import Context, Effect
from .words import NUMBER, WHO_FILTERS, number, pick

#: The four skills as their icons are read.
SKILLS = ("willpower", "intellect", "combat", "agility")
#: What "this test" is called when it is an action's ("for this attack"): the durations that name the test itself.
THIS_TEST = "for-this-skill-test"
#: "…, instead of the skill indicated", "… instead of [agility]": cut from the sentence before its verb is read.
INSTEAD_OF_SKILL = re.compile(r",?\s+instead of (?:the skill (?:indicated|being tested|tested)|\[(?P<skill>"
                              + "|".join(SKILLS) + r")\])\s*$", re.I)


def tested_skill(phrase: Phrase) -> tuple[bool, str | None] | None:
    """"a (non-)[combat] (skill) test", "a skill test", "a test" → (True, the engine's skill filter or None for any
    skill); None when the phrase is no skill test."""
    words = [w for w in phrase.words if w not in ("a", "an")]
    if phrase.where or phrase.engaged or phrase.having or not words or words[-1] != "test":
        return None
    words = words[:-1]
    if words[-1:] == ["skill"]:
        words = words[:-1]
    if not words:
        return True, None
    negated = words[0] == "non-"
    icon = words[1:] if negated else words
    if len(icon) != 1 or icon[0].strip("[]") not in SKILLS or not icon[0].startswith("["):
        return None
    skill = icon[0].strip("[]")
    return True, f"non-{skill}" if negated else skill


def initiated(ins: Instruction) -> dict[str, str] | None:
    """"you initiate a non-[combat] test", "an investigator performs an [intellect] skill test": a skill test
    beginning (ST.1, ``skill-test-begins``), ``who`` its tester and ``skill`` its skill (``non-X``: any but X)."""
    if ins.subject is None or ins.object is None or ins.slots or ins.adverbs or ins.auxiliaries not in ((), ("would",)):
        return None
    tested = tested_skill(ins.object)
    if tested is None:
        return None
    out = {"event": "skill-test-begins", "who": pick(WHO_FILTERS, ins.subject.text, "phrase in a triggering condition")}
    if tested[1] is not None:
        out["skill"] = tested[1]
    return out


def use_skill(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Use [combat] for this test", "you may use [willpower] for this skill test": the current test is a test of
    that skill from now on (``use-skill``, made as the test begins). Any other time ("until the end of the round",
    "in place of …") is refused: the engine changes only the test being made."""
    obj = ins.object
    if ins.duration not in (None, THIS_TEST) and ins.slots:  # "… in place of your [combat]" for a time
        return use_in_place(ins, ctx)
    if ins.duration != THIS_TEST or ins.slots or obj is None or len(obj.tokens) != 1 or obj.tokens[0].kind != "skill" \
            or (ins.subject is not None and ins.subject.words not in (["you"], ["this", "test"])):
        raise ins.refuse()
    return [{"effect": "use-skill", "skill": obj.tokens[0].low.strip("[]")}]


Rule = Callable[[Instruction, Context], list[Effect]]
#: "your skill value", "your skill value for this test": the value of the test being made (ST.5).
_SKILL_VALUE = (["your", "skill", "value"], ["the", "skill", "value"])


def value_or(fallback: Rule) -> Rule:
    """"Add your [agility] value to your skill value": one modifier for each point of that skill's value (a
    ``for-each`` of the count ``agility-value-of-you`` around ``modify-skill`` +1, resolved as one modifier) of the
    test being made; any other "add" is ``fallback``'s."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        obj, to = ins.object, ins.slots.get("to")
        if obj is None or to is None or to.words not in _SKILL_VALUE or set(ins.slots) != {"to"}:
            return fallback(ins, ctx)
        words = obj.words
        if len(words) != 3 or words[0] != "your" or words[2] != "value" or words[1].strip("[]") not in SKILLS \
                or obj.where or (ins.subject is not None and ins.subject.words != ["you"]):
            raise ins.refuse("a value added to a skill value other than one of your skills")
        return [{"effect": "for-each", "count": f"{words[1].strip('[]')}-value-of-you",
                 "effects": [{"effect": "modify-skill", "amount": 1}], "text": ins.text}]
    return rule


def cut_instead(text: str) -> tuple[str, str | None] | None:
    """``text`` without "…, instead of the skill indicated / [agility]" and the skill it names (None: the test's
    own); None when it has no such ending."""
    m = INSTEAD_OF_SKILL.search(text)
    if m is None or not m.start():
        return None
    return text[:m.start()], (m.group("skill") or "").lower() or None


#: "If you do not succeed (by at least 2)," "If you don't succeed by 2 or more,": a result on failing, or on not
#: succeeding by a margin (ST.6: the margin is how far the skill value exceeds the difficulty).
NOT_SUCCEEDING = re.compile(r"if you (?:do not|don't) succeed(?: (?:this|the) (?:skill )?test)?"
                            rf"(?: by (?:at least (?P<least>{NUMBER})|(?P<more>{NUMBER}) or more))?\s*,\s*", re.I)


def not_succeeding(text: str) -> tuple[int | None, str] | None:
    """"If you do not succeed by at least 2, X" → (2, X); "If you do not succeed, X" → (None, X); None when the
    sentence opens otherwise."""
    m = NOT_SUCCEEDING.match(text)
    if m is None or not text[m.end():].strip():
        return None
    margin = m.group("least") or m.group("more")
    return (number(margin) if margin else None), text[m.end():]


def short_of(margin: int | None, effects: list[Effect], text: str) -> dict[str, list[Effect]]:
    """Where the effects of "If you do not succeed by at least N, X" go: X on failing, and on succeeding by less than
    N (an ``if`` on the test's margin, ``point-succeeded-by`` at most N − 1); only on failing without a margin."""
    out: dict[str, list[Effect]] = {"fail": effects}
    if margin is not None:  # succeeding by 0 is succeeding by less than 1
        out["success"] = [{"effect": "if", "condition": {"count": "point-succeeded-by", "at-most": margin - 1},
                           "effects": copy.deepcopy(effects), "text": text}]
    return out


#: "… (to a maximum of 3)", "… (max 3)" after an instruction done for each point (or thing) counted.
_MOST = re.compile(rf"\s*\((?:to a maximum of|max) \+?(?P<n>{NUMBER})(?: [a-z]+)?\)\s*$", re.I)


def cut_most(text: str) -> tuple[str, int | None]:
    """An instruction done "for each" and the most instances it is done (None: no maximum printed)."""
    m = _MOST.search(text)
    return (text, None) if m is None or not m.start() else (text[:m.start()], number(m.group("n")))


def at_most(most: int | None) -> dict[str, int]:
    """A ``for-each``'s maximum as the engine's field (``amount``: at most this many instances)."""
    return {} if most is None else {"amount": most}


#: "You deal +1 damage for this attack for each clue you have (max +3 damage)": a modifier of the test whose duration
#: is printed before the count it is done for each of.
_DURATION_BEFORE_EACH = re.compile(r"(?P<x>.+?) (?P<d>for (?:this|that) (?:skill test|test|attack|investigation|"
                                   r"evasion attempt|evasion)) (?P<each>for each .+)", re.I)


def duration_before_each(text: str) -> tuple[str, str] | None:
    """"X for this attack for each Y" → ("X for each Y", "for this attack"); None for any other order."""
    m = _DURATION_BEFORE_EACH.fullmatch(text.strip().rstrip("."))
    return (f"{m.group('x')} {m.group('each')}", m.group("d")) if m else None
