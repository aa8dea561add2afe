"""Text naming agenda decks in words the engine cannot run ("the agenda with the fewest clues", a deck's own number) or
changing how the doom threshold is checked stays a gap whose reason says so as well (agenda_decks.py). Every agenda
in play, the one with the most doom, one deck's current agenda by its letter, the doom on it compared with another's,
agendas at different stages and doom moved from one deck to the other are read (agenda_holders.py): no such gap."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.agenda_decks import REASON, THRESHOLD_REASON


def _reasons(text: str, type_code: str = "location") -> list[str]:
    return [g.reason for g in parse_card_text(text, name="Rampart", type_code=type_code).gaps]


@pytest.mark.parametrize("text", [
    "If the current \"c\" agenda has more clues than Rampart, Rampart gets +2 shroud.",
])
def test_text_naming_several_agenda_decks_in_words_not_run_says_so(text):
    assert any(REASON in reason for reason in _reasons(text))


@pytest.mark.parametrize("text", [
    "When checking the doom threshold, doom on locations does not count toward the total doom in play.",
    "When checking the doom threshold, doom on enemies subtract from the total doom in play instead of adding to it.",
])
def test_a_change_to_the_doom_threshold_check_not_run_says_what_the_engine_counts(text):
    # the doom on cards other than the agenda subtracting is read (threshold_doom.py); any other count stays a gap
    reasons = _reasons(text, type_code="agenda")
    assert len(reasons) == 1 and THRESHOLD_REASON in reasons[0]


def test_the_doom_on_other_cards_subtracting_is_read_no_gap():
    assert _reasons("When checking the doom threshold, doom on cards other than this agenda subtract from the total "
                    "doom in play instead of adding to it.", type_code="agenda") == []


@pytest.mark.parametrize("text", [
    "[action] Place 1 doom on the current agenda: Heal 2 horror.",
    "<b>Forced</b> - After you investigate Rampart: Place 1 doom on each agenda in play.",
    "<b>Forced</b> - After you investigate Rampart: Place 1 doom on each agenda.",  # every agenda in play: read
    "<b>Forced</b> - After you investigate Rampart: Place 1 doom on the agenda with the most doom.",
    "[action] Place 1 doom on the current \"c\" agenda: Heal 2 horror.",  # one deck's current agenda: read
    "[action] [action]: Move 1 doom from one agenda deck to the other.",
    "While the current \"c\" agenda has more doom on it than the current \"a\" agenda, reduce the difficulty of each "
    "skill test at Rampart by 1.",  # the doom on one deck's agenda compared with the other's: read
    "If there are two agendas in play with different agenda numbers, Rampart gets +2 shroud.",
    "<b>Forced</b> - After 1 or more doom is placed on the \"a\" agenda deck: Each investigator at Rampart takes 1 "
    "damage.",
])
def test_one_agenda_deck_is_no_such_gap(text):
    assert not any(REASON in reason for reason in _reasons(text))
