"""What an asset carries and where it is held: its uses of one type (Uses (X Type)) and the slots it fills
(Slots; 2024 glossary: Tarot Slots). Each test replays a minimal situation and quotes the sentence it shows
(``python -m kb.tools.conformance_coverage``)."""

from __future__ import annotations

from rulecases import absent, at, run, world

SPEND = {"kind": "action", "text": "[action] Spend 1 ammo: gain 1 resource.", "cost": {"uses": 1},
         "effects": [{"effect": "gain-resources", "amount": 1}]}


def _gun(**more):
    return {"name": "Rifle", "type": "asset", "cost": 2, "uses": 3, "use-type": "ammo", **more}


def _asset(name, *slots, **more):
    return {"name": name, "type": "asset", "cost": 0, "slots": list(slots), **more}


def _play(card, *in_play, choices=()):
    data = world(cards=[{**c, "controller": "Roland Banks"} for c in in_play],
                 do=[{"who": "Roland Banks", "action": "play", "card": card["name"]}], choices=list(choices))
    data["investigators"][0]["hand"] = [card]
    return data


def _roland(trace):
    return trace.final_state["investigators"]["Roland Banks"]


# -- Uses (X Type) ---------------------------------------------------------------------------------

def test_uses_are_placed_from_the_token_pool_as_the_card_enters_play():
    """[ahlcg/rr/uses-x-type] "Uses is a keyword ability." "When a card bearing this keyword enters play, place a
    number of resource tokens equal to the value (X), from the token pool, on the card." "The word following the value
    establishes and identifies the type of uses this card bears." "The resource tokens placed on the card are
    considered uses of the established type, and are not considered resource tokens." """
    trace = run(_play(_gun()))
    played = at(trace, "Step 4: Rifle is played: it enters play under Roland Banks's control")
    placed = at(trace, "Rifle enters play with Uses (3 ammo): 3 ammo placed on it from the token pool")
    assert played < placed and "ahlcg/rr/uses-x-type" in trace.steps[placed].rules
    assert trace.final_state["cards"]["Rifle"]["uses"] == 3
    assert _roland(trace)["resources"] == 3  # 5 less its cost: the uses are not resources


def test_an_ability_that_spends_a_use_removes_one_from_the_card_bearing_it():
    """[ahlcg/rr/uses-x-type] "- Each card bearing this keyword also has an ability which references the type of use
    established by the keyword as a part of its cost." "When such an ability spends a use, a token of that type must be
    removed from the card bearing the ability." """
    other = _gun(name="Other Rifle", controller="Roland Banks")
    data = world(cards=[_gun(controller="Roland Banks", abilities=[SPEND]), other],
                 do=[{"who": "Roland Banks", "action": "activate", "card": "Rifle"}])
    trace = run(data)
    at(trace, "Rifle uses 3 \u2192 2")
    assert trace.final_state["cards"]["Rifle"]["uses"] == 2
    assert trace.final_state["cards"]["Other Rifle"]["uses"] == 3 and _roland(trace)["resources"] == 6


def test_another_card_adds_uses_of_the_type_the_card_bears_and_no_other():
    """[ahlcg/rr/uses-x-type] "- Other cards may reference and interact with uses of a specified type, usually by
    adding uses of that type to a card, or using uses of that type for other purposes." "- A card cannot bear uses of a
    type other than that established by its own “Uses (X type)” keyword." """
    data = world(cards=[_gun(controller="Roland Banks")])
    data["investigators"][0]["abilities"] = [
        {"kind": "free", "text": "Place 2 ammo on Rifle.",
         "effects": [{"effect": "place-tokens", "tokens": "uses", "use-type": "ammo", "amount": 2, "to": "Rifle"}]},
        {"kind": "free", "text": "Place 1 charge on Rifle.",
         "effects": [{"effect": "place-tokens", "tokens": "uses", "use-type": "charges", "to": "Rifle"}]}]
    data["do"] = [{"who": "Roland Banks", "use": "Roland Banks", "ability": 0},
                  {"who": "Roland Banks", "use": "Roland Banks", "ability": 1}]
    trace = run(data)
    at(trace, "2 uses placed on Rifle: uses 3 \u2192 5")
    at(trace, "Rifle cannot bear charges: a card bears no uses of a type other than the one its own Uses keyword "
              "establishes (ammo)")
    assert trace.final_state["cards"]["Rifle"]["uses"] == 5


