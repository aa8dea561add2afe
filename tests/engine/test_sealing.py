"""Sealing chaos tokens on cards and releasing them (2024 glossary, Seal), the chaos bag's contents,
chaos tokens revealed outside a skill test, and the situation errors of these fields."""

from __future__ import annotations

import pytest
import yaml

from kb.engine import SituationError, Trace, parse_situation


def texts(trace: Trace) -> list[str]:
    return [s.text for s in trace.steps]


def _charm(world, effects, **extra):
    world["cards"].append({"name": "Charm", "type": "asset", "controller": "Roland",
                           "abilities": [{"kind": "free", "effects": effects}], **extra})
    world["do"].append({"who": "Roland", "use": "Charm"})
    return world


def test_a_searched_token_is_removed_from_the_bag_and_sealed(world, run):
    world["chaos-bag"] = ["0", "skull", "-1"]
    trace = run(_charm(world, [{"effect": "seal", "token": "skull"}]))
    assert any("skull (searched for in the chaos bag) sealed on Charm: removed from the chaos bag; the chaos bag now "
               "holds 0, -1" in t for t in texts(trace))
    assert trace.final_state["cards"]["Charm"]["sealed"] == ["skull"]
    assert trace.final_state["chaos_bag"] == ["0", "-1"]


def test_a_token_the_bag_does_not_hold_cannot_be_sealed_the_effect_fails(world, run):
    world["chaos-bag"] = ["0", "-1"]
    trace = run(_charm(world, [{"effect": "seal", "token": "skull"},
                               {"effect": "gain-resources", "amount": 1, "then": True}]))
    steps = texts(trace)
    assert any("skull is not in the chaos bag: the seal effect fails" in t for t in steps)
    assert any("Then: the pre-then aspect did not resolve in full" in t for t in steps)
    assert "sealed" not in trace.final_state["cards"]["Charm"]
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5


def test_without_a_listed_bag_the_token_is_assumed_to_be_in_it(world, run):
    trace = run(_charm(world, [{"effect": "seal", "token": "elder-sign"}]))
    assert any("assumed to be in it" in t for t in texts(trace))
    assert "chaos_bag" not in trace.final_state


def test_release_returns_the_sealed_tokens_to_the_bag(world, run):
    world["chaos-bag"] = ["0"]
    trace = run(_charm(world, [{"effect": "release"}], sealed=["-2", "skull"]))
    assert any("-2, skull sealed on Charm are released: returned to the chaos bag" in t for t in texts(trace))
    assert trace.final_state["chaos_bag"] == ["0", "-2", "skull"]


def test_leaving_play_releases_the_sealed_tokens_at_once(world, run):
    world["chaos-bag"] = []
    world["cards"].append({"name": "Seal Keeper", "type": "asset", "controller": "Roland", "health": 1,
                           "sealed": ["+1"]})
    _charm(world, [{"effect": "deal-damage", "amount": 1, "to": "Seal Keeper"}])
    trace = run(world)
    steps = texts(trace)
    released = next(k for k, t in enumerate(steps) if "+1 sealed on Seal Keeper is released as Seal Keeper leaves play" in t)
    assert "Seal Keeper is defeated" in " ".join(steps[:released])
    assert trace.final_state["chaos_bag"] == ["+1"]
    assert trace.final_state["cards"]["Seal Keeper"]["zone"] == "discard"


def test_a_sealed_token_cannot_be_revealed_from_the_bag(world, run):
    world["chaos-bag"] = ["0", "-1"]
    world["cards"].append({"name": "Charm", "type": "asset", "controller": "Roland", "sealed": ["skull"]})
    world["tests"] = [{"who": "Roland", "tokens": ["skull"]}]
    world["do"].append({"who": "Roland", "action": "investigate"})
    trace = run(world)
    assert any("The chaos bag does not hold skull (sealed on Charm)" in t for t in texts(trace))
    assert [u.text for u in trace.unresolved] == ["tests[0]: the chaos bag does not hold skull (sealed on Charm)"]


def test_a_token_revealed_outside_a_test_has_no_effect_and_is_sealed(world, run):
    world["reveals"] = [{"who": "Roland", "card": "Charm", "tokens": ["auto-fail", "+1"]}]
    trace = run(_charm(world, [{"effect": "reveal-token"}, {"effect": "seal"}]))
    steps = texts(trace)
    assert any("Roland reveals auto-fail from the chaos bag (reveals[0])" in t for t in steps)
    assert any("no effect on its own" in t and "(the situation's further tokens, +1, are not revealed)" in t
               for t in steps)
    assert trace.final_state["cards"]["Charm"]["sealed"] == ["auto-fail"]


