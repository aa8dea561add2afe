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


def places_named(data: dict[str, Any], triggers: list[dict[str, Any]]) -> None:
    """A place a trigger names by its title as where the move goes ("during which you move from the Balcony to the
    Theatre": ``to: Theatre``) is a location of every scene of the card, connected to the first room and to the card
    when it is a location, since the situation checks each ability's names whichever ability is replayed."""
    known = {loc["name"] for loc in data["locations"]}
    for to in (t.get("to") for t in triggers):
        if not isinstance(to, str) or not to[:1].isupper() or to in known:
            continue  # a selector ("your-location"), or a place the scene holds
        known.add(to)
        data["locations"].append({"name": to, "connections": [loc["name"] for loc in data["locations"]], "clues": 0,
                                  "shroud": 1})
        for loc in data["locations"][:-1]:
            loc["connections"].append(to)


def move_action(data: dict[str, Any], trigger: dict[str, Any], name: str, where: str, me: str) -> None:
    """"After you perform a move action during which you move from the Balcony to the Theatre": the investigator
    stands where the move starts (the card, a location, for ``source: self``) and takes a move action to where it
    goes (the trigger's ``to``, else the next room)."""
    person = next(i for i in data["investigators"] if i["name"] == me)
    if trigger.get("source") == "self" and where == "location":
        person["location"] = name
    start = person["location"]
    to = trigger.get("to") if isinstance(trigger.get("to"), str) and str(trigger.get("to"))[:1].isupper() else None
    to = to or next(c for c in next(loc for loc in data["locations"] if loc["name"] == start)["connections"])
    data["do"].append({"who": me, "action": "move", "to": to})


def control_taken(data: dict[str, Any], trigger: dict[str, Any], named: str, me: str) -> bool:
    """The occurrence of control taken of a card the trigger names ("When you take control of "Jazz" Mulligan"): the
    card is in play at ``me``'s location under no one's control, with a Parley that takes control of it, which ``me``
    uses; False for any other trigger (no scene makes it occur)."""
    if trigger.get("event") != "take-control":
        return False
    parley = {"kind": "action", "cost": {"actions": 1}, "designator": "parley", "effects": [{"effect": "take-control"}],
              "text": f"[action]: Parley. Take control of {named}."}
    data["cards"].append({"name": named, "type": "asset", "controller": None, "location": data["locations"][0]["name"],
                          "abilities": [parley]})
    data["do"].append({"who": me, "action": "activate", "card": named, "ability": 0})
    return True
