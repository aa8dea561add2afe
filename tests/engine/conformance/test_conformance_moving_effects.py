"""Enemies moved by card effects toward an investigator the enemy itself picks (its prey), and what the move recorded
("If it moved more than one location by this effect, it does not attack this phase"): each replayed by a minimal
situation composed from the rules' own sentences."""

from __future__ import annotations

from rulecases import absent, at, run, world

#: Hall (Roland) — Attic — Cellar — Vault (Agnes): the Byakhee waits at Attic, one connection from Roland.
_ROOMS = [{"name": "Hall", "connections": ["Attic"]},
          {"name": "Attic", "connections": ["Hall", "Cellar"]},
          {"name": "Cellar", "connections": ["Attic", "Vault"]},
          {"name": "Vault", "connections": ["Cellar"]}]


def _byakhee(prey: str = "lowest-remaining-sanity", **extra: object) -> dict:
    return {"name": "Byakhee", "type": "enemy", "location": "Attic", "health": 3, "fight": 2, "evade": 2,
            "attack": {"damage": 1, "horror": 1}, "prey": prey, **extra}


def _lure(effects: list[dict], **enemy: object) -> dict:
    data = world(cards=[{"name": "Lure", "type": "asset", "controller": "Roland Banks",
                         "abilities": [{"kind": "action", "effects": effects}]}, _byakhee(**enemy)],
                 do=[{"who": "Roland Banks", "action": "activate", "card": "Lure"}])
    data["locations"] = _ROOMS
    data["investigators"][1]["location"] = "Vault"
    data["investigators"][1]["sanity"] = 3  # Agnes: the lowest remaining sanity
    return data


def test_an_enemy_moving_toward_its_prey_goes_toward_the_investigator_who_best_meets_its_prey_instructions():
    """[ahlcg/rr/prey] "- If an enemy that is moving towards the nearest investigator has a choice between multiple
    equidistant investigators, that enemy must select among those investigators the one who best meets its “prey”
    instructions." — "move it (one location at a time) until it enters its prey's location": Agnes (the lowest
    remaining sanity) three connections away, not Roland one away; each step a move of its own."""
    trace = run(_lure([{"effect": "move-enemy-until", "enemy": "Byakhee", "toward": "prey"}], exhausted=True))
    first = at(trace, "Byakhee moves from Attic to Cellar")
    assert at(trace, "Byakhee moves from Cellar to Vault", first) > first
    assert absent(trace, "moves from Attic to Hall")
    assert trace.final_state["cards"]["Byakhee"]["location"] == "Vault"


def test_investigators_tied_as_its_prey_leave_the_choice_to_the_lead_investigator():
    """[ahlcg/rr/prey] "(If multiple equidistant investigators meet the prey criteria, the lead investigator decides
    among those investigators.)" — with no prey instructions every investigator is tied: Roland (lead) chooses."""
    data = _lure([{"effect": "move-enemy", "enemy": "Byakhee", "toward": "prey", "amount": 1}], exhausted=True)
    del data["cards"][1]["prey"]
    data["choices"] = [{"decision": "target", "ability": "Byakhee", "choose": "Agnes Baker"}]
    trace = run(data)
    assert at(trace, "the lead investigator (Roland Banks) chooses Agnes Baker") >= 0
    assert at(trace, "Byakhee moves from Attic to Cellar") >= 0


def test_a_move_of_more_than_one_location_is_recorded_and_a_lasting_cannot_forbids_its_attack_this_phase():
    """[ahlcg/rr/cannot] "If an ability instructs a player to do something that is not possible (or which “cannot” be
    done), that portion of the ability is ignored" — "If it moved more than one location by this effect, it does not
    attack this phase": two moves recorded, so its attack after them is forbidden."""
    trace = run(_lure([{"effect": "move-enemy-until", "enemy": "Byakhee", "toward": "prey"},
                       {"effect": "if", "condition": {"count": "location-moved-by-this-effect", "at-least": 2},
                        "effects": [{"effect": "lasting", "duration": "until-end-of-phase", "cannot": True,
                                     "applies-to": {"event": "enemy-attack", "source": "Byakhee"}}]},
                       {"effect": "enemy-attacks", "enemy": "Byakhee", "who": "Agnes Baker"}]))
    moved = at(trace, "Byakhee moves from Cellar to Vault")
    assert at(trace, "cannot", moved) > moved
    assert trace.final_state["investigators"]["Agnes Baker"].get("damage", 0) == 0


def test_a_single_move_does_not_meet_more_than_one_location():
    """[ahlcg/rr/move] "- Unless otherwise specified by the move effect or ability, the moving entity must move to a
    connecting location." — one connection moved (its prey one away): the count of locations moved is 1, so its
    attack is not forbidden."""
    data = _lure([{"effect": "move-enemy-until", "enemy": "Byakhee", "toward": "prey"},
                  {"effect": "if", "condition": {"count": "location-moved-by-this-effect", "at-least": 2},
                   "effects": [{"effect": "lasting", "duration": "until-end-of-phase", "cannot": True,
                                "applies-to": {"event": "enemy-attack", "source": "Byakhee"}}]},
                  {"effect": "enemy-attacks", "enemy": "Byakhee", "who": "Agnes Baker"}])
    data["investigators"][1]["location"] = "Cellar"
    trace = run(data)
    assert at(trace, "Byakhee moves from Attic to Cellar") >= 0
    assert trace.final_state["investigators"]["Agnes Baker"]["damage"] == 1


