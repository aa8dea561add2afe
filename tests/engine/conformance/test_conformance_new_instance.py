"""A card that leaves play and comes back is a new card: the lasting and delayed effects that affected it expire for
it (Leaves Play) and its limited abilities count anew (Limits and Maximums), each replayed from its sentence.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from typing import Any

from rulecases import absent, at, gain, reaction, run, world

def _ghoul(**more: Any) -> dict[str, Any]:
    return {"name": "Ghoul", "type": "enemy", "health": 3, "fight": 4, "evade": 2, "location": "Hall",
            "exhausted": True, "attack": {"damage": 1, "horror": 1}, **more}


def _weaken() -> dict[str, Any]:
    """An asset: Ghoul gets -2 fight until the end of the round."""
    return {"name": "Diagrams", "type": "asset", "controller": "Roland Banks", "owner": "Roland Banks", "abilities": [
        {"kind": "free", "text": "[free]: Ghoul gets -2 fight until the end of the round.",
         "effects": [{"effect": "lasting", "duration": "until-end-of-round", "to": "Ghoul", "difficulty-modifier": -2,
                      "text": "Ghoul gets -2 fight until the end of the round.",
                      "applies-to": {"event": "skill-test-begins", "via": "fight"}}]}]}


def _round_trip() -> dict[str, Any]:
    """An investigator's ability that discards Ghoul and draws it again (the empty encounter deck takes back its
    discard pile)."""
    return {"kind": "free", "text": "[free]: Discard Ghoul. Draw the top card of the encounter deck.",
            "effects": [{"effect": "discard", "to": "Ghoul"},
                        {"effect": "draw-encounter-card"}]}


def test_a_lasting_effect_on_a_card_that_leaves_play_expires_for_it():
    """[ahlcg/rr/leaves-play] "- All lasting effects and/or delayed effects affecting the card while it was in play
    expire for that card." — "Ghoul gets -2 fight until the end of the round": fought before it leaves play, its fight
    is 2; discarded and drawn again in the same round, it is a new card, fought at its printed
    4."""
    data = world(cards=[_ghoul(), _weaken()],
                 do=[{"who": "Roland Banks", "use": "Diagrams"},
                     {"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "fail"},
                     {"who": "Roland Banks", "use": "Roland Banks"},
                     {"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "fail"}])
    data["investigators"][0]["abilities"] = [_round_trip()]
    trace = run(data)
    first = at(trace, "the difficulty of this skill test is 4 \u2192 2")
    gone = at(trace, "Leaving play, Ghoul is no longer affected by: \u201cGhoul gets -2 fight", first)
    assert "ahlcg/rr/leaves-play" in trace.steps[gone].rules
    again = at(trace, "ST.1: Roland Banks begins a combat test", at(trace, "Roland Banks draws Ghoul", gone))
    assert "against Ghoul's fight 4" in trace.steps[again].text
    assert not any("4 \u2192 2" in s.text for s in trace.steps[again:])


def test_a_delayed_effect_naming_a_card_that_leaves_play_expires_for_it():
    """[ahlcg/rr/leaves-play] "- All lasting effects and/or delayed effects affecting the card while it was in play
    expire for that card." — "At the end of this turn, deal 1 damage to Ghoul", set up while Ghoul is in play: Ghoul
    leaves play and re-enters before the turn ends, and the delayed effect does not reach the new Ghoul."""
    data = world(start="2.2", until="2.2.2", turn="Roland Banks",
                 cards=[_ghoul()],
                 do=[{"who": "Roland Banks", "use": "Roland Banks"}, {"who": "Roland Banks", "end-turn": True}])
    data["investigators"][0]["abilities"] = [_round_trip()]
    data["locations"][1]["abilities"] = [
        reaction("at", {"event": "turn-ends"}, [{"effect": "deal-damage", "amount": 1, "to": "Ghoul"}],
                 "At the end of this turn, deal 1 damage to Ghoul.", kind="delayed")]
    trace = run(data)
    left = at(trace, "Leaving play, Ghoul is no longer affected by: \u201cAt the end of this turn, deal 1 damage")
    k = at(trace, "Ghoul left play after this delayed effect was set up: it expired for that card", left)
    assert at(trace, "Roland Banks's turn ends") < k
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 0


def test_a_delayed_effect_still_reaches_a_card_that_stayed_in_play():
    """[ahlcg/rr/leaves-play] A delayed effect naming a card that never left play resolves on it (the control of the
    test above): Ghoul is dealt its 1 damage at the end of the turn."""
    data = world(start="2.2", until="2.2.2", turn="Roland Banks", cards=[_ghoul()],
                 do=[{"who": "Roland Banks", "end-turn": True}])
    data["locations"][1]["abilities"] = [
        reaction("at", {"event": "turn-ends"}, [{"effect": "deal-damage", "amount": 1, "to": "Ghoul"}],
                 "At the end of this turn, deal 1 damage to Ghoul.", kind="delayed")]
    trace = run(data)
    assert absent(trace, "left play after this delayed effect")
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 1


def _charm() -> dict[str, Any]:
    return {"name": "Charm", "type": "asset", "cost": 0, "controller": "Roland Banks", "owner": "Roland Banks",
            "abilities": [{"kind": "free", "text": "[free]: Gain 1 resource. (Limit once per round.)",
                           "limit": {"count": 1, "per": "round"}, "effects": gain()}]}


def test_a_card_that_leaves_play_and_re_enters_brings_a_new_instance_of_its_limited_ability():
    """[ahlcg/rr/limits-and-maximums] "If a card leaves play and re-enters play during the same period, the card is
    considered to be bringing a new instance of the ability to the game." — Charm's "Limit once per round": used,
    returned to Roland's hand and played again the same round, it may be used once more."""
    data = world(cards=[_charm()],
                 do=[{"who": "Roland Banks", "use": "Charm"}, {"who": "Roland Banks", "action": "play", "card": "Recall"},
                     {"who": "Roland Banks", "action": "play", "card": "Charm"}, {"who": "Roland Banks", "use": "Charm"}])
    data["investigators"][0]["hand"] = [{"name": "Recall", "type": "event", "cost": 0, "text": "Return Charm to your "
                                         "hand.", "effects": [{"effect": "move-card", "to": "Charm", "zone": "hand"}]}]
    trace = run(data)
    k = at(trace, "Charm leaves play: if it re-enters play it brings a new instance of its limited ability")
    assert "ahlcg/rr/limits-and-maximums" in trace.steps[k].rules
    assert at(trace, "Roland Banks gains 1 resource") < k < at(trace, "Roland Banks gains 1 resource", k)
    assert absent(trace, "has reached its limit")
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 7


def test_a_card_that_stays_in_play_keeps_its_limit_count():
    """[ahlcg/rr/limits-and-maximums] "Each instance of an ability with such a limit may be initiated X times during
    the designated period." — the control: Charm used twice without leaving play is refused the second time."""
    data = world(cards=[_charm()], do=[{"who": "Roland Banks", "use": "Charm"}, {"who": "Roland Banks", "use": "Charm"}])
    trace = run(data)
    at(trace, "Not possible (do[1]): Charm's ability has reached its limit")
