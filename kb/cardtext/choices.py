"""Choices between instructions (Choices; "you must either"): one instruction or another, read from
the tree and lowered into the engine's ``either`` (the investigator resolving it picks one option).

Two printed forms, composed with the verbs' own rules rather than listed:

- two instructions joined by "or" ("Heal 1 damage or heal 1 horror"): each is lowered by its verb;
  an option of several instructions ("Heal 1 damage and take 1 direct horror, or …") is one ``sequence``;
- one instruction whose amount names two things ("Heal 1 damage or horror from an investigator at
  your location", "take 1 damage or 1 horror"): the instruction once with each, the amount shared.

The choice is the player's as the effect resolves; nothing else is guessed.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .grammar import Clause
from .instruction import Instruction
from .vocabulary import Effect


#: Effects that act on the triggering condition: the engine resolves them only as an ability's own effect.
ON_TRIGGER = ("cancel", "prevent", "instead")


def or_groups(clauses: tuple[Clause, ...]) -> list[list[Clause]] | None:
    """The clauses cut at each one opened by "or" (["Heal 1 damage"], ["heal 1 horror"]), or None when
    no clause is ("either" before the first option is only the choice's own word)."""
    if not any("or" in c.connective for c in clauses):
        return None
    groups: list[list[Clause]] = []
    for clause in clauses:
        if "or" in clause.connective or not groups:
            groups.append([])
        groups[-1].append(clause)
    return groups


def alternatives(ins: Instruction) -> list[Instruction] | None:
    """``ins`` once with each thing its object's amount names ("1 damage or horror" → "1 damage", "1
    horror"; "1 damage or 1 horror" alike), or None when its object names no alternative."""
    phrase = ins.object
    if phrase is None or "or" not in phrase.words:
        return None
    at = phrase.words.index("or")
    first, second = phrase.tokens[:at], phrase.tokens[at + 1:]
    if len(first) != 2 or first[0].kind != "number" or len(second) not in (1, 2) \
            or (len(second) == 2 and second[0].kind != "number"):
        return None  # "an Item or Ally asset": alternatives of a selector, not of an amount
    second = second if len(second) == 2 else [first[0], *second]
    return [replace(ins, object=replace(phrase, tokens=list(option))) for option in (first, second)]


def option(effects: list[Effect], text: str) -> Effect | None:
    """One option of an ``either``: its one effect, or its effects in the order printed as one ``sequence``; None
    when it has none, opens with "Then" or "may", or acts on the triggering condition (cancel, prevent, instead)."""
    if not effects or effects[0].get("then") or effects[0].get("may") or any(e["effect"] in ON_TRIGGER
                                                                              for e in effects):
        return None
    return effects[0] if len(effects) == 1 else {"effect": "sequence", "effects": effects, "text": text}


def shared_may(options: list[list[Effect]]) -> tuple[list[list[Effect]], bool]:
    """"You may add 1 doom to X or remove 1 doom from X": "may" printed once before the first option opens the whole
    choice (the player may resolve one option, or none), so it is taken off the first option's effects and said of the
    choice (True); options unchanged (False) when only a later option, or none, says "may" itself."""
    if len(options) < 2 or not options[0] or not options[0][0].get("may") \
            or any(e.get("may") for o in options[1:] for e in o):
        return options, False
    first = [{k: v for k, v in e.items() if k != "may"} for e in options[0]]
    return [first, *options[1:]], True


def either(options: list[list[Effect]], text: str, texts: list[str] | None = None) -> Effect | None:
    """The ``either`` effect of these options (``texts``: each one's own words, "or" and commas aside), or None when
    one of them is no option (:func:`option`)."""
    words = [re.sub(r"^(?:either|or)\s+", "", t, flags=re.I).strip(" ,.") for t in texts or [text] * len(options)]
    chosen = [option(o, t) for o, t in zip(options, words)]
    if len(options) < 2 or None in chosen:
        return None
    return {"effect": "either", "effects": chosen, "text": text}

