"""The printed cost of the cards an earlier instruction of the same ability recorded: "X is the total printed cost of
those discarded cards" (Extracurricular Activity, Where Doom Awaits: after "Discard the top 2 cards of your deck") —
the engine's result count ``printed-cost-of-card-discarded-by-this-effect``, read from the resolution's record.

Composed as a noun phrase: "(the) (total) (printed) cost of" and the recorded cards — a participle before the noun
("those discarded cards", "the revealed cards") or after it, with or without its agent ("the cards discarded by this
effect", "cards shuffled in this way"). The participle names the outcome; any other noun phrase is not read here
("the cost of the Ally asset returned to your hand": no record of a return).
"""

from __future__ import annotations

import re

#: The participle → the engine's outcome that records those cards.
_OUTCOMES = {"discarded": "card-discarded", "revealed": "card-revealed", "looked at": "card-looked-at",
             "shuffled": "card-shuffled"}
_PART = "|".join(_OUTCOMES)
_TOTAL = re.compile(r"(?:the )?(?:total )?(?:printed )?cost of (?P<np>.+)", re.I)
_BEFORE = re.compile(rf"(?:those |the |these )?(?P<part>{_PART}) cards", re.I)
_AFTER = re.compile(rf"(?:those |the |these )?cards (?P<part>{_PART})(?: by this effect| in this way)?", re.I)


def recorded_total(phrase: str) -> str | None:
    """"the total printed cost of those discarded cards" → ``printed-cost-of-card-discarded-by-this-effect``; None for
    any other phrase."""
    total = _TOTAL.fullmatch(phrase.strip())
    if total is None:
        return None
    np = total.group("np").strip()
    cards = _BEFORE.fullmatch(np) or _AFTER.fullmatch(np)
    return f"printed-cost-of-{_OUTCOMES[cards.group('part').lower()]}-by-this-effect" if cards else None
