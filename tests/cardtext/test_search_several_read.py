"""A search for several cards (:func:`kb.cardtext.searching._several`): "up to N" the most found, "different" no two of
a title, "and/or" either trait; what becomes of them, "attach them facedown to @self" or "add them to your hand"."""

from __future__ import annotations

from kb.cardtext import parse_card_text


def _effects(text: str, name: str = "Stick to the Plan") -> tuple[list[dict], tuple]:
    result = parse_card_text(f"[action]: {text}", name=name, type_code="asset")
    return [dict(e) for e in result.abilities[0].effects], result.gaps


def test_up_to_3_different_events_attached_facedown_to_the_card():
    """Stick to the Plan's."""
    effects, gaps = _effects("Search your deck for up to 3 different [[Tactic]] and/or [[Supply]] events, and attach "
                             "them facedown to Stick to the Plan. Shuffle your deck.")
    assert gaps == ()
    assert effects == [{"effect": "search-deck", "finds": 3, "different": True,
                        "find": {"type": "event", "traits": ["Tactic", "Supply"]}, "found": "attach", "shuffle": True}]


def test_up_to_2_cards_added_to_the_hand():
    effects, gaps = _effects("Search your deck for up to 2 [[Spell]] cards and add them to your hand.")
    assert gaps == ()
    assert effects == [{"effect": "search-deck", "finds": 2, "find": {"traits": ["Spell"]}, "found": "hand"}]


def test_several_found_but_one_named_after_stays_a_gap():
    """"them" is several cards: "draw it" after "up to 3" names no one card, so nothing is guessed."""
    _, gaps = _effects("Search your deck for up to 3 [[Spell]] cards and draw it.")
    assert gaps


def test_the_encounter_deck_search_for_several_stays_a_gap():
    _, gaps = _effects("Search the encounter deck for up to 2 [[Ghoul]] enemies and draw them.")
    assert gaps
