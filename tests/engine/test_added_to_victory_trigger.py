"""A card added to the victory display as a triggering condition, read from the printed sentence ("After Royal
Emissary is added to the victory display"): the named enemy, defeated with Victory X, is stored there and the
agenda's forced ability resolves after it; another enemy defeated (no victory points, or another name) does not
trigger it."""

from __future__ import annotations

from kb.cardtext import parse_card_text

ENCORE = ("<b>Forced</b> - After Royal Emissary is added to the victory display: Remove all doom from play and reset "
          "the agenda deck to agenda 1a. Then, place 3 doom on that agenda.")


def _world(world, victim: str):
    """Overture (1a) advances to Encore (2a) by a doom placed, a doom goes on the Cultist, then Blast defeats the
    victim (Victory 1)."""
    read = parse_card_text(ENCORE, name="Encore", type_code="agenda")
    assert read.gaps == ()
    world["cards"] = [
        {"name": "Overture", "type": "agenda", "number": "1a", "doom": 2, "threshold": 3},
        {"name": "Royal Emissary", "type": "enemy", "location": "Attic", "health": 1, "victory": 1},
        {"name": "Ghoul", "type": "enemy", "location": "Attic", "health": 1, "victory": 1},
        {"name": "Cultist", "type": "enemy", "location": "Attic", "health": 3}]
    world["agenda-deck"] = [{"name": "Encore", "type": "agenda", "number": "2a", "threshold": 9,
                             "abilities": [a.to_situation() for a in read.abilities]}]
    world["investigators"][0]["hand"] = [
        {"name": "Ritual", "type": "event", "cost": 0, "effects": [{"effect": "place-doom", "can-advance": True}]},
        {"name": "Dark Rite", "type": "event", "cost": 0, "effects": [{"effect": "place-doom", "to": "Cultist"}]},
        {"name": "Blast", "type": "event", "cost": 0,
         "effects": [{"effect": "deal-damage", "amount": 1, "to": victim}]}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "Ritual"},
                   {"who": "Roland", "action": "play", "card": "Dark Rite"},
                   {"who": "Roland", "action": "play", "card": "Blast"}]
    return world


def test_the_named_enemy_added_to_the_victory_display_triggers_the_forced_ability(world, run, find):
    trace = run(_world(world, "Royal Emissary"))
    placed = find(trace, "Royal Emissary's defeat resolves: Victory 1: placed in the victory display")
    window = find(trace, "'after' window \u2014 Royal Emissary is added to the victory display: Encore [forced]")
    reset = find(trace, "The agenda deck is reset to agenda 1a: Overture is the current agenda; Encore in the deck")
    assert find(trace, "Encore becomes the current agenda") < placed < window < find(trace, "Encore [forced]: ") \
        < find(trace, "1 doom removed from Cultist") < reset < find(trace, "Overture: doom 0 \u2192 3")
    assert trace.final_state["victory_display"] == ["Royal Emissary"] and trace.final_state["agenda"] == "Overture"


def test_another_enemy_added_to_the_victory_display_does_not_trigger_it(world, run):
    trace = run(_world(world, "Ghoul"))
    assert trace.final_state["victory_display"] == ["Ghoul"]
    assert not any("Encore [forced]" in s.text for s in trace.steps)
    assert trace.final_state["agenda"] == "Encore"
