"""The verb frame "cancel <object>" (cardtext/cancelling.py): each object it names lowers onto the engine's one
``cancel`` (or ``prevent`` for an amount) only in a window that has that thing to cancel (Cancel)."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.grammar import read_sentence

DRAWN = "[reaction] When you draw an encounter card, exhaust X: "


def _read(text: str, type_code: str = "asset") -> tuple[list[dict[str, Any]], list[str]]:
    result = parse_card_text(text, name="X", type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [u.text for u in result.unsupported]


@pytest.mark.parametrize("text", [
    "Fast. Play when an enemy attacks an investigator at your location.\nCancel that attack.",
    "Fast. Play when you draw a non-weakness treachery card.\nCancel that card's revelation effect.",
    DRAWN + "Cancel the drawing of that card.",
    DRAWN + "Cancel the effects of that card.",
])
def test_the_object_names_what_the_window_has_to_cancel(text: str) -> None:
    effects, gaps = _read(text, "event" if text.startswith("Fast") else "asset")
    assert effects == [{"effect": "cancel"}] and not gaps


@pytest.mark.parametrize("text", [
    "[reaction] After you play an event: Cancel the drawing of that card.",  # nothing is being drawn
    "[action]: Cancel the drawing of that card.",  # no triggering condition at all
    "[reaction] When you draw an encounter card, exhaust X: Cancel that attack.",  # no attack in this window
])
def test_an_object_the_window_has_not_is_refused(text: str) -> None:
    effects, gaps = _read(text)
    assert {"effect": "cancel"} not in effects and gaps


def test_an_amount_of_that_damage_is_prevented() -> None:
    effects, gaps = _read("[reaction] When damage is assigned to X, exhaust X: Cancel 1 of that damage.")
    assert effects == [{"effect": "prevent", "amount": 1}] and not gaps


@pytest.mark.parametrize(("sentence", "chunks"), [
    ("Cancel all of that card's effects.", [("verb", "Cancel"), ("np", "all of that card's effects")]),
    ("Sebastien Moreau's attacks cannot be canceled.", [("np", "Sebastien Moreau's attacks"),
                                                        ("verb", "cannot be canceled")]),
    ("X is that enemy's evade value.", [("np", "X"), ("verb", "is"), ("np", "that enemy's evade value")]),
])
def test_the_noun_a_possessive_owns_is_no_verb(sentence: str, chunks: list[tuple[str, str]]) -> None:
    """Grammar (noun_phrases.possessed): after "X's" an -s word is the possessed noun ("that card's effects"), not a
    verb inflected for its subject ("an enemy attacks you")."""
    clause = read_sentence(sentence).clauses[0]
    assert [(c.kind, " ".join(t.text for t in c.tokens)) for c in clause.chunks] == chunks


@pytest.mark.parametrize(("then", "effect"), [
    ("discard it", {"effect": "discard", "to": "triggering-what"}),
    ("shuffle it back into the encounter deck", {"effect": "shuffle-into", "to": "triggering-what", "deck": "encounter"}),
])
def test_it_after_a_canceled_drawing_is_the_card_drawn(then: str, effect: dict[str, Any]) -> None:
    """Reference: the card whose drawing (or effects) a draw window's cancel names is the referent of a later "it" —
    never the canceling card itself."""
    effects, gaps = _read(DRAWN + f"Cancel the drawing of that card and {then}.")
    assert effects == [{"effect": "cancel"}, effect] and not gaps
