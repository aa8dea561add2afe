"""One of the cards an instruction revealed, named after a condition on them: "reveal the top X cards of the encounter
deck … If at least 1 [[Byakhee]] enemy is revealed by this effect, choose and draw 1 of them." (Hunted by Byakhee).

The condition is the count of the cards this resolution revealed that are of a kind, at least 1
(``card-revealed-by-this-effect:byakhee-enemy``, read by :mod:`.results`). "1 of them" after it is one of those cards,
the player's choice ("choose and …": Target, an element chosen that meets the requirements) — the engine's zoned
selector of a card among the ones revealed (``a-byakhee-enemy-revealed-by-this-effect``, a ``target`` choice; they
are still in their deck, ``kb/engine/situation/vocabulary/zoned.py``). "Choose and <verb> 1 of them" is read as
"<verb> it" with "it" that card; "draw" it is the engine's ``draw-card`` of it out of play (:mod:`.that_card`), an
encounter card drawn being resolved as one (Encounter Deck).
"""

from __future__ import annotations

import re
from typing import Any

from . import conditional, reference
from .recorded import NOUNS

#: The count of the cards this resolution revealed, as :mod:`.results` composes it; the selectors' area of them.
REVEALED_COUNT = "card-revealed-by-this-effect"
REVEALED = "revealed-by-this-effect"
#: "choose and <verb> 1 of them": the verb on the one chosen.
_CHOOSE_AND = re.compile(r"choose and (?P<verb>[a-z]+) (?:1|one) of them", re.I)


def if_revealed_one(text: str) -> tuple[dict[str, Any], tuple[int, int], reference.Referent] | None:
    """"If at least 1 Byakhee enemy is revealed by this effect, <rest>" → the condition, where the rest stands, and
    the referent "1 of them" / "it" names (one such card among those revealed); None for any other sentence."""
    found = conditional.if_count(text, False)
    if found is None:
        return None
    condition, span = found
    kind, _, flt = str(condition.get("count", "")).partition(":")
    noun = flt.rsplit("-", 1)[-1]
    if kind != REVEALED_COUNT or condition.get("at-least") != 1 or "at-most" in condition or noun not in NOUNS:
        return None
    one = "an" if flt[0] in "aeiou" else "a"
    return condition, span, (noun if noun in ("enemy", "location") else "card", f"{one}-{flt}-{REVEALED}")


def chosen_one(rest: str) -> str:
    """"choose and draw 1 of them" → "draw it" (the choice is the selector's own); any other text as it is."""
    m = _CHOOSE_AND.fullmatch(rest.strip().rstrip("."))
    return f"{m.group('verb')} it" if m else rest
