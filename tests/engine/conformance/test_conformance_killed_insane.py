"""An investigator killed or driven insane by a card ability: recorded for the campaign, and out of the scenario.
Each test replays a minimal situation and quotes the sentence it shows (``python -m kb.tools.conformance_coverage``)."""

from __future__ import annotations

from rulecases import at, run, world


def _fate(effect, **more):
    return {"name": "Ordeal", "type": "event", "cost": 0, "effects": [{"effect": effect, **more}]}


def test_an_investigator_killed_by_a_card_ability_is_recorded_and_eliminated():
    """[ahlcg/rr/killed-insane-investigators] "An investigator may also be killed or driven insane by card ability"
    — "investigators who are killed or driven insane must be recorded in your campaign log"; "When playing a standalone
    scenario, there is no practical difference between being killed, driven insane, or defeated": defeated, and so
    eliminated (his or her clues go to the location)."""
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Ordeal"}])
    data["investigators"][0]["hand"] = [_fate("killed")]
    data["investigators"][0]["clues"] = 2
    trace = run(data)
    at(trace, "Roland Banks is killed by a card ability (recorded in the Campaign Log)")
    at(trace, "Roland Banks is defeated: eliminated from the scenario")
    final = trace.final_state
    assert final["campaign_log"] == ["Roland Banks was killed"]
    assert final["investigators"]["Roland Banks"]["eliminated"] is True
    assert final["investigators"]["Roland Banks"]["clues"] == 0


def test_each_investigator_an_instruction_drives_insane_is_recorded_in_player_order():
    """[ahlcg/rr/killed-insane-investigators] "During campaign play, investigators who are killed or driven insane
    must be recorded in your campaign log" — each one the instruction names, in player order."""
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Ordeal"}])
    data["investigators"][0]["hand"] = [_fate("driven-insane", who="each-investigator")]
    trace = run(data)
    final = trace.final_state
    assert final["campaign_log"] == ["Roland Banks was driven insane", "Agnes Baker was driven insane"]
    assert all(final["investigators"][n]["eliminated"] for n in ("Roland Banks", "Agnes Baker"))
