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


_VIA_EFFECTS = {"kind": "constant", "cannot": True, "applies-to": {"event": "gain-resources", "who": "you", "via": "effect"},
                "text": "You cannot gain resources via card effects."}


def test_cannot_via_card_effects_forbids_the_gain_a_card_effect_makes(world, run, find):
    """Cannot is absolute, and forbids only what it names: "cannot gain resources via card effects" stops a card
    effect's gain (Resources), the cost of the card played is still paid."""
    world["investigators"][0]["abilities"] = [_VIA_EFFECTS]
    world["investigators"][0]["hand"] = [{"name": "Cache", "type": "event", "cost": 1,
                                          "effects": [{"effect": "gain-resources", "amount": 3}]}]
    trace = run(dict(world, do=[{"who": "Roland", "action": "play", "card": "Cache"}]))
    assert find(trace, "Roland gains 3 resources cannot happen: Roland: \u201cYou cannot gain resources via card "
                       "effects.\u201d") >= 0
    assert trace.final_state["investigators"]["Roland"]["resources"] == 4


def test_cannot_via_card_effects_leaves_the_resource_action_free(world, run):
    """The resource action is no card effect (Actions: "Resource: the investigator gains 1 resource"): it gains."""
    world["investigators"][0]["abilities"] = [_VIA_EFFECTS]
    trace = run(dict(world, do=[{"who": "Roland", "action": "resource"}]))
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6
    assert not any("cannot happen" in s.text for s in trace.steps)


def test_cannot_draw_via_card_effects_leaves_the_draw_action_free(world, run):
    """A draw a card effect makes records it (via effect); the draw action's does not, and is not forbidden."""
    world["investigators"][0]["abilities"] = [{"kind": "constant", "cannot": True, "applies-to": {
        "event": "draw-cards", "who": "you", "via": "effect"}}]
    world["investigators"][0]["deck"] = ["X", "Y"]
    world["investigators"][0]["hand"] = [{"name": "Glimpse", "type": "event", "cost": 0,
                                          "effects": [{"effect": "draw", "amount": 1}]}]
    trace = run(dict(world, do=[{"who": "Roland", "action": "play", "card": "Glimpse"},
                                {"who": "Roland", "action": "draw"}]))
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["X"]


def test_cannot_heal_horror_forbids_healing_horror_not_damage(world, run, find):
    """Cannot forbids only what it names (Heal: damage or horror is healed): "You cannot heal horror" keeps Roland's
    horror; his damage is healed, and so is Agnes's horror."""
    world["investigators"][0]["abilities"] = [{"kind": "constant", "cannot": True, "text": "You cannot heal horror.",
                                               "applies-to": {"event": "heal", "who": "you", "via": "horror"}}]
    world["investigators"][0].update(damage=2, horror=2)
    world["investigators"][1].update(horror=2)
    world["investigators"][0]["hand"] = [{"name": "Salve", "type": "event", "cost": 0, "effects": [
        {"effect": "heal-horror", "amount": 1, "to": "you"}, {"effect": "heal-damage", "amount": 1, "to": "you"},
        {"effect": "heal-horror", "amount": 1, "to": "Agnes"}]}]
    trace = run(dict(world, do=[{"who": "Roland", "action": "play", "card": "Salve"}]))
    roland, agnes = (trace.final_state["investigators"][n] for n in ("Roland", "Agnes"))
    assert (roland["horror"], roland["damage"], agnes["horror"]) == (2, 1, 1)
    assert find(trace, "1 horror healed from Roland cannot happen") >= 0
