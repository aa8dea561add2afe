"""The worked examples of ../shared/notes/timing/03_worked_examples_testcases.md.

Tier A (the source spells out an order) are bundled examples, each replayed here and checked
against the documented order. The Tier B rulings (a timing fact) are tests in the topic modules;
``TIER_B`` says where each one is. An example whose mechanics the engine does not model yet would be
listed in ``NOT_REPLAYED`` with the reason (and in kb/engine/README.md); none is now.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from kb.engine import example_names, load_example, replay, situation_from_data

TIER_A = {
    "EX-01": "ex01-nested-sequences",
    "EX-03": "ex03-hope-automatic-success",
    "EX-04": "ex04-double-or-nothing",
    "EX-05": "ex05-duke-orne-library",
    "EX-06": "ex06-turn-ends-mid-ability",
    "EX-07": "ex07-lucky-modifiers",
    "EX-08": "ex08-all-aspects-before-after",
    "EX-09": "ex09-then",
    "EX-10": "ex10-when-and-after-drawing-an-enemy",
    "EX-11": "ex11-would-before-when",
    "EX-12": "ex12-until-end-of-phase",
    "EX-13": "ex13-shrivelling-horror-at-st3",
    "EX-22": "ex22-olive-then-statue",
    "EX-22b": "ex22-statue-then-olive",
    "EX-23": "ex23-premonition-and-olive",
    "EX-25": "ex25-nested-skill-test",
    "EX-26": "ex26-daisy-walker-additional-action",
    "EX-29": "ex29-for-each-point-you-fail-by",
    "EX-30": "ex30-track-shoes-no-enemies",
    "EX-31": "ex31-flood-after-reveal",
    "EX-32": "ex32-explore",
    "EX-33": "ex33-concealed",
    "EX-34": "ex34-frost-tokens",
    "EX-35": "ex35-swarming-excess-damage",
    "EX-36": "ex36-ignoring-all-costs",
    "EX-36b": "ex36-knowledge-is-power",
    "EX-38": "ex38-sefina-opening-hand",
    "EX-39": "ex39-time-warp",
    "EX-44": "ex44-spectral-flip",
    "EX-45": "ex45-charons-obol",
}

#: Tier B rulings: where their test is.
TIER_B = {
    "EX-02": "test_skill_tests.py::test_ex02_two_reactions_to_one_defeat_both_resolve",
    "EX-03b": "test_worked_examples.py::test_ex03_stray_cat_is_no_skill_test_and_no_successful_evasion",
    "EX-14": "test_skill_tests.py::test_ex14_automatic_failure_fails_even_against_difficulty_0",
    "EX-15": "test_skill_tests.py::test_ex15_automatic_failure_beats_automatic_success",
    "EX-16": "test_action_designators.py::test_backstab_counts_as_a_fight_action_and_provokes_nothing",
    "EX-17": "test_take_an_action.py",
    "EX-18": "test_skill_tests.py::test_ex18_each_45_automatic_activation_is_its_own_action_and_test",
    "EX-19": "test_skill_tests.py::test_ex19_physical_training_twice_in_one_test",
    "EX-20": "test_encounter_draw.py::test_ex20_an_enemy_on_an_agenda_b_side_is_not_drawn",
    "EX-21": "test_encounter_draw.py::test_ex21_a_weakness_drawn_from_the_deck_is_not_an_encounter_draw",
    "EX-24": "test_skill_tests.py::test_ex24_an_if_revealed_ability_triggers_once_for_two_matching_tokens",
    "EX-27": "test_enemy_phase.py::test_ex27_only_enemy_phase_attacks_exhaust_the_enemy",
    "EX-28": "test_skill_tests.py::test_ex28_one_healing_effect_triggers_a_reaction_once",
    "EX-37": "test_skill_tests.py::test_ex37_a_tie_is_the_lead_investigators_choice_not_the_grim_rule",
    "EX-40": "test_enemy_phase.py::test_ex40_damage_to_your_assets_in_the_enemy_phase_is_damage_to_you",
    "EX-41": "test_encounter_draw.py::test_ex41_three_yous_on_one_treachery",
    "EX-42": "test_skill_tests.py::test_ex42_a_card_committed_to_another_investigators_test",
    "EX-43": "test_skill_tests.py::test_ex43_investigating_a_location_with_no_clues",
    "EX-46": "test_worked_examples.py::test_ex03_stray_cat_is_no_skill_test_and_no_successful_evasion",
    "EX-47": "test_skill_tests.py::test_ex47_an_engaged_enemy_means_engaged_with_you",
    "EX-39b": "test_undo.py::test_the_undo_fails_when_the_costs_were_paid_with_what_the_action_gave",
    "EX-45b": "test_campaign.py::test_a_resolution_that_earns_no_experience_triggers_nothing_on_earning_it",
}

#: What the engine does not replay yet, and why.
NOT_REPLAYED: dict[str, str] = {}

HERE = Path(__file__).resolve().parent
EXAMPLES = HERE.parents[1] / "kb" / "engine" / "examples"


def _example_data(name: str) -> dict:
    """A bundled example's YAML, to vary it in a contrast test."""
    return yaml.safe_load((EXAMPLES / f"{name}.yaml").read_text(encoding="utf-8"))


