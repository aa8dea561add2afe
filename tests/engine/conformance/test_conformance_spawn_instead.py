"""An ability in an enemy's spawn window that sends it elsewhere ("When the Ghoul Priest spawns: Spawn it here
instead of at its normal location"): the ability is its spawn instruction, overriding any other. Docstrings name the
entry in brackets and quote the sentence (``python -m kb.tools.conformance_coverage``)."""

from __future__ import annotations

from rulecases import at, run, world

_HERE = {"kind": "forced", "timing": "when", "trigger": {"event": "spawn", "what": "Ghoul Priest"},
         "text": "When the Ghoul Priest spawns: Spawn it here instead of at its normal location.",
         "effects": [{"effect": "spawn", "to": "self"}]}


def _priest(spawn: str | None) -> dict:
    data = world(**{"set-aside": [{"name": "Ghoul Priest", "type": "enemy", "health": 5, "attack": {"damage": 2},
                                   **({"spawn": spawn} if spawn else {})}]})
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Spawn the set-aside Ghoul Priest.",
                                              "effects": [{"effect": "spawn", "card": "Ghoul Priest"}]}]
    data["do"] = [{"who": "Roland Banks", "use": "Roland Banks"}]
    data["locations"][1]["abilities"] = [_HERE]
    return data


def test_an_ability_spawning_it_elsewhere_overrides_its_spawn_instruction():
    """[ahlcg/rr/spawn] "- If a card ability instructs the players to spawn an enemy in a particular location (for
    example: “Search the encounter deck for an Acolyte and spawn it in Southside”), treat the ability causing the card
    to enter play as the enemy’s spawn instruction, overriding any other spawn instruction." """
    trace = run(_priest("Hall"))
    assert at(trace, "will spawn at Attic instead (at Hall)") < at(trace, "Step 4: Ghoul Priest spawns at Attic")
    assert trace.final_state["cards"]["Ghoul Priest"]["location"] == "Attic"


def test_an_enemy_with_no_spawn_instruction_spawns_at_the_location_instead_of_engaged():
    """[ahlcg/rr/spawn] "- If an enemy has no spawn instruction, it spawns engaged with the investigator who drew
    it." — unless an ability in its spawn window gives it one: it spawns there, unengaged by Roland (at the Hall)."""
    trace = run(_priest(None))
    at(trace, "will spawn at Attic instead (engaged with the investigator who drew it)")
    priest = trace.final_state["cards"]["Ghoul Priest"]
    assert priest["location"] == "Attic" and priest["engaged"] is None
