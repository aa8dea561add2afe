"""Costs paid as an effect resolves: an optional cost after the colon that buys the instruction after it, an amount
the payer chooses (up to N, any number, X), and the amount paid counted by the instructions after it (Costs; FAQ 1.6
Additional Costs; The letter "X").

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them. Each test shows what the sentence allows and what it
forbids, in one minimal situation.
"""

from __future__ import annotations

from typing import Any

from rulecases import absent, at, run, world


def _relic(effects: list[dict[str, Any]], *, uses: int = 0, actions: int | None = None,
           choices: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """Roland activates Relic ([action]: ``effects``), an asset with ``uses`` charges; ``actions``: his actions left
    before he does."""
    relic: dict[str, Any] = {"name": "Relic", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "action", "cost": {"actions": 1}, "text": "[action]: (the effects)", "effects": effects}]}
    if uses:
        relic.update({"uses": uses, "use-type": "charges"})
    data = world(cards=[relic], do=[{"who": "Roland Banks", "action": "activate", "card": "Relic"}],
                 choices=choices or [])
    if actions is not None:
        data["investigators"][0]["actions"] = actions
    return data


_KUKRI = {"effect": "spend", "may": True, "cost": {"actions": 1},
          "effects": [{"effect": "gain-resources", "amount": 2}]}


def test_an_optional_cost_after_the_colon_is_paid_as_that_aspect_resolves_and_buys_it():
    """[ahlcg/faq/1-6] "Additional costs are costs that can be paid outside the normal timing point of paying costs
    (for instance during the resolution of an effect)." "If an effect that requires an additional cost would resolve,
    the additional cost must be paid at that time." — "you may spend 1 additional action to gain 2 resources": the
    ability's own action is paid at initiation, the additional one only as the aspect resolves, and then the aspect
    resolves; declined, nothing is paid and nothing gained."""
    trace = run(_relic([_KUKRI]))
    initiation, paid, gained = at(trace, "actions 3 \u2192 2"), at(trace, "actions 2 \u2192 1"), at(trace, "gains 2")
    assert initiation < paid < gained
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert (roland["actions"], roland["resources"]) == (1, 7)
    declined = run(_relic([_KUKRI], choices=[{"decision": "may", "ability": "Relic", "choose": False}]))
    roland = declined.final_state["investigators"]["Roland Banks"]
    assert (roland["actions"], roland["resources"]) == (2, 5)
    assert absent(declined, "actions 2 \u2192 1")


def test_an_additional_cost_that_cannot_be_paid_as_the_aspect_resolves_fails_that_aspect():
    """[ahlcg/faq/1-6] "If the additional cost cannot be paid, that aspect of the effect fails to resolve." — Roland
    spends his last action on the ability: the additional action it asks for cannot be paid, so the resources it would
    buy are not gained, and the instruction before it still resolved."""
    effects = [{"effect": "draw", "amount": 1}, _KUKRI]
    trace = run(_relic(effects, actions=1))
    at(trace, "Roland Banks cannot pay it")
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert (roland["actions"], roland["resources"], len(roland["hand"])) == (0, 5, 1)


def test_an_amount_chosen_by_the_payer_is_paid_and_counted_by_the_instructions_after_it():
    """[ahlcg/rr/costs] "To pay a resource cost, an investigator takes the specified number of resources from his or
    her resource pool and places them in the token pool." [ahlcg/rr/the-letter-x] "The value of the letter X is defined
    by a card ability or a granted player choice." — "You may spend any number of additional actions … +1 for each
    action spent in this way": Roland chooses 2 of his 2 actions left; both are paid, and the count after it reads the
    2 paid, not the most he could have paid; a choice of more than he has is refused for the most he can pay."""
    spend = {"effect": "spend", "cost": {"up-to": "actions", "any-number": True}, "effects": []}
    count = {"effect": "for-each", "count": "action-spent-by-this-effect",
             "effects": [{"effect": "gain-resources", "amount": 1}]}
    trace = run(_relic([spend, count], choices=[{"decision": "amount", "ability": "Relic", "amount": 1}]))
    chose = at(trace, "pays any number of actions for Relic's cost: chooses 1")
    assert chose < at(trace, "actions 2 \u2192 1") < at(trace, "gains 1")
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert (roland["actions"], roland["resources"]) == (1, 6)
    most = run(_relic([spend, count], choices=[{"decision": "amount", "ability": "Relic", "amount": 5}]))
    at(most, "names 5, more than 2")
    roland = most.final_state["investigators"]["Roland Banks"]
    assert (roland["actions"], roland["resources"]) == (0, 7)


