"""A target chosen once for the effects after it ("Choose an investigator at your location and test [intellect] (2).
If you succeed, heal 1 damage from that investigator. If you fail, deal 1 damage to that investigator."), and an
effect that resolves only while a count of the state holds ("Take 2 horror if you have no actions remaining";
"If …, X. Otherwise, Y")."""

from __future__ import annotations

MEDICAL_TEXTS = [
    {"effect": "choose", "to": "an-investigator-at-your-location"},
    {"effect": "test", "skill": "intellect", "difficulty": 2,
     "success": [{"effect": "heal-damage", "amount": 1, "to": "chosen"}],
     "fail": [{"effect": "deal-damage", "amount": 1, "to": "chosen"}]},
]


def _medical(world, token):
    world["investigators"][1]["damage"] = 2
    world["investigators"][0]["damage"] = 2
    world["cards"] = [{"name": "Medical Texts", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "cost": {"actions": 1}, "effects": MEDICAL_TEXTS}]}]
    world["tests"] = [{"who": "Roland", "tokens": [token]}]
    world["choices"] = [{"decision": "target", "ability": "Medical Texts", "choose": "Agnes"}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Medical Texts"}]
    return world


def _damage(trace):
    return {who: inv["damage"] for who, inv in trace.final_state["investigators"].items()}


def test_the_chosen_investigator_is_chosen_before_the_test_and_its_success_acts_on_them(world, run, find):
    trace = run(_medical(world, "0"))
    assert find(trace, "Roland chooses Agnes (an investigator at your location)") < find(trace, "ST.1")
    assert _damage(trace) == {"Roland": 2, "Agnes": 1}


def test_the_fail_result_acts_on_the_same_chosen_investigator(world, run):
    assert _damage(run(_medical(world, "-5"))) == {"Roland": 2, "Agnes": 3}


def test_nothing_to_choose_leaves_the_chosen_effects_unresolved(world, run, find):
    """With no enemy at the location to choose, "that enemy" names nothing; the other effects still resolve."""
    data = _medical(world, "0")
    data["cards"][0]["abilities"][0]["effects"] = [{"effect": "gain-resources", "amount": 1},
                                                   {"effect": "choose", "to": "an-enemy-at-your-location"},
                                                   {"effect": "deal-damage", "amount": 1, "to": "chosen"}]
    data["tests"] = []
    trace = run(data)
    find(trace, "No enemy at your location to choose to resolve this against")
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6


def _woods(world, actions, otherwise=()):
    """Slaughtered Woods: "Forced – After you reveal Slaughtered Woods: Take 2 horror if you have no actions
    remaining." (the reveal as an activated ability here: a count checked as it resolves)."""
    world["investigators"][0]["actions"] = actions
    world["cards"] = [{"name": "Woods", "type": "asset", "controller": "Roland", "abilities": [{
        "kind": "free", "effects": [{"effect": "if", "condition": {"count": "action-you-have", "at-most": 0},
                                     "effects": [{"effect": "deal-horror", "amount": 2, "to": "you"}],
                                     **({"otherwise": list(otherwise)} if otherwise else {})}]}]}]
    world["do"] = [{"who": "Roland", "use": "Woods"}]
    return world


def _horror(trace):
    return trace.final_state["investigators"]["Roland"]["horror"]


def test_if_the_count_holds_its_effects_resolve(world, run, find):
    trace = run(_woods(world, 0))
    find(trace, "If action-you-have: at most 0: 0 (actions Roland has remaining), so it holds")
    assert _horror(trace) == 2


def test_if_the_count_does_not_hold_it_has_no_potential_to_change_the_state(world, run, find):
    """Its potential is that of the branch that would resolve now: none, so the ability cannot be initiated."""
    trace = run(_woods(world, 2))
    find(trace, "has no potential to change the game state")
    assert _horror(trace) == 0


def test_otherwise_resolves_when_the_count_does_not_hold(world, run):
    trace = run(_woods(world, 2, [{"effect": "deal-horror", "amount": 1, "to": "you"}]))
    assert _horror(trace) == 1


def test_a_lasting_effect_on_the_chosen_investigator_modifies_their_tests(world, run, find):
    """Encyclopedia: "Choose an investigator at your location. That investigator gets +2 to a skill of your choice
    until the end of the phase." — the lasting effect is Agnes's: her test gets +2, Roland's does not."""
    lasting = {"effect": "lasting", "duration": "until-end-of-phase", "skill-modifier": 2, "who": "chosen",
               "applies-to": {"event": "skill-test-begins", "who": "you", "skill": "willpower"}}
    world["cards"] = [{"name": "Encyclopedia", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "cost": {"actions": 1}, "effects": [
            {"effect": "choose", "to": "an-investigator-at-your-location"}, lasting]}]}]
    world["choices"] = [{"decision": "target", "ability": "Encyclopedia", "choose": "Agnes"}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Encyclopedia"}]
    trace = run(world)
    find(trace, "Lasting effect on Agnes (until the end of the phase)")


VICIOUS_BLOW = [{"effect": "if", "condition": {"count": "point-succeeded-by", "at-least": 2},
                 "effects": [{"effect": "attack-damage", "amount": 2}],
                 "otherwise": [{"effect": "attack-damage", "amount": 1}]}]


def _vicious(world, run, token):
    """Roland (combat 4) fights a Ghoul (fight 2, health 5) with Vicious Blow committed: "If this skill test is
    successful during an attack, that attack deals +1 damage (+2 damage instead if it succeeds by 2 or more).\""""
    world["investigators"][0]["hand"] = [{"name": "Vicious Blow", "type": "skill", "icons": {"combat": 1},
                                          "if-success": VICIOUS_BLOW}]
    world["cards"] = [{"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 5, "fight": 2, "evade": 2,
                       "attack": {"damage": 1}}]
    data = dict(world, tests=[{"who": "Roland", "tokens": [token], "commit": ["Vicious Blow"]}],
                do=[{"who": "Roland", "action": "fight", "enemy": "Ghoul"}])
    return run(data)


def test_an_if_on_the_margin_modifies_the_attack_by_the_amount_it_holds_for(world, run, find):
    """Combat 4 + 1 icon against fight 2: success by 3, so the attack deals 1 + 2."""
    trace = _vicious(world, run, "0")
    find(trace, "If point-succeeded-by: at least 2: Roland succeeds by 3, so it holds")
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 3


def test_an_if_on_the_margin_that_does_not_hold_resolves_otherwise(world, run):
    """Combat 4 + 1 - 2 against fight 2: success by 1, so the attack deals 1 + 1."""
    assert _vicious(world, run, "-2").final_state["cards"]["Ghoul"]["damage"] == 2


def test_a_chosen_location_is_where_the_effects_after_it_act(world, run, find):
    """"Choose a connecting location. Move to it.": the move goes to the location chosen."""
    world["cards"] = [{"name": "Map", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "cost": {"actions": 1}, "effects": [{"effect": "choose", "to": "a-connecting-location"},
                                                                {"effect": "move", "to": "chosen"}]}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Map"}]
    trace = run(world)
    find(trace, "Roland chooses Attic (a connecting location)")
    assert trace.final_state["investigators"]["Roland"]["location"] == "Attic"


def _false_lead(world, clues):
    """False Lead: "If you have no clues, False Lead gains surge." — then Rotting Remains below it."""
    world["investigators"][0]["clues"] = clues
    false_lead = {"name": "False Lead", "type": "treachery", "abilities": [{"kind": "revelation", "effects": [
        {"effect": "if", "condition": {"count": "clue-you-have", "at-most": 0}, "effects": [{"effect": "gain-surge"}]}]}]}
    remains = {"name": "Rotting Remains", "type": "treachery", "abilities": [{"kind": "revelation", "effects": [
        {"effect": "deal-horror", "amount": 1, "to": "you"}]}]}
    world["encounter-deck"] = [false_lead, remains]
    world["investigators"][0]["abilities"] = [{"kind": "action", "effects": [{"effect": "draw-encounter-card"}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Roland"}]
    return world


def _steps(trace):
    return [s.text for s in trace.steps]


def test_a_card_that_gains_surge_draws_another_after_it_resolves(world, run, find):
    """Surge: "After drawing and resolving an encounter with the surge keyword, an investigator must draw another"."""
    trace = run(_false_lead(world, 0))
    assert find(trace, "False Lead gains surge") < find(trace, "Step 5: False Lead has surge") \
        < find(trace, "Roland draws Rotting Remains")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def test_a_card_that_does_not_gain_surge_draws_nothing_more(world, run):
    trace = run(_false_lead(world, 1))
    assert not any("has surge" in t for t in _steps(trace))
    assert trace.final_state["investigators"]["Roland"]["horror"] == 0


def test_gained_surge_lasts_one_resolution(world, run):
    """Drawn again once Roland has horror, the card gains no surge, and the surge it gained before is gone: no third
    draw."""
    data = _false_lead(world, 0)
    data["encounter-deck"][0]["abilities"][0]["effects"][0]["condition"] = {"count": "horror-on-you", "at-most": 0}
    data["do"] = [{"who": "Roland", "action": "activate", "card": "Roland"}] * 2
    trace = run(data)
    assert len([t for t in _steps(trace) if "has surge" in t]) == 1
    assert len([t for t in _steps(trace) if "Roland draws False Lead" in t]) == 2


CRYPT_CHILL = [{"effect": "if-able", "effects": [{"effect": "discard", "to": "an-asset-you-control"}],
                "otherwise": [{"effect": "deal-damage", "amount": 2, "to": "you"}]}]


def _crypt_chill(world, *assets):
    world["cards"] = [{"name": "Crypt Chill", "type": "treachery", "threat-area": "Roland", "abilities": [
        {"kind": "action", "cost": {"actions": 1}, "effects": CRYPT_CHILL}]}]
    world["cards"] += [{"name": name, "type": "asset", "controller": "Roland"} for name in assets]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Crypt Chill"}]
    return world


def test_if_you_can_the_effect_resolves_and_not_its_alternative(world, run):
    """"Choose and discard 1 asset you control (if you cannot, take 2 damage instead)": with an asset to discard, it
    is discarded and no damage is taken."""
    trace = run(_crypt_chill(world, "Knife"))
    assert trace.final_state["investigators"]["Roland"]["discard"] == ["Knife"]
    assert trace.final_state["investigators"]["Roland"]["damage"] == 0
    assert any("can be done, so it resolves" in s.text for s in trace.steps)


def test_if_you_cannot_the_alternative_resolves_instead(world, run):
    """Appendix I: an effect that could not change the game state cannot be done — with no asset, 2 damage instead."""
    trace = run(_crypt_chill(world))
    assert trace.final_state["investigators"]["Roland"]["damage"] == 2
    assert any("cannot be done (it could not change the game state), so" in s.text for s in trace.steps)
