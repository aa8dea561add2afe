"""Effects that depend on the chaos tokens revealed (``if-revealed``): applied as the symbol is revealed, during
ST.3 (FAQ, Shrivelling), on the tokens resolved (FAQ 2.5: any of them, once), or after the test ends ("after
this test resolves"); and triggers on a reveal "during a skill test" (``via``)."""

from __future__ import annotations

import pytest

import yaml

from kb.engine import SituationError, Trace, parse_situation

FAILING = ["skull", "cultist", "tablet", "elder-thing", "auto-fail"]


def in_order(trace: Trace, fragments: list[str]) -> None:
    """Each fragment is in a step after the step of the one before it."""
    at = -1
    for fragment in fragments:
        at = next((k for k, step in enumerate(trace.steps) if k > at and fragment in step.text), None)
        assert at is not None, (fragment, trace.render_text(titles=False))


def _if(symbols, effects, **extra):
    return {"effect": "if-revealed", "symbols": symbols, "effects": effects, **extra}


def _fight_with(world, revealed, tokens, **fight):
    """Roland fights a Ghoul with a card whose Fight has ``revealed`` effects; the test reveals ``tokens``."""
    world["cards"] += [
        {"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 4, "fight": 2, "evade": 2,
         "attack": {"damage": 1, "horror": 1}},
        {"name": "Staff", "type": "asset", "controller": "Roland",
         "abilities": [{"kind": "action", "designator": "fight", "cost": {"actions": 1},
                        "effects": [{"effect": "fight", "enemy": "Ghoul", "revealed": revealed, **fight}]}]}]
    world["investigators"][0]["actions"] = 3
    world["tests"] = [{"who": "Roland", "skill": "combat", **tokens}]
    world["do"].append({"who": "Roland", "action": "activate", "card": "Staff", "ability": 0, "enemy": "Ghoul"})
    return world


def test_faq_shrivelling_the_effect_resolves_as_the_symbol_is_revealed_during_st3_reactions_then_before_st4(world, run):
    world["chaos-tokens"] = {"skull": {"modifier": -1, "text": "-1"}}
    world["investigators"][1]["abilities"] = [
        {"kind": "reaction", "timing": "after", "trigger": {"event": "horror-dealt", "who": "Roland"},
         "effects": [{"effect": "gain-resources", "amount": 1}]}]
    trace = run(_fight_with(world, [_if(FAILING, [{"effect": "deal-horror", "amount": 1, "to": "you"}])],
                            {"tokens": ["skull"]}))
    in_order(trace, ["ST.3: Roland reveals", "Roland reveals skull", "ST.3: Staff", "is one of skull",
                     "1 horror on Roland", "Agnes gains 1 resource", "ST.4: [skull]", "ST.5:"])
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def test_a_token_not_asked_for_leaves_the_effect_unresolved(world, run, find):
    trace = run(_fight_with(world, [_if(FAILING, [{"effect": "deal-horror", "amount": 1, "to": "you"}])],
                            {"tokens": ["-1"]}))
    find(trace, "include none of skull, cultist, tablet, elder-thing, auto-fail")
    assert trace.final_state["investigators"]["Roland"].get("horror", 0) == 0


def test_faq_2_5_several_resolved_tokens_that_fit_resolve_it_once(world, run, find):
    world["cards"].append({"name": "Statue", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "reaction", "timing": "would", "trigger": {"event": "reveal-chaos-token", "who": "you"},
         "effects": [{"effect": "reveal-instead", "amount": 3, "resolve": 2}]}]})
    trace = run(_fight_with(world, [_if(FAILING, [{"effect": "deal-horror", "amount": 1, "to": "you"}])],
                            {"tokens": ["skull", "0", "cultist"], "resolve": ["skull", "cultist"]}))
    find(trace, "(skull, cultist) is one of")
    find(trace, "resolves (once, however many of them fit)")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def test_faq_2_5_an_ignored_token_is_not_a_revealed_token_the_effect_asks_for(world, run, find):
    world["cards"].append({"name": "Statue", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "reaction", "timing": "would", "trigger": {"event": "reveal-chaos-token", "who": "you"},
         "effects": [{"effect": "reveal-instead", "amount": 2, "resolve": 1}]}]})
    trace = run(_fight_with(world, [_if(["skull"], [{"effect": "deal-horror", "amount": 1, "to": "you"}])],
                            {"tokens": ["skull", "0"], "resolve": ["0"]}))
    find(trace, "(0) include none of skull")
    assert trace.final_state["investigators"]["Roland"].get("horror", 0) == 0


def test_this_attack_deals_more_damage_when_the_symbol_is_revealed(world, run, find):
    trace = run(_fight_with(world, [_if(["skull"], [{"effect": "attack-damage", "amount": 2}])], {"tokens": ["skull"]},
                            ))
    find(trace, "deals +2 damage")
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 3


def test_after_this_test_resolves_the_effect_waits_until_st8_has_ended(world, run):
    trace = run(_fight_with(world, [_if(["skull"], [{"effect": "gain-resources", "amount": 2}], **{"after-test": True})],
                            {"tokens": ["skull"]}))
    in_order(trace, ["resolves after the test has ended", "ST.5:", "ST.7:", "ST.8:", "Staff: after the test",
                        "Roland gains 2 resources"])
    assert trace.final_state["investigators"]["Roland"]["resources"] == 7


