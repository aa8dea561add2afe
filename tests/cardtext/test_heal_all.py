"""Reading "Heal all damage from X": no amount, all of it (``lowering._heal``; Altered Beast)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


@pytest.mark.parametrize(("text", "effect"), [
    ("Choose an [[Abomination]] enemy. Heal all damage from that enemy.", {"effect": "heal-damage", "to": "chosen"}),
    ("Choose an [[Abomination]] enemy. Heal all horror from that enemy.", {"effect": "heal-horror", "to": "chosen"}),
])
def test_heal_all_has_no_amount(text, effect):
    result = parse_card_text(f"<b>Revelation</b> - {text}", type_code="treachery")
    assert not result.gaps and [dict(e) for e in result.abilities[0].effects][-1] == effect


def test_altered_beast_heals_the_chosen_enemy_and_attaches_to_it():
    result = parse_card_text("<b>Revelation</b> - If there are no [[Abomination]] enemies in play, Altered Beast gains "
                             "surge. Otherwise, choose an [[Abomination]] enemy. Heal all damage from that enemy and "
                             "attached Altered Beast to it.", type_code="treachery", name="Altered Beast")
    assert not result.gaps
    assert [dict(e) for e in result.abilities[0].effects][1:] == [{"effect": "heal-damage", "to": "chosen"},
                                                                 {"effect": "attach", "to": "chosen"}]
