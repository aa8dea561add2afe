"""A card's constant while it is committed, read by its parts: "While X is committed to a skill test" (the card: its
own name, "it", "this card"), whose test it is (any, "you are performing", "being performed by another
investigator"), and the card gaining skill icons. What the engine cannot apply stays a gap, quoted, with its
category. The first case is a real card's printed text (development cards)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.committed import committed_constant

SELF_ICONS = {"event": "enters-play", "what": "self"}


def test_leadership_is_a_constant_giving_itself_icons_while_committed_to_anothers_test():
    result = parse_card_text("While Leadership is committed to a skill test being performed by another investigator, "
                             "Leadership gains [willpower] [wild].", name="Leadership", type_code="skill")
    assert [(a.kind, dict(a.extra)) for a in result.abilities] == [("constant", {
        "applies-to": SELF_ICONS, "gains-icons": ["willpower", "wild"],
        "condition": {"card": "self", "state": "committed-to-another-investigators-test"}})]
    assert not result.unsupported


@pytest.mark.parametrize(("whose", "state"), [
    ("", "committed"),
    (" you are performing", "committed-to-your-test"),
    (" being performed by you", "committed-to-your-test"),
    (" performed by another investigator", "committed-to-another-investigators-test"),
])
def test_whose_test_it_is_committed_to_is_its_committed_state(whose, state):
    fields = committed_constant(f"While @self is committed to a skill test{whose}, it gains a [wild] icon.")
    assert fields == {"applies-to": SELF_ICONS, "gains-icons": ["wild"], "condition": {"card": "self", "state": state}}


def test_a_sentence_not_opening_with_while_committed_is_left_to_the_other_rules():
    assert committed_constant("If this skill test is successful, draw 1 card.") is None


@pytest.mark.parametrize("text", [
    "While Leadership is committed to a skill test at your location, Leadership gains [wild].",
    "While Leadership is committed to a skill test, Leadership gets +1 skill value.",
])
def test_what_the_engine_cannot_apply_while_committed_is_a_gap_with_its_category(text):
    result = parse_card_text(text, name="Leadership", type_code="skill")
    assert result.unsupported[0].category == "constant:commit"
    assert result.unsupported[0].reason.startswith("a committed card's constant the engine cannot apply")
    assert not any(a.extra for a in result.abilities)
