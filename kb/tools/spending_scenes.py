"""Scenes in which an act's clue threshold is spent (for ``kb.tools.card_scenes``): at will, as a [free] player ability
(Act Deck and Agenda Deck: "normally done as a [free] player ability"), or at the timing point its objective names
("When the round ends, investigators in the hallway may, as a group, spend the requisite number of clues to advance":
``spend-when``), which the scene then reaches by the game's own steps — the round's end is 4.6, after the upkeep
phase — rather than by using the act."""

from __future__ import annotations

from typing import Any

#: The timing points a scene reaches, by the event the objective's trigger names → the framework steps replayed.
TIMING_STEPS = {"round-ends": ("4.6", "4.6")}


def spend_clues(data: dict[str, Any], objective: dict[str, Any], me: str, act: str) -> None:
    """``me`` uses the act to spend its threshold; with a ``spend-when`` whose event a scene reaches, that timing point
    is replayed instead (the act's triggered ability then spends it); one it does not reach is used as before (and
    the trace says the act has no free ability)."""
    event = ((objective.get("spend-when") or {}).get("trigger") or {}).get("event")
    if event in TIMING_STEPS:
        start, until = TIMING_STEPS[event]
        data.update(round=2, start=start, until=until)
        return
    data["do"].append({"who": me, "use": act})
