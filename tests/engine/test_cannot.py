"""Cannot (RR p.6): absolute; it forbids the event and the play."""


def test_cannot_forbids_a_triggering_condition(world, run):
    world["locations"][0]["abilities"] = [{"kind": "constant", "cannot": True,
                                           "applies-to": {"event": "discover-clues", "who": "any"},
                                           "text": "Investigators cannot discover clues here."}]
    trace = run(dict(world, do=[{"who": "Roland", "action": "investigate", "result": "success"}]))
    assert any(s.text.startswith("Roland discovers 1 clue at Hall cannot happen") for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["clues"] == 0


def test_cannot_forbids_playing_a_card_before_any_cost_is_paid(world, run):
    world["investigators"][0]["abilities"] = [{"kind": "constant", "cannot": True,
                                               "applies-to": {"event": "play-card", "who": "you"},
                                               "text": "You cannot play cards."}]
    world["investigators"][0]["hand"] = [{"name": "Cache", "type": "event", "cost": 1,
                                          "effects": [{"effect": "gain-resources", "amount": 3}]}]
    trace = run(dict(world, do=[{"who": "Roland", "action": "play", "card": "Cache"}]))
    refused = trace.steps[-1]
    assert refused.text.startswith("Not possible (do[0]): Cache cannot be played")
    assert refused.rules == ("ahlcg/rr/cannot",)
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5


def test_cannot_is_not_countermanded_by_a_replacement(world, run):
    world["investigators"][0]["abilities"] = [
        {"kind": "constant", "cannot": True, "applies-to": {"event": "gain-resources", "who": "you"}},
        {"kind": "reaction", "timing": "would", "trigger": {"event": "draw-cards", "who": "you"},
         "effects": [{"effect": "instead", "effects": [{"effect": "gain-resources", "amount": 2}]}]},
    ]
    world["investigators"][0]["deck"] = ["X"]
    trace = run(dict(world, do=[{"who": "Roland", "action": "draw"}]))
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["resources"] == 5 and roland["hand"] == []
