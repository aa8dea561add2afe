""""X is added to the victory display" as a triggering condition: the engine's ``added-to-victory-display`` with
the card named (or the noun phrase read as any trigger's card); added anywhere else is no such event."""

from __future__ import annotations

from kb.cardtext import parse_card_text


def _trigger(text: str, type_code: str = "agenda") -> dict | None:
    result = parse_card_text(text, name="Encore", type_code=type_code)
    return dict(result.abilities[0].trigger) if result.abilities and result.abilities[0].trigger else None


def test_a_named_card_added_to_the_victory_display():
    trigger = _trigger("<b>Forced</b> - After Royal Emissary is added to the victory display: Remove all doom from "
                       "play and reset the agenda deck to agenda 1a. Then, place 3 doom on that agenda.")
    assert trigger == {"event": "added-to-victory-display", "what": "Royal Emissary"}


def test_an_enemy_added_to_the_victory_display():
    trigger = _trigger("[reaction] After an enemy is added to the victory display: Gain 1 resource.", "asset")
    assert trigger == {"event": "added-to-victory-display", "what": "enemy"}


def test_added_to_another_place_is_no_such_trigger():
    result = parse_card_text("[reaction] After a card is added to your hand: Gain 1 resource.", name="Box",
                             type_code="asset")
    assert any(gap.category == "trigger:add" for gap in result.unsupported)
