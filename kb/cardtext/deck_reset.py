"""A deck of the scenario reset to one of its cards: "reset the agenda deck to agenda 1a", "Reset the act deck to act
1a" → the engine's ``reset-deck`` of that deck's current card, ``card`` the printed number (Act Deck and Agenda Deck).

One verb frame with two slots: ``reset``, its object the deck ("the act deck", "the agenda deck") and a ``to`` phrase of
the same deck's noun and a number with its side letter; a subject but "you", another slot, or a deck the engine keeps no
number of (the encounter deck: "reset" there is no card to return to) is refused. Which card the number is the engine
decides as it resolves (``procedures/deck_reset.py``); "that agenda" after it is the current agenda then, the one the
deck was reset to (the effect's ``to``, a referent of the rule of reference).
"""

from __future__ import annotations

import re

from .instruction import Instruction, investigator
from .lowering import RULES
from .vocabulary import Context, Effect

#: The number a card of the act or agenda deck is printed with: its stage and side ("1a").
_NUMBER = re.compile(r"\d+[a-z]")
#: The decks that reset, by their noun.
_DECKS = ("act", "agenda")


def reset(ins: Instruction, ctx: Context) -> list[Effect]:
    """"reset the <act|agenda> deck to <act|agenda> <number>"."""
    deck = [w.lower() for w in ins.object.words] if ins.object is not None else []
    to = [w.lower() for w in ins.slots["to"].words] if "to" in ins.slots else []
    if (set(ins.slots) != {"to"} or len(deck) != 3 or deck[0] != "the" or deck[2] != "deck" or deck[1] not in _DECKS
            or len(to) != 2 or to[0] != deck[1] or not _NUMBER.fullmatch(to[1]) or ins.adverbs or (ins.subject is not None and investigator(ins.subject, ctx) != "you")):
        raise ins.refuse()
    return [{"effect": "reset-deck", "to": f"current-{deck[1]}", "card": to[1]}]


RULES["reset"] = reset
