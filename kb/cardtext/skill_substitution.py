"""A skill used in place of another for a time ("Until the end of the round, you may use your [intellect] in place of
your [combat] and [agility]"): the verb "use" with a skill for its object, the skills it replaces after "in place of"
or "instead of", and a lasting duration. One lasting effect for each skill replaced, on every test of that skill
(``skill-test-begins`` with its ``skill``), whose ``skill-instead`` is the skill whose value may be used (ST.1, ST.5:
the engine's ``procedures/skill_value.py``). "Use [combat] for this test" (the test's own skill changed) is
:func:`.test_words.use_skill`'s; a substitution with no "may" (a value the player must use) is refused, since the
engine uses the other value only as an option taken when it helps.
"""

from __future__ import annotations

from .instruction import Instruction, Phrase
from .vocabulary import Context, Effect

#: The four skills as their icons are read.
_SKILLS = ("willpower", "intellect", "combat", "agility")
#: The words between the skills replaced ("your [combat] and [agility]", "[combat] or [agility]").
_JOINS = frozenset({"and", "or", ",", "your"})


def _skill(phrase: Phrase | None) -> str | None:
    """The one skill a phrase names ("your [intellect]", "[intellect]"); None for any other words."""
    if phrase is None:
        return None
    words = [t.low for t in phrase.tokens if t.low != "your"]
    if len(words) != 1 or phrase.tokens[-1].kind != "skill" or words[0].strip("[]") not in _SKILLS:
        return None
    return words[0].strip("[]")


def _replaced(ins: Instruction) -> list[str] | None:
    """The skills after "in place of" (the object's "in place", then the ``of`` slot) or "instead of" (the
    ``instead`` slot, its first word "of"), each once, in their order; None when the words are not only skills."""
    obj = ins.object
    if set(ins.slots) == {"of"} and obj is not None and obj.where == "place":
        tokens = list(ins.slots["of"].tokens)
    elif set(ins.slots) == {"instead"} and ins.slots["instead"].tokens and ins.slots["instead"].tokens[0].low == "of":
        tokens = list(ins.slots["instead"].tokens[1:])
    else:
        return None
    skills = [t.low.strip("[]") for t in tokens if t.kind == "skill"]
    if not skills or any(t.kind != "skill" and t.low not in _JOINS for t in tokens) \
            or any(s not in _SKILLS for s in skills):
        return None
    return list(dict.fromkeys(skills))


def use_in_place(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Until the end of the round, you may use your [intellect] in place of your [combat] and [agility]": one
    ``lasting`` effect for each skill replaced (``skill-instead`` the skill used), on you; anything else refused."""
    used, replaced = _skill(ins.object), _replaced(ins)
    if ins.duration is None or used is None or replaced is None or used in replaced \
            or (ins.subject is not None and ins.subject.words != ["you"]):
        raise ins.refuse()
    if "may" not in ins.auxiliaries:
        raise ins.refuse("a skill that must be used in place of another: the engine uses the other value only as "
                         "an option ('may') taken when it is higher")
    return [{"effect": "lasting", "duration": ins.duration, "skill-instead": used,
             "applies-to": {"event": "skill-test-begins", "who": "you", "skill": skill}} for skill in replaced]
