"""An enemy's attack resolved against an investigator (:mod:`kb.cardtext.resolved_against`): "resolve its attack
against you" — the frame "X makes an attack against Y" said of the attack, the engine's ``enemy-attacks``; with
"instead" in a "would" window, the reader's replacement wraps it. The engine's side is
``tests/engine/conformance/test_conformance_attack_instead.py``."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text

_WHEN = "Fast. Play when a non-[[Elite]] enemy would attack another investigator at your location.\n"


def _read(text: str, name: str = "Heroic Rescue", type_code: str = "event"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


def test_the_attack_against_another_replaced_by_the_enemy_engaging_and_attacking_you():
    effects, gaps = _read(_WHEN + "Engage that enemy and resolve its attack against you instead. Then, deal it 1 "
                                  "damage.")
    assert gaps == [] and effects[0]["effect"] == "instead" and effects[0]["effects"][:2] == [
        {"effect": "engage", "enemy": "attacking-enemy"}, {"effect": "enemy-attacks", "enemy": "attacking-enemy"}]


@pytest.mark.parametrize(("sentence", "attack"), [
    ("Resolve that enemy's attack against you instead.", {"effect": "enemy-attacks", "enemy": "attacking-enemy"}),
    ("Resolve that enemy's attack against each investigator at your location instead.",
     {"effect": "enemy-attacks", "enemy": "attacking-enemy", "who": "each-investigator-at-your-location"}),
])
def test_whose_attack_and_against_whom_compose(sentence, attack):
    effects, gaps = _read(_WHEN + sentence)
    assert gaps == [] and effects == [{"effect": "instead", "effects": [attack], "text": sentence.rstrip(".")}]


def test_resolve_with_no_attack_keeps_its_other_readings():
    """"Resolve the attack of each enemy": no possessive naming one attacker; left to the other readings of "resolve"."""
    effects, gaps = _read(_WHEN + "Resolve the attack of each enemy against you instead.")
    assert gaps != []
