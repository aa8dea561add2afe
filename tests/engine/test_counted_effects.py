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
    effects = [{"effect": "for-each", "count": "remaining-action",
                "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}]
    trace = run(_ability(world, effects, actions=2))
    assert trace.final_state["investigators"]["Roland"]["horror"] == 2


def test_losing_all_resources_loses_as_many_as_you_have_at_once(world, run, find):
    effects = [{"effect": "for-each", "count": "resource-you-have",
                "effects": [{"effect": "lose-resources", "amount": 1}]}]
    trace = run(_ability(world, effects))
    find(trace, "resolves as a single cumulative effect (amount 5)")
    assert trace.final_state["investigators"]["Roland"]["resources"] == 0
