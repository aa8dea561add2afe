"""Triggering conditions of outcomes read from a verb frame (a test succeeded at or failed — its skill, where its
tester is, the card it is made on —, a card defeated by damage or by horror, an investigator eliminated), and the
conditions a trailing "if" names that are neither a count nor a card's state alone ("if a ready enemy is at attached
location", "if no investigator controls Peter Clover", "if there are any clues on Cover Up")."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.conditions import cut_condition
from kb.cardtext.model import NotParsed
from kb.cardtext.objective import state_objective
from kb.cardtext.triggers import cut_state, parse_trigger


@pytest.mark.parametrize("printed, timing, trigger", [
    # the frame's slots: tester, test (its skill), on what card
    ("When you fail a [willpower] test", "when", {"event": "fail-skill-test", "who": "you", "skill": "willpower"}),
    ("After an investigator fails a skill test", "after", {"event": "fail-skill-test", "who": "investigator"}),
    ("After you succeed at a [willpower] test on a treachery card", "after",
     {"event": "succeed-skill-test", "who": "you", "skill": "willpower", "source": "treachery"}),
    ("After you succeed at a [combat] test on an enemy card", "after",
     {"event": "succeed-skill-test", "who": "you", "skill": "combat", "source": "enemy"}),
    ("After you fail a non-[agility] test", "after", {"event": "fail-skill-test", "who": "you", "skill": "non-agility"}),
    # the passive: a test failed names no tester, so anyone's (Try and Try Again: "After a skill test is failed")
    ("After a skill test is failed", "after", {"event": "fail-skill-test", "who": "investigator"}),
    ("When a [willpower] test is failed", "when", {"event": "fail-skill-test", "who": "investigator",
                                                   "skill": "willpower"}),
    # "while attempting to evade X": the test's kind and what it is made against
    ("After you fail a skill test while attempting to evade @self", "after",
     {"event": "fail-skill-test", "who": "you", "via": "evade", "what": "self"}),
    # a defeat by what reached its bound
    ("When you would be defeated by horror", "would", {"event": "defeated", "what": "you", "via": "horror"}),
    ("When The Man in the Pallid Mask would be defeated by damage", "would",
     {"event": "defeated", "what": "The Man in the Pallid Mask", "via": "damage"}),
    ("After @self is defeated by damage", "after", {"event": "defeated", "what": "self", "via": "damage"}),
    # a defeat by a card ability: the card whose ability it is, the occurrence's source (his: the card defeated)
    ("When The Man in the Pallid Mask would be defeated by his [action] ability", "would",
     {"event": "defeated", "what": "The Man in the Pallid Mask", "source": "The Man in the Pallid Mask"}),
    ("When @self would be defeated by its [action] ability", "would",
     {"event": "defeated", "what": "self", "source": "self"}),
    ("When an investigator is eliminated", "when", {"event": "eliminated", "who": "investigator"}),
    ("When you would be eliminated", "would", {"event": "eliminated", "who": "you"}),
])
def test_an_outcome_is_read_from_its_frame(printed, timing, trigger):
    assert parse_trigger(printed) == (timing, trigger)


@pytest.mark.parametrize("printed", [
    "After you succeed at a [willpower] test on a Spell card",  # a trait: not the card's type
    "When you would be defeated by a card ability",  # no bound reached
    "When you would be defeated by her ability",  # an investigator: no card bearing the ability
    "When @self is eliminated",  # a card is defeated, not eliminated
])
def test_a_frame_of_another_shape_is_refused(printed):
    with pytest.raises(NotParsed):
        parse_trigger(printed)


def test_a_test_in_a_location_is_one_made_by_whoever_is_there():
    """On a location, "When you fail a test in <it>": the tester is any investigator at that location."""
    result = parse_card_text("<b>Forced</b> - When you fail a [willpower] test in the Science Building: Take 1 damage.",
                             name="Science Building", type_code="location")
    assert result.abilities[0].to_situation()["trigger"] == {
        "event": "fail-skill-test", "who": "investigator-at-this-location", "skill": "willpower"}
    assert not result.gaps


@pytest.mark.parametrize("printed, condition", [
    ("When the game ends, if there are any clues on Cover Up", {"count": "clue-on:Cover Up", "at-least": 1}),
    ("At the end of the enemy phase, if a ready enemy is at attached location",
     {"count": "in-play:ready-enemy-at-attached-location", "at-least": 1}),
    ("At the end of the round, if an enemy is at your location",
     {"count": "in-play:enemy-at-your-location", "at-least": 1}),
    ("At the start of the enemy phase, if no investigator controls Peter Clover",
     {"card": "Peter Clover", "state": "not-controlled-by-any"}),
    ("At the start of the enemy phase, if an investigator controls it", {"card": "self", "state":
                                                                          "controlled-by-any"}),
])
def test_a_trailing_condition_is_composed(printed, condition):
    assert cut_condition(printed)[1] == condition


@pytest.mark.parametrize("printed", [
    "At the end of the round, if a ready enemy is at the nearest location",  # no place a count composes
    "At the end of the round, if no investigator controls the enemy",  # a card by a common noun: not guessed
])
def test_a_trailing_condition_no_reading_takes_stays_with_the_trigger(printed):
    assert cut_condition(printed) == (printed, None)


def test_an_objective_names_a_location_with_its_subtitle():
    found = state_objective("If there are no clues remaining in the Exhibit Hall (Restricted Hall), advance.")
    assert found is not None and found["no-clues"] == "Exhibit Hall (Restricted Hall)"


@pytest.mark.parametrize("printed, trigger", [
    ("When the last clue is removed from Constance Dumaine", {"event": "remove-clues", "via": "last",
                                                             "what": "Constance Dumaine"}),
    ("When the last remaining clue is removed from @self", {"event": "remove-clues", "via": "last", "what": "self"}),
    ("After 1 or more clues are removed from @self", {"event": "remove-clues", "what": "self"}),
    # tokens "on X" before the verb: where they are, the card they leave (Prismatic Cascade)
    ("After the last clue on @self is removed", {"event": "remove-clues", "via": "last", "what": "self"}),
    ("After 1 or more clues on @self are removed", {"event": "remove-clues", "what": "self"}),
])
def test_clues_removed_from_a_card_are_read_from_the_passive_frame(printed, trigger):
    """The subject the clues (an amount of them, or "the last (remaining) clue"), "from" the card they leave."""
    assert parse_trigger(printed)[1] == trigger


@pytest.mark.parametrize("printed", ["After 2 or more clues are removed from @self",  # a bound the event has not
                                     "After the last doom is removed from @self"])  # doom leaving: no such event
def test_other_tokens_removed_stay_a_gap(printed):
    with pytest.raises(NotParsed):
        parse_trigger(printed)


@pytest.mark.parametrize("printed, condition", [
    ("When your turn begins, if there are no other investigators at your location",
     {"count": "in-play:other-investigator-at-your-location", "at-most": 0}),
    ("When the game ends, if attached enemy is in play", {"card": "attached", "state": "in-play"}),
    ("At the end of the round, if attached location is not in play", {"card": "attached", "state": "not-in-play"}),
])
def test_other_investigators_and_the_attached_card_compose_into_a_condition(printed, condition):
    assert cut_condition(printed)[1] == condition


@pytest.mark.parametrize("printed, trigger", [
    ("When you would draw an encounter card during the mythos phase",
     {"event": "draw-encounter-card", "who": "you", "phase": "mythos"}),
    ("After you play an event during the investigation phase",
     {"event": "play-card", "who": "you", "what": "event", "phase": "investigation"}),
    ("When a non-Elite enemy would attack another investigator at your location",
     {"event": "enemy-attack", "source": "non-elite-enemy", "who": "other-investigator-at-your-location"}),
])
def test_a_phase_and_another_investigator_qualify_an_event(printed, trigger):
    assert parse_trigger(printed)[1] == trigger


def test_a_phase_after_an_event_of_no_phase_is_refused():
    with pytest.raises(NotParsed, match="a qualifier this event cannot take"):
        parse_trigger("After you move during the upkeep phase")


@pytest.mark.parametrize("printed, trigger", [
    ("When you would move from @self to an unrevealed location", {"event": "move", "who": "you", "source": "self",
                                                                  "what": "unrevealed-location"}),
    ("After you enter a revealed location", {"event": "move", "who": "you", "what": "revealed-location"}),
    ("When you would discover 1 or more clues at your location",
     {"event": "discover-clues", "who": "you", "what": "location-at-your-location"}),
])
def test_a_location_by_its_side_or_as_yours(printed, trigger):
    assert parse_trigger(printed)[1] == trigger


def test_n_or_less_is_at_most_n():
    assert cut_state(parse_trigger("If Mark Harrigan has 4 or less damage on him")[1])[1] == {
        "count": "damage-on:Mark Harrigan", "at-most": 4}


@pytest.mark.parametrize("printed, condition", [
    ("After a location is flipped over, if Winged One is ready and unengaged",
     {"all-of": [{"card": "Winged One", "state": "ready"}, {"card": "Winged One", "state": "unengaged"}]}),
    ("When your turn begins, if you have no clues and there are no enemies at your location",
     {"all-of": [{"count": "clue-you-have", "at-most": 0}, {"count": "enemy-at-your-location", "at-most": 0}]}),
])
def test_two_conditions_joined_by_and_are_each_read(printed, condition):
    """Coordination with ellipsis: the second conjunct completed by the shortest beginning it shares with the first."""
    assert cut_condition(printed)[1] == condition


@pytest.mark.parametrize("printed", ["At the end of the round, if Hastur is ready and the moon is full",
                                     "At the end of the round, if Hastur is ready and engaged and exhausted"])
def test_a_conjunct_no_reading_takes_leaves_the_condition_unread(printed):
    assert cut_condition(printed) == (printed, None)


def test_that_location_after_you_moved_is_your_location():
    assert parse_trigger("After you move to a location, if that location has at least 1 clue on it") == (
        "after", {"event": "move", "who": "you", "what": "location",
                  "condition": {"count": "clue-on-your-location", "at-least": 1}})


@pytest.mark.parametrize("printed", ["When you move to a location, if that location has at least 1 clue on it",
                                     "After an enemy enters a location, if that location has at least 1 clue on it"])
def test_that_location_of_another_event_or_timing_is_refused(printed):
    with pytest.raises(NotParsed, match="a condition on the triggering condition"):
        parse_trigger(printed)