def _texts(name: str) -> tuple[list[str], object]:
    trace = replay(load_example(name))
    return [s.text for s in trace.steps], trace


def _at(texts: list[str], fragment: str, start: int = 0) -> int:
    for k in range(start, len(texts)):
        if fragment in texts[k]:
            return k
    raise AssertionError(f"no step contains {fragment!r} after step {start}:\n" + "\n".join(texts))


def _in_order(texts: list[str], *fragments: str) -> list[int]:
    found, at = [], 0
    for fragment in fragments:
        at = _at(texts, fragment, at)
        found.append(at)
        at += 1
    return found


def test_every_tier_a_example_is_bundled_and_every_listed_test_exists():
    assert set(TIER_A.values()) <= set(example_names())
    for where in TIER_B.values():
        module, _, name = where.partition("::")
        source = (HERE / module).read_text(encoding="utf-8")
        assert not name or f"def {name}(" in source, where
    assert not set(TIER_A) & set(TIER_B) - {"EX-03"} and not set(TIER_A) & set(NOT_REPLAYED)


@pytest.mark.parametrize("name", sorted(TIER_A.values()))
def test_every_tier_a_example_replays_with_every_step_citing_a_rule(name):
    trace = replay(load_example(name))
    assert trace.steps and all(step.rules for step in trace.steps)
    assert not [u for u in trace.unresolved if "never" in u.text], trace.unresolved


def test_ex03_hope_skips_st3_and_st4_but_commits_and_st5_still_happen():
    texts, trace = _texts("ex03-hope-automatic-success")
    _in_order(texts, "ST.1: Patrice Hathaway begins an agility test (base agility 5",
              "automatically succeeds (tests[0]); it is known before a chaos token is revealed",
              "after ST.1", "commits Manual Dexterity", "after ST.2", "ST.3 and ST.4 are skipped",
              "ST.5: Patrice Hathaway's modified skill value: agility 5 + 2 (Manual Dexterity) = 7",
              "ST.6: Patrice Hathaway succeeds (automatic success", "Result: Ghoul Minion is evaded",
              "is exhausted and no longer engaged", "ST.8")
    assert not any("reveals" in t for t in texts)
    assert trace.final_state["cards"]["Ghoul Minion"]["exhausted"] is True


def test_ex03_stray_cat_is_no_skill_test_and_no_successful_evasion():
    texts, trace = _texts("ex03-stray-cat-automatic-evade")
    assert not any(t.startswith("ST.") for t in texts)
    assert any("automatically evades Ghoul Minion: no skill test is made whatsoever" in t for t in texts)
    assert "no longer engaged with Roland Banks" in texts[-1]
    assert trace.final_state["investigators"]["Patrice Hathaway"]["hand"] == []  # the reaction did not trigger


def test_ex04_the_reaction_resolves_once_at_st6_and_the_results_twice_at_st7():
    texts, trace = _texts("ex04-double-or-nothing")
    st6, milan, st7, clue1, clue2, draw1, draw2, st8 = _in_order(
        texts, "ST.6: Daisy Walker succeeds", "Dr. Milan Christopher [reaction]", "ST.7: apply the results",
        "Result: Daisy Walker discovers 1 clue", "Result (again): Daisy Walker discovers 1 clue",
        "Result: Perception", "Result (again): Perception", "ST.8")
    assert sum("Dr. Milan Christopher [reaction]:" in t for t in texts) == 1
    daisy = trace.final_state["investigators"]["Daisy Walker"]
    assert (daisy["clues"], daisy["resources"], len(daisy["hand"])) == (2, 1, 2)
    assert "ahlcg/faq/q-i-have-committed-double-or-nothing-and-perception" in trace.steps[st7].rules
    doubled = _at(texts, "the difficulty of this skill test is doubled: 2 \u2192 4")
    assert doubled < st6 and "7 equals or exceeds the difficulty 4; by 3" in texts[st6]


def test_ex04_the_doubled_difficulty_can_make_the_test_fail():
    data = _example_data("ex04-double-or-nothing")
    data["tests"][0]["tokens"] = ["-5"]  # 5 + 2 + 1 - 5 = 3: enough for shroud 2, not for the doubled 4
    texts = [s.text for s in replay(situation_from_data(data)).steps]
    _in_order(texts, "doubled: 2 \u2192 4", "ST.6: Daisy Walker fails (3 is less than the difficulty 4; by 1)",
              "ST.7: the test failed: no results to apply")


def test_ex05_the_additional_cost_is_paid_as_the_investigation_would_resolve():
    texts, _ = _texts("ex05-duke-orne-library")
    _in_order(texts, "costs paid simultaneously: 1 action, exhaust the card", "moves from Miskatonic Quad",
              "Additional cost (Orne Library)", "investigates Orne Library", "ST.1", "ST.8")


