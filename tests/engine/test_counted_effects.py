"""Effects counted on the state ("For each", 2024 glossary): "Take 1 horror for each action you have remaining" (Lost
Memories), "Lose all of your resources" — one cumulative effect of the count, the count said in the trace."""

from __future__ import annotations


def _ability(world, effects, actions=3):
    world["investigators"][0]["actions"] = actions
    world["cards"] = [{"name": "Memories", "type": "asset", "controller": "Roland",
                       "abilities": [{"kind": "free", "effects": effects}]}]
    world["do"] = [{"who": "Roland", "use": "Memories"}]
    return world


def test_for_each_action_remaining_counts_the_actions_left(world, run):
    effects = [{"effect": "for-each", "count": "action-you-have",
                "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]
    trace = run(_ability(world, effects, actions=2))
    assert trace.final_state["investigators"]["Roland"]["horror"] == 2


def test_losing_all_resources_loses_as_many_as_you_have_at_once(world, run, find):
    effects = [{"effect": "for-each", "count": "resource-you-have",
                "effects": [{"effect": "lose-resources", "amount": 1}]}]
    trace = run(_ability(world, effects))
    find(trace, "resolves as a single cumulative effect (amount 5)")
    assert trace.final_state["investigators"]["Roland"]["resources"] == 0


def _flashlight(world, shroud, token):
    """Flashlight: "[action] Spend 1 supply: Investigate. Your location gets -2 shroud for this investigation."."""
    world["locations"][0]["shroud"] = 4
    world["cards"] = [{"name": "Flashlight", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "cost": {"actions": 1}, "effects": [{"effect": "investigate", "shroud": shroud}]}]}]
    world["tests"] = [{"who": "Roland", "tokens": [token]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Flashlight"}]
    return world


def test_a_shroud_modifier_for_this_investigation_is_the_value_tested_against(world, run, find):
    """Roland's intellect 3 against the Hall's shroud 4 -2: 3 ≥ 2, he succeeds and discovers a clue."""
    trace = run(_flashlight(world, -2, "0"))
    find(trace, "Hall's shroud 4 -2 (Flashlight) = 2")
    assert trace.final_state["investigators"]["Roland"]["clues"] == 1


def test_a_shroud_modified_below_zero_is_zero(world, run, find):
    find(run(_flashlight(world, -6, "0")), "Hall's shroud 4 -6 (Flashlight) = 0")


def test_an_enemy_defeated_by_a_card_ability_takes_no_damage_and_goes_to_the_discard(world, run, find):
    """Defeat: "defeat that enemy" — the defeat's window, then the enemy leaves play; no damage is dealt."""
    world["cards"] = [{"name": "Ghoul", "type": "enemy", "location": "Hall", "health": 3, "fight": 2, "evade": 2},
                      {"name": "Slayer", "type": "asset", "controller": "Roland", "abilities": [
                          {"kind": "free", "effects": [{"effect": "defeat", "to": "an-enemy-at-your-location"}]}]}]
    world["do"] = [{"who": "Roland", "use": "Slayer"}]
    trace = run(world)
    step = trace.steps[find(trace, "Ghoul is defeated (by a card ability: Slayer)")]
    assert step.rules[:1] == ("ahlcg/rr/defeat",) and "ahlcg/rr/dealing-damage-horror" not in step.rules
    ghoul = trace.final_state["cards"]["Ghoul"]
    assert (ghoul["zone"], ghoul["damage"]) == ("encounter-discard", 0)


def test_defeating_no_enemy_does_not_resolve(world, run, find):
    world["cards"] = [{"name": "Slayer", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "free", "effects": [{"effect": "gain-resources", "amount": 1},
                                     {"effect": "defeat", "to": "an-enemy-at-your-location"}]}]}]
    world["do"] = [{"who": "Roland", "use": "Slayer"}]
    find(run(world), "No enemy, asset or investigator to defeat to resolve this against")
