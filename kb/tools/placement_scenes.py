"""Where the smoke harness places a card, and who holds it (for ``kb.tools.card_scenes``).

A story asset drawn from the encounter deck ("Revelation – Put "Jazz" Mulligan into play at your location.")
enters play at that location under no one's control (Put into Play: it is put into play, not played, so no
investigator plays it and takes control of it; Asset Cards: an asset in play is controlled only when something
gives it a controller). Its scene places it so: uncontrolled, at the investigator's location, where an ability
such as "Parley … take control of it" can find it.

A player card only one investigator's deck may hold ("Mark Harrigan deck only.", Deckbuilding) is in that
investigator's hands: its scene's acting investigator is he or she, so that what it names of him ("move 1 damage
from Mark Harrigan") is in the game.
"""

from __future__ import annotations

from typing import Any


def asset_placement(fields: dict[str, Any], me: str, location: str) -> dict[str, Any]:
    """The situation fields placing an asset in play: at ``location`` under no control when the card's revelation
    puts it into play there (``put-into-play: location``), else in ``me``'s play area under his control."""
    if fields.get("put-into-play") == "location":
        return {"controller": None, "location": location}
    return {"controller": me}


def deck_owner(card: dict[str, Any], parsed: dict[str, Any]) -> str | None:
    """The investigator whose scene it is: the investigator card itself, or the one a "X deck only" card names;
    ``None``: the harness's own."""
    if card["type_code"] == "investigator":
        return str(card["name"])
    owner = ((parsed.get("card") or {}).get("properties") or {}).get("deck-only")
    return owner if isinstance(owner, str) and owner else None


def added_health(card: dict[str, Any], investigators: int) -> int:
    """The health an enemy's own constant abilities add to it ("The Experiment gets +3 [per_investigator] health"):
    a scene that defeats it with 1 damage puts this much damage on it first, so that 1 more defeats it."""
    return sum(int(a.get("health-modifier") or 0) * (investigators if a.get("per-investigator") else 1)
               for a in card.get("abilities") or [] if a.get("kind") == "constant"
               and (a.get("applies-to") or {}).get("what") == "self")


def attaches_itself(entry: dict[str, Any]) -> bool:
    """An event whose own effect attaches it ("Attach Hiding Spot to any location"): its other abilities work only
    while it is attached, in play (Event Cards), so a scene of one of them has it attached already."""
    return entry.get("type") == "event" and any(
        e.get("effect") == "attach" and e.get("card", "self") == "self" for e in entry.get("effects") or [])