def test_ex07_the_bonus_is_added_to_all_modifiers_not_to_the_floored_zero():
    texts, trace = _texts("ex07-lucky-modifiers")
    st5, st6, lucky, again = _in_order(
        texts, "ST.5: Danny's modified skill value: agility 4 \u2212 8 ([-8] token) = -4 \u2014 below zero, treated as 0",
        "ST.6: Danny fails", "Lucky! [fast event]",
        "agility 4 \u2212 8 ([-8] token) + 2 (Lucky!) = -2 \u2014 below zero, treated as 0; Danny still fails")
    assert "ahlcg/rr/modifiers" in trace.steps[again].rules
    assert trace.final_state["cards"]["Ghoul Minion"]["engaged"] == "Danny"


def test_ex08_both_aspects_resolve_before_the_after_ability():
    texts, _ = _texts("ex08-all-aspects-before-after")
    _in_order(texts, "Roland Banks gains 3 resources", "Roland Banks draws 3 cards", "'after' window",
              "Mary Kingsley [reaction]", "Windfall: placed in its owner's discard pile")


def test_ex10_when_before_the_spawn_and_after_after_the_whole_draw():
    texts, trace = _texts("ex10-when-and-after-drawing-an-enemy")
    _in_order(texts, "1.4 Each investigator draws 1 encounter card", "Step 1: Roland Banks draws Flesh-Eater",
              "'when' window", "When you draw an enemy card", "Step 4: Flesh-Eater spawns at Attic",
              "'after' window", "After you draw an enemy card", "Player window (after 1.4")
    assert trace.final_state["cards"]["Flesh-Eater"]["location"] == "Attic"


def test_ex11_would_resolves_before_when():
    texts, _ = _texts("ex11-would-before-when")
    _in_order(texts, "'would' window", "would deal damage to you: Gain 1 resource", "'when' window",
              "deals damage to you: Draw 1 card", "Step 2, apply simultaneously: 1 damage on Roland Banks")


def test_ex12_the_lasting_effect_expires_before_the_delayed_effect_initiates():
    texts, trace = _texts("ex12-until-end-of-phase")
    _in_order(texts, "2.3 Investigation phase ends", "Lasting effect expires as the phase ends",
              "'at' window \u2014 the investigation phase ends", "Roland Banks [delayed]", "Roland Banks gains 2 resources")
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert roland["resources"] == 2 and roland["lasting"] == []


def test_ex13_the_horror_and_agnes_reaction_come_during_st3_before_st4():
    texts, trace = _texts("ex13-shrivelling-horror-at-st3")
    k = _in_order(texts, "ST.3: Agnes Baker reveals", "reveals skull", "Shrivelling [forced]",
                  "1 horror on Agnes Baker", "Agnes Baker [reaction]", "1 damage on Ravenous Ghoul", "ST.4: [skull]",
                  "ST.5: Agnes Baker's modified skill value: willpower 5 + 2 (Shrivelling) \u2212 1 ([skull] token) = 6",
                  "ST.6", "Result: Agnes Baker's attack deals 1 damage to Ghoul Minion", "ST.8")
    assert trace.steps[k[3]].depth == 1 and trace.steps[k[5]].depth == 2 and trace.steps[k[6]].depth == 0


def test_ex25_the_second_test_waits_for_the_first_and_its_action():
    texts, trace = _texts("ex25-nested-skill-test")
    _in_order(texts, "ST.1: Ursula Downs begins an intellect test (base intellect 4) against Ruins",
              "plays Expose Weakness", "A skill test cannot initiate during another skill test",
              "Expose Weakness: placed in its owner's discard pile", "ST.3", "discovers 1 clue at Ruins",
              "ST.8", "The waiting skill test now initiates", "ST.1: Ursula Downs begins an intellect test "
              "(base intellect 4) against difficulty 3 (Expose Weakness)", "ST.8")
    assert "ahlcg/glossary/nested-skill-tests" in trace.steps[_at(texts, "cannot initiate")].rules


def test_ex26_the_standard_actions_are_lost_first_and_the_tome_ability_uses_the_additional_action():
    texts, trace = _texts("ex26-daisy-walker-additional-action")
    lose, tome, qualifies, draw, paid, none_left = _in_order(
        texts, "Daisy Walker loses 2 actions (Lost Hours): standard actions 3 \u2192 1; the standard actions are lost "
        "first, so the additional action is kept", "Daisy Walker takes an action (1 left + 1 additional): activate "
        "Dusty Tome", "qualifies for Daisy Walker's additional action", "Daisy Walker takes an action (1 left): draw",
        "Cost paid: 1 action (actions 1 \u2192 0)", "Daisy Walker has no actions left")
    assert "ahlcg/faq/1-10" in trace.steps[qualifies].rules and "ahlcg/faq/1-10" in trace.steps[lose].rules
    daisy = trace.final_state["investigators"]["Daisy Walker"]
    assert (daisy["actions"], daisy["hand"]) == (0, ["Magnifying Glass", "Flashlight"])


def test_ex34_frost_reveals_another_and_a_second_frost_fails():
    texts, trace = _texts("ex34-frost-tokens")
    _in_order(texts, "reveals frost, +1 from the chaos bag (frost: reveal another token)",
              "intellect 3 \u2212 1 ([frost] token) + 1 ([+1] token) = 3", "ST.6: Bob Jenkins succeeds",
              "reveals frost, frost from the chaos bag (frost: reveal another token; a second frost token: the reveal "
              "step ends at once", "ST.6: Bob Jenkins fails (automatic failure")
    assert trace.final_state["investigators"]["Bob Jenkins"]["clues"] == 1