def test_a_stated_result_gives_no_token_the_engine_says_so_and_reports_it(world, run, find):
    trace = run(_fight_with(world, [_if(["skull"], [{"effect": "deal-horror", "amount": 1, "to": "you"}])],
                            {"result": "success"}))
    find(trace, "cannot tell whether skull was revealed")
    assert any("whether skull was revealed is unknown" in u.text for u in trace.unresolved)


def test_a_test_known_to_fail_before_st3_reveals_no_token(world, run, find):
    trace = run(_fight_with(world, [_if(["skull"], [{"effect": "deal-horror", "amount": 1, "to": "you"}])],
                            {"automatic": "fail"}))
    find(trace, "no chaos token was revealed for this test")
    assert not trace.unresolved


def test_a_card_test_checks_its_own_revealed_effects(world, run):
    world["cards"].append({"name": "Transmuter", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "free", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 1,
                                       "revealed": [_if(FAILING, [{"effect": "deal-damage", "amount": 1, "to": "you"}])]}]}]})
    world["tests"] = [{"who": "Roland", "skill": "willpower", "tokens": ["tablet"]}]
    world["do"].append({"who": "Roland", "use": "Transmuter"})
    trace = run(world)
    in_order(trace, ["Roland reveals tablet", "ST.3: Transmuter", "1 damage on Roland", "ST.5:"])


def test_outside_a_test_it_reads_the_tokens_the_reveal_before_it_resolved(world, run, find):
    world["reveals"] = [{"who": "Roland", "card": "Room", "tokens": ["auto-fail"]}]
    world["cards"].append({"name": "Room", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "free", "effects": [{"effect": "reveal-token"},
                                     _if(["skull", "auto-fail"], [{"effect": "deal-horror", "amount": 1, "to": "you"}])]}]})
    world["do"].append({"who": "Roland", "use": "Room"})
    trace = run(world)
    find(trace, "a token revealed by this effect (auto-fail) is one of skull, auto-fail")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def test_with_no_reveal_and_no_test_nothing_was_revealed(world, run, find):
    world["cards"].append({"name": "Room", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "free", "effects": [_if(["skull"], [{"effect": "deal-horror", "amount": 1, "to": "you"}])]}]})
    world["do"].append({"who": "Roland", "use": "Room"})
    find(run(world), "no chaos token was revealed")


def _trumpet(world, trigger):
    world["cards"].append({"name": "Trumpet", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "reaction", "timing": "after", "trigger": {"event": "reveal-chaos-token", **trigger},
         "effects": [{"effect": "gain-resources", "amount": 1}]}]})
    return world


def test_a_reveal_during_a_skill_test_is_a_skill_tests(world, run, find):
    world = _trumpet(world, {"via": "skill-test", "token": ["skull", "cultist"]})
    world["tests"] = [{"who": "Roland", "tokens": ["cultist"]}]
    world["do"].append({"who": "Roland", "action": "investigate"})
    trace = run(world)
    find(trace, "Roland gains 1 resource")


def test_a_reveal_outside_a_skill_test_is_not_during_one(world, run):
    world = _trumpet(world, {"via": "skill-test", "token": "skull"})
    world["reveals"] = [{"who": "Roland", "card": "Room", "tokens": ["skull"]}]
    world["cards"].append({"name": "Room", "type": "asset", "controller": "Roland",
                           "abilities": [{"kind": "free", "effects": [{"effect": "reveal-token"}]}]})
    world["do"].append({"who": "Roland", "use": "Room"})
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5


@pytest.mark.parametrize(("token", "fires"), [("-1", True), ("auto-fail", False)])
def test_a_non_token_filter_fits_every_token_but_that_one(world, run, token, fires):
    world = _trumpet(world, {"who": "you", "token": "non-auto-fail"})
    world["tests"] = [{"who": "Roland", "tokens": [token]}]
    world["do"].append({"who": "Roland", "action": "investigate"})
    resources = run(world).final_state["investigators"]["Roland"]["resources"]
    assert resources == (6 if fires else 5)


@pytest.mark.parametrize(("effect", "message"), [
    ({"effect": "deal-horror", "amount": 1, "to": "you", "symbols": ["skull"]}, "only 'if-revealed' takes 'symbols'"),
    ({"effect": "if-revealed", "symbols": ["skul"], "effects": []}, "unknown chaos token 'skul'"),
    ({"effect": "deal-horror", "amount": 1, "to": "you", "revealed": []}, "'revealed' is for what makes a skill test"),
    ({"effect": "fight", "revealed": [{"effect": "draw"}]}, "'revealed' holds 'if-revealed' effects"),
])
def test_situation_errors_name_the_field(world, effect, message):
    world["cards"].append({"name": "Charm", "type": "asset", "controller": "Roland",
                           "abilities": [{"kind": "free", "effects": [effect]}]})
    with pytest.raises(SituationError, match=message):
        parse_situation(yaml.safe_dump(world))
