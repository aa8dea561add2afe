"""The one card an instruction just discarded, named again: a condition on what it is and drawing it — "Discard the
top card of the encounter deck. If that card is an enemy, draw it." (Courtyard).

Discarding the top card of a deck discards one card, which the engine's record of the resolution keeps
(``core/results.py``: ``card-discarded``). So "If that card is an enemy" — its subject "that card" (or "it", "the
discarded card") right after such an instruction, its object a kind of card composed as any ("an enemy", "a [[Monster]]
enemy") — is the count of the cards this effect discarded that are of that kind, at least 1
(``card-discarded-by-this-effect:enemy``); and, the card being one, a pronoun after it names that card where it now lies
(``an-enemy-discarded-by-this-effect``, bound: one card was discarded, so the selector has one card to pick). "Draw it"
is then the engine's ``draw-card`` of that card out of play: an encounter card drawn is resolved as one (Encounter
Deck: its revelation, an enemy's spawn). Only a discard of one card, without a search for a kind ("until an enemy is
discarded": several cards), is so named; any other "that card" is left to the other readings.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from . import reference
from .by_effect import AREAS
from .instruction import Instruction
from .qualifiers import enemy_qualifiers
from .revealed_among import REVEALED
from .lowering import RULES, Rule
from .model import NotParsed
from .recorded import NOUNS
from .results import BY_THIS_EFFECT, card_filter
from .selectors import singular
from .tokens import tokenize
from .vocabulary import Context, Effect

#: The selectors' area of the cards this resolution discarded.
DISCARDED = AREAS["discarded"]
#: "If <the card just discarded> is <a kind of card>, X".
_IS = re.compile(r"if (?:that card|it|the discarded card) is (?P<kind>an? [^,]+?),\s*(?P<rest>.+)", re.I)


def one_discarded(before: list[Effect]) -> bool:
    """Whether the instruction just before discarded one card: the top card of a deck, no kind searched for."""
    last = before[-1] if before else {}
    return last.get("effect") == "discard-top" and last.get("amount", 1) == 1 and "find" not in last


def if_that_card(text: str, before: Callable[[], list[Effect]]
                 ) -> tuple[dict[str, Any], tuple[int, int], reference.Referent] | None:
    """"If that card is an enemy, draw it" after a discard of one card (``before``: the effects read so far, asked
    only of such a sentence) → the condition, where its instruction stands, and the referent a pronoun in it names
    (that card, where it lies); None for any other sentence."""
    m = _IS.fullmatch(text.strip())
    if m is None or not one_discarded(before()):
        return None
    tokens = tokenize(m.group("kind"))[1:]
    flt = card_filter(tokens)
    quals = enemy_qualifiers(tokens[:-1], ()) if tokens else None
    if not flt or quals is None or singular(tokens[-1].low) not in NOUNS:
        return None
    noun = singular(tokens[-1].low)
    one = "an" if (quals or [noun])[0][0] in "aeiou" else "a"
    kind = noun if noun in ("enemy", "location") else "card"
    return ({"count": f"card-discarded{BY_THIS_EFFECT}:{flt}", "at-least": 1}, m.span("rest"),
            (kind, "-".join([one, *quals, noun, DISCARDED])))


def draw_or(fallback: Rule) -> Rule:
    """"Draw it" / "draw that card" naming a card this resolution discarded or revealed → ``draw-card`` of it; any other
    "draw" ``fallback``'s."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        obj = ins.object
        if obj is None or ins.slots or obj.where is not None or obj.engaged is not None:
            return fallback(ins, ctx)
        try:
            to = reference.refer(obj.words, ctx)
        except NotParsed:
            return fallback(ins, ctx)
        if to is None or not to.endswith((f"-{DISCARDED}", f"-{REVEALED}")):
            return fallback(ins, ctx)
        if ins.subject is not None and ins.subject.words != ["you"]:
            raise ins.refuse()
        return [{"effect": "draw-card", "to": to}]
    return rule


RULES["draw"] = draw_or(RULES["draw"])
