"""ArkhamDB markup, printed dashes, the icon font and hard wraps all parse like the plain text."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.markup import normalize_line, paragraphs

PLAIN_AND_VARIANTS = [
    ("Forced – After you enter this location: Take 1 horror.", [
        "<b>Forced</b> - After you enter this location: Take 1 horror.",
        "Forced — After you enter this location: Take 1 horror.",
        "Forced - After you enter this location: Take 1 horror.",
        "<b>Forced</b> &ndash; After you enter this location: Take 1 horror.",
        "Forced – After you enter this location:\nTake 1 horror.",
    ]),
    ("Revelation – Test [willpower] (3). If you fail, take 1 horror.", [
        "<b>Revelation</b> - Test [willpower] (3). If you fail, take 1 horror.",
        "Revelation – Test \uf259 (3). If you fail, take 1 horror.".replace("\uf259", "[willpower]"),
    ]),
    ("[reaction] After you defeat an enemy: Draw 1 card.", [
        "\uf26d After you defeat an enemy: Draw 1 card.",
        "[reaction] After you defeat an enemy: Draw 1 card.",
    ]),
    ("[free] Spend 1 resource: You get +1 [combat] for this skill test.", [
        "[fast] Spend 1 resource: You get +1 [combat] for this skill test.",
        "\uf25a Spend 1 resource: You get +1 [combat] for this skill test.",
    ]),
    ("[action] Spend 1 charge: Fight. You get +1 [combat] for this attack.", [
        "[action] Spend 1 charge: <b>Fight.</b> You get +1 [combat] for this attack.",
        "\uf259 Spend 1 charge: <b>Fight.</b> You get +1 [combat] for this attack.",
    ]),
    ("You get -1 [willpower].", ["You get –1 [willpower].", "You get \u22121 [willpower].",
                                 "<i>A chill runs down your spine.</i>\nYou get -1 [willpower]."]),
]


@pytest.mark.parametrize(("plain", "variant"), [(p, v) for p, vs in PLAIN_AND_VARIANTS for v in vs])
def test_markup_variant_equals_plain(plain: str, variant: str) -> None:
    a, b = parse_card_text(plain), parse_card_text(variant)
    assert [x.to_situation() | {"text": ""} for x in a.abilities] == [x.to_situation() | {"text": ""} for x in b.abilities]
    assert a.abilities and a.unparsed == b.unparsed == ()


def test_traits_lose_their_brackets() -> None:
    assert normalize_line("Search for an [[Item]] <i>asset</i>.") == "Search for an Item asset."


def test_each_line_an_ability_and_wrapped_lines_joined() -> None:
    text = "You get +1 [intellect].\n[action] Exhaust this card:\nDraw 1 card."
    assert paragraphs(text) == ["You get +1 [intellect].", "[action] Exhaust this card: Draw 1 card."]


def test_abilities_run_together_on_one_line_are_cut_at_the_icon() -> None:
    assert paragraphs("Revelation – Take 1 horror. [action]: Draw 1 card.") == [
        "Revelation – Take 1 horror.", "[action]: Draw 1 card."]


def test_unicode_quotes_and_apostrophes() -> None:
    assert normalize_line("Dreams of R\u2019lyeh \u201cquoted\u201d") == "Dreams of R'lyeh \"quoted\""
