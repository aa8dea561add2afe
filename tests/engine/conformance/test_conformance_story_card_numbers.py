"""An act or agenda named by its printed number and side letter ("If agenda 1a is in play", "If act 3a or agenda 3a is
in play": Crashing Floods, Worlds Merge) — replayed from the sentences of Act Deck and Agenda Deck.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

import pytest
from rulecases import run, world

from kb.engine import situation_from_data
from kb.engine.situation.errors import SituationError


def _using(count, act="1a", agenda="2a"):
    """Roland uses Lucky Charm, which deals him 1 horror and makes him lose 1 action while ``count`` is at least 1;
    the current act and agenda are printed ``act`` and ``agenda``."""
    charm = {"name": "Lucky Charm", "type": "asset", "controller": "Roland Banks",
             "abilities": [{"kind": "free", "text": "[free]: …", "effects": [
                 {"effect": "if", "condition": {"count": count, "at-least": 1},
                  "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"},
                              {"effect": "lose-actions", "amount": 1}]}]}]}
    story = [{"name": "Trapped", "type": "act", "number": act},
             {"name": "What's Going On?!", "type": "agenda", "number": agenda}]
    return world(cards=[charm, *story], do=[{"who": "Roland Banks", "use": "Lucky Charm"}])


@pytest.mark.parametrize(("count", "act", "agenda", "horror"), [
    ("story-card:agenda-2a", "1a", "2a", 1),  # "If agenda 2a is in play"
    ("story-card:agenda-1a", "1a", "2a", 0),  # an earlier agenda is no longer in play
    ("story-card:act-3a|agenda-3a", "3a", "1a", 1),  # "If act 3a or agenda 3a is in play": either deck's
    ("story-card:act-3a|agenda-3a", "1a", "3a", 1),
    ("story-card:act-3a|agenda-3a", "2a", "2a", 0),
    ("story-card:agenda-2c", "1a", "2a", 0),  # a second deck's card: its side letter tells it apart
])
def test_only_the_current_act_and_agenda_are_in_play(count, act, agenda, horror):
    """[ahlcg/rr/act-deck-and-agenda-deck] "The act/agenda on top of the act/agenda deck is referred to as the
    “current” act/agenda." — "If agenda 2a is in play" holds while agenda 2a is the current agenda, and a card of the
    deck by its side letter is that card only ("2c" is not "2a")."""
    trace = run(_using(count, act, agenda))
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert roland["horror"] == horror
    assert roland["actions"] == 3 - horror  # the action lost with it


def test_a_story_card_count_naming_no_act_or_agenda_is_refused():
    with pytest.raises(SituationError, match="no act or agenda by its printed number"):
        situation_from_data(_using("story-card:Trapped"))
