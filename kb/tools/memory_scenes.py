"""Smoke scenes in which the phrases the investigators remember come to a count ("Objective – If investigators have
performed 4 of the following, you must advance", then the list of key phrases: Planning the Escape).

A state that already holds when the situation begins has not arisen (Forced Abilities), so the scene begins with one
phrase fewer than the bound remembered ("a situation may begin mid-scenario with phrases already remembered") and a
card effect has the acting investigator remember the next one (“Remember that…”: the phrase is kept as printed, for
the rest of the scenario). Kept apart from :mod:`kb.tools.card_scenes`, which builds every other scene, so that each
module keeps to one kind of moment.
"""

from __future__ import annotations

from typing import Any

from kb.engine.situation.vocabulary import composed_count

#: The card whose free ability has the investigator remember the last phrase.
DIARY = "Scribbled Diary"


def phrases_come_to_count(data: dict[str, Any], condition: dict[str, Any], me: str) -> bool:
    """A count of the phrases remembered (``remembered:<phrase>|<phrase>…`` at least N) comes to N by one more
    remembered; False for any other condition, or a bound the listed phrases cannot reach."""
    count, bound = condition.get("count"), condition.get("at-least")
    parts = composed_count(count) if isinstance(count, str) else None
    if parts is None or parts[0] != "remembered" or not isinstance(bound, int) or bound < 1:
        return False
    phrases = parts[1].split("|") if isinstance(parts[1], str) else list(parts[1])
    if len(phrases) < bound:
        return False
    data["remembered"] = phrases[:bound - 1]
    data["cards"].append({"name": DIARY, "type": "asset", "controller": me, "abilities": [
        {"kind": "free", "text": f"Remember that you \u201c{phrases[bound - 1]}.\u201d",
         "effects": [{"effect": "remember", "memory": phrases[bound - 1]}]}]})
    data["do"].append({"who": me, "use": DIARY})
    return True