def test_uses_spent_up_to_an_amount_come_from_the_card_bearing_the_ability_and_are_counted():
    """[ahlcg/rr/uses-x-type] "When such an ability spends a use, a token of that type must be removed from the card
    bearing the ability." — "spend up to 2 charges: for each charge spent in this way, gain 1 resource": Relic holds
    3 charges; Roland chooses 2, Relic keeps 1, and he gains 2; choosing none pays nothing and gains nothing."""
    spend = {"effect": "spend", "cost": {"up-to": "uses", "uses": 2}, "effects": []}
    count = {"effect": "for-each", "count": "use-spent-by-this-effect",
             "effects": [{"effect": "gain-resources", "amount": 1}]}
    trace = run(_relic([spend, count], uses=3, choices=[{"decision": "amount", "ability": "Relic", "amount": 2}]))
    assert at(trace, "Relic uses 3 \u2192 1") < at(trace, "gains")
    assert trace.final_state["cards"]["Relic"]["uses"] == 1
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 7
    none = run(_relic([spend, count], uses=3, choices=[{"decision": "amount", "ability": "Relic", "amount": 0}]))
    assert none.final_state["cards"]["Relic"]["uses"] == 3
    assert none.final_state["investigators"]["Roland Banks"]["resources"] == 5


def test_a_cost_at_st7_that_buys_a_modification_of_the_attack_is_paid_before_the_attack_deals_its_damage():
    """[ahlcg/rr/st-7] "(Additionally, some other card abilities may contribute additional consequences, or modify
    existing consequences, at this time." [ahlcg/faq/1-6] "If an effect that requires an additional cost would
    resolve, the additional cost must be paid at that time." — "[action]: Fight. If you succeed, you may spend 1
    additional action to deal +1 damage for this attack" (Kukri): the result it buys modifies the attack's damage, so
    the action is paid, then the attack deals 2; declined, the attack deals its 1 and no action is paid."""
    ghoul = {"name": "Ghoul", "type": "enemy", "location": "Hall", "engaged": "Roland Banks", "fight": 1,
             "health": 3, "evade": 1}
    kukri = {"name": "Kukri", "type": "asset", "controller": "Roland Banks", "abilities": [
        {"kind": "action", "cost": {"actions": 1}, "designator": "fight", "text": "[action]: Fight. If you succeed, "
         "you may spend 1 additional action to deal +1 damage for this attack.",
         "effects": [{"effect": "fight", "success": [{"effect": "spend", "may": True, "cost": {"actions": 1},
                                                       "effects": [{"effect": "attack-damage", "amount": 1}]}]}]}]}
    data = world(cards=[kukri, ghoul], do=[{"who": "Roland Banks", "action": "activate", "card": "Kukri"}],
                 tests=[{"who": "Roland Banks", "tokens": ["0"]}])
    trace = run(data)
    assert at(trace, "ST.7") < at(trace, "actions 2 \u2192 1") < at(trace, "deals 2 damage to Ghoul")
    assert trace.final_state["investigators"]["Roland Banks"]["actions"] == 1
    data["choices"] = [{"decision": "may", "ability": "Kukri", "choose": False}]
    declined = run(data)
    at(declined, "deals 1 damage to Ghoul")
    assert declined.final_state["investigators"]["Roland Banks"]["actions"] == 2


# -- "cannot spend clues": no cost in clues is paid by the one it governs ------------------------------------------

_HUNTER = {"name": "The Masked Hunter", "type": "enemy", "location": "Hall", "engaged": "Roland Banks", "fight": 4,
           "health": 4, "evade": 2, "abilities": [
               {"kind": "constant", "text": "While you are engaged with The Masked Hunter, you cannot discover or spend "
                "clues.", "applies-to": {"event": "spend-clues", "who": "investigator-engaged-with-self"},
                "cannot": True}]}


def _clue_cost(cost: dict[str, Any], who: str = "Roland Banks") -> dict[str, Any]:
    """An asset of ``who``'s whose [free] ability costs ``cost`` and gains 1 resource, beside The Masked Hunter engaged
    with Roland; Roland holds 2 clues, Agnes 1."""
    talisman = {"name": "Talisman", "type": "asset", "controller": who, "abilities": [
        {"kind": "free", "cost": cost, "text": "[free] (the cost): Gain 1 resource.",
         "effects": [{"effect": "gain-resources", "amount": 1}]}]}
    data = world(cards=[talisman, _HUNTER], do=[{"who": who, "use": "Talisman"}])
    data["investigators"][0]["clues"], data["investigators"][1]["clues"] = 2, 1
    return data


def test_an_investigator_who_cannot_spend_clues_cannot_pay_a_cost_in_clues():
    """[ahlcg/rr/cannot] "The word “cannot” is absolute, and cannot be countermanded by other abilities." — "you cannot
    spend clues" while engaged with The Masked Hunter: Roland, engaged, cannot pay "Spend 1 clue:" though he holds 2, so
    the ability does not resolve; Agnes, not engaged, pays hers."""
    barred = run(_clue_cost({"clues": 1}))
    at(barred, "Roland Banks cannot spend clues (The Masked Hunter)")
    roland = barred.final_state["investigators"]["Roland Banks"]
    assert (roland["clues"], roland["resources"]) == (2, 5)
    free = run(_clue_cost({"clues": 1}, who="Agnes Baker"))
    agnes = free.final_state["investigators"]["Agnes Baker"]
    assert (agnes["clues"], agnes["resources"]) == (0, 4)


