"""Dealing damage and horror (assign, then apply simultaneously), and the defeat that follows, from the sentences.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, gain, reaction, run, world


def _attack(damage=1, horror=0, *cards, choices=(), **more):
    enemy = {"name": "Ghoul", "type": "enemy", "engaged": "Roland Banks", "health": 3, "fight": 2, "evade": 2,
             "attack": {"damage": damage, "horror": horror}, **more}
    return world(round=2, start="3.3", until="3.3", cards=[enemy, *cards], choices=list(choices))


def _dog(**more):
    return {"name": "Guard Dog", "type": "asset", "controller": "Roland Banks", "health": 2, "sanity": 1, **more}


def _roland(trace):
    return trace.final_state["investigators"]["Roland Banks"]


def test_an_attack_is_assigned_first_and_then_applied_to_every_card_simultaneously():
    """[ahlcg/rr/dealing-damage-horror] "When an investigator or enemy is dealt damage and/or horror, follow these
    steps, in order:" "1. Assign Damage/Horror: Determine the amount of damage and/or horror being dealt." "Place
    damage and/or horror tokens equal to the amount of damage and horror being dealt next to the cards that will be
    taking the damage/horror." "2. Apply Damage/Horror: Any assigned damage/horror that has not been prevented is now
    placed on each card to which it has been assigned, simultaneously." [ahlcg/rr/3-3] "When an enemy attacks, deal
    its attack (both its damage and its horror, simultaneously) to the engaged investigator." """
    trace = run(_attack(2, 1, _dog(), choices=[{"decision": "assign", "who": "Roland Banks", "to": "Guard Dog",
                                                "damage": 1, "horror": 0}]))
    assign = at(trace, "step 1, assign")
    applied = at(trace, "Step 2, apply simultaneously")
    text = trace.steps[applied].text
    assert assign < applied
    assert "1 damage on Guard Dog" in text and "1 damage on Roland Banks" in text and "1 horror on Roland Banks" in text
    assert _roland(trace)["damage"] == 1 and _roland(trace)["horror"] == 1


def test_damage_goes_to_health_and_horror_to_sanity_as_tokens_equal_to_the_amount():
    """[ahlcg/rr/dealing-damage-horror] "Damage afflicts an investigator’s health, and horror afflicts an
    investigator’s sanity." [ahlcg/rr/health-and-damage] "- Any time a card takes damage, place a number of damage
    tokens equal to the amount of damage just taken on the card (see “Dealing Damage/Horror” on page 7)."
    [ahlcg/rr/sanity-and-horror] "- When a card takes horror, place a number of horror tokens equal to the amount of
    horror just taken on the card (see “Dealing Damage/Horror” on page 7)." """
    trace = run(_attack(2, 3))
    at(trace, "2 damage on Roland Banks (0 → 2 of 9)")
    at(trace, "3 horror on Roland Banks (0 → 3 of 5)")


def test_an_investigator_may_assign_damage_to_an_asset_with_health_and_the_rest_is_his():
    """[ahlcg/rr/dealing-damage-horror] "- When an investigator is dealt damage or horror, that investigator may assign
    it to eligible asset cards he or she controls." "- All damage/horror that cannot be assigned to an asset must be
    assigned to the investigator." [ahlcg/rr/asset-cards] "When an investigator is dealt damage or horror, that
    investigator may assign some or all of that damage or horror to eligible asset cards he or she controls (see
    “Dealing Damage/Horror” on page 7)." """
    trace = run(_attack(1, 1, _dog(sanity=2), choices=[{"decision": "assign", "who": "Roland Banks", "to": "Guard Dog",
                                                        "damage": 1, "horror": 0}]))
    text = trace.steps[at(trace, "Step 2, apply simultaneously")].text
    assert "1 damage on Guard Dog" in text and "1 horror on Roland Banks" in text
    assert _roland(trace)["damage"] == 0


