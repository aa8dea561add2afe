"""An investigator's role (a class chosen during play, Lola Hayes): cards of the role he or she has when a card is
played, committed or triggered — each replayed from the card's printed sentence in a minimal situation."""

from __future__ import annotations

from typing import Any

from rulecases import at, run, world


def _card(name: str, kind: str = "event", cost: int = 0, **fields: Any) -> dict[str, Any]:
    return {"name": name, "type": kind, "cost": cost, **fields}


GAIN = [{"effect": "gain-resources", "amount": 1}]


def test_the_next_card_you_play_of_your_role_costs_less_by_the_role_when_it_is_played():
    """[ahlcg/rr/appendix-i] "1. Apply any modifiers to the cost(s)." — "Switch your role. Until the end of your turn,
    reduce the resource cost of the next card you play of your role by 3." (Improvisation, read from its text): Roland
    switches to Seeker; the Guardian event (3) played next is no card of his role and costs 3; the Seeker one (4) after
    it costs 1."""
    data = world(do=[{"who": "Roland Banks", "action": "play", "card": "Improvisation"},
                     {"who": "Roland Banks", "action": "play", "card": "Evidence!"},
                     {"who": "Roland Banks", "action": "play", "card": "Deduction"}],
                 choices=[{"decision": "either", "ability": "Improvisation", "option": 1}])
    data["investigators"][0]["resources"] = 10
    data["investigators"][0]["hand"] = [
        _card("Improvisation", text="Switch your role. Until the end of your turn, reduce the resource cost of the "
              "next card you play of your role by 3."),
        _card("Evidence!", cost=3, effects=GAIN, **{"class": "guardian"}),
        _card("Deduction", cost=4, effects=GAIN, **{"class": "seeker"})]
    trace = run(data)
    seeker = at(trace, "role switches from neutral to seeker")
    evidence = at(trace, "plays Evidence!", seeker)
    deduction = at(trace, "plays Deduction", evidence)
    assert at(trace, "4 → 1 resources", deduction) > deduction
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 10 - 3 + 1 - 1 + 1
