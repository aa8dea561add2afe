"""A skill used in place of another for a time: the verb "use" with a skill for its object, the skills it replaces
after "in place of" / "instead of", and a lasting duration — one ``lasting`` effect for each skill replaced, on every
test of that skill (``skill-test-begins`` with its ``skill``), whose ``skill-instead`` is the skill used (ST.1, ST.5).
Real text: Mind over Matter (development); the others are the rule's own shape."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _lasting(used: str, replaced: str, duration: str) -> dict[str, object]:
    return {"effect": "lasting", "duration": duration, "skill-instead": used, "may": True,
            "applies-to": {"event": "skill-test-begins", "who": "you", "skill": replaced}}


@pytest.mark.parametrize(("text", "used", "replaced", "duration"), [
    ("Until the end of the round, you may use your [intellect] in place of your [combat] and [agility].",
     "intellect", ("combat", "agility"), "until-end-of-round"),
    ("Until the end of the phase, you may use your [willpower] instead of your [intellect].",
     "willpower", ("intellect",), "until-end-of-phase"),
    ("Until the end of your turn, you may use [agility] in place of [combat] or [willpower].",
     "agility", ("combat", "willpower"), "until-end-of-turn"),
])
def test_a_skill_used_in_place_of_others_for_a_time_is_one_lasting_effect_for_each_skill_replaced(
        text, used, replaced, duration):
    result = parse_card_text(f"Fast.\n{text}", name="Mind over Matter", type_code="event")
    assert not result.gaps, result.gaps
    got = result.abilities[0].to_situation()["effects"]
    assert got == [_lasting(used, skill, duration) for skill in replaced]


def test_a_skill_that_must_be_used_in_place_of_another_is_refused_with_why():
    """The engine uses the other value only as an option taken when it helps: with no "may", a gap that says so."""
    result = parse_card_text("Fast.\nUntil the end of the round, you use your [intellect] in place of your [combat].",
                             name="X", type_code="event")
    assert [g.category for g in result.unsupported] == ["effect:use"]
    assert "may" in result.unsupported[0].reason


@pytest.mark.parametrize("text", [
    "Until the end of the round, you may use your [intellect] in place of your [intellect].",
    "Until the end of the round, you may use your [intellect] in place of your ally.",
    "Until the end of the round, you may use your ally in place of your [combat].",
])
def test_words_that_are_not_skills_or_the_same_skill_are_refused(text):
    result = parse_card_text(f"Fast.\n{text}", name="X", type_code="event")
    assert [g.category for g in result.unsupported] == ["effect:use"]
