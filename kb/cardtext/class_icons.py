"""A class as a qualifier of a noun phrase: "a [survivor] card", "each [guardian] asset you control", "Neutral cards".

Classes (Rules Reference, Deckbuilding): "Most player cards, including investigators, belong to one of 5 classes" and
"Some cards are not affiliated with any class; these cards are neutral". Card text prints a class as its icon before
the noun, where a trait stands ("a [survivor] card" as "a Spell card"), and the neutral class as the word "Neutral".
Every reader of a noun phrase's qualifiers (``instruction.enemy_qualifiers``: cards in an area, cards you control,
trigger filters, counts) reads one as the engine's class qualifier ``class_<class>``
(``kb/engine/situation/vocabulary/classes.py``): ``a-class_survivor-card-in-your-discard-pile``. A class is never a
trait, so it is never joined to the name after it ("a [guardian] Ally asset" is two qualifiers).
"""

from __future__ import annotations

from .tokens import Token

#: The classes, as their icons are printed, and the neutral class's word.
CLASSES = ("guardian", "seeker", "rogue", "mystic", "survivor")
NEUTRAL = "neutral"
#: The engine's class qualifier's prefix.
CLASS_QUALIFIER = "class_"


def class_qualifier(token: Token) -> str | None:
    """The engine's qualifier of the class a token prints ("[survivor]" → ``class_survivor``, "Neutral" →
    ``class_neutral``), else None."""
    if token.kind == "icon" and token.low.strip("[]") in CLASSES:
        return CLASS_QUALIFIER + token.low.strip("[]")
    return CLASS_QUALIFIER + NEUTRAL if token.kind in ("name", "word") and token.low == NEUTRAL else None
