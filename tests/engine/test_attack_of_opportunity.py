"""Attack of Opportunity (RR p.5), FAQ 1.1, Fast, Action Designators, Appendix I step 2."""

from kb.engine import load_example, replay
from kb.engine.situation.vocabulary import StepKind


def _attacks(trace):
    return [(s.depth, s.card) for s in trace.steps if s.kind is StepKind.EVENT and "makes an attack" in s.text]


def test_bundled_example_order_of_steps():
    trace = replay(load_example("attacks-of-opportunity"))
    assert _attacks(trace) == [(1, "Ravenous Ghoul"), (1, "Ghoul Minion"), (1, "Ravenous Ghoul")]
    kinds = [(s.depth, s.kind.value) for s in trace.steps[:12]]
    assert kinds[:4] == [(0, "framework"), (0, "state"), (0, "framework"), (0, "choice")]
    texts = [s.text for s in trace.steps]
    # after the costs, before the effect: the resource is gained only after both attacks
    cost = next(i for i, t in enumerate(texts) if t.startswith("Cost paid: 1 action"))
    first = next(i for i, t in enumerate(texts) if "makes an attack of opportunity" in t)
    gain = next(i for i, t in enumerate(texts) if "resources 2 \u2192 3" in t)
    assert cost < first < gain


def test_exhausted_enemies_make_no_attack_and_attackers_do_not_exhaust():
    trace = replay(load_example("attacks-of-opportunity"))
    assert "Icy Ghoul" not in [c for _, c in _attacks(trace)]
    assert any("Icy Ghoul: exhausted, so no attack" in s.text for s in trace.steps)
    assert trace.final_state["cards"]["Ravenous Ghoul"]["exhausted"] is False


def test_fast_cards_and_fight_actions_do_not_provoke():
    trace = replay(load_example("attacks-of-opportunity"))
    notes = [s.text for s in trace.steps if s.kind is StepKind.NOTE]
    assert any("playing a fast card (Working a Hunch), which costs no action, does not provoke" in t for t in notes)
    assert any("a fight action does not provoke" in t for t in notes)


def test_engaged_enemies_move_with_the_investigator():
    trace = replay(load_example("attacks-of-opportunity"))
    assert trace.final_state["investigators"]["Roland Banks"]["location"] == "Hallway"
    assert trace.final_state["cards"]["Ravenous Ghoul"]["location"] == "Hallway"
    assert trace.final_state["cards"]["Icy Ghoul"]["location"] == "Hallway"


def _engaged_world(world):
    world["cards"] = [
        {"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 5, "attack": {"damage": 1}},
        {"name": "Rat", "type": "enemy", "engaged": "Roland", "health": 1, "attack": {"horror": 1}},
    ]
    return world


def test_the_investigator_chooses_the_order_default_is_the_situation_order(world, run):
    trace = run(dict(_engaged_world(world), do=[{"who": "Roland", "action": "resource"}]))
    assert _attacks(trace) == [(1, "Ghoul"), (1, "Rat")]
    assert any("no order given; the engine uses the situation's order" in s.text for s in trace.steps)
    trace = run(dict(_engaged_world(world), do=[{"who": "Roland", "action": "resource"}],
                     choices=[{"decision": "order", "among": ["Rat", "Ghoul"]}]))
    assert _attacks(trace) == [(1, "Rat"), (1, "Ghoul")]


def test_an_ability_costing_two_actions_provokes_one_attack_from_each_enemy(world, run):
    world = _engaged_world(world)
    world["cards"].append({"name": "Ritual", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "cost": {"actions": 2}, "text": "Gain 2 resources.",
         "effects": [{"effect": "gain-resources", "amount": 2}]}]})
    trace = run(dict(world, do=[{"who": "Roland", "action": "activate", "card": "Ritual"}]))
    assert _attacks(trace) == [(1, "Ghoul"), (1, "Rat")]
    assert any("costing 2 actions, it still provokes one attack from each enemy" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["actions"] == 1


def test_parley_and_resign_abilities_do_not_provoke(world, run):
    world = _engaged_world(world)
    world["cards"].append({"name": "Exit", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "designator": "resign", "text": "Resign.", "effects": [{"effect": "resign"}]}]})
    trace = run(dict(world, do=[{"who": "Roland", "action": "resign", "card": "Exit"}]))
    assert _attacks(trace) == []
    assert trace.final_state["investigators"]["Roland"]["eliminated"] is True
    assert trace.final_state["investigators"]["Roland"]["defeated"] is False


def test_free_abilities_spend_no_action_and_provoke_nothing(world, run):
    world = _engaged_world(world)
    world["cards"].append({"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "free", "cost": {"exhaust": True}, "effects": [{"effect": "gain-resources", "amount": 1}]}]})
    trace = run(dict(world, do=[{"who": "Roland", "use": "Charm"}]))
    assert _attacks(trace) == []
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6


def test_no_attack_when_not_engaged(world, run):
    trace = run(dict(world, do=[{"who": "Roland", "action": "resource"}]))
    assert _attacks(trace) == []
    assert not any("attacks of opportunity" in s.text for s in trace.steps)


def _one_ghoul(world, **card):
    world["cards"] = [{"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 3, "fight": 2, "evade": 2,
                       "attack": {"damage": 1}}, *([card] if card else [])]
    return world


def test_an_action_whose_card_says_it_does_not_provoke_makes_no_attack_of_opportunity(world, run, find):
    """Lantern: "[action] Discard Lantern: Deal 1 damage to an enemy at your location. This action does not provoke
    attacks of opportunity." — the card's own word over the rule (Golden Rules)."""
    ability = {"kind": "action", "provokes": False, "effects": [{"effect": "gain-resources", "amount": 1}]}
    data = _one_ghoul(world, name="Lantern", type="asset", controller="Roland", abilities=[ability])
    data["do"] = [{"who": "Roland", "action": "activate", "card": "Lantern"}]
    trace = run(data)
    find(trace, "an activate action (Lantern), as its text says, does not provoke attacks of opportunity")
    assert not _attacks(trace) and trace.final_state["investigators"]["Roland"]["damage"] == 0
    ability.pop("provokes")  # the same action without those words provokes the Ghoul's attack
    assert _attacks(run(data)) == [(1, "Ghoul")]


def test_an_event_whose_card_says_it_does_not_provoke_is_played_without_an_attack(world, run, find):
    data = _one_ghoul(world)
    data["investigators"][0]["hand"] = [{"name": "Jab", "type": "event", "cost": 0, "provokes": False,
                                         "effects": [{"effect": "gain-resources", "amount": 1}]}]
    data["do"] = [{"who": "Roland", "action": "play", "card": "Jab"}]
    trace = run(data)
    find(trace, "as its text says, does not provoke attacks of opportunity")
    assert not _attacks(trace)
