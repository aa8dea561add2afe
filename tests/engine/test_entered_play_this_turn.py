"""A card's entering play this turn as a condition, read from the card's sentence and the rules.

- Lupara: "[action] Spend 1 ammo: Fight. You get +1 [combat] and deal +1 damage for this attack. If Lupara entered play
  this turn, you get an additional +1 [combat] and deal an additional +1 damage for this attack."
- Enters Play: a card enters play whenever it transitions into a play area (played, or put into play); Limits and
  Maximums: "this turn" is the turn the question is asked in.
- ST.1: a modifier "for this attack" applies as the test begins, its condition checked then.
"""

from __future__ import annotations

from kb.engine.core.history import Entered, History

GHOUL = {"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 9, "fight": 3, "evade": 2,
         "attack": {"damage": 1}}
ENTERED = {"effect": "if", "condition": {"card": "self", "state": "entered-play-this-turn"},
           "text": "If Lupara entered play this turn, you get an additional +1 [combat] and deal an additional +1 "
                   "damage for this attack",
           "effects": [{"effect": "lasting", "duration": "for-this-skill-test", "skill-modifier": 1,
                        "applies-to": {"event": "skill-test-begins", "who": "you", "skill": "combat"}},
                       {"effect": "attack-damage", "amount": 1}]}
LUPARA = {"name": "Lupara", "type": "asset", "cost": 0, "uses": 2,
          "abilities": [{"kind": "action", "designator": "fight", "cost": {"actions": 1, "uses": 1},
                         "effects": [{"effect": "fight", "enemy": "Ghoul", "bonus": 1, "damage": 1,
                                      "effects": [ENTERED]}]}]}


def _fire(world, run, played: bool, token: str = "0"):
    """Roland (combat 4) attacks the Ghoul (fight 3) with Lupara, played this turn from his hand or already in play."""
    world["cards"] = [GHOUL] + ([] if played else [dict(LUPARA, controller="Roland")])
    if played:
        world["investigators"][0]["hand"] = [LUPARA]
    play = [{"who": "Roland", "action": "play", "card": "Lupara"}] if played else []
    return run(dict(world, tests=[{"who": "Roland", "tokens": [token]}],
                    do=play + [{"who": "Roland", "action": "activate", "card": "Lupara"}]))


def test_a_card_played_this_turn_gets_its_additional_modifiers(world, run, find):
    """Played this turn: combat 4 + 1 − 1 (token) + 1 = 5 against fight 3, and 1 + 1 + 1 damage, checked as the test
    begins."""
    trace = _fire(world, run, played=True, token="-1")
    assert find(trace, "Lupara enters play") < find(trace, "Lupara entered play this turn") < find(
        trace, "ST.5") < find(trace, "deals 3 damage to Ghoul")
    assert find(trace, "ST.1") < find(trace, "Lupara entered play this turn")
    value = trace.steps[find(trace, "ST.5")].text
    assert value.count("+ 1 (") == 2 and value.endswith("= 5")
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 3


def test_a_card_already_in_play_does_not(world, run, find):
    """In play before this turn: only the first modifiers, combat 4 + 1 − 1 = 4 against 3, and 2 damage."""
    trace = _fire(world, run, played=False, token="-1")
    find(trace, "Lupara did not enter play this turn")
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 2



def test_an_entering_recorded_in_another_turn_is_not_this_turns():
    """Limits and Maximums: "this turn" is the turn it is asked in — an entering recorded with another turn's key
    does not answer it, the same turn's does."""
    history = History(entered=[Entered("Lupara", {"turn": ("Agnes", 1), "phase": (1,), "round": (1,)})])
    assert not history.entered_play("Lupara", "turn", ("Roland", 1))
    assert history.entered_play("Lupara", "round", (1,))
    assert not history.entered_play("Machete", "round", (1,))
