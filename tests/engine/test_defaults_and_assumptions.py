"""What a situation leaves out, the replay takes a stated default for and says so (issue 30): an asset
with no controller, a skill test with no chaos token; and the answer names each time an asked-about
ability triggered and did not resolve, with the reason."""

from __future__ import annotations

from kb.engine import replay, situation_from_data
from kb.engine.answer import answer

GUARD_DOG = {"name": "Guard Dog", "type": "asset", "health": 3, "sanity": 1,
             "text": "[reaction] When an enemy attack deals damage to Guard Dog: Deal 1 damage to the attacking enemy."}


def test_an_asset_with_no_controller_is_the_only_investigators_and_the_answer_says_so(world, run):
    world["investigators"].pop()  # Roland alone
    world.pop("turn")
    world["cards"] = [dict(GUARD_DOG)]
    trace = run(world)
    assert trace.final_state["cards"]["Guard Dog"]["controller"] == "Roland"
    assert [u.text for u in trace.unresolved] == [
        "cards[0]: Guard Dog names no controller; the engine took Roland, the only investigator (give `controller` "
        "to change it)"]


def test_with_two_investigators_the_active_one_controls_it(world, run):
    world["cards"] = [dict(GUARD_DOG)]
    trace = run(world)  # the world's turn is Roland's
    assert trace.final_state["cards"]["Guard Dog"]["controller"] == "Roland"
    assert "the active investigator" in trace.unresolved[0].text


def test_an_enemy_placed_nowhere_is_engaged_with_the_only_investigator_and_the_answer_says_so(world, run):
    world["investigators"].pop()
    world.pop("turn")
    world["cards"] = [{"name": "Ghoul Minion", "type": "enemy", "health": 2, "attack": {"damage": 1}}]
    world.update(start="3.3", until="3.4")
    trace = run(world)
    assert [u.text for u in trace.unresolved] == [
        "cards[0]: Ghoul Minion is placed nowhere; the engine engaged it with Roland, the only investigator (give "
        "`engaged` or `location` to change it)"]
    assert trace.final_state["investigators"]["Roland"]["damage"] == 1  # it attacked him in the enemy phase


def test_a_skill_test_without_a_token_states_its_assumption_in_the_answer(world, run):
    """Roland (agility 2) tests agility (3) with no token given: the engine assumes success and the
    answer says that it did, instead of a silent success."""
    world["question"] = "Roland draws Grasping Hands. What happens?"
    world.update(round=2, start="1.4", until="1.5")
    world["investigators"].pop()
    world["encounter-deck"] = [{"name": "Grasping Hands", "type": "treachery",
                                "text": "Revelation - Test [agility] (3). For each point you fail by, take 1 damage."}]
    found = answer(run(world).to_dict())
    assert found is not None
    assert any("Roland's agility test against difficulty 3 (Grasping Hands): no chaos token and no result given; the "
               "engine assumed it succeeds" in text for text in found["assumed"]), found["assumed"]


def test_the_answer_says_when_a_limited_reaction_does_not_resolve_and_why(world, run):
    """Roland's once-per-round reaction after two defeats: it resolves after the first, and the answer
    says it does not after the second, because of its limit (the rule's own words: Limit once per round)."""
    world["investigators"].pop()
    world["investigators"][0]["text"] = ("[reaction] After you defeat an enemy: Discover 1 clue at your location. "
                                         "(Limit once per round.)")
    world["question"] = "Does Roland discover a clue after each enemy he defeats?"
    world["cards"] = [{"name": name, "type": "enemy", "engaged": "Roland", "health": 2, "damage": 1, "fight": 2}
                      for name in ("Ghoul Minion", "Ghoul Minion #2")]
    world["do"] = [{"who": "Roland", "action": "fight", "enemy": name, "result": "success"}
                   for name in ("Ghoul Minion", "Ghoul Minion #2")]
    trace = run(world)
    found = answer(trace.to_dict())
    assert found is not None
    used, missed = found["items"]
    assert used["kind"] == "ability" and missed["kind"] == "not"
    second = next(s.n for s in trace.steps if s.text.startswith("Ghoul Minion #2 is defeated"))
    assert missed["n"] > second
    assert found["sentence"] == (
        f"Roland's reaction resolves at step {used['n']}. Roland's reaction does not resolve at step {missed['n']}, "
        f"after Ghoul Minion #2 is defeated: limit reached, once per round (used at step {used['n']}).")
    assert trace.final_state["investigators"]["Roland"]["clues"] == 1


def test_a_situation_built_from_data_keeps_no_default_when_it_names_the_controller(world):
    world["cards"] = [dict(GUARD_DOG, controller="Agnes")]
    assert situation_from_data(world).defaults == ()
    assert replay(situation_from_data(world)).unresolved == ()


def test_a_phase_with_nothing_done_in_it_replays_that_phase(world, run):
    """Issue 30: "choosing the enemy phase replays nothing". A situation that names the enemy phase
    and does nothing in it replays the phase, 3.1 to 3.4: the engaged enemy attacks at 3.3."""
    world["investigators"].pop()
    world["phase"] = "enemy"
    world["cards"] = [{"name": "Ghoul Minion", "type": "enemy", "engaged": "Roland", "health": 2,
                       "attack": {"damage": 1}}]
    trace = run(world)
    assert trace.steps[0].text.startswith("The replay starts at 3.1 Enemy phase begins")
    assert any(s.text.startswith("3.4 Enemy phase ends") for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["damage"] == 1


def test_the_play_of_an_event_card_is_answered_when_its_effects_resolve(world, run):
    world["investigators"].pop()
    world["investigators"][0]["hand"] = [{"name": "Emergency Cache", "type": "event", "cost": 0,
                                          "text": "Gain 3 resources."}]
    world["question"] = "When does Roland gain the resources when he plays Emergency Cache?"
    world["do"] = [{"who": "Roland", "action": "play", "card": "Emergency Cache"}]
    trace = run(world)
    found = answer(trace.to_dict())
    assert found is not None
    step = next(s.n for s in trace.steps if s.text == "Step 4: Emergency Cache's effects resolve")
    assert found["sentence"] == f"Emergency Cache's play resolves at step {step}."
