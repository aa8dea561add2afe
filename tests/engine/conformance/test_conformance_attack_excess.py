"""Horror dealt in excess of sanity by the attacks one ability makes (``enemy-attacks`` with ``horror-in-excess``):
Hastur's "Forced – At the beginning of the enemy phase, if Hastur is ready: Hastur attacks each investigator, in player
order (regardless of their location). If Hastur's attack deals you horror in excess of your sanity, you take 1 damage,
as well." The sentence is part of that ability's effect, about the attacks it makes.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

from rulecases import absent, at, run, world

TEXT = ("At the beginning of the enemy phase, if Hastur is ready: Hastur attacks each investigator, in player order "
        "(regardless of their location). If Hastur's attack deals you horror in excess of your sanity, you take 1 "
        "damage, as well.")


def _hastur(engaged: str | None = None) -> dict:
    forced = {"kind": "forced", "timing": "at", "text": TEXT, "trigger": {"event": "phase-begins", "phase": "enemy"},
              "condition": {"card": "self", "state": "ready"},
              "effects": [{"effect": "enemy-attacks", "who": "each-investigator",
                           "horror-in-excess": [{"effect": "deal-damage", "amount": 1, "to": "you"}]}]}
    card = {"name": "Hastur", "type": "enemy", "health": 6, "fight": 4, "evade": 4,
            "attack": {"damage": 0, "horror": 2}, "abilities": [forced]}
    if engaged:
        card["engaged"] = engaged
    else:
        card["location"] = "Attic"
    return card


def _enemy_phase(*cards, roland_horror: int = 4, agnes_horror: int = 0, start: str = "3.1", until: str = "3.1"):
    data = world(round=2, start=start, until=until, cards=list(cards))
    data["investigators"][0]["horror"] = roland_horror
    data["investigators"][1]["horror"] = agnes_horror
    return data


def test_the_attack_past_sanity_deals_the_damage_before_the_defeat_check():
    """[ahlcg/rr/dealing-damage-horror] "After applying damage/horror, if an investigator has ... horror equal to or
    higher than his or her sanity, he or she is defeated" — Hastur's ability attacks Roland (4 horror of 5) for 2:
    6 of 5, 1 in excess; the ability's own 'If …' deals him 1 damage, then he is defeated by horror."""
    trace = run(_enemy_phase(_hastur()))
    attack = at(trace, "Hastur makes an attack against Roland Banks")
    applied = at(trace, "2 horror on Roland Banks (4 → 6 of 5)", attack)
    follow = at(trace, "Hastur's attack dealt Roland Banks 1 horror in excess of sanity", applied)
    damage = at(trace, "1 damage on Roland Banks (0 → 1 of 9)", follow)
    defeated = at(trace, "Roland Banks is defeated", damage)
    assert attack < applied < follow < damage < defeated
    assert trace.final_state["investigators"]["Roland Banks"]["damage"] == 1


def test_each_attack_of_the_ability_is_judged_for_its_own_investigator_in_player_order():
    """[ahlcg/rr/in-player-order] "If the players are instructed to perform a sequence “in player order,” the lead
    investigator performs his or her part of the sequence first, followed by the other players in clockwise order." —
    Hastur attacks Roland (the lead) (no excess: 1 + 2 of 5), then Agnes (7 + 2 of 8: 1 in excess): only Agnes takes the damage,
    "you" being the investigator the attack dealt the horror to."""
    trace = run(_enemy_phase(_hastur(), roland_horror=1, agnes_horror=7))
    roland = at(trace, "Hastur makes an attack against Roland Banks")
    agnes = at(trace, "Hastur makes an attack against Agnes Baker", roland)
    follow = at(trace, "Hastur's attack dealt Agnes Baker 1 horror in excess of sanity", agnes)
    at(trace, "1 damage on Agnes Baker (0 → 1 of 6)", follow)
    final = trace.final_state["investigators"]
    assert final["Roland Banks"]["damage"] == 0 and final["Roland Banks"]["horror"] == 3
    assert final["Agnes Baker"]["damage"] == 1


def test_horror_only_reaching_the_sanity_is_not_in_excess():
    """[ahlcg/rr/sanity-and-horror] "If an investigator has horror on him or her equal to or exceeding his or her
    sanity, that investigator is defeated" — equal is a defeat, not an excess: Roland (3 of 5) takes 2, is defeated,
    and takes no damage."""
    trace = run(_enemy_phase(_hastur(), roland_horror=3))
    at(trace, "2 horror on Roland Banks (3 → 5 of 5)")
    at(trace, "Roland Banks is defeated")
    assert absent(trace, "horror in excess of sanity")
    assert trace.final_state["investigators"]["Roland Banks"]["damage"] == 0


def test_the_sentence_is_about_the_abilitys_attacks_not_hasturs_enemy_phase_attack():
    """[ahlcg/rr/ability/forced-abilities] "Forced abilities initiate ... automatically at a specified timing point"
    — the 'If' belongs to the ability's effect: Hastur, engaged with Roland and exhausted (so the ability does not
    resolve), still makes its 3.3 attack past Roland's sanity, and no damage follows."""
    hastur = _hastur(engaged="Roland Banks")
    trace = run(_enemy_phase(hastur, start="3.3", until="3.3"))
    at(trace, "2 horror on Roland Banks (4 → 6 of 5)")
    assert absent(trace, "horror in excess of sanity")
    assert trace.final_state["investigators"]["Roland Banks"]["damage"] == 0
