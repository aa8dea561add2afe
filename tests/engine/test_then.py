"""Then (RR p.20) and Effects (RR p.9): EX-09, and the pre-then aspect that does not resolve in full."""

from kb.engine import load_example, replay
from kb.engine.situation.vocabulary import StepKind


def test_post_then_aspect_resolves_before_the_after_ability_of_the_pre_then_aspect():
    trace = replay(load_example("ex09-then"))
    texts = [s.text for s in trace.steps]
    draw = next(i for i, t in enumerate(texts) if "draws Ancient Evils" in t)
    doom = next(i for i, t in enumerate(texts) if "doom 0 \u2192 1" in t)
    discarded = next(i for i, t in enumerate(texts) if "Ancient Evils is placed in the encounter discard pile" in t)
    clues = next(i for i, t in enumerate(texts) if "takes 2 clues from Study" in t)
    window = next(i for i, t in enumerate(texts) if t.startswith("'after' window"))
    trinket = next(i for i, t in enumerate(texts) if t.startswith("Hypothetical Trinket [reaction]"))
    discard = next(i for i, t in enumerate(texts) if "Drawn to the Flame: placed in its owner's discard pile" in t)
    assert draw < doom < discarded < clues < window < trinket < discard
    assert "Wendy Adams draws Ancient Evils" in texts[window]
    assert trace.steps[trinket].depth == 0 and trace.steps[trinket + 1].depth == 1
    assert "ahlcg/rr/then" in trace.steps[clues - 2].rules


def _with_then(world, clues):
    world["locations"][0]["clues"] = clues
    world["investigators"][0]["hand"] = [{
        "name": "Lead", "type": "event", "cost": 0,
        "effects": [{"effect": "discover-clues", "amount": 1},
                    {"effect": "gain-resources", "amount": 2, "then": True}]}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "Lead"}]
    return world


def test_post_then_aspect_does_not_resolve_when_the_pre_then_aspect_did_not_in_full(world, run):
    world["cards"] = [{"name": "Key", "type": "asset", "controller": "Roland"}]
    world["locations"][0]["clues"] = 1
    world["investigators"][0]["hand"] = [{
        "name": "Lead", "type": "event", "cost": 0,
        "effects": [{"effect": "discover-clues", "amount": 2},
                    {"effect": "gain-resources", "amount": 2, "then": True}]}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "Lead"}]
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["clues"] == 1
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5
    note = next(s for s in trace.steps if s.kind is StepKind.NOTE and s.text.startswith("Then:"))
    assert "did not resolve in full" in note.text and note.rules == ("ahlcg/rr/then",)


def test_post_then_aspect_resolves_when_the_pre_then_aspect_did(world, run):
    trace = run(_with_then(world, 2))
    assert trace.final_state["investigators"]["Roland"]["clues"] == 1
    assert trace.final_state["investigators"]["Roland"]["resources"] == 7


def test_all_aspects_of_an_effect_go_before_its_after_abilities(world, run):
    """RR Effects: 'Gain 3 resources and draw 3 cards' resolves fully before 'After drawing a card'."""
    world["investigators"][0]["deck"] = ["A", "B", "C"]
    world["investigators"][0]["hand"] = [{
        "name": "Windfall", "type": "event", "cost": 0,
        "effects": [{"effect": "draw", "amount": 3}, {"effect": "gain-resources", "amount": 3}]}]
    world["investigators"][0]["abilities"] = [{
        "kind": "reaction", "timing": "after", "trigger": {"event": "draw-cards", "who": "you"},
        "effects": [{"effect": "heal-horror", "amount": 1, "to": "you"}]}]
    world["investigators"][0]["horror"] = 1
    world["do"] = [{"who": "Roland", "action": "play", "card": "Windfall"}]
    trace = run(world)
    texts = [s.text for s in trace.steps]
    gained = next(i for i, t in enumerate(texts) if "resources 5 \u2192 8" in t)
    window = next(i for i, t in enumerate(texts) if t.startswith("'after' window"))
    assert gained < window
