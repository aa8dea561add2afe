"""A card chosen for what will be done to it: "You may choose a skill card committed to this skill test to return to
its owner's hand after this test ends" (Minh Thi Phan's [elder_sign]).

"Choose X to Y" names what the card chosen is for: the choice is made now (``choose``, whose ``chosen`` the rest
names), Y is done to it ("return to its owner's hand": "return it …", the object given back as the pronoun the
rule of reference reads as the chosen card). "You may" makes the choice optional (May), so Y follows only a choice
made: the engine's ``if-able`` with Y its ``done``. Y may be timed at the end of the test being made ("after this
test ends", on a chaos token's line): only Y waits for ST.8 (``after-test-ends``, its card bound as it is set up),
the choice is made as the line resolves, while the committed cards are still committed (ST.2: they wait in limbo
until ST.8).

What is chosen is read as any object of "Choose" (the reader's own rule), or, for a card committed to the test
("a skill card committed to this skill test", the participle the grammar reads as a clause of its own), the
committed-card selector ``a-committed-<type>`` (whoever owns it: "its owner's hand"). Anything else is left to the
other readers.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from . import reference
from .lexicon import lemma
from .model import NotParsed
from .vocabulary import Context, Effect

#: The engine's selector of one card committed to the test being made (``a-committed-<filter>``).
COMMITTED_CARD = "a-committed-"

#: "(You may) choose <what> to <verb> <the rest>" (cut at the first "to" before a verb: :func:`_cut`).
_CHOOSE_FOR = re.compile(r"(?P<may>you may )?choose (?P<body>.+)", re.I)
#: "a skill card committed to this skill test": one committed card, of a type or any.
_COMMITTED = re.compile(r"(?:a|an|one) (?:(?P<kind>skill|event|asset) )?card committed to (?:this|that|the) "
                        r"(?:skill )?test", re.I)
#: "… after this (skill) test ends": the rest timed at the end of the test being made.
_AT_END = re.compile(r"(?P<rest>.+?),?\s+after (?:this|the) (?:skill )?test(?: ends)?", re.I)


def _chosen(what: str, ctx: Context, lower: Callable[[str, Context], list[Effect]]) -> Effect | None:
    """The ``choose`` effect of "choose <what>", or None when ``what`` is nothing the reader could choose."""
    if (m := _COMMITTED.fullmatch(what.strip())) is not None:
        return {"effect": "choose", "to": f"{COMMITTED_CARD}{(m.group('kind') or 'card').lower()}"}
    try:
        read = lower(f"Choose {what}", ctx)
    except NotParsed:
        return None
    return read[0] if len(read) == 1 and read[0]["effect"] == "choose" else None


def _cut(body: str, ctx: Context, lower: Callable[[str, Context], list[Effect]]) -> tuple[Effect, str, str] | None:
    """``body`` ("a skill card committed to this skill test to return to its owner's hand …") cut at the first "to"
    before a verb whose words before it are something to choose: (the choice, the verb, the rest)."""
    words = body.split()
    for k, word in enumerate(words[1:-2], start=1):
        if word.lower() != "to" or lemma(words[k + 1].lower()) != words[k + 1].lower():
            continue
        if (choice := _chosen(" ".join(words[:k]), ctx, lower)) is not None:
            return choice, words[k + 1], " ".join(words[k + 2:])
    return None


def _names_chosen(effects: list[Effect]) -> bool:
    """Whether one of ``effects`` (or one inside) acts on the card chosen (``to: chosen``)."""
    return any(e.get("to") == "chosen" or _names_chosen(e.get("effects", [])) for e in effects)


def chosen_for(lower: Callable[[str, Context], list[Effect]]) -> Callable[[str, Context], list[Effect]]:
    """``lower`` reading "(you may) choose X to Y" as the choice and Y done to the card chosen; any other text is
    ``lower``'s."""
    def lowered(text: str, ctx: Context) -> list[Effect]:
        m = _CHOOSE_FOR.fullmatch(text.strip().rstrip("."))
        cut = _cut(m.group("body"), ctx, lower) if m is not None else None
        if m is None or cut is None:
            return lower(text, ctx)
        choice, verb, rest = cut
        purpose, timed = f"{verb} it {rest}", None
        if (end := _AT_END.fullmatch(purpose)) is not None:
            if not ctx.during_test:  # which test's end is :mod:`.test_end`'s business, with the test read before it
                raise NotParsed(text, "a choice whose purpose waits for a test's end outside a chaos token's line")
            purpose, timed = end.group("rest"), "after-test-ends"
        try:
            done = lower(purpose, _remembering(ctx, choice))
        except NotParsed as problem:  # neither part is read without the other
            raise NotParsed(text, problem.reason) from None
        if not _names_chosen(done):  # "it" read as another card than the one chosen: no guess
            raise NotParsed(text, "what a card is chosen for, read as acting on another card")
        if timed is not None:
            done = [{"effect": timed, "effects": done, "text": purpose}]
        said = text.strip().rstrip(".")
        if not m.group("may"):
            return [choice, *done]
        return [{"effect": "if-able", "effects": [{**choice, "may": True}], "done": done, "text": said}]
    lowered.__doc__ = lower.__doc__
    lowered.__wrapped__ = lower  # type: ignore[attr-defined]
    return lowered


def _remembering(ctx: Context, choice: Effect) -> Context:
    """``ctx`` with the choice remembered, so that "it" names the card chosen (the rule of reference)."""
    return reference.remember(ctx, [choice])