def test_ex30_before_enemies_engage_you_occurs_with_no_enemy_there():
    texts, trace = _texts("ex30-track-shoes-no-enemies")
    enters, point, window, shoes, cellar, engaged, left = _in_order(
        texts, "leaves Hallway and enters Parlor",
        "ready unengaged enemies at Parlor would engage Wendy Adams (no enemy is there, but the timing point still "
        "occurs)", "'when' window \u2014 enemies at Parlor would engage Wendy Adams: Track Shoes [reaction]",
        "Track Shoes [reaction]", "enters Cellar", "Ghoul Minion and Wendy Adams become engaged",
        "Wendy Adams is no longer at Parlor: no enemy there engages Wendy Adams")
    assert "ahlcg/faq/q-can-i-use-the-ability-on-track-shoes" in trace.steps[point].rules
    assert trace.steps[engaged].depth == 1 and trace.steps[left].depth == 0
    assert trace.final_state["cards"]["Ghoul Minion"]["engaged"] == "Wendy Adams"
    assert trace.final_state["cards"]["Track Shoes"]["exhausted"] is True


def test_ex31_the_location_was_entered_unflooded_so_no_struggle_for_air_damage():
    trace = replay(load_example("ex31-flood-after-reveal"), all_windows=True)
    texts = [s.text for s in trace.steps]
    _in_order(texts, "leaves Flooded Cavern and enters Tidal Tunnel",
              "Agnes Baker has entered an unflooded location (Tidal Tunnel)", "Tidal Tunnel is revealed",
              "The Flood Begins [forced]", "Tidal Tunnel's flood level increases: unflooded \u2192 partially-flooded",
              "2.2.2: Agnes Baker's turn ends", "'when' window \u2014 Agnes Baker's turn ends: no abilities")
    assert not any("5 damage" in t for t in texts)
    agnes = trace.final_state["investigators"]["Agnes Baker"]
    assert agnes["damage"] == 0
    assert trace.final_state["locations"]["Tidal Tunnel"]["flood"] == "partially-flooded"


def test_ex31_contrast_entering_a_location_already_fully_flooded_is_struggling_for_air():
    data = _example_data("ex31-flood-after-reveal")
    data["locations"][1]["flood"] = "fully-flooded"
    trace = replay(situation_from_data(data))
    texts = [s.text for s in trace.steps]
    _in_order(texts, "Agnes Baker has entered a fully-flooded location (Tidal Tunnel)", "2.2.2: Agnes Baker's turn ends",
              "Agnes Baker [delayed]", "5 damage on Agnes Baker")
    assert trace.final_state["investigators"]["Agnes Baker"]["damage"] == 5


def test_ex44_a_flipped_location_does_not_leave_play_and_everything_at_it_stays():
    texts, trace = _texts("ex44-spectral-flip")
    draw, flip, discard = _in_order(
        texts, "Father Mateo draws Spectral Shift", "Chapel flips to its other side (shroud 2 \u2192 4",
        "Spectral Shift is placed in the encounter discard pile")
    assert "It does not leave play" in texts[flip] and "2 clues and 1 doom stay on it" in texts[flip]
    assert "still at it: Father Mateo, Holy Rosary, Heretic, Haunting Chill" in texts[flip]
    assert "ahlcg/faq/q-when-a-location-flips-from-its-non-spectral" in trace.steps[flip].rules
    assert not any("Haunting Chill [forced]" in t or "horror on" in t for t in texts)
    final = trace.final_state
    assert final["locations"]["Chapel"] == {"clues": 2, "revealed": True, "flood": "unflooded", "shroud": 4, "doom": 1}
    assert final["cards"]["Haunting Chill"]["location"] == "Chapel" and final["cards"]["Heretic"]["location"] == "Chapel"
    assert final["doom_in_play"] == 1


def test_ex35_the_excess_damage_of_a_defeated_swarm_card_defeats_the_other():
    texts, trace = _texts("ex35-swarming-excess-damage")
    _in_order(texts, "engaged with Stealthy Zoog, Stealthy Zoog (swarm card 1), Stealthy Zoog (swarm card 2)",
              "2 damage on Stealthy Zoog (swarm card 1) (0 \u2192 2 of 1)", "Stealthy Zoog (swarm card 1) is defeated",
              "placed on the bottom of its owner's deck",
              "The excess 1 damage of the defeated swarm card may be dealt to another swarm card",
              "1 damage on Stealthy Zoog (swarm card 2)", "Stealthy Zoog (swarm card 2) is defeated", "ST.8")
    cards = trace.final_state["cards"]
    assert cards["Stealthy Zoog"]["damage"] == 0 and cards["Stealthy Zoog"]["engaged"] == "Tony Morgan"
    assert "Stealthy Zoog (swarm card 1)" not in cards and "Stealthy Zoog (swarm card 2)" not in cards


