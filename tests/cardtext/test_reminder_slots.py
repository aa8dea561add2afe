"""A reminder in parentheses that opens with a preposition is a slot of the condition it follows
(``reminder_slots.py``): "When an investigator is eliminated (by defeat or resignation)" reads as "… eliminated by
defeat or resignation", and the verb's rule reads the slot or refuses it. The "by" slot of "eliminated" names the
causes of an elimination (Elimination: defeat, resignation); both named are every cause, so no ``via``."""

from __future__ import annotations

import pytest

from kb.cardtext.model import NotParsed
from kb.cardtext.triggers import parse_trigger


@pytest.mark.parametrize("printed, trigger", [
    # the reminder is the slot, as if printed without its parentheses
    ("When an investigator is eliminated (by defeat or resignation)", {"event": "eliminated", "who": "investigator"}),
    ("When you are eliminated (by resignation)", {"event": "eliminated", "who": "you", "via": "resign"}),
    # the same slot printed bare
    ("When an investigator is eliminated by defeat", {"event": "eliminated", "who": "investigator", "via": "defeat"}),
])
def test_a_prepositional_reminder_is_read_as_the_conditions_slot(printed, trigger):
    assert parse_trigger(printed)[1] == trigger


@pytest.mark.parametrize("printed", [
    "When an investigator is eliminated (by an enemy)",  # a cause that is no cause of elimination
    "When an investigator is eliminated by defeat (by resignation)",  # a second slot of one preposition
    "When you enter attached enemy's location (or vice-versa)",  # no preposition: not a slot
    "When an investigator is eliminated (for any reason) (by defeat)",  # two reminders
])
def test_a_reminder_that_is_no_readable_slot_leaves_the_condition_a_gap(printed):
    with pytest.raises(NotParsed):
        parse_trigger(printed)
