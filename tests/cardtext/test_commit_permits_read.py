"""Permissions to commit (:mod:`kb.cardtext.commit_permits`): the verb frame "you may commit <cards> to <a/each> skill
test <where>" read as a constant; one card to a test at another location → ``permits`` on ``commit-card`` (ST.2's
location check relaxed, the one card kept), anything else of the frame an ``unsupported`` gap of its own category.
Each grammar rule from its shape and a few real texts; the engine's side is ``tests/engine/test_commit_permissions.py``."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text

PERMISSION = "a commit permission the engine does not model"
ELSEWHERE = [{"applies-to": {"event": "commit-card", "who": "you"}, "permits": "a-skill-test-at-another-location"}]


def read(text: str, name: str = "X") -> tuple[list[dict[str, Any]], list[str]]:
    result = parse_card_text(text, name=name, type_code="asset")
    return [dict(a.extra) for a in result.abilities if a.extra], [g.reason for g in result.gaps]


# -- the frame with its slots: one card (the object), a or each skill test, at another location ----------------

@pytest.mark.parametrize("text", [
    "You may commit 1 card to each skill test performed by an investigator at another location.",  # Analytical Mind
    "You may commit a card to a skill test at another location.",
    "You may commit one card to each skill test performed by another investigator at another location.",
])
def test_one_card_to_a_test_at_another_location_permits_that_location(text):
    assert read(text) == (ELSEWHERE, [])


# -- the card's own name as the object: itself committed though it lacks an appropriate icon (ST.2) --------------

OWN = [{"applies-to": {"event": "commit-card", "who": "you", "what": "self"},
        "permits": "a-card-without-an-appropriate-icon"}]


@pytest.mark.parametrize("text", [
    "You may commit Possession to a skill test at your location.",  # Possession (Murderous)
    "You may commit this card to any skill test.",
    "You may commit Possession to each skill test.",
])
def test_the_card_itself_may_be_committed_without_an_appropriate_icon(text):
    assert read(text, "Possession") == (OWN, [])


# -- what the frame reads but the engine does not run: a gap of its own category, nothing dropped --------------

@pytest.mark.parametrize(("text", "name", "said"), [
    ("You may commit this card to a skill test at a connecting location.", "Possession",
     "to commit Possession to a skill test at a connecting location"),  # the card itself, at another place
    ("You may commit 2 cards to each skill test performed by an investigator at another location.", "X",
     "to commit 2 cards"),  # more than the one card of ST.2
    ("You may commit 1 card to each skill test at a connecting location.", "X",
     "at a connecting location"),  # another place
])
def test_a_commit_permission_the_engine_does_not_run_is_a_gap_of_its_own(text, name, said):
    constants, gaps = read(text, name)
    assert constants == []
    assert len(gaps) == 1 and gaps[0].startswith(PERMISSION) and said in gaps[0]


@pytest.mark.parametrize("text", [
    "You cannot commit exactly 1 or 2 cards to a skill test.",  # not a permission: a 'cannot' (The King in Yellow)
    "You may commit cards as if they were in your hand.",  # another frame's (as if)
])
def test_other_sentences_are_not_this_frames(text):
    _, gaps = read(text)
    assert not any(g.startswith(PERMISSION) for g in gaps)
