"""Defeat and Elimination (RR p.8, p.10) with the v1.0 errata's step 0."""

from kb.engine.situation.vocabulary import StepKind


def _kill_roland(world):
    world["investigators"][0]["damage"] = 8
    world["investigators"][0]["clues"] = 2
    world["investigators"][1]["abilities"] = [{"kind": "free", "effects": [
        {"effect": "deal-damage", "amount": 1, "to": "Roland"}]}]
    world["turn"] = "Agnes"
    world["do"] = [{"who": "Agnes", "use": "Agnes"}]
    return world


def test_elimination_steps_in_order_with_the_errata_step_0(world, run):
    world = _kill_roland(world)
    world["cards"] = [
        {"name": "Curse", "type": "treachery", "threat-area": "Roland", "owner": "Roland", "weakness": True,
         "abilities": [{"kind": "forced", "timing": "when", "trigger": {"event": "game-ends", "who": "you"},
                        "effects": [{"effect": "deal-horror", "amount": 1, "to": "Agnes"}],
                        "text": "When the game ends, Agnes takes 1 horror."}]},
        {"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 3},
        {"name": "Rope", "type": "asset", "controller": "Roland"},
        {"name": "Fog", "type": "treachery", "threat-area": "Roland"},
    ]
    trace = run(world)
    texts = [s.text for s in trace.steps]
    start = next(i for i, t in enumerate(texts) if t.startswith("Elimination of Roland (by defeat)"))
    steps = [next(i for i, t in enumerate(texts) if i > start and t.startswith(f"Step {k}:")) for k in range(0, 5)]
    assert start < steps[0] < steps[1] < steps[2] < steps[3] < steps[4]
    curse = next(i for i, t in enumerate(texts) if t.startswith("Curse [forced]"))
    assert steps[0] < curse
    assert trace.steps[steps[0]].rules == ("ahlcg/errata/rr-elimination",)
    final = trace.final_state
    assert final["investigators"]["Roland"]["eliminated"] and final["investigators"]["Roland"]["defeated"]
    assert final["cards"]["Curse"]["zone"] == "removed" and final["cards"]["Rope"]["zone"] == "removed"
    assert final["cards"]["Fog"]["zone"] == "encounter-discard"
    # Step 3 places the Ghoul at the Hall unengaged; Agnes is there, and "any time a ready unengaged enemy
    # is at the same location as an investigator, it engages that investigator" (Enemy Engagement).
    step3 = next(i for i, t in enumerate(texts) if t.startswith("Step 3: engaged enemies placed at Hall"))
    engages = next(i for i, t in enumerate(texts) if t.startswith("Ghoul and Agnes become engaged"))
    assert step3 < engages
    assert final["cards"]["Ghoul"]["engaged"] == "Agnes"
    assert final["locations"]["Hall"]["clues"] == 4
    assert final["investigators"]["Agnes"]["horror"] == 1
    assert final["lead"] == "Agnes"
    lead = next(s for s in trace.steps if s.text.startswith("Step 5"))
    assert lead.kind is StepKind.CHOICE and "ahlcg/rr/lead-investigator" in lead.rules


def test_the_scenario_ends_when_no_investigator_remains(world, run):
    world["investigators"] = world["investigators"][:1]
    world["investigators"][0]["damage"] = 8
    world["investigators"][0]["abilities"] = [{"kind": "free", "effects": [
        {"effect": "deal-damage", "amount": 1, "to": "you", "direct": True}]}]
    world["do"] = [{"who": "Roland", "use": "Roland"}, {"who": "Roland", "action": "resource"}]
    trace = run(world)
    assert trace.steps[-3].text.startswith("Step 6: no remaining players: the scenario ends")
    assert trace.steps[-2].text.startswith("Winning and losing: the scenario ends with no resolution reached")
    assert trace.final_state["scenario_over"] is True and trace.final_state["outcome"] == "no resolution"


def test_an_eliminated_investigator_does_nothing_more(world, run):
    world = _kill_roland(world)
    world["do"].append({"who": "Roland", "action": "resource"})
    trace = run(world)
    assert trace.steps[-1].text.startswith("Not possible (do[1]): Roland has been eliminated")
