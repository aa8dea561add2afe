"""The card smoke harness (``python -m kb.tools.card_smoke FILE``): each ability of a real card is replayed in a
minimal situation where its moment comes; a card passes when every ability resolves or is refused for a stated
reason, and fails by category otherwise."""

from __future__ import annotations

import json

import pytest

from kb.cardtext import parse_card_text
from kb.engine import replay, situation_from_data
from kb.tools import card_scenes, card_smoke

GUARD_DOG = {"code": "01021", "name": "Guard Dog", "type_code": "asset",
             "text": "[reaction] When an enemy attack deals damage to Guard Dog: Deal 1 damage to the attacking enemy."}
PASSENGER = {"code": "02179", "name": "Helpless Passenger", "type_code": "asset",
             "text": "<b>Forced</b> - If Helpless Passenger leaves play: Each investigator takes 1 horror."}
UNREAD = {"code": "99999", "name": "Odd Charm", "type_code": "asset", "text": "Shuffle your discard pile (and."}


def test_a_reaction_to_an_enemy_attack_resolves_in_its_scene():
    verdict = card_smoke.smoke_card(GUARD_DOG)
    assert verdict.passed and verdict.replays == 1


def test_an_ability_on_its_own_card_leaving_play_resolves_in_its_scene():
    verdict = card_smoke.smoke_card(PASSENGER)
    assert verdict.passed, verdict.failures


def test_text_the_reader_leaves_unparsed_fails_the_card_by_category():
    verdict = card_smoke.smoke_card(UNREAD)
    assert not verdict.passed
    assert all(category.startswith("unparsed") for category, _ in verdict.failures)


