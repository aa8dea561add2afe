"""A condition on the cards committed to the triggering test, and the card it found (:mod:`kb.cardtext.committed_counts`):
"if a skill card you own is committed to that test" counts the committed cards a filter matches; "that skill card"
after it names one of them."""

from __future__ import annotations

from kb.cardtext import parse_card_text
from kb.cardtext.committed_counts import committed_condition

TRY_AGAIN = ("[reaction] After a skill test is failed, if a skill card you own is committed to that test, exhaust Try "
             "and Try Again: Return that skill card to your hand.")


def _abilities(text: str, name: str = "Try and Try Again"):
    result = parse_card_text(text, name=name, type_code="asset")
    return result.abilities, [(g.text, g.category) for g in result.gaps]


def test_the_condition_counts_the_committed_cards_of_that_kind_you_own():
    assert committed_condition("if a skill card you own is committed to that test") == \
        {"count": "committed-to-test:skill-you-own", "at-least": 1}
    assert committed_condition("if 2 or more cards are committed to this skill test") == \
        {"count": "committed-to-test:card", "at-least": 2}
    assert committed_condition("if a skill card you own is in the victory display") is None


def test_that_skill_card_is_the_committed_card_the_condition_found():
    abilities, gaps = _abilities(TRY_AGAIN)
    (ability,) = abilities
    assert gaps == []
    assert ability.trigger == {"event": "fail-skill-test", "who": "investigator"}
    assert dict(ability.extra)["condition"] == {"count": "committed-to-test:skill-you-own", "at-least": 1}
    assert [dict(e) for e in ability.effects] == [{"effect": "move-card", "zone": "hand",
                                                   "to": "a-committed-skill-you-own"}]


def test_a_demonstrative_of_another_noun_is_not_the_committed_card():
    _, gaps = _abilities(TRY_AGAIN.replace("Return that skill card", "Return that event card"), "Test Card")
    assert any(category == "effect:return" for _, category in gaps)
