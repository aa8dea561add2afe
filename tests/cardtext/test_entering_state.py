"""The state a card's own text has it enter play in (``entering_state.py``): the card's ``enters-play``."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


@pytest.mark.parametrize(("text", "name", "type_code"), [
    ("Emergent Monstrosity enters play exhausted.", "Emergent Monstrosity", "enemy"),
    ("Watchful Sentry enters play exhausted.", "Watchful Sentry", "asset"),
])
def test_the_card_itself_entering_play_exhausted_is_a_field_of_the_card(text, name, type_code):
    result = parse_card_text(text, name=name, type_code=type_code)
    assert dict(result.card) == {"enters-play": {"exhausted": True}, "property-text": [text]} and not result.gaps \
        and not result.abilities


@pytest.mark.parametrize(("text", "state"), [
    ("Zealot enters play with 2 doom on it.", {"doom": 2}),
    ("Zealot enters play with 1 clue on him.", {"clues": 1}),
    ("Zealot enters play with three resources on it.", {"resources": 3}),
])
def test_the_card_itself_entering_play_with_tokens_on_it_is_its_state(text, state):
    result = parse_card_text(text, name="Zealot", type_code="enemy")
    assert dict(result.card) == {"enters-play": state, "property-text": [text]} and not result.gaps


@pytest.mark.parametrize(("text", "name", "state"), [
    ("Powder of Ibn Ghazi enters play with X clues on it, where X is the number of characters who \"survived the "
     "Dunwich Legacy\" in your Campaign Log.", "Powder of Ibn Ghazi",
     {"clues": 1, "count": "campaign-log-entry:survived the Dunwich Legacy"}),
    ("Zealot enters play with X doom on it, where X is the amount of doom in play.", "Zealot",
     {"doom": 1, "count": "doom-in-play"}),
])
def test_x_tokens_where_x_is_a_count_are_its_tokens_once_for_each(text, name, state):
    result = parse_card_text(text, name=name, type_code="asset")
    assert dict(result.card) == {"enters-play": state, "property-text": [text]} and not result.gaps


@pytest.mark.parametrize(("text", "name", "type_code"), [
    ("Sealed Scroll enters play with X clues on it, where X is the number of pages missing in your Campaign Log.",
     "Sealed Scroll", "asset"),  # a count the engine has no word for
    ("Each enemy enters play exhausted.", "Dark Omen", "treachery"),  # another card's: not the card's own state
    ("Storm Cloud enters play exhausted.", "Storm Cloud", "treachery"),  # a treachery is never exhausted
    ("Watchful Sentry enters play ready and unengaged.", "Watchful Sentry", "enemy"),
])
def test_another_state_or_subject_stays_a_gap(text, name, type_code):
    result = parse_card_text(text, name=name, type_code=type_code)
    assert "enters-play" not in dict(result.card or ()) and len(result.gaps) == 1


@pytest.mark.parametrize(("text", "what", "n"), [
    ('Your assets with "uses (charges)" enter play with 1 additional charge on them.', "uses_charges-asset", 1),
    ("Your Spell assets enter play with 1 additional charge on them.", "uses_charges-spell-asset", 1),
    ("Each Item asset you control enters play with 2 additional ammo on it.", "uses_ammo-item-asset", 2),
    ("Your assets enter play with an additional use on them.", "asset", 1),
])
def test_assets_entering_play_with_additional_uses_is_a_modifier_to_their_uses(text, what, n):
    """Uses (X Type): the additional uses are of the type the card's own keyword establishes — the type printed is a
    qualifier of the cards named."""
    result = parse_card_text(text, name="Akachi Onyele", type_code="investigator")
    assert not result.gaps
    assert [(a.to_situation()["applies-to"], a.to_situation()["amount-modifier"]) for a in result.abilities] == [
        ({"event": "enters-play", "who": "you", "what": what}, n)]


@pytest.mark.parametrize("text", [
    'Your assets with "uses (ammo)" enter play with 1 additional charge on them.',  # no card bears both
    "Each enemy enters play with 1 additional doom on it.",  # not your assets
])
def test_additional_uses_the_engine_cannot_give_stay_a_gap(text):
    result = parse_card_text(text, name="Akachi Onyele", type_code="investigator")
    assert len(result.gaps) == 1 and not any(a.runnable for a in result.abilities)
