"""Smoke scenes for an agenda whose effect resets the agenda deck to an earlier agenda ("Remove all doom from play and
reset the agenda deck to agenda 1a. Then, place 3 doom on that agenda.", Encore).

A deck is reset to a card it has already left behind: the agenda named went out of the game as the deck advanced
past it (Act Deck and Agenda Deck: an advanced agenda is removed from the game). The scene gives the deck that history
by the game's own procedure, never by stating it: the agenda numbered as the effect names is current with its doom
threshold reached, the card is next in the deck (numbered one stage after it), and the round begins at 1.3, where the
deck advances; the card's moment then comes in the investigation phase. When the card also removes doom from play,
doom is placed on it first (a card effect: "Place 1 doom on the current agenda"), so that the removal has doom to
remove. Kept apart from :mod:`kb.tools.card_scenes`, which builds the card's moment, so that each module keeps to one
kind of moment.
"""

from __future__ import annotations

import re
from typing import Any

from .card_scene_names import effects_within

#: The card whose free ability places the doom the card removes.
CENSER = "Doom Censer"
_NUMBER = re.compile(r"(?P<stage>\d+)(?P<letter>[a-z])")


def deck_history(data: dict[str, Any], name: str, me: str) -> None:
    """The agenda deck advanced past the agenda the card's ``reset-deck`` names before the card's moment: the card,
    an agenda in play, is next in the deck after it. Nothing for another card, or a scene that sets its own round."""
    own = next((c for c in data["cards"] if c["name"] == name and c.get("type") == "agenda"), None)
    effects = effects_within([e for a in own.get("abilities") or [] for e in a.get("effects") or []]) if own else []
    reset = next((e for e in effects if e.get("effect") == "reset-deck" and isinstance(e.get("card"), str)), None)
    number = _NUMBER.fullmatch(reset["card"]) if reset is not None else None
    if own is None or number is None or data.get("start") or not data["do"]:
        return
    data["cards"].remove(own)
    own.setdefault("number", f"{int(number['stage']) + 1}{number['letter']}")
    data["agenda-deck"] = [own]
    data["cards"].insert(0, {"name": f"Agenda {reset['card']}", "type": "agenda", "number": reset["card"],
                             "threshold": 1, "doom": 1})
    data.update(round=2, start="1.3", until="2.2.2")
    if any(e.get("effect") == "remove-tokens" and e.get("tokens") == "doom" for e in effects):
        data["cards"].append({"name": CENSER, "type": "asset", "controller": me, "abilities": [
            {"kind": "free", "text": "Place 1 doom on the current agenda.",
             "effects": [{"effect": "place-doom", "amount": 1, "to": "current-agenda"}]}]})
        data["do"].insert(0, {"who": me, "use": CENSER})
