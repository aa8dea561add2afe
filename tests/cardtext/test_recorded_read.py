"""A card named by what an earlier instruction of the ability did to it (``cardtext/by_effect.py``,
``cardtext/recorded.py``): the reduced relative "<noun phrase> discarded by this effect" folded into the noun phrase,
read as the engine's selector of a card this resolution discarded; "resolve its 'revelation' ability" of what was
chosen. Each rule from its own shape and the real text (Out of this World, Into the Beyond, Close the Rift, Finding a
New Way); what no selector says is refused, never guessed."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.grammar import Chunk
from kb.cardtext.by_effect import by_this_effect
from kb.cardtext.tokens import tokenize


def _read(text: str, name: str = "Probe", type_code: str = "location"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [(g.text, g.reason) for g in result.gaps]


def _chunk(kind, text):
    return Chunk(kind, tuple(tokenize(text)))


def test_a_participle_and_its_agent_fold_into_the_noun_phrase_before_them():
    chunks = (_chunk("verb", "Choose"), _chunk("np", "a location"), _chunk("verb", "discarded"),
              _chunk("pp", "by this effect"))
    folded = by_this_effect(chunks)
    assert [c.kind for c in folded] == ["verb", "np"]
    assert [t.low for t in folded[1].tokens] == ["a", "location", "discarded", "by", "this", "effect"]


def test_a_participle_whose_outcome_is_not_kept_with_cards_is_not_folded():
    chunks = (_chunk("np", "a location"), _chunk("verb", "moved"), _chunk("pp", "by this effect"))
    assert by_this_effect(chunks) == chunks


@pytest.mark.parametrize(("phrase", "selector"), [
    ("a location discarded by this effect", "a-location-discarded-by-this-effect"),
    ("an enemy discarded in this way", "an-enemy-discarded-by-this-effect"),
    ("a [[Monster]] enemy discarded by this effect", "a-monster-enemy-discarded-by-this-effect"),
    ("a card discarded by this effect", "a-card-discarded-by-this-effect"),
])
def test_choose_a_card_discarded_by_this_effect_is_a_choice_among_those_cards(phrase, selector):
    effects, gaps = _read(f"[action]: Discard the top 3 cards of the encounter deck. Choose {phrase}.")
    assert gaps == []
    assert effects[1] == {"effect": "choose", "to": selector}


def test_resolve_its_revelation_ability_after_the_choice_is_the_chosen_cards():
    """Out of this World, as printed."""
    effects, gaps = _read("[action]: Discard the top 3 cards of the encounter deck. Choose a location discarded by "
                          "this effect and resolve its 'revelation' ability.", name="Out of this World")
    assert gaps == []
    assert effects == [{"effect": "discard-top", "amount": 3, "deck": "encounter"},
                       {"effect": "choose", "to": "a-location-discarded-by-this-effect"},
                       {"effect": "resolve-revelation", "to": "chosen"}]


def test_resolve_its_revelation_ability_with_nothing_chosen_is_refused():
    """"its" with no choice before it: whose revelation is meant the reader does not guess."""
    _, gaps = _read("[action]: Resolve its 'revelation' ability.")
    assert gaps


def test_a_card_so_named_in_words_no_selector_says_is_refused():
    _, gaps = _read("[action]: Discard the top 3 cards of the encounter deck. Choose the location discarded by "
                    "this effect.")
    assert gaps
