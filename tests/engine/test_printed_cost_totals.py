"""Counts of what an effect recorded, by the printed cost of the cards: a chaos token's "[elder_thing]: -X. Discard the
top 2 cards of your deck. X is the total printed cost of those discarded cards." (Extracurricular Activity, Where Doom
Awaits) — the line's effects resolve at ST.4 and its record of the cards discarded is read at ST.5, when the modifier is
applied (Skill Test Timing); each card adds the cost printed on it (Printed: "the printed value"), a card with none 0."""

from __future__ import annotations

import pytest

from kb.engine import SituationError

_TOTAL = "printed-cost-of-card-discarded-by-this-effect"


def _test(world, deck, count=_TOTAL, effects=True):
    """Roland (willpower 3, ``deck`` on top) takes a plain willpower (3) test from his charm's action; the elder thing is
    "-X. Discard the top 2 cards of your deck. X is …" (``count``)."""
    world["investigators"][0]["deck"] = [{"name": n, "type": t, "cost": c} if c is not None else {"name": n, "type": t}
                                         for n, t, c in deck]
    world["cards"] = [{"name": "Charm", "type": "asset", "controller": "Roland", "abilities": [
        {"kind": "action", "effects": [{"effect": "test", "skill": "willpower", "difficulty": 3,
                                        "fail": [{"effect": "gain-resources", "amount": 1}]}]}]}]
    token = {"modifier": -1, "count": count,
             **({"effects": [{"effect": "discard-top", "amount": 2}]} if effects else {})}
    return dict(world, tests=[{"who": "Roland", "tokens": ["elder-thing"]}],
                do=[{"who": "Roland", "action": "activate", "card": "Charm"}], **{"chaos-tokens": {"elder-thing": token}})


DECK = [("Shotgun", "asset", 5), ("Lucky!", "event", 1), ("Machete", "asset", 3)]


def test_st5_x_is_the_printed_cost_of_the_cards_its_st4_effect_discarded(world, run, find):
    """[ahlcg/rr/st-4] [ahlcg/rr/st-5] — the top 2 (Shotgun 5, Lucky! 1) are discarded at ST.4; X is 6 at ST.5, and
    Machete, still in the deck, is not counted."""
    trace = run(_test(world, DECK))
    discarded = find(trace, "discarded simultaneously onto Roland's discard pile: Shotgun, Lucky!")
    applied = find(trace, "willpower 3 \u2212 6 ([elder-thing] token: -1 for each of 6 (the printed cost of the cards "
                          "discarded by this effect: Shotgun 5, Lucky! 1))")
    assert discarded < applied
    assert sorted(trace.final_state["investigators"]["Roland"]["discard"]) == ["Lucky!", "Shotgun"]


@pytest.mark.parametrize(("deck", "x"), [
    ([("Guts", "skill", None), ("Lucky!", "event", 1)], 1),  # a skill has no cost printed: it adds 0
    ([("Lucky!", "event", 1)], 1),  # one card left: only it is discarded
    ([], 0),  # nothing discarded: X is 0
])
def test_a_card_with_no_printed_cost_or_none_discarded_adds_nothing(world, run, find, deck, x):
    trace = run(_test(world, deck))
    find(trace, f"-1 for each of {x} (the printed cost of the cards discarded by this effect")


def test_a_tokens_count_of_a_record_needs_effects_of_its_own(world, run):
    """A line with no effects has no resolution whose record it could count: refused, naming the field."""
    with pytest.raises(SituationError, match="count"):
        run(_test(world, DECK, effects=False))
