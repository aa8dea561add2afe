"""A card qualified by its keyword: "Choose an asset you control with \u201cuses (charges).\u201d" (Spirit-Speaker).

Uses (X Type): a card's Uses keyword establishes the type of use it bears. A noun phrase of cards ("an asset you
control", "an asset in your discard pile") qualified by "with \u201cuses (Type)\u201d" picks those of them whose Uses keyword
establishes that type. The grammar keeps the quoted keyword and its parameter as one word (:mod:`.quoted_keywords`);
here the "with" phrase after the object is a qualifier of that object, composed into its selector as every other
qualifier is: ``uses_<type>`` after the determiner (``a-uses_charges-asset-you-control``: the engine's qualifier of a
card's use type, the same a trigger's filter spells, ``USES_QUALIFIER``). What is chosen is named ``chosen`` after it,
as any choice's ("return that asset to your hand").

The same qualifier on where tokens go: "Add 1 charge to an asset with “uses (charges)” you control" (Akachi
Onyele), "place 1 charge on …": "you control" printed after the keyword still belongs to the asset; the target is
composed as the choice's is (``a-uses_charges-asset-you-control``) and the token verb's own reading does the rest.

Refused, quoted: a use of no type the engine names ("uses (X)"), and a selector not of cards composed with qualifiers
(the qualifier would have nowhere to go).
"""

from __future__ import annotations

import re
from dataclasses import replace

from .entering_state import USE_NOUNS
from .instruction import Instruction, tokens_of
from .lowering import RULES, Rule
from .vocabulary import Context, Effect
from .zone_cards import AREAS

_KEYWORD = re.compile(r"uses \((?P<type>[a-z]+)\)")
#: "with “uses (Type)” you control": the keyword, then the controller of the card it qualifies.
_KEYWORD_CONTROLLED = re.compile(r"uses \((?P<type>[a-z]+)\) you control")
#: The slots a token verb names where its tokens go: "add … to X", "place … on X".
_TOKEN_TARGETS = ("to", "on")
#: The ends of the composed selectors of cards a qualifier may be added to: under your control, or in an area.
_CARD_ENDS = ("asset-you-control", "card-you-control", *(f"-{a}" for a in AREAS.values()))
_COMPOSED = re.compile(r"(?:an?|each)-(?P<rest>.+)")


def uses_type(ins: Instruction) -> str | None:
    """The use type of the object's "with \u201cuses (Type)\u201d" qualifier ("charges"), "" when it names no type the
    engine knows, None when the instruction has no such qualifier."""
    with_ = ins.slots.get("with")
    m = _KEYWORD.fullmatch(" ".join(with_.words)) if with_ is not None and with_.where is None else None
    return None if m is None else USE_NOUNS.get(m.group("type"), "")


def qualified(selector: str, kind: str) -> str | None:
    """``selector`` with the qualifier ``uses_<kind>`` after its determiner ("an-asset-you-control" →
    ``a-uses_charges-asset-you-control``), or None when it is no composed selector of cards."""
    m = _COMPOSED.fullmatch(selector)
    if m is None or not selector.endswith(_CARD_ENDS):
        return None
    det = "each" if selector.startswith("each-") else "a"  # "uses_…" opens with a consonant
    return f"{det}-uses_{kind}-{m.group('rest')}"


def choose_or(fallback: Rule) -> Rule:
    """"Choose an asset you control with \u201cuses (charges)\u201d": the object's choice (``fallback``'s) with the qualifier
    composed in; any other instruction ``fallback``'s."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        kind = uses_type(ins)
        if kind is None:
            return fallback(ins, ctx)
        if not kind:
            raise ins.refuse("a card qualified by a Uses keyword of no type the engine names")
        effects = fallback(replace(ins, slots={k: v for k, v in ins.slots.items() if k != "with"}), ctx)
        to = qualified(str(effects[0].get("to", "")), kind) if len(effects) == 1 \
            and effects[0].get("effect") == "choose" else None
        if to is None:
            raise ins.refuse("a card qualified by its Uses keyword, chosen by no selector of cards the qualifier joins")
        return [{**effects[0], "to": to}]
    return rule


def targeted_or(fallback: Rule) -> Rule:
    """"Add 1 charge to an asset with “uses (charges)” you control": ``fallback``'s reading of the instruction
    with "you control" given back to the asset and the use type composed into where the tokens go; any other
    instruction ``fallback``'s."""
    def rule(ins: Instruction, ctx: Context) -> list[Effect]:
        with_ = ins.slots.get("with")
        m = _KEYWORD_CONTROLLED.fullmatch(" ".join(with_.words)) if with_ is not None and with_.where is None else None
        slot = next((s for s in _TOKEN_TARGETS if s in ins.slots), None)
        if m is None or slot is None:
            return fallback(ins, ctx)
        kind = USE_NOUNS.get(m.group("type"), "")
        if not kind:
            raise ins.refuse("a card qualified by a Uses keyword of no type the engine names")
        target = ins.slots[slot]
        slots = {k: v for k, v in ins.slots.items() if k != "with"}
        slots[slot] = replace(target, tokens=[*target.tokens, *tokens_of("you control")])
        effects = fallback(replace(ins, slots=slots), ctx)
        to = qualified(str(effects[0].get("to", "")), kind) if len(effects) == 1 else None
        if to is None:
            raise ins.refuse("a card qualified by its Uses keyword, given tokens by no selector the qualifier joins")
        return [{**effects[0], "to": to}]
    return rule


RULES["choose"] = choose_or(RULES["choose"])
RULES["add"] = targeted_or(RULES["add"])
RULES["place"] = targeted_or(RULES["place"])
