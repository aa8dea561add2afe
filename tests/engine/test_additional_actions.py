"""Restricted additional actions and losing actions (FAQ 1.10; EX-26 Daisy Walker)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from kb.engine import SituationError, parse_situation, replay, situation_from_data


def _daisy(world, *, actions=3, do=(), lose=None):
    roland = world["investigators"][0]
    roland.update(actions=actions, **{"restricted-actions": [{"traits": ["Tome"]}]})
    roland["deck"] = ["Card A", "Card B", "Card C"]
    world["cards"] = [{"name": "Tome", "type": "asset", "controller": "Roland", "traits": ["Tome"],
                       "abilities": [{"kind": "action", "cost": {"exhaust": True},
                                      "effects": [{"effect": "draw", "amount": 1}]}]},
                      {"name": "Lamp", "type": "asset", "controller": "Roland", "traits": ["Item"],
                       "abilities": [{"kind": "action", "effects": [{"effect": "gain-resources", "amount": 1}]}]}]
    if lose is not None:
        roland["abilities"] = [{"kind": "free", "effects": [{"effect": "lose-actions", "amount": lose}]}]
    world["do"] = list(do)
    return world


def test_a_non_tome_action_cannot_use_the_additional_action(world, run, find):
    trace = run(_daisy(world, actions=0, do=[{"who": "Roland", "action": "activate", "card": "Lamp"},
                                              {"who": "Roland", "action": "draw"},
                                              {"who": "Roland", "action": "activate", "card": "Tome"}]))
    refused = trace.steps[find(trace, "Not possible (do[0])")]
    assert "Lamp's ability cannot use the additional action" in refused.text
    assert "ahlcg/faq/1-10" in refused.rules
    assert "Not possible (do[1])" in trace.steps[find(trace, "a draw action cannot use")].text
    find(trace, "qualifies for Roland's additional action")
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Card A"]


def test_a_tome_ability_uses_the_additional_action_before_a_standard_one(world, run):
    trace = run(_daisy(world, do=[{"who": "Roland", "action": "activate", "card": "Tome"}]))
    assert trace.final_state["investigators"]["Roland"]["actions"] == 3


def test_the_additional_action_is_lost_only_when_it_is_all_that_remains(world, run, find):
    trace = run(_daisy(world, actions=1, lose=2, do=[{"who": "Roland", "use": "Roland"},
                                                     {"who": "Roland", "action": "activate", "card": "Tome"}]))
    lost = trace.steps[find(trace, "Roland loses 2 actions")].text
    assert "standard actions 1 \u2192 0; only additional actions remained, so it is lost too" in lost
    find(trace, "Not possible (do[1]): Roland has no actions left")


def test_losing_more_than_there_is_says_so(world, run, find):
    trace = run(_daisy(world, actions=1, lose=3, do=[{"who": "Roland", "use": "Roland"}]))
    assert "nothing more to lose (2 of 3 lost)" in trace.steps[find(trace, "Roland loses 3 actions")].text


@pytest.mark.parametrize(("edit", "path", "fragment"), [
    (lambda w: w["investigators"][0].update({"restricted-actions": [{"trait": ["Tome"]}]}),
     "investigators[0].restricted-actions[0].trait", "did you mean 'traits'?"),
    (lambda w: w["investigators"][0].update({"restricted-actions": [{"traits": []}]}),
     "investigators[0].restricted-actions[0].traits", "at least 1 item"),
    (lambda w: w["cards"].append({"name": "Book", "type": "asset", "controller": "Roland", "traits": "Tome"}),
     "cards[0].traits", "must be an array"),
    (lambda w: w["investigators"][0].update(abilities=[{"kind": "free", "effects": [{"effect": "lose-actions"}]}]),
     "investigators[0].abilities[0].effects[0]", "the effect 'lose-actions' needs 'amount'"),
])
def test_bad_additional_action_fields_are_named(world, edit, path, fragment):
    edit(world)
    text = yaml.safe_dump(world, sort_keys=False)
    with pytest.raises(SituationError) as caught:
        parse_situation(text)
    assert caught.value.path == path and fragment in str(caught.value) and caught.value.line


EXAMPLES = Path(__file__).resolve().parents[2] / "kb" / "engine" / "examples"


def _example(name: str) -> dict:
    return yaml.safe_load((EXAMPLES / f"{name}.yaml").read_text(encoding="utf-8"))


def test_an_either_option_to_lose_an_action_keeps_the_additional_action(find):
    # EX-29's "either lose 1 action or take 1 horror", taken by an investigator with a Tome action:
    # the one lose-actions effect takes the standard action (FAQ 1.10).
    data = _example("ex29-for-each-point-you-fail-by")
    data["investigators"][0]["restricted-actions"] = [{"traits": ["Tome"]}]
    trace = replay(situation_from_data(data))
    lost = trace.steps[find(trace, "Roland Banks loses 1 action")]
    assert lost.text.startswith("Roland Banks loses 1 action (Hypothetical Exhaustion): standard actions 1 \u2192 0; "
                                "the standard actions are lost first, so the additional action is kept")
    assert "ahlcg/faq/1-10" in lost.rules


def test_a_cumulative_for_each_loses_the_standard_actions_first(find):
    # "Lose 1 action for each point you fail by" is one cumulative effect (amount 3): the standard
    # actions go first, the additional action only when nothing else remains.
    data = _example("ex29-for-each-point-you-fail-by")
    data["investigators"][0]["restricted-actions"] = [{"traits": ["Tome"]}]
    dread = data["encounter-deck"][0]["abilities"][0]["effects"][0]["fail"][0]
    dread["effects"] = [{"effect": "lose-actions", "amount": 1}]
    trace = replay(situation_from_data(data))
    find(trace, "single cumulative effect (amount 3)")
    assert "standard actions 2 \u2192 0; only additional actions remained, so it is lost too" in \
        trace.steps[find(trace, "Roland Banks loses 3 actions")].text


def test_an_ability_activated_ignoring_all_costs_uses_no_additional_action(find):
    # EX-36 with a Spell action: Word of Woe's activation is no action, so the additional action that
    # Earthly Serenity (a Spell) would qualify for is not used.
    data = _example("ex36-ignoring-all-costs")
    data["investigators"][0]["restricted-actions"] = [{"traits": ["Spell"]}]
    data["cards"][0]["traits"] = ["Spell"]
    trace = replay(situation_from_data(data))
    find(trace, "costs ignored (Word of Woe")
    assert not any("qualifies for" in s.text or s.text.startswith("Agnes Baker takes an action") for s in trace.steps)
    assert trace.final_state["investigators"]["Agnes Baker"]["actions"] == 3


def test_each_investigator_at_your_location_loses_an_action_in_player_order(world, run, find):
    """Broken Rails: "Each investigator at your location loses 1 action" — every investigator the selector picks loses
    it (FAQ 1.10: "that investigator has that many fewer standard actions"), in player order, not only the first."""
    world["investigators"][1]["actions"] = 3  # both in the Hall, each with actions to lose
    world["cards"] = [{"name": "Rails", "type": "asset", "controller": "Roland", "abilities": [{
        "kind": "free", "effects": [{"effect": "lose-actions", "amount": 1, "who": "each-investigator-at-your-location"}]}]}]
    world["do"] = [{"who": "Roland", "use": "Rails"}]
    trace = run(world)
    assert find(trace, "Roland loses 1 action") < find(trace, "Agnes loses 1 action")
    assert [trace.final_state["investigators"][w]["actions"] for w in ("Roland", "Agnes")] == [2, 2]
