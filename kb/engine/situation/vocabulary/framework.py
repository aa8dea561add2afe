"""The phase sequence: the framework events of a round and the player windows between them
(Appendix II; Framework Event Details)."""

from __future__ import annotations

from dataclasses import dataclass

from .kinds import Phase


@dataclass(frozen=True)
class FrameworkStep:
    """A framework event of the phase sequence: its id, the detail text's name, its rule, its phase."""

    id: str
    name: str
    rule: str
    phase: Phase


#: The framework events of a round, in order, named as the Framework Event Details name them.
FRAMEWORK_STEPS: dict[str, FrameworkStep] = {
    s.id: s
    for s in (
        FrameworkStep("1.1", "Mythos phase begins", "ahlcg/rr/1-1", Phase.MYTHOS),
        FrameworkStep("1.2", "Place 1 doom on the current agenda", "ahlcg/rr/1-2", Phase.MYTHOS),
        FrameworkStep("1.3", "Check doom threshold", "ahlcg/rr/1-3", Phase.MYTHOS),
        FrameworkStep("1.4", "Each investigator draws 1 encounter card", "ahlcg/rr/1-4", Phase.MYTHOS),
        FrameworkStep("1.5", "Mythos phase ends", "ahlcg/rr/1-5", Phase.MYTHOS),
        FrameworkStep("2.1", "Investigation phase begins", "ahlcg/rr/2-1", Phase.INVESTIGATION),
        FrameworkStep("2.2", "Next investigator\u2019s turn begins", "ahlcg/rr/2-2", Phase.INVESTIGATION),
        FrameworkStep("2.2.1", "Investigator takes an action, if able", "ahlcg/rr/2-2-1", Phase.INVESTIGATION),
        FrameworkStep("2.2.2", "Investigator\u2019s turn ends", "ahlcg/rr/2-2-2", Phase.INVESTIGATION),
        FrameworkStep("2.3", "Investigation phase ends", "ahlcg/rr/2-3", Phase.INVESTIGATION),
        FrameworkStep("3.1", "Enemy phase begins", "ahlcg/rr/3-1", Phase.ENEMY),
        FrameworkStep("3.2", "Hunter enemies move", "ahlcg/rr/3-2", Phase.ENEMY),
        FrameworkStep("3.3", "Next investigator resolves engaged enemy attacks", "ahlcg/rr/3-3", Phase.ENEMY),
        FrameworkStep("3.4", "Enemy phase ends", "ahlcg/rr/3-4", Phase.ENEMY),
        FrameworkStep("4.1", "Upkeep phase begins", "ahlcg/rr/4-1", Phase.UPKEEP),
        FrameworkStep("4.2", "Reset actions", "ahlcg/rr/4-2", Phase.UPKEEP),
        FrameworkStep("4.3", "Ready exhausted cards", "ahlcg/rr/4-3", Phase.UPKEEP),
        FrameworkStep("4.4", "Each investigator draws 1 card and gains 1 resource", "ahlcg/rr/4-4", Phase.UPKEEP),
        FrameworkStep("4.5", "Each investigator checks hand size", "ahlcg/rr/4-5", Phase.UPKEEP),
        FrameworkStep("4.6", "Upkeep phase ends", "ahlcg/rr/4-6", Phase.UPKEEP),
    )
}

#: The player windows of the phase sequence chart, each named by the framework event it follows
#: (Appendix II, as the chart is printed; 2.2 is the window before each 2.2.1, re-entered after each
#: action; 3.2 is re-entered after each investigator's attacks), and the skill test's two windows.
PLAYER_WINDOWS: dict[str, str] = {
    "1.4": "after 1.4, before 1.5 Mythos phase ends",
    "2.2": "during a turn, before each 2.2.1 (re-entered after each action)",
    "3.2": "after 3.2, and again after each investigator resolves enemy attacks (3.3)",
    "3.3": "after the final investigator resolves enemy attacks, before 3.4",
    "4.2": "after 4.2 Reset actions, before 4.3",
    "4.6": "after 4.6, before the next round's 1.1",
    "ST.1": "during a skill test, after ST.1",
    "ST.2": "during a skill test, after ST.2 (commits)",
}
