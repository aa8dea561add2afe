"""The engine's timing points the reader's triggering conditions name (``kb/cardtext/trigger_events.py``): an enemy
evaded (Evade), an agenda advancing by reaching its doom threshold (Doom), the game ending as the scenario ends
(Winning and Losing), and a card named by its title (every copy of it). Each from the rule's sentence, in a minimal
situation; the abilities are printed text, read as the reader reads it."""

from __future__ import annotations

AFTER_EVADE = "[reaction] After you evade an enemy: Gain 1 resource."


def _evading(world, result):
    world["cards"] = [
        {"name": "Pickpocket", "type": "asset", "controller": "Roland", "text": AFTER_EVADE},
        {"name": "Ghast", "type": "enemy", "engaged": "Roland", "health": 3, "evade": 2, "attack": {"damage": 1}}]
    world["do"] = [{"who": "Roland", "action": "evade", "enemy": "Ghast", "result": result}]
    return world


def test_evade_a_successful_evasion_evades_the_enemy_then_after_abilities_trigger(world, run, find):
    trace = run(_evading(world, "success"))
    assert find(trace, "Ghast is evaded") < find(trace, "Ghast is exhausted and no longer engaged with Roland") \
        < find(trace, "Pickpocket [reaction]")
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5 - 0 + 1


