"""Keywords of the scenarios' encounter cards and of player cards that the scenario shapes: Vengeance X, Elusive,
Patrol, Partner, and exile."""

from __future__ import annotations

from typing import Any

from rulecases import absent, at, run, world


def _kill(target: str, amount: int = 3) -> dict[str, Any]:
    return {"name": "Blast", "type": "event", "cost": 0, "text": f"Deal {amount} damage to {target}.",
            "effects": [{"effect": "deal-damage", "amount": amount, "to": target}]}


def test_a_defeated_enemy_with_vengeance_goes_to_the_victory_display_instead_of_the_discard_pile():
    """[ahlcg/glossary/vengeance-x] "- As an enemy with Vengeance X is defeated, place the card in the victory display
    instead of in the discard pile." "Like Victory X, when an encounter card with Vengeance X is overcome by the
    investigators, it is stored in the victory display until the end of the scenario." """
    data = world(cards=[{"name": "Serpent", "type": "enemy", "health": 2, "vengeance": 1, "location": "Attic"},
                        {"name": "Ghoul", "type": "enemy", "health": 2, "location": "Attic"}],
                 do=[{"who": "Roland Banks", "action": "play", "card": "Blast"},
                     {"who": "Roland Banks", "action": "play", "card": "Blast #2"}])
    data["investigators"][0]["hand"] = [_kill("Serpent"), {**_kill("Ghoul"), "name": "Blast #2"}]
    trace = run(data)
    k = at(trace, "Serpent's defeat resolves: Vengeance 1: placed in the victory display instead of the discard pile")
    assert at(trace, "Serpent is defeated") < k < at(trace, "Ghoul's defeat resolves: placed in the encounter discard")
    final = trace.final_state
    assert final["victory_display"] == ["Serpent"] and final["encounter_discard"] == ["Ghoul"]


def test_a_treachery_with_vengeance_goes_to_the_victory_display_as_it_completes_its_resolution():
    """[ahlcg/glossary/vengeance-x] "- As a treachery card with Vengeance X completes its resolution, place it in the
    victory display instead of in the discard pile." """
    data = world(start="1.4", until="1.4", round=2, **{"encounter-deck": [
        {"name": "Curse of Yig", "type": "treachery", "vengeance": 1, "abilities": [
            {"kind": "revelation", "text": "Revelation – Take 1 horror.",
             "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]},
        {"name": "Rot", "type": "treachery"}]})
    trace = run(data)
    k = at(trace, "Step 4: Curse of Yig has completed its resolution: Vengeance 1: placed in the victory display")
    assert at(trace, "Curse of Yig [revelation]") < k
    assert trace.final_state["victory_display"] == ["Curse of Yig"]
    assert trace.final_state["encounter_discard"] == ["Rot"]


def test_at_the_end_of_the_scenario_a_revealed_cleared_location_with_vengeance_goes_to_the_victory_display():
    """[ahlcg/glossary/vengeance-x] "- At the end of a scenario, take each location with Vengeance X that is in play,
    revealed, and has no clues on it, and place it in the victory display." — a location with clues, or unrevealed,
    stays."""
    data = world(cards=[{"name": "Act 1a", "type": "act", "resolution": "R1", "abilities": [
                     {"kind": "free", "text": "[free]: Advance.", "effects": [{"effect": "advance", "to": "current-act"}]}]}],
                 resolutions={"R1": {"text": "Done.", "experience": 0}},
                 do=[{"who": "Roland Banks", "use": "Act 1a"}])
    data["locations"] = [{"name": "Hall", "connections": ["Attic", "Vault"], "clues": 0, "shroud": 2, "vengeance": 1},
                         {"name": "Attic", "connections": ["Hall"], "clues": 1, "shroud": 1, "vengeance": 1},
                         {"name": "Vault", "connections": ["Hall"], "clues": 0, "shroud": 1, "vengeance": 2,
                          "revealed": False}]
    trace = run(data)
    k = at(trace, "At the end of the scenario, each location with Vengeance X in play, revealed and with no clues")
    assert at(trace, "Winning and losing") < k
    assert trace.steps[k].text.endswith(": Hall")
    assert trace.final_state["victory_display"] == ["Hall"]
