"""The round (Appendix II, Framework Event Details): every framework step and player window in order,
a replay that starts at any step and stops after a stated one, the turns of 2.2, upkeep, doom and
the agenda, and lasting effects that end with the phase or the round."""

from __future__ import annotations

import pytest

from kb.engine import SituationError, load_example, replay, situation_from_data
from kb.engine.core.rules import RULES
from kb.engine.situation.vocabulary import FRAMEWORK_STEPS


def _at(trace, fragment, start=0):
    for k, step in enumerate(trace.steps[start:], start):
        if fragment in step.text:
            return k
    raise AssertionError(f"no step contains {fragment!r}:\n" + trace.render_text(titles=False))


def _in_order(trace, *fragments, start=0):
    at, found = start, []
    for fragment in fragments:
        at = _at(trace, fragment, at)
        found.append(at)
        at += 1
    return found


#: The framework of round 2 in the bundled example: (step text start, the rule it must cite).
ROUND = [
    ("1.1 Mythos phase begins", "ahlcg/rr/1-1"), ("1.2 Place 1 doom", "ahlcg/rr/1-2"),
    ("1.3 Check doom threshold", "ahlcg/rr/1-3"), ("1.4 Each investigator draws 1 encounter card", "ahlcg/rr/1-4"),
    ("Player window (after 1.4", "ahlcg/rr/appendix-ii"), ("1.5 Mythos phase ends", "ahlcg/rr/1-5"),
    ("2.1 Investigation phase begins", "ahlcg/rr/2-1"), ("2.2 Next investigator\u2019s turn begins", "ahlcg/rr/2-2"),
    ("Player window (during a turn", "ahlcg/rr/2-2-1"), ("Roland Banks takes an action", "ahlcg/rr/2-2-1"),
    ("2.2.2: Roland Banks's turn ends", "ahlcg/rr/2-2-2"), ("2.2 Next investigator\u2019s turn begins", "ahlcg/rr/2-2"),
    ("Agnes Baker takes an action", "ahlcg/rr/2-2-1"), ("2.2.2: Agnes Baker's turn ends", "ahlcg/rr/2-2-2"),
    ("2.3 Investigation phase ends", "ahlcg/rr/2-3"), ("3.1 Enemy phase begins", "ahlcg/rr/3-1"),
    ("3.2 Hunter enemies move", "ahlcg/rr/3-2"), ("Player window (after 3.2", "ahlcg/rr/appendix-ii"),
    ("3.3 Roland Banks resolves engaged enemy attacks", "ahlcg/rr/3-3"),
    ("Player window (after 3.2", "ahlcg/rr/appendix-ii"), ("3.3 Agnes Baker resolves", "ahlcg/rr/3-3"),
    ("Player window (after the final investigator", "ahlcg/rr/appendix-ii"), ("3.4 Enemy phase ends", "ahlcg/rr/3-4"),
    ("4.1 Upkeep phase begins", "ahlcg/rr/4-1"), ("4.2 Reset actions", "ahlcg/rr/4-2"),
    ("Player window (after 4.2", "ahlcg/rr/appendix-ii"), ("4.3 Ready exhausted cards", "ahlcg/rr/4-3"),
    ("4.4 Each investigator draws 1 card and gains 1 resource", "ahlcg/rr/4-4"),
    ("4.5 Each investigator checks hand size", "ahlcg/rr/4-5"), ("4.6 Upkeep phase ends", "ahlcg/rr/4-6"),
    ("Player window (after 4.6", "ahlcg/rr/appendix-ii"),
]


@pytest.fixture(scope="module")
def round_two():
    return replay(load_example("round-two"))


def test_the_whole_round_has_every_framework_step_and_window_in_order(round_two):
    found = _in_order(round_two, *(text for text, _ in ROUND), start=1)
    for k, (_, rule) in zip(found, ROUND):
        assert rule in round_two.steps[k].rules, round_two.steps[k]
    assert round_two.steps[-1].text.startswith("Player window (after 4.6")
    framework = [s for s in round_two.steps if s.kind.value == "framework"]
    for sid, step in FRAMEWORK_STEPS.items():
        if sid not in ("2.2.1", "2.2.2"):
            assert any(s.text.startswith(f"{sid} ") and step.rule in s.rules for s in framework), sid


def test_every_step_of_the_round_cites_a_known_rule(round_two):
    assert all(step.rules and set(step.rules) <= set(RULES) for step in round_two.steps)
    assert round_two.unresolved == ()


