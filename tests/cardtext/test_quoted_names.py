"""Names printed with quotation marks and punctuation, rule by rule: a nickname in quotes inside a name is one name
token (``tokens._nicknames``), the card's own name is found whatever its quotes, apostrophes and ellipsis are
printed as (``words.own_name`` in ``markup.plain_punctuation``'s form), and a line that ends a sentence inside a
closing quote ends its paragraph (``markup.paragraphs``).

Sentences from The Path to Carcosa ("Jazz" Mulligan, Rice's Whereabouts), The Night of the Zealot and The Dunwich
Legacy investigators ("Ashcan" Pete, "Skids" O'Toole) and the event titles of the core set and Dunwich.
"""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.markup import paragraphs
from kb.cardtext.tokens import tokenize
from kb.cardtext.words import SELF, own_name

JAZZ = ('<b>Revelation</b> - Put "Jazz" Mulligan into play at your location.\nWhile "Jazz" Mulligan is not '
        'controlled by a player, he gains: "[action]: <b>Parley.</b> Test [intellect] (3). If successful, take '
        'control of "Jazz" Mulligan."\nWhile you control "Jazz" Mulligan, you ignore the text on each unrevealed '
        '[[Miskatonic]] location.')


@pytest.mark.parametrize(("text", "name"), [
    ('If you discard "Jazz" Mulligan for any reason, resolve his Revelation ability.', '"Jazz" Mulligan'),
    ('When you take control of "Jazz" Mulligan, advance.', '"Jazz" Mulligan'),
    ('You begin the game with "Ashcan" Pete in play.', '"Ashcan" Pete'),
    ('"Skids" O\'Toole gets +1 [agility].', '"Skids" O\'Toole'),
    ('Choose an asset and give it to Joey "The Rat" Vigil.', 'Joey "The Rat" Vigil'),
])
def test_a_nickname_in_quotes_inside_a_name_is_one_name_token(text: str, name: str) -> None:
    tokens = tokenize(text)
    assert ("name", name) in [(t.kind, t.text) for t in tokens]
    assert '"' not in [t.text for t in tokens]  # the quotes belong to the name, not to the sentence


@pytest.mark.parametrize("text", [
    'If you succeed, remember that you have "found a guide."',
    'Remember that you "interviewed Constance."',
])
def test_a_quotation_that_is_no_name_keeps_its_quotes(text: str) -> None:
    assert [t.text for t in tokenize(text)].count('"') == 2


@pytest.mark.parametrize(("name", "text"), [
    ("\u201cJazz\u201d Mulligan", 'Put "Jazz" Mulligan into play at your location.'),
    ('"Jazz" Mulligan', "Put \u201cJazz\u201d Mulligan into play at your location."),
    ("\u201cI\u2019ve had worse\u2026\u201d", "Exile \u201cI've had worse...\u201d."),
    ('"Let me handle this!"', "Exile \u201cLet me handle this!\u201d."),
    ("\u201cSkids\u201d O\u2019Toole", "\u201cSkids\u201d O\u2019Toole gets +1 [agility]."),
])
def test_the_own_name_is_found_whatever_its_quotes_apostrophes_and_ellipsis(name: str, text: str) -> None:
    plain = paragraphs(text)[0]
    assert SELF in own_name(plain, name)[0]


def test_a_sentence_ending_inside_a_closing_quote_ends_its_paragraph() -> None:
    paras = paragraphs(JAZZ)
    assert len(paras) == 3
    assert paras[1].endswith('take control of "Jazz" Mulligan."')
    assert paras[2].startswith('While you control "Jazz" Mulligan')


def test_a_quote_still_open_at_the_line_end_joins_the_next_line() -> None:
    text = 'Higher Education gains: "[free] Spend 1 resource: You get +1 [willpower].\n[free] Spend 1 resource: ' \
           'You get +1 [intellect]."'
    assert len(paragraphs(text)) == 2  # each line ends a sentence; the grant rejoins them (granting.quoted_runs)


def test_the_quoted_own_name_reads_in_a_granted_ability_and_a_while_constant() -> None:
    result = parse_card_text(JAZZ, name='"Jazz" Mulligan', type_code="asset")
    assert result.gaps == ()
    parley, constant = result.abilities[1].to_situation(), result.abilities[2].to_situation()
    assert parley["condition"] == {"card": "self", "state": "not-controlled-by-any"}
    assert parley["effects"][0]["success"] == [{"effect": "take-control"}]
    assert constant["condition"] == {"card": "self", "state": "controlled"}


@pytest.mark.parametrize(("name", "text"), [
    ("Test Card", "[reaction] After Test Card enters play: Draw 1 card."),
    ("Search the Archives", "[action] Exhaust Search the Archives: Draw 1 card."),
    ("Move Along", "[action] Discard Move Along: Gain 2 resources."),
    ("Draw Near", "[action] Exhaust Draw Near: Gain 1 resource."),
])
def test_a_name_that_opens_with_a_verb_is_the_card_itself_not_an_instruction(name: str, text: str) -> None:
    worked = own_name(text, name)[0]
    assert SELF in worked and name not in worked
    result = parse_card_text(text, name=name, type_code="asset")
    assert result.gaps == ()
