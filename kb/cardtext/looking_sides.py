"""Looking at a card's facedown side: "look at the revealed side of any Catacombs location in play" (Candlelit
Tunnels, Catacombs Docent), "Look at the other side of <a card>".

One verb frame beside :mod:`.looking`'s (the top cards of a deck): "look at" + "the <side> side" + "of" + a noun
phrase, composed as any target is (:func:`.instruction.target`: a location by its traits, a card by its selector; "in
play" after it says where every location is anyway; a card's title after "a" / "an" / "any", "a Masked Carnevale-Goer
at any location", is one of its copies in play, chosen: ``one-of:copies-of:<Title>``, :mod:`.groups`). The side:
"revealed" → ``look-revealed-side`` (a location's), "other" → ``look-other-side`` (any double-sided card's). Any other
side ("the unrevealed side", "this side") or a thing no selector names is refused: the clause stays a gap.

"the top (N) card(s) of the <Name> deck" is the top of a deck of its scenario (:func:`.scenario_decks.scenario_deck`) →
``look-top`` with ``find``; two things looked at joined by ", or" ("Look at the revealed side of an Exhibit Hall in
play, or the top card of the Exhibit deck") are the player's choice (:mod:`.elided_verb`).
"""

from __future__ import annotations

from .decks import card_count
from .instruction import Instruction, Phrase, target
from .lowering import RULES, Rule
from .model import NotParsed
from .scenario_decks import scenario_deck
from .vocabulary import Context, Effect

#: The side looked at → the engine's effect.
SIDES = {"revealed": "look-revealed-side", "other": "look-other-side"}


def side_or(rule: Rule) -> Rule:
    """"look at the <revealed / other> side of X" → the engine's look at that side of what X picks; any other "look"
    is ``rule``'s."""
    def read(ins: Instruction, ctx: Context) -> list[Effect]:
        at, of = ins.slots.get("at"), ins.slots.get("of")
        if at is not None and of is not None and at.words[:2] == ["the", "top"] and set(ins.slots) == {"at", "of"} \
                and (deck := scenario_deck(of.words, [t.text for t in of.tokens])) is not None:
            n = card_count(ins, Phrase(at.tokens[2:]))  # "the top card of the Exhibit deck": its set-aside cards
            return [{"effect": "look-top", "find": {"traits": [deck]}, **({"amount": n} if n != 1 else {})}]
        if at is None or len(at.words) != 3 or at.words[0] != "the" or at.words[2] != "side":
            return rule(ins, ctx)
        if at.words[1] not in SIDES or of is None or set(ins.slots) != {"at", "of"} or ins.object is not None \
                or any(t.text == "," for t in of.tokens) or ins.subject is not None:
            raise ins.refuse()
        return [{"effect": SIDES[at.words[1]], "to": _looked_at(of, ins, ctx)}]
    return read


def _looked_at(of: Phrase, ins: Instruction, ctx: Context) -> str:
    """The selector of what is looked at, composed as any target is ("a Masked Carnevale-Goer at any location": one of
    its copies, :mod:`.groups`)."""
    try:  # "in play": where every location is, said or not
        return target(Phrase(list(of.tokens)) if of.where == "play" else of, ctx)
    except NotParsed as problem:  # quoted whole: the phrase alone would be a fragment
        raise NotParsed(ins.text, problem.reason) from None


RULES["look"] = side_or(RULES["look"])
