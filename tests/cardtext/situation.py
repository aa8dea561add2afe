"""Load parsed abilities into a minimal situation with the engine's public API (it must not raise)."""

from __future__ import annotations

from typing import Any

from kb.cardtext import CardTextResult
from kb.engine import situation_from_data

#: Where a card of each type sits in a minimal situation, and the fields that put it there.
_PLACES: dict[str, tuple[str, dict[str, Any]]] = {
    "asset": ("cards", {"controller": "Roland Banks"}),
    "enemy": ("cards", {"location": "Study", "health": 3, "fight": 2, "evade": 2}),
    "treachery": ("encounter-deck", {}),
    "agenda": ("cards", {"threshold": 5}),
    "act": ("cards", {}),
}


def situation_with(result: CardTextResult, *, name: str = "Parsed Card", type_code: str | None = None) -> dict[str, Any]:
    """A minimal situation holding the parsed card: its abilities, and its card fields."""
    abilities = [a.to_situation() for a in result.runnable]
    card_fields = dict(result.card)
    investigator: dict[str, Any] = {"name": "Roland Banks", "location": "Study", "health": 9, "sanity": 5}
    data: dict[str, Any] = {"game": "ahlcg", "title": "cardtext", "investigators": [investigator],
                            "locations": [{"name": "Study", "shroud": 2, "clues": 2,
                                           "connections": ["Hallway"]},
                                          {"name": "Hallway", "shroud": 1, "connections": ["Study"]}]}
    for named in _named_investigators(abilities):  # "Zoey Samaras suffers 1 mental trauma": he or she is in the game
        data["investigators"].append({"name": named, "location": "Study", "health": 7, "sanity": 7})
    if type_code in ("event", "skill"):
        hand_card: dict[str, Any] = {"name": name, "type": type_code, "cost": 0}
        for key in ("effects", "play-when", "designator", "keywords", "if-success", "if-fail"):
            if key in card_fields:
                hand_card[key] = card_fields[key]
        investigator["hand"] = [hand_card]
        investigator["abilities"] = abilities
        return data
    if type_code == "location":
        data["locations"][0]["abilities"] = abilities
        return data
    if type_code == "investigator" or type_code is None and not card_fields:
        investigator["abilities"] = abilities
        return data
    zone, fields = _PLACES.get(type_code or "asset", _PLACES["asset"])
    card: dict[str, Any] = {"name": name, "type": type_code or "asset", **fields, "abilities": abilities}
    for key in ("keywords", "uses", "put-into-play"):
        if key in card_fields:
            card[key] = card_fields[key]
    if zone == "encounter-deck" and card_fields.get("put-into-play") is None:
        card.pop("put-into-play", None)
    data.setdefault(zone, []).append(card)
    return data


def load(result: CardTextResult, **kwargs: Any) -> Any:
    """Build the situation and load it: raises the engine's SituationError if anything is off."""
    return situation_from_data(situation_with(result, **kwargs))


def _named_investigators(abilities: list[dict[str, Any]]) -> list[str]:
    """The investigators an ability names by their printed name (an effect's ``who`` spelled as a name)."""
    found = [e["who"] for a in abilities for e in a.get("effects", []) if " " in str(e.get("who", ""))
             and str(e["who"])[:1].isupper()]
    return [n for n in dict.fromkeys(found) if n != "Roland Banks"]
