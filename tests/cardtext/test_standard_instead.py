""""X, instead of <the standard outcome>" in a 'when' ability (``standard_instead.py``), and "you have no <Trait>
assets" as the count of the assets under your control (``counts.condition``) — asserted against printed texts."""

from __future__ import annotations

from kb.cardtext import parse_card_text
from kb.cardtext.counts import condition

TRUTH = ("<b>Forced</b> - When an investigator is eliminated <i>(by defeat or resignation)</i>: Place each of that "
         "investigator's clues on this act, instead of placing them at his or her location.")


def test_the_elimination_clues_placed_elsewhere_instead():
    result = parse_card_text(TRUTH, name="Discovering the Truth", type_code="act")
    assert not result.unparsed and not result.unsupported
    ability = result.abilities[0].to_situation()
    assert ability["timing"] == "when"
    assert ability["trigger"] == {"event": "eliminated", "who": "investigator"}
    assert ability["effects"] == [{"effect": "place-those-clues", "to": "self"}]


def test_an_outcome_the_rules_do_not_give_the_trigger_is_refused():
    text = ("<b>Forced</b> - When an investigator is eliminated: Place each of that investigator's clues on this act, "
            "instead of discarding them.")
    result = parse_card_text(text, name="Discovering the Truth", type_code="act")
    assert any("not the standard outcome" in u.reason for u in result.unsupported)
    assert not any(a.to_situation().get("effects") for a in result.abilities)


def test_after_the_elimination_nothing_is_replaced():
    text = ("<b>Forced</b> - After an investigator is eliminated: Place each of that investigator's clues on this "
            "act, instead of placing them at his or her location.")
    result = parse_card_text(text, name="Discovering the Truth", type_code="act")
    assert any("only a 'when' ability" in u.reason for u in result.unsupported)


def test_assets_you_have_are_the_assets_you_control():
    assert condition("you have no Ally assets") == \
        {"count": "in-play:ally-asset-you-control", "at-most": 0}
    assert condition("you have 2 or more Item assets") == {"count": "in-play:item-asset-you-control", "at-least": 2}
    assert condition("you have no clues") == {"count": "clue-you-have", "at-most": 0}
