"""The card an exhaust-a-trait cost picks, named after the colon ("that asset"): read as the engine's ``chosen``."""

from __future__ import annotations

from kb.cardtext import parse_card_text


def _read(text: str, name: str = "Angered Spirits", type_code: str = "treachery"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [(a.cost, [dict(e) for e in a.effects]) for a in result.abilities], [g.text for g in result.gaps]


def test_that_asset_after_an_exhausted_trait_asset_is_the_one_exhausted():
    read, gaps = _read("[fast] Exhaust a [[Spell]] asset: Move 1 charge from that asset to Angered Spirits.")
    assert gaps == []
    [(cost, effects)] = read
    assert cost == {"exhaust-trait": "Spell"}  # "a [[Spell]] asset": the trait the payer's pick must have
    assert effects == [{"effect": "move-tokens", "tokens": "uses", "amount": 1, "from": "chosen", "to": "self"}]


def test_that_asset_with_no_asset_picked_before_the_colon_is_still_refused():
    _, gaps = _read("[fast] Exhaust Angered Spirits: Move 1 charge from that asset to Angered Spirits.")
    assert gaps == ["Move 1 charge from that asset to Angered Spirits"]