def test_an_investigator_who_cannot_spend_clues_contributes_none_to_a_cost_paid_as_a_group():
    """[ahlcg/rr/costs] "- If the investigators are instructed to pay a cost as a group, each investigator (or each
    investigator in the group defined by the ability) may contribute to paying the cost." [ahlcg/rr/cannot] "The word
    “cannot” is absolute, and cannot be countermanded by other abilities." — 1 clue as a group: Agnes's pays it and
    Roland keeps his 2; 2 clues as a group cannot be paid, for only Agnes's 1 may contribute."""
    one = run(_clue_cost({"group-clues": 1}))
    investigators = one.final_state["investigators"]
    assert (investigators["Roland Banks"]["clues"], investigators["Agnes Baker"]["clues"]) == (2, 0)
    two = run(_clue_cost({"group-clues": 2}))
    at(two, "the investigators have 1 clue(s) together and the cost needs 2")
    investigators = two.final_state["investigators"]
    assert (investigators["Roland Banks"]["clues"], investigators["Agnes Baker"]["clues"]) == (2, 1)


# -- an additional cost for an investigator to engage, paid by the investigators as a group ------------------------

def _rougarou(do: list[dict[str, Any]], *, agnes_clues: int = 1, investigators: int = 2) -> dict[str, Any]:
    """An aloof enemy at the Hall whose constant adds "the investigators must spend 1 clue, as a group (2 clues instead
    if there are 3 or 4 investigators)" to an investigator's engaging it; Agnes holds ``agnes_clues``."""
    rougarou = {"name": "The Rougarou", "type": "enemy", "location": "Hall", "fight": 3, "health": 5, "evade": 3,
                "keywords": ["aloof"], "abilities": [
                    {"kind": "constant", "text": "As an additional cost for an investigator to engage The Rougarou, the "
                     "investigators must spend 1 clue, as a group (2 clues instead if there are 3 or 4 investigators).",
                     "applies-to": {"event": "engage", "what": "self"},
                     "additional-cost": {"group-clues": 1, "group-clues-instead": 2, "instead-investigators": 3}}]}
    data = world(cards=[rougarou], do=do)
    data["investigators"][1]["clues"] = agnes_clues
    if investigators == 3:
        data["investigators"].append({"name": "Zoey Samaras", "location": "Attic", "health": 9, "sanity": 6,
                                      "resources": 5, "clues": 1, "skills": {"willpower": 4, "intellect": 2,
                                                                             "combat": 4, "agility": 2}})
    return data


_ENGAGE = [{"who": "Roland Banks", "action": "engage", "enemy": "The Rougarou"}]


def test_an_additional_cost_to_engage_is_paid_as_a_group_as_the_engagement_would_resolve():
    """[ahlcg/faq/1-6] "Some cards add additional costs that must be paid in order to perform certain effects or
    actions, in the form of “As an additional cost to (specified effect/action) you must (additional cost)” or “You
    must (additional cost) to (specified effect/action).”" [ahlcg/rr/costs] "- If the investigators are instructed to
    pay a cost as a group, each investigator (or each investigator in the group defined by the ability) may contribute
    to paying the cost." — Roland engages The Rougarou with no clue of his own: Agnes's clue pays it, then they engage;
    with none between them the engagement fails to resolve (the action is still spent)."""
    trace = run(_rougarou(_ENGAGE))
    assert at(trace, "Additional cost (The Rougarou)") < at(trace, "The Rougarou is placed in Roland Banks's threat area")
    final = trace.final_state
    assert final["investigators"]["Agnes Baker"]["clues"] == 0 and final["cards"]["The Rougarou"]["engaged"] == "Roland Banks"
    poor = run(_rougarou(_ENGAGE, agnes_clues=0))
    at(poor, "cannot pay it, so that aspect of the effect fails to resolve")
    assert not poor.final_state["cards"]["The Rougarou"].get("engaged")
    assert poor.final_state["investigators"]["Roland Banks"]["actions"] == 2


def test_a_group_costs_amount_instead_with_more_investigators():
    """[ahlcg/rr/costs] "- If the investigators are instructed to pay a cost as a group, each investigator (or each
    investigator in the group defined by the ability) may contribute to paying the cost." — "(2 clues instead if there
    are 3 or 4 investigators)": with three investigators the group pays 2, Agnes's and Zoey's."""
    trace = run(_rougarou(_ENGAGE, investigators=3))
    final = trace.final_state
    assert (final["investigators"]["Agnes Baker"]["clues"], final["investigators"]["Zoey Samaras"]["clues"]) == (0, 0)
    assert final["cards"]["The Rougarou"]["engaged"] == "Roland Banks"