def test_the_round_moves_the_hunter_and_attacks_with_both_enemies(round_two):
    _in_order(round_two, "Ghoul Priest moves from Cellar to Hallway", "Ghoul Priest and Roland Banks become engaged",
              "Ghoul Priest makes its enemy-phase attack against Roland Banks", "Ghoul Priest exhausts",
              "Ghoul Minion makes its enemy-phase attack against Agnes Baker", "Ghoul Minion exhausts",
              "Readied: Ghoul Minion, Ghoul Priest")
    state = round_two.final_state
    assert (state["round"], state["phase"], state["step"]) == (2, "upkeep", "4.6")
    assert state["cards"]["What's Going On?!"]["doom"] == 2
    assert {n: i["actions"] for n, i in state["investigators"].items()} == {"Roland Banks": 3, "Agnes Baker": 3}


def test_a_replay_can_start_and_stop_at_any_step(world, run):
    world.pop("turn")
    world.update(start="3.4", until="4.2")
    trace = run(world)
    assert [s.text.split(":")[0] for s in trace.steps if s.kind.value == "framework"] == \
        ["3.4 Enemy phase ends", "4.1 Upkeep phase begins", "4.2 Reset actions"]
    assert trace.steps[-1].text.startswith("Player window (after 4.2")
    assert trace.final_state["step"] == "4.2"


def test_a_replay_that_stops_before_its_start_runs_into_the_next_round(world, run):
    world.pop("turn")
    world.update(start="4.5", until="1.2", cards=[{"name": "Agenda", "type": "agenda", "threshold": 5}])
    trace = run(world)
    _in_order(trace, "runs through 1.2 Place 1 doom on the current agenda of the next round", "4.5", "4.6",
              "1.1 Mythos phase begins: round 2 begins", "1.2 Place 1 doom on the current agenda: 1 doom on Agenda")
    assert trace.final_state["round"] == 2 and trace.final_state["cards"]["Agenda"]["doom"] == 1


def test_round_one_skips_the_mythos_phase(world, run):
    world.pop("turn")
    world.update(start="2.1", until="2.1")
    trace = run(world)
    assert "the mythos phase is skipped in the first round" in trace.steps[1].text
    world.update(start="1.1")
    with pytest.raises(SituationError, match="there is no mythos phase in the first round"):
        situation_from_data(world)


def test_round_one_and_the_round_begins_milestone_is_reported(world, run):
    world.pop("turn")
    world.update(start="2.1", until="2.1")
    world["investigators"][0]["abilities"] = [{"kind": "forced", "timing": "when", "trigger": {"event": "round-begins"},
                                               "effects": [{"effect": "gain-resources", "amount": 1}]}]
    trace = run(world)
    assert any("ahlcg/rr/grim-rule" in u.rules for u in trace.unresolved)


def test_the_investigators_choose_who_takes_the_next_turn(world, run):
    world.pop("turn")
    world.update(start="2.2", until="2.2.2", choices=[{"decision": "turn", "choose": "Agnes"}])
    trace = run(world)
    first, second = _in_order(trace, "the investigators choose Agnes (choices[0]); Agnes is the active",
                              "Roland is the only investigator who has not taken a turn this round")
    assert _at(trace, "2.2.2: Agnes's turn ends") < second


def test_the_default_turn_order_follows_the_next_action(world, run):
    world.pop("turn")
    world.update(start="2.1", until="2.3", do=[{"who": "Agnes", "action": "resource"},
                                                 {"who": "Roland", "action": "resource"},
                                                 {"who": "Roland", "action": "draw"}])
    trace = run(world)
    _in_order(trace, "the engine takes the investigator of the next action in the situation (do[0]): Agnes",
              "Agnes takes an action", "The situation gives Agnes no further action", "2.2.2: Agnes's turn ends",
              "Roland takes an action (3 left): resource", "Roland takes an action (2 left): draw",
              "2.2.2: Roland's turn ends", "2.3 Investigation phase ends")


def test_an_investigator_without_actions_proceeds_to_2_2_2(world, run):
    world.update(start="2.2.1", until="2.2.1", turns_taken=None)
    world.pop("turns_taken")
    world["investigators"][0]["actions"] = 1
    world["investigators"][1]["actions"] = 0
    world["turns-taken"] = ["Agnes"]
    world["do"] = [{"who": "Roland", "action": "resource"}, {"who": "Roland", "action": "draw"}]
    trace = run(world)
    _in_order(trace, "The replay joins Roland's turn in progress (1 action left)", "Roland takes an action (1 left)",
              "2.2.1 Roland has no actions left", "2.2.2: Roland's turn ends")
    assert [u.text for u in trace.unresolved] == [
        "do[1]: the replay never reached a point where Roland could do this (the situation's `do` items are taken in "
        "order)"]


