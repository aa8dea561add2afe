"""An enemy attacks because a card says so (Attacker, Attacked): "It attacks you", "… attacks that
investigator". The attack deals the enemy's damage and horror to the attacked investigator; it is an
enemy attack that a 'when' ability may cancel; it is no attack of opportunity nor the enemy phase's, so
the enemy does not exhaust."""

from __future__ import annotations

from typing import Any


def _specter(world: dict[str, Any], effect: dict[str, Any], **card: Any) -> dict[str, Any]:
    world["cards"] = [{"name": "Specter", "type": "enemy", "location": "Attic", "health": 4, "fight": 2, "evade": 2,
                       "attack": {"damage": 1, "horror": 2}, **card, "abilities": [
                           {"kind": "forced", "timing": "after", "trigger": {"event": "move", "who": "any"},
                            "effects": [effect]}]}]
    world["investigators"][1]["location"] = "Attic"
    world["do"] = [{"who": "Roland", "action": "move", "to": "Attic"}]
    return world


def test_it_attacks_you_deals_its_damage_and_horror_and_does_not_exhaust(world, run, find):
    trace = run(_specter(world, {"effect": "enemy-attacks", "who": "triggering-who"}, exhausted=True))
    attack = find(trace, "Specter makes an attack against Roland (1 damage and 2 horror)")
    assert "ahlcg/rr/attacker-attacked" in trace.steps[attack].rules
    assert attack < find(trace, "2 horror on Roland")
    final = trace.final_state
    roland = final["investigators"]["Roland"]
    assert (roland["damage"], roland["horror"]) == (1, 2)
    assert final["investigators"]["Agnes"]["horror"] == 0
    assert final["cards"]["Specter"]["exhausted"] is True  # exhausted before, attacked all the same; nothing readied it


def test_each_investigator_at_a_location_is_attacked_one_at_a_time_in_player_order(world, run, find):
    trace = run(_specter(world, {"effect": "enemy-attacks", "who": "each-investigator-at-this-location"}))
    first, second = find(trace, "attack against Roland"), find(trace, "attack against Agnes")
    assert first < find(trace, "on Roland (") < second
    assert trace.final_state["cards"]["Specter"]["exhausted"] is False


def test_the_attack_is_an_enemy_attack_a_when_ability_may_cancel(world, run, find):
    world = _specter(world, {"effect": "enemy-attacks", "who": "triggering-who"})
    world["investigators"][0]["abilities"] = [{"kind": "reaction", "timing": "when",
                                               "trigger": {"event": "enemy-attack", "who": "you", "via": "effect"},
                                               "effects": [{"effect": "cancel"}]}]
    trace = run(world)
    assert find(trace, "Specter makes an attack against Roland") < find(trace, "Roland [reaction]")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 0


def _rougarou(world: dict[str, Any], agnes_at: str) -> dict[str, Any]:
    """Hall – Attic – Cellar in a row; The Rougarou at the Cellar; Roland moves from the Hall into the Attic, and a
    card of Agnes's answers it: "The Rougarou makes an immediate attack against each investigator at The Rougarou's
    location and each connecting location"."""
    world["locations"] = [{"name": "Hall", "connections": ["Attic"], "shroud": 1},
                          {"name": "Attic", "connections": ["Hall", "Cellar"], "shroud": 1},
                          {"name": "Cellar", "connections": ["Attic"], "shroud": 1}]
    world["investigators"][1]["location"] = agnes_at
    rougarou = "location-of:The Rougarou"
    world["cards"] = [{"name": "The Rougarou", "type": "enemy", "location": "Cellar", "health": 5, "fight": 4,
                       "evade": 4, "attack": {"damage": 2, "horror": 1}}]
    world["investigators"][1]["abilities"] = [
        {"kind": "forced", "timing": "after", "trigger": {"event": "move", "who": "Roland"},
         "effects": [{"effect": "enemy-attacks", "enemy": "The Rougarou",
                      "who": f"each-of:each-investigator-at:{rougarou}|each-investigator-at:location-connecting-to:"
                             f"{rougarou}"}]}]
    world["do"] = [{"who": "Roland", "action": "move", "to": "Attic"}]
    return world


def test_each_investigator_at_its_location_and_each_connecting_location_is_attacked_in_player_order(world, run, find):
    trace = run(_rougarou(world, "Cellar"))
    first, second = find(trace, "The Rougarou makes an attack against Roland"), find(trace, "attack against Agnes")
    assert first < find(trace, "on Roland (") < second  # Roland, at a connecting location, first in player order
    final = trace.final_state
    assert (final["investigators"]["Roland"]["damage"], final["investigators"]["Agnes"]["damage"]) == (2, 2)
    assert final["cards"]["The Rougarou"]["exhausted"] is False  # an attack by an effect does not exhaust it


