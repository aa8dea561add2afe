"""Action Designators and the Backstab ruling (EX-16): a bold Fight designator counts as a fight action."""

import pytest
from engine_steps import stated_test

from kb.engine import SituationError, load_example, replay, situation_from_data
from kb.engine.situation.vocabulary import StepKind

ORDER = [
    (0, "framework", "Skids O'Toole takes an action (3 left): play Backstab"),
    (0, "framework", "Initiation sequence: Skids O'Toole plays Backstab"),
    (0, "state", "Step 2: costs paid simultaneously: 1 action, 3 resources"),
    (0, "note", "Backstab has a bold Fight designator: playing it counts as a fight action"),
    (0, "note", "a fight action (Backstab) does not provoke attacks of opportunity"),
    (0, "event", "Step 3: Backstab commences being played"),
    (0, "event", "Step 4: Backstab's effects resolve"),
    (0, "event", "Skids O'Toole attacks Ghoul Minion (fight 2)"),
    *stated_test("Skids O'Toole", "combat", results=[
        (0, "framework", "Result: Skids O'Toole's attack deals 3 damage to Ghoul Minion"),
        (0, "event", "Skids O'Toole's attack deals 3 damage to Ghoul Minion"),
        (0, "state", "3 damage on Ghoul Minion (0 \u2192 3 of 2)"),
        (0, "event", "Ghoul Minion is defeated"),
        (0, "state", "Ghoul Minion's defeat resolves"),
    ]),
    (0, "state", "Backstab: placed in its owner's discard pile after its effects resolve"),
]


def test_backstab_counts_as_a_fight_action_and_provokes_nothing():
    trace = replay(load_example("ex16-backstab"))
    got = [(s.depth, s.kind.value, s.text) for s in trace.steps[:len(ORDER)]]
    for (depth, kind, text), (want_depth, want_kind, fragment) in zip(got, ORDER):
        assert (depth, kind) == (want_depth, want_kind) and fragment in text, text


def test_a_fight_ability_on_an_asset_provokes_nothing_and_needs_no_second_action():
    trace = replay(load_example("ex16-backstab"))
    texts = [s.text for s in trace.steps]
    start = next(i for i, t in enumerate(texts) if "activate .45 Automatic" in t)
    end = next(i for i, t in enumerate(texts) if "play Emergency Cache" in t)
    assert not any("makes an attack" in t for t in texts[start:end])
    assert any("Step 2: costs paid simultaneously: 1 action, 1 use (actions 2 \u2192 1" in t for t in texts[start:end])


def test_a_plain_play_action_provokes():
    trace = replay(load_example("ex16-backstab"))
    attacks = [(s.depth, s.card) for s in trace.steps if "makes an attack of opportunity" in s.text]
    assert attacks == [(1, "Ravenous Ghoul")]
    texts = [s.text for s in trace.steps]
    assert texts.index(next(t for t in texts if "makes an attack" in t)) < texts.index(
        next(t for t in texts if "Emergency Cache commences being played" in t))
    assert trace.final_state["investigators"]["Skids O'Toole"]["resources"] == 3


def test_an_investigate_designator_still_provokes(world, run):
    world["cards"] = [
        {"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 5, "attack": {"damage": 1}},
        {"name": "Lens", "type": "asset", "controller": "Roland", "abilities": [
            {"kind": "action", "designator": "investigate", "effects": [{"effect": "investigate"}]}]},
    ]
    trace = run(dict(world, do=[{"who": "Roland", "action": "activate", "card": "Lens", "result": "success"}]))
    assert [s.card for s in trace.steps if s.kind is StepKind.EVENT and "makes an attack" in s.text] == ["Ghoul"]


def _designated(world, effect):
    world["cards"] = [
        {"name": "Ghoul", "type": "enemy", "location": "Hall", "health": 3, "fight": 2, "evade": 2,
         "attack": {"damage": 1}},
        {"name": "Lens", "type": "asset", "controller": "Roland", "abilities": [
            {"kind": "action", "designator": effect["effect"], "effects": [effect]}]},
    ]
    return world


def test_st7_a_designating_cards_if_you_succeed_is_a_result_beside_the_actions_own(world, run):
    """ST.7: the results of a successful test are applied; the designating card's "If you succeed, gain 2
    resources" is one of them, beside the investigation's clue, in the order the tester chooses."""
    data = _designated(world, {"effect": "investigate", "success": [{"effect": "gain-resources", "amount": 2}]})
    trace = run(dict(data, do=[{"who": "Roland", "action": "activate", "card": "Lens", "result": "success"}]))
    texts = [s.text for s in trace.steps]
    order = next(t for t in texts if "applies the results in the order" in t)
    assert order.index("discovers 1 clue at Hall") < order.index("Lens: if it succeeds")
    roland = trace.final_state["investigators"]["Roland"]
    assert (roland["resources"], roland["clues"]) == (7, 1)


def test_st7_a_designating_cards_if_you_fail_applies_only_when_the_attack_fails(world, run):
    """ST.7: "If you fail, take 1 damage" on a bold Fight applies on a failed attack, and not on a successful one."""
    data = _designated(world, {"effect": "fight", "fail": [{"effect": "deal-damage", "amount": 1, "to": "you"}]})
    for result, damage, ghoul in (("fail", 1, 0), ("success", 0, 1)):
        trace = run(dict(data, do=[{"who": "Roland", "action": "activate", "card": "Lens", "result": result}]))
        assert trace.final_state["investigators"]["Roland"]["damage"] == damage
        assert trace.final_state["cards"]["Ghoul"]["damage"] == ghoul


BURGLARY = "[action] Exhaust Burglary: <b>Investigate.</b> If you succeed, instead of discovering clues, gain 3 resources."


def test_instead_of_discovering_clues_the_cards_result_replaces_the_investigations(world, run):
    """Instead: the replacing effect resolves and the replaced one (the investigation's clue) does not."""
    world["cards"] = [{"name": "Burglary", "type": "asset", "controller": "Roland", "text": BURGLARY}]
    trace = run(dict(world, do=[{"who": "Roland", "action": "activate", "card": "Burglary", "result": "success"}]))
    roland = trace.final_state["investigators"]["Roland"]
    assert (roland["resources"], roland["clues"]) == (8, 0)
    assert trace.final_state["locations"]["Hall"]["clues"] == 2
    assert not any("discovers 1 clue" in s.text for s in trace.steps)


def test_replace_result_needs_an_investigation_with_success_effects(world):
    world["cards"] = [{"name": "Lens", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "fight", "replace-result": True}]}]}]
    with pytest.raises(SituationError, match="'replace-result' is for an investigate effect"):
        situation_from_data(world)
