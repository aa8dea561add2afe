"""Cancel (RR p.6), Event Cards, Limits and Maximums: canceled effects, still played, still counted."""

from kb.engine import load_example, replay
from kb.engine.situation.vocabulary import StepKind

ORDER = [
    (0, "framework", "Agnes Baker takes an action (3 left): draw"),
    (0, "state", "Cost paid: 1 action"),
    (0, "framework", "attacks of opportunity"),
    (1, "event", "Ghoul Minion makes an attack of opportunity against Agnes Baker"),
    (1, "window", "'when' window \u2014 Ghoul Minion attacks Agnes Baker: Dodge [fast event]"),
    (1, "ability", "Dodge [fast event]"),
    (2, "framework", "Initiation sequence: Agnes Baker plays Dodge (event, fast, cost 1)"),
    (2, "state", "Step 2: costs paid simultaneously: 1 resource (resources 1 \u2192 0)"),
    (2, "note", "playing a fast card (Dodge), which costs no action, does not provoke"),
    (2, "event", "Step 3: Dodge commences being played"),
    (2, "event", "Step 4: Dodge's effects resolve"),
    (2, "state", "Canceled: Ghoul Minion attacks Agnes Baker: it deals no damage or horror"),
    (2, "state", "Dodge: placed in its owner's discard pile"),
    (0, "framework", "Attacks of opportunity made: the action continues"),
    (0, "event", "Agnes Baker draws 1 card"),
    (0, "state", "Agnes Baker draws: Forbidden Knowledge"),
]


def test_dodge_cancels_the_attack_in_its_when_window():
    trace = replay(load_example("cancel-dodge"))
    got = [(s.depth, s.kind.value, s.text) for s in trace.steps]
    assert len(got) == len(ORDER), trace.render_text(titles=False)
    for (depth, kind, text), (want_depth, want_kind, fragment) in zip(got, ORDER):
        assert (depth, kind) == (want_depth, want_kind) and fragment in text, text
    agnes = trace.final_state["investigators"]["Agnes Baker"]
    assert (agnes["damage"], agnes["horror"]) == (0, 0)
    assert agnes["discard"] == ["Dodge"] and agnes["hand"] == ["Forbidden Knowledge"]


def _counter(world, *, limit=False):
    """Agnes controls a card that cancels the effects of any event Roland plays."""
    ability = {"kind": "reaction", "timing": "when", "trigger": {"event": "play-card", "who": "Roland"},
               "effects": [{"effect": "cancel"}], "text": "When Roland plays a card: cancel its effects."}
    world["cards"] = [{"name": "Counterspell", "type": "asset", "controller": "Agnes", "abilities": [ability]}]
    world["investigators"][0]["hand"] = [{"name": "Cache", "type": "event", "cost": 2,
                                          "effects": [{"effect": "gain-resources", "amount": 3}]}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "Cache"}]
    return world


def test_a_canceled_event_is_still_played_its_costs_stay_paid_and_it_is_discarded(world, run):
    trace = run(_counter(world))
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["resources"] == 3  # paid 2, gained nothing
    assert roland["actions"] == 2
    assert roland["discard"] == ["Cache"]
    texts = [s.text for s in trace.steps]
    assert any("Canceled: Roland plays Cache: the card is still regarded as played, its costs stay paid" in t
               for t in texts)
    assert any("its effects were canceled, but it is still regarded as played" in t for t in texts)
    step3 = next(s for s in trace.steps if "Step 3: Cache commences being played" in s.text)
    assert "ahlcg/rr/cancel" in step3.rules


def test_a_canceled_ability_still_counts_against_its_limit(world, run):
    world["cards"] = [
        {"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
            {"kind": "free", "limit": {"count": 1, "per": "round"},
             "effects": [{"effect": "gain-resources", "amount": 1}]}]},
        {"name": "Ward", "type": "asset", "controller": "Agnes", "abilities": [
            {"kind": "reaction", "timing": "when", "trigger": {"event": "ability-triggered", "what": "Charm"},
             "effects": [{"effect": "cancel"}]}]},
    ]
    world["do"] = [{"who": "Roland", "use": "Charm"}, {"who": "Roland", "use": "Charm"}]
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5
    assert any("still regarded as initiated" in s.text for s in trace.steps)
    refused = [s for s in trace.steps if s.text.startswith("Not possible (do[1])")]
    assert refused and "limit" in refused[0].text and refused[0].rules == ("ahlcg/rr/limits-and-maximums",)
    assert refused[0].kind is StepKind.FRAMEWORK
