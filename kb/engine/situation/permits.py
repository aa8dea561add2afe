"""The ``permits`` field of a constant ability: a permission to play cards out of play "as if they were in your hand".

Play Restrictions, Permissions, and Instructions: "Some cards have permissions that allow the investigator to do
something that the rules would otherwise forbid"; the Golden Rules: a card's permission overrides the rules. The one
thing the rules forbid that a card's text permits this way is where a card is played from (Play: a card is played
from the hand). So the permission is a constant ability whose ``applies-to`` names the event it allows
(``play-card``, its ``who``: whom it permits) and whose ``permits`` names the cards it allows it of: a selector of a
card out of play (``an-event-in-your-discard-pile``, vocabulary/zoned.py), optionally only the topmost of its pile
(``the-topmost-event-in-your-discard-pile``: Wendy's Amulet). Everything else of the play is unchanged: the card's
cost, the play action (unless it is fast), its play restrictions and any 'cannot'.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .names import Names
from .vocabulary.zoned import zoned_card

#: "the topmost <card> in <pile>": the last card put there (Discard Piles: cards are placed on top, faceup).
TOPMOST = "the-topmost-"


def permitted_selector(permits: str) -> tuple[str, bool]:
    """The zoned selector a ``permits`` value names, and whether only the topmost card of its pile is meant."""
    if permits.startswith(TOPMOST):
        return "a-" + permits[len(TOPMOST):], True
    return permits, False


def check_permits(names: Names, raw: Mapping[str, Any], constant: bool, parts: list[str | int]) -> None:
    """Refuse a ``permits`` anywhere but on a constant applying to ``play-card``, or naming no card out of play."""
    if not constant or raw["applies-to"].get("event") != "play-card":
        raise names.fail(parts + ["permits"], "'permits' is for a constant ability that applies to 'play-card' (its "
                         "'who': the investigators it permits to play the cards it names as if in their hand)")
    value = raw["permits"]
    selector, _ = permitted_selector(value) if isinstance(value, str) else ("", False)
    zoned = zoned_card(selector)
    if zoned is None or zoned.area == "in-your-hand" or not zoned.one:
        raise names.fail(parts + ["permits"], f"'permits' names a card out of play, not in a hand (such as "
                         f"'an-event-in-your-discard-pile' or 'the-topmost-event-in-your-discard-pile'), not {value!r}")
