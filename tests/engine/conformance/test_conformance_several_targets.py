"""Choosing several targets: "any number of" targets, chosen together, none included (Target).

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, gain, run, world


def _sweep(*choices):
    then = {**gain()[0], "then": True}
    sweep = {"name": "Sweep", "type": "event", "cost": 0, "text": "Deal 1 damage to any number of enemies at your "
             "location. Then, gain 1 resource.", "effects": [
                 {"effect": "deal-damage", "amount": 1, "to": "any-number-of-enemies-at-your-location"}, then]}
    enemies = [{"name": name, "type": "enemy", "location": "Hall", "health": 3, "exhausted": True}
               for name in ("Rat", "Ghoul", "Bat")]
    data = world(cards=enemies, do=[{"who": "Roland Banks", "action": "play", "card": "Sweep"}], choices=list(choices))
    data["investigators"][0]["hand"] = [sweep]
    return data


def test_several_targets_chosen_by_one_player_are_chosen_simultaneously():
    """[ahlcg/rr/target] "- If multiple targets are required to be chosen by the same player, they are chosen
    simultaneously." — Roland chooses the Rat and the Bat in one choice, before any damage is dealt; the Ghoul, not
    chosen, is untouched."""
    trace = run(_sweep({"decision": "several", "ability": "Sweep", "among": ["Rat", "Bat"]}))
    chosen = at(trace, "Roland Banks chooses Rat, Bat, simultaneously (choices[0]; could also choose: Ghoul)")
    assert "ahlcg/rr/target" in trace.steps[chosen].rules
    assert chosen < at(trace, "Sweep deals 1 damage")
    cards = trace.final_state["cards"]
    assert (cards["Rat"]["damage"], cards["Ghoul"]["damage"], cards["Bat"]["damage"]) == (1, 0, 1)
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 6


def test_an_any_number_effect_with_zero_targets_chosen_does_not_resolve():
    """[ahlcg/rr/target] "- An effect that can choose “any number” of targets does not successfully resolve (and cannot
    change the game state) if zero of those targets are chosen." — choosing none, no damage is dealt, and the "Then,
    gain 1 resource" after it does not resolve either."""
    trace = run(_sweep({"decision": "several", "ability": "Sweep", "among": []}))
    at(trace, "Roland Banks chooses none of Rat, Ghoul, Bat (choices[0]): with zero targets chosen, the effect does not "
              "resolve and cannot change the game state")
    assert absent(trace, "deals 1 damage")
    assert all(card["damage"] == 0 for card in trace.final_state["cards"].values())
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 5