def test_ex35_contrast_the_host_cannot_be_defeated_while_swarm_cards_remain_and_the_pack_is_evaded_as_one():
    data = _example_data("ex35-swarming-excess-damage")
    data["do"] = [{"who": "Tony Morgan", "action": "activate", "card": ".41 Derringer", "enemy": "Stealthy Zoog"},
                  {"who": "Tony Morgan", "action": "evade", "enemy": "Stealthy Zoog (swarm card 2)", "result": "success"}]
    data["choices"] = []
    trace = replay(situation_from_data(data))
    texts = [s.text for s in trace.steps]
    _in_order(texts, "2 damage on Stealthy Zoog (0 \u2192 2 of 1)",
              "Stealthy Zoog cannot be defeated while it still has swarm cards underneath it",
              "Stealthy Zoog (swarm card 2) is exhausted and no longer engaged with Tony Morgan",
              "exhaust and disengage as a single entity: Stealthy Zoog, Stealthy Zoog (swarm card 1) too")
    cards = trace.final_state["cards"]
    assert cards["Stealthy Zoog"]["damage"] == 2 and cards["Stealthy Zoog"]["zone"] == "play"
    assert all(cards[n]["engaged"] is None and cards[n]["exhausted"] for n in
               ("Stealthy Zoog", "Stealthy Zoog (swarm card 1)", "Stealthy Zoog (swarm card 2)"))


def test_ex32_an_unsuccessful_then_a_successful_exploration():
    texts, trace = _texts("ex32-explore")
    k = _in_order(texts, "takes an action (3 left): activate Expedition into the Wild", "bold Explore designator",
                  "draws Circuitous Trail (location) from the exploration deck",
                  "Circuitous Trail is not connected to Expedition Camp: it is placed next to the exploration deck",
                  "draws Low on Supplies (treachery)", "the exploration is unsuccessful",
                  "Low on Supplies is placed in the encounter discard pile",
                  "After the action has ended, each location next to the exploration deck is shuffled back into it: "
                  "Circuitous Trail", "takes an action (2 left)", "draws Path of Thorns (location)",
                  "Path of Thorns is put into play with 2 clues on it (its clue value)",
                  "the exploration is successful", "leaves Expedition Camp and enters Path of Thorns")
    assert trace.steps[k[7]].depth == 0
    final = trace.final_state
    assert final["investigators"]["Ursula Downs"]["location"] == "Path of Thorns"
    assert final["locations"]["Path of Thorns"]["clues"] == 2
    assert final["exploration_deck"] == ["Circuitous Trail"] and final["encounter_discard"] == ["Low on Supplies"]


def test_ex32_contrast_a_deck_that_runs_out_ends_the_exploration_neither_successful_nor_not():
    data = _example_data("ex32-explore")
    data["exploration-deck"] = data["exploration-deck"][:1]
    data["exploration-deck"][0]["connections"] = []
    data["do"] = data["do"][:1]
    texts = [s.text for s in replay(situation_from_data(data)).steps]
    _, out, _ = _in_order(texts, "draws Circuitous Trail", "The exploration deck has run out",
                          "shuffled back into it: Circuitous Trail")
    assert "neither successful nor unsuccessful" in texts[out]


def test_ex33_exposing_a_decoy_instead_of_a_clue_then_the_assassin_by_evading():
    texts, trace = _texts("ex33-concealed")
    _in_order(texts, "Working a Hunch's effects resolve",
              "chooses to expose Concealed mini-card A instead of discovering clues at Velma's Diner",
              "Concealed mini-card A is flipped to its revealed side: a decoy, set aside",
              "enters Curiositie Shoppe", "takes an action (2 left): evade Concealed mini-card B",
              "against Curiositie Shoppe's shroud 3 (concealed mini-card)", "ST.6: Kymani Jones succeeds",
              "Concealed mini-card B is exposed (instead of being evaded)",
              "Coterie Assassin is exposed: it leaves the shadows and is placed at Curiositie Shoppe",
              "Coterie Assassin and Kymani Jones become engaged",
              "Another enemy remains in the shadows (Coterie Agent): the other concealed mini-cards stay in play")
    final = trace.final_state
    assert final["investigators"]["Kymani Jones"]["clues"] == 0 and final["locations"]["Velma's Diner"]["clues"] == 2
    assert final["cards"]["Coterie Assassin"]["engaged"] == "Kymani Jones" and final["shadows"] == ["Coterie Agent"]
    assert final["concealed"]["Concealed mini-card C"] == {"location": "Train Station", "zone": "play"}
    assert final["concealed"]["Concealed mini-card A"]["zone"] == "set-aside"


def test_ex33_contrast_without_an_expose_choice_the_clue_is_discovered_and_the_last_exposure_clears_the_rest():
    data = _example_data("ex33-concealed")
    data["choices"] = []
    data["cards"] = data["cards"][1:]
    data["concealed"][2].pop("enemy")
    trace = replay(situation_from_data(data))
    texts = [s.text for s in trace.steps]
    _in_order(texts, "could expose Concealed mini-card A at Velma's Diner instead of discovering clues; no `expose` "
              "choice given", "Kymani Jones takes 1 clue from Velma's Diner",
              "No enemy is left in the shadows: every remaining concealed mini-card is set aside, out of play "
              "(Concealed mini-card A, Concealed mini-card C)")
    assert trace.final_state["concealed"]["Concealed mini-card C"]["zone"] == "set-aside"


