"""An advance that names the card it advances to: "Advance to act 2b", "advance to agenda 2a", "Advance to Act 3a"
→ the engine's ``advance`` of that deck's current card with ``card``, the printed number (Act Deck and Agenda Deck:
"Sometimes, the advancing act/agenda specifies which card becomes the next act/agenda").

One verb frame with a slot: ``advance`` and a ``to`` phrase of the deck's noun and a number with its side letter;
any subject but "you" or another slot is refused. Which card the number is — the current one's reverse, a card of the
deck — the engine decides as it resolves (``core/story.py``). "advance directly to …" stays refused: the adverbs a
verb may take are the lowering's (``instruction.IDLE_PARTICLES``), left as they are.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .instruction import Instruction, investigator
from .vocabulary import Context, Effect

Rule = Callable[[Instruction, Context], list[Effect]]

#: The number a card of the act or agenda deck is printed with: its stage and side ("2b").
_NUMBER = re.compile(r"\d+[a-z]")


def to_number_or(fallback: Rule) -> Rule:
    """"advance to <act|agenda> <number>": that deck's current card advances, to the card the number names; any
    other "advance" is ``fallback``'s."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        to = ins.slots.get("to")
        if to is None:
            return fallback(ins, ctx)
        words = [w.lower() for w in to.words]
        if (set(ins.slots) != {"to"} or ins.object is not None or len(words) != 2 or words[0] not in ("act", "agenda")
                or not _NUMBER.fullmatch(words[1]) or ins.adverbs - {"immediately"}
                or (ins.subject is not None and investigator(ins.subject, ctx) != "you")):
            raise ins.refuse()
        return [{"effect": "advance", "to": f"current-{words[0]}", "card": words[1]}]
    return rule