def test_another_card_chooses_among_the_cards_bearing_uses_of_a_specified_type():
    """[ahlcg/rr/uses-x-type] "- Other cards may reference and interact with uses of a specified type, usually by
    adding uses of that type to a card, or using uses of that type for other purposes." — "Choose an asset you control
    with “uses (charges)”. Return that asset to your hand" (Spirit-Speaker): the card whose Uses keyword
    establishes charges is the one there is to choose, the ammo-bearing asset listed before it is not."""
    wand = _gun(name="Wand", controller="Roland Banks", **{"use-type": "charges"})
    data = world(cards=[_gun(controller="Roland Banks"), wand])
    data["investigators"][0]["abilities"] = [
        {"kind": "free", "text": "Choose an asset you control with “uses (charges).” Return that asset to your hand.",
         "effects": [{"effect": "choose", "to": "a-uses_charges-asset-you-control"},
                     {"effect": "move-card", "zone": "hand", "to": "chosen"}]}]
    data["do"] = [{"who": "Roland Banks", "use": "Roland Banks", "ability": 0}]
    trace = run(data)
    chose = at(trace, "Roland Banks chooses Wand (an asset with uses (charges) you control): the effects after it act on it")
    returned = at(trace, "Wand returns to its owner's hand: it leaves play (its tokens return to the token pool)")
    assert chose < returned
    assert "Wand" in _roland(trace)["hand"] and "Rifle" not in _roland(trace)["hand"]
    assert trace.final_state["cards"]["Rifle"]["zone"] == "play"


def test_uses_added_to_a_card_of_a_specified_type_go_to_the_one_bearing_that_type():
    """[ahlcg/rr/uses-x-type] "- Other cards may reference and interact with uses of a specified type, usually by
    adding uses of that type to a card, or using uses of that type for other purposes." — "Add 1 charge to an asset
    with “uses (charges)” you control" (Akachi Onyele): the charge goes to the card whose Uses keyword establishes
    charges, not to the ammo-bearing asset listed before it."""
    wand = _gun(name="Wand", controller="Roland Banks", **{"use-type": "charges"})
    data = world(cards=[_gun(controller="Roland Banks"), wand])
    data["investigators"][0]["abilities"] = [
        {"kind": "free", "text": "Add 1 charge to an asset with “uses (charges)” you control.",
         "effects": [{"effect": "place-tokens", "tokens": "uses", "amount": 1,
                      "to": "a-uses_charges-asset-you-control"}]}]
    data["do"] = [{"who": "Roland Banks", "use": "Roland Banks", "ability": 0}]
    trace = run(data)
    at(trace, "1 use placed on Wand: uses 3 → 4 (from the token pool)")
    assert trace.final_state["cards"]["Wand"]["uses"] == 4
    assert trace.final_state["cards"]["Rifle"]["uses"] == 3


def test_a_card_whose_text_says_so_is_discarded_when_out_of_uses_another_remains():
    """[ahlcg/rr/uses-x-type] "- Some cards with this keyword bear text that causes the card to be discarded if it has
    no uses remaining." "If the card contains no such text, it remains in play even if out of uses." """
    kit = _gun(name="Kit", uses=1, controller="Roland Banks", abilities=[SPEND], **{"discard-when-empty": True})
    rifle = _gun(uses=1, controller="Roland Banks", abilities=[SPEND])
    data = world(cards=[kit, rifle], do=[{"who": "Roland Banks", "action": "activate", "card": "Kit"},
                                         {"who": "Roland Banks", "action": "activate", "card": "Rifle"}])
    trace = run(data)
    at(trace, "Kit is discarded")
    assert absent(trace, "Rifle is discarded")
    assert trace.final_state["cards"]["Rifle"]["zone"] == "play" and trace.final_state["cards"]["Rifle"]["uses"] == 0
    assert _roland(trace)["discard"] == ["Kit"]


# -- Slots ----------------------------------------------------------------------------------------

def test_an_asset_with_slot_symbols_takes_up_its_slots_while_in_play():
    """[ahlcg/rr/asset-cards] "- Most assets take up one or more slots while in play (see “Slots” on page 19)."
    [ahlcg/rr/play] "Most assets take up one or more slots while in play (see “Slots” on page 19)."
    [ahlcg/rr/slots] "Each investigator has a number of specific slots that can be filled at any given moment."
    "Each asset in an investigator’s play area or threat area with a slot symbol is held in a slot of that type." """
    trace = run(_play(_asset("Knife", "hand"), _asset("Lamp", "hand")))
    at(trace, "Step 4: Knife is played")
    assert absent(trace, "slot limit")
    assert {n: c["zone"] for n, c in trace.final_state["cards"].items()} == {"Lamp": "play", "Knife": "play"}


def test_a_third_hand_asset_discards_another_simultaneously_with_entering():
    """[ahlcg/rr/slots] "Slots limit the number of asset cards the investigator is permitted to have in play
    simultaneously." "The slots normally available to an investigator are:" "- 2 hand slots" "If an investigator is at
    his or her slot limit for a type of asset and wishes to play or gain control of a different asset that would use
    that slot, the investigator must choose and discard other assets under his or her control simultaneously with the
    new asset entering the slot." "If playing or gaining control of an asset would put an investigator above his or
    her slot limit for that type of asset, the investigator must choose and discard other assets under his or her
    control simultaneously with the new asset entering the slot." """
    data = _play(_asset("Knife", "hand"), _asset("Lamp", "hand"), _asset("Torch", "hand"),
                 choices=[{"decision": "discard", "who": "Roland Banks", "among": ["Torch"]}])
    trace = run(data)
    enters = at(trace, "Step 4: Knife is played")
    chosen = at(trace, "Knife would put Roland Banks above the slot limit (1 hand slot over): Roland Banks chooses to "
                       "discard Torch, simultaneously with Knife entering the slot")
    assert enters < chosen < at(trace, "Torch is discarded: placed on Roland Banks's discard pile")
    cards = trace.final_state["cards"]
    assert (cards["Knife"]["zone"], cards["Lamp"]["zone"], cards["Torch"]["zone"]) == ("play", "play", "discard")


