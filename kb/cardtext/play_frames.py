"""An event's play instructions (Play Restrictions, Permissions, and Instructions): the sentences opening its text
that say when, or under what condition, it may be played — each one a frame "Play [only] [immediately] <when>":

- a time period ("Play only during your turn", "Play during any investigator's turn") → the card's ``play-during``;
- a condition on the state ("Play only if you have 5 or more remaining sanity") → ``play-if`` (:mod:`.counts`);
- which action it is played as ("Play only as your first action") → ``play-if`` on the actions performed this turn
  (the engine's history: none before it);
- a timing point ("Play when …", "Play immediately after …": "immediately" says no more than "after" does, Timing)
  → ``play-when``, its trigger read as any triggering condition is.

Several may open the text ("Play during any investigator's turn. Play only if …"): each is read, in turn. A second
restriction on the state, where the engine keeps one, is reported rather than dropped.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from .counts import condition as play_condition
from .model import NotParsed
from .triggers import parse_trigger
from .vocabulary import PLAY_PERIODS

Fields = dict[str, Any]
#: A sentence that is a play instruction: "Play", "only" or "immediately", and what says when.
OPENING = re.compile(r"^play (?:only )?(?:immediately )?(?:when|after|if|during|at|before|as)\b", re.I)
_LEAD = re.compile(r"^play (?:only )?(?:immediately (?=after\b))?", re.I)
#: "as your first action (this turn)": the card is played as the investigator's Nth action of the turn.
_AS_ACTION = re.compile(r"^as your (?P<nth>first|second|third|fourth) action(?: this turn)?$", re.I)
_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4}
#: The count of the actions an investigator has performed this turn (resolved in full: the engine's history).
PERFORMED_THIS_TURN = "action-you-performed-this-turn"


def as_action(condition: str) -> Fields | None:
    """"as your first action" → the actions you have performed this turn, before this one, bounded: none (its
    ``play-if``); None when the words are not of that frame."""
    m = _AS_ACTION.fullmatch(condition.strip().rstrip("."))
    if m is None:
        return None
    before = _ORDINALS[m.group("nth").lower()] - 1
    return {"count": PERFORMED_THIS_TURN, "at-least": before, "at-most": before} if before else \
        {"count": PERFORMED_THIS_TURN, "at-most": 0}


def _restriction(card: Fields, found: Fields, sentence: str) -> None:
    """Keep one restriction on the state (``play-if``); a second one is refused, quoting it."""
    if "play-if" in card:
        raise NotParsed(sentence, "a second play restriction on the state: the engine's card keeps one (`play-if`)")
    card["play-if"] = found


def read_play_instructions(parts: list[str], card: Fields, problems: list[NotParsed],
                           fallback: Callable[[str], tuple[str | None, Fields | None]]
                           ) -> tuple[str | None, Fields | None]:
    """Read the play instructions opening ``parts`` (the event's sentences, taken off the list) into ``card``'s
    fields; return the timing and trigger of its play instruction (a timing point), if one is read. A trigger the
    engine's events do not cover is kept as ``fallback`` reads it (its frames), with its problem."""
    timing: str | None = None
    trigger: Fields | None = None
    while parts and OPENING.match(parts[0]):
        first = parts.pop(0)
        condition = _LEAD.sub("", first)
        bare = condition.lower().rstrip(". ")
        restricted = re.match(r"^play only if ", first, re.I) is not None
        try:
            if bare in PLAY_PERIODS:  # a time period, not a timing point: no trigger (Play Instructions)
                card["play-during"] = PLAY_PERIODS[bare]
            elif restricted:  # a play restriction on the state, not a timing point
                _restriction(card, play_condition(condition[3:]), first)
            elif (performed := as_action(condition)) is not None:
                _restriction(card, performed, first)
            else:
                timing, trigger = parse_trigger(condition)
                if "condition" in trigger:  # a play instruction has no condition on the state its event leaves
                    raise NotParsed(condition, "a condition on the triggering condition: the engine's play "
                                    "instruction has no field for it")
                card["play-when"] = {"timing": timing, "trigger": trigger}
        except NotParsed as problem:
            if not restricted and bare not in PLAY_PERIODS and as_action(condition) is None:
                timing, trigger = fallback(condition)  # a timing point not read: kept as the grammar reads it
            problem.role, problem.sentence = "play-when", first
            problems.append(problem)
    return timing, trigger
