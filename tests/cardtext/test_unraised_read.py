"""The frame "<your [skill]> cannot be increased" under a "while <action>ing" (``unraised.py``), read from real printed
text (Historical Society, 03130) and from its own shape."""

from __future__ import annotations

from kb.cardtext import parse_card_text


def _constants(text: str, name: str = "Card", type_code: str = "location") -> list[dict]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert not result.gaps, result.gaps
    return [{k: v for k, v in a.to_situation().items() if k in ("applies-to", "cannot-increase")}
            for a in result.abilities]


def test_historical_society_holds_intellect_down_in_its_investigations():
    found = _constants("While investigating this location, your [intellect] cannot be increased.",
                       name="Historical Society")
    assert found == [{"applies-to": {"event": "skill-test-begins", "who": "you", "via": "investigate", "what": "self",
                                     "skill": "intellect"}, "cannot-increase": True}]


def test_each_skill_of_a_list_is_held_down_in_the_tests_the_while_clause_names():
    found = _constants("While attacking, your [combat] and [agility] cannot be increased.", type_code="treachery")
    assert [f["applies-to"]["skill"] for f in found] == ["combat", "agility"]
    assert all(f["applies-to"]["via"] == "fight" and f["cannot-increase"] for f in found)


def test_with_no_action_named_it_is_refused_with_the_reason():
    result = parse_card_text("Your [intellect] cannot be increased.", name="X", type_code="asset")
    (gap,) = result.unsupported
    assert "outside the tests of an action" in gap.reason
