"""A story card's game text is instructions resolved when the card is (Story Cards: "simply read its story text
and resolve its game text"), not constant abilities: read as effects, with one gap of the card's own — the engine
has no moment at which a scenario resolves a story card."""

from __future__ import annotations

from kb.cardtext import parse_card_text


def test_story_text_is_read_as_effects_not_constants() -> None:
    result = parse_card_text("Each investigator heals 3 horror.\nDeal 4 damage to the Ghoul Priest.",
                             name="Stars of Aldebaran", type_code="story")
    assert [a.kind for a in result.abilities] == ["story", "story"]
    assert list(result.abilities[0].effects) == [{"effect": "heal-horror", "amount": 3, "to": "each-investigator"}]
    assert [g.category for g in result.unsupported] == ["story:heal"]  # one gap: the moment it is resolved
    assert not any(g.category.startswith("constant:") for g in result.unsupported)


def test_an_instruction_of_a_story_card_the_engine_lacks_is_an_effect_gap() -> None:
    result = parse_card_text('Remember that you "interviewed Constance."\nFlip this card back over to its '
                             "Bystander asset side.", name="Engram's Oath", type_code="story")
    assert {g.category for g in result.unsupported} == {"story:remember"}  # the flip is read (flip-card)
    result = parse_card_text('Remember that you "interviewed Constance."\nFlip this card to its unrevealed side.',
                             name="Engram's Oath", type_code="story")
    assert {g.category for g in result.unsupported} == {"story:remember", "effect:flip"}