def test_an_asset_is_not_assigned_more_damage_than_would_defeat_it():
    """[ahlcg/rr/dealing-damage-horror] "- An asset cannot be assigned damage beyond the amount of damage it would take
    to defeat the card, and cannot be assigned horror beyond the amount of horror it would take to defeat the card."
    "To be eligible, an asset card must have health in order to be assigned damage, and it must have sanity in order to
    be assigned horror." — Guard Dog (health 2, 1 damage on it) takes 1 of the 3; the rest is Roland's."""
    trace = run(_attack(3, 0, _dog(damage=1), choices=[{"decision": "assign", "who": "Roland Banks", "to": "Guard Dog"}]))
    text = trace.steps[at(trace, "Step 2, apply simultaneously")].text
    assert "1 damage on Guard Dog (1 → 2 of 2)" in text and "2 damage on Roland Banks" in text


def test_an_asset_without_sanity_cannot_be_assigned_horror():
    """[ahlcg/rr/sanity-and-horror] "- An asset card without a sanity value is not considered to have a sanity of 0,
    cannot gain sanity, and cannot have horror assigned to it." """
    lantern = {"name": "Lantern", "type": "asset", "controller": "Roland Banks", "health": 2}
    trace = run(_attack(0, 2, lantern, choices=[{"decision": "assign", "who": "Roland Banks", "to": "Lantern"}]))
    at(trace, "2 horror on Roland Banks")
    assert trace.final_state["cards"]["Lantern"]["horror"] == 0
    assert trace.final_state["cards"]["Lantern"]["zone"] == "play"


def test_prevention_resolves_between_assigning_and_applying():
    """[ahlcg/rr/dealing-damage-horror] "- Abilities that prevent, reduce, or reassign damage and/or horror that is
    being dealt are resolved between steps 1 and 2." """
    data = _attack(2, 0)
    data["investigators"][0]["abilities"] = [
        reaction("when", {"event": "damage-dealt", "who": "you"}, [{"effect": "prevent", "amount": 1}],
                 "When you would take damage: prevent 1 of it.")]
    trace = run(data)
    assert at(trace, "step 1, assign") < at(trace, "1 damage prevented") < at(trace, "Step 2, apply")
    assert _roland(trace)["damage"] == 1


def test_damage_prevented_in_full_is_not_dealt_and_nothing_reacts_to_taking_it():
    """[ahlcg/rr/dealing-damage-horror] "If no damage/horror is applied in this step, no damage/horror has been
    successfully dealt." """
    data = _attack(1, 0)
    data["investigators"][0]["abilities"] = [
        reaction("when", {"event": "damage-dealt", "who": "you"}, [{"effect": "prevent", "amount": 1}],
                 "When you would take damage: prevent 1 of it."),
        reaction("after", {"event": "damage-dealt", "who": "you"}, gain(), "After you take damage: gain 1.")]
    trace = run(data)
    at(trace, "1 damage prevented")
    assert absent(trace, "After you take damage")
    assert _roland(trace)["damage"] == 0 and _roland(trace)["resources"] == 5


def test_an_investigator_with_damage_equal_to_health_is_defeated_and_eliminated():
    """[ahlcg/rr/dealing-damage-horror] "- After applying damage/horror, if an investigator has damage equal to or
    higher than his or her health or horror equal to or higher than his or her sanity, he or she is defeated." "When
    an investigator is defeated, he or she is eliminated from the scenario (see “Elimination” on page 10)."
    [ahlcg/rr/defeat] "- If an investigator has as much or more damage on it as it has health (or as much or more
    horror on it as it has sanity), that investigator is defeated." "When an investigator is defeated, he or she is
    eliminated from the scenario (see “Elimination” on page 10)." [ahlcg/rr/health-and-damage] "- If an investigator
    has damage on him or her equal to or greater than his or her health, that investigator is defeated." "When an
    investigator is defeated, he or she is eliminated from the scenario (see “Elimination” on page 10)." """
    data = _attack(2, 0)
    data["investigators"][0]["damage"] = 8
    trace = run(data)
    applied = at(trace, "Step 2, apply")
    defeated = at(trace, "Roland Banks is defeated")
    assert applied < defeated
    assert _roland(trace)["defeated"] and _roland(trace)["eliminated"]


