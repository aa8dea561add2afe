"""What a designated Fight or Evade may be made against, read from the card's restriction — one verb frame, "use",
with its polarity ("only" / "cannot") and its target ("on X", "to attack X", "to evade X"): a filter on the action's
enemy selector, the qualifiers composed (or negated for an exclusion); what cannot be composed stays a gap."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _action(text: str) -> dict:
    result = parse_card_text(text, name="Weapon", type_code="asset")
    assert result.gaps == ()
    return result.abilities[0].to_situation()["effects"][0]


@pytest.mark.parametrize("designator, sentence, enemy", [
    # only: the action's own enemies narrowed by the qualifiers
    ("Fight", "Use this ability only on an [[Abomination]] enemy.", "an-abomination-enemy-at-your-location"),
    ("Fight", "This ability can only be used on [[Elite]] enemies.", "an-elite-enemy-at-your-location"),
    ("Evade", "Use this ability only on a non-[[Elite]] enemy.", "a-non-elite-enemy-engaged-with-you"),
    # cannot: the qualifier negated, or the Fight's enemies at your location but those engaged with you
    ("Fight", "Cannot be used to attack enemies engaged with you.", "an-enemy-at-your-location-not-engaged-with-you"),
    ("Evade", "Cannot be used on [[Elite]] enemies.", "a-non-elite-enemy-engaged-with-you"),
    ("Fight", "Cannot be used on exhausted enemies.", "a-ready-enemy-at-your-location"),
])
def test_a_restriction_is_a_filter_on_the_designated_actions_enemy(designator, sentence, enemy):
    action = _action(f"[action] <b>{designator}.</b> {sentence}")
    assert action == {"effect": designator.lower(), "enemy": enemy}


def test_the_restriction_is_read_beside_the_attacks_other_sentences():
    text = ("[action] Spend 1 ammo: <b>Fight.</b> You get +3 [combat] and deal +2 damage for this attack. Cannot be used "
            "to attack enemies engaged with you.")
    assert _action(text) == {"effect": "fight", "bonus": 3, "damage": 2,
                             "enemy": "an-enemy-at-your-location-not-engaged-with-you"}


@pytest.mark.parametrize("text", [
    # an exclusion of two qualifiers is an "or" of negations: no selector composes it
    "[action] <b>Fight.</b> Cannot be used on exhausted [[Monster]] enemies.",
    # the marker names another action than the designated one
    "[action] <b>Evade.</b> Cannot be used to attack [[Elite]] enemies.",
    # no designated action to restrict
    "[action] Deal 1 damage to an enemy at your location. Use this ability only on an [[Abomination]] enemy.",
])
def test_a_restriction_the_selectors_cannot_compose_stays_a_gap(text):
    result = parse_card_text(text, name="Weapon", type_code="asset")
    assert result.gaps and not result.runnable
