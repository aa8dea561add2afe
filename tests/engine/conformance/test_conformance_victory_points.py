"""Victory X (Victory Display, Victory Points): an encounter card worth victory points that is overcome by the
investigators is stored in the victory display — a defeated enemy, a treachery that completed its resolution, and
at the end of the scenario a location in play, revealed and with no clues on it; a card without Victory X goes to
the discard pile, and a location with clues left (or unrevealed) stays out."""

from __future__ import annotations

from typing import Any

import pytest
from rulecases import absent, at, gain, reaction, run, world

from kb.engine import SituationError


def _kill(target: str, name: str = "Blast") -> dict[str, Any]:
    return {"name": name, "type": "event", "cost": 0, "text": f"Deal 3 damage to {target}.",
            "effects": [{"effect": "deal-damage", "amount": 3, "to": target}]}


def test_as_a_victory_point_enemy_is_defeated_place_it_in_the_victory_display_instead_of_the_discard_pile():
    """[ahlcg/rr/victory-display-victory-points] "- As a victory point enemy is defeated, place the card in the
    victory display instead of in the discard pile." — the Ghoul, without Victory X, goes to the discard pile."""
    data = world(cards=[{"name": "Priest", "type": "enemy", "health": 2, "victory": 1, "location": "Attic"},
                        {"name": "Ghoul", "type": "enemy", "health": 2, "location": "Attic"}],
                 do=[{"who": "Roland Banks", "action": "play", "card": "Blast"},
                     {"who": "Roland Banks", "action": "play", "card": "Blast #2"}])
    data["investigators"][0]["hand"] = [_kill("Priest"), _kill("Ghoul", "Blast #2")]
    trace = run(data)
    k = at(trace, "Priest's defeat resolves: Victory 1: placed in the victory display instead of the discard pile")
    assert "ahlcg/rr/victory-display-victory-points" in trace.steps[k].rules
    assert at(trace, "Priest is defeated") < k < at(trace, "Ghoul's defeat resolves: placed in the encounter discard")
    assert absent(trace, "Ghoul's defeat resolves: Victory")
    final = trace.final_state
    assert final["victory_display"] == ["Priest"] and final["encounter_discard"] == ["Ghoul"]


def test_as_a_victory_point_treachery_completes_its_resolution_place_it_in_the_victory_display():
    """[ahlcg/rr/victory-display-victory-points] "An encounter card worth victory points that is overcome by the
    investigators is stored in the victory display until the end of the scenario." "- As a victory point
    treachery card completes its resolution, place it in the victory display instead of in the discard pile." —
    Rot, without Victory X, is discarded."""
    data = world(start="1.4", until="1.4", round=2, **{"encounter-deck": [
        {"name": "Omen", "type": "treachery", "victory": 2, "abilities": [
            {"kind": "revelation", "text": "Revelation – Take 1 horror.",
             "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]},
        {"name": "Rot", "type": "treachery"}]})
    trace = run(data)
    k = at(trace, "Step 4: Omen has completed its resolution: Victory 2: placed in the victory display")
    assert at(trace, "Omen [revelation]") < k
    assert trace.final_state["victory_display"] == ["Omen"]
    assert trace.final_state["encounter_discard"] == ["Rot"]


def test_at_the_end_of_a_scenario_place_each_revealed_victory_point_location_with_no_clues_in_the_victory_display():
    """[ahlcg/rr/victory-display-victory-points] "- At the end of a scenario, place each victory point location
    that is in play, revealed, and with no clues on it in the victory display." — Attic (a clue left) and Vault
    (unrevealed) stay out; Cellar has no Victory X."""
    data = world(cards=[{"name": "Act 1a", "type": "act", "resolution": "R1", "abilities": [
                     {"kind": "free", "text": "[free]: Advance.", "effects": [{"effect": "advance", "to": "current-act"}]}]}],
                 resolutions={"R1": {"text": "Done.", "experience": 0}},
                 do=[{"who": "Roland Banks", "use": "Act 1a"}])
    data["locations"] = [{"name": "Hall", "connections": ["Attic", "Vault", "Cellar"], "clues": 0, "shroud": 2,
                          "victory": 1},
                         {"name": "Attic", "connections": ["Hall"], "clues": 1, "shroud": 1, "victory": 1},
                         {"name": "Cellar", "connections": ["Hall"], "clues": 0, "shroud": 1},
                         {"name": "Vault", "connections": ["Hall"], "clues": 0, "shroud": 1, "victory": 2,
                          "revealed": False}]
    trace = run(data)
    k = at(trace, "At the end of the scenario, each location with Victory X in play, revealed and with no clues")
    assert at(trace, "Winning and losing") < k
    assert trace.steps[k].text.endswith(": Hall")
    assert trace.final_state["victory_display"] == ["Hall"]


def test_victory_must_be_a_positive_whole_number():
    """Bad input: a card's ``victory`` of 0 or a word is refused with the field's path, not a traceback."""
    data = world(cards=[{"name": "Priest", "type": "enemy", "health": 2, "victory": 0, "location": "Attic"}])
    with pytest.raises(SituationError, match=r"cards\[0\]\.victory: must be at least 1, not 0"):
        run(data)


def test_a_card_added_to_the_victory_display_is_a_triggering_condition_after_it_is_stored():
    """[ahlcg/rr/victory-display-victory-points] "An encounter card worth victory points that is overcome by the
    investigators is stored in the victory display until the end of the scenario." — being added is an occurrence
    of its own ("After Royal Emissary is added to the victory display"): an 'after' ability on it resolves once the
    card is there; the Ghoul, discarded, does not trigger it."""
    watcher = {"name": "Ledger", "type": "asset", "controller": "Roland Banks", "abilities": [
        reaction("after", {"event": "added-to-victory-display", "what": "enemy"}, gain(),
                 "Forced – After an enemy is added to the victory display: Gain 1 resource.", kind="forced")]}
    data = world(cards=[{"name": "Priest", "type": "enemy", "health": 2, "victory": 1, "location": "Attic"},
                        {"name": "Ghoul", "type": "enemy", "health": 2, "location": "Attic"}, watcher],
                 do=[{"who": "Roland Banks", "action": "play", "card": "Blast"},
                     {"who": "Roland Banks", "action": "play", "card": "Blast #2"}])
    data["investigators"][0]["hand"] = [_kill("Priest"), _kill("Ghoul", "Blast #2")]
    trace = run(data)
    placed = at(trace, "Priest's defeat resolves: Victory 1: placed in the victory display")
    window = at(trace, "'after' window \u2014 Priest is added to the victory display: Ledger [forced]")
    assert placed < window < at(trace, "Ledger [forced]: ") < at(trace, "Ghoul is defeated")
    assert len([s for s in trace.steps if s.text.startswith("Ledger [forced]: ")]) == 1