def test_an_investigator_with_horror_equal_to_sanity_is_defeated():
    """[ahlcg/rr/sanity-and-horror] "- If an investigator has horror on him or her equal to or greater than his or her
    sanity, that investigator is defeated." "When an investigator is defeated, he or she is eliminated from the
    scenario (see “Elimination” on page 10)." — one short of it, he is not."""
    data = _attack(0, 1)
    data["investigators"][0]["horror"] = 4
    trace = run(data)
    at(trace, "Roland Banks is defeated")
    assert _roland(trace)["eliminated"]
    data["investigators"][0]["horror"] = 3
    assert not _roland(run(data))["defeated"]


def test_an_enemy_with_damage_equal_to_health_is_defeated_into_the_encounter_discard_pile():
    """[ahlcg/rr/dealing-damage-horror] "- After applying damage/horror, if an enemy has damage equal to or higher than
    its health, it is defeated and placed in the encounter discard pile (or in its owner’s discard pile if it is a
    weakness)." [ahlcg/rr/defeat] "- If an enemy has as much or more damage on it as it has health, that enemy is
    defeated and placed on the encounter discard pile (or on its owner’s discard pile if it is a weakness)."
    [ahlcg/rr/health-and-damage] "- If an enemy has damage on it equal to or greater than its health, that enemy is
    defeated and placed in the encounter discard pile." """
    rat = {"name": "Rat", "type": "enemy", "engaged": "Roland Banks", "health": 2, "damage": 1, "fight": 1}
    stalker = {"name": "Stalker", "type": "enemy", "engaged": "Roland Banks", "health": 1, "fight": 1,
               "weakness": True, "owner": "Roland Banks"}
    trace = run(world(cards=[rat, stalker], do=[
        {"who": "Roland Banks", "action": "fight", "enemy": "Rat", "result": "success"},
        {"who": "Roland Banks", "action": "fight", "enemy": "Stalker", "result": "success"}]))
    assert at(trace, "Rat is defeated") < at(trace, "Stalker is defeated")
    assert trace.final_state["cards"]["Rat"]["zone"] == "encounter-discard"
    assert "Stalker" in _roland(trace)["discard"]


def test_an_asset_with_damage_equal_to_health_or_horror_equal_to_sanity_is_defeated_into_its_owners_discard():
    """[ahlcg/rr/dealing-damage-horror] "- After applying damage/horror, if an asset has damage equal to or higher than
    its health or horror equal to or higher than its sanity, it is defeated and placed in its owner’s discard pile."
    [ahlcg/rr/defeat] "- If an asset with a health value has as much or more damage than it has health, it is
    defeated." "If an asset with a sanity value has as much or more horror than it has sanity, it is defeated." "A
    defeated asset is placed on its owner’s discard pile." [ahlcg/rr/health-and-damage] "- If an asset with a health
    value has damage on it equal to or greater than its health, it is defeated and placed on its owner’s discard
    pile." [ahlcg/rr/sanity-and-horror] "- If an asset with a sanity value has horror on it equal to or greater than
    its sanity, it is defeated and placed on its owner’s discard pile." """
    cat = {"name": "Stray Cat", "type": "asset", "controller": "Roland Banks", "health": 1, "sanity": 3}
    rat = {"name": "Rat", "type": "enemy", "engaged": "Roland Banks", "health": 1, "attack": {"damage": 1, "horror": 0}}
    trace = run(_attack(0, 1, _dog(), cat, rat, choices=[
        {"decision": "order", "among": ["Ghoul", "Rat"]},
        {"decision": "assign", "who": "Roland Banks", "to": "Guard Dog"},
        {"decision": "assign", "who": "Roland Banks", "to": "Stray Cat"}]))
    assert at(trace, "Step 2, apply") < at(trace, "Guard Dog is defeated")
    assert at(trace, "Step 2, apply", at(trace, "Rat makes")) < at(trace, "Stray Cat is defeated")
    assert {"Guard Dog", "Stray Cat"} <= set(_roland(trace)["discard"])
    assert _roland(trace)["damage"] == 0 and _roland(trace)["horror"] == 0
