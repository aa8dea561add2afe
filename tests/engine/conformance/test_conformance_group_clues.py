"""Advancing the act deck by clues the investigators spend as a group (Act Deck and Agenda Deck; Clues)."""

from __future__ import annotations

from typing import Any

from rulecases import at, run, world


def _act(roland: int, agnes: int, who: str = "Agnes Baker") -> dict[str, Any]:
    """The current act needs 3 clues; it is Roland's turn."""
    data = world(cards=[{"name": "Trapped", "type": "act", "threshold": 3}],
                 do=[{"who": who, "use": "Trapped"}], **{"act-deck": [{"name": "The Barrier", "type": "act"}]})
    data["investigators"][0]["clues"] = roland
    data["investigators"][1]["clues"] = agnes
    return data


def test_the_investigators_spend_the_requisite_clues_as_a_group_to_advance_the_act():
    """[ahlcg/rr/act-deck-and-agenda-deck] "- The act deck advances if the investigators, as a group, spend the
    requisite number of clues (as indicated by the act card)." "This is normally done as a [free] player ability."
    "Any or all investigators may contribute any number of clues towards the total number of clues required to advance
    the act." [ahlcg/rr/clues] "- If there are no “Objective – ” requirements for advancing the current act, during any
    investigator’s turn the investigators may, as a group, spend the requisite number of clues (usually conveyed as a
    “per investigator” value) from their investigator cards to advance the act deck." "This is normally done as a
    [free] player ability." "Any or all investigators may contribute any number of clues towards the total number of
    clues required to advance the act." — Agnes, during Roland's turn, spends her 2 and Roland's 1."""
    trace = run(_act(roland=1, agnes=2))
    paid = at(trace, "Agnes Baker 2 \u2192 0, Roland Banks 1 \u2192 0")
    assert paid < at(trace, "The act deck advances: Trapped", paid)
    final = trace.final_state
    assert final["act"] == "The Barrier"
    assert final["investigators"]["Roland Banks"]["actions"] == 3  # a [free] ability: no action spent


def test_an_act_cannot_be_advanced_by_fewer_clues_than_it_requires():
    """[ahlcg/rr/act-deck-and-agenda-deck] "- The act deck advances if the investigators, as a group, spend the
    requisite number of clues (as indicated by the act card)." — 2 of 3: nothing is spent."""
    trace = run(_act(roland=1, agnes=1))
    assert "the cost needs 3, as a group" in trace.steps[-1].text
    final = trace.final_state
    assert final["act"] == "Trapped"
    assert (final["investigators"]["Roland Banks"]["clues"], final["investigators"]["Agnes Baker"]["clues"]) == (1, 1)