def test_a_reveal_without_a_reveals_entry_is_reported(world, run):
    trace = run(_charm(world, [{"effect": "reveal-token"}]))
    assert [u.text for u in trace.unresolved] == ["Charm: no `reveals` entry gives the token Roland reveals"]


def test_an_unused_reveals_entry_is_reported(world, run):
    world["reveals"] = [{"who": "Agnes", "tokens": ["0"]}]
    trace = run(world)
    assert [u.text for u in trace.unresolved] == [
        "reveals[0]: no chaos token was revealed outside a skill test for this entry"]


def test_sealed_tokens_replace_a_reveal_outside_a_test_too(world, run):
    world["cards"].append({"name": "Omen", "type": "asset", "controller": "Roland", "sealed": ["-3"], "abilities": [
        {"kind": "forced", "timing": "would", "trigger": {"event": "reveal-chaos-token"},
         "effects": [{"effect": "resolve-sealed"}]}]})
    world["reveals"] = [{"who": "Roland", "tokens": ["0"]}]
    world["chaos-bag"] = ["0"]
    trace = run(_charm(world, [{"effect": "reveal-token"}, {"effect": "seal"}]))
    steps = texts(trace)
    assert any("resolves the token sealed on Omen (-3) as if just revealed" in t for t in steps)
    assert any("the situation's tokens for this reveal (reveals[0]: 0) are not revealed" in t.lower() for t in steps)
    # the effect's "revealed token" is the one resolved, -3: still sealed on Omen, it is not in the bag to seal
    assert any("-3 is not in the chaos bag: the seal effect fails" in t for t in steps)
    assert trace.final_state["cards"]["Omen"]["sealed"] == ["-3"] and "sealed" not in trace.final_state["cards"]["Charm"]


def _error(world) -> SituationError:
    with pytest.raises(SituationError) as caught:
        parse_situation(yaml.safe_dump(world, sort_keys=False))
    return caught.value


@pytest.mark.parametrize("change, path, message", [
    (lambda w: w.update({"chaos-bag": ["0", "skul"]}), "chaos-bag[1]",
     "unknown chaos token 'skul' (a number such as '-1', or skull, cultist, tablet, elder-thing, auto-fail, "
     "elder-sign, bless, curse, frost); did you mean 'skull'?"),
    (lambda w: w["cards"].append({"name": "Charm", "type": "asset", "controller": "Roland", "sealed": ["+x"]}),
     "cards[0].sealed[0]", None),
    (lambda w: w["investigators"][0].update(hand=[{"name": "Charm", "type": "asset", "sealed": ["0"]}]),
     "investigators[0].hand[0].sealed",
     "chaos tokens are sealed on cards in play: give `sealed` to a card in `cards`"),
    (lambda w: w.update(reveals=[{"who": "Roland", "tokens": ["0"], "resolve": ["-1"]}]), "reveals[0].resolve[0]",
     "'-1' is not one of this entry's `tokens`: `resolve` names which of the revealed tokens are resolved"),
    (lambda w: w.update(reveals=[{"who": "Roland", "card": "Charn", "tokens": ["0"]}]), "reveals[0].card",
     "no card named 'Charn'"),
    (lambda w: w.update(reveals=[{"who": "Roland"}]), "reveals[0]", "missing required field 'tokens'"),
    (lambda w: w["investigators"][0].update(abilities=[{"kind": "free", "effects": [
        {"effect": "seal", "token": "tablett"}]}]), "investigators[0].abilities[0].effects[0].token",
     "unknown chaos token 'tablett' (a number such as '-1', one of skull, cultist, tablet, elder-thing, auto-fail, "
     "elder-sign, bless, curse, frost, or 'revealed': the token this effect revealed); did you mean 'tablet'?"),
    (lambda w: w["investigators"][0].update(abilities=[{"kind": "free", "effects": [
        {"effect": "draw", "token": "skull"}]}]), "investigators[0].abilities[0].effects[0].token",
     "only 'seal', 'add-chaos-token', 'remove-chaos-token', 'treat-token' and 'resolve-sealed' take a 'token', not 'draw'"),
    (lambda w: w["investigators"][0].update(abilities=[{"kind": "forced", "timing": "when", "trigger": {
        "event": "reveal-chaos-token"}, "effects": [{"effect": "resolve-sealed"}]}]),
     "investigators[0].abilities[0].effects[0].effect",
     "'resolve-sealed' replaces a reveal (\u201cinstead\u201d): its ability must trigger 'would' on "
     "'reveal-chaos-token'"),
])
def test_errors_name_the_field_and_its_line(world, change, path, message):
    change(world)
    error = _error(world)
    assert error.path == path
    if message is not None:
        assert error.detail == message
    assert error.line is not None
