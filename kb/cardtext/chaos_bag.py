"""Adding chaos tokens to the chaos bag: "add 1 [tablet] token to the chaos bag", "… for the remainder of the
campaign" → the engine's ``add-chaos-token`` (``token``, ``amount``; ``campaign-log`` when the change lasts the
campaign).

Chaos Bag: the tokens a card adds come from the token pool; one added "for the remainder of the campaign" stays in the
bag from scenario to scenario, recorded in the Campaign Log ("Use the Chaos Bag section of the Campaign Log to record
which tokens are currently in the chaos bag"). The token is named by its icon ("[tablet]", "[curse]") or a signed number
("a -2 token"); any other object, or another period than the campaign's remainder, is refused (the rule after this one
reads the sentence).
"""

from __future__ import annotations

from collections.abc import Callable

from .instruction import Instruction
from .tokens import Token
from .vocabulary import Context, Effect
from .words import NUMBER_WORDS, number

Rule = Callable[[Instruction, Context], list[Effect]]

#: The chaos bag, as printed.
_BAG = (["the", "chaos", "bag"],)
#: How long the change lasts, as its slots print it ("for the remainder" "of the campaign").
_CAMPAIGN = {"for": ["the", "remainder"], "of": ["the", "campaign"]}
#: The words of a token after its icon or number.
_TOKEN = ("token", "tokens")


def added_or(fallback: Rule) -> Rule:
    """"Add 1 [tablet] token to the chaos bag (for the remainder of the campaign)": ``add-chaos-token``; any other
    "add" is ``fallback``'s."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        to = ins.slots.get("to")
        if to is None or to.words not in _BAG or ins.object is None:
            return fallback(ins, ctx)
        rest = {k: v.words for k, v in ins.slots.items() if k != "to"}
        if rest not in ({}, _CAMPAIGN) or (ins.subject is not None and ins.subject.words != ["you"]):
            raise ins.refuse("adding chaos tokens for a period other than the campaign's remainder, or by another "
                             "than you: the engine adds them for the scenario or the campaign")
        found = _token(ins.object.tokens)
        if found is None:
            raise ins.refuse("adding to the chaos bag what the engine cannot name as a chaos token")
        token, amount = found
        return [{"effect": "add-chaos-token", "token": token, **({"amount": amount} if amount != 1 else {}),
                 **({"campaign-log": True} if rest else {})}]
    return rule


def _token(tokens: list[Token]) -> tuple[str, int] | None:
    """"1 [tablet] token", "2 [curse] tokens", "a -2 token": the engine's token and how many; None for other words."""
    words = [t.low for t in tokens]
    if len(words) != 3 or words[2] not in _TOKEN or not (words[0].isdigit() or words[0] in NUMBER_WORDS):
        return None
    amount, printed = number(words[0]), tokens[1]
    if printed.kind == "chaos":  # "[elder_thing]": the engine spells it with a hyphen
        return printed.low.strip("[]").replace("_", "-"), amount
    if printed.kind == "number" and printed.text[:1] in "+-" and printed.text[1:].isdigit():
        return printed.text, amount
    return None
