""""You may play an asset revealed by this effect (paying its cost), under your control" (:func:`kb.cardtext.recorded.
play_or`): the object a card named by what this resolution did to it (revealed), played through the effect; "under
your control" restates where a played asset enters play (Asset Cards), "(paying its cost)" what playing does."""

from __future__ import annotations

from kb.cardtext import parse_card_text


def _effects(text: str) -> tuple[list[dict], tuple]:
    result = parse_card_text(text, name="Montmartre", type_code="location")
    return [dict(e) for e in result.abilities[0].effects], result.gaps


def test_montmartre_plays_an_asset_revealed_from_each_deck():
    effects, gaps = _effects("[action]: Reveal the top card of each investigator's deck. You may play an asset revealed "
                             "by this effect <i>(paying its cost)</i>, under your control. Shuffle each investigator's "
                             "deck.")
    assert gaps == ()
    assert effects == [{"effect": "reveal-top", "who": "each-investigator"},
                       {"effect": "play", "to": "an-asset-revealed-by-this-effect", "may": True},
                       {"effect": "shuffle-deck", "who": "each-investigator"}]


def test_a_traited_card_revealed_is_named_by_its_traits():
    effects, gaps = _effects("[action]: Reveal the top 3 cards of your deck. Play an [[Item]] asset revealed by this "
                             "effect.")
    assert gaps == ()
    assert effects[1] == {"effect": "play", "to": "an-item-asset-revealed-by-this-effect"}


def test_under_another_control_stays_a_gap():
    _, gaps = _effects("[action]: Reveal the top card of your deck. Play an asset revealed by this effect, under the "
                       "lead investigator's control.")
    assert gaps
