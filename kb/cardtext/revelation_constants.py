"""The constant abilities a revelation prints after putting its own card into play: "Revelation – Put Baron Samedi
into play. He cannot leave play while he has less than 3 doom on him." — "Put The Necronomicon into play in your
threat area, with 3 horror on it. It cannot leave play while it has 1 or more horror on it."

"Constant abilities … are always interacting with the game state as long as the card is in play" (Ability, Constant
Abilities): once the revelation has put its own card into play, a later sentence of it that reads as a constant
ability is the card's constant ability, not an instruction resolved once with the revelation. A sentence that does
not read as a constant stays with the revelation's effects (its reading says what it is), so nothing is left out.
"""

from __future__ import annotations

import re

from .constant import parse_constant
from .sentence_split import sentences
from .model import Ability, NotParsed
from .words import SELF

#: A sentence putting the card bearing the text into play (wherever: at a location, in a threat area, next to a deck).
_PUTS_ITSELF = re.compile(rf"^(?:put|place) {re.escape(SELF)} into play\b", re.I)


def split_constants(body: str, put: bool, card_type: str | None, label: str) -> tuple[str, list[Ability]]:
    """The revelation's body without the constant abilities that follow its card entering play, and those abilities
    (shown with the card's name as printed, ``label``). ``put``: the body's card field already put the card into play
    (a threat area, a location: the sentence was taken out of the body); else a sentence of the body must."""
    parts = [s.strip() for s in sentences(body) if s.strip()]
    entered = 0 if put else next((k + 1 for k, s in enumerate(parts) if _PUTS_ITSELF.match(s)), None)
    if entered is None:
        return body, []
    kept, found = parts[:entered], []
    for sentence in parts[entered:]:
        plain = sentence.rstrip(". ")
        try:
            read = parse_constant(plain, plain.lower(), sentence.replace(SELF, label), card_type)
        except NotParsed:
            read = []
        if read:
            found.extend(read)
        else:
            kept.append(sentence)
    return (" ".join(kept), found) if found else (body, [])