def test_ex45_charons_obol_triggers_while_experience_is_earned_between_v_a_and_v_b():
    texts, trace = _texts("ex45-charons-obol")
    point, count, window, obol, extra, base, purchase, record = _in_order(
        texts, "A resolution point is reached (R1)", "Experience, step 1 (count experience)",
        "'when' window \u2014 Leo Anderson earns 4 experience", "Charon's Obol [forced]",
        "Leo Anderson earns 2 additional experience (Charon's Obol): experience 3 \u2192 5",
        "Leo Anderson earns 4 experience: experience 5 \u2192 9", "Experience, step 2 (purchase new cards): not now",
        "Experience, step 3")
    assert trace.steps[extra].depth == 1 and "ahlcg/rr/campaign-play/experience" in trace.steps[count].rules
    assert {k: v["experience"] for k, v in trace.final_state["investigators"].items()} == {
        "Leo Anderson": 9, "Ursula Downs": 4}


def test_ex38_sefina_replaces_her_opening_hand_and_the_modifier_alters_both_numbers():
    texts, trace = _texts("ex38-sefina-opening-hand")
    roland, would, replaced, both, drawn, beneath, kept, rest, mulligan, back = _in_order(
        texts, "Roland Banks draws (opening hand)", "'would' window \u2014 Sefina Rousseau's opening-hand draw",
        "Sefina Rousseau's opening-hand draw is replaced", "alters both the cards drawn (13 \u2192 14) and the cards "
        "kept (8 \u2192 9)", "Sefina Rousseau draws (Sefina Rousseau's ability)", "beneath Sefina Rousseau",
        "Sefina Rousseau keeps 9 cards as the opening hand", "discards the rest: Drawn to the Flame",
        "Roland Banks sets aside Evidence!", "Step 8 is complete: Paranoia shuffled back")
    assert "ahlcg/glossary/replacing-an-opening-hand" in trace.steps[both].rules
    assert len(texts[drawn].split(": ", 1)[1].split(", ")) == 14
    sefina = trace.final_state["investigators"]["Sefina Rousseau"]
    assert len(sefina["hand"]) == 9 and sefina["discard"] == ["Drawn to the Flame"]


def test_ex39_time_warp_returns_the_exact_prior_state_except_itself_and_its_costs():
    texts, trace = _texts("ex39-time-warp")
    drew, window, played, paid, undone, discarded = _in_order(
        texts, "Roland Banks draws: Beat Cop", "'after' window \u2014 Roland Banks's draw action: Time Warp",
        "Agnes Baker plays Time Warp", "costs paid simultaneously: 1 resource (resources 3 \u2192 2)",
        "Undone: Roland Banks's draw action", "Time Warp: placed in its owner's discard pile")
    assert "actions 2 \u2192 3; Beat Cop back on top of the deck" in texts[undone]
    assert "ahlcg/errata/card-time-warp" in trace.steps[undone].rules
    roland, agnes = (trace.final_state["investigators"][n] for n in ("Roland Banks", "Agnes Baker"))
    assert (roland["actions"], roland["hand"]) == (3, [])
    assert (agnes["resources"], agnes["hand"], agnes["discard"]) == (2, [], ["Time Warp"])


def test_ex29_one_cumulative_instance_then_one_separate_effect_per_point():
    texts, trace = _texts("ex29-for-each-point-you-fail-by")
    first = _in_order(texts, "ST.6: Roland Banks fails (1 is less than the difficulty 4; by 3)",
                      "single cumulative effect (amount 3)", "deals 3 horror to Roland Banks",
                      "Hypothetical Ward [reaction]:", "1 horror prevented: 2 horror will be applied",
                      "2 horror on Roland Banks (0 \u2192 2 of 5)", "ST.8")
    second = _in_order(texts, "each of the 3 instances resolves as a separate effect",
                       "Instance 1 of 3", "chooses (0) lose 1 action", "loses 1 action (actions 1 \u2192 0)",
                       "Instance 2 of 3", "chooses (1) take 1 horror", "deals 1 horror to Roland Banks",
                       "1 horror prevented", "Instance 3 of 3", "chooses (1) take 1 horror",
                       "deals 1 horror to Roland Banks", "1 horror prevented", "ST.8")
    wards = [k for k, t in enumerate(texts) if t.startswith("Hypothetical Ward [reaction]")]
    assert [k for k in wards if first[0] < k < first[-1]] == [first[3]]  # one instance: one opportunity
    assert len([k for k in wards if second[0] < k < second[-1]]) == 2  # one per horror instance
    assert "ahlcg/glossary/for-each" in trace.steps[first[1]].rules
    roland = trace.final_state["investigators"]["Roland Banks"]
    assert (roland["horror"], roland["actions"]) == (2, 0)
    assert trace.final_state["cards"]["Hypothetical Ward"]["uses"] == 1


