"""Constant abilities worded with a timing word and no title (cardtext/timed_constant.py): "If X, <a constant>" is the
constant while X holds (Constant Abilities: "continuously seek a specific condition"); "If / When / After / Each time
X, <an instruction>" is the Forced ability it behaves as (Forced Abilities: a timing point "indicated by words such as
'when,' 'after,' 'if,' or 'at'"); a play's cost changed "each time you play" is the constant on that cost."""

from __future__ import annotations

from kb.cardtext import parse_card_text
from kb.cardtext.timed_constant import TIMED_REASON, cost_of_play, forced_split, while_reading


def _read(text: str, name: str = "Graveyard", type_code: str = "location") -> list[dict]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert not result.gaps, result.gaps
    return [a.to_situation() for a in result.abilities]


def test_the_condition_and_the_instruction_are_cut_at_the_first_comma_outside_brackets():
    assert forced_split("If you have (at least, as printed) 3 horror, take 1 damage.") == (
        "If you have (at least, as printed) 3 horror", "take 1 damage")
    assert forced_split("Each time you play a card, increase its cost by 1") == (
        "Each time you play a card", "increase its cost by 1")
    assert forced_split("Hastur gets +1 fight, and …") is None  # no timing word
    assert forced_split("If you fail, take 2 damage.") is None  # a test's result, not a timing point
    assert forced_split("Otherwise, take 2 damage.") is None
    assert forced_split("If you reveal a [skull] symbol, take 1 damage.") is None  # a token revealed for the test


def test_if_a_state_then_an_instruction_is_a_forced_ability_on_the_state_arising():
    (ability,) = _read("If you have horror on you greater than twice your sanity, you are immediately eliminated and "
                       "killed.", name="Possession", type_code="treachery")
    assert ability["kind"] == "forced" and ability["timing"] == "if"
    assert ability["trigger"] == {"event": "state-holds", "what": "self"}
    assert ability["condition"] == {"count": "horror-on-you", "greater-than": {"count": "sanity-of-you", "times": 2}}
    assert ability["effects"] == [{"effect": "killed"}]


def test_after_an_event_then_an_instruction_is_a_forced_ability_on_that_event():
    (ability,) = _read("After you enter Graveyard, take 1 horror.")
    assert (ability["kind"], ability["timing"]) == ("forced", "after")
    assert ability["trigger"] == {"event": "move", "who": "you", "what": "self"}
    assert ability["effects"] == [{"effect": "deal-horror", "amount": 1, "to": "you"}]


def test_if_a_condition_then_a_constant_is_that_constant_while_the_condition_holds():
    assert while_reading("If Graveyard has no clues on it, it gets +1 shroud.") == (
        "While Graveyard has no clues on it, it gets +1 shroud")
    (ability,) = _read("If Graveyard has no clues on it, it gets +1 shroud.")
    assert ability["kind"] == "constant"
    assert ability["condition"] == {"count": "clue-on-self", "at-most": 0}


def test_a_cost_changed_each_time_you_play_is_the_constant_on_that_cost_and_the_rest_is_forced():
    assert cost_of_play("Each time you play an Item asset", "increase the cost of that card by 1") == (
        "increase the cost of each Item asset you play by 1", None)
    constant, forced = _read("Each time you play a card, increase the cost of that card by 1 and remove 1 resource "
                             "from Torturous Chords.", name="Torturous Chords", type_code="treachery")
    assert constant["applies-to"] == {"event": "play-card", "who": "you"} and constant["cost-modifier"] == 1
    assert forced["kind"] == "forced" and forced["trigger"]["event"] == "play-card"
    assert forced["effects"] == [{"effect": "remove-tokens", "tokens": "resources", "amount": 1}]


def test_a_trigger_the_engine_lacks_is_the_gap_instead_of_the_question():
    # horror "in excess of" a value other than sanity: a condition no trigger reads (excess_triggers reads sanity's)
    result = parse_card_text("If Hastur's attack deals you horror in excess of your willpower, you take 1 damage, as "
                             "well.", name="Hastur", type_code="enemy")
    (gap,) = result.unsupported
    assert gap.category == "trigger:deal" and gap.reason != TIMED_REASON
    assert result.abilities[0].kind == "forced"


def test_a_test_result_and_a_reading_with_more_gaps_keep_the_question():
    for text in ("If successful, discard Arcane Barrier.",
                 "When earning experience during the resolution of a scenario, if you were not defeated during that "
                 "scenario, you earn 2 additional experience."):
        result = parse_card_text(text, name="Charon's Obol", type_code="asset")
        assert [g.reason for g in result.gaps] == [TIMED_REASON]
