"""Damage and horror canceled as it is dealt, both kinds at once ("Cancel up to 5 damage and/or horror just dealt to
you"), from the sentences of Dealing Damage/Horror and Cancel; the cards are the reader's own lowering of the dev cards'
text (cardtext/dealt_cancel.py → effects/preventing.py).

Docstrings name the entry in brackets and quote the sentence: the sentence table reads them.
"""

from __future__ import annotations

from kb.cardtext import parse_card_text
from rulecases import at, run, world

WORSE = ("Fast. Play when you are dealt damage and/or horror.\nCancel up to 5 damage and/or horror just dealt to you. "
         "Then, gain that many resources.")


def _event(text: str, name: str) -> dict:
    result = parse_card_text(text, name=name, type_code="event")
    assert not result.gaps, result.gaps
    ability = result.abilities[0].to_situation()
    return {"name": name, "type": "event", "cost": 0, "keywords": ["fast"],
            "play-when": {k: ability[k] for k in ("timing", "trigger")}, "effects": ability["effects"]}


def _attacked(damage: int, horror: int, *, hand: list[dict], cards=(), choices=()) -> dict:
    enemy = {"name": "Ghoul", "type": "enemy", "engaged": "Roland Banks", "health": 3, "fight": 2, "evade": 2,
             "attack": {"damage": damage, "horror": horror}}
    data = world(round=2, start="3.3", until="3.3", cards=[enemy, *cards], choices=list(choices))
    data["investigators"][0]["hand"] = hand
    return data


def _roland(trace) -> dict:
    return trace.final_state["investigators"]["Roland Banks"]


def test_damage_and_horror_of_one_dealing_are_canceled_together_between_assigning_and_applying():
    """[ahlcg/rr/dealing-damage-horror] "- Abilities that prevent, reduce, or reassign damage and/or horror that is
    being dealt are resolved between steps 1 and 2." — "I've had worse…" is played once for the attack's 2 damage and
    2 horror (one timing point) and cancels both kinds; "Then, gain that many resources" gains the 4 canceled."""
    trace = run(_attacked(2, 2, hand=[_event(WORSE, "I've had worse…")]))
    order = [at(trace, "step 1, assign"), at(trace, "2 damage and 2 horror canceled"),
             at(trace, "Step 2: nothing left to apply")]
    assert order == sorted(order)
    roland = _roland(trace)
    assert (roland["damage"], roland["horror"]) == (0, 0)
    assert roland["resources"] == 5 + 4
    assert sum("[fast event]: " in s.text for s in trace.steps) == 1  # one play for the one timing point


def test_up_to_amount_and_the_split_between_damage_and_horror_are_the_players_choice():
    """[ahlcg/rr/dealing-damage-horror] "2. Apply Damage/Horror: Any assigned damage/horror that has not been
    prevented is now placed on each card to which it has been assigned, simultaneously." — of the 3 damage and 3 horror,
    the player cancels 4 (up to 5), 1 of them damage: 2 damage and no horror are applied."""
    choices = [{"decision": "amount", "amount": 4}, {"decision": "amount", "amount": 1}]
    trace = run(_attacked(3, 3, hand=[_event(WORSE, "I've had worse…")], choices=choices))
    at(trace, "1 damage and 3 horror canceled")
    roland = _roland(trace)
    assert (roland["damage"], roland["horror"]) == (2, 0)
    assert roland["resources"] == 5 + 4


def test_damage_assigned_to_an_asset_is_dealt_to_you_and_may_be_canceled():
    """[ahlcg/rr/dealing-damage-horror] "When an investigator is dealt damage or horror, that investigator may assign
    it to eligible asset cards he or she controls." — the 1 damage Roland assigned to Guard Dog is still dealt to him
    (FAQ 2.1): Devil's Luck cancels it with the rest, and the card is exiled."""
    dog = {"name": "Guard Dog", "type": "asset", "controller": "Roland Banks", "health": 2, "sanity": 1}
    luck = _event("Fast. Play when you are dealt damage and/or horror.\nCancel up to 10 damage and/or horror just "
                  "dealt to you. Exile Devil's Luck.", "Devil's Luck")
    choices = [{"decision": "assign", "who": "Roland Banks", "to": "Guard Dog", "damage": 1, "horror": 0}]
    trace = run(_attacked(2, 1, hand=[luck], cards=[dog], choices=choices))
    at(trace, "2 damage and 1 horror canceled")
    assert trace.final_state["cards"]["Guard Dog"]["damage"] == 0
    assert (_roland(trace)["damage"], _roland(trace)["horror"]) == (0, 0)


def test_horror_that_cannot_be_canceled_stays_and_the_damage_is_canceled():
    """[ahlcg/rr/cancel] "Cancel abilities interrupt the initiation of an effect, and prevent the effect from
    initiating." — with "You cannot cancel horror" in play, only the damage of the dealing is canceled."""
    ban = {"name": "Dread Ward", "type": "treachery", "threat-area": "Roland Banks", "abilities": [
        {"kind": "constant", "text": "You cannot cancel horror.",
         "applies-to": {"event": "cancel", "who": "you", "via": "horror"}, "cannot": True}]}
    trace = run(_attacked(1, 2, hand=[_event(WORSE, "I've had worse…")], cards=[ban]))
    at(trace, "1 damage canceled")
    roland = _roland(trace)
    assert (roland["damage"], roland["horror"]) == (0, 2)
    assert roland["resources"] == 5 + 1