def test_the_report_counts_passing_cards_by_type_and_failures_by_category(tmp_path, capsys):
    path = tmp_path / "cards.json"
    path.write_text(json.dumps({"cards": [GUARD_DOG, UNREAD, {**GUARD_DOG, "text": ""}]}), encoding="utf-8")
    assert card_smoke.main([str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("2 cards with text: 1 pass (50%)")
    assert "asset            1 / 2" in out
    assert "Odd Charm" in out.split("Failures by category", 1)[1]


@pytest.mark.parametrize("content", ["not json", json.dumps({"cards": [{"name": "no type"}]})])
def test_a_file_that_is_not_card_json_is_a_clear_error(tmp_path, capsys, content):
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    assert card_smoke.main([str(path)]) == 1
    assert capsys.readouterr().err.startswith("Error: ")


def test_a_scene_keeps_only_the_situation_fields_of_what_the_reader_gives():
    """The reader's JSON may say more about its reading (``runnable``, an unsupported card field): the situation
    takes the fields it has, and an ability the reader could not give whole is left to the reader's report."""
    parsed = {"abilities": [
        {"kind": "reaction", "timing": "after", "trigger": {"event": "gain-resources", "who": "you"}, "cost": None,
         "limit": None, "effects": [{"effect": "draw", "amount": 1}], "source_text": "After you gain: draw 1.",
         "runnable": True},
        {"kind": "forced", "timing": None, "trigger": None, "effects": [], "source_text": "Forced – ?",
         "runnable": False}],
        "card": {"uses": 2, "reading": "not a situation field"}}
    data = card_scenes.scene({"name": "Lamp", "type_code": "asset"}, parsed, 0)
    lamp = next(c for c in data["cards"] if c["name"] == "Lamp")
    assert [a["text"] for a in lamp["abilities"]] == ["After you gain: draw 1."]
    assert "runnable" not in lamp["abilities"][0] and "reading" not in lamp and lamp["uses"] == 2


ZOEY = {"code": "02001", "name": "Zoey Samaras", "type_code": "investigator",
        "text": "[reaction] After you become engaged with an enemy: Gain 1 resource.\n[elder_sign] effect: +1. If this "
                "skill test is successful during an attack, that attack deals +1 damage."}
LAST_KING = {"code": "03121", "name": "The Last King", "type_code": "scenario",
             "text": "[tablet]: -4. If you fail, take 1 horror."}


def test_a_chaos_token_line_is_replayed_by_revealing_its_token_in_a_test():
    """Zoey's elder sign: revealed in an attack, +1 at ST.5 and +1 damage to the attack at ST.7."""
    verdict = card_smoke.smoke_card(ZOEY)
    assert verdict.passed, verdict.failures
    (line,) = card_scenes.token_lines(parse_card_text(ZOEY["text"], name="Zoey Samaras",
                                                      type_code="investigator").to_json())
    trace = replay(situation_from_data(card_scenes.token_scene(ZOEY, {}, line)))
    assert any("combat 4 + 1 ([elder-sign] token) = 5" in s.text for s in trace.steps)
    assert trace.final_state["cards"]["Ghoul Minion"]["damage"] == 2


def test_a_scenario_cards_if_you_fail_is_replayed_in_a_failed_test():
    verdict = card_smoke.smoke_card(LAST_KING)
    assert verdict.passed and verdict.replays == 1, verdict.failures


@pytest.mark.parametrize("card", [
    # an effect naming a location by its printed name: the scene connects it
    {"code": "90001", "name": "Old Road", "type_code": "asset", "text": "[action] Exhaust Old Road: Move to Rivertown."},
    # a trigger naming an enemy by its printed name: the scene holds that enemy, engaging or fought
    {"code": "90002", "name": "Watchful Eye", "type_code": "asset",
     "text": "[reaction] After Maniac engages you: Gain 1 resource."},
    {"code": "90003", "name": "Sharp Eye", "type_code": "asset",
     "text": "[reaction] When you attack Mad Patient: Gain 1 resource."},
    # a trigger naming the location the card is attached to: the scene attaches the card
    {"code": "90004", "name": "Tripwire", "type_code": "event",
     "text": "Attach to your location.\n<b>Forced</b> - When an investigator leaves attached location: Take 1 damage."},
    # one ability's trigger names an enemy: every other ability's scene holds it too, and a resolution is no card
    {"code": "90005", "name": "Last Days", "type_code": "agenda",
     "text": "<b>Forced</b> - At the end of the round: Take 1 horror.\n<b>Forced</b> - If Mad Patient is defeated, (→R2)."},
    # a reaction to one of several chaos tokens revealed during a skill test
    {"code": "90006", "name": "Lucky Charm", "type_code": "asset",
     "text": "[reaction] After a [skull] or [cultist] symbol is revealed during a skill test, exhaust Lucky Charm: "
             "Gain 1 resource."},
    # a story card: set aside, resolved when the scenario instructs it
    {"code": "90007", "name": "Respite", "type_code": "story", "text": "Each investigator heals 3 horror."},
    # an act's objective names a location: every scene of the act holds it, whichever ability is replayed
    {"code": "90008", "name": "Into the Tomb", "type_code": "act",
     "text": "<b>Forced</b> - At the end of the round: Take 1 horror.\n<b>Objective</b> - Investigators in the Crypt "
             "of Shadows may spend the requisite number of clues, as a group, to advance."},
    # a location a stated connection names as printed is in the scene (the connection is the card's)
    {"code": "90009", "name": "Gallery Halls", "type_code": "location",
     "text": "Gallery Halls is connected to each copy of Exhibit Room."},
    # a move action from the card to a place named by its title: the place is in the scene, and the move is taken
    {"code": "90017", "name": "Gallery", "type_code": "location",
     "text": "<b>Forced</b> - After you perform a move action during which you move from the Gallery to the Foyer: "
             "Take 1 damage."},
    # an enemy named as spawning: drawn from the encounter deck, it spawns
    {"code": "90010", "name": "Old Cellar", "type_code": "location",
     "text": "<b>Forced</b> - When the Ghoul Priest spawns: Spawn it here instead of at its normal location."},
])
def test_what_a_card_names_is_in_its_scene(card):
    verdict = card_smoke.smoke_card(card)
    assert verdict.passed, verdict.failures


SICKENING = {"code": "03065", "name": "Sickening Reality", "type_code": "story",
             "text": "Each investigator at Constance Dumaine's location takes 1 horror.\nMove each clue from Constance "
                     "Dumaine to her location.\nFlip this card to its enemy side, and switch it with the [[Bystander]] "
                     "asset version of Constance Dumaine, removing that version from the game."}


def test_a_card_that_flips_itself_is_given_its_other_side_and_the_names_inside_selectors():
    """The story card's flip needs the other side (of the type it names), and "Constance Dumaine's location" needs
    Constance Dumaine in the scene: both are given, and the card passes."""
    parsed = parse_card_text(SICKENING["text"], name=SICKENING["name"], type_code="story").to_json()
    data = card_scenes.scene(SICKENING, parsed, -1)
    story = next(c for c in data["set-aside"] if c["name"] == "Sickening Reality")
    assert story["other-side"]["type"] == "enemy"
    assert any(c["name"] == "Constance Dumaine" for c in data["cards"])
    verdict = card_smoke.smoke_card(SICKENING)
    assert verdict.passed, verdict.failures


MADNESS_COILS = {"code": "03317", "name": "Madness Coils", "type_code": "agenda",
                 "text": "Hastur cannot be defeated.\n<b>Forced</b> - If there is at least 3 [per_investigator] damage on "
                         "Hastur: Advance this agenda."}
CONSTANCE = {"code": "03076a", "name": "Constance Dumaine", "type_code": "asset",
             "text": "<b>Forced</b> - When the last clue is removed from Constance Dumaine: Flip this card over and "
                     "resolve its text."}
BASE_OF_THE_HILL = {"code": "02282", "name": "Base of the Hill", "type_code": "location",
                    "text": "Base of the Hill is connected to each copy of Diverging Path.\n[action]: <b>Investigate.</b> "
                            "If you succeed, instead of discovering clues, put a random set-aside Diverging Path into "
                            "play. (Limit once per round.)"}


def _scene_trace(card, index):
    parsed = parse_card_text(card["text"], name=card["name"], type_code=card["type_code"]).to_json()
    return replay(situation_from_data(card_scenes.scene(card, parsed, index)))


def test_a_state_as_a_timing_point_arises_in_its_scene_one_token_short_of_its_bound():
    """A forced 'If <state>:' triggers as the state comes to hold: the scene starts one damage short of 3 per
    investigator on Hastur, and a card deals the last."""
    assert card_smoke.smoke_card(MADNESS_COILS).passed
    trace = _scene_trace(MADNESS_COILS, 1)
    steps = [s.text for s in trace.steps]
    dealt = next(i for i, t in enumerate(steps) if t.startswith("Token Tongs"))
    forced = next(i for i, t in enumerate(steps) if t.startswith("Madness Coils [forced]"))
    assert dealt < forced
    assert trace.final_state["cards"]["Hastur"]["damage"] == 3 * len(trace.final_state["investigators"])


def test_the_last_clue_removed_from_a_card_is_its_timing_point_in_its_scene():
    assert card_smoke.smoke_card(CONSTANCE).passed
    trace = _scene_trace(CONSTANCE, 0)
    assert any(s.text.startswith("Constance Dumaine [forced]") for s in trace.steps)
    assert trace.final_state["cards"]["Constance Dumaine"]["clues"] == 0


def test_a_location_set_aside_by_name_is_not_also_placed_for_the_connection_naming_it():
    data = card_scenes.scene(BASE_OF_THE_HILL, parse_card_text(
        BASE_OF_THE_HILL["text"], name="Base of the Hill", type_code="location").to_json(), 1)
    names = [loc["name"] for loc in data["locations"]] + [c["name"] for c in data.get("set-aside", [])]
    assert names.count("Diverging Path") == 1
    assert card_smoke.smoke_card(BASE_OF_THE_HILL).passed


SNARE_TRAP = {"code": "02183", "name": "Snare Trap", "type_code": "event",
              "text": "Attach to your location. Limit 1 per location.\n<b>Forced</b> - After a non-[[Elite]] enemy "
                      "enters attached location: Exhaust that enemy, disengage it from all investigators, and attach "
                      "Snare Trap to it.\n<b>Forced</b> - When attached enemy would ready: Instead, discard Snare Trap."}


def test_an_enemy_moving_into_a_place_is_a_hunter_moving_in_the_enemy_phase_in_its_scene():
    parsed = parse_card_text(SNARE_TRAP["text"], name="Snare Trap", type_code="event").to_json()
    moving = next(i for i, a in enumerate(parsed["abilities"]) if (a.get("trigger") or {}).get("event") == "enemy-moves")
    trace = _scene_trace(SNARE_TRAP, moving)
    steps = [s.text for s in trace.steps]
    moved = next(i for i, t in enumerate(steps) if t.startswith("Prowler moves from"))
    assert any(t.startswith("Snare Trap [forced]") for t in steps[moved:])
    assert trace.final_state["cards"]["Prowler"]["exhausted"]


def test_an_encounter_asset_put_into_play_at_your_location_is_placed_there_uncontrolled():
    """"Revelation – Put X into play at your location": the scene has it at the location under no one's control
    (Put into Play), so that its "not controlled" ability (Parley: take control of it) is replayed."""
    card = {"code": "90011", "name": '"Lucky" Lou', "type_code": "asset",
            "text": 'While "Lucky" Lou is not controlled by a player, he gains: "[action]: <b>Parley.</b> Test '
                    '[intellect] (3). If successful, take control of "Lucky" Lou."\n'
                    '<b>Revelation</b> - Put "Lucky" Lou into play at your location.'}
    verdict = card_smoke.smoke_card(card)
    assert verdict.passed, verdict.failures
    parsed = parse_card_text(card["text"], name=card["name"], type_code="asset").to_json()
    placed = [c for c in card_scenes.scene(card, parsed, 0)["cards"] if c["name"] == card["name"]]
    assert placed[0]["controller"] is None and placed[0]["location"] == "Start Room"


def test_a_card_only_one_investigators_deck_holds_is_in_his_scene():
    """"Mark Harrigan deck only.": the scene's acting investigator is Mark Harrigan, so what the card says of him
    ("move 1 damage from Mark Harrigan") is in the game."""
    card = {"code": "90012", "name": "Home Comforts", "type_code": "skill",
            "text": "Mark Harrigan deck only.\nIf this skill test is successful during an attack, move 1 damage from "
                    "Mark Harrigan to the attacked enemy."}
    verdict = card_smoke.smoke_card(card)
    assert verdict.passed, verdict.failures


def test_an_enemy_with_added_health_is_one_damage_from_defeat_in_its_defeat_scene():
    """"X gets +3 [per_investigator] health": the scene that defeats it with 1 damage puts the added health's damage
    on it first, so that the defeat its objective waits for happens."""
    card = {"code": "90013", "name": "The Abomination", "type_code": "enemy",
            "text": "The Abomination gets +2 [per_investigator] health.\n<b>Forced</b> - After The Abomination is "
                    "defeated: Each investigator gains 1 resource."}
    verdict = card_smoke.smoke_card(card)
    assert verdict.passed, verdict.failures


def test_an_event_that_attaches_itself_is_attached_in_the_scene_of_its_other_abilities():
    """"Attach X to any location." then a forced ability: the event works only attached, in play (Event Cards), so
    the scene of its forced ability has it attached to the starting room."""
    card = {"code": "90014", "name": "Safe Corner", "type_code": "event",
            "text": "Fast. Attach Safe Corner to any location.\n<b>Forced</b> - At the end of the enemy phase: "
                    "Discard Safe Corner."}
    verdict = card_smoke.smoke_card(card)
    assert verdict.passed, verdict.failures
    parsed = parse_card_text(card["text"], name=card["name"], type_code="event").to_json()
    placed = [c for c in card_scenes.scene(card, parsed, 0)["cards"] if c["name"] == card["name"]]
    assert placed[0]["attached-to"] == "Start Room"


def test_a_card_played_when_you_would_be_defeated_is_played_in_an_attack_that_defeats_you():
    """"Play when you would be defeated": the scene has its investigator one damage short of his health, engaged with
    an enemy whose enemy-phase attack defeats him, so the card is played in that 'would' window."""
    card = {"code": "90015", "name": "Narrow Escape", "type_code": "event",
            "text": "Fast. Play when you would be defeated.\nHeal 2 damage."}
    verdict = card_smoke.smoke_card(card)
    assert verdict.passed, verdict.failures
    parsed = parse_card_text(card["text"], name=card["name"], type_code="event").to_json()
    data = card_scenes.scene(card, parsed, -1)
    assert (data["start"], data["investigators"][0]["damage"]) == ("3.3", data["investigators"][0]["health"] - 1)


def test_when_the_game_ends_is_the_agenda_advancing_to_a_resolution_in_its_scene():
    """"When the game ends": the scene's agenda is one doom short of its threshold and its reverse invokes a
    resolution, so the mythos phase's doom steps end the scenario and the game."""
    card = {"code": "90016", "name": "Lingering Guilt", "type_code": "treachery",
            "text": "<b>Revelation</b> - Put Lingering Guilt into play in your threat area.\n<b>Forced</b> - When "
                    "the game ends: You suffer 1 mental trauma."}
    verdict = card_smoke.smoke_card(card)
    assert verdict.passed, verdict.failures
    parsed = parse_card_text(card["text"], name=card["name"], type_code="treachery").to_json()
    forced = next(i for i, a in enumerate(parsed["abilities"]) if a["kind"] == "forced")
    trace = replay(situation_from_data(card_scenes.scene(card, parsed, forced)))
    assert trace.final_state["outcome"] == "lost"
    assert any("Lingering Guilt [forced]" in s.text for s in trace.steps)


RICE = {"code": "02046", "name": "Rice's Whereabouts", "type_code": "act",
        "text": "<b>Objective</b> - When you take control of \"Jazz\" Mulligan, advance."}


def test_control_taken_of_a_card_is_its_timing_point_in_its_scene():
    """"When you take control of X": X is in play uncontrolled at the investigator's location, and a Parley takes
    control of it (``placement_scenes.control_taken``); the objective then resolves."""
    assert card_smoke.smoke_card(RICE).passed
    trace = _scene_trace(RICE, 0)
    k = next(n for n, s in enumerate(trace.steps) if s.text.startswith("Rice's Whereabouts [forced]"))
    assert any("takes control of \"Jazz\" Mulligan" in s.text for s in trace.steps[k:])
