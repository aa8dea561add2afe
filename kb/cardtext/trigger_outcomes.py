"""Triggering conditions of outcomes, read from the tree, one rule a verb frame: a skill test succeeded at or failed
("When you fail a [willpower] test in the Science Building", "After you succeed at a [willpower] test on a treachery
card"), a card defeated by what exceeded its health or sanity ("When you would be defeated by horror", "When The Man
in the Pallid Mask would be defeated by damage"), an investigator eliminated ("When an investigator is eliminated").

A test's frame has slots: its tester (the subject), the test (the object of "fail", the phrase after "succeed at"),
the skill (the test's icon, :func:`test_words.tested_skill`), where the tester is ("in @self" on a location: whoever
is there, as a location's "…, if you are in @self"), and the card it is made on ("on a treachery card": the card whose
ability prompts the test, the occurrence's ``source``, ST.1). Anything more in the frame is not its shape: refused,
the caller tries its other rules and else reports the condition as a gap. Importing this module registers its rules
beside :data:`trigger_tree.TREE_RULES`' own, read before them for a verb both know (these refuse what is not theirs).
"""

from __future__ import annotations

from collections.abc import Callable

from .excepting import by_ability
from .instruction import Instruction, Phrase
from .test_words import tested_skill
from .tokens import tokenize
from .trigger_tree import AT_THIS_LOCATION, TREE_RULES, Filter, _first, _investigator, _thing, event_filter
from .words import WHAT_FILTERS, WHO_FILTERS

#: A card named by its type before "card" ("a treachery card") → the engine's type selector.
_CARD_TYPES = {t: t for t in ("enemy", "treachery", "asset", "event", "skill", "location")}
#: Where a location's own ability places its "you": the location itself.
_HERE = (["@self"], ["the", "@self"], ["this", "location"])


def _made_on(phrase: Phrase) -> str | None:
    """"a treachery card", "an enemy card": the card a test is made on (its source), by its type; None for any other
    phrase."""
    words = phrase.words
    if phrase.where or len(words) != 3 or words[0] not in ("a", "an") or words[2] != "card":
        return None
    return _CARD_TYPES.get(words[1])


def _test_phrase(ins: Instruction) -> tuple[Phrase, Phrase] | None:
    """The tester and the test of a "fail" / "succeed (at)" frame: "you fail a test", "you succeed at a test" (the
    grammar keeps "at <test>" after the subject as where the subject is: read back as the verb's); the passive "a
    skill test is failed" names no tester: any investigator's."""
    subject = ins.subject
    if subject is None:
        return None
    if ins.verb == "fail" and ins.object is not None:
        return subject, ins.object
    if ins.verb == "fail" and ins.object is None and ins.auxiliaries == ("is",):  # "a skill test is failed": anyone's
        return Phrase(tokenize("an investigator")), subject
    if ins.verb == "succeed" and ins.object is None and subject.where and subject.engaged is None:
        return Phrase(subject.tokens), Phrase(tokenize(subject.where))
    return None


def _test_result(ins: Instruction) -> Filter | None:
    """"you fail a [willpower] test in @self", "you succeed at a [willpower] test on a treachery card", "an
    investigator fails a skill test": the test's result (ST.6), its skill, its tester (scoped to the location bearing
    the ability when the test is "in" it) and the card it is made on."""
    parts = _test_phrase(ins)
    if parts is None or ins.auxiliaries not in ((), ("is",)) or ins.adverbs or set(ins.slots) - {"on"}:
        return None
    tester, test = parts
    place = test.where
    test = Phrase(test.tokens) if place is not None else test
    tested = tested_skill(test)
    if tested is None or not _investigator(tester):
        return None
    who = _thing(tester, WHO_FILTERS)
    if who is None or who == "self":
        return None
    if place is not None:  # "in the Science Building" on that location: whoever is there
        if who != "you" or place.lower().split() not in _HERE:
            return None
        who = AT_THIS_LOCATION
    source = _made_on(ins.slots["on"]) if "on" in ins.slots else None
    if "on" in ins.slots and source is None:
        return None
    event = "succeed-skill-test" if ins.verb == "succeed" else "fail-skill-test"
    return event_filter(event, who=who, skill=tested[1], source=source)


#: "by damage", "by horror": what a card's defeat came of (Defeat: damage at least its health, horror at least its
#: sanity) → the occurrence's ``via``.
_DEFEATED_BY = {("damage",): "damage", ("horror",): "horror"}


def _defeated_by(ins: Instruction) -> Filter | None:
    """"you would be defeated by horror", "The Man in the Pallid Mask would be defeated by damage": the card defeated
    (an investigator, or a card by its name or the card's own), ``via`` what defeated it. "… would be defeated by his
    [action] ability": a defeat by a card ability (Defeat), the occurrence's ``source`` that card — "his / its" the
    card defeated, "the ability below" the card bearing the text, "the ability on X" the card named
    (:func:`.excepting.by_ability`, the reading a "cannot … except by his [action] ability" shares); an
    investigator's defeat by a card ability names no such card."""
    if ins.auxiliaries not in (("is",), ("are",), ("would", "be")) or ins.object is not None or ins.subject is None \
            or set(ins.slots) != {"by"} or ins.adverbs:
        return None
    via = _DEFEATED_BY.get(tuple(ins.slots["by"].words))
    what = _thing(ins.subject, WHO_FILTERS if _investigator(ins.subject) else WHAT_FILTERS)
    if what is None:
        return None
    if via is None:  # an investigator is no enemy or asset bearing the ability that defeats it: not this frame
        source = None if _investigator(ins.subject) else by_ability(tokenize("by") + list(ins.slots["by"].tokens), what)
        return None if source is None else event_filter("defeated", what=what, source=source)
    return event_filter("defeated", what=what, via=via)


def _eliminated(ins: Instruction) -> Filter | None:
    """"an investigator is eliminated", "you would be eliminated": that investigator eliminated, by defeat or by
    resigning (Elimination)."""
    if ins.auxiliaries not in (("is",), ("are",), ("would", "be")) or ins.object is not None or ins.subject is None \
            or set(ins.slots) - {"by"} or ins.adverbs or not _investigator(ins.subject):
        return None
    causes = _ELIMINATED_BY.get(tuple(ins.slots["by"].words)) if "by" in ins.slots else ("defeat", "resign")
    who = _thing(ins.subject, WHO_FILTERS)
    if who is None or who == "self" or causes is None:
        return None
    return event_filter("eliminated", who=who, via=causes[0] if len(causes) == 1 else None)


#: "by …" after "eliminated": the causes of an elimination it names (Elimination: an investigator is eliminated when
#: defeated or when he or she resigns); both named restate the bare word, so the filter names no cause.
_ELIMINATED_BY: dict[tuple[str, ...], tuple[str, ...]] = {
    ("defeat",): ("defeat",), ("resignation",): ("resign",), ("resigning",): ("resign",),
    ("defeat", "or", "resignation"): ("defeat", "resign"),
}


#: This module's rules, by verb: each read before the rule :data:`TREE_RULES` already has for the verb.
RULES: dict[str, Callable[[Instruction], Filter | None]] = {
    "fail": _test_result, "succeed": _test_result, "defeat": _defeated_by, "eliminate": _eliminated,
}

for _verb, _rule in RULES.items():
    TREE_RULES[_verb] = _first(_rule, TREE_RULES[_verb]) if _verb in TREE_RULES else _rule
