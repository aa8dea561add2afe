"""A constant that changes how the doom threshold is checked (cardtext/threshold_doom.py): "When checking the doom
threshold, doom on cards other than this agenda subtract from the total doom in play instead of adding to it" is the
engine's ``other-doom-subtracts`` on ``check-doom-threshold`` for the agenda bearing it, under the condition printed
around the quoted ability ("While you have more Conviction than Doubt, this agenda gains: …")."""

from __future__ import annotations

from kb.cardtext import parse_card_text
from kb.cardtext.threshold_doom import threshold_constant

SENTENCE = ("When checking the doom threshold, doom on cards other than this agenda subtract from the total doom in "
            "play instead of adding to it.")


def test_the_sentence_is_the_constant_on_the_agendas_own_check():
    assert threshold_constant(SENTENCE) == [
        {"applies-to": {"event": "check-doom-threshold", "what": "self"}, "other-doom-subtracts": True}]
    assert threshold_constant("When checking the doom threshold, doom on each card other than @self subtracts from "
                              "the total doom in play instead of adding to it") is not None


def test_other_shapes_are_not_read():
    assert threshold_constant("When checking the doom threshold, doom on enemies subtract from the total doom in "
                              "play instead of adding to it.") is None  # cards the engine's constant does not pick
    assert threshold_constant("When checking the doom threshold, doom on cards other than this agenda is "
                              "ignored.") is None
    assert threshold_constant("When an enemy is defeated, doom on cards other than this agenda subtract from the "
                              "total doom in play instead of adding to it.") is None


def test_the_printed_agenda_reads_it_under_its_campaign_log_condition():
    result = parse_card_text(f"While you have more <b>Conviction</b> than <b>Doubt</b>, this agenda gains:\n"
                             f"\"{SENTENCE}\"", name="The First Night", type_code="agenda")
    assert not result.gaps, result.gaps
    (ability,) = result.runnable
    read = ability.to_situation()
    assert read["kind"] == "constant" and read["other-doom-subtracts"] is True
    assert read["applies-to"] == {"event": "check-doom-threshold", "what": "self"}
    assert read["condition"] == {"count": "campaign-log-tally:Conviction",
                                 "greater-than": {"count": "campaign-log-tally:Doubt"}}
