"""What an "encounter card" (a "scenario card") is to a card ability ("“Encounter Cards” vs “Scenario Cards”", 2024
glossary): "any non-player card used in a scenario" — replayed with Poltergeist's "Cannot be damaged except by Spell,
Relic, or encounter cards.", damaged by a treachery's and an agenda's effect, never by a player card's.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import run, world

POLTERGEIST = {"name": "Poltergeist", "type": "enemy", "location": "Hall", "health": 3, "fight": 1, "evade": 1,
               "abilities": [{"kind": "constant", "cannot": True,
                              "text": "Cannot be damaged except by Spell, Relic, or encounter cards.",
                              "applies-to": {"event": "damage-dealt", "what": "self",
                                             "except": {"source": ["spell-card", "relic-card", "encounter-card"]}}}]}
HIT = [{"effect": "deal-damage", "amount": 1, "to": "Poltergeist"}]


def _damage_from(card: dict) -> int:
    """Roland uses ``card``'s free ability dealing Poltergeist 1 damage: the damage it has after."""
    free = {"kind": "free", "text": "[free]: Deal 1 damage to Poltergeist.", "effects": HIT}
    data = world(cards=[dict(POLTERGEIST), {**card, "abilities": [free]}],
                 do=[{"who": "Roland Banks", "use": card["name"]}])
    return run(data).final_state["cards"]["Poltergeist"]["damage"]


def test_a_treachery_of_the_scenario_and_a_scenario_agenda_are_encounter_cards():
    """[ahlcg/glossary/encounter-cards-vs-scenario-cards] "These two terms are used interchangeably to mean any
    non-player card used in a scenario, such as the contents of the encounter deck, locations, acts, agendas, the
    scenario reference card, etc." — a treachery drawn from the encounter deck and the agenda in play each deal their
    damage to Poltergeist."""
    assert _damage_from({"name": "Falling Rocks", "type": "treachery", "threat-area": "Roland Banks"}) == 1
    assert _damage_from({"name": "The Barrier", "type": "agenda", "threshold": 8}) == 1


def test_a_player_card_is_no_encounter_card_not_even_a_weakness_treachery():
    """[ahlcg/glossary/encounter-cards-vs-scenario-cards] "These two terms are used interchangeably to mean any
    non-player card used in a scenario" — a player's own weakness treachery and his asset are player cards: neither
    damages Poltergeist."""
    assert _damage_from({"name": "Hospital Debts", "type": "treachery", "threat-area": "Roland Banks",
                         "weakness": True}) == 0
    assert _damage_from({"name": "Knife", "type": "asset", "controller": "Roland Banks"}) == 0
