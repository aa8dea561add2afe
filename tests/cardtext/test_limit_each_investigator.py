"""A limit counted for each investigator (:mod:`kb.cardtext.limits`): "(Limit once for each investigator per round.)" is
the ability's limit with ``each-investigator`` (the engine counts it for the investigator the trigger names); a limit
without those words has no such field, and the words on what is no ability's limit are refused."""

from __future__ import annotations

from kb.cardtext import parse_card_text
from kb.cardtext.limits import cut_limit

MINH = ("[reaction] After an investigator at your location commits a card to a skill test: That card gains a [wild] "
        "icon until the end of the test. (Limit once for each investigator per round.)")


def test_limit_once_for_each_investigator_per_round_is_the_abilitys_limit():
    result = parse_card_text(MINH, name="Minh Thi Phan", type_code="investigator")
    ability = result.abilities[0]
    assert ability.limit == {"count": 1, "per": "round", "each-investigator": True} and not result.gaps
    assert ability.trigger == {"event": "commit-card", "who": "investigator-at-your-location", "what": "any"}


def test_the_words_are_cut_and_a_plain_limit_keeps_no_field():
    rest, limit, card, problems = cut_limit("Draw 1 card. (Limit twice for each investigator per phase.)")
    assert rest == "Draw 1 card." and limit == {"count": 2, "per": "phase", "each-investigator": True}
    assert cut_limit("Draw 1 card. (Limit once per round.)")[1] == {"count": 1, "per": "round"}


def test_for_each_investigator_on_a_max_is_refused():
    _, limit, _, problems = cut_limit("Draw 1 card. (Max once for each investigator per round.)")
    assert limit is None and [p.reason for p in problems] == [
        "a limit for each investigator on what is no ability's limit"]
