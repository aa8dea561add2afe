"""The qualifiers of a noun phrase, between its determiner and its noun ("a non-Elite enemy", "each exhausted Cultist
enemy", "a [survivor] card"), as the engine's composed selectors spell them: one reader for every noun phrase that
names cards (enemies, locations, cards in an area, a trigger's filter), so that they all know the same words.
"""

from __future__ import annotations

from .class_icons import class_qualifier
from .groups import COPY_OF_SELF
from .tokens import Token
from .words import spelled

#: An enemy ranked by its distance from you ("the nearest Cultist enemy": Nearest), or set apart ("each other enemy").
RANKS = ("nearest", "farthest", "other")
#: Qualifiers of an enemy the engine's selectors compose (besides its traits, and "non-" a trait).
ENEMY_STATES = ("exhausted", "ready", "unengaged")
#: Qualifiers a trigger's composed filter knows (besides traits, and "non-" either): "a non-weakness card", "an
#: unengaged enemy" (the engine reads them by last known information when the card has left play); "unique" is a
#: printed property of the card (the ✷ before its title: Uniqueness), "6 unique Cultist enemies in the victory display".
FILTER_STATES = ("exhausted", "ready", "unengaged", "engaged", "damaged", "weakness", "fast", "hidden", "revealed",
                 "unrevealed", "unique")
#: The states that are keywords a card bears (Fast; Hidden), printed in lower case: capitalised, the word is a name.
KEYWORD_STATES = ("fast", "hidden")


def enemy_qualifiers(tokens: list[Token], states: tuple[str, ...] = ENEMY_STATES) -> list[str] | None:
    """The qualifiers between an enemy phrase's determiner and its noun, as the engine's selector spells
    them ("exhausted", "non-elite", "criminal", "deep_one"), or None when one is not a state or a trait
    (printed with a capital: "a different enemy" is no trait). A run of capitalised names is one trait
    ("each Deep One enemy"), its words joined by ``_`` so that it survives the selector's ``-`` split.
    ``states`` are the lower-case words a selector knows (a trigger's filter knows more: "non-weakness")."""
    out = []
    joinable = False  # the last qualifier is a plain trait the next name continues
    for t in tokens:
        word = t.text
        named = t.low in KEYWORD_STATES and t.text != t.low  # "the Hidden Chamber": a name, no keyword
        if (t.low in states and not named) or (t.low[:4] == "non-" and t.low[4:] in states
                                               and t.low[4:] not in ENEMY_STATES):
            out.append(t.low)
            joinable = False
        elif (of_class := class_qualifier(t)) is not None:  # "a [survivor] card": a class, never a trait (class_icons)
            out, joinable = [*out, of_class], False
        elif word[:4].lower() == "non-" and (word[4:5].isupper() and word[4:].replace("-", "").isalpha()
                                             or word[4:] == COPY_OF_SELF):  # "not named <its own title>"
            out.append("non-" + word[4:].lower())
            joinable = True  # "non-[[Sentinel Hill]]": the trait's next word continues it ("non-sentinel_hill")
        elif word == "," and out:  # adjectives in a list: "a non-weakness, non-Elite enemy"
            joinable = False
        elif t.kind in ("name", "trait") and word.replace(" ", "").replace("-", "").replace("'", "").isalpha():
            joined = f"{out.pop()}_{spelled(word)}" if joinable and t.kind == "name" else spelled(word)  # a trait
            out.append(joined)
            joinable = True
        else:
            return None
    return out
