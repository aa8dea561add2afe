"""FAQ 1.6, Additional Costs: Duke and the Orne Library (EX-05)."""

from engine_steps import stated_test

from kb.engine import load_example, replay

ORDER = [
    (0, "framework", "takes an action (3 left): activate Duke"),
    (0, "framework", "Initiation sequence: \"Ashcan\" Pete uses Duke's [action] ability"),
    (0, "state", "Step 2: costs paid simultaneously: 1 action, exhaust the card (actions 3 \u2192 2; Duke exhausted)"),
    (0, "note", "bold Investigate designator: it counts as an investigate action"),
    (0, "event", "Step 3: Duke's effects attempt to initiate"),
    (0, "choice", "resolves the optional \u201cmove to a connecting location\u201d"),
    (0, "event", "moves from Miskatonic Quad to Orne Library"),
    (0, "state", "leaves Miskatonic Quad and enters Orne Library simultaneously"),
    (0, "state", "Additional cost (Orne Library): 1 action paid as \"Ashcan\" Pete investigates Orne Library would "
                 "resolve, outside the normal timing point for paying costs (actions 2 \u2192 1)"),
    (0, "event", "investigates Orne Library (shroud 3)"),
    *stated_test("\"Ashcan\" Pete", "intellect", results=[
        (0, "framework", "Result: \"Ashcan\" Pete discovers 1 clue at Orne Library (the investigation's result)"),
        (0, "event", "discovers 1 clue at Orne Library"),
        (0, "state", "takes 1 clue from Orne Library"),
    ]),
]


def test_the_additional_action_is_paid_when_the_investigation_would_resolve():
    trace = replay(load_example("ex05-duke-orne-library"))
    got = [(s.depth, s.kind.value, s.text) for s in trace.steps]
    assert len(got) == len(ORDER), trace.render_text(titles=False)
    for (depth, kind, text), (want_depth, want_kind, fragment) in zip(got, ORDER):
        assert (depth, kind) == (want_depth, want_kind) and fragment in text, text
    assert trace.steps[8].rules[0] == "ahlcg/faq/1-6"
    pete = trace.final_state["investigators"]["\"Ashcan\" Pete"]
    assert (pete["location"], pete["actions"], pete["clues"]) == ("Orne Library", 1, 1)


def test_unpaid_additional_cost_makes_that_aspect_fail_after_the_move_happened():
    trace = replay(load_example("ex05-duke-orne-library-unpaid"))
    last = trace.steps[-1]
    assert "cannot pay it, so that aspect of the effect fails to resolve" in last.text
    assert last.rules == ("ahlcg/faq/1-6",)
    pete = trace.final_state["investigators"]["\"Ashcan\" Pete"]
    assert (pete["location"], pete["actions"], pete["clues"]) == ("Orne Library", 0, 0)
    assert not any("investigates Orne Library (shroud" in s.text for s in trace.steps)


def test_a_forced_effect_need_not_pay_additional_costs(world, run):
    world["locations"][1]["abilities"] = [{"kind": "constant", "applies-to": {"event": "investigate", "what": "self"},
                                           "additional-cost": {"actions": 5}}]
    world["cards"] = [{"name": "Compulsion", "type": "treachery", "threat-area": "Roland", "abilities": [
        {"kind": "forced", "timing": "after", "trigger": {"event": "move", "who": "you"},
         "effects": [{"effect": "investigate", "result": "success"}]}]}]
    trace = run(dict(world, do=[{"who": "Roland", "action": "move", "to": "Attic"}]))
    assert any("its additional cost need not be paid" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["clues"] == 1


def _ghoul(world, event):
    """A Ghoul engaged with Roland whose constant adds 1 action to each ``event`` (fight or evade) against it."""
    world["cards"] = [{"name": "Ghoul", "type": "enemy", "location": "Hall", "engaged": "Roland", "health": 3,
                       "fight": 2, "evade": 2, "attack": {"damage": 1, "horror": 1},
                       "abilities": [{"kind": "constant", "applies-to": {"event": event, "what": "self"},
                                      "additional-cost": {"actions": 1}}]}]
    world["do"] = [{"who": "Roland", "action": event, "enemy": "Ghoul", "result": "success"}]
    return world


def test_an_attack_pays_its_additional_cost_as_it_would_resolve(world, run, find):
    """FAQ 1.6: "As an additional cost to fight X, you must spend 1 additional action" is paid as the attack would
    resolve, before its skill test — as an investigation's is."""
    trace = run(_ghoul(world, "fight"))
    paid = find(trace, "Additional cost (Ghoul): 1 action paid as Roland attacks Ghoul would resolve")
    assert paid < find(trace, "ST.1")
    assert trace.final_state["investigators"]["Roland"]["actions"] == 1


def test_an_evasion_that_cannot_pay_its_additional_cost_fails_to_resolve(world, run, find):
    world = _ghoul(world, "evade")
    world["investigators"][0]["actions"] = 1  # the evade action spends it: none is left for the additional cost
    trace = run(world)
    find(trace, "Roland cannot pay it, so that aspect of the effect fails to resolve")
    assert not any("ST.1" in s.text for s in trace.steps)
    assert trace.final_state["cards"]["Ghoul"].get("engaged") == "Roland"
