""""All <qualifiers> <cards> you control" read as "each <qualifiers> <card> you control" by every reader of noun phrases
(composite_determiners.py): the verb keeps its own effect, the object every card of that kind you control."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.first_assigned import cards_first
from kb.cardtext.model import NotParsed
from kb.cardtext.vocabulary import Context


@pytest.mark.parametrize(("text", "effect", "to"), [
    ("Revelation - Exhaust all assets you control.", "exhaust", "each-asset-you-control"),
    ("Revelation - Exhaust all Ally assets you control.", "exhaust", "each-ally-asset-you-control"),
    ("Revelation - Ready all exhausted assets you control.", "ready", "each-exhausted-asset-you-control"),
])
def test_all_before_plural_cards_you_control_is_each_of_them(text: str, effect: str, to: str) -> None:
    result = parse_card_text(text, name="X", type_code="treachery")
    assert not result.gaps
    assert [dict(e) for e in result.abilities[0].effects] == [{"effect": effect, "to": to}]


def test_the_printed_sentence_exhausts_each_and_puts_the_card_in_the_threat_area() -> None:
    result = parse_card_text("<b>Revelation</b> - Exhaust all assets you control and put Wracked by Nightmares into "
                             "play in your threat area.", name="Wracked by Nightmares", type_code="treachery")
    assert not result.gaps
    assert [e["effect"] for e in result.abilities[0].effects] == ["exhaust", "put-into-play"]
    assert result.abilities[0].effects[0]["to"] == "each-asset-you-control"


def test_all_without_you_control_is_not_read_as_yours() -> None:
    with pytest.raises(NotParsed):  # "all assets" alone names no controller: not "each asset you control"
        cards_first("all assets", Context(kind="revelation"))
