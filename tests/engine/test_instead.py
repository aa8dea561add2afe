"""Instead (RR p.13): 'would' abilities first, the most recent replacement wins, and the original
triggering condition cannot be referenced any more."""


def _replace(world, *, second=False, when_reaction=False):
    world["investigators"][1]["abilities"] = [{"kind": "free", "effects": [
        {"effect": "deal-damage", "amount": 2, "to": "Roland"}]}]
    world["turn"] = "Agnes"
    world["do"] = [{"who": "Agnes", "use": "Agnes"}]
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "reaction", "timing": "would", "trigger": {"event": "damage-dealt", "what": "you"},
         "text": "If you would take damage, instead gain 1 resource.",
         "effects": [{"effect": "instead", "effects": [{"effect": "gain-resources", "amount": 1}]}]}]}]
    if second:
        world["cards"].append({"name": "Amulet", "type": "asset", "controller": "Roland", "abilities": [
            {"kind": "reaction", "timing": "would", "trigger": {"event": "damage-dealt", "what": "you"},
             "text": "If you would take damage, instead heal 1 horror.",
             "effects": [{"effect": "instead", "effects": [{"effect": "heal-horror", "amount": 1, "to": "you"}]}]}]})
        world["investigators"][0]["horror"] = 2
    if when_reaction:
        world["cards"].append({"name": "Dog", "type": "asset", "controller": "Roland", "abilities": [
            {"kind": "reaction", "timing": "when", "trigger": {"event": "damage-dealt", "what": "you"},
             "effects": [{"effect": "gain-resources", "amount": 5}]}]})
    return world


def test_a_replacement_replaces_the_triggering_condition(world, run):
    trace = run(_replace(world, when_reaction=True))
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["damage"] == 0 and roland["resources"] == 6
    replaced = next(s for s in trace.steps if "is replaced: instead" in s.text)
    assert replaced.rules == ("ahlcg/rr/instead",)
    assert "No further abilities referencing the original triggering condition may be used" in replaced.text
    assert not any(s.card == "Dog" and s.kind.value == "ability" for s in trace.steps)


def test_the_most_recent_replacement_effect_is_used(world, run):
    trace = run(_replace(world, second=True))
    roland = trace.final_state["investigators"]["Roland"]
    assert roland["resources"] == 5 and roland["horror"] == 1 and roland["damage"] == 0
    note = next(s for s in trace.steps if "the most recent one" in s.text)
    assert "Amulet" in note.text


def test_would_abilities_go_before_when_abilities(world, run):
    world = _replace(world, when_reaction=True)
    world["cards"][0]["abilities"][0]["effects"] = [{"effect": "gain-resources", "amount": 1}]
    trace = run(world)
    texts = [s.text for s in trace.steps]
    would = next(i for i, t in enumerate(texts) if t.startswith("'would' window"))
    when = next(i for i, t in enumerate(texts) if t.startswith("'when' window"))
    assert would < when
    assert trace.final_state["investigators"]["Roland"]["resources"] == 11
