"""The enemies engaged with the one who acts, named by a pronoun (:mod:`kb.cardtext.engaged_with_actor`): "<an
investigator> evades / disengages from … enemy engaged with him or her" → the clause read as that investigator's own
("… engaged with you") with the investigator its ``who``; a pronoun with nothing it can name stays refused. The engine's
side is ``tests/engine/conformance/test_conformance_evasion_results.py``."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text

_SKILL = "If this skill test is successful during an evasion attempt, "


def _success(text: str):
    result = parse_card_text(_SKILL + text, name="Survival Instinct", type_code="skill")
    found = (result.to_json().get("card") or {}).get("if-success") or [{}]
    return found[0].get("effects", []), [g.text for g in result.gaps]


@pytest.mark.parametrize(("text", "first"), [
    ("the evading investigator may immediately evade each other enemy engaged with him or her.",
     {"effect": "evade", "enemy": "each-other-enemy-engaged-with-you", "automatic": True, "who": "evading-investigator",
      "may": True}),
    ("the evading investigator may immediately disengage from each other enemy engaged with him or her, and may move "
     "to a connecting location.",
     {"effect": "disengage", "enemy": "each-other-enemy-engaged-with-you", "who": "evading-investigator", "may": True,
      "to": "a-connecting-location"}),
    ("the evading investigator disengages from each other enemy engaged with them.",
     {"effect": "disengage", "enemy": "each-other-enemy-engaged-with-you", "who": "evading-investigator"}),
])
def test_the_pronoun_names_the_subject_whose_enemies_they_are(text, first):
    effects, gaps = _success(text)
    assert effects[0] == first and gaps == []


def test_you_and_the_pronoun_are_not_read_as_one_investigator():
    """"You … engaged with him or her": the pronoun names no investigator the clause has; left refused."""
    effects, gaps = _success("you may immediately evade each other enemy engaged with him or her.")
    assert gaps != []
