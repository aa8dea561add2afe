"""A role taken from a card: "Switch your role to the class of the discarded card (if the discarded card is a weakness,
switch your role to neutral)" (Crisis of Identity).

Classes (Rules Reference, Deckbuilding): a player card belongs to one of 5 classes, or is neutral; a role is such a
class (:mod:`.class_roles`). "the class of <a card>" as the object of "switch … to" is the class that card has when
the instruction resolves: the engine's ``switch-role`` with ``to`` naming the card (and no ``role``). The card is a
noun phrase composed of a determiner, the participle of what an earlier instruction of the ability did to it, and its
noun — "the discarded card": the card just discarded, the latest discard of the resolution
(``a-card-just-discarded-by-this-effect``; "a card discarded by this effect", :mod:`.recorded`, is any of them — the
cards an earlier instruction discarded too). The parenthesis "(if <that card> is a weakness, switch your
role to neutral)" restates what the engine's ``switch-role`` does with a weakness's class (a weakness gives the
neutral role), so it is read as restated (:mod:`.restated`); any other parenthesis refuses the sentence.
"""

from __future__ import annotations

from .grammar import Clause
from .instruction import Phrase
from .selectors import singular

#: "the class" as the object of "switch … to".
THE_CLASS = ["the", "class"]
#: The nouns of a card whose class a role may be taken from.
_CARDS = frozenset({"card", "asset", "event", "skill"})
#: The participles before a card whose outcome the engine's record keeps → the area of the cards the latest such
#: instruction of the resolution acted on.
JUST = {"discarded": "just-discarded-by-this-effect"}
#: What the card is named by again in the parenthesis.
_AGAIN = (["it"], ["that", "card"])


def card_of(phrase: Phrase | None) -> str | None:
    """"the discarded card" (the object of "of" after "the class") → the selector of that card; None for another
    phrase."""
    if phrase is None or phrase.where is not None:
        return None
    words = phrase.words
    if len(words) != 3 or words[0] != "the" or words[1] not in JUST or singular(words[2]) not in _CARDS:
        return None
    return f"a-{singular(words[2])}-{JUST[words[1]]}"


def restated_weakness(reminder: str, clauses: tuple[Clause, ...]) -> bool:
    """Whether ``reminder`` is "if <the card> is a weakness, switch your role to neutral" in a sentence switching a role
    to the class of that card: what the engine's ``switch-role`` does with a weakness anyway."""
    words = reminder.strip().rstrip(".").lower().replace(",", " ,").split()
    cut = words.index(",") if "," in words else -1
    named, then = words[1:cut], words[cut + 1:]
    if words[:1] != ["if"] or cut < 0 or then != ["switch", "your", "role", "to", "neutral"]:
        return False
    if named[-3:] != ["is", "a", "weakness"]:
        return False
    card = named[:-3]
    frames = [f for c in clauses for f in c.frames() if f.get("verb") == "switch"]
    return any(str(f.get("to", "")).lower().split() == THE_CLASS
               and (card in _AGAIN or card == str(f.get("of", "")).lower().split()) for f in frames)