def test_an_investigator_two_locations_away_is_not_attacked(world, run, find):
    trace = run(_rougarou(world, "Hall"))
    find(trace, "The Rougarou makes an attack against Roland")
    assert not any("attack against Agnes" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Agnes"]["damage"] == 0


def _ghouls(world: dict[str, Any], choose: str, exhausted: tuple[str, ...] = ()) -> dict[str, Any]:
    """Two Ghouls at Roland's location; his card: "If there is a ready Ghoul enemy at your location, it attacks you
    (if there is more than one, choose one)" — the pronoun read as one chosen among what the condition found."""
    world["cards"] = [{"name": name, "type": "enemy", "location": "Hall", "health": 3, "fight": 2, "evade": 2,
                       "traits": ["Ghoul", "Monster"], "attack": {"damage": n, "horror": 0},
                       "exhausted": name in exhausted} for name, n in (("Ghoul A", 1), ("Ghoul B", 2))]
    world["cards"].append({"name": "Mask", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "cost": {"actions": 1}, "effects": [
            {"effect": "if", "condition": {"count": "in-play:ready-ghoul-enemy-at-your-location", "at-least": 1},
             "effects": [{"effect": "choose", "to": "a-ready-ghoul-enemy-at-your-location"},
                         {"effect": "enemy-attacks", "enemy": "chosen"}]}]}]})
    world["choices"] = [{"decision": "target", "ability": "Mask", "choose": choose}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Mask"}]
    return world


def test_if_there_is_more_than_one_the_one_chosen_attacks_and_only_it(world, run, find):
    trace = run(_ghouls(world, "Ghoul B"))
    assert find(trace, "Roland chooses Ghoul B") < find(trace, "Ghoul B makes an attack against Roland")
    assert not any("Ghoul A makes an attack" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["damage"] == 2


def test_an_exhausted_enemy_is_not_among_the_ready_ones_found(world, run, find):
    trace = run(_ghouls(world, "Ghoul A", exhausted=("Ghoul B",)))
    find(trace, "Ghoul A makes an attack against Roland")
    assert trace.final_state["investigators"]["Roland"]["damage"] == 1


def _lam(world: dict[str, Any]) -> dict[str, Any]:
    """"Until the end of the round, non-Elite enemies cannot attack you", then a Ghoul and an Elite Boss each attack
    Roland, and the Ghoul Agnes."""
    world["cards"] = [{"name": n, "type": "enemy", "location": "Hall", "health": 3, "fight": 2, "evade": 2,
                       "traits": traits, "attack": {"damage": d, "horror": 0}}
                      for n, traits, d in (("Ghoul", ["Monster"], 1), ("Boss", ["Elite"], 2))]
    world["cards"].append({"name": "Lam", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "cost": {"actions": 1}, "effects": [
            {"effect": "lasting", "duration": "until-end-of-round", "cannot": True,
             "applies-to": {"event": "enemy-attack", "source": "non-elite-enemy", "who": "you"}},
            {"effect": "enemy-attacks", "enemy": "Ghoul"}, {"effect": "enemy-attacks", "enemy": "Boss"},
            {"effect": "enemy-attacks", "enemy": "Ghoul", "who": "Agnes"}]}]})
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Lam"}]
    return world


def test_an_enemy_that_cannot_attack_you_makes_no_attack_and_others_still_do(world, run, find):
    trace = run(_lam(world))
    assert find(trace, "Ghoul attacks Roland cannot happen") < find(trace, "Boss makes an attack against Roland")
    assert find(trace, "Ghoul makes an attack against Agnes") > find(trace, "Boss makes an attack")  # only you
    final = trace.final_state["investigators"]
    assert (final["Roland"]["damage"], final["Agnes"]["damage"]) == (2, 1)


def test_it_cannot_attack_this_phase_forbids_its_own_attacks_only(world, run, find):
    """The Organist: "… The Organist cannot attack this phase" — its own attacks, whomever they are against."""
    world = _specter(world, {"effect": "enemy-attacks", "who": "triggering-who"})
    world["cards"][0]["abilities"][0]["effects"].insert(0, {
        "effect": "lasting", "duration": "until-end-of-phase", "cannot": True,
        "applies-to": {"event": "enemy-attack", "source": "self"}})
    trace = run(world)
    find(trace, "Specter attacks Roland cannot happen")
    assert trace.final_state["investigators"]["Roland"]["damage"] == 0


def test_a_shared_subject_that_is_a_choice_is_one_enemy_for_every_verb(world, run, find):
    """"The nearest Possessed enemy readies, engages you, and makes an immediate attack": two are nearest (Nearest: a
    choice among those tied); the one chosen readies, engages and attacks — one enemy, chosen once."""
    world["cards"] = [{"name": name, "type": "enemy", "location": "Attic", "health": 3, "fight": 2, "evade": 2,
                       "traits": ["Possessed"], "attack": {"damage": 1, "horror": 1}, "exhausted": True}
                      for name in ("Possessed A", "Possessed B")]
    world["cards"].append({"name": "Dance", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "cost": {"actions": 1}, "effects": [
            {"effect": "choose", "to": "a-nearest-possessed-enemy-in-play"}, {"effect": "ready", "to": "chosen"},
            {"effect": "engage", "enemy": "chosen"},
            {"effect": "enemy-attacks", "enemy": "chosen", "who": "investigator-engaged-with:chosen"}]}]})
    world["choices"] = [{"decision": "target", "ability": "Dance", "choose": "Possessed B"}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Dance"}]
    trace = run(world)
    assert find(trace, "Roland chooses Possessed B") < find(trace, "Possessed B makes an attack against Roland")
    cards = trace.final_state["cards"]
    assert (cards["Possessed B"]["exhausted"], cards["Possessed A"]["exhausted"]) == (False, True)
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1
    assert not any("Possessed A makes" in s.text for s in trace.steps)
