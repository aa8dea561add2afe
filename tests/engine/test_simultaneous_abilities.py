"""Priority of Simultaneous Resolution, Forced Abilities, FAQ 1.3 and FAQ 1.5: who orders what."""

from kb.engine.situation.vocabulary import StepKind


def _two_forced(world):
    """Two forced 'after you gain resources' abilities and one reaction, all on Roland's cards."""
    forced = {"kind": "forced", "timing": "after", "trigger": {"event": "gain-resources", "who": "you"},
              "effects": [{"effect": "heal-horror", "amount": 1, "to": "you"}]}
    reaction = {"kind": "reaction", "timing": "after", "trigger": {"event": "gain-resources", "who": "you"},
                "effects": [{"effect": "heal-horror", "amount": 1, "to": "you"}]}
    world["investigators"][0]["horror"] = 3
    world["cards"] = [
        {"name": "Reactive", "type": "asset", "controller": "Roland", "abilities": [reaction]},
        {"name": "Pact", "type": "treachery", "threat-area": "Roland", "abilities": [forced]},
        {"name": "Oath", "type": "treachery", "threat-area": "Roland", "abilities": [forced]},
    ]
    world["do"] = [{"who": "Roland", "action": "resource"}]
    return world


def _used(trace):
    return [s.card for s in trace.steps if s.kind is StepKind.ABILITY]


def test_forced_abilities_resolve_before_reactions_in_the_lead_investigators_order(world, run):
    trace = run(_two_forced(world))
    assert _used(trace) == ["Pact", "Oath", "Reactive"]
    choice = next(s for s in trace.steps if s.kind is StepKind.CHOICE)
    assert "the lead investigator (Roland) determines the order" in choice.text
    assert choice.rules == ("ahlcg/rr/priority-of-simultaneous-resolution", "ahlcg/rr/lead-investigator")


def test_an_order_choice_orders_them(world, run):
    world = _two_forced(world)
    world["choices"] = [{"decision": "order", "among": ["Oath", "Pact"]}]
    trace = run(world)
    assert _used(trace) == ["Oath", "Pact", "Reactive"]


def test_a_declined_reaction_is_not_used(world, run):
    world = _two_forced(world)
    world["choices"] = [{"decision": "decline", "ability": "Reactive"}]
    trace = run(world)
    assert _used(trace) == ["Pact", "Oath"]
    assert any(s.text.startswith("Roland declines Reactive") for s in trace.steps)


def test_a_forced_ability_without_potential_to_change_the_game_state_does_not_initiate(world, run):
    world = _two_forced(world)
    world["investigators"][0]["horror"] = 1
    trace = run(world)
    assert _used(trace) == ["Pact"]


def test_different_players_reactions_the_rules_leave_the_order_to_the_lead(world, run):
    reaction = {"kind": "reaction", "timing": "after", "trigger": {"event": "gain-resources", "who": "Roland"},
                "effects": [{"effect": "heal-horror", "amount": 1, "to": "you"}]}
    world["investigators"][0]["horror"] = 1
    world["investigators"][1]["horror"] = 1
    world["investigators"][1]["abilities"] = [reaction]
    world["cards"] = [{"name": "Lamp", "type": "asset", "controller": "Roland", "abilities": [reaction]}]
    trace = run(dict(world, do=[{"who": "Roland", "action": "resource"}]))
    note = next(s for s in trace.steps if s.kind is StepKind.CHOICE)
    assert "The rules do not order different players' reactions" in note.text
    assert note.rules == ("ahlcg/faq/1-3", "ahlcg/faq/1-5", "ahlcg/rr/lead-investigator")
    assert _used(trace) == ["Agnes", "Lamp"]
    world["choices"] = [{"decision": "order", "among": ["Lamp", "Agnes"]}]
    assert _used(run(dict(world, do=[{"who": "Roland", "action": "resource"}]))) == ["Lamp", "Agnes"]


def test_each_reaction_is_used_once_per_occurrence(world, run):
    world["cards"] = [{"name": "Lamp", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "reaction", "timing": "after", "trigger": {"event": "move", "who": "you"},
         "effects": [{"effect": "gain-resources", "amount": 1}]}]}]
    trace = run(dict(world, do=[{"who": "Roland", "action": "move", "to": "Attic"}]))
    assert _used(trace) == ["Lamp"]
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6


def test_abilities_of_a_card_that_has_left_play_are_not_used(world, run):
    """Rat's ability names any enemy's defeat, not its own leaving play: once defeated, Rat is out of play and
    its ability no longer interacts (an ability naming its own card's defeat does: test_conformance_sentences)."""
    world["cards"] = [{"name": "Rat", "type": "enemy", "location": "Hall", "health": 1, "abilities": [
        {"kind": "forced", "timing": "after", "trigger": {"event": "defeated", "what": "enemy"},
         "effects": [{"effect": "deal-horror", "amount": 1, "to": "each-investigator"}]}]}]
    world["investigators"][0]["abilities"] = [{"kind": "free", "effects": [
        {"effect": "deal-damage", "amount": 1, "to": "Rat"}]}]
    trace = run(dict(world, do=[{"who": "Roland", "use": "Roland"}]))
    assert "Rat" not in _used(trace)
