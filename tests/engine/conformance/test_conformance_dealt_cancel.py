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


CLAWS = ("Revelation - Test [willpower] (3). If you fail, take 2 damage and you cannot move from this location this "
         "round. Damage from this effect must be assigned to your assets first, if able.")


def _claws_drawn(*assets: dict, choices=()) -> dict:
    """Roland (willpower 3) draws Claws of Steam in the mythos phase and reveals -2: he fails."""
    result = parse_card_text(CLAWS, name="Claws of Steam", type_code="treachery")
    assert not result.gaps, result.gaps
    claws = {"name": "Claws of Steam", "type": "treachery",
             "abilities": [a.to_situation() for a in result.abilities]}
    return world(round=2, start="1.4", until="1.4", cards=list(assets), choices=list(choices),
                 tests=[{"who": "Roland Banks", "tokens": ["-2"]}],
                 **{"encounter-deck": [claws, {"name": "Rot", "type": "treachery"}]})


def _asset(name: str, health: int = 2, **more) -> dict:
    return {"name": name, "type": "asset", "controller": "Roland Banks", "health": health, **more}


def test_damage_the_effect_assigns_to_your_assets_first_goes_to_them_before_the_investigator():
    """[ahlcg/rr/dealing-damage-horror] "When an investigator is dealt damage or horror, that investigator may assign
    it to eligible asset cards he or she controls." [ahlcg/rr/golden-rules] "If the text of a card directly
    contradicts the text of either the Rules Reference or the Learn to Play book, the text of the card takes
    precedence." — Claws of Steam's damage must be assigned to Roland's assets first: Guard Dog (health 3) takes both,
    though Roland made no choice."""
    trace = run(_claws_drawn(_asset("Guard Dog", 3)))
    at(trace, "must assign 2 damage to Guard Dog first")
    assert trace.final_state["cards"]["Guard Dog"]["damage"] == 2
    assert _roland(trace)["damage"] == 0


def test_damage_beyond_what_the_assets_can_take_is_the_investigators_if_able():
    """[ahlcg/rr/dealing-damage-horror] "- An asset cannot be assigned damage beyond the amount of damage it would take
    to defeat the card, and cannot be assigned horror beyond the amount of horror it would take to defeat the card."
    "- All damage/horror that cannot be assigned to an asset must be assigned to the investigator." — a Lantern with
    1 health takes 1 ("if able"), Roland the other."""
    trace = run(_claws_drawn(_asset("Lantern", 1)))
    at(trace, "must assign 1 damage to Lantern first")
    assert _roland(trace)["damage"] == 1


def test_which_of_several_assets_takes_it_first_is_said_to_be_the_investigators_choice():
    """[ahlcg/rr/dealing-damage-horror] "When an investigator is dealt damage or horror, that investigator may assign
    it to eligible asset cards he or she controls." — two assets with room for 4 between them: which takes the 2
    damage is Roland's; the engine, given no choice, takes them in turn and says so."""
    trace = run(_claws_drawn(_asset("Guard Dog"), _asset("Beat Cop")))
    at(trace, "which of them takes it is the investigator's choice")
    assert _roland(trace)["damage"] == 0


AQUINNAH = ("[reaction] When an enemy attacks you, exhaust Aquinnah and deal 1 horror to her: Deal that enemy's damage "
            "to another enemy at your location, instead. (You still take horror dealt by the attack.)")


def _aquinnah(*enemies: dict) -> dict:
    result = parse_card_text(AQUINNAH, name="Aquinnah", type_code="asset")
    assert not result.gaps, result.gaps
    aquinnah = {"name": "Aquinnah", "type": "asset", "controller": "Roland Banks", "health": 1, "sanity": 4,
                "abilities": [a.to_situation() for a in result.abilities]}
    return _attacked(2, 1, hand=[], cards=[aquinnah, *enemies])


def test_an_attacks_damage_dealt_to_another_enemy_instead_and_its_horror_still_to_the_investigator():
    """[ahlcg/rr/instead] "The word “instead” is indicative of a replacement effect." [ahlcg/rr/dealing-damage-horror]
    "When an investigator or enemy is dealt damage and/or horror, follow these steps, in order:" — Aquinnah, in the
    Ghoul's attack's 'when' window: its 2 damage go to the Rat at Roland's location, its 1 horror to Roland, in one
    dealing."""
    rat = {"name": "Rat", "type": "enemy", "location": "Hall", "health": 3, "fight": 1, "evade": 1,
           "attack": {"damage": 1, "horror": 0}}
    trace = run(_aquinnah(rat))
    order = [at(trace, "Aquinnah [reaction]"), at(trace, "will deal its damage to Rat instead of Roland Banks"),
             at(trace, "deals 1 horror to Roland Banks and 2 damage to Rat (simultaneously)")]
    assert order == sorted(order)
    assert trace.final_state["cards"]["Rat"]["damage"] == 2
    assert (_roland(trace)["damage"], _roland(trace)["horror"]) == (0, 1)
    assert trace.final_state["cards"]["Aquinnah"]["horror"] == 1  # its cost


