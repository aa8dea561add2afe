"""2.2.2 and Lasting Effects: the turn that ends in the middle of an ability (EX-06, the Duke ruling)."""

from engine_steps import stated_test

from kb.engine import load_example, replay

ORDER = [
    (0, "event", "moves from Miskatonic Quad to Silent Passage"),
    (0, "window", "'when' window"),
    (0, "ability", "Silent Passage [forced]"),
    (1, "framework", "2.2.2: \"Ashcan\" Pete's turn ends immediately, in the middle of resolving an ability"),
    (1, "state", "Lasting effect expires as the turn ends: Until the end of your turn, you cannot gain resources."),
    (1, "note", "the remainder of that ability still resolves; it is not canceled"),
    (0, "state", "leaves Miskatonic Quad and enters Silent Passage simultaneously"),
    (0, "event", "investigates Silent Passage"),
    *stated_test("\"Ashcan\" Pete", "intellect", results=[
        (0, "framework", "Result: \"Ashcan\" Pete discovers 1 clue at Silent Passage"),
        (0, "event", "discovers 1 clue at Silent Passage"),
        (0, "state", "takes 1 clue from Silent Passage"),
    ]),
    (0, "framework", "Not possible (do[1]): \"Ashcan\" Pete's turn has ended: no more actions this turn"),
]


def test_the_rest_of_the_ability_resolves_after_the_turn_ended():
    trace = replay(load_example("ex06-turn-ends-mid-ability"))
    got = [(s.depth, s.kind.value, s.text) for s in trace.steps[6:]]
    assert len(got) == len(ORDER), trace.render_text(titles=False)
    for (depth, kind, text), (want_depth, want_kind, fragment) in zip(got, ORDER):
        assert (depth, kind) == (want_depth, want_kind) and fragment in text, text
    pete = trace.final_state["investigators"]["\"Ashcan\" Pete"]
    assert pete["turn_ended"] is True and pete["clues"] == 1 and pete["lasting"] == []
    assert trace.steps[-1].rules == ("ahlcg/rr/2-2-2",)


def test_until_the_end_of_your_turn_effects_apply_until_the_turn_ends(world, run):
    world["investigators"][0]["abilities"] = [{
        "kind": "lasting", "duration": "until-end-of-turn", "cannot": True,
        "applies-to": {"event": "gain-resources", "who": "you"}, "text": "You cannot gain resources."}]
    trace = run(dict(world, do=[{"who": "Roland", "action": "resource"}, {"who": "Roland", "end-turn": True}]))
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5
    blocked = next(s for s in trace.steps if "cannot happen" in s.text)
    assert blocked.rules == ("ahlcg/rr/cannot", "ahlcg/rr/lasting-effects")
    assert any("Lasting effect expires as the turn ends" in s.text for s in trace.steps)


def test_at_the_end_of_your_turn_abilities_come_after_lasting_effects_expire(world, run):
    world["investigators"][0]["abilities"] = [
        {"kind": "lasting", "duration": "until-end-of-turn", "cannot": True,
         "applies-to": {"event": "gain-resources", "who": "you"}, "text": "You cannot gain resources."},
        {"kind": "forced", "timing": "at", "trigger": {"event": "turn-ends", "who": "you"},
         "effects": [{"effect": "gain-resources", "amount": 2}], "text": "At the end of your turn, gain 2 resources."},
    ]
    trace = run(dict(world, do=[{"who": "Roland", "end-turn": True}]))
    texts = [s.text for s in trace.steps]
    expire = next(i for i, t in enumerate(texts) if "Lasting effect expires" in t)
    window = next(i for i, t in enumerate(texts) if t.startswith("'at' window"))
    assert expire < window
    assert trace.final_state["investigators"]["Roland"]["resources"] == 7
