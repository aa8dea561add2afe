"""Reading "You may then X to Y" and "place the looked-at card on the bottom of its deck": "then" after a modal is an
adverb (the order the effects resolve in anyway), not a cut between clauses; "the looked-at card" after a look is the
card the look saw (``a-card-looked-at-by-this-effect``), moved as any one card is (``move-card``); with no look before
it, the phrase names nothing and stays refused."""

from __future__ import annotations

from kb.cardtext.grammar import read_sentence
from kb.cardtext.parser import parse_card_text

ALYSSA = ("[fast] Exhaust Alyssa Graham: Look at the top card of either the encounter deck or any player deck. You may "
          "then add 1 doom to Alyssa Graham to place the looked-at card on the bottom of its deck.")


def _chunks(text: str) -> list[list[tuple[str, str]]]:
    return [[(c.kind, c.text) for c in clause.chunks] for clause in read_sentence(text).clauses]


def test_then_after_may_is_no_clause_cut():
    assert _chunks("You may then draw 1 card") == _chunks("You may draw 1 card")
    assert len(_chunks("Draw 1 card, then discard 1 card")) == 2  # a "then" between instructions still cuts


def test_a_looked_at_card_placed_at_the_bottom_of_its_deck_if_the_doom_is_added():
    result = parse_card_text(ALYSSA, name="Alyssa Graham", type_code="asset")
    assert not result.unsupported and not result.unparsed
    look, placed = result.abilities[0].effects
    assert [e["effect"] for e in look["effects"]] == ["look-top", "look-top"]
    assert placed["effect"] == "if-able"
    assert placed["effects"] == [{"effect": "place-doom", "amount": 1, "to": "self", "may": True}]
    assert placed["done"] == [{"effect": "move-card", "zone": "deck-bottom", "to": "a-card-looked-at-by-this-effect"}]


def test_the_looked_at_card_with_no_look_before_it_stays_refused():
    result = parse_card_text("[fast] Exhaust Kit: Draw 1 card. Place the looked-at card on the bottom of its deck.",
                             name="Kit", type_code="asset")
    assert [u.text for u in result.unsupported] == ["Place the looked-at card on the bottom of its deck"]
