"""Player cards that change setting up the game (Appendix III): an investigator who begins the game with a card of his
or her deck in play ("ashcan" Pete's "You begin the game with Duke in play"), and a card that changes the starting
resources of step 7 (Indebted's "You start each game with 2 fewer resources")."""

from __future__ import annotations

from typing import Any

from rulecases import absent, at, run, world


def _whole(**more: Any) -> dict[str, Any]:
    data = world(setup="all", lead="Roland Banks", **more)
    del data["turn"]
    for inv, prefix in zip(data["investigators"], "RA"):
        inv["resources"] = 0
        inv["deck"] = [f"{prefix}{i}" for i in range(7)]
    return data


def test_a_card_the_investigator_begins_the_game_with_is_in_play_before_the_opening_hand():
    """[ahlcg/rr/appendix-iii] "4. Assemble and shuffle the investigator decks." "8. Draw opening hands." — "Ashcan"
    Pete: "You begin the game with Duke in play": as a permanent card ([ahlcg/rr/permanent] "starts each game in play
    and is not shuffled into your investigator deck during setup"), Duke is put into play under Pete's control at
    step 4, so it is neither in the deck nor drawn into the opening hand."""
    data = _whole()
    data["investigators"][0]["begin-in-play"] = ["Duke"]
    data["investigators"][0]["deck"].insert(0, {"name": "Duke", "type": "asset"})
    trace = run(data)
    k = at(trace, "Roland Banks begins the game with Duke in play: Duke is put into play under Roland Banks's control")
    assert at(trace, "Setup, step 4") < k < at(trace, "Setup, step 5")
    assert "ahlcg/rr/appendix-iii" in trace.steps[k].rules
    duke = trace.final_state["cards"]["Duke"]
    assert (duke["zone"], duke["controller"]) == ("play", "Roland Banks")
    assert trace.final_state["investigators"]["Roland Banks"]["hand"] == ["R0", "R1", "R2", "R3", "R4"]


def test_a_card_begun_in_play_with_uses_enters_play_with_them():
    """[ahlcg/rr/uses-x-type] "When a card bearing this keyword enters play, place a number of resource tokens equal
    to the value (X), from the token pool, on the card." — a card begun in play enters play at setup, so its Uses
    keyword places its uses then."""
    data = _whole()
    data["investigators"][0]["begin-in-play"] = ["Old Revolver"]
    data["investigators"][0]["deck"].insert(3, {"name": "Old Revolver", "type": "asset", "uses": 4,
                                                "use-type": "ammo"})
    trace = run(data)
    assert at(trace, "Roland Banks begins the game with Old Revolver in play") \
        < at(trace, "Old Revolver enters play with Uses (4 ammo)") < at(trace, "Setup, step 5")
    assert trace.final_state["cards"]["Old Revolver"]["uses"] == 4


def test_a_name_with_a_subtitle_matches_its_card_and_a_missing_card_is_said():
    """[ahlcg/rr/appendix-iii] Mark Harrigan: "You begin the game with Sophie (In Loving Memory) in play" — the card of
    that title is taken when the situation's card has no subtitle (and the trace says so); a card the deck does not
    hold is not modelled, said in the trace, and nothing is put into play."""
    data = _whole()
    data["investigators"][0]["begin-in-play"] = ["Sophie (In Loving Memory)"]
    data["investigators"][0]["deck"].insert(0, {"name": "Sophie", "type": "asset"})
    data["investigators"][1]["begin-in-play"] = ["Duke"]
    trace = run(data)
    k = at(trace, "Roland Banks begins the game with Sophie (In Loving Memory) in play: Sophie is put into play")
    assert "taken as Sophie (In Loving Memory)" in trace.steps[k].text
    assert trace.final_state["cards"]["Sophie"]["zone"] == "play"
    k = at(trace, "Agnes Baker's card says Agnes Baker begins the game with Duke in play, but Agnes Baker's deck holds "
           "no such card: not modelled")
    assert at(trace, "Setup, step 4") < k < at(trace, "Setup, step 5")


def test_a_card_that_changes_the_starting_resources_changes_step_seven():
    """[ahlcg/rr/appendix-iii] "7. Collect starting resources. Each investigator gains 5 resources from the token
    pool." — Indebted (permanent): "You start each game with 2 fewer resources": its owner gains 3; the other
    investigator's 5 are unchanged."""
    data = _whole()
    data["investigators"][0]["deck"].insert(0, {"name": "Indebted", "type": "treachery", "weakness": True,
                                                "keywords": ["permanent"], "starting-resources": -2})
    trace = run(data)
    k = at(trace, "Setup, step 7, Collect starting resources")
    assert "Roland Banks 0 \u2192 3 (5, -2 from Indebted: a card changes the starting resources)" in trace.steps[k].text
    assert "Agnes Baker 0 \u2192 5" in trace.steps[k].text
    assert at(trace, "Indebted has the permanent keyword") < k
    resources = {n: inv["resources"] for n, inv in trace.final_state["investigators"].items()}
    assert resources == {"Roland Banks": 3, "Agnes Baker": 5}
    assert absent(trace, "Agnes Baker 0 \u2192 5 (")
