"""An instruction "regardless of whether you succeed or fail": one of the test's results whichever it is — the
instruction in the ``success`` and the ``fail`` of the test read before it, after what each already holds; with no
test before it, a gap. And a story card's game text resolves as one: a later paragraph's "After this test ends" is the
end of the test an earlier paragraph makes. Real texts of the development cards, and the rule's shape."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.either_result import either_result

MAPPING = ("Test [intellect] (3). For each point you fail by, take 1 horror. Deal 1 [per_investigator] damage to Hastur "
           "regardless of whether you succeed or fail.\nAfter this test ends, flip this card back over. For the "
           "remainder of the game, it cannot be flipped over again.")


def _test(data):
    return next(e for a in data["abilities"] for e in a["effects"] if e["effect"] == "test")


def test_mapping_the_streets_deals_hastur_its_damage_in_both_results():
    result = parse_card_text(MAPPING, name="Mapping the Streets", type_code="story")
    tested = _test(result.to_json())
    dealt = {"effect": "for-each", "count": "investigator-started-scenario",
             "effects": [{"effect": "deal-damage", "amount": 1, "to": "Hastur"}]}
    assert tested["success"][0] == dealt
    assert tested["fail"][0]["count"] == "point-failed-by" and tested["fail"][1] == dealt  # printed order
    assert not result.gaps


def test_a_later_paragraph_of_a_story_waits_for_the_end_of_the_earlier_paragraphs_test():
    tested = _test(parse_card_text(MAPPING, name="Mapping the Streets", type_code="story").to_json())
    for key in ("success", "fail"):
        ends = [e for e in tested[key] if e["effect"] == "after-test-ends"]
        assert ends == [{"effect": "after-test-ends", "effects": [{"effect": "flip-card"}],
                         "text": "After this test ends, flip Mapping the Streets back over"}]


@pytest.mark.parametrize(("text", "rest"), [
    ("Deal 1 damage to Hastur regardless of whether you succeed or fail.", "Deal 1 damage to Hastur"),
    ("Draw 1 card, regardless of whether or not you succeed.", "Draw 1 card"),
    ("Regardless of whether the test succeeds or fails, gain 1 resource.", "gain 1 resource"),
    ("Deal 1 damage to Hastur regardless of his location.", None),
])
def test_the_words_are_cut_wherever_they_stand(text, rest):
    assert either_result(text) == rest


def test_the_rules_shape_after_an_action_test_and_with_no_test_before_it():
    data = parse_card_text("[action]: Test [willpower] (2). If you succeed, draw 1 card. Gain 1 resource regardless "
                           "of whether you succeed or fail.", name="Old Book", type_code="asset").to_json()
    tested = _test(data)
    assert tested["success"][-1] == tested["fail"][-1] == {"effect": "gain-resources", "amount": 1}
    assert tested["success"][0]["effect"] == "draw"
    alone = parse_card_text("Gain 1 resource regardless of whether you succeed or fail.", name="Mapping the Streets",
                            type_code="story")
    assert alone.gaps and not any(a["effects"] for a in alone.to_json()["abilities"])
