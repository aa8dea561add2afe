"""Which act or agenda is current, by its printed number: conditions on it ("If it is Act 2 or later") and an advance
that names the next card ("advance to agenda 2a") — replayed from the sentences of Act Deck and Agenda Deck.

Docstrings name the entry in brackets and quote the sentence: the sentence table
(``python -m kb.tools.conformance_coverage``) reads them.
"""

from __future__ import annotations

import pytest
from rulecases import absent, at, run, world

from kb.engine import situation_from_data
from kb.engine.situation.errors import SituationError

ACTS = {"act-deck": [{"name": "The Barrier", "type": "act", "number": "2a"},
                     {"name": "What Have You Done?", "type": "act", "number": "3a"}]}


def _advancing(effects, act_number="1a"):
    """Roland uses the current act's free ability, whose effects are ``effects``."""
    act = {"name": "Trapped", "type": "act", "number": act_number,
           "abilities": [{"kind": "free", "effects": effects, "text": "[free]: …"}]}
    return world(cards=[act], do=[{"who": "Roland Banks", "use": "Trapped"}], **ACTS)


def test_an_advance_naming_the_next_card_makes_it_the_current_act():
    """[ahlcg/rr/act-deck-and-agenda-deck] "Sometimes, the advancing act/agenda specifies which card becomes the next
    act/agenda. If it does not, the next card in the deck becomes the current act/agenda." — "Advance to act 3a":
    What Have You Done? (3a) becomes current, The Barrier (2a) is skipped; a plain advance takes The Barrier."""
    trace = run(_advancing([{"effect": "advance", "to": "current-act", "card": "3a"}]))
    assert at(trace, "Step 2: Trapped is flipped") < at(trace, "Step 3: What Have You Done? becomes the current act, "
                                                              "as the advancing act specifies")
    assert trace.final_state["act"] == "What Have You Done?"
    trace = run(_advancing([{"effect": "advance", "to": "current-act"}]))
    assert trace.final_state["act"] == "The Barrier"


def test_the_advancing_acts_reverse_names_the_next_act():
    """[ahlcg/rr/act-deck-and-agenda-deck] "Sometimes, the advancing act/agenda specifies which card becomes the next
    act/agenda." — its reverse says "Advance to Act 3a": the act advances once, and act 3a becomes current."""
    data = _advancing([{"effect": "advance", "to": "current-act"}])
    data["cards"][0]["reverse"] = [{"effect": "advance", "to": "current-act", "card": "3a"}]
    trace = run(data)
    assert at(trace, "Trapped specifies the next act: What Have You Done? (3a)") < at(trace, "Step 3: What Have You Done? becomes")
    assert len([s for s in trace.steps if "The act deck advances" in s.text]) == 1
    assert trace.final_state["act"] == "What Have You Done?"


def test_an_advance_naming_the_current_acts_own_reverse_advances_it():
    """[ahlcg/rr/act-deck-and-agenda-deck] "Sometimes, the advancing act/agenda specifies which card becomes the next
    act/agenda. If it does not, the next card in the deck becomes the current act/agenda." — "Advance to act 1b"
    while act 1a is current: its own reverse, so it advances to the next card in the deck."""
    trace = run(_advancing([{"effect": "advance", "to": "current-act", "card": "1b"}]))
    assert trace.final_state["act"] == "The Barrier"


def test_an_advance_to_another_cards_reverse_is_not_modelled():
    """"Advance to act 3b" from act 1a: which sides are followed the rules do not say — the trace says so and
    nothing advances, rather than the top card instead."""
    trace = run(_advancing([{"effect": "advance", "to": "current-act", "card": "3b"}]))
    assert at(trace, "Not modelled: advancing to act 3b from Trapped")
    assert any(r.text.startswith("not modelled: advancing to act 3b") for r in trace.unresolved)  # the answer depends on it
    assert absent(trace, "The act deck advances")
    assert trace.final_state["act"] == "Trapped"


def _while_act(number, at_least, at_most=None):
    """Roland takes 1 horror if the current act's number is within the bounds ("If it is Act 2 or later")."""
    condition = {"count": "act-number", "at-least": at_least, **({"at-most": at_most} if at_most else {})}
    return _advancing([{"effect": "if", "condition": condition,
                        "effects": [{"effect": "deal-horror", "amount": 1, "to": "you"}]}], act_number=number)


@pytest.mark.parametrize(("number", "at_least", "at_most", "horror"), [
    ("1a", 2, None, 0), ("2a", 2, None, 1), ("3a", 2, None, 1),  # "If it is Act 2 or later"
    ("1a", 1, 1, 1), ("2a", 1, 1, 0),  # "If the investigators are at Act 1"
    ("2a", 2, 3, 1), ("3a", 2, 3, 1), ("1a", 2, 3, 0),  # "If the investigators are at Act 2 or 3"
])
def test_a_condition_on_the_current_acts_number_holds_only_while_that_act_is_current(number, at_least, at_most,
                                                                                     horror):
    """[ahlcg/rr/act-deck-and-agenda-deck] "The act/agenda on top of the act/agenda deck is referred to as the
    “current” act/agenda." — the current act's printed number ("Act 2a": stage 2) is what "If it is Act 2 or later"
    bounds; the condition holds only while such an act is the current one."""
    trace = run(_while_act(number, at_least, at_most))
    assert trace.final_state["investigators"]["Roland Banks"]["horror"] == horror


def test_an_act_with_no_number_meets_no_condition_on_its_number():
    """A situation's act with no printed number: "If it is Act 1" is not met (nothing to count), not guessed."""
    data = _while_act("1a", 1, 1)
    del data["cards"][0]["number"]
    trace = run(data)
    assert trace.final_state["investigators"]["Roland Banks"]["horror"] == 0


def test_a_number_on_a_card_other_than_an_act_or_agenda_is_refused():
    data = world(cards=[{"name": "Ghoul Minion", "type": "enemy", "location": "Hall", "number": "2a"}])
    with pytest.raises(SituationError, match="'number' is for act and agenda cards"):
        situation_from_data(data)


def test_a_malformed_number_is_refused():
    data = _advancing([], act_number="Act 2")
    with pytest.raises(SituationError, match="number"):
        situation_from_data(data)


def test_a_condition_on_the_act_stops_holding_once_the_act_advances():
    """[ahlcg/rr/act-deck-and-agenda-deck] "The act/agenda on top of the act/agenda deck is referred to as the
    “current” act/agenda." — a free ability usable "If it is Act 1" (its condition before the colon, checked as it is
    initiated): used while Trapped (1a) is current, not once the act has advanced to The Barrier (2a)."""
    charm = {"name": "Lucky Charm", "type": "asset", "controller": "Roland Banks",
             "abilities": [{"kind": "free", "condition": {"count": "act-number", "at-least": 1, "at-most": 1},
                            "effects": [{"effect": "gain-resources", "amount": 1}], "text": "If it is Act 1: …"}]}
    data = _advancing([{"effect": "advance", "to": "current-act"}])
    data["cards"].append(charm)
    data["do"] = [{"who": "Roland Banks", "use": "Lucky Charm"}, {"who": "Roland Banks", "use": "Trapped"},
                  {"who": "Roland Banks", "use": "Lucky Charm"}]
    trace = run(data)
    assert trace.final_state["act"] == "The Barrier"
    assert trace.final_state["investigators"]["Roland Banks"]["resources"] == 6
    assert at(trace, "Step 3: The Barrier becomes the current act") < at(trace, "the number of the current act")
