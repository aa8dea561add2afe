"""A move of several kinds of mover at once ("Move each investigator and unengaged enemy at that location to Another
Dimension"): the reader's two moves, one a conjunct, replayed by a minimal situation composed from the rules' own
sentences."""

from __future__ import annotations

from rulecases import at, run, world

#: Hall — Attic, and Vault apart: the place the movers are sent to, connected to neither.
_ROOMS = [{"name": "Hall", "connections": ["Attic"]}, {"name": "Attic", "connections": ["Hall"]},
          {"name": "Vault", "connections": []}]


def _ghoul(name: str, **extra: object) -> dict:
    return {"name": name, "type": "enemy", "location": "Attic", "health": 3, "fight": 2, "evade": 2,
            "attack": {"damage": 1, "horror": 1}, **extra}


def _sent_to_vault() -> dict:
    """Roland at the Attic engaged with the Ghoul; the exhausted Wraith unengaged there; Agnes in the Hall."""
    data = world(cards=[{"name": "Rift", "type": "asset", "controller": "Agnes Baker", "abilities": [
        {"kind": "action", "effects": [
            {"effect": "move", "who": "each-investigator-at:Attic", "to": "Vault"},
            {"effect": "move-enemy", "enemy": "each-unengaged-enemy-at:Attic", "to": "Vault"}]}]},
        _ghoul("Ghoul", engaged="Roland Banks"), _ghoul("Wraith", exhausted=True)],
        do=[{"who": "Agnes Baker", "action": "activate", "card": "Rift"}], turn="Agnes Baker")
    data["locations"] = _ROOMS
    data["investigators"][0]["location"] = "Attic"
    return data


def test_an_engaged_enemy_moves_with_its_investigator_and_the_unengaged_one_by_the_effect():
    """[ahlcg/rr/enemy-engagement] "Each enemy in an investigator's threat area is considered to be at the same
    location as that investigator, and should the investigator move, the enemy remains engaged and moves to the new
    location simultaneously with the investigator." — "Move each investigator and unengaged enemy at the Attic to the
    Vault": Roland moves and the Ghoul with him, still engaged; the exhausted Wraith is moved by the effect's second
    part, unengaged (an exhausted enemy does not engage); Agnes, in the Hall, stays."""
    trace = run(_sent_to_vault())
    roland = at(trace, "Roland Banks moves")
    assert at(trace, "Wraith moves from Attic to Vault", roland) > roland
    final = trace.final_state
    assert final["investigators"]["Roland Banks"]["location"] == "Vault"
    assert final["investigators"]["Agnes Baker"]["location"] == "Hall"
    assert final["cards"]["Ghoul"].get("engaged") == "Roland Banks"
    assert final["cards"]["Wraith"]["location"] == "Vault" and not final["cards"]["Wraith"].get("engaged")


def test_a_readied_enemy_walking_to_you_engages_as_it_moves_into_your_location_then_attacks():
    """[ahlcg/rr/enemy-engagement] "For example, a ready unengaged enemy immediately engages if: … It moves into the
    same location as an investigator" — "the nearest Possessed enemy readies, moves (one location at a time) until it
    reaches your location, engages you, and makes an immediate attack" as the reader lowers it: the exhausted Ghoul
    two connections away readies, moves Cellar → Attic → Hall one location at a time, engages Roland there, and its
    immediate attack deals him its damage."""
    rooms = [{"name": "Hall", "connections": ["Attic"]}, {"name": "Attic", "connections": ["Hall", "Cellar"]},
             {"name": "Cellar", "connections": ["Attic"]}]
    data = world(cards=[{"name": "Dance", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "action", "effects": [
            {"effect": "choose", "to": "a-nearest-possessed-enemy-in-play"}, {"effect": "ready", "to": "chosen"},
            {"effect": "move-enemy-until", "enemy": "chosen", "toward": "your-location"},
            {"effect": "engage", "enemy": "chosen"},
            {"effect": "enemy-attacks", "enemy": "chosen", "who": "investigator-engaged-with:chosen"}]}]},
        _ghoul("Ghoul", location="Cellar", exhausted=True, traits=["Possessed"])],
        do=[{"who": "Roland Banks", "action": "activate", "card": "Dance"}])
    data["locations"] = rooms
    del data["investigators"][1]  # Roland alone: the nearest investigator to the Ghoul
    trace = run(data)
    first = at(trace, "Ghoul moves from Cellar to Attic")
    assert at(trace, "Ghoul moves from Attic to Hall", first) > first
    final = trace.final_state
    assert final["cards"]["Ghoul"].get("engaged") == "Roland Banks"
    assert final["investigators"]["Roland Banks"]["damage"] == 1
