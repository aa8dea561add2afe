"""Several cards played by one instruction: "One at a time, play up to 3 assets from your hand, reducing the resource
cost of each by 1." — the count of "3 assets" is the ``play``'s ``amount`` (each one such card of the hand), "up to"
wraps it in ``up-to`` (the player may play fewer), the participle's "the resource cost of each" is each card's cost
(``cost-modifier`` on the play), and "One at a time," opening the sentence says what each play already is: one
initiation sequence after the other."""

from __future__ import annotations

from kb.cardtext import parse_card_text


def _effects(text: str, name: str = "Ever Vigilant") -> list:
    result = parse_card_text(text, name=name, type_code="event")
    assert not result.unsupported and not result.unparsed, result.unsupported
    return list(result.abilities[0].effects)


def test_one_at_a_time_play_up_to_three_assets_reducing_the_cost_of_each():
    (effect,) = _effects("One at a time, play up to 3 assets from your hand, reducing the resource cost of each by 1.")
    assert effect["effect"] == "up-to"  # "up to": a most, the player's choice
    (play,) = effect["effects"]
    assert play == {"effect": "play", "to": "an-asset-in-your-hand", "amount": 3, "cost-modifier": -1}


def test_one_card_played_keeps_no_amount():
    assert _effects("Play an asset from your hand, reducing its resource cost by 1.", "Lens") == [
        {"effect": "play", "to": "an-asset-in-your-hand", "cost-modifier": -1}]


def test_one_at_a_time_before_another_verb_is_not_dropped():
    result = parse_card_text("One at a time, draw 2 cards.", name="Lens", type_code="event")
    assert result.gaps  # the words are not read as if they were not printed
