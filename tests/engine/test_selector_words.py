"""Selectors said in words in the trace a player reads: "No an-ally-printed_cost_x-asset-in-a-discard-pile to choose"
read as code. Each case is a card's printed phrase and the selector the reader makes of it; the renderer says the
phrase back, never the spelling."""

from __future__ import annotations

import pytest

from kb.engine.core.selector_words import selector_words


@pytest.mark.parametrize(("selector", "said"), [
    # "… an Ally asset with printed cost X in any player's discard pile"
    ("an-ally-printed_cost_x-asset-in-a-discard-pile", "an Ally asset with printed cost X in a discard pile"),
    # "Choose an enemy in play with 1 or more doom on it"
    ("with-at-least:1-doom:an-enemy-in-play", "an enemy in play with 1 or more doom"),
    # "Choose an exhausted non-Elite enemy at your location"
    ("an-exhausted-non-elite-enemy-at-your-location", "an exhausted non-Elite enemy at your location"),
    # "each Brood of Yog-Sothoth enemy in play": a trait of several words
    ("each-brood_of_yog_sothoth-enemy-in-play", "each Brood of Yog Sothoth enemy in play"),
    # "a Survivor card other than <this card> in your discard pile"
    ("a-class_survivor-non-copy_of_self-card-in-your-discard-pile",
     "a Survivor card other than a copy of this card in your discard pile"),
    # "an asset you control with “uses (charges)”": the article follows the word after it
    ("a-uses_charges-asset-you-control", "an asset with uses (charges) you control"),
    ("an-other-investigator-at-your-location", "another investigator at your location"),
    ("one-of:a-spell-card-in-your-hand|a-ritual-card-in-your-hand",
     "a Spell card in your hand or a Ritual card in your hand"),
    ("each-investigator-at:location-of:tested-enemy", "each investigator at the location of the enemy tested against"),
    ("fewest-clues:each-non-bayou-location", "each non-Bayou location with the fewest clues"),
    ("The Rougarou", "The Rougarou"),
])
def test_a_composed_selector_is_said_in_words(selector: str, said: str) -> None:
    assert selector_words(selector) == said


def test_without_its_article_for_no_such_card() -> None:
    assert selector_words("an-ally-asset-in-a-discard-pile", article=False) == "Ally asset in a discard pile"


def test_the_chooser_line_names_what_was_chosen_among_in_words(world, run, find):
    """"Choose an enemy in play with 1 or more doom": the note says the chosen enemy and what it was chosen among in
    words, the selector's spelling nowhere in the trace."""
    world["cards"] = [{"name": "Acolyte", "type": "enemy", "location": "Hall", "doom": 1, "health": 1, "fight": 1,
                       "evade": 1},
                      {"name": "Lantern", "type": "asset", "controller": "Roland", "abilities": [
                          {"kind": "free", "effects": [{"effect": "choose", "to": "with-at-least:1-doom:an-enemy-in-play"},
                                                       {"effect": "exhaust", "to": "chosen"}]}]}]
    world["do"] = [{"who": "Roland", "use": "Lantern"}]
    trace = run(world)
    assert "Roland chooses Acolyte (an enemy in play with 1 or more doom)" in trace.steps[find(trace, "chooses Acolyte")].text
    assert not any("with-at-least" in s.text for s in trace.steps)
