"""A card's value modified for each token on it by a lasting effect: "Until the end of the round, each Cultist enemy in
play gets +1 fight for each doom on it".

The lasting effect modifies each card its subject picks as it is established (Lasting Effects), and "it" is each of
them: the count is of the card the modified value belongs to, read whenever that value is (Modifiers: "The game state
constantly checks and (if necessary) updates the count of any variable value"). An enemy's fight and evade are the
values tested against it, so the card counted is the enemy the test is made against: the lasting effect's ``count``
``doom-on:tested-enemy`` (the engine binds it as the test settles its difficulty). A shroud, or tokens of two kinds
counted together ("for each clue and/or doom on it"), is refused with the reason.
"""

from __future__ import annotations

from typing import Any

from .model import NotParsed
from .selectors import singular

#: The tokens counted on a card, as printed (singular) → the engine's composed count of them.
_COUNTS = {"clue": "clue-on", "doom": "doom-on", "damage": "damage-on", "horror": "horror-on", "resource": "resource-on"}
#: The pronouns naming the modified card again.
_AGAIN = ("it", "them")
#: The filter of a composed count naming the enemy the test being made is against (the engine's ``tested-enemy``).
TESTED_ENEMY = "tested-enemy"


def on_each(slots: dict[str, Any], value: str, text: str) -> str | None:
    """The count of a lasting modifier to ``value`` ("fight") "for each <token> on it" (its ``for`` slot and the
    ``on`` naming the card again), else None when it has no such slots; refused (NotParsed) for a count the engine cannot bind to the card modified."""
    counted = slots.get("for")
    if counted is None:
        return None
    on = slots.get("on")
    words, where = counted.words, (counted.where or (" ".join(on.words) if on is not None else "")).lower()
    if words[:1] != ["each"] or where not in _AGAIN or set(slots) - {"for", "on"}:
        return None
    kinds = [w for w in words[1:] if w not in ("and/or", "and", "or")]
    if len(kinds) != 1:
        raise NotParsed(text, "a value modified for each token of several kinds on the card: the engine counts "
                        "one kind of token")
    kind = _COUNTS.get(singular(kinds[0]))
    if kind is None or value not in ("fight", "evade"):
        raise NotParsed(text, "a value modified for each token on the card it belongs to: the engine counts them on "
                        "the enemy a fight or evasion is made against only")
    return f"{kind}:{TESTED_ENEMY}"
