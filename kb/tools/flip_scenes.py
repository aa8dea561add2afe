"""Scenes in which a location or a card is flipped over (for ``kb.tools.card_scenes``): "After a location is flipped
over" (Winged One), "When @self is flipped", "When Creature out of Demhe's location or a connecting location is
flipped over" (the bearer's location, ``this-location``, or one connected to it).

A card's effect flips it: a Lever in play whose free ability flips the room (``flip-location``, the location given an
``other-side``) or the card itself (``flip-card``, the card given one). A location flipped is the room the
investigators stand in (the card's own location when it names itself); an enemy whose ability waits for it stands
unengaged in the other room, so that "if <it> is ready and unengaged" holds and "move it once toward that location"
has somewhere to go (Flip: the location does not leave play, FAQ, The Wages of Sin).
"""

from __future__ import annotations

from typing import Any

#: The card whose free ability does the flipping.
LEVER = "Flipping Lever"
#: A trigger's ``what`` naming the bearer's location, and one connected to it.
THIS_LOCATION, CONNECTING = "this-location", "location-connecting-to-this-location"
BEARERS_ROOMS = (THIS_LOCATION, CONNECTING)


def flipped(data: dict[str, Any], trigger: dict[str, Any], name: str, where: str, me: str) -> bool:
    """Make the trigger's ``flip`` occur; False when its ``what`` is nothing this scene flips."""
    what = trigger.get("what")
    if what == "self" and where == "in play":
        card = next(c for c in data["cards"] if c["name"] == name)
        card.setdefault("other-side", {"name": f"{name} (other side)", "type": card.get("type", "asset")})
        effect: dict[str, Any] = {"effect": "flip-card", "to": name}
    elif (what == "self" and where == "location") or what in ("location", "a-location", "your-location"):
        room = name if what == "self" else data["investigators"][0]["location"]
        effect = _flip_room(data, room)
        _waiting_enemy(data, name, room)
    elif what in BEARERS_ROOMS:
        room = _bearers_room(data, name, where, me)
        if what == CONNECTING:  # a room connected to the bearer's: the investigators stand there
            room = next(loc for loc in data["locations"] if loc["name"] == room)["connections"][0]
            for person in data["investigators"]:
                person["location"] = room
        effect = _flip_room(data, room)
    else:
        return False
    data["cards"].append({"name": LEVER, "type": "asset", "controller": me, "abilities": [
        {"kind": "free", "text": "Flip it over.", "effects": [effect]}]})
    data["do"].append({"who": me, "use": LEVER})
    return True


def _flip_room(data: dict[str, Any], room: str) -> dict[str, Any]:
    """Give ``room`` an other side, and the effect flipping it."""
    next(loc for loc in data["locations"] if loc["name"] == room).setdefault("other-side", {"shroud": 3})
    return {"effect": "flip-location", "to": room}


def _bearers_room(data: dict[str, Any], name: str, where: str, me: str) -> str:
    """The location of the card ``name``: itself when a location; the room it stands in when it has one; else (an
    enemy engaged with, an asset or treachery held by, the acting investigator) his or hers."""
    if where == "location":
        return name
    card = next((c for c in data["cards"] if c["name"] == name), {})
    mine = next(i for i in data["investigators"] if i["name"] == me)["location"]
    return str(card.get("location") or mine)


def _waiting_enemy(data: dict[str, Any], name: str, room: str) -> None:
    """The card, when an enemy, waits ready and unengaged in a room other than ``room``."""
    for card in data["cards"]:
        if card["name"] == name and card.get("type") == "enemy":
            card.pop("engaged", None)
            card["location"] = next(loc["name"] for loc in data["locations"] if loc["name"] != room)
