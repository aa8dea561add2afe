"""The ``permits`` field of a constant ability: a permission to play cards out of play "as if they were in your hand".

Play Restrictions, Permissions, and Instructions: "Some cards have permissions that allow the investigator to do
something that the rules would otherwise forbid"; the Golden Rules: a card's permission overrides the rules. The one
thing the rules forbid that a card's text permits this way is where a card is played from (Play: a card is played
from the hand). So the permission is a constant ability whose ``applies-to`` names the event it allows
(``play-card``, its ``who``: whom it permits) and whose ``permits`` names the cards it allows it of: a selector of a
card out of play (``an-event-in-your-discard-pile``, vocabulary/zoned.py), optionally only the topmost of its pile
(``the-topmost-event-in-your-discard-pile``: Wendy's Amulet), or a card attached to the permission's own card
(``a-card-attached-to-self``: "Cards attached to Stick to the Plan may be played as if they were in your hand"; it
leaves that card as it is played). Everything else of the play is unchanged: the card's
cost, the play action (unless it is fast), its play restrictions and any 'cannot'.

On ``commit-card`` a ``permits`` names the one check of ST.2 it relaxes (``COMMIT_PERMITS``): "You may commit 1
card to each skill test performed by an investigator at another location" (Analytical Mind) relaxes only that an
investigator other than the tester must be at the tester's location; the one card each such investigator commits,
the card's icons and its restrictions still hold (procedures/commit_permits.py). "You may commit Possession to a skill
test at your location" relaxes only that a card must have an appropriate skill icon (ST.2), for that card alone
(``what: self``): ST.2's location and its one card for each other investigator still hold.

On ``fight`` a ``permits`` of ``an-enemy-at-another-location`` relaxes only where the enemy attacked must be: "You may
fight Cnidathqua as if it were at your location" (``what: self``; procedures/fight_permits.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .names import Names
from .vocabulary.zoned import zoned_card

#: "the topmost <card> in <pile>": the last card put there (Discard Piles: cards are placed on top, faceup).
TOPMOST = "the-topmost-"
#: The checks of ST.2 a ``permits`` on ``commit-card`` may relax, and what each allows, as the trace says it.
COMMIT_PERMITS = {"a-skill-test-at-another-location": "commit a card to a skill test at another location",
                  "a-card-without-an-appropriate-icon": "commit a card that lacks an appropriate skill icon"}


#: The check a ``permits`` on ``fight`` relaxes: that the enemy attacked is at the attacker's location (Fight).
ELSEWHERE_ENEMY = "an-enemy-at-another-location"


def permitted_selector(permits: str) -> tuple[str, bool]:
    """The zoned selector a ``permits`` value names, and whether only the topmost card of its pile is meant."""
    if permits.startswith(TOPMOST):
        return "a-" + permits[len(TOPMOST):], True
    return permits, False


def check_permits(names: Names, raw: Mapping[str, Any], constant: bool, parts: list[str | int]) -> None:
    """Refuse a ``permits`` anywhere but on a constant applying to ``play-card`` (naming a card out of play) or to
    ``commit-card`` (naming a check of ST.2 it relaxes: ``COMMIT_PERMITS``)."""
    event = raw["applies-to"].get("event")
    if constant and event == "commit-card":
        if raw["permits"] not in COMMIT_PERMITS:
            raise names.fail(parts + ["permits"], f"'permits' on 'commit-card' names the check it relaxes: one of "
                             f"{', '.join(repr(k) for k in COMMIT_PERMITS)}, not {raw['permits']!r}")
        return
    if constant and event == "fight":
        if raw["permits"] != ELSEWHERE_ENEMY:
            raise names.fail(parts + ["permits"], f"'permits' on 'fight' names the check it relaxes: "
                             f"{ELSEWHERE_ENEMY!r}, not {raw['permits']!r}")
        return
    if not constant or event != "play-card":
        raise names.fail(parts + ["permits"], "'permits' is for a constant ability that applies to 'play-card' (its "
                         "'who': the investigators it permits to play the cards it names as if in their hand) or "
                         "to 'commit-card' (the check of a commit it relaxes) or 'fight' (an enemy at another location)")
    value = raw["permits"]
    selector, _ = permitted_selector(value) if isinstance(value, str) else ("", False)
    zoned = zoned_card(selector)
    if zoned is None or zoned.area == "in-your-hand" or not zoned.one:
        raise names.fail(parts + ["permits"], f"'permits' names a card out of play, not in a hand (such as "
                         f"'an-event-in-your-discard-pile' or 'the-topmost-event-in-your-discard-pile'), not {value!r}")
