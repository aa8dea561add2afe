"""An investigator defeated by a card ability, not by damage or horror, from the sentences (Defeat by Card Ability).

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, run, world


def _curse(to="you"):
    return {"name": "Dire Curse", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "action", "effects": [{"effect": "defeat", "to": to}], "text": "[action] You are defeated."}]}


def test_an_investigator_defeated_by_a_card_ability_is_eliminated_with_no_damage_or_horror():
    """[ahlcg/rr/campaign-play/defeat-by-card-ability] "An investigator may be defeated by a card ability." "A defeated
    investigator is eliminated from the game (see “Elimination” on page 10)." "Should this occur, follow the
    instructions of the card ability to determine if there are any long-term repercussions of the defeat."
    [ahlcg/rr/defeat] "An investigator might also be defeated by a card ability." — no trauma is counted for it:
    the card says what follows."""
    trace = run(world(cards=[_curse()], do=[{"who": "Roland Banks", "action": "activate", "card": "Dire Curse"}]))
    defeated = at(trace, "Roland Banks is defeated: eliminated from the scenario (defeated by a card ability")
    assert "ahlcg/rr/campaign-play/defeat-by-card-ability" in trace.steps[defeated].rules
    assert at(trace, "Dire Curse's effects attempt to initiate") < defeated < at(trace, "Elimination of Roland Banks (by defeat)")
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert roland["defeated"] and roland["eliminated"]
    assert (roland["damage"], roland["horror"]) == (0, 0)
    assert absent(trace, "trauma)")
    assert not trace.final_state["investigators"]["Agnes Baker"]["defeated"]


def test_an_investigator_defeated_by_damage_is_not_said_to_be_defeated_by_a_card():
    """[ahlcg/rr/defeat] "An investigator might also be defeated by a card ability." — "also": damage equal to
    health defeats him as ever, with its trauma, and the card-ability wording is not used."""
    data = world(cards=[{"name": "Ghoul", "type": "enemy", "engaged": "Roland Banks", "health": 3,
                         "attack": {"damage": 1}}], round=2, start="3.3", until="3.3")
    data["investigators"][0]["damage"] = 8
    trace = run(data)
    k = at(trace, "Roland Banks is defeated: eliminated from the scenario (in campaign play, 1 physical trauma)")
    assert "ahlcg/rr/campaign-play/defeat-by-card-ability" not in trace.steps[k].rules
