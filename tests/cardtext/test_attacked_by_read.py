"""A constant of an enemy while it is being attacked or evaded by an investigator so qualified
(:mod:`kb.cardtext.attacked_by`), and the list of chaos tokens that names numbers beside icons
(:func:`kb.cardtext.lists.icon_list`). The grammar rule from its own shape and real texts (development cards); the
engine's side is ``tests/engine/test_attacked_by.py``."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.grammar import read_sentence

HASTUR = ("While Hastur is being attacked or evaded by an investigator with no remaining sanity, treat each "
          "[elder_sign], \"+1,\" \"0,\" or \"-1\" token that investigator reveals as a [auto_fail] token.")


def constants(text: str, name: str = "Hastur") -> tuple[list[dict[str, Any]], list[str]]:
    result = parse_card_text(text, name=name, type_code="enemy")
    return [dict(a.extra) for a in result.abilities if a.kind == "constant"], [g.reason for g in result.gaps]


# -- lists of chaos tokens: numbers beside icons are one noun phrase ----------------------------------------

@pytest.mark.parametrize("text", [
    "treat each [elder_sign], \"+1,\" \"0,\" or \"-1\" token you reveal as a [auto_fail] token",
    "treat each [skull], -1, or [tablet] token you reveal as a [auto_fail] token",
])
def test_a_list_of_chaos_tokens_with_numbers_is_one_noun_phrase(text):
    (clause,) = read_sentence(text).clauses
    assert [c.kind for c in clause.chunks] == ["verb", "np", "conj", "np"]


def test_numbers_alone_are_no_list_of_tokens():
    """"gain 1, 2, or 3 resources, or …": no icon opens it, the grammar reads it as before."""
    assert len(read_sentence("gain 1, 2, or 3 resources, or draw 1 card").clauses) > 1


# -- the frame: one constant for each kind of test, "that investigator" the one testing ------------------------

def test_a_treatment_of_tokens_while_attacked_or_evaded_by_an_investigator_so_qualified():
    read, gaps = constants(HASTUR)
    assert gaps == []
    assert [c["applies-to"]["via"] for c in read] == ["fight", "evade"]
    for c in read:
        assert c["applies-to"] | {"via": None} == {"event": "reveal-chaos-token", "who": "you", "what": "self",
                                                   "via": None, "token": ["elder-sign", "+1", "0", "-1"]}
        assert c["treat-as"] == "auto-fail" and c["condition"] == {"count": "remaining-sanity", "at-most": 0}


@pytest.mark.parametrize(("text", "via", "condition"), [
    ("While Thing is being attacked by an investigator with 3 or fewer remaining health, it gets +2 fight.", "fight",
     {"count": "remaining-health", "at-most": 3}),
    ("While Thing is being evaded by an investigator who has 2 or more remaining sanity, it gets -1 evade.", "evade",
     {"count": "remaining-sanity", "at-least": 2}),
])
def test_a_modifier_to_the_value_tested_against_while_attacked_by_an_investigator_so_qualified(text, via, condition):
    (read,), gaps = constants(text, name="Thing")
    assert gaps == [] and read["applies-to"]["via"] == via and read["applies-to"]["who"] == "you"
    assert read["condition"] == condition


@pytest.mark.parametrize("text", [
    # a modifier to a value the test is not made against
    "While Thing is being attacked by an investigator with 3 or fewer remaining health, it gets +2 evade.",
    # a qualifier that is no bound on an investigator's remaining value
    "While Thing is being attacked by an investigator with 3 or more clues, it gets +2 fight.",
])
def test_what_the_frame_does_not_take_stays_a_gap(text):
    read, gaps = constants(text, name="Thing")
    assert gaps and not any("difficulty-modifier" in c for c in read)


def test_that_investigator_is_named_only_where_a_sentence_names_him():
    """Out of the frame, "that investigator reveals" has no one to refer to: a gap, never guessed."""
    result = parse_card_text("Treat each [skull] token that investigator reveals as a [auto_fail] token.", name="X",
                             type_code="enemy")
    assert result.gaps
