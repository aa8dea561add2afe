"""The spending verb frame (``spending.py``): "(you) (may) spend <amount> <what> (from <card>) (to <instruction>)" —
what is spent (clues, resources, actions, a card's uses), the amount (N, up to N, any number, X), where from, and what
the cost buys; each slot tested by its own shape and a few printed texts."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(text: str, name: str = "Relic", type_code: str = "asset"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [(g.text, getattr(g, "reason", "")) for g in result.gaps]


def _spend(cost, effects=(), *, may=False):
    return {"effect": "spend", "cost": cost, "effects": list(effects), **({"may": True} if may else {})}


# -- what is spent, and how much ------------------------------------------------------------------------------

@pytest.mark.parametrize(("printed", "cost"), [
    ("spend 2 resources", {"resources": 2}),
    ("spend 1 clue", {"clues": 1}),
    ("spend 1 additional action", {"actions": 1}),  # beyond the ability's own [action]
    ("spend 2 charges", {"uses": 2}),  # a use's kind: the card bearing the ability's
    ("spend 1 ammo token from Relic", {"uses": 1}),
    ("spend up to 3 resources", {"up-to": "resources", "resources": 3}),
    ("spend up to 2 charges", {"up-to": "uses", "uses": 2}),
    ("spend any number of additional actions", {"up-to": "actions", "any-number": True}),
    ("spend X additional ammo tokens", {"up-to": "uses", "any-number": True}),  # X: the payer's choice
])
def test_what_is_spent_and_its_amount_fill_the_costs_parts(printed, cost):
    assert _read(f"[action]: You may {printed}.") == ([_spend(cost, may=True)], [])


# -- to <instruction>: what the cost buys ---------------------------------------------------------------------

def test_an_infinitive_of_purpose_after_the_cost_is_what_it_buys():
    effects, gaps = _read("[action]: <b>Fight.</b> You get +1 [combat] for this attack. If you succeed, you may spend 1 "
                          "additional action to deal +1 damage for this attack.", name="Kukri")
    assert gaps == []
    assert effects[0]["success"] == [_spend({"actions": 1}, [{"effect": "attack-damage", "amount": 1}], may=True)]


@pytest.mark.parametrize(("printed", "bought"), [
    ("spend 2 resources to draw 1 card", {"effect": "draw", "amount": 1}),
    ("spend 1 clue to heal 1 horror", {"effect": "heal-horror", "amount": 1, "to": "you"}),
])
def test_any_instruction_may_be_bought(printed, bought):
    effects, gaps = _read(f"[reaction] After you draw a card: You may {printed}.")
    assert gaps == []
    assert effects == [_spend(effects[0]["cost"], [bought], may=True)]


def test_a_purpose_the_reader_refuses_leaves_the_whole_instruction_a_gap():
    effects, gaps = _read("[action]: You may spend 2 resources to frobnicate the moon.")
    assert effects == [] and len(gaps) == 1


# -- refused, with the reason ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("printed", "reason"), [
    ("You may spend X additional ammo tokens from that asset", "uses spent from that asset"),
    ("spend up to 3 charges from among assets you control", "uses spent from"),
    ("You may spend any number of additional actions when you perform this attack",
     "a cost paid as the action is performed"),
])
def test_a_cost_from_another_card_or_at_another_time_is_refused_with_its_reason(printed, reason):
    effects, gaps = _read(f"[action]: <b>Fight.</b> {printed}.")
    assert len(gaps) == 1 and reason in gaps[0][1]


def test_another_payer_is_refused():
    effects, gaps = _read("[action]: Each investigator may spend 1 resource to draw 1 card.")
    assert effects == [] and len(gaps) == 1
