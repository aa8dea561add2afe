""""Choose an investigator at your location. That investigator draws 3 cards." (Cryptic Research): the
investigator is chosen as the effect resolves (a `target` choice), and the effect is theirs, not yours."""

from __future__ import annotations

CRYPTIC_RESEARCH = ("Fast. Play only during your turn.\nChoose an investigator at your location. That investigator "
                    "draws 3 cards.")


def _cryptic(world):
    world["investigators"][0]["hand"] = [{"name": "Cryptic Research", "type": "event", "cost": 0,
                                          "text": CRYPTIC_RESEARCH}]
    world["investigators"][1]["deck"] = [{"name": f"Agnes card {k}", "type": "skill"} for k in range(1, 5)]
    world["investigators"][0]["deck"] = [{"name": f"Roland card {k}", "type": "skill"} for k in range(1, 5)]
    world["do"] = [{"who": "Roland", "use": "Cryptic Research"}]
    return world


def test_the_chosen_investigator_draws(world, run):
    data = _cryptic(world)
    data["choices"] = [{"decision": "target", "ability": "Cryptic Research", "choose": "Agnes"}]
    trace = run(data)
    hands = {who: inv["hand"] for who, inv in trace.final_state["investigators"].items()}
    assert hands == {"Roland": [], "Agnes": ["Agnes card 1", "Agnes card 2", "Agnes card 3"]}
