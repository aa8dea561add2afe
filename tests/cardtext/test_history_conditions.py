"""A condition on what you have done earlier in a period (``counts.py``, the engine's history counts): "you have
(not) dealt any / N or more / at least N damage (horror) this turn (phase, round)" — the verb frame's negation,
amount, what was dealt and the period each compose the count and its bound."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.counts import condition
from kb.cardtext.model import NotParsed


@pytest.mark.parametrize(("text", "expected"), [
    ("you have not dealt any damage this turn", {"count": "damage-you-dealt-this-turn", "at-most": 0}),
    ("you have dealt any horror this phase", {"count": "horror-you-dealt-this-phase", "at-least": 1}),
    ("you have dealt 2 or more damage this round", {"count": "damage-you-dealt-this-round", "at-least": 2}),
    ("you have not dealt 3 or more damage this turn", {"count": "damage-you-dealt-this-turn", "at-most": 2}),
    ("you have dealt at least 1 horror this turn", {"count": "horror-you-dealt-this-turn", "at-least": 1}),
])
def test_what_you_have_dealt_this_period_is_a_count_of_the_history(text, expected):
    assert condition(text) == expected


@pytest.mark.parametrize("text", [
    "you have not dealt any damage this game",  # no period the history keeps
    "you have not taken any damage this turn",  # what was dealt to you: not recorded as a count
])
def test_a_period_or_verb_the_history_does_not_keep_is_refused(text):
    with pytest.raises(NotParsed):
        condition(text)


def test_a_triggered_abilitys_trailing_if_reads_the_history():
    result = parse_card_text("<b>Forced</b> - At the end of your turn, if you have not dealt any damage this turn: "
                             "Take 1 horror.", name="Curse of the Rougarou", type_code="treachery")
    assert not result.gaps
    ability = result.abilities[0].to_situation()
    assert ability["trigger"] == {"event": "turn-ends", "who": "you"}
    assert ability["condition"] == {"count": "damage-you-dealt-this-turn", "at-most": 0}
