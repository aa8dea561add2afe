"""Trauma suffered by a card's instruction, recorded for the campaign. Each test replays a minimal situation and
quotes the sentence it shows (``python -m kb.tools.conformance_coverage``)."""

from __future__ import annotations

from rulecases import at, run, world


def _suffer(kind, amount=1, **more):
    return {"name": "Ordeal", "type": "event", "cost": 0,
            "effects": [{"effect": f"{kind}-trauma", "amount": amount, **more}]}


def test_trauma_suffered_is_recorded_in_the_campaign_log():
    """[ahlcg/rr/campaign-play/trauma] "he or she suffers 1 mental trauma (recorded in the campaign log)." — a card's
    "You suffer 1 mental trauma" is recorded, not placed as horror now (that is setup's, in a later scenario)."""
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Ordeal"}])
    data["investigators"][0]["hand"] = [_suffer("mental")]
    trace = run(data)
    at(trace, "Roland Banks suffered 1 mental trauma (recorded in the Campaign Log; mental trauma now 1)")
    final = trace.final_state
    assert final["campaign_log"] == ["Roland Banks suffered 1 mental trauma"]
    assert final["trauma"] == {"Roland Banks": {"physical": 0, "mental": 1}}
    assert final["investigators"]["Roland Banks"]["horror"] == 0


def test_trauma_reaching_the_printed_value_kills_or_drives_insane():
    """[ahlcg/rr/killed-insane-investigators] "An investigator with mental trauma equal to or higher than his or her
    printed sanity is driven insane." — counted with the trauma the investigator began the scenario with."""
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Ordeal"}])
    data["investigators"][0].update(sanity=5, trauma={"mental": 4})
    data["investigators"][0]["hand"] = [_suffer("mental")]
    trace = run(data)
    at(trace, "Roland Banks's mental trauma (5) is equal to or higher than his or her printed sanity (5): Roland Banks "
              "is driven insane")
    assert "Roland Banks was driven insane" in trace.final_state["campaign_log"]


def test_each_investigator_suffers_the_trauma_an_instruction_to_each_names():
    """[ahlcg/rr/campaign-play/trauma] "he or she suffers 1 physical trauma (recorded in the campaign log)." """
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Ordeal"}])
    data["investigators"][0]["hand"] = [_suffer("physical", 2, who="each-investigator")]
    trace = run(data)
    assert trace.final_state["trauma"] == {"Roland Banks": {"physical": 2, "mental": 0},
                                           "Agnes Baker": {"physical": 2, "mental": 0}}
