"""Reader: cards chosen by what they are — a card out of play qualified by its printed resource cost ("with printed
resource cost X in any player's discard pile": the ``printed_cost_`` qualifier of the engine's zoned selector), one of
the cards revealed after a condition on them ("choose and draw 1 of them"), and an 'instead' on a condition not read."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(text: str, name: str = "Test Card", type_code: str = "event"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


def test_a_chance_encounter_chooses_an_ally_of_printed_cost_x_and_puts_that_asset_into_play():
    """A Chance Encounter (Path to Carcosa): the printed text, X its own cost's X."""
    effects, gaps = _read("Choose an [[Ally]] asset with printed resource cost X in any player's discard pile. Put that "
                          "asset into play under your control.", name="A Chance Encounter")
    assert gaps == []
    assert effects == [{"effect": "choose", "to": "an-ally-printed_cost_x-asset-in-a-discard-pile"},
                       {"effect": "put-into-play", "to": "chosen"}]


@pytest.mark.parametrize(("text", "selector"), [
    ("Choose an asset with printed cost 2 in your hand.", "a-printed_cost_2-asset-in-your-hand"),
    ("Choose an [[Item]] asset with printed resource cost 3 in your discard pile.",
     "an-item-printed_cost_3-asset-in-your-discard-pile"),
])
def test_the_printed_cost_frame_takes_a_number(text, selector):
    effects, gaps = _read(text)
    assert gaps == [] and effects == [{"effect": "choose", "to": selector}]


def test_another_with_phrase_is_not_this_frame():
    """"with 2 clues on it" is no printed cost: the frame leaves it to the others, which refuse a choice they cannot
    say, never a selector losing the words."""
    effects, gaps = _read("Choose an [[Ally]] asset with 2 charges in any player's discard pile.")
    assert gaps != [] and not any("printed_cost" in str(e) for e in effects)


def test_an_instead_on_a_condition_not_read_says_it_replaces_the_instruction_before():
    """Terror from Beyond: "If this is not the first copy … drawn this phase, choose two cardtypes instead" follows the
    choice it would replace; the gap says so (not that it needs a 'would' trigger) and names the condition."""
    result = parse_card_text("Revelation - Choose one of the following cardtypes (asset, event, or skill). Each player "
                             "must discard each card in his or her hand that is of the chosen cardtype. If this is not "
                             "the first copy of Terror from Beyond drawn this phase, choose two cardtypes instead.",
                             name="Terror from Beyond", type_code="treachery")
    assert len(result.gaps) == 1
    reason = result.gaps[0].reason
    assert "replaces the instruction before it" in reason and "drawn this phase" in reason
    assert "triggering condition" not in reason


def test_choose_and_draw_1_of_the_cards_a_condition_counted_among_those_revealed():
    """Hunted by Byakhee: "1 of them" after "If at least 1 Byakhee enemy is revealed by this effect" is one such card
    among those revealed, the player's choice, drawn (``draw-card``); the next condition still reads."""
    result = parse_card_text("Revelation - Test [agility] (6). If you fail, reveal the top X cards of the encounter "
                             "deck, where X is the amount you failed by. If at least 1 [[Byakhee]] enemy is revealed by "
                             "this effect, choose and draw 1 of them. If at least 1 [[Omen]] treachery is revealed by "
                             "this effect, take 1 horror. Shuffle the encounter deck.", name="Hunted by Byakhee",
                             type_code="treachery")
    assert not result.gaps
    fail = [dict(e) for a in result.abilities for e in a.effects][0]["fail"]
    assert fail[1]["condition"] == {"count": "card-revealed-by-this-effect:byakhee-enemy", "at-least": 1}
    assert fail[1]["effects"] == [{"effect": "draw-card", "to": "a-byakhee-enemy-revealed-by-this-effect"}]
    assert fail[2]["effects"] == [{"effect": "deal-horror", "amount": 1, "to": "you"}]
