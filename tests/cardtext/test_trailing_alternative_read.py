""""X, or Y if Z" (``trailing_alternative.py``): the trailing condition puts the second option in place of the first —
an ``if`` on the condition whose ``effects`` are Y and whose ``otherwise`` is X, as "If Z, Y instead" after X is read;
a condition or an option not read leaves the sentence to its other readings, never a guess."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text

SHADOW = ("<b>Forced</b> - When Hunting Horror enters play: Attach the set-aside copy of Shadow-spawned to it, or add 1 "
          "resource to Shadow-spawned if it is already attached.")


def _read(text: str, name: str, type_code: str):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [(g.text, g.reason) for g in result.gaps]


def test_already_attached_the_card_the_second_option_names_is_the_one_it_names():
    got, gaps = _read(SHADOW, "Restricted Access", "agenda")
    assert gaps == []
    (alternative,) = got
    assert alternative["effect"] == "if"
    # "if it is already attached": "it" is Shadow-spawned, the card "add 1 resource to Shadow-spawned" names
    assert alternative["condition"] == {"card": "Shadow-spawned", "state": "attached"}
    # "add 1 resource to Shadow-spawned": the option the condition puts in place
    assert alternative["effects"] == [{"effect": "place-tokens", "tokens": "resources", "amount": 1,
                                       "to": "Shadow-spawned"}]
    # "Attach the set-aside copy of Shadow-spawned to it": "it" the Hunting Horror entering play
    assert alternative["otherwise"] == [{"effect": "attach", "to": "triggering-what", "card": "Shadow-spawned"}]
    assert alternative["text"].startswith("Attach the set-aside copy") and alternative["text"].endswith("attached")


@pytest.mark.parametrize(("text", "count", "bound"), [
    ("Take 1 horror, or take 2 horror if you have 3 or more cards in your hand.", "card-in-your-hand", ("at-least", 3)),
    ("Gain 2 resources, or draw 1 card if you have no cards in your hand.", "card-in-your-hand", ("at-most", 0)),
])
def test_a_count_of_the_state_as_the_trailing_condition(text, count, bound):
    got, gaps = _read(f"[action]: {text}", "Test Asset", "asset")
    assert gaps == []
    (alternative,) = got
    assert alternative["condition"]["count"] == count and alternative["condition"][bound[0]] == bound[1]
    assert len(alternative["effects"]) == 1 and len(alternative["otherwise"]) == 1
    assert alternative["effects"][0] != alternative["otherwise"][0]


def test_a_named_card_as_the_conditions_subject():
    got, gaps = _read("[action]: Gain 2 resources, or draw 1 card if Hastur is "
                      "already attached.", "Test Asset", "asset")
    assert gaps == []
    assert got[0]["condition"] == {"card": "Hastur", "state": "attached"}
    assert got[0]["otherwise"][0]["effect"] == "gain-resources" and got[0]["effects"][0]["effect"] == "draw"


def test_an_option_not_read_leaves_the_sentence_its_gap():
    """An option the reader refuses (a flip to "this side", which the engine's flips do not turn to): the sentence is
    not half-read into an alternative."""
    got, gaps = _read("<b>Forced</b> - When Interstellar Traveler enters a location: Flip Interstellar Traveler to "
                      "this side, or place 1 doom on Interstellar Traveler if there are no clues on that location.",
                      "Interstellar Traveler", "enemy")
    assert got == [] and len(gaps) == 1 and "flip" in gaps[0][1]


def test_a_pronoun_naming_the_card_bearing_the_text_is_not_read_as_a_named_card():
    got, gaps = _read("[action]: Place 1 doom on the current agenda, or gain 1 resource if it is already attached.",
                      "Test Asset", "asset")
    assert not any(e.get("effect") == "if" for e in got)
