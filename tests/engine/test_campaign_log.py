"""The Campaign Log and what is remembered, as counts a card checks (Campaign Play; Record in your Campaign Log…;
“Remember that…”; The Path to Carcosa: Doubt and Conviction).

Each test is named after the clause it checks: the log is one record — its phrases as printed, the characters under
a phrase, the boxes marked beside a tally's name — and a phrase "remembered" in the scenario is found as one recorded.
"""

from __future__ import annotations

import pytest

from kb.engine import SituationError, situation_from_data

DOUBT_CONVICTION = "ahlcg/rr/campaign-play"


def _checking(world, condition, *, log=None, remembered=None, first=()):
    """Roland's Hall action: first ``first`` (effects), then gain 1 resource if ``condition`` holds."""
    world["locations"][0]["abilities"] = [{"kind": "action", "effects": [
        *first, {"effect": "if", "condition": condition, "effects": [{"effect": "gain-resources", "amount": 1}]}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Hall"}]
    if log is not None:
        world["campaign-log"] = log
    if remembered is not None:
        world["remembered"] = remembered
    return world


def _tallies(conviction, doubt):
    return [{"tally": "Conviction", "marks": conviction}, {"tally": "Doubt", "marks": doubt}]


MORE_CONVICTION = {"count": "campaign-log-tally:Conviction", "greater-than": {"count": "campaign-log-tally:Doubt"}}
DOUBT_OR_EQUAL = {"count": "campaign-log-tally:Doubt",
                  "greater-than": {"count": "campaign-log-tally:Conviction", "or-equal": True}}


@pytest.mark.parametrize(("conviction", "doubt", "gains"), [(2, 1, True), (1, 1, False), (0, 3, False)])
def test_mark_one_doubt_or_conviction_fills_a_box_the_card_then_compares(world, run, conviction, doubt, gains):
    # "Mark one Doubt" / "Mark one Conviction": a box filled beside the name; "While you have more Conviction than
    # Doubt" compares the two tallies.
    trace = run(_checking(world, MORE_CONVICTION, log=_tallies(conviction, doubt)))
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5 + gains
    assert trace.final_state["campaign_log_tallies"] == {"Conviction": conviction, "Doubt": doubt}


@pytest.mark.parametrize(("conviction", "doubt", "gains"), [(1, 1, True), (1, 2, True), (2, 1, False)])
def test_more_or_equal_doubt_than_conviction_holds_on_a_tie(world, run, conviction, doubt, gains):
    trace = run(_checking(world, DOUBT_OR_EQUAL, log=_tallies(conviction, doubt)))
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5 + gains


def test_a_tally_never_marked_counts_none(world, run):
    trace = run(_checking(world, MORE_CONVICTION, log=[{"tally": "Conviction", "marks": 1}]))
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6


def test_the_characters_recorded_under_a_phrase_are_counted(world, run):
    # "the number of characters who "survived the Dunwich Legacy" in your Campaign Log"
    world["locations"][0]["abilities"] = [{"kind": "action", "effects": [
        {"effect": "for-each", "count": "campaign-log-entry:survived the Dunwich Legacy",
         "effects": [{"effect": "gain-resources", "amount": 1}]}]}]
    world["do"] = [{"who": "Roland", "action": "activate", "card": "Hall"}]
    world["campaign-log"] = ["the investigators were four hours late",
                             {"phrase": "survived the Dunwich Legacy",
                              "names": ["Dr. Henry Armitage", "Zebulon Whateley", "Earl Sawyer"]}]
    trace = run(world)
    assert trace.final_state["investigators"]["Roland"]["resources"] == 8
    assert trace.final_state["campaign_log"] == ["the investigators were four hours late", "survived the Dunwich Legacy"]
    assert trace.final_state["campaign_log_names"] == {
        "survived the Dunwich Legacy": ["Dr. Henry Armitage", "Zebulon Whateley", "Earl Sawyer"]}


def test_a_phrase_remembered_this_scenario_is_found_by_a_later_check(world, run, find):
    # "This phrase may come up later during that scenario, and may trigger additional or different effects."
    secret = {"count": "remembered:know the secret", "at-least": 1}
    trace = run(_checking(world, secret, first=[{"effect": "remember", "memory": "know the secret"}]))
    assert find(trace, "Remembered for the rest of the scenario") < find(trace, "gains 1 resource")
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6


def test_a_phrase_not_remembered_is_not_found(world, run):
    trace = run(_checking(world, {"count": "remembered:know the secret", "at-least": 1}))
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5


def test_a_phrase_recorded_as_it_appears_is_found_whatever_its_capitals_and_stop(world, run):
    # "the indicated phrase should be recorded as it appears, without alteration": the words; a list printing
    # "Released a dangerous patient." checks for "remember that you "released a dangerous patient.""
    listed = "|".join(["Know the guards' patrols.", "Set a fire in the kitchen.", "Released a dangerous patient.",
                       "Recalled the way out."])
    trace = run(_checking(world, {"count": f"remembered:{listed}", "at-least": 3},
                          remembered=["know the guards' patrols", "released a dangerous patient."],
                          log=["recalled the way out"]))
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6


def test_performed_3_of_4_of_the_following_is_not_4(world, run):
    listed = "Know the guards' patrols.|Set a fire in the kitchen.|Recalled the way out.|Distracted the guards."
    trace = run(_checking(world, {"count": f"remembered:{listed}", "at-least": 4},
                          remembered=["know the guards' patrols", "set a fire in the kitchen", "distracted the guards"]))
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5


def test_trauma_and_phrases_are_recorded_in_the_one_log(world, run):
    trace = run(_checking(world, MORE_CONVICTION, log=["the investigators were four hours late"],
                          first=[{"effect": "remember", "memory": "you have identified the solution",
                                  "campaign-log": True}]))
    assert trace.final_state["campaign_log"] == ["the investigators were four hours late",
                                                 "you have identified the solution"]


@pytest.mark.parametrize(("entry", "message"), [
    ({"tally": "Doubt", "marks": -1}, r"campaign-log\[0\]\.marks: must be at least 0"),
    ({"tally": "Doubt", "marks": "two"}, r"campaign-log\[0\]\.marks: must be an integer"),
    ({"tally": "Doubt"}, r"campaign-log\[0\]: an entry is a key phrase, .* this one has no 'marks'"),
    ({"tally": "Doubt", "marks": 1, "phrase": "Doubt"}, r"this one has 'phrase' beside a 'tally'"),
    ({"phrase": "survived the Dunwich Legacy", "who": ["Zebulon Whateley"]}, r"campaign-log\[0\]\.who: unknown field"),
    ({"note": "the investigators were late"}, r"campaign-log\[0\]\.note: unknown field 'note'"),
])
def test_a_malformed_log_entry_is_a_clear_error(world, entry, message):
    world["campaign-log"] = [entry]
    with pytest.raises(SituationError, match=message):
        situation_from_data(world)


def test_a_tally_marked_in_two_entries_is_an_error(world):
    world["campaign-log"] = [{"tally": "Doubt", "marks": 1}, {"tally": "Doubt", "marks": 2}]
    with pytest.raises(SituationError, match=r"campaign-log\[1\]\.tally: the tally 'Doubt' is marked in an earlier"):
        situation_from_data(world)


MADNESS_DIES = 'Hastur gets +2 fight.<br/>Hastur cannot be defeated unless an investigator "know the secret."'


def _hastur(world, **more):
    world["cards"] = [{"name": "Hastur", "type": "enemy", "location": "Hall", "health": 1, "fight": 1, "evade": 1},
                      {"name": "Madness Dies", "type": "agenda", "threshold": 9, "text": MADNESS_DIES},
                      {"name": "Slayer", "type": "asset", "controller": "Roland", "abilities": [
                          {"kind": "free", "effects": [{"effect": "defeat", "to": "an-enemy-at-your-location"}]}]}]
    world["do"] = [{"who": "Roland", "use": "Slayer"}]
    world.update(more)
    return world


def test_cannot_be_defeated_unless_an_investigator_know_the_secret_forbids_it_while_no_one_does(world, run, find):
    trace = run(_hastur(world))
    assert "Madness Dies" in trace.steps[find(trace, "Hastur is defeated cannot happen")].text
    assert trace.final_state["cards"]["Hastur"]["zone"] == "play"


def test_cannot_be_defeated_unless_the_secret_is_known_allows_it_once_remembered(world, run):
    trace = run(_hastur(world, remembered=["you know the secret"]))
    assert trace.final_state["cards"]["Hastur"]["zone"] != "play"


POWDER = ('Powder of Ibn Ghazi enters play with X clues on it, where X is the number of characters who "survived the '
          'Dunwich Legacy" in your Campaign Log.')


def test_enters_play_with_x_clues_where_x_is_the_characters_recorded_under_the_phrase(world, run, find):
    # Enters Play: "It merely enters play in that state" — X counted as it enters, no clue placed.
    world["investigators"][0]["hand"] = [{"name": "Powder of Ibn Ghazi", "type": "asset", "cost": 0, "text": POWDER}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "Powder of Ibn Ghazi"}]
    world["campaign-log"] = [{"phrase": "survived the Dunwich Legacy", "names": ["Dr. Henry Armitage", "Earl Sawyer"]}]
    trace = run(world)
    assert find(trace, "X (2 (\u201csurvived the Dunwich Legacy\u201d in the Campaign Log: Dr. Henry Armitage, "
                       "Earl Sawyer))") < find(trace, "Powder of Ibn Ghazi enters play with 2 clues on it")
    assert trace.final_state["cards"]["Powder of Ibn Ghazi"]["clues"] == 2


def test_enters_play_with_x_clues_none_recorded_enters_with_none(world, run):
    world["investigators"][0]["hand"] = [{"name": "Powder of Ibn Ghazi", "type": "asset", "cost": 0, "text": POWDER}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "Powder of Ibn Ghazi"}]
    trace = run(world)
    assert trace.final_state["cards"]["Powder of Ibn Ghazi"]["clues"] == 0


HOSPITAL_DEBTS = ("<b>Revelation</b> - Put Hospital Debts into play in your threat area.\n[fast]: Move 1 resource from "
                  "your resource pool to Hospital Debts. (Limit twice per round.)\n<b>Forced</b> - When the game ends, "
                  "if Hospital Debts has fewer than 6 resources on it: You earn 2 fewer experience for this scenario.")


def _resolved(world, experience):
    world["cards"] = [{"name": "Hospital Debts", "type": "treachery", "threat-area": "Roland", "text": HOSPITAL_DEBTS},
                      {"name": "Final Act", "type": "act", "resolution": "R1", "abilities": [
                          {"kind": "free", "effects": [{"effect": "advance", "to": "current-act"}]}]}]
    world["resolutions"] = {"R1": {"experience": experience}}
    world["do"] = [{"who": "Roland", "use": "Final Act"}]
    return world


def test_you_earn_2_fewer_experience_for_this_scenario_is_taken_at_its_count(world, run, find):
    # Experience, step 1: each investigator earns the resolution's experience; Hospital Debts' Roland 2 fewer.
    trace = run(_resolved(world, 3))
    assert find(trace, "Roland earns 2 fewer experience for this scenario (Hospital Debts)") \
        < find(trace, "Roland earns 2 fewer experience for this scenario: 1 of 3") < find(trace, "Roland earns 1 experience")
    assert trace.final_state["investigators"]["Roland"]["experience"] == 1
    assert trace.final_state["investigators"]["Agnes"]["experience"] == 3


def test_fewer_experience_than_the_scenario_earns_earns_none(world, run):
    world["investigators"][0]["experience"] = 4  # unspent experience from before is not taken
    trace = run(_resolved(world, 1))
    assert trace.final_state["investigators"]["Roland"]["experience"] == 4

