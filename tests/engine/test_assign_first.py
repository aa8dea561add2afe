"""Damage and horror an effect says where to assign first ("takes 1 horror, which must be assigned to Innocent
Reveler first, if able"): Dealing Damage/Horror, step 1 — the investigator may assign it to eligible asset cards he or
she controls; an asset takes no more than would defeat it; The Golden Rules — the card's text overrides the free
choice. "If able": a card that cannot take it takes none, and the rest is assigned as usual."""

from __future__ import annotations

from tests.engine.conftest import texts


def _reveler(name="Reveler", controller="Roland", sanity=2, health=2, **more):
    return {"name": name, "type": "asset", "controller": controller, "health": health, "sanity": sanity, **more}


def _ability(world, deal, *, cards=(), first="copies-of:Reveler"):
    """Roland activates Relic, whose action deals ``deal`` to him, assigned to ``first`` first."""
    world["cards"] = [{"name": "Relic", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "assign-first", "to": first, "effects": [deal]}]}]}, *cards]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Relic"}]
    return world


def test_horror_assigned_first_to_the_card_the_effect_names(world, run):
    trace = run(_ability(world, {"effect": "deal-horror", "amount": 1, "to": "you"}, cards=[_reveler()]))
    assert trace.final_state["cards"]["Reveler"]["horror"] == 1
    assert trace.final_state["investigators"]["Roland"]["horror"] == 0
    assert any("must assign 1 horror to Reveler first" in t for t in texts(trace))


def test_an_asset_takes_no_more_than_would_defeat_it_and_the_rest_is_the_investigators(world, run):
    """Dealing Damage/Horror: an asset cannot be assigned damage beyond its remaining health."""
    trace = run(_ability(world, {"effect": "deal-damage", "amount": 3, "to": "you"}, cards=[_reveler(health=2)]))
    assert trace.final_state["investigators"]["Roland"]["damage"] == 1
    assert "Reveler" not in trace.final_state["cards"] or trace.final_state["cards"]["Reveler"]["zone"] != "play"


def test_if_able_a_card_another_investigator_controls_takes_none(world, run):
    """If able: Roland may assign only to his own assets, so Agnes's copy cannot take it; all of it is his."""
    trace = run(_ability(world, {"effect": "deal-horror", "amount": 1, "to": "you"},
                         cards=[_reveler(controller="Agnes")]))
    assert trace.final_state["cards"]["Reveler"]["horror"] == 0
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def test_if_able_no_copy_in_play_deals_it_as_usual(world, run):
    world["set-aside"] = [{"name": "Reveler", "type": "asset", "health": 2, "sanity": 2}]
    trace = run(_ability(world, {"effect": "deal-horror", "amount": 1, "to": "you"}))
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def test_direct_horror_is_never_assigned_to_an_asset(world, run):
    """Direct Damage, Direct Horror: assigned to the investigator, never to an asset, the effect's text or not."""
    trace = run(_ability(world, {"effect": "deal-horror", "amount": 1, "to": "you", "direct": True},
                         cards=[_reveler()]))
    assert trace.final_state["cards"]["Reveler"]["horror"] == 0
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def test_each_tester_who_fails_assigns_his_or_her_own_first(world, run):
    """"Each investigator who fails takes 1 horror, which must be assigned to Innocent Reveler first, if able": each
    tester assigns to the copy he or she controls."""
    world["tests"] = [{"who": "Roland", "tokens": ["-2"]}, {"who": "Agnes", "tokens": ["-2"]}]
    world["cards"] = [{"name": "Relic", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 4,
                                        "who": "each-of:you|each-investigator-controlling:copies-of:Reveler",
                                        "fail": [{"effect": "assign-first", "to": "copies-of:Reveler", "effects": [
                                            {"effect": "deal-horror", "amount": 1, "to": "testing-investigator"}]}]}]}]},
        _reveler(controller="Agnes"), _reveler(name="Reveler #2", controller="Roland")]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Relic"}]
    trace = run(world)
    cards, people = trace.final_state["cards"], trace.final_state["investigators"]
    assert (cards["Reveler"]["horror"], cards["Reveler #2"]["horror"]) == (1, 1)
    assert (people["Roland"]["horror"], people["Agnes"]["horror"]) == (0, 0)