def test_with_no_other_enemy_at_your_location_the_attacker_is_not_another_enemy_and_nothing_is_offered():
    """[ahlcg/rr/instead] "The word “instead” is indicative of a replacement effect." — the only enemy there is the
    attacker, which "another enemy" is not: Aquinnah cannot change the game state, and the attack deals all of it."""
    trace = run(_aquinnah())
    assert not any("Aquinnah [reaction]" in s.text for s in trace.steps)
    assert (_roland(trace)["damage"], _roland(trace)["horror"]) == (2, 1)


KEY = ("You get +1 to each of your skills for each horror on Key of Ys.\n<b>Forced</b> - When any amount of horror would "
       "be placed on you: Place 1 of that horror on Key of Ys.")


def test_horror_being_dealt_is_reassigned_in_part_between_assigning_and_applying():
    """[ahlcg/rr/dealing-damage-horror] "- Abilities that prevent, reduce, or reassign damage and/or horror that is
    being dealt are resolved between steps 1 and 2." — of the Ghoul's 2 horror, Key of Ys's Forced ability places 1
    on Key of Ys; Roland is applied the other."""
    result = parse_card_text(KEY, name="Key of Ys", type_code="asset")
    assert not result.gaps, result.gaps
    key = {"name": "Key of Ys", "type": "asset", "controller": "Roland Banks",
           "abilities": [a.to_situation() for a in result.abilities]}
    trace = run(_attacked(0, 2, hand=[], cards=[key]))
    order = [at(trace, "step 1, assign"), at(trace, "1 of the horror being dealt to Roland Banks reassigned"),
             at(trace, "Step 2, apply simultaneously: 1 horror on Roland Banks")]
    assert order == sorted(order)
    assert trace.final_state["cards"]["Key of Ys"]["horror"] == 1
    assert _roland(trace)["horror"] == 1


EYES = ("<b>Revelation</b> - Test [willpower] (3). For each point you fail by, take 1 horror. When assigning horror from "
        "this effect, it must be divided as evenly as possible among eligible cards.")


def _eyes_drawn(token: str, *assets: dict) -> dict:
    result = parse_card_text(EYES, name="Eyes in the Walls", type_code="treachery")
    assert not result.gaps, result.gaps
    eyes = {"name": "Eyes in the Walls", "type": "treachery", "abilities": [a.to_situation() for a in result.abilities]}
    return world(round=2, start="1.4", until="1.4", cards=list(assets), tests=[{"who": "Roland Banks", "tokens": [token]}],
                 **{"encounter-deck": [eyes, {"name": "Rot", "type": "treachery"}]})


def test_horror_divided_as_evenly_as_possible_among_the_investigator_and_eligible_assets():
    """[ahlcg/rr/dealing-damage-horror] "To be eligible, an asset card must have health in order to be assigned damage,
    and it must have sanity in order to be assigned horror." [ahlcg/rr/golden-rules] "If the text of a card directly
    contradicts the text of either the Rules Reference or the Learn to Play book, the text of the card takes
    precedence." — Roland fails by 3: the 3 horror, one cumulative dealing, go 1 to Roland, 1 to Guard Dog and 1 to the
    Lantern (a Flashlight with no sanity is not eligible)."""
    dog = {"name": "Guard Dog", "type": "asset", "controller": "Roland Banks", "health": 3, "sanity": 2}
    lantern = {"name": "Lantern", "type": "asset", "controller": "Roland Banks", "sanity": 2}
    flashlight = {"name": "Flashlight", "type": "asset", "controller": "Roland Banks", "health": 2}
    trace = run(_eyes_drawn("-4", dog, lantern, flashlight))
    at(trace, "divides it as evenly as possible among the eligible cards")
    cards = trace.final_state["cards"]
    assert (_roland(trace)["horror"], cards["Guard Dog"]["horror"], cards["Lantern"]["horror"]) == (1, 1, 1)
    assert cards["Flashlight"]["horror"] == 0


def test_an_asset_takes_no_more_than_would_defeat_it_and_the_rest_divides_among_the_others():
    """[ahlcg/rr/dealing-damage-horror] "- An asset cannot be assigned damage beyond the amount of damage it would take
    to defeat the card, and cannot be assigned horror beyond the amount of horror it would take to defeat the card." —
    3 horror between Roland and Guard Dog (sanity 1): the Dog takes 1 (and is defeated), Roland 2."""
    dog = {"name": "Guard Dog", "type": "asset", "controller": "Roland Banks", "health": 3, "sanity": 1}
    trace = run(_eyes_drawn("-4", dog))
    at(trace, "2 horror to Roland Banks; 1 horror to Guard Dog")
    assert _roland(trace)["horror"] == 2
