"""A card placed beneath the act deck, replaced: "Forced – When you would place an enemy beneath the act deck: Shuffle
that enemy into the encounter deck, instead." (His Domain) — read from the printed text; the placing is one
occurrence (Act Deck and Agenda Deck), its 'would' ability replaces it (Instead)."""

from __future__ import annotations

from typing import Any

from kb.cardtext import parse_card_text

DOMAIN = ("<b>Forced</b> - When you would place an enemy beneath the act deck: Shuffle that enemy into the encounter "
          "deck, instead.")


def _placing(world: dict[str, Any], *, domain: str | None = DOMAIN, zone: str = "beneath-act-deck") -> dict[str, Any]:
    """Roland's action places a random set-aside Monster enemy beneath a deck (Gift of Madness); His Domain in play."""
    world["cards"] = [{"name": "Gift", "type": "asset", "controller": "Roland", "abilities": [{"kind": "action",
                       "effects": [{"effect": "choose", "to": "a-monster-enemy-set-aside", "random": True},
                                   {"effect": "move-card", "zone": zone, "to": "chosen"}]}]}]
    if domain is not None:
        world["cards"].append({"name": "His Domain", "type": "agenda", "threshold": 6, "text": domain})
    world["set-aside"] = [{"name": "Dark Young", "type": "enemy", "traits": ["Monster"], "health": 5, "fight": 4}]
    world["encounter-deck"] = [{"name": "Crypt Chill", "type": "treachery"}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Gift"}]
    return world


def test_the_trigger_reads_the_placing_beneath_the_act_deck():
    ability = parse_card_text(DOMAIN, name="His Domain", type_code="agenda").abilities[0].to_situation()
    assert ability["timing"] == "would"
    assert ability["trigger"] == {"event": "placed-beneath", "what": "enemy", "who": "you", "via": "act-deck"}
    assert ability["effects"][0]["effect"] == "instead"
    assert ability["effects"][0]["effects"] == [{"effect": "shuffle-into", "to": "triggering-what",
                                                 "deck": "encounter"}]


def test_the_enemy_is_shuffled_into_the_encounter_deck_instead(world, run, find):
    trace = run(_placing(world))
    assert "Dark Young" not in trace.final_state["cards"]  # in the encounter deck: no longer listed beneath
    assert find(trace, "His Domain [forced]") < find(trace, "Dark Young is placed beneath the act deck is replaced") \
        < find(trace, "Dark Young is shuffled into the encounter deck")


def test_without_the_agenda_the_enemy_goes_beneath_the_act_deck(world, run, find):
    trace = run(_placing(world, domain=None))
    assert trace.final_state["cards"]["Dark Young"]["zone"] == "beneath"
    assert find(trace, "Dark Young is placed underneath the act deck, out of play") >= 0


def test_the_agenda_deck_is_not_the_act_deck(world, run):
    trace = run(_placing(world, zone="beneath-agenda-deck"))
    assert trace.final_state["cards"]["Dark Young"]["zone"] == "beneath"
    assert not [s for s in trace.steps if "His Domain [forced]" in s.text]
