"""Damage and horror an enemy's attack must put on a single card first: "While assigning damage and horror from Beast
of Aldebaran's attack, you must assign as much damage and horror as possible to a single card before assigning it to
another card" (``assign-single``). Dealing Damage/Horror, step 1 lets the investigator split it as he or she likes;
the card's text overrides it (The Golden Rules): the card chosen takes all it can, the rest goes to another."""

from __future__ import annotations

from typing import Any

from kb.engine.situation.vocabulary import StepKind

_SINGLE = [{"kind": "constant", "assign-single": True, "applies-to": {"event": event, "source": "self", "via": "attack"}}
           for event in ("damage-dealt", "horror-dealt")]


def _beast(world: dict[str, Any], *, single: bool = True, via_effect: bool = False) -> dict[str, Any]:
    """Agnes has the Beast attack Roland (3 damage, 2 horror), or deal it the same by an effect; Roland controls a
    Guard Dog (health 2, sanity 1) and asks to assign it only 1 damage."""
    hit = ([{"effect": "deal-damage", "amount": 3, "to": "Roland"}, {"effect": "deal-horror", "amount": 2, "to": "Roland"}]
           if via_effect else [{"effect": "enemy-attacks", "enemy": "Beast", "who": "Roland"}])
    world["investigators"][1]["abilities"] = [{"kind": "free", "effects": hit}]
    world["turn"] = "Agnes"
    world["do"] = [{"who": "Agnes", "use": "Agnes"}]
    world["cards"] = [{"name": "Beast", "type": "enemy", "location": "Attic", "health": 6,
                       "attack": {"damage": 3, "horror": 2}, "abilities": _SINGLE if single else []},
                      {"name": "Guard Dog", "type": "asset", "controller": "Roland", "health": 2, "sanity": 1}]
    world["choices"] = [{"decision": "assign", "who": "Roland", "to": "Guard Dog", "damage": 1}]
    return world


def test_the_chosen_card_takes_as_much_as_it_can_of_the_beasts_attack(world, run):
    trace = run(_beast(world))
    final = trace.final_state
    assert final["cards"]["Guard Dog"]["zone"] == "discard"  # 2 damage and 1 horror: as much as it could take
    assert (final["investigators"]["Roland"]["damage"], final["investigators"]["Roland"]["horror"]) == (1, 1)
    choice = next(s for s in trace.steps if s.kind is StepKind.CHOICE)
    assert "2 damage and 1 horror to Guard Dog" in choice.text
    assert any("must take as much damage and horror as possible" in s.text for s in trace.steps)


def test_without_the_text_the_investigator_splits_it_as_he_or_she_chooses(world, run):
    final = run(_beast(world, single=False)).final_state
    assert final["cards"]["Guard Dog"]["damage"] == 1
    assert (final["investigators"]["Roland"]["damage"], final["investigators"]["Roland"]["horror"]) == (2, 2)


def test_damage_dealt_other_than_by_the_beasts_attack_is_split_as_chosen(world, run):
    final = run(_beast(world, via_effect=True)).final_state
    assert final["cards"]["Guard Dog"]["damage"] == 1
