"""A 'cannot' excepting an ability (Cannot; Ability; Leaves Play; Defeat): "cannot leave play except by the ability
below", "cannot be damaged or attacked except using the ability on Esoteric Formula", "cannot be defeated except by
his [action] ability" — the occurrences a card's ability makes happen record that card as their ``source``, and the
exception lets those through; every other way stays forbidden (Cannot is absolute)."""

from __future__ import annotations

from typing import Any


def _jacket(world: dict[str, Any]) -> dict[str, Any]:
    """A card in Roland's threat area whose own ability discards it, and another card whose ability discards it."""
    world["cards"] = [{"name": "Straitjacket", "type": "treachery", "threat-area": "Roland",
                       "text": "This card cannot leave play except by the ability below.\n"
                               "[action] [action]: Discard Straitjacket."},
                      {"name": "Scissors", "type": "asset", "controller": "Roland",
                       "text": "[action]: Discard Straitjacket."}]
    return world


def test_cannot_leave_play_except_by_the_ability_below_its_own_ability_discards_it(world, run, find):
    """Leaves Play: the card's own ability is the excepted way — it is discarded, and leaves play."""
    data = _jacket(world)
    data["do"] = [{"who": "Roland", "action": "activate", "card": "Straitjacket"}]
    trace = run(data)
    find(trace, "Straitjacket is discarded")
    assert trace.final_state["cards"]["Straitjacket"]["zone"] != "play"


def test_cannot_leave_play_except_by_the_ability_below_another_cards_ability_cannot_discard_it(world, run, find):
    """Cannot: any other card's ability is forbidden — the card stays in play, and the trace names the
    restriction."""
    data = _jacket(world)
    data["do"] = [{"who": "Roland", "action": "activate", "card": "Scissors"}]
    trace = run(data)
    find(trace, "cannot leave play")
    assert trace.final_state["cards"]["Straitjacket"]["zone"] == "play"


def _brood(world: dict[str, Any], weapon: str) -> dict[str, Any]:
    """Roland fights the Brood with ``weapon``'s Fight ability."""
    world["cards"] = [{"name": "Brood of Yog-Sothoth", "type": "enemy", "engaged": "Roland", "health": 3,
                       "fight": 1, "evade": 1,
                       "text": "Cannot be damaged or attacked except using the ability on Esoteric Formula."},
                      {"name": weapon, "type": "asset", "controller": "Roland",
                       "text": "[action] Fight. You get +1 [combat] for this attack."}]
    if weapon != "Esoteric Formula":  # the card the exception names, in play beside the weapon used
        world["cards"].append({"name": "Esoteric Formula", "type": "asset", "controller": "Roland"})
    world["do"] = [{"who": "Roland", "action": "activate", "card": weapon}]
    world["tests"] = [{"who": "Roland", "tokens": ["0"]}]
    return world


def test_cannot_be_attacked_except_using_the_ability_on_a_named_card_that_cards_attack_deals_damage(world, run):
    """Cannot … except: an attack with the named card's ability is excepted — it is made, and its damage placed."""
    trace = run(_brood(world, "Esoteric Formula"))
    assert trace.final_state["cards"]["Brood of Yog-Sothoth"]["damage"] == 1


def test_cannot_be_attacked_except_using_the_ability_on_a_named_card_another_attack_cannot_happen(world, run, find):
    """Cannot is absolute for any other card's attack: the attack does not happen, and no damage is placed."""
    trace = run(_brood(world, "Machete"))
    find(trace, "cannot happen: Brood of Yog-Sothoth")
    assert trace.final_state["cards"]["Brood of Yog-Sothoth"]["damage"] == 0


def _mask(world: dict[str, Any], text: str) -> dict[str, Any]:
    """The Man in the Pallid Mask, whose own ability defeats him, and another card's ability that defeats him."""
    world["cards"] = [{"name": "The Man in the Pallid Mask", "type": "enemy", "location": "Hall", "health": 1,
                       "fight": 1, "evade": 1, "text": "[free]: Defeat The Man in the Pallid Mask."},
                      {"name": "Search For the Stranger", "type": "act", "text": text},
                      {"name": "Slayer", "type": "asset", "controller": "Roland",
                       "abilities": [{"kind": "free", "effects": [
                           {"effect": "defeat", "to": "an-enemy-at-your-location"}]}]}]
    return world


def test_cannot_be_defeated_except_by_his_ability_a_defeat_by_his_own_ability_happens(world, run):
    """Defeat by a card ability: his own ability is the excepted one — he is defeated."""
    data = _mask(world, "The Man in the Pallid Mask cannot be defeated except by his ability.")
    data["do"] = [{"who": "Roland", "use": "The Man in the Pallid Mask"}]
    assert run(data).final_state["cards"]["The Man in the Pallid Mask"]["zone"] != "play"


def test_cannot_be_defeated_except_by_his_ability_another_cards_ability_cannot_defeat_him(world, run, find):
    """Cannot: a defeat by another card's ability is not excepted — he stays in play."""
    data = _mask(world, "The Man in the Pallid Mask cannot be defeated except by his ability.")
    data["do"] = [{"who": "Roland", "use": "Slayer"}]
    trace = run(data)
    find(trace, "The Man in the Pallid Mask is defeated cannot happen: Search For the Stranger")
    assert trace.final_state["cards"]["The Man in the Pallid Mask"]["zone"] == "play"


def test_cannot_be_defeated_by_his_ability_forbids_only_that_ability(world, run, find):
    """"cannot be defeated by his ability" (no exception): his own ability's defeat is forbidden, another card's
    happens."""
    text = "The Man in the Pallid Mask cannot be defeated by his ability."
    own = _mask(world, text)
    own["do"] = [{"who": "Roland", "use": "The Man in the Pallid Mask"}]
    trace = run(own)
    find(trace, "The Man in the Pallid Mask is defeated cannot happen")
    assert trace.final_state["cards"]["The Man in the Pallid Mask"]["zone"] == "play"
    other = _mask(world, text)
    other["do"] = [{"who": "Roland", "use": "Slayer"}]
    assert run(other).final_state["cards"]["The Man in the Pallid Mask"]["zone"] != "play"
