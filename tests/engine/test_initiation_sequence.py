"""Appendix I: Initiation Sequence — restrictions, cost modifiers, costs, and completing the sequence."""

from kb.engine.situation.vocabulary import StepKind


def test_cost_modifiers_apply_at_step_1(world, run):
    world["cards"] = [{"name": "Discount", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "constant", "applies-to": {"event": "play-card", "who": "you"}, "cost-modifier": -2,
         "text": "Cards you play cost 2 fewer resources."}]}]
    world["investigators"][0]["resources"] = 1
    world["investigators"][0]["hand"] = [{"name": "Cache", "type": "event", "cost": 3,
                                          "effects": [{"effect": "gain-resources", "amount": 3}]}]
    trace = run(dict(world, do=[{"who": "Roland", "action": "play", "card": "Cache"}]))
    texts = [s.text for s in trace.steps]
    step1 = next(i for i, t in enumerate(texts) if t.startswith("Step 1: cost modifiers apply (Discount): 3 \u2192 1"))
    step2 = next(i for i, t in enumerate(texts) if t.startswith("Step 2: costs paid simultaneously: 1 action, 1 resource"))
    assert step1 < step2
    assert trace.final_state["investigators"]["Roland"]["resources"] == 3


def test_a_cost_that_cannot_be_paid_aborts_without_paying_anything(world, run):
    world["investigators"][0]["resources"] = 1
    world["investigators"][0]["hand"] = [{"name": "Cache", "type": "event", "cost": 3,
                                          "effects": [{"effect": "gain-resources", "amount": 3}]}]
    trace = run(dict(world, do=[{"who": "Roland", "action": "play", "card": "Cache"}]))
    last = trace.steps[-1]
    assert "the cost cannot be paid, so the process is aborted without paying any cost" in last.text
    assert trace.final_state["investigators"]["Roland"]["actions"] == 3
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Cache"]


def test_an_event_without_potential_to_change_the_game_state_cannot_be_played(world, run):
    world["locations"][0]["clues"] = 0
    world["investigators"][0]["hand"] = [{"name": "Hunch", "type": "event", "cost": 0,
                                          "effects": [{"effect": "discover-clues", "amount": 1}]}]
    trace = run(dict(world, do=[{"who": "Roland", "action": "play", "card": "Hunch"}]))
    assert "has no potential to change the game state" in trace.steps[-1].text
    assert trace.steps[-1].rules == ("ahlcg/rr/event-cards", "ahlcg/rr/appendix-i")


def test_the_sequence_completes_even_if_its_card_leaves_play(world, run):
    """The Rope is defeated by the attack of opportunity its own ability provoked; the ability resolves."""
    world["cards"] = [
        {"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 5, "attack": {"damage": 2}},
        {"name": "Rope", "type": "asset", "controller": "Roland", "health": 2, "abilities": [
            {"kind": "action", "effects": [{"effect": "gain-resources", "amount": 2}]}]},
    ]
    world["choices"] = [{"decision": "assign", "who": "Roland", "to": "Rope"}]
    trace = run(dict(world, do=[{"who": "Roland", "action": "activate", "card": "Rope"}]))
    texts = [s.text for s in trace.steps]
    assert any("Rope's defeat resolves" in t for t in texts)
    note = next(s for s in trace.steps if "has left play, but the initiation sequence" in s.text)
    assert note.rules == ("ahlcg/rr/appendix-i",)
    assert trace.final_state["investigators"]["Roland"]["resources"] == 7


def test_a_reaction_the_player_does_not_use_when_able(world, run):
    world["investigators"][0]["abilities"] = [{
        "kind": "reaction", "timing": "after", "trigger": {"event": "gain-resources", "who": "you"}, "use": False,
        "effects": [{"effect": "draw"}]}]
    world["investigators"][0]["deck"] = ["X"]
    trace = run(dict(world, do=[{"who": "Roland", "action": "resource"}]))
    assert any(s.kind is StepKind.CHOICE and "does not use Roland [reaction]" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["hand"] == []


def test_at_and_if_abilities_come_between_when_and_after(world, run):
    def gain(timing):
        return {"kind": "forced", "timing": timing, "trigger": {"event": "move", "who": "you"},
                "text": timing, "effects": [{"effect": "gain-resources", "amount": 1}]}

    world["investigators"][0]["abilities"] = [gain("after"), gain("if"), gain("when"), gain("at")]
    trace = run(dict(world, do=[{"who": "Roland", "action": "move", "to": "Attic"}]))
    used = [s.text.split("\u201c")[1].rstrip("\u201d") for s in trace.steps if s.kind is StepKind.ABILITY]
    assert used == ["when", "if", "at", "after"]


def test_a_delayed_effect_initiates_once_as_a_forced_ability(world, run):
    world["investigators"][0]["abilities"] = [{
        "kind": "delayed", "timing": "after", "trigger": {"event": "move", "who": "you"},
        "effects": [{"effect": "gain-resources", "amount": 2}]}]
    trace = run(dict(world, do=[{"who": "Roland", "action": "move", "to": "Attic"},
                                {"who": "Roland", "action": "move", "to": "Hall"}]))
    uses = [s for s in trace.steps if s.kind is StepKind.ABILITY]
    assert len(uses) == 1 and "ahlcg/rr/delayed-effects" in uses[0].rules
    assert trace.final_state["investigators"]["Roland"]["resources"] == 7


def _for_this_skill_test(world):
    """Roland's hypothetical fast ability: a resource for +2 to his skill value "for this skill test"."""
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [{
        "kind": "free", "cost": {"resources": 1}, "text": "[fast] Spend 1 resource: You get +2 skill value for this "
        "skill test. (hypothetical)", "effects": [{"effect": "lasting", "duration": "for-this-skill-test",
                                                    "skill-modifier": 2,
                                                    "applies-to": {"event": "skill-test-begins", "who": "you"}}]}]}]
    return world


def test_an_ability_for_this_skill_test_has_no_potential_to_change_the_game_state_outside_one(world, run):
    """Abilities: "A triggered ability can only be initiated if its effect has the potential to change the game
    state": a lasting effect for this skill test, with no skill test being made, changes nothing; its cost is not
    paid."""
    resources = world["investigators"][0].get("resources", 0)
    trace = run(dict(_for_this_skill_test(world), do=[{"who": "Roland", "use": "Charm"}]))
    assert "has no potential to change the game state: it cannot be initiated" in trace.steps[-1].text
    assert trace.final_state["investigators"]["Roland"]["resources"] == resources
    assert trace.final_state["investigators"]["Roland"]["lasting"] == []
