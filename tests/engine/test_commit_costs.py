"""An additional cost to commit a card to a skill test (Costs; FAQ 1.6; ST.2): the card's own "As an additional cost
to commit "Watch this!" to a skill test, spend up to 3 resources" — a constant ability on its own ``commit-card``,
at work from the hand it is committed from — or a card in play's on ``commit-card``. It is paid as the card is
committed, by the investigator committing it, before the tokens are revealed; unpaid, the card stays in hand."""

from __future__ import annotations

from typing import Any

WATCH = {"kind": "constant", "applies-to": {"event": "commit-card", "what": "self"},
         "additional-cost": {"resources": 3, "up-to": "resources"},
         "text": "As an additional cost to commit \"Watch this!\" to a skill test, spend up to 3 resources."}


def _investigate(world: dict[str, Any], committer: str, cost: dict[str, Any] | None = None) -> dict[str, Any]:
    """Roland investigates the Hall with "Watch this!" committed from ``committer``'s hand."""
    person = next(i for i in world["investigators"] if i["name"] == committer)
    ability = dict(WATCH, **({"additional-cost": cost} if cost else {}))
    person["hand"] = [{"name": "Watch this!", "type": "skill", "icons": {"wild": 1}, "abilities": [ability]}]
    world["tests"] = [{"who": "Roland", "tokens": ["0"], "commit": ["Watch this!"]}]
    world["do"] = [{"who": "Roland", "action": "investigate"}]
    return world


def test_the_committer_chooses_how_much_of_an_up_to_cost_and_pays_it_before_the_reveal(world, run, find):
    world = _investigate(world, "Roland")
    world["choices"] = [{"decision": "amount", "ability": "Watch this!", "amount": 2}]
    trace = run(world)
    chosen = find(trace, "Roland pays up to 3 resources for Watch this!'s cost: chooses 2")
    paid = find(trace, "Additional cost to commit Watch this! (Watch this!) paid by Roland as it is committed")
    assert chosen < paid < find(trace, "Roland commits Watch this!") < find(trace, "ST.3")
    assert "resources 5 \u2192 3" in trace.steps[paid].text
    assert trace.final_state["investigators"]["Roland"]["resources"] == 3


def test_with_no_choice_the_most_the_committer_can_pay_is_paid(world, run, find):
    world = _investigate(world, "Agnes")  # Agnes has 3 resources: she pays for her own card, from her own pool
    final = run(world).final_state["investigators"]
    assert (final["Agnes"]["resources"], final["Roland"]["resources"]) == (0, 5)


def test_a_cost_that_cannot_be_paid_in_full_keeps_the_card_in_hand(world, run, find):
    trace = run(_investigate(world, "Agnes", cost={"resources": 4}))
    find(trace, "Not committed: the additional cost to commit Watch this! (Watch this!): 4 resources \u2014 Agnes "
                "cannot pay it")
    final = trace.final_state["investigators"]
    assert (final["Agnes"]["resources"], final["Agnes"]["hand"]) == (3, ["Watch this!"])


def test_a_card_in_play_adds_an_additional_cost_to_each_commit(world, run, find):
    """A card in play on ``commit-card`` ("As an additional cost to commit a card to a skill test, …"): paid by the
    committer as each card is committed, together with the card's own."""
    world = _investigate(world, "Roland", cost={"resources": 1})
    world["cards"] = [{"name": "Toll", "type": "treachery", "location": "Hall", "abilities": [
        {"kind": "constant", "applies-to": {"event": "commit-card"}, "additional-cost": {"resources": 1}}]}]
    trace = run(world)
    paid = find(trace, "Additional cost to commit Watch this! (Watch this!, Toll) paid by Roland")
    assert "resources 5 \u2192 3" in trace.steps[paid].text


PRINTED = ("Commit only to a skill test you are performing. As an additional cost to commit \"Watch this!\" to a skill "
           "test, spend up to 3 resources.\nIf you succeed by 1 or more, gain twice that many resources.")


def _printed(world: dict[str, Any], amount: int, token: str) -> dict[str, Any]:
    world["investigators"][0]["hand"] = [{"name": "\"Watch this!\"", "type": "skill", "icons": {"wild": 1},
                                          "text": PRINTED}]
    world["tests"] = [{"who": "Roland", "tokens": [token], "commit": ["\"Watch this!\""]}]
    world["do"] = [{"who": "Roland", "action": "investigate"}]
    world["choices"] = [{"decision": "amount", "ability": "\"Watch this!\"", "amount": amount}]
    return world


def test_the_printed_card_gains_twice_the_resources_its_commit_paid(world, run, find):
    """The card's printed text, read by the card reader: 2 resources paid as it is committed; intellect 3 + 1 against
    shroud 2 succeeds by 2, so "gain twice that many resources" gains 4 (5 − 2 + 4)."""
    trace = run(_printed(world, 2, "0"))
    paid = find(trace, "Additional cost to commit \"Watch this!\"")
    assert "resources 5 \u2192 3" in trace.steps[paid].text
    assert paid < find(trace, "For each (2 (resource spent just before))") < find(trace, "Roland gains 4 resources")
    assert trace.final_state["investigators"]["Roland"]["resources"] == 7


def test_the_printed_card_gains_nothing_when_the_test_succeeds_by_0(world, run, find):
    """Intellect 3 + 1 − 2 against shroud 2 succeeds by 0: "If you succeed by 1 or more" does not hold."""
    trace = run(_printed(world, 1, "-2"))
    assert not any("gains" in s.text and "resources" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["resources"] == 4


def test_a_commit_a_cannot_forbids_pays_no_additional_cost(world, run, find):
    """Cannot: "You cannot commit skill cards to skill tests" — the commit cannot happen, so nothing is paid for it:
    Roland keeps his 5 resources and "Watch this!" stays in his hand (Costs: a cost is paid as the card is used)."""
    world = _investigate(world, "Roland", {"resources": 1})
    world["cards"] = [{"name": "Whispers", "type": "treachery", "threat-area": "Roland", "abilities": [
        {"kind": "constant", "applies-to": {"event": "commit-card", "what": "skill", "who": "you"}, "cannot": True,
         "text": "You cannot commit skill cards to skill tests."}]}]
    trace = run(world)
    find(trace, "Roland commits Watch this! cannot happen: Whispers")
    assert not any("Additional cost to commit" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5
    assert trace.final_state["investigators"]["Roland"]["hand"] == ["Watch this!"]
