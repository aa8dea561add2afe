"""The verb frame "reduce / increase <a card>'s <value> (value) by N <duration>": "reduce that enemy's fight value by
1 for the next attack performed against it this phase" (Expose Weakness), "increase your location's shroud by 2
until the end of the round" — the same lasting effect as "<a card> gets -N <value> <duration>" (``getting.card_values``).

A card's fight, evade or shroud value is the difficulty of the tests made against it (Difficulty), so a change to it
for a time is a lasting effect (Lasting Effects) whose ``difficulty-modifier`` governs the tests of that kind made
against the cards its ``to`` picks as it is established. The frame's slots: the verb (its sign), the object — a
possessive noun phrase naming the cards (read as every card phrase is, :func:`.card_phrases.named_cards`) and the value
— "by" and a number, and a duration (required: with none, the change would be a constant's, which an instruction is
not). Any other shape is left to the verb's other rules (None).
"""

from __future__ import annotations

from collections.abc import Callable

from .card_phrases import named_cards
from .getting import TESTED
from .instruction import Instruction, Phrase
from .lowering import RULES, TIMED
from .tokens import Token
from .vocabulary import Context, Effect
from .words import number

Rule = Callable[[Instruction, Context], list[Effect]]
#: The verbs of the frame → the sign of the change.
SIGNS = {"reduce": -1, "decrease": -1, "lower": -1, "increase": 1, "raise": 1}


def _owner(tokens: list[Token]) -> tuple[Phrase, str] | None:
    """"that enemy's fight value" → (the phrase "that enemy", "fight"); None for any other object."""
    words = [t.low for t in tokens]
    at = next((k for k, w in enumerate(words) if w.endswith("'s")), None)
    if at is None or at == 0:
        return None
    rest = words[at + 1:]
    if rest[-1:] == ["value"]:
        rest = rest[:-1]
    if len(rest) != 1 or rest[0] not in TESTED:
        return None
    head = tokens[at]
    owner = [*tokens[:at], Token(head.kind, head.text[:-2], head.low[:-2])]
    return Phrase(owner), rest[0]


def changed(ins: Instruction, ctx: Context) -> list[Effect] | None:
    """The lasting effect of the frame, or None when the instruction is not its shape."""
    if ins.object is None or set(ins.slots) != {"by"} or ins.subject is not None or ins.duration is None:
        return None
    found = _owner(ins.object.tokens)
    n = number(" ".join(ins.slots["by"].words)) if len(ins.slots["by"].words) == 1 else None
    if found is None or n is None or ins.object.where or ins.object.engaged:
        return None
    owner, value = found
    return [{"effect": "lasting", "duration": ins.duration, "to": named_cards(owner, ctx),
             "difficulty-modifier": SIGNS[ins.verb] * n, "applies-to": {"event": "skill-test-begins",
                                                                       "via": TESTED[value]}}]


def changed_or(fallback: Rule | None) -> Rule:
    """The verb's rule: this frame first, else ``fallback`` (the instruction refused when there is none)."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        found = changed(ins, ctx)
        if found is not None:
            return found
        if fallback is None:
            raise ins.refuse()
        return fallback(ins, ctx)
    return rule


for _verb in SIGNS:  # registered beside the verb's other rules (``lowering.RULES``), read first; it takes a duration
    RULES[_verb] = changed_or(RULES.get(_verb))
    TIMED.add(RULES[_verb])
