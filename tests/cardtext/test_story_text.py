"""A story card's game text is instructions resolved when the card is (Story Cards: "simply read its story text
and resolve its game text"), not constant abilities: read as effects, the card's ``effects`` the engine resolves
when a situation says the scenario instructs it (a ``do`` item's ``resolve``)."""

from __future__ import annotations

from kb.cardtext import parse_card_text


def test_story_text_is_read_as_the_cards_effects_not_constants() -> None:
    result = parse_card_text("Each investigator heals 3 horror.\nDeal 4 damage to the Ghoul Priest.",
                             name="Stars of Aldebaran", type_code="story")
    assert [a.kind for a in result.abilities] == ["story", "story"]
    heal = {"effect": "heal-horror", "amount": 3, "to": "each-investigator"}
    assert list(result.abilities[0].effects) == [heal]
    assert dict(result.card)["effects"][0] == heal  # both paragraphs, in order, are the card's game text
    assert len(dict(result.card)["effects"]) == 2
    assert not result.unsupported and not result.unparsed
    assert not any(a.runnable for a in result.abilities)  # the engine takes them from the card, as an event's


def test_an_instruction_of_a_story_card_the_engine_lacks_is_an_effect_gap() -> None:
    result = parse_card_text('Remember that you "interviewed Constance."\nFlip this card back over to its '
                             "Bystander asset side.", name="Engram's Oath", type_code="story")
    assert not result.unsupported  # the flip is read (flip-card)
    assert dict(result.card)["effects"] == [{"effect": "remember", "memory": "you interviewed Constance"},
                                            {"effect": "flip-card", "side-type": "asset"}]
    result = parse_card_text('Remember that you "interviewed Constance."\nFlip this card to its unrevealed side.',
                             name="Engram's Oath", type_code="story")
    assert {g.category for g in result.unsupported} == {"effect:flip"}
    assert dict(result.card)["effects"] == [{"effect": "remember", "memory": "you interviewed Constance"}]
