"""Restrictions whose terms the engine does not keep, refused with their category rather than read in part
(:mod:`kb.cardtext.cannot_verbs`): a total ("exactly 1 or 2 cards"), a role, the period of another event; and the
coordination "cannot <verb> or <verb> <noun> of <object>" (:mod:`kb.cardtext.constant_restrict`): the bare verb borrows
what the "of" names, not the noun before it."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _reasons(text: str, name: str = "Odd Treachery", type_code: str = "treachery") -> list[str]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert not any(a.to_situation().get("cannot") for a in result.abilities)
    return [u.reason for u in result.unsupported]


@pytest.mark.parametrize(("text", "reason"), [
    ("You cannot commit exactly 1 or 2 cards to a skill test.", "a 'cannot' on a total"),
    ("You cannot play exactly 1 card each turn.", "a 'cannot' on a total"),
    ("You cannot play cards of your role.", "a restriction on an investigator's role"),
    ("Ghoul cannot make attacks of opportunity, and cannot attack during the same round it entered play.",
     "a restriction on the period of another event"),
])
def test_a_restriction_on_terms_the_engine_does_not_keep_is_refused_whole(text, reason):
    reasons = _reasons(text, name="Ghoul", type_code="enemy")
    assert len(reasons) == 1 and reasons[0].startswith(reason)


def test_a_bare_verb_before_a_noun_with_of_borrows_what_the_of_names():
    """"discover or take control of clues": discover clues, take control of clues (a card effect's clues moved to
    him or her: ``remove-clues`` with its ``who``) — not 'discover control'."""
    result = parse_card_text("Each investigator at your location cannot discover or take control of clues.",
                             name="Odd Treachery", type_code="treachery")
    assert result.gaps == ()
    read = [a.to_situation()["applies-to"] for a in result.abilities if a.kind == "constant"]
    assert read == [{"event": "discover-clues", "who": "investigator-at-your-location"},
                    {"event": "remove-clues", "who": "investigator-at-your-location"}]
    assert _reasons("You cannot take control of assets.") == [
        "a 'cannot' on taking control of cards: the engine raises no event for it that a 'cannot' could forbid"]
    result = parse_card_text("You cannot discover or spend clues.", name="Odd", type_code="treachery")
    read = [a.to_situation().get("applies-to", {}).get("event") for a in result.abilities]
    assert "discover-clues" in read or any("spend" in u.reason for u in result.unsupported)


def test_the_period_of_an_event_the_engine_records_is_the_last_predicates_condition():
    """"cannot attack during the same phase it moved from its hunter keyword": while the card's own hunter moves this
    phase number at least 1 (history.py); the predicate before it ("cannot make attacks of opportunity") holds
    always."""
    result = parse_card_text("Asylum Gorger cannot make attacks of opportunity, and cannot attack during the same phase "
                             "it moved from its hunter keyword.", name="Asylum Gorger", type_code="enemy")
    assert result.gaps == ()
    read = [{k: v for k, v in a.to_situation().items() if k in ("applies-to", "cannot", "condition")}
            for a in result.abilities if a.kind == "constant"]
    assert read == [{"applies-to": {"event": "enemy-attack", "source": "self", "via": "opportunity"}, "cannot": True},
                    {"applies-to": {"event": "enemy-attack", "source": "self"}, "cannot": True,
                     "condition": {"count": "hunter-move-of-self-this-phase", "at-least": 1}}]