def test_evade_a_failed_evasion_attempt_evades_nothing(world, run):
    trace = run(_evading(world, "fail"))
    assert not any("Pickpocket [reaction]" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["resources"] == 5


def test_evade_an_enemy_named_by_its_title_matches_each_copy(world, run, find):
    world = _evading(world, "success")
    world["cards"][0]["text"] = "[reaction] After Ghast is evaded: Gain 1 resource."
    world["cards"][1]["name"] = "Ghast #2"
    world["do"][0]["enemy"] = "Ghast #2"
    trace = run(world)
    assert find(trace, "Ghast #2 is evaded") < find(trace, "Pickpocket [reaction]")


AGENDA = "<b>Forced</b> - When this agenda advances by reaching its doom threshold: Each investigator takes 1 horror."


def test_doom_an_agenda_reaching_its_threshold_advances_via_doom(world, run, find):
    world["round"] = 2
    world.update(start="1.2", until="1.3")
    world.pop("turn")
    world["cards"] = [{"name": "Agenda 1a", "type": "agenda", "doom": 2, "threshold": 3, "text": AGENDA}]
    world["agenda-deck"] = [{"name": "Agenda 2a", "type": "agenda", "threshold": 6}]
    trace = run(world)
    assert find(trace, "the agenda deck advances") < find(trace, "Agenda 1a [forced]") \
        < find(trace, "Step 1: all doom is removed")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def test_doom_an_agenda_advanced_by_a_card_effect_is_not_via_doom(world, run):
    world["cards"] = [{"name": "Agenda 1a", "type": "agenda", "doom": 0, "threshold": 9, "text": AGENDA},
                      {"name": "Lever", "type": "asset", "controller": "Roland",
                       "abilities": [{"kind": "free", "text": "[free]: Advance the current agenda. (hypothetical)",
                                      "effects": [{"effect": "advance", "to": "current-agenda"}]}]}]
    world["agenda-deck"] = [{"name": "Agenda 2a", "type": "agenda", "threshold": 6}]
    world["do"] = [{"who": "Roland", "use": "Lever"}]
    trace = run(world)
    assert any("The agenda deck advances: Agenda 1a" in s.text for s in trace.steps)
    assert not any("Agenda 1a [forced]" in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["horror"] == 0


def test_winning_and_losing_the_game_ends_once_for_every_investigator_still_playing(world, run, find):
    world["cards"] = [
        {"name": "The Chamber of the Beast", "type": "act",
         "text": "<b>Objective</b> - If Silas Bishop is defeated: <b>(\u2192R1)</b>"},
        {"name": "Silas Bishop", "type": "enemy", "location": "Hall", "health": 1, "fight": 1, "evade": 1,
         "attack": {"damage": 1, "horror": 1}},
        {"name": "Debts", "type": "treachery", "threat-area": "Roland",
         "text": "<b>Forced</b> - When the game ends: Take 1 horror."}]
    world["resolutions"] = {"R1": {"text": "You have defeated the beast."}}
    world["do"] = [{"who": "Roland", "action": "fight", "enemy": "Silas Bishop", "result": "success"}]
    trace = run(world)
    assert find(trace, "Winning and losing") < find(trace, "the game ends") < find(trace, "Debts [forced]: ")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


KEEPSAKE = "[fast] Discard Keepsake: Gain 1 resource.\n<b>Forced</b> - When Keepsake would be discarded: Take 1 horror."


def test_discard_piles_a_card_discarded_from_play_leaves_play_via_discard(world, run, find):
    world["cards"] = [{"name": "Keepsake", "type": "asset", "controller": "Roland", "text": KEEPSAKE}]
    world["do"] = [{"who": "Roland", "use": "Keepsake"}]
    trace = run(world)
    assert find(trace, "'would' window \u2014 Keepsake leaves play") < find(trace, "Keepsake [forced]: ") \
        < find(trace, "Keepsake is discarded: placed on Roland's discard pile")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def test_discard_piles_a_defeated_asset_goes_to_the_discard_pile_and_so_is_discarded(world, run, find):
    world["cards"] = [{"name": "Keepsake", "type": "asset", "controller": "Roland", "health": 1, "text": KEEPSAKE},
                      {"name": "Lever", "type": "asset", "controller": "Roland", "abilities": [
                          {"kind": "free", "text": "[free]: Deal 1 damage to Keepsake. (hypothetical)",
                           "effects": [{"effect": "deal-damage", "amount": 1, "to": "Keepsake"}]}]}]
    world["do"] = [{"who": "Roland", "use": "Lever"}]
    trace = run(world)
    assert find(trace, "Keepsake is defeated") < find(trace, "Keepsake [forced]: ")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def test_discard_piles_a_card_removed_from_the_game_is_not_discarded(world, run):
    world["cards"] = [{"name": "Keepsake", "type": "asset", "controller": "Roland", "text": KEEPSAKE},
                      {"name": "Lever", "type": "asset", "controller": "Roland", "abilities": [
                          {"kind": "free", "text": "[free]: Remove Keepsake from the game. (hypothetical)",
                           "effects": [{"effect": "move-card", "to": "Keepsake", "zone": "removed"}]}]}]
    world["do"] = [{"who": "Roland", "use": "Lever"}]
    trace = run(world)
    assert any("Keepsake" in s.text and "leaves play" in s.text for s in trace.steps)
    assert not any("Keepsake [forced]" in s.text for s in trace.steps)


def test_clues_placed_by_a_card_effect_are_a_timing_point(world, run, find):
    world["cards"] = [
        {"name": "Ghoul", "type": "enemy", "location": "Attic", "health": 3},
        {"name": "Watcher", "type": "asset", "controller": "Roland",
         "text": "[reaction] After 1 or more clues are placed on an enemy in play: Gain 1 resource."},
        {"name": "Lever", "type": "asset", "controller": "Roland", "abilities": [
            {"kind": "free", "text": "[free]: Place 1 clue on Ghoul. (hypothetical)",
             "effects": [{"effect": "place-tokens", "amount": 1, "to": "Ghoul"}]}]}]
    world["do"] = [{"who": "Roland", "use": "Lever"}]
    trace = run(world)
    assert find(trace, "1 clue placed on Ghoul") < find(trace, "Watcher [reaction]: ")
    assert trace.final_state["investigators"]["Roland"]["resources"] == 6


def test_location_cards_the_clue_value_placed_as_a_location_is_revealed_is_a_timing_point(world, run, find):
    world["locations"][1].update({"clues": 0, "revealed": False, "clue-value": 2,
                                  "text": "<b>Forced</b> - After 1 or more clues are placed on Attic: Each investigator takes 1 horror."})
    world["do"] = [{"who": "Roland", "action": "move", "to": "Attic"}]
    trace = run(world)
    assert find(trace, "Attic is revealed") < find(trace, "2 clues placed on Attic, its clue value") \
        < find(trace, "Attic [forced]: ")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


LAST_CLUE = "<b>Forced</b> - After you discover the last remaining clue on Hall: Take 1 horror."


def test_clues_the_last_clue_discovered_triggers_after_it_is_taken(world, run, find):
    world["locations"][0].update({"clues": 1, "text": LAST_CLUE})
    world["do"] = [{"who": "Roland", "action": "investigate", "result": "success"}]
    trace = run(world)
    assert find(trace, "Roland discovers 1 clue") < find(trace, "Hall [forced]: ")
    assert trace.final_state["investigators"]["Roland"]["horror"] == 1


def test_clues_a_clue_discovered_that_leaves_others_is_not_the_last(world, run):
    world["locations"][0].update({"clues": 2, "text": LAST_CLUE})
    world["do"] = [{"who": "Roland", "action": "investigate", "result": "success"}]
    trace = run(world)
    assert not any("Hall [forced]: " in s.text for s in trace.steps)
    assert trace.final_state["investigators"]["Roland"]["horror"] == 0