def test_ex29_an_optional_amount_is_not_calculated_at_once_and_resolves_per_point():
    data = _example_data("ex29-for-each-point-you-fail-by")
    dread = data["encounter-deck"][0]["abilities"][0]["effects"][0]["fail"][0]
    dread["effects"][0]["may"] = True  # "you may take 1 horror": a choice for each point
    texts = [s.text for s in replay(situation_from_data(data)).steps]
    _in_order(texts, "each of the 3 instances resolves as a separate effect", "Instance 1 of 3",
              "deals 1 horror to Roland Banks", "Instance 2 of 3", "Instance 3 of 3")


def test_ex36_costs_before_the_colon_are_ignored_and_the_charge_after_it_is_paid():
    texts, trace = _texts("ex36-ignoring-all-costs")
    k = _in_order(
        texts, "plays Word of Woe", "uses Earthly Serenity's [action] ability",
        "costs ignored (Word of Woe: \u201cignoring all costs\u201d): the costs before the colon of Earthly "
        "Serenity's ability (2 actions) are not paid", "Step 3: Earthly Serenity's effects",
        "cost after the colon paid as the effect resolves: 1 use (Earthly Serenity uses 4 \u2192 3)",
        "Agnes Baker: horror 3 \u2192 1")
    assert "ahlcg/glossary/ignoring-all-costs" in trace.steps[k[2]].rules
    assert trace.final_state["investigators"]["Agnes Baker"]["actions"] == 3
    assert trace.final_state["cards"]["Earthly Serenity"]["uses"] == 3


def test_ex36_without_a_charge_the_heal_after_the_colon_does_not_resolve():
    data = _example_data("ex36-ignoring-all-costs")
    data["cards"][0]["uses"] = 0
    trace = replay(situation_from_data(data))
    texts = [s.text for s in trace.steps]
    _in_order(texts, "costs ignored", "1 use must be paid after the colon as the effect resolves; Agnes Baker "
              "cannot pay it, so \u201cheal 2 horror from an investigator at your location\u201d does not resolve")
    assert trace.final_state["investigators"]["Agnes Baker"]["horror"] == 3


def test_ex22_olive_first_declared_before_the_draw_and_revealed_at_once():
    texts, trace = _texts("ex22-olive-then-statue")
    k = _in_order(texts, "ST.3: Agnes Baker would reveal a chaos token: effects that replace it are declared before",
                  "Olive McBride: declared before any token is drawn: reveal 3", "Grotesque Statue: declared before any "
                  "token is drawn: reveal 2", "Grotesque Statue is declared for one of Olive McBride's tokens",
                  "reveals 4 chaos tokens from the chaos bag at once", "Olive McBride: Agnes Baker chooses 2 of the 3 "
                  "to resolve: Grotesque Statue's 2 tokens (skull, +1), treated as 1 revealed token; 0 \u2014 and "
                  "ignores -3", "Grotesque Statue: Agnes Baker chooses 1 of the 2 to resolve: +1 \u2014 and ignores "
                  "skull", "intellect 2 + 1 ([+1] token) + 0 ([0] token) = 3", "ST.6: Agnes Baker succeeds",
                  "tokens (skull, +1, 0, -3) returned to the chaos bag")
    assert sum("reveals 4 chaos tokens" in t for t in texts) == 1  # one simultaneous reveal, no peeking between
    assert not any("ST.4: [skull]" in t for t in texts)  # an ignored token has no effect
    assert "ahlcg/faq/q-can-i-use-two-cards-that-replace-1" in trace.steps[k[4]].rules


def test_ex22_statue_first_the_olive_tokens_count_as_one_and_the_auto_fail_is_ignored():
    texts, _ = _texts("ex22-statue-then-olive")
    _in_order(texts, "Order chosen (choices[0]): Grotesque Statue, then Olive McBride",
              "Olive McBride is declared for one of Grotesque Statue's tokens: that token is replaced by 3",
              "Grotesque Statue: Agnes Baker chooses 1 of the 2 to resolve: Olive McBride's 3 tokens (+1, 0, -3), "
              "treated as 1 revealed token \u2014 and ignores auto-fail",
              "Olive McBride: Agnes Baker chooses 2 of the 3 to resolve: +1; 0 \u2014 and ignores -3",
              "ST.6: Agnes Baker succeeds")


def test_ex22_resolving_the_auto_fail_instead_fails_the_test():
    data = _example_data("ex22-statue-then-olive")
    data["tests"][0]["resolve"] = ["auto-fail"]
    texts = [s.text for s in replay(situation_from_data(data)).steps]
    _in_order(texts, "chooses 1 of the 2 to resolve: auto-fail \u2014 and ignores Olive McBride's 3 tokens",
              "ST.6: Agnes Baker fails (automatic failure")
    assert not any(t.startswith("Olive McBride: Agnes Baker chooses") for t in texts)


