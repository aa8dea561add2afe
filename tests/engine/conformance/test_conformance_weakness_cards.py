"""A weakness with an encounter cardtype is a player card until it resolves; a weakness with a player cardtype is
controlled by its bearer — replayed from the sentences.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, gain, run, world

HANDLE = {"name": "Handle This", "type": "event", "cost": 0, "keywords": ["fast"],
          "play-when": {"timing": "after", "trigger": {"event": "draw-encounter-card"}}, "effects": gain(),
          "text": "Play after an investigator draws an encounter card: Gain 1 resource."}


def _stalker(owner="Roland Banks"):
    return {"name": "Stalker", "type": "enemy", "weakness": True, "owner": owner, "health": 2, "fight": 2,
            "evade": 2, "attack": {"damage": 1}}


def test_a_weakness_with_an_encounter_cardtype_is_a_player_card_until_it_resolves():
    """[ahlcg/faq/1-12] "Before a weakness with an encounter cardtype is resolved, it is still considered to be a player
    card." [ahlcg/faq/q-can-i-use-let-me-handle-this-or] "No." "Both of these cards are played after you or another
    investigator draw a non-peril encounter card, but before resolving that card’s effects." "Weaknesses with an
    encounter cardtype (such as enemies or treacheries) are considered to be encounter cards while they are being
    resolved and once they have entered play, but are not considered to be encounter cards yet at the time that these
    cards are played." "Therefore, at the time these cards would be played, they are still player cards and are not
    legal targets." — Roland draws the Stalker from his own deck: Agnes's card, played after an investigator draws an
    encounter card, is not offered; the same enemy drawn from the encounter deck offers it."""
    data = world(do=[{"who": "Roland Banks", "action": "draw"}])
    data["investigators"][0]["deck"] = [_stalker()]
    data["investigators"][1]["hand"] = [HANDLE]
    trace = run(data)
    at(trace, "Stalker is a weakness with an encounter cardtype: it is resolved as if it were just drawn")
    assert absent(trace, "Handle This")
    assert trace.final_state["investigators"]["Agnes Baker"]["resources"] == 3
    assert trace.final_state["cards"]["Stalker"]["zone"] == "play"
    data = world(do=[{"who": "Roland Banks", "action": "activate", "card": "Roland Banks"}])
    data["investigators"][0]["abilities"] = [{"kind": "action", "text": "Draw the top card of the encounter deck.",
                                              "effects": [{"effect": "draw-encounter-card"}]}]
    data["encounter-deck"] = [{**_stalker(), "weakness": False, "owner": None}]
    del data["encounter-deck"][0]["owner"]
    data["investigators"][1]["hand"] = [HANDLE]
    trace = run(data)
    assert at(trace, "Roland Banks draws Stalker") < at(trace, "Handle This")
    assert trace.final_state["investigators"]["Agnes Baker"]["resources"] == 4


def test_a_weakness_with_a_player_cardtype_is_controlled_by_its_bearer():
    """[ahlcg/rr/weakness] "Weaknesses with a player cardtype are controlled by their bearer." [ahlcg/rr/bearer] "The
    bearer of a weakness is the investigator who started the game with the weakness in his or her deck or play
    area." — Roland's Cursed Charm,
    an asset weakness whose revelation puts it into play, enters play under the control of Roland, its bearer."""
    charm = {"name": "Cursed Charm", "type": "asset", "weakness": True, "owner": "Roland Banks", "abilities": [
        {"kind": "revelation", "effects": [{"effect": "put-into-play"}], "text": "Revelation – Put Cursed Charm into "
                                                                                 "play."}]}
    data = world(do=[{"who": "Roland Banks", "action": "draw"}])
    data["investigators"][0]["deck"] = [charm]
    trace = run(data)
    at(trace, "Cursed Charm [revelation]")
    card = trace.final_state["cards"]["Cursed Charm"]
    assert card["zone"] == "play" and card["controller"] == "Roland Banks"


def _burden(weakness):
    burden = {"name": "Burden", "type": "event", "cost": 0, "weakness": weakness,
              "effects": [{"effect": "heal-damage", "amount": 1, "to": "you"}], "text": "Heal 1 damage."}
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Burden"}])
    data["investigators"][0]["hand"] = [burden]
    return data


def test_a_weakness_event_may_be_played_though_it_would_not_change_the_game_state():
    """[ahlcg/glossary/weakness-events-and-changing-the-game-state] "Some weakness events such as Quantum Paradox do
    not change the game state in the traditional sense when played, but nevertheless provide negative effects if they
    are in your hand." "These weakness events may still be played to avoid their negative effects." — Roland, with no
    damage, plays the weakness Burden to be rid of it: its action is spent and it goes to his discard pile; the same
    card that is no weakness cannot be played."""
    trace = run(_burden(True))
    k = at(trace, "Burden's effect could not change the game state, but it is a weakness event: it may still be "
                  "played")
    assert "ahlcg/glossary/weakness-events-and-changing-the-game-state" in trace.steps[k].rules
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert roland["hand"] == [] and roland["discard"] == ["Burden"] and roland["actions"] == 2
    trace = run(_burden(False))
    at(trace, "Burden's effect has no potential to change the game state: it cannot be played")
    assert trace.final_state["investigators"]["Roland Banks"]["hand"] == ["Burden"]
