"""Immunity gained or lost: the lasting effects already applied to a card stay when it gains immunity, and those
established while it was immune do not reach it when it loses it (Immune), each replayed from its sentence.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from typing import Any

from rulecases import at, run, world


def _ghoul(name: str = "Ghoul") -> dict[str, Any]:
    return {"name": name, "type": "enemy", "health": 3, "fight": 4, "evade": 2, "location": "Hall", "exhausted": True,
            "attack": {"damage": 1, "horror": 1}}


def _diagrams(to: str) -> dict[str, Any]:
    """A player asset: the enemies ``to`` picks get -2 fight until the end of the round."""
    text = "[free]: Each enemy at your location gets -2 fight until the end of the round."
    return {"name": "Diagrams", "type": "asset", "controller": "Roland Banks", "owner": "Roland Banks", "abilities": [
        {"kind": "free", "text": text,
         "effects": [{"effect": "lasting", "duration": "until-end-of-round", "to": to, "difficulty-modifier": -2,
                      "text": text, "applies-to": {"event": "skill-test-begins", "via": "fight"}}]}]}


def _haunting(duration: str) -> dict[str, Any]:
    """A treachery in Roland's threat area: Ghoul gains immunity to player card effects for ``duration``."""
    text = "[free]: Ghoul gains immunity to player card effects."
    return {"name": "Haunting", "type": "treachery", "threat-area": "Roland Banks", "abilities": [
        {"kind": "free", "text": text,
         "effects": [{"effect": "lasting", "duration": duration, "to": "Ghoul", "immune": ["player-card"],
                      "text": text, "applies-to": {"event": "enters-play"}}]}]}


def test_gaining_immunity_does_not_remove_lasting_effects_already_applied():
    """[ahlcg/rr/immune] "- If a card gains immunity to an effect, pre-existing lasting effects that have been applied
    to the card are not removed." — Diagrams gives the Ghoul -2 fight; then the Ghoul gains immunity to player card
    effects: fought, its fight is still 2, while a player's event that could affect only it cannot be played."""
    data = world(cards=[_ghoul(), _diagrams("each-enemy-at-your-location"), _haunting("until-end-of-round")],
                 do=[{"who": "Roland Banks", "use": "Diagrams"}, {"who": "Roland Banks", "use": "Haunting"},
                     {"who": "Roland Banks", "action": "fight", "enemy": "Ghoul", "result": "fail"},
                     {"who": "Roland Banks", "action": "play", "card": "Blast"}])
    data["investigators"][0]["hand"] = [{"name": "Blast", "type": "event", "cost": 0, "text": "Deal 1 damage to each "
                                         "enemy at your location.", "effects": [
                                             {"effect": "deal-damage", "amount": 1, "to": "each-enemy-at-your-location"}]}]
    trace = run(data)
    gained = at(trace, "Ghoul gains immunity to player card effects: lasting effects already applied to it are not "
                       "removed")
    assert "ahlcg/rr/immune" in trace.steps[gained].rules
    assert gained < at(trace, "the difficulty of this skill test is 4 \u2192 2", gained)
    at(trace, "Not possible (do[3]): Blast's effect has no potential to change the game state", gained)
    assert trace.final_state["cards"]["Ghoul"]["damage"] == 0


def test_losing_immunity_does_not_apply_lasting_effects_established_meanwhile():
    """[ahlcg/rr/immune] "If a card loses immunity to an effect, pre-existing lasting effects of that nature are not
    applied to the card." — immune to player card effects until the end of Roland's turn, the Ghoul is left out of
    Diagrams' "-2 fight" (the Rat beside it gets it); its immunity gone, Agnes fights it at its printed 4."""
    data = world(cards=[_ghoul(), _ghoul("Rat"), _diagrams("each-enemy-at-your-location"),
                        _haunting("until-end-of-turn")],
                 start="2.2", until="2.2.2",
                 do=[{"who": "Roland Banks", "use": "Haunting"}, {"who": "Roland Banks", "use": "Diagrams"},
                     {"who": "Roland Banks", "end-turn": True},
                     {"who": "Agnes Baker", "action": "fight", "enemy": "Ghoul", "result": "fail"},
                     {"who": "Agnes Baker", "action": "fight", "enemy": "Rat", "result": "fail"}])
    trace = run(data)
    lost = at(trace, "Ghoul loses its immunity to player card effects: lasting effects established while it was "
                     "immune are not applied to it")
    assert at(trace, "Ghoul is immune to player card effects: Diagrams's effect cannot affect or choose it") < lost
    ghoul = at(trace, "ST.1: Agnes Baker begins a combat test", lost)
    assert "against Ghoul's fight 4" in trace.steps[ghoul].text
    rat = at(trace, "ST.1: Agnes Baker begins a combat test", ghoul + 1)
    assert "against Rat's fight 4" in trace.steps[rat].text
    assert "is 4 \u2192 2" in trace.steps[at(trace, "the difficulty of this skill test", rat)].text
    assert not any("4 \u2192 2" in s.text for s in trace.steps[ghoul:rat])


def test_immunity_gained_by_a_location_is_said_to_be_not_modelled():
    """[ahlcg/rr/immune] The engine's immunity is a card's: a location gaining one is not replayed, and the trace says
    so where it would apply (never silently)."""
    text = "[free]: Your location gains immunity to player card effects until the end of the round."
    ward = {"name": "Ward", "type": "treachery", "threat-area": "Roland Banks", "abilities": [
        {"kind": "free", "text": text, "effects": [
            {"effect": "lasting", "duration": "until-end-of-round", "to": "your-location", "immune": ["player-card"],
             "text": text, "applies-to": {"event": "enters-play"}}]}]}
    trace = run(world(cards=[ward], do=[{"who": "Roland Banks", "use": "Ward"}]))
    k = at(trace, "Not modelled: Hall gaining immunity to player card effects")
    assert trace.steps[k].kind.value == "note"
    assert any(u.text.startswith("not modelled: Hall gaining immunity") for u in trace.unresolved)