def test_ex23_both_resolved_tokens_are_sealed_and_later_both_are_resolved():
    texts, trace = _texts("ex23-premonition-and-olive")
    k = _in_order(
        texts, "Premonition is put into play under Agnes Baker's control",
        "Agnes Baker would reveal a chaos token (outside a skill test): effects that replace it are declared",
        "Olive McBride: declared before any token is drawn: reveal 3", "reveals 3 chaos tokens from the chaos bag at once",
        "Olive McBride: Agnes Baker chooses 2 of the 3 to resolve: +1; 0 \u2014 and ignores -4",
        "Revealed outside a skill test, a token has no effect on its own",
        "Premonition: +1, 0 (the revealed tokens) sealed on Premonition: removed from the chaos bag",
        "stays in play instead of being placed in the discard pile",
        "ST.3: Agnes Baker would reveal a chaos token", "Premonition [forced]",
        "resolves the tokens sealed on Premonition (+1, 0) as if just revealed from the chaos bag: none is drawn",
        "ST.3: Agnes Baker resolves +1, 0 (sealed on Premonition) as if just revealed",
        "Premonition: discard Premonition", "+1, 0 sealed on Premonition are released as Premonition leaves play",
        "intellect 2 + 1 ([+1] token) + 0 ([0] token) = 3", "ST.6: Agnes Baker succeeds",
        "were not drawn from the chaos bag, so this step does not return them")
    assert {"ahlcg/faq/2-5", "ahlcg/glossary/seal"} <= set(trace.steps[k[6]].rules)
    # Premonition's forced ability had nothing sealed at its own reveal: it did not initiate there, and
    # the trace says why (an ability whose triggering condition occurs is never dropped without a word).
    assert [t for t in texts[:k[8]] if t.startswith("Premonition [forced]:")] == []
    assert any(t.startswith("Premonition [forced] triggers on") and "does not initiate" in t for t in texts[:k[8]])
    assert not any(t.startswith("Olive McBride [reaction]") for t in texts[k[8]:])  # exhausted: no second use
    final = trace.final_state
    assert final["cards"]["Premonition"]["zone"] == "discard" and "sealed" not in final["cards"]["Premonition"]
    assert sorted(final["chaos_bag"]) == sorted(["+1", "0", "0", "-1", "-2", "-4", "skull", "auto-fail", "elder-sign"])
    assert trace.unresolved == ()


def test_ex23_without_olive_one_token_is_sealed_and_resolved():
    data = _example_data("ex23-premonition-and-olive")
    data["cards"] = []  # no Olive McBride
    data["reveals"] = [{"who": "Agnes Baker", "tokens": ["-2"]}]
    texts = [s.text for s in replay(situation_from_data(data)).steps]
    _in_order(texts, "Agnes Baker reveals -2 from the chaos bag (reveals[0])", "Premonition: -2 (the revealed token) "
              "sealed on Premonition", "resolves the token sealed on Premonition (-2)", "intellect 2 \u2212 2 ([-2] token) = 0",
              "ST.6: Agnes Baker fails")


def test_ex36_knowledge_is_power_ignores_the_action_and_exhausting_but_the_secret_is_paid():
    texts, trace = _texts("ex36-knowledge-is-power")
    k = _in_order(
        texts, "plays Knowledge is Power", "uses Old Book of Lore's [action] ability",
        "costs ignored (Knowledge is Power: \u201cignoring all costs\u201d): the costs before the colon of Old Book "
        "of Lore's ability (1 action, exhaust the card) are not paid",
        "searches the top 3 cards of the deck: Dr. Milan Christopher, Magnifying Glass, Deduction",
        "finds Magnifying Glass", "cost after the colon paid as the effect resolves: 1 use (Old Book of Lore uses 2 "
        "\u2192 1)", "plays Magnifying Glass", "not a play action, so no action is spent",
        "costs paid simultaneously: 1 resource (resources 3 \u2192 2)", "Magnifying Glass is played: it enters play",
        "Knowledge is Power: placed in its owner's discard pile")
    assert "ahlcg/glossary/ignoring-all-costs" in trace.steps[k[2]].rules
    assert "ahlcg/rr/search" in trace.steps[k[3]].rules
    final = trace.final_state
    assert final["investigators"]["Daisy Walker"]["actions"] == 3
    assert final["cards"]["Old Book of Lore"]["exhausted"] is False and final["cards"]["Old Book of Lore"]["uses"] == 1
    assert final["cards"]["Magnifying Glass"]["zone"] == "play"


def test_ex36_without_a_secret_the_found_card_is_drawn_but_not_played():
    data = _example_data("ex36-knowledge-is-power")
    data["cards"][0]["uses"] = 0
    trace = replay(situation_from_data(data))
    texts = [s.text for s in trace.steps]
    _in_order(texts, "costs ignored", "finds Magnifying Glass", "1 use must be paid after the colon as the effect "
              "resolves; Daisy Walker cannot pay it, so \u201cplay that card\u201d does not resolve")
    assert "Magnifying Glass" in trace.final_state["investigators"]["Daisy Walker"]["hand"]


def test_ex36_a_card_not_among_the_searched_ones_is_not_found():
    data = _example_data("ex36-knowledge-is-power")
    data["cards"][0]["abilities"][0]["effects"][0]["card"] = "Mind over Matter"  # the fourth card
    data["cards"][0]["abilities"][0]["effects"][1]["effects"][0]["card"] = "Mind over Matter"
    texts = [s.text for s in replay(situation_from_data(data)).steps]
    _in_order(texts, "searches the top 3 cards", "Mind over Matter is not among the searched cards: the search finds "
              "nothing", "Mind over Matter is not in Daisy Walker's hand: it cannot be played")
