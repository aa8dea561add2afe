"""An enemy named as printed where the instruction's verb takes an enemy ("automatically evade The Organist",
"engage Hunting Horror"): the card of that name, as a named card is read elsewhere; a lower-case noun phrase that is
no enemy stays refused."""

from __future__ import annotations

from kb.cardtext import parse_card_text


def _effects(text: str) -> tuple[list[dict], tuple]:
    result = parse_card_text(text, name="Stalked by Shadows", type_code="act")
    return [dict(e) for a in result.abilities for e in a.effects], result.unsupported


def test_automatically_evade_a_named_enemy_with_a_capital_the():
    effects, gaps = _effects("[fast] Spend 1 [per_investigator] clues, as a group: Either place 1 doom on the current "
                             "agenda, or automatically evade The Organist. (Group limit once per round.)")
    assert not gaps
    assert effects[0]["effects"][1] == {"effect": "evade", "enemy": "The Organist", "automatic": True}


def test_engage_a_named_enemy():
    effects, gaps = _effects("[fast] Engage Hunting Horror.")
    assert not gaps and effects == [{"effect": "engage", "enemy": "Hunting Horror"}]


def test_a_lower_case_noun_is_no_name():
    _, gaps = _effects("[fast] Automatically evade the creature.")
    assert gaps
