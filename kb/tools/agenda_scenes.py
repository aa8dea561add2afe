"""Smoke scenes in which doom is placed on one agenda deck ("After 1 or more doom is placed on the "a" agenda deck",
Outer Wall; "… on the "c" agenda deck", North Tower).

A scenario may play with several agenda decks, told apart by the letter of each agenda's printed number (agendas 1a,
2a, … and 1c, 2c, …: Act Deck and Agenda Deck); doom placed on a deck is placed on its current agenda. The scene holds
two decks — the one the trigger names and another — each with its current agenda numbered so, and a card effect
places 1 doom on the named deck's agenda (Doom: doom placed by a card effect is a timing point as step 1.2's is), so
that the trigger's filter has another deck's agenda to tell apart. Kept apart from :mod:`kb.tools.card_scenes`, which
builds every other scene, so that each module keeps to one kind of moment.
"""

from __future__ import annotations

from typing import Any

from kb.engine.situation.vocabulary import agenda_deck_of

#: The card whose free ability places the doom.
CANDLE = "Doom Candle"


def doom_on_deck(data: dict[str, Any], trigger: dict[str, Any], name: str, where: str, me: str) -> bool | None:
    """Doom placed on the agenda deck the trigger's ``what`` names (``agenda-deck:<letter>``); ``None`` for a trigger
    naming no agenda deck, for the caller's other scenes. The card ``name``, when an agenda, is the named deck's
    current agenda; the scene's stand-in agenda gives way to one numbered for each deck. A location card's acting
    investigator stands in it ("Each investigator at the Outer Wall takes 1 damage": someone is there)."""
    what = trigger.get("what")
    letter = agenda_deck_of(what) if isinstance(what, str) else None
    if trigger.get("event") != "place-doom" or letter is None:
        return None
    if where == "location":
        next(i for i in data["investigators"] if i["name"] == me)["location"] = name
    decks = [letter, "c" if letter == "a" else "a"]
    own = next((c for c in data["cards"] if c["name"] == name and c.get("type") == "agenda"), None)
    if own is not None:
        own.setdefault("number", f"1{decks.pop(0)}")
    data["cards"] = [c for c in data["cards"] if c.get("type") != "agenda" or c is own]
    data["cards"] += [{"name": f"Agenda 1{deck}", "type": "agenda", "threshold": 9, "number": f"1{deck}"}
                      for deck in decks]
    data["cards"].append({"name": CANDLE, "type": "asset", "controller": me, "abilities": [
        {"kind": "free", "text": f"Place 1 doom on the current \"{letter}\" agenda.",
         "effects": [{"effect": "place-doom", "amount": 1, "to": what}]}]})
    data["do"].append({"who": me, "use": CANDLE})
    return True
