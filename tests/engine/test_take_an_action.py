"""'Take an action' effects (EX-17, the Ursula Downs ruling): as though gaining and spending an action."""

from kb.engine import load_example, replay


def test_ursula_takes_two_attacks_of_opportunity():
    trace = replay(load_example("ex17-take-an-action"))
    attacks = [(s.depth, s.card) for s in trace.steps if "makes an attack of opportunity" in s.text]
    assert attacks == [(1, "Ghoul Minion"), (2, "Ghoul Minion")]
    texts = [s.text for s in trace.steps]
    react = next(i for i, t in enumerate(texts) if t.startswith("Ursula Downs [reaction]"))
    take = next(i for i, t in enumerate(texts) if "takes an action through Ursula Downs's effect" in t)
    second = max(i for i, t in enumerate(texts) if "makes an attack of opportunity" in t)
    investigate = next(i for i, t in enumerate(texts) if "Ursula Downs investigates Hallway" in t)
    assert react < take < second < investigate
    assert trace.steps[take].depth == 1 and trace.steps[investigate].depth == 1


def test_the_action_taken_through_an_effect_costs_no_action_of_the_turn():
    trace = replay(load_example("ex17-take-an-action"))
    ursula = trace.final_state["investigators"]["Ursula Downs"]
    assert ursula["actions"] == 2  # only the move was spent
    assert ursula["clues"] == 1
    assert (ursula["damage"], ursula["horror"]) == (2, 2)


def _ursula(world, effect):
    world["investigators"][0]["abilities"] = [
        {"kind": "reaction", "timing": "after", "trigger": {"event": "move", "who": "you"},
         "limit": {"count": 1, "per": "round"}, "effects": [effect]}]
    world["cards"] = [{"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 5,
                       "attack": {"damage": 1}}]
    return world


def test_performing_the_effect_of_an_action_directly_does_not_provoke(world, run):
    trace = run(dict(_ursula(world, {"effect": "investigate", "result": "success"}),
                     do=[{"who": "Roland", "action": "move", "to": "Attic"}]))
    attacks = [s for s in trace.steps if "makes an attack of opportunity" in s.text]
    assert len(attacks) == 1  # the move only
    assert trace.final_state["investigators"]["Roland"]["clues"] == 1


def test_limit_once_per_round(world, run):
    trace = run(dict(_ursula(world, {"effect": "gain-resources", "amount": 1}),
                     do=[{"who": "Roland", "action": "move", "to": "Attic"},
                         {"who": "Roland", "action": "move", "to": "Hall"}]))
    uses = [s for s in trace.steps if s.kind.value == "ability"]
    assert len(uses) == 1
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6


def test_an_action_the_rules_forbid_is_aborted_inside_the_effect(world, run):
    trace = run(dict(_ursula(world, {"effect": "take-action", "action": "move"}),
                     do=[{"who": "Roland", "action": "move", "to": "Attic"}]))
    aborted = next(s for s in trace.steps if s.text.startswith("Aborted:"))
    assert aborted.depth == 1 and "a move action goes to a location connected to Attic" in aborted.text
    assert trace.final_state["investigators"]["Roland"]["location"] == "Attic"
