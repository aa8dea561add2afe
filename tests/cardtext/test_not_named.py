"""A noun phrase qualified by the name its cards do not have (:mod:`kb.cardtext.not_named`): "<np> not named <Title>"
folded into the noun phrase as ``non-<title>``, composed with whatever selector the phrase makes (an area's, one you
control); a title of several words left refused. The engine's side is ``tests/engine/test_card_places.py``."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _read(text: str, name: str = "Test Card", type_code: str = "event"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


@pytest.mark.parametrize(("text", "selector"), [
    ("Choose an Item card not named Resourceful in your discard pile.", "an-item-non-resourceful-card-in-your-discard-pile"),
    ("Choose an event not named Dodge in your hand.", "a-non-dodge-event-in-your-hand"),
    ("Choose a Spell asset not named Shrivelling in any player's discard pile.",
     "a-spell-non-shrivelling-asset-in-a-discard-pile"),
    # a class icon before the noun: a class qualifier beside the title excluded (class_icons.py)
    ("Choose a [survivor] card not named Resourceful in your discard pile.",
     "a-class_survivor-non-resourceful-card-in-your-discard-pile"),
])
def test_not_named_is_a_title_excluded_from_the_chosen_selector(text, selector):
    effects, gaps = _read(text)
    assert effects == [{"effect": "choose", "to": selector}] and gaps == []


def test_the_chosen_card_not_named_is_named_after_it():
    effects, gaps = _read("Choose an Item card not named Resourceful in your discard pile. Add the chosen card to your "
                          "hand.")
    assert effects[1] == {"effect": "move-card", "zone": "hand", "to": "chosen"} and gaps == []


@pytest.mark.parametrize(("text", "gap"), [
    # a title of several words: not folded, refused quoted whole
    ("Choose a Tome card not named Old Book of Lore in your discard pile.",
     "Choose a Tome card not named Old Book of Lore in your discard pile"),
])
def test_what_the_fold_cannot_say_is_refused_quoted(text, gap):
    effects, gaps = _read(text)
    assert effects == [] and gaps == [gap]


@pytest.mark.parametrize(("text", "name", "selector"), [
    # the card's own title: every copy of itself, by the ability's own card (``non-copy_of_self``), whatever its title
    ("Choose a [survivor] card not named Resourceful in your discard pile.", "Resourceful",
     "a-class_survivor-non-copy_of_self-card-in-your-discard-pile"),
    ("Choose an event not named Dodge in your hand.", "Dodge", "a-non-copy_of_self-event-in-your-hand"),
])
def test_not_named_its_own_title_excludes_its_own_copies(text, name, selector):
    effects, gaps = _read(text, name)
    assert effects == [{"effect": "choose", "to": selector}] and gaps == []
