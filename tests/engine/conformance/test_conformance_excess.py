"""Horror dealt in excess of an investigator's sanity (``horror-in-excess``): Hastur's "If Hastur's attack deals you
horror in excess of your sanity, you take 1 damage, as well", between applying the attack and the defeat it causes.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, run, world

HASTUR_TEXT = "If Hastur's attack deals you horror in excess of your sanity, you take 1 damage, as well."


def _hastur(horror: int = 2, damage: int = 0, engaged: str | None = "Roland Banks") -> dict:
    forced = {"kind": "forced", "timing": "if", "text": HASTUR_TEXT,
              "trigger": {"event": "horror-in-excess", "who": "you", "source": "self", "via": "attack"},
              "effects": [{"effect": "deal-damage", "amount": 1, "to": "you"}]}
    card = {"name": "Hastur", "type": "enemy", "health": 6, "fight": 4, "evade": 4,
            "attack": {"damage": damage, "horror": horror}, "abilities": [forced]}
    if engaged:
        card["engaged"] = engaged
    else:
        card.update(location="Hall", exhausted=True)
    return card


def _enemy_phase(*cards, horror_on_roland=4, damage_on_roland=0, choices=()):
    data = world(round=2, start="3.3", until="3.3", cards=list(cards), choices=list(choices))
    data["investigators"][0].update(horror=horror_on_roland, damage=damage_on_roland)
    return data


def test_horror_placed_past_sanity_is_in_excess_and_its_if_ability_resolves_before_the_defeat():
    """[ahlcg/rr/dealing-damage-horror] "2. Apply Damage/Horror: Any assigned damage/horror that has not been prevented
    is now placed on each card to which it has been assigned, simultaneously." "After applying damage/horror, if an
    investigator has ... horror equal to or higher than his or her sanity, he or she is defeated"
    [ahlcg/faq/2-2] "if" abilities resolve before what comes after their timing point — Roland (sanity 5, 4 horror)
    takes Hastur's 2 horror: 6 of 5, 1 in excess; the 1 damage is taken, then he is defeated by horror."""
    trace = run(_enemy_phase(_hastur()))
    applied = at(trace, "2 horror on Roland Banks (4 → 6 of 5)")
    excess = at(trace, "1 in excess of sanity", applied)
    forced = at(trace, "Hastur [forced]", excess)
    damage = at(trace, "1 damage on Roland Banks (0 → 1 of 9)", forced)
    defeated = at(trace, "Roland Banks is defeated", damage)
    assert applied < excess < forced < damage < defeated
    assert "horror 6 ≥ sanity 5" in trace.steps[defeated].text
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert roland["damage"] == 1 and roland["horror"] == 6


def test_horror_that_only_reaches_sanity_is_not_in_excess():
    """[ahlcg/rr/sanity-and-horror] "If an investigator has horror on him or her equal to or exceeding his or her
    sanity, that investigator is defeated" — equal is a defeat, not an excess: Roland (4 horror of 5) takes 1; he is
    defeated, and Hastur's ability has no timing point."""
    trace = run(_enemy_phase(_hastur(horror=1)))
    at(trace, "1 horror on Roland Banks (4 → 5 of 5)")
    at(trace, "Roland Banks is defeated")
    assert absent(trace, "in excess") and absent(trace, "Hastur [forced]")
    assert trace.final_state["investigators"]["Roland Banks"]["damage"] == 0


def test_horror_below_sanity_is_not_in_excess():
    """[ahlcg/rr/dealing-damage-horror] "Damage afflicts an investigator’s health, and horror afflicts an
    investigator’s sanity." — 2 horror on 1 of 5: 3 of 5, nothing in excess, no damage, no defeat."""
    trace = run(_enemy_phase(_hastur(), horror_on_roland=1))
    at(trace, "2 horror on Roland Banks (1 → 3 of 5)")
    assert absent(trace, "in excess") and absent(trace, "is defeated")
    assert trace.final_state["investigators"]["Roland Banks"]["damage"] == 0


def test_horror_assigned_to_an_asset_is_not_dealt_to_you_nor_in_excess_of_your_sanity():
    """[ahlcg/rr/dealing-damage-horror] "- When an investigator is dealt damage or horror, that investigator may assign
    it to eligible asset cards he or she controls." — Roland puts 1 of the 2 horror on his Guard Dog: 1 is dealt to
    him (4 → 5 of 5): none of it past his sanity."""
    dog = {"name": "Guard Dog", "type": "asset", "controller": "Roland Banks", "health": 2, "sanity": 2}
    trace = run(_enemy_phase(_hastur(), dog, choices=[{"decision": "assign", "who": "Roland Banks", "to": "Guard Dog",
                                                       "damage": 0, "horror": 1}]))
    at(trace, "1 horror on Guard Dog")
    at(trace, "1 horror on Roland Banks (4 → 5 of 5)")
    assert absent(trace, "in excess") and absent(trace, "Hastur [forced]")


def test_the_damage_taken_with_the_excess_can_defeat_by_damage_and_horror_at_once():
    """[ahlcg/rr/defeat] "If an investigator is defeated by both damage and horror simultaneously, that investigator
    suffers 1 physical trauma and 1 mental trauma" — Roland with 8 damage of 9 takes the 1 damage before the defeat
    check: he is defeated by both."""
    trace = run(_enemy_phase(_hastur(), damage_on_roland=8))
    forced = at(trace, "Hastur [forced]")
    defeated = at(trace, "Roland Banks is defeated", forced)
    text = trace.steps[defeated].text
    assert "damage 9 ≥ health 9" in text and "horror 6 ≥ sanity 5" in text


def test_another_enemys_attack_in_excess_is_not_hasturs_attack():
    """[ahlcg/rr/ability/forced-abilities] "Forced abilities initiate ... automatically at a specified timing point"
    — only the timing point the ability names: a Ghoul's attack that puts Roland past his sanity is not "Hastur's
    attack"."""
    ghoul = {"name": "Ghoul", "type": "enemy", "engaged": "Roland Banks", "health": 3, "fight": 2, "evade": 2,
             "attack": {"damage": 0, "horror": 2}}
    trace = run(_enemy_phase(ghoul, _hastur(engaged=None)))
    at(trace, "2 horror on Roland Banks (4 → 6 of 5)")
    assert absent(trace, "Hastur [forced]")
    assert trace.final_state["investigators"]["Roland Banks"]["damage"] == 0
