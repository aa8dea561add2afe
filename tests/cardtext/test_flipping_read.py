""""Flip": one verb frame with slots — what flips (a card, a location, clue tokens on a holder) and the side after
"to" — from the rule's own shapes and a few printed cards (``kb/cardtext/flipping.py``)."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text


def _effects(text: str, name: str, type_code: str) -> tuple[list[dict], list[str]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


@pytest.mark.parametrize(("clause", "effect"), [
    ("Flip @self.", {"effect": "flip-card"}),
    ("Flip @self over.", {"effect": "flip-card"}),
    ("Flip this card back over.", {"effect": "flip-card"}),
    ("Flip @self back over to its Bystander asset side.", {"effect": "flip-card", "side-type": "asset"}),
    ("Flip @self to its enemy side.", {"effect": "flip-card", "side-type": "enemy"}),
    ("Flip your location over.", {"effect": "flip-location", "to": "your-location"}),
    ("Flip 1 clue token on @self to its doom side.", {"effect": "flip-tokens", "amount": 1}),
    ("Flip 2 clues on your location to their doom side.", {"effect": "flip-tokens", "amount": 2, "to": "your-location"}),
])
def test_the_flip_frame(clause: str, effect: dict) -> None:
    effects, gaps = _effects(f"[action]: {clause.replace('@self', 'Old Trunk')}", "Old Trunk", "asset")
    assert (effects, gaps) == ([effect], [])


@pytest.mark.parametrize("clause", [
    "Flip it.",  # which card "it" is the reader does not guess
    "Flip her to this side.",
    "Flip each non-[[Sentinel Hill]] location in play to its revealed side.",  # a reveal, no flip the engine has
    "Flip those clues to their doom side.",
    "Flip 1 doom on Old Trunk to its clue side.",
])
def test_what_the_engine_cannot_flip_is_a_gap(clause: str) -> None:
    effects, gaps = _effects(f"[action]: {clause}", "Old Trunk", "asset")
    assert effects == [] and len(gaps) == 1


def test_printed_flips() -> None:
    """Sophie (03009), Burned Ruins (02205, as the FAQ's erratum prints it), Masked Carnevale-Goer (82017b)."""
    effects, _ = _effects("Sophie cannot leave play.\n<b>Forced</b> - If Mark Harrigan has 5 or more damage on him: "
                          "Flip Sophie.", "Sophie", "asset")
    assert effects == [{"effect": "flip-card"}]
    effects, gaps = _effects("<b>Forced</b> - After you fail a skill test while investigating the Burned Ruins: Flip 1 "
                             "clue token on the Burned Ruins to its doom side.", "Burned Ruins", "location")
    assert (effects, gaps) == ([{"effect": "flip-tokens", "amount": 1}], [])
    effects, _ = _effects("[action] Spend 1 clue: Flip Masked Carnevale-Goer.", "Masked Carnevale-Goer", "asset")
    assert effects == [{"effect": "flip-card"}]


def test_it_after_a_choice_is_the_card_chosen() -> None:
    effects, gaps = _effects("[action]: Choose an asset you control and flip it to its other side.", "Old Trunk", "asset")
    assert (effects, gaps) == ([{"effect": "choose", "to": "an-asset-you-control"},
                                {"effect": "flip-card", "to": "chosen"}], [])


@pytest.mark.parametrize("text", [
    "After 1 or more clues are placed on an enemy in play: Flip those clues to their doom side.",  # The Truth is Hidden
    "After clues are placed on an enemy: Flip those clues to their doom side.",
])
def test_those_clues_are_the_clues_the_trigger_placed(text: str) -> None:
    """"Those clues" after a triggering condition that places clues: ``flip-tokens`` with no amount on the holder the
    trigger names (the engine flips as many as it placed)."""
    assert _effects(f"<b>Forced</b> - {text}", "The Truth is Hidden", "agenda") == (
        [{"effect": "flip-tokens", "to": "triggering-what"}], [])


@pytest.mark.parametrize("text", [
    "After you enter a location: Flip those clues to their doom side.",  # no clues placed by the trigger
    "After 1 or more clues are placed on an enemy in play: Flip those clues to their enemy side.",  # not doom
])
def test_those_clues_after_another_trigger_are_a_gap(text: str) -> None:
    effects, gaps = _effects(f"<b>Forced</b> - {text}", "Probe", "agenda")
    assert not effects and gaps