def _claws() -> dict:
    """Claws of Steam's failure: "take 2 damage and you cannot move from this location this round"."""
    return {"name": "Claws", "type": "asset", "controller": "Roland Banks", "abilities": [{"kind": "free", "effects": [
        {"effect": "lasting", "duration": "until-end-of-round", "cannot": True,
         "applies-to": {"event": "move", "who": "you"}}]}]}


def test_an_investigator_who_cannot_move_makes_no_move_action_while_it_lasts():
    """[ahlcg/rr/cannot] "The word “cannot” is absolute, and cannot be countermanded by other abilities." — "you
    cannot move from this location this round": Roland's move action to Attic has no valid destination, so it cannot
    be attempted (Move): not taken, no action spent; he stays at Hall."""
    data = world(cards=[_claws()], do=[{"who": "Roland Banks", "use": "Claws"},
                                       {"who": "Roland Banks", "action": "move", "to": "Attic"}])
    trace = run(data)
    assert at(trace, "Not possible (do[1]): Roland Banks cannot move from Hall to Attic") >= 0
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert (roland["location"], roland["actions"]) == ("Hall", 3)


def test_a_move_by_a_card_effect_is_forbidden_as_well():
    """[ahlcg/rr/cannot] "The word “cannot” is absolute" [ahlcg/rr/costs] "An ability cannot initiate—and therefore its
    costs cannot be paid—if the resolution of its effect will not change the game state." — a move by an effect is no
    move action, but it is a move: "Move to a connecting location" would move Roland nowhere, so the ability is not
    initiated at all."""
    mover = {"name": "Map", "type": "asset", "controller": "Roland Banks",
             "abilities": [{"kind": "free", "effects": [{"effect": "move"}]}]}
    data = world(cards=[_claws(), mover], do=[{"who": "Roland Banks", "use": "Claws"},
                                              {"who": "Roland Banks", "use": "Map"}])
    trace = run(data)
    assert at(trace, "Not possible (do[1]): Map's ability has no potential to change the game state") >= 0
    assert absent(trace, "Map's effects")
    assert trace.final_state["investigators"]["Roland Banks"]["location"] == "Hall"


def _bait(traits: list[str]) -> dict:
    """Bait and Switch: "Evade. If you succeed, if the enemy is non-Elite, evade the enemy and move it to a connecting
    location." — Roland, engaged with the Ghoul at Hall, evades it (agility 2 + 1 against 1)."""
    switch = {"name": "Bait", "type": "asset", "controller": "Roland Banks", "abilities": [{"kind": "action", "effects": [
        {"effect": "evade", "success": [{"effect": "if", "condition": {"count": "test-against:non-elite-enemy",
                                                                       "at-least": 1},
                                         "effects": [{"effect": "evade", "enemy": "tested-enemy", "automatic": True},
                                                     {"effect": "move-enemy", "enemy": "tested-enemy",
                                                      "to": "a-connecting-location"}]}]}]}]}
    ghoul = {"name": "Ghoul", "type": "enemy", "engaged": "Roland Banks", "health": 3, "fight": 1, "evade": 1,
             "traits": traits}
    return world(cards=[switch, ghoul], do=[{"who": "Roland Banks", "action": "activate", "card": "Bait"}],
                 tests=[{"who": "Roland Banks", "tokens": ["+1"]}])


def test_an_evaded_enemy_moved_to_a_connecting_location_goes_unengaged():
    """[ahlcg/rr/move] "- Unless otherwise specified by the move effect or ability, the moving entity must move to a
    connecting location." — evaded (so unengaged), the non-Elite Ghoul moves from Hall to Attic, the one connection."""
    trace = run(_bait(["Ghoul"]))
    assert at(trace, "Ghoul moves from Hall to Attic") > at(trace, "ST.6: Roland Banks succeeds")
    ghoul = trace.final_state["cards"]["Ghoul"]
    assert ghoul["location"] == "Attic" and not ghoul.get("engaged")


def test_an_elite_enemy_is_neither_evaded_again_nor_moved():
    """[ahlcg/rr/move] "- Unless otherwise specified by the move effect or ability, the moving entity must move to a
    connecting location." — "if the enemy is non-Elite": an Elite Ghoul stays at Hall."""
    trace = run(_bait(["Elite"]))
    assert absent(trace, "Ghoul moves from Hall")


def test_a_move_canceled_in_its_when_window_does_not_happen():
    """[ahlcg/rr/cancel] "Cancel abilities interrupt the initiation of an effect, and prevent the effect from
    initiating." — "When you move out of this location: … cancel the effects of the move": Roland stays at Hall."""
    data = world(do=[{"who": "Roland Banks", "action": "move", "to": "Attic"}])
    data["locations"][0]["abilities"] = [{"kind": "forced", "timing": "when",
                                          "trigger": {"event": "move", "who": "you", "source": "this-location"},
                                          "effects": [{"effect": "cancel"}],
                                          "text": "Forced - When you move out of this location: Cancel the effects of "
                                                  "the move."}]
    trace = run(data)
    assert at(trace, "Canceled: Roland Banks enters Attic") >= 0
    assert trace.final_state["investigators"]["Roland Banks"]["location"] == "Hall"
