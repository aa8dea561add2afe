"""An objective only the lead investigator may meet (Search For the Stranger (v.I): "Objective – While the lead
investigator is at The Man in the Pallid Mask's location, he or she may spend [action] [action] [action] to
advance."): an [action] ability of the act, usable by the lead investigator alone (``by: lead``; Lead Investigator),
while he or she is where The Man in the Pallid Mask is."""

from __future__ import annotations

STRANGER = ("<b>Objective</b> - While the lead investigator is at The Man in the Pallid Mask's location, he or she "
            "may spend [action] [action] [action] to advance.")


def _stranger(world, who: str, mask_at: str = "Hall") -> dict:
    world["cards"] = [{"name": "Search For the Stranger", "type": "act", "text": STRANGER},
                      {"name": "The Man in the Pallid Mask", "type": "enemy", "location": mask_at, "health": 4,
                       "fight": 2, "evade": 2, "keywords": ["aloof"]}]
    world.update(round=2, start="2.2", until="2.2.1", turn=who, do=[{"who": who, "action": "activate",
                                                                      "card": "Search For the Stranger"}])
    return world


def test_the_lead_investigator_spends_three_actions_and_the_act_advances(world, run, find):
    trace = run(_stranger(world, "Roland"))
    assert find(trace, "Step 2: costs paid simultaneously: 3 actions") < find(trace, "The act deck advances")
    assert trace.final_state["investigators"]["Roland"]["actions"] == 0


def test_another_investigator_may_not_use_it(world, run, find):
    trace = run(_stranger(world, "Agnes"))
    refused = trace.steps[find(trace, "only the lead investigator (Roland) may use Search For the Stranger's ability, "
                                      "not Agnes")]
    assert "ahlcg/rr/lead-investigator" in refused.rules
    assert trace.final_state["investigators"]["Agnes"]["actions"] == 3


def test_away_from_the_man_in_the_pallid_mask_the_lead_may_not(world, run, find):
    trace = run(_stranger(world, "Roland", mask_at="Attic"))
    find(trace, "Not possible")
    assert trace.final_state["investigators"]["Roland"]["actions"] == 3