def test_free_abilities_are_used_in_the_player_window_they_name(world, run):
    world.pop("turn")
    world["cards"] = [{"name": "Lantern", "type": "asset", "controller": "Agnes", "abilities": [
        {"kind": "free", "cost": {"exhaust": True}, "effects": [{"effect": "gain-resources", "amount": 1}]}]},
        {"name": "Ghoul", "type": "enemy", "engaged": "Roland", "health": 3, "attack": {"damage": 1}}]
    world.update(start="3.1", until="3.4", do=[{"who": "Agnes", "use": "Lantern", "window": "3.3"}])
    trace = run(world)
    _in_order(trace, "Ghoul exhausts", "Player window (after the final investigator resolves enemy attacks, "
              "before 3.4)", "Initiation sequence: Agnes uses Lantern's [free] ability", "3.4 Enemy phase ends")


def test_a_window_other_than_a_skill_tests_needs_a_start(world):
    world["do"] = [{"who": "Agnes", "use": "Agnes", "window": "3.2"}]
    world["investigators"][1]["abilities"] = [{"kind": "free", "effects": [{"effect": "gain-resources", "amount": 1}]}]
    situation_from_data(world)  # allowed: the part 1 way, a window before the next action
    world["do"] = [{"who": "Agnes", "action": "draw", "window": "3.2"}]
    with pytest.raises(SituationError, match="only a `use` item"):
        situation_from_data(world)


@pytest.mark.parametrize("fields,message", [
    ({"start": "2.1", "phase": "enemy"}, "the replay starts at 2.1, in the investigation phase"),
    ({"until": "4.6"}, "`until` needs `start`"),
    ({"start": "2.5"}, "unknown framework step '2.5'"),
    ({"start": "2.1", "turns-taken": ["Nobody"]}, r"turns-taken\[0\]: no investigator named 'Nobody'"),
])
def test_start_and_until_are_checked(world, fields, message):
    world.update(fields)
    with pytest.raises(SituationError, match=message):
        situation_from_data(world)


def test_upkeep_draws_then_resources_and_checks_hand_size(world, run):
    world.pop("turn")
    world["investigators"][0]["hand"] = [f"Card {k}" for k in range(9)]
    world["investigators"][0]["deck"] = ["Card 9"]
    world["investigators"][1]["deck"] = []
    world.update(start="4.4", until="4.5", choices=[{"decision": "discard", "who": "Roland",
                                                        "among": ["Card 0", "Card 1"]}])
    trace = run(world)
    _in_order(trace, "Roland draws: Card 9", "Agnes's deck is empty: the discard pile is shuffled back into it",
              "takes 1 horror for drawing from an empty deck", "Roland gains 1 resource", "Agnes gains 1 resource",
              "4.5 Each investigator checks hand size", "Roland chooses and discards Card 0, Card 1")
    roland = trace.final_state["investigators"]["Roland"]
    assert len(roland["hand"]) == 8 and roland["discard"] == ["Card 0", "Card 1"]
    assert trace.final_state["investigators"]["Agnes"]["horror"] == 1


def test_doom_is_checked_only_at_1_3_unless_a_card_says_otherwise(world, run):
    world["cards"] = [{"name": "Agenda 1a", "type": "agenda", "doom": 2, "threshold": 3},
                      {"name": "Cultist", "type": "enemy", "location": "Attic", "doom": 0, "health": 1}]
    world["agenda-deck"] = [{"name": "Agenda 2a", "type": "agenda", "threshold": 7}]
    world["investigators"][0]["hand"] = [
        {"name": "Dark Ritual", "type": "event", "cost": 0, "effects": [{"effect": "place-doom", "to": "Cultist"}]},
        {"name": "Ancient Evils", "type": "event", "cost": 0,
         "effects": [{"effect": "place-doom", "can-advance": True,
                      "text": "Place 1 doom on the current agenda. This effect can cause it to advance."}]}]
    world["do"] = [{"who": "Roland", "action": "play", "card": "Dark Ritual"}]
    trace = run(world)
    assert "the agenda is checked only in step 1.3" in trace.steps[_at(trace, "Cultist: doom 0 \u2192 1")].text
    assert trace.final_state["agenda"] == "Agenda 1a"
    world["do"] = [{"who": "Roland", "action": "play", "card": "Ancient Evils"}]
    trace = run(world)
    _in_order(trace, "Agenda 1a: doom 2 \u2192 3", "the doom threshold is checked now",
              "Doom in play: 3 (Agenda 1a 3) \u2265 threshold 3", "The agenda deck advances: Agenda 1a",
              "Step 1: all doom is removed from play", "Step 2: Agenda 1a is flipped",
              "Step 3: Agenda 2a becomes the current agenda; Agenda 1a is removed from the game simultaneously")
    assert trace.final_state["agenda"] == "Agenda 2a" and "Agenda 1a" in trace.final_state["removed_from_game"]