def test_without_a_choice_the_engine_discards_the_first_and_says_so():
    """[ahlcg/rr/slots] "- 1 ally slot" "- 1 hand slot" "- 2 hand slots" """
    trace = run(_play(_asset("Dog", "ally"), _asset("Cat", "ally"), _asset("Gun", "hand", "hand")))
    at(trace, "Roland Banks chooses to discard Cat")
    assert any("which asset to discard for Dog's slot was not chosen" in u.text for u in trace.unresolved)
    assert trace.final_state["cards"]["Gun"]["zone"] == "play"


def test_a_two_handed_asset_fills_both_hand_slots():
    """[ahlcg/rr/slots] "The following symbols (on an asset) indicate which slot(s) that asset fills:" "- 2 hand
    slots" "- 1 hand slot" """
    trace = run(_play(_asset("Shotgun", "hand", "hand"), _asset("Lamp", "hand"), _asset("Satchel", "body")))
    at(trace, "Shotgun would put Roland Banks above the slot limit (1 hand slot over): Roland Banks chooses to "
              "discard Lamp")
    assert trace.final_state["cards"]["Satchel"]["zone"] == "play"


def test_the_normal_accessory_body_and_arcane_slots():
    """[ahlcg/rr/slots] "- 1 accessory slot" "- 1 body slot" "- 2 arcane slots" "- 1 arcane slot" """
    held = (_asset("Ring", "accessory"), _asset("Coat", "body"), _asset("Spell A", "arcane"),
            _asset("Spell B", "arcane"))
    trace = run(_play(_asset("Spell C", "arcane"), *held))
    at(trace, "Spell C would put Roland Banks above the slot limit (1 arcane slot over): Roland Banks chooses to "
              "discard Spell A")
    cards = trace.final_state["cards"]
    assert (cards["Ring"]["zone"], cards["Coat"]["zone"], cards["Spell B"]["zone"]) == ("play", "play", "play")


def test_slot_less_assets_take_up_no_slot_and_have_no_limit():
    """[ahlcg/rr/slots] "If an asset has no slot symbols on it, it does not take up any of the above slots." "There
    is no limit to the number of slot-less assets an investigator can have in play." """
    held = [_asset(f"Trinket {n}") for n in range(1, 5)] + [_asset("Knife", "hand"), _asset("Lamp", "hand")]
    trace = run(_play(_asset("Trinket 5"), *held))
    assert absent(trace, "slot limit")
    assert all(c["zone"] == "play" for c in trace.final_state["cards"].values())


def test_an_asset_put_into_play_makes_room_in_its_slot_too():
    """[ahlcg/rr/slots] "If playing or gaining control of an asset would put an investigator above his or her slot
    limit ... the investigator must choose and discard other assets under his or her control simultaneously with the
    new asset entering the slot." """
    data = world(cards=[{**_asset("Dog", "ally"), "controller": "Roland Banks"}], **{"set-aside": [_asset("Cat", "ally")]})
    data["investigators"][0]["abilities"] = [{"kind": "free", "text": "Put the set-aside Cat into play.",
                                              "effects": [{"effect": "put-into-play", "to": "Cat"}]}]
    data["do"] = [{"who": "Roland Banks", "use": "Roland Banks"}]
    trace = run(data)
    assert at(trace, "Cat is put into play") < at(trace, "Roland Banks chooses to discard Dog")
    assert trace.final_state["cards"]["Dog"]["zone"] == "discard"


def test_an_investigator_has_one_tarot_slot_by_default():
    """[ahlcg/glossary/tarot-slots] "Tarot slots are a new type of asset slot introduced in this expansion." "The
    following symbol indicates that an asset fills a tarot slot:" "As with other slots, tarot slots limit the number of
    asset cards of that slot type an investigator is permitted to have in play simultaneously." "By default, an
    investigator has only one tarot slot available." "All other rules governing slots apply to tarot slots, as
    usual." """
    trace = run(_play(_asset("The Tower", "tarot"), _asset("The Moon", "tarot")))
    at(trace, "The Tower would put Roland Banks above the slot limit (1 tarot slot over): Roland Banks chooses to "
              "discard The Moon")
    assert trace.final_state["cards"]["The Tower"]["zone"] == "play"


def test_an_investigator_with_more_slots_holds_more():
    """[ahlcg/rr/slots] "Each investigator has a number of specific slots that can be filled at any given moment." """
    data = _play(_asset("The Tower", "tarot"), _asset("The Moon", "tarot"))
    data["investigators"][0]["slots"] = {"tarot": 2}
    trace = run(data)
    assert absent(trace, "slot limit")
