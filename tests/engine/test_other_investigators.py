"""Investigators other than you: "another investigator", "each other investigator" (Rules Reference: You/Your — "you"
is the investigator interacting with the card, so "another" is any investigator but that one; In Player Order — an
effect on each of several investigators resolves lead investigator first, then clockwise; Target — "an"/"another" is
one chosen among those that qualify). The selectors are the plain ones with ``other`` after the determiner
(``each-other-investigator-at-your-location``), composed by the card reader from the printed determiner."""

from __future__ import annotations

def _event(world, text: str, *, lead: str = "Roland", more: list[dict] | None = None) -> dict:
    """Roland plays a 0-cost event with ``text``; Daisy joins Roland and Agnes in the Hall, Skids waits in the Attic."""
    world["investigators"].insert(1, {"name": "Daisy", "location": "Hall", "health": 5, "sanity": 9, "resources": 0})
    world["investigators"].append({"name": "Skids", "location": "Attic", "health": 8, "sanity": 6, "resources": 0})
    world["lead"] = lead
    world["investigators"][0]["hand"] = [{"name": "Gift", "type": "event", "cost": 0, "text": f"Fast.\n{text}"}]
    world["do"] = [{"who": "Roland", "use": "Gift"}]
    world["choices"] = more or []
    return world


def _horror(trace) -> dict[str, int]:
    return {who: inv["horror"] for who, inv in trace.final_state["investigators"].items()}


def test_each_other_investigator_at_your_location_excludes_you(world, run):
    """You/Your: "each other investigator at your location" is each one there but the investigator playing it."""
    trace = run(_event(world, "Each other investigator at your location takes 1 horror."))
    assert _horror(trace) == {"Roland": 0, "Daisy": 1, "Agnes": 1, "Skids": 0}


def test_each_other_investigator_resolves_in_player_order(world, run, find):
    """In Player Order: the lead investigator first, then the others clockwise (seating Roland, Daisy, Agnes, Skids;
    Agnes leads: Agnes, Skids, Roland, Daisy — Roland, who plays it, skipped); the horror is dealt to them
    simultaneously (Dealing Damage/Horror), listed in that order."""
    trace = run(_event(world, "Each other investigator takes 1 horror.", lead="Agnes"))
    assert _horror(trace) == {"Roland": 0, "Daisy": 1, "Agnes": 1, "Skids": 1}
    dealt = trace.steps[find(trace, "deals 1 horror")].text
    assert dealt.index("to Agnes") < dealt.index("to Skids") < dealt.index("to Daisy")


def test_another_investigator_is_chosen_among_the_others(world, run):
    """Target: "another investigator at your location" is one chosen among the investigators there other than you."""
    text = "Choose another investigator at your location. That investigator gains 2 resources."
    trace = run(_event(world, text, more=[{"decision": "target", "ability": "Gift", "choose": "Agnes"}]))
    resources = {who: inv["resources"] for who, inv in trace.final_state["investigators"].items()}
    assert resources == {"Roland": 5, "Daisy": 0, "Agnes": 5, "Skids": 0}


def test_you_are_not_an_option_as_another_investigator(world, run, find):
    """You/Your and Target: the investigator playing it is not "another investigator": a choice naming them is no
    option, and the engine takes the first of the others listed (Daisy, in player order)."""
    text = "Another investigator at your location gains 2 resources."
    trace = run(_event(world, text, more=[{"decision": "target", "ability": "Gift", "choose": "Roland"}]))
    assert "chooses among Daisy, Agnes" in trace.steps[find(trace, "not an option")].text
    resources = {who: inv["resources"] for who, inv in trace.final_state["investigators"].items()}
    assert resources == {"Roland": 5, "Daisy": 2, "Agnes": 3, "Skids": 0}


def test_with_no_other_investigator_there_nothing_is_gained(world, run):
    """Target: with no investigator but you at your location, "another investigator" picks none and nothing changes."""
    data = _event(world, "Another investigator at your location gains 2 resources.")
    for inv in data["investigators"][1:]:
        inv["location"] = "Attic"
    trace = run(data)
    assert {w: i["resources"] for w, i in trace.final_state["investigators"].items()}["Roland"] == 5
    assert all(i["resources"] in (0, 3) for w, i in trace.final_state["investigators"].items() if w != "Roland")


def test_both_you_and_that_investigator_each_draw_and_gain(world, run):
    """Qualifiers and "each": an instruction to "both you and that investigator" is carried out by each of them — you
    and the investigator chosen (Stand Together), never a third."""
    text = ("Choose another investigator at your location. Both you and that investigator draw 2 cards and gain 2 "
            "resources.")
    data = _event(world, text, more=[{"decision": "target", "ability": "Gift", "choose": "Agnes"}])
    for inv in data["investigators"]:
        inv["deck"] = [{"name": f"{inv['name']} card {k}", "type": "skill"} for k in range(1, 4)]
    trace = run(data)
    final = trace.final_state["investigators"]
    assert {w: len(i["hand"]) for w, i in final.items()} == {"Roland": 2, "Daisy": 0, "Agnes": 2, "Skids": 0}
    assert {w: i["resources"] for w, i in final.items()} == {"Roland": 7, "Daisy": 0, "Agnes": 5, "Skids": 0}


def test_a_count_after_the_noun_keeps_those_holding_it_as_the_effect_resolves(world, run, find):
    """Qualifiers: "each investigator at your location with 2 or more damage" is those there holding that much damage
    when the effect resolves, in player order (Daisy, then Agnes); Skids, elsewhere, and Roland, unhurt, are not."""
    data = _event(world, "Each investigator at your location with 2 or more damage takes 1 horror.")
    for inv in data["investigators"]:
        inv["damage"] = {"Roland": 0, "Daisy": 2, "Agnes": 3, "Skids": 4}[inv["name"]]
    trace = run(data)
    assert _horror(trace) == {"Roland": 0, "Daisy": 1, "Agnes": 1, "Skids": 0}
    dealt = trace.steps[find(trace, "deals 1 horror")].text
    assert dealt.index("to Daisy") < dealt.index("to Agnes")


def test_a_count_and_another_compose(world, run):
    """You/Your and Qualifiers together: "each other investigator with no clues" — neither you nor one holding a clue."""
    data = _event(world, "Each other investigator with no clues takes 1 horror.")
    data["investigators"][2]["clues"] = 1  # Agnes
    trace = run(data)
    assert _horror(trace) == {"Roland": 0, "Daisy": 1, "Agnes": 0, "Skids": 1}


POLICE_BADGE = ("You get +1 [willpower].\n[fast] While an investigator at your location is taking his or her turn, "
                "discard Police Badge: That investigator may take 2 additional actions this turn.")


def test_that_investigator_after_whose_turn_it_is_is_the_one_taking_it(world, run, find):
    """You/Your and the rule of reference: Police Badge's "That investigator" is the one "taking his or her turn" its
    condition names — Agnes, whose turn it is — not Roland, who controls and uses it."""
    world["turn"] = "Agnes"
    world["cards"] = [{"name": "Police Badge", "type": "asset", "controller": "Roland", "text": POLICE_BADGE}]
    world["do"] = [{"who": "Roland", "use": "Police Badge"}]
    trace = run(world)
    gained = trace.steps[find(trace, "additional actions this turn (Police Badge)")].text
    assert gained.startswith("Agnes may take 2 additional actions") and "actions 3 → 5" in gained