def test_doom_in_play_counts_other_cards_at_1_3(world, run):
    world.pop("turn")
    world.update(round=3, start="1.2", until="1.3")
    world["cards"] = [{"name": "Agenda 1a", "type": "agenda", "doom": 1, "threshold": 4},
                      {"name": "Cultist", "type": "enemy", "location": "Attic", "doom": 2, "health": 1}]
    trace = run(world)
    assert "Doom in play: 4 (Agenda 1a 2, Cultist 2) \u2265 threshold 4: the agenda deck advances" in \
        trace.steps[_at(trace, "Doom in play")].text
    assert trace.final_state["cards"]["Cultist"]["doom"] == 0


def test_a_resolution_point_ends_the_scenario(world, run):
    world.pop("turn")
    world.update(round=2, start="1.3", until="4.6")
    world["cards"] = [{"name": "Agenda 3a", "type": "agenda", "doom": 5, "threshold": 5, "resolution": "R1"}]
    trace = run(world)
    assert [s.text for s in trace.steps[-3:]] == [
        "A resolution point is reached (R1): the scenario ends",
        "Winning and losing: the agenda deck invoked resolution R1: the players have lost the scenario",
        "Campaign play: the players proceed to the next scenario in the campaign regardless of the outcome (a loss has "
        "its consequences in the resolution)"]
    assert trace.final_state["scenario_over"] is True and trace.final_state["outcome"] == "lost"


def test_an_act_advances_through_an_effect(world, run):
    world["cards"] = [{"name": "Trapped", "type": "act", "abilities": [
        {"kind": "free", "cost": {"clues": 1}, "text": "Spend 1 clue: advance. (simplified objective)",
         "effects": [{"effect": "advance", "to": "current-act"}]}]}]
    world["act-deck"] = [{"name": "The Barrier", "type": "act"}]
    world["investigators"][0]["clues"] = 1
    world["do"] = [{"who": "Roland", "use": "Trapped"}]
    trace = run(world)
    assert trace.final_state["act"] == "The Barrier"


def test_until_the_end_of_the_round_expires_at_4_6_before_at_the_end_of_the_round(world, run):
    world.pop("turn")
    world.update(start="4.6", until="4.6")
    world["investigators"][0]["abilities"] = [
        {"kind": "lasting", "duration": "until-end-of-round", "cannot": True, "text": "No resources this round.",
         "applies-to": {"event": "gain-resources", "who": "you"}},
        {"kind": "lasting", "duration": "until-end-of-phase", "cannot": True, "text": "No cards this phase.",
         "applies-to": {"event": "draw-cards", "who": "you"}},
        {"kind": "forced", "timing": "at", "trigger": {"event": "round-ends"},
         "effects": [{"effect": "gain-resources", "amount": 1}]}]
    trace = run(world)
    _in_order(trace, "4.6 Upkeep phase ends", "Lasting effect expires as the phase ends, before any 'at the end of' "
              "ability may initiate: No cards this phase.", "Lasting effect expires as the round ends", "'at' window",
              "Roland gains 1 resource", start=1)
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6


def test_additional_actions_are_reset_with_the_others(world, run):
    world.pop("turn")
    world["investigators"][0].update(actions=0, **{"additional-actions": 1})
    world.update(start="4.2", until="4.2")
    trace = run(world)
    step = trace.steps[_at(trace, "Roland: actions 0 \u2192 4 (3 + 1 additional)")]
    assert "ahlcg/faq/1-10" in step.rules


def test_doom_on_a_location_counts_toward_the_threshold_and_is_removed_when_the_agenda_advances(world, run, find):
    world.update(round=2, start="1.2", until="1.3")
    world["locations"][1]["doom"] = 1
    world["cards"] = [{"name": "Agenda 1", "type": "agenda", "threshold": 3, "doom": 1}]
    trace = run(world)
    k = find(trace, "Doom in play: 3 (Agenda 1 2, Attic 1) \u2265 threshold 3: the agenda deck advances")
    cleared = find(trace, "Step 1: all doom is removed from play")
    assert k < cleared and "Attic" in trace.steps[cleared].text
    assert trace.final_state["locations"]["Attic"]["doom"] == 0
    world["locations"][1]["doom"] = 0
    assert "< threshold 3" in run(world).steps[find(run(world), "Doom in play:")].text
