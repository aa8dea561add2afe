"""A condition whose bound is another count: "(4 damage instead if you have horror on you greater than twice your
sanity)" (Dismal Curse), "If you have horror on you greater than twice your sanity" (Possession). The bound is counted as
the condition is checked, for the same investigator, and the count must be strictly greater than it; "your sanity" is
the investigator's sanity value — the printed value with its active modifiers (Sanity and Horror; Modifiers) — from
which the horror on him or her is not taken (that is the remaining sanity)."""

from __future__ import annotations

import copy

import pytest

from kb.engine import SituationError

TWICE_SANITY = {"count": "resource-you-have", "greater-than": {"count": "sanity-of-you", "times": 2}}
DREAMS_OF_RLYEH = ("<b>Revelation</b> - Put Dreams of R'lyeh into play in your threat area.\n"
                   "You get -1 [willpower] and -1 sanity.")


def _curse(world, resources, condition=TWICE_SANITY, horror=0, dreams=False):
    """Roland (sanity 5, ``resources``, ``horror``) takes Dismal Curse's damage: 4 if the condition holds, else 2."""
    roland = world["investigators"][0]
    roland.update(sanity=5, resources=resources, horror=horror)
    if dreams:
        world["cards"] = [{"name": "Dreams of R'lyeh", "type": "treachery", "threat-area": "Roland",
                           "text": DREAMS_OF_RLYEH}]
    roland["abilities"] = [{"kind": "free", "text": "Take damage.", "effects": [
        {"effect": "if", "condition": condition, "effects": [{"effect": "deal-damage", "amount": 4, "to": "you"}],
         "otherwise": [{"effect": "deal-damage", "amount": 2, "to": "you"}]}]}]
    world["do"] = [{"who": "Roland", "use": "Roland"}]
    return world


def _damage(trace):
    return trace.final_state["investigators"]["Roland"]["damage"]


@pytest.mark.parametrize(("resources", "damage"), [(10, 2), (11, 4)])
def test_a_count_greater_than_twice_another_holds_only_above_the_multiple(world, run, find, resources, damage):
    """"greater than twice your sanity": 11 is above 2 × 5, 10 is not (equal is not greater)."""
    trace = run(_curse(world, resources))
    said = find(trace, f"{resources} (resources Roland has) against 2 \u00d7 5 (Roland's sanity) = 10")
    assert _damage(trace) == damage
    assert find(trace, f"{damage} damage") > said


def test_your_sanity_is_the_printed_value_with_its_modifiers(world, run, find):
    """[ahlcg/rr/sanity-and-horror] [ahlcg/rr/modifiers] — Dreams of R'lyeh's -1 sanity makes Roland's sanity 4: 9
    resources are more than twice it (8), where twice the printed 5 (10) is not reached."""
    modified = run(_curse(copy.deepcopy(world), 9, dreams=True))
    find(modified, "9 (resources Roland has) against 2 \u00d7 4 (Roland's sanity) = 8")
    assert _damage(modified) == 4
    assert _damage(run(_curse(world, 9))) == 2


def test_the_horror_on_you_is_not_taken_from_your_sanity(world, run, find):
    """[ahlcg/rr/sanity-and-horror] — 3 horror on Roland leaves his sanity 5 (his remaining sanity is 2): 9 resources
    are not more than twice his sanity."""
    trace = run(_curse(world, 9, horror=3))
    find(trace, "against 2 \u00d7 5 (Roland's sanity) = 10")
    assert _damage(trace) == 2


def test_a_bound_once_the_other_count(world, run, find):
    """"more clues than your remaining sanity": no multiple is once; the remaining sanity counts the horror."""
    condition = {"count": "resource-you-have", "greater-than": {"count": "remaining-sanity"}}
    trace = run(_curse(world, 3, condition, horror=3))
    find(trace, "3 (resources Roland has) against 1 \u00d7 2 (Roland's remaining sanity) = 2")
    assert _damage(trace) == 4


def test_a_bound_the_engine_cannot_count_is_refused_with_its_path(world, run):
    condition = {"count": "resource-you-have", "greater-than": {"count": "sanity-of-the-moon", "times": 2}}
    with pytest.raises(SituationError, match="greater-than"):
        run(_curse(world, 9, condition))
