"""Choices whose options say more than one thing: "You must decide (choose one):" and "Either (choose one):" with
a list of options ("- Choose an enemy in play. Exhaust that enemy and disengage it from all investigators. - You
heal 5 horror."), and "you must either X, or Y" where an option has several instructions ("draw 2 cards and place
2 doom on the current agenda, or take 2 horror").

Each option is read as any text of effects is (its sentences, "Then", "that enemy"), and becomes one option of
the engine's ``either``: its one effect, or a ``sequence`` of them resolved in order. The investigator who
resolves the effect chooses ("The investigators must decide": the lead investigator has the final say, Lead
Investigator). A part of an option the reader cannot read is reported; the choice is then not made up.
"""

from __future__ import annotations

import re
from typing import Callable, Protocol

from .choices import option
from .model import NotParsed
from .vocabulary import Context, Effect

#: The opening of a listed choice, up to its first item's dash.
_HEAD = re.compile(r"(?:(?:you|the investigators) must )?(?:decide |either )?\(?choose one\)?:\s*[-\u2013\u2014]\s+",
                   re.I)
#: Where the next option begins: a dash after the end of the option before it.
_ITEM = re.compile(r"(?<=[.!?)])\s+[-\u2013\u2014]\s+")


class _Read(Protocol):
    effects: list[Effect]
    problems: list[NotParsed]


def one_option(effects: list[Effect], text: str) -> Effect:
    """An option of an ``either`` (:func:`.choices.option`), or the reason it is none."""
    chosen = option(effects, text)
    if chosen is None:
        raise NotParsed(text, "an option of a choice with no instruction, or one that opens with 'Then' or 'may' or "
                        "acts on the triggering condition")
    return chosen


def choice_list(text: str, ctx: Context, read: Callable[[str, Context], _Read]
                ) -> tuple[list[Effect], list[NotParsed]] | None:
    """The ``either`` of a listed choice and the problems of its options; None when ``text`` is no listed choice.
    ``read`` reads one option's text (the effects reader, passed in so that this module stays below it)."""
    head = _HEAD.match(text.strip())
    if head is None:
        return None
    items = [i.strip() for i in _ITEM.split(text.strip()[head.end():]) if i.strip()]
    if len(items) < 2:
        return [], [NotParsed(text, "a choice with fewer than two options")]
    options: list[Effect] = []
    problems: list[NotParsed] = []
    for item in items:
        got = read(item, ctx)
        for problem in got.problems:
            problem.sentence = problem.sentence or item
        problems += got.problems
        if not got.problems:
            try:
                options.append(one_option(got.effects, item))
            except NotParsed as problem:
                problems.append(problem)
    if problems:
        return [], problems
    return [{"effect": "either", "effects": options, "text": text}], []
