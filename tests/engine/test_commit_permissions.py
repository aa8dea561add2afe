"""A permission to commit a card where ST.2 would not allow it (Play Restrictions, Permissions, and Instructions; the
Golden Rules; ST.2). ST.2: "Each investigator at the same location as the investigator performing the test may commit
one card from his or her hand"; "You may commit 1 card to each skill test performed by an investigator at another
location" — a constant on ``commit-card`` whose ``permits`` names the location check it relaxes, and nothing else."""

from __future__ import annotations

import pytest

from kb.engine import situation_from_data
from kb.engine.situation.errors import SituationError

MIND = {"kind": "constant", "applies-to": {"event": "commit-card", "who": "you"},
        "permits": "a-skill-test-at-another-location",
        "text": "You may commit 1 card to each skill test performed by an investigator at another location."}
GUTS = {"name": "Guts", "type": "skill", "icons": {"intellect": 1}}
NERVE = {"name": "Nerve", "type": "skill", "icons": {"intellect": 1}}


def _elsewhere(world, cards=(GUTS,), abilities=(MIND,), commit=("Guts",)):
    """Roland investigates the Hall (shroud 2); Agnes, in the Attic, holds ``cards`` and bears ``abilities``."""
    agnes = world["investigators"][1]
    agnes["location"] = "Attic"
    agnes["abilities"] = list(abilities)
    agnes["hand"] = [dict(c) for c in cards]
    world["tests"] = [{"who": "Roland", "tokens": ["0"], "commit": list(commit)}]
    world["do"] = [{"who": "Roland", "action": "investigate"}]
    return world


def test_st2_an_investigator_at_another_location_commits_nothing_without_a_permission(world, run, find):
    trace = run(_elsewhere(world, abilities=()))
    find(trace, "Not committed: Agnes is not at Roland's location")
    assert trace.final_state["investigators"]["Agnes"]["hand"] == ["Guts"]


def test_permissions_a_card_is_committed_to_a_test_at_another_location(world, run, find):
    trace = run(_elsewhere(world))
    permitted = find(trace, "Agnes permits Agnes to commit a card to a skill test at another location")
    assert "ahlcg/rr/play-restrictions-permissions-and-instructions" in trace.steps[permitted].rules
    assert permitted < find(trace, "Agnes commits Guts (1 matching icon")
    assert trace.final_state["investigators"]["Agnes"]["hand"] == []


def test_st2_the_permission_keeps_one_card_for_each_other_investigator(world, run, find):
    trace = run(_elsewhere(world, cards=(GUTS, NERVE), commit=("Guts", "Nerve")))
    find(trace, "Agnes commits Guts (1 matching icon")
    find(trace, "Not committed: Agnes has already committed a card: each other investigator at the location commits one")
    assert trace.final_state["investigators"]["Agnes"]["hand"] == ["Nerve"]


def test_st2_the_permission_keeps_the_matching_icon(world, run, find):
    fist = {"name": "Fist", "type": "skill", "icons": {"combat": 1}}
    trace = run(_elsewhere(world, cards=(fist,), commit=("Fist",)))
    find(trace, "Not committed: Fist has no intellect or wild icon")


def test_a_permission_is_whose_it_names(world, run, find):
    """"You may commit": the permission is its bearer's; Roland's does not let Agnes commit from another location."""
    world["investigators"][0]["abilities"] = [MIND]
    trace = run(_elsewhere(world, abilities=()))
    find(trace, "Not committed: Agnes is not at Roland's location")


def test_permits_on_commit_card_names_a_check_it_relaxes():
    bad = dict(MIND, permits="an-event-in-your-discard-pile")
    data = {"game": "ahlcg", "title": "t", "turn": "Roland", "lead": "Roland",
            "investigators": [{"name": "Roland", "location": "Hall", "health": 9, "sanity": 5, "abilities": [bad]}],
            "locations": [{"name": "Hall"}]}
    with pytest.raises(SituationError, match="names the check it relaxes"):
        situation_from_data(data)


# -- "You may commit Possession to a skill test at your location": the icon check relaxed, for that card -----------

POSSESSION = {"name": "Possession", "type": "treachery",
              "text": "You may commit Possession to a skill test at your location."}
WHISPERS = {"name": "Whispers", "type": "treachery", "text": "Whispers has no text the engine reads."}


def _holding(world, holder="Roland", cards=(POSSESSION,), commit=("Possession",)):
    """``holder`` (in the Hall) holds ``cards``; Roland investigates the Hall (shroud 2)."""
    who = 0 if holder == "Roland" else 1
    world["investigators"][who]["hand"] = [dict(c) for c in cards]
    world["tests"] = [{"who": "Roland", "tokens": ["0"], "commit": list(commit)}]
    world["do"] = [{"who": "Roland", "action": "investigate"}]
    return world


def test_st2_a_card_that_lacks_an_appropriate_icon_is_not_committed(world, run, find):
    """ST.2: "Cards that lack an appropriate skill icon may not be committed to a skill test"."""
    trace = run(_holding(world, cards=(dict(POSSESSION, text=""),)))
    find(trace, "Not committed: Possession has no intellect or wild icon")
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Possession"]


def test_permissions_a_card_may_commit_itself_though_it_lacks_an_icon(world, run, find):
    """Its own permission, from the hand it is committed from: committed, adding nothing to the skill value."""
    trace = run(_holding(world))
    permitted = find(trace, "Possession permits Roland to commit a card that lacks an appropriate skill icon")
    assert "ahlcg/rr/st-2" in trace.steps[permitted].rules
    assert permitted < find(trace, "Roland commits Possession (0 matching icons: +0")
    assert "Possession" not in trace.final_state["investigators"]["Roland"]["hand"]


def test_st2_the_permission_keeps_the_location_and_the_one_card(world, run, find):
    """Agnes, at Roland's location, commits Possession to his test; her second card is still refused (one card)."""
    guts = {"name": "Guts", "type": "skill", "icons": {"intellect": 1}}
    trace = run(_holding(world, holder="Agnes", cards=(POSSESSION, guts), commit=("Possession", "Guts")))
    find(trace, "Agnes commits Possession (0 matching icons")
    find(trace, "Not committed: Agnes has already committed a card")


def test_the_permission_is_the_cards_own(world, run, find):
    """Possession's permission names itself: Whispers, with no icon either, is still refused."""
    trace = run(_holding(world, cards=(POSSESSION, WHISPERS), commit=("Whispers",)))
    find(trace, "Not committed: Whispers has no intellect or wild icon")
