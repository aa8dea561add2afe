"""Health and sanity as modified by constant abilities: "An investigator or card is defeated when it has damage
equal to or greater than its health" (Health and Damage; Sanity and Horror), its health or sanity being the
printed value plus every modifier in play (Modifiers)."""

from __future__ import annotations

DREAMS_OF_RLYEH = ("<b>Revelation</b> - Put Dreams of R'lyeh into play in your threat area.\n"
                   "You get -1 [willpower] and -1 sanity.")
TOUGH_GHOUL = "Tough Ghoul gets +2 health."


def _horror(world, amount, dreams):
    world["investigators"][0]["sanity"] = 5
    if dreams:
        world["cards"] = [{"name": "Dreams of R'lyeh", "type": "treachery", "threat-area": "Roland",
                           "text": DREAMS_OF_RLYEH}]
    world["investigators"][0]["abilities"] = [
        {"kind": "free", "text": "Take horror.", "effects": [{"effect": "deal-horror", "amount": amount, "to": "you"}]}]
    world["do"] = [{"who": "Roland", "use": "Roland"}]
    return world


def test_minus_one_sanity_defeats_at_one_horror_fewer(world, run, find):
    trace = run(_horror(world, 4, dreams=True))
    find(trace, "Roland: horror 4 \u2265 sanity 4")
    assert trace.final_state["investigators"]["Roland"]["eliminated"]


def test_without_the_modifier_the_printed_sanity_holds(world, run):
    trace = run(_horror(world, 4, dreams=False))
    assert not trace.final_state["investigators"]["Roland"]["eliminated"]


def test_the_placed_horror_is_shown_against_the_modified_sanity(world, run, find):
    trace = run(_horror(world, 1, dreams=True))
    find(trace, "1 horror on Roland (0 \u2192 1 of 4)")


def _ghoul(world, damage):
    world["cards"] = [{"name": "Tough Ghoul", "type": "enemy", "engaged": "Roland", "health": 3, "fight": 1,
                       "evade": 1, "attack": {"damage": 1}, "text": TOUGH_GHOUL}]
    world["investigators"][0]["abilities"] = [
        {"kind": "free", "text": "Deal damage.", "effects": [{"effect": "deal-damage", "amount": damage,
                                                            "to": "Tough Ghoul"}]}]
    world["do"] = [{"who": "Roland", "use": "Roland"}]
    return world


def test_plus_two_health_keeps_an_enemy_in_play_past_its_printed_health(world, run):
    trace = run(_ghoul(world, 4))
    assert not any("Tough Ghoul is defeated" in s.text for s in trace.steps)


def test_the_enemy_is_defeated_at_its_modified_health(world, run, find):
    trace = run(_ghoul(world, 5))
    find(trace, "Tough Ghoul: damage 5 \u2265 health 5")


def test_the_defeat_names_the_modifier_that_made_the_sanity_what_it_is(world, run, find):
    """Modifiers: the sanity read is the printed 5 modified by Dreams of R'lyeh's -1; the defeat says so, citing
    the rule of modifiers beside Sanity and Horror."""
    trace = run(_horror(world, 4, dreams=True))
    step = trace.steps[find(trace, "Roland: horror 4 \u2265 sanity 4 (5 \u22121 Dreams of R'lyeh)")]
    assert "ahlcg/rr/modifiers" in step.rules and "ahlcg/rr/sanity-and-horror" in step.rules


def test_an_unmodified_defeat_cites_no_modifier(world, run, find):
    trace = run(_horror(world, 5, dreams=False))
    step = trace.steps[find(trace, "Roland: horror 5 \u2265 sanity 5")]
    assert "(5" not in step.text and "ahlcg/rr/modifiers" not in step.rules


def test_the_enemy_defeat_names_its_health_modifier(world, run, find):
    trace = run(_ghoul(world, 5))
    find(trace, "Tough Ghoul: damage 5 \u2265 health 5 (3 +2 Tough Ghoul)")
