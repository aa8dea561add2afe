"""An enemy's attack against another investigator replaced by its attack against you ("Play when a non-Elite enemy
would attack another investigator at your location. Engage that enemy and resolve its attack against you instead.
Then, deal it 1 damage.", Heroic Rescue): the replacement resolves in place of the attack. Each test replays a minimal
situation and quotes the sentence it shows (``python -m kb.tools.conformance_coverage``)."""

from __future__ import annotations

from rulecases import at, run, world

_RESCUE = {"name": "Heroic Rescue", "type": "event", "cost": 0, "keywords": ["fast"],
           "play-when": {"timing": "would", "trigger": {"event": "enemy-attack", "source": "non-elite-enemy",
                                                        "who": "other-investigator-at-your-location"}},
           "effects": [{"effect": "instead", "text": "Engage that enemy and resolve its attack against you instead",
                        "effects": [{"effect": "engage", "enemy": "attacking-enemy"},
                                    {"effect": "enemy-attacks", "enemy": "attacking-enemy"},
                                    {"effect": "deal-damage", "amount": 1, "to": "attacking-enemy", "then": True}]}]}


def _rescue(traits: list[str]) -> dict:
    """The Ghoul, engaged with Agnes at the Hall, attacks in the enemy phase; Roland, at the Hall, holds the event."""
    data = world(round=2, start="3.3", until="3.3",
                 cards=[{"name": "Ghoul", "type": "enemy", "engaged": "Agnes Baker", "traits": traits, "health": 3,
                         "fight": 2, "evade": 2, "attack": {"damage": 2, "horror": 1}}])
    data["investigators"][0]["hand"] = [_RESCUE]
    return data


def test_an_attack_replaced_by_one_against_you_deals_you_its_damage_and_horror_and_the_other_none():
    """[ahlcg/rr/instead] "A replacement effect is an effect that replaces the resolution of a triggering condition
    with an alternate means of resolution." — the Ghoul engages Roland and attacks him; Agnes is dealt nothing; then it
    takes 1 damage."""
    trace = run(_rescue(["Monster", "Ghoul"]))
    people, ghoul = trace.final_state["investigators"], trace.final_state["cards"]["Ghoul"]
    assert (people["Roland Banks"]["damage"], people["Roland Banks"]["horror"]) == (2, 1)
    assert (people["Agnes Baker"]["damage"], people["Agnes Baker"]["horror"]) == (0, 0)
    assert ghoul["engaged"] == "Roland Banks" and ghoul["damage"] == 1
    assert at(trace, "Ghoul and Roland Banks become engaged") < at(trace, "Ghoul makes an attack against Roland Banks")


def test_an_elite_enemys_attack_is_not_replaced():
    """[ahlcg/rr/instead] "The word "instead" is indicative of a replacement effect." — the event's window is a
    non-Elite enemy's attack: an Elite one's is not replaced, and it attacks Agnes."""
    trace = run(_rescue(["Monster", "Elite"]))
    people = trace.final_state["investigators"]
    assert (people["Agnes Baker"]["damage"], people["Roland Banks"]["damage"]) == (2, 0)
