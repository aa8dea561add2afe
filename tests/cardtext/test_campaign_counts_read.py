"""The Campaign Log and the phrases remembered, read as counts and conditions (``campaign_counts.py``): a tally's
boxes ("you have more Conviction than Doubt"), the characters under a phrase, a quoted phrase remembered; and "Check
Campaign Log." before the conditions it lists (``idle.py``)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.counts import condition
from kb.cardtext.model import NotParsed


@pytest.mark.parametrize(("text", "read"), [
    ("you have more Conviction than Doubt",
     {"count": "campaign-log-tally:Conviction", "greater-than": {"count": "campaign-log-tally:Doubt"}}),
    ("you have more (or equal) Doubt than Conviction",
     {"count": "campaign-log-tally:Doubt", "greater-than": {"count": "campaign-log-tally:Conviction",
                                                             "or-equal": True}}),
    ('an investigator "know the secret."', {"count": "remembered:know the secret", "at-least": 1}),
    ('you have "released a dangerous patient"', {"count": "remembered:released a dangerous patient", "at-least": 1}),
    ('you have not "found a guide"', {"count": "remembered:found a guide", "at-most": 0}),
])
def test_a_tally_or_a_phrase_remembered_is_a_condition(text, read):
    assert condition(text) == read


@pytest.mark.parametrize("text", [
    "you have more Lita Chantler than Doubt",  # a card's name: no tally
    'an investigator "knows: the secret"',  # a count's separator inside the phrase
])
def test_what_is_no_tally_or_phrase_is_refused(text):
    with pytest.raises(NotParsed):
        condition(text)


def test_check_campaign_log_opens_the_list_of_its_conditions():
    text = ("<b>Revelation</b> - Check Campaign Log.\n- If you have more (or equal) <b>Doubt</b> than <b>Conviction</b>, "
            "test [intellect] (X), where X is your [willpower]. If you fail, take 2 damage.\n- If you have more "
            "<b>Conviction</b> than <b>Doubt</b>, test [willpower] (X), where X is your [intellect]. If you fail, take 2 "
            "damage.")
    result = parse_card_text(text, name="Lost Soul", type_code="treachery")
    (ability,) = result.abilities
    first, second = ability.to_situation()["effects"]
    assert not result.gaps
    assert first["condition"]["greater-than"] == {"count": "campaign-log-tally:Conviction", "or-equal": True}
    assert first["effects"][0] | {"fail": None} == {"effect": "test", "skill": "intellect", "difficulty": 0,
                                                    "count": "willpower-value-of-you", "fail": None}
    assert second["effects"][0]["fail"] == [{"effect": "deal-damage", "amount": 2, "to": "you"}]


def test_checking_anything_else_stays_a_gap():
    result = parse_card_text("Revelation - Check your deck.", name="Odd Card", type_code="treachery")
    assert result.gaps


def test_an_objective_counting_listed_phrases_is_the_phrases_remembered():
    text = ('<b>Objective</b> - If investigators have performed 2 of the following, you must advance.\n'
            '- "Know the guards\' patrols."\n- "Set a fire in the kitchen."\n- "Recalled the way out."')
    result = parse_card_text(text, name="Planning the Escape", type_code="act")
    (ability,) = result.abilities
    assert not result.gaps and ability.to_situation()["condition"] == {
        "count": "remembered:Know the guards' patrols|Set a fire in the kitchen|Recalled the way out", "at-least": 2}


def test_a_grant_under_more_conviction_than_doubt_is_the_cards_own():
    text = 'While you have more <b>Conviction</b> than <b>Doubt</b>, this agenda gains: "[action]: Gain 1 resource."'
    result = parse_card_text(text, name="The First Night", type_code="agenda")
    (ability,) = result.abilities
    assert not result.gaps and ability.to_situation()["condition"]["count"] == "campaign-log-tally:Conviction"


@pytest.mark.parametrize(("text", "effects"), [
    ("You earn 2 fewer experience for this scenario.", [{"effect": "earn-experience", "amount": -2}]),
    ("You earn 1 fewer experience.", [{"effect": "earn-experience", "amount": -1}]),
    ("You earn 2 additional experience.", [{"effect": "earn-experience", "amount": 2}]),
])
def test_experience_earned_additional_or_fewer_is_a_signed_amount(text, effects):
    result = parse_card_text(text, name="Debts", type_code="event")
    assert not result.gaps and list(dict(result.card)["effects"]) == effects


@pytest.mark.parametrize("text", ["You earn 2 fewer experience for this act.", "You earn 2 fewer resources."])
def test_fewer_of_anything_else_stays_a_gap(text):
    assert parse_card_text(text, name="Debts", type_code="event").gaps
