"""Smoke scenes shaped by what a card's condition and effects ask of the game: a test failed or passed by a bounded
margin (made by the difficulty, never stated), an enemy bearing the trait a condition names, a second enemy where an
effect picks "a different enemy at your location", horror on the investigators an effect heals, an enemy a condition
names attacked, a card added to the victory display, the agenda deck's past a card resets it to, and a dealing that
"additional" damage adds to. Each card passes only when its ability truly resolves in the replay."""

from __future__ import annotations

from kb.cardtext import parse_card_text
from kb.engine import replay, situation_from_data
from kb.tools import card_scenes, card_smoke

OOPS = {"code": "02113", "name": "Oops!", "type_code": "event",
        "text": "Fast. Play after you fail a skill test by 2 or less while attacking an enemy engaged with you.\nDeal "
                "this attack's damage to a different enemy at your location."}
BLEEDS = {"code": "02225", "name": "\"If it bleeds...\"", "type_code": "event",
          "text": "Fast. Play after you defeat a [[Monster]] enemy.\nEach investigator at your location heals horror "
                  "equal to that enemy's horror value."}
REX = {"code": "02002", "name": "Rex Murphy", "type_code": "investigator",
       "text": "[reaction] After you succeed at a skill test by 2 or more while investigating: Discover 1 clue at your "
               "location. (Limit once per round.)"}
PURSUING = {"code": "03206", "name": "Pursuing Shadows", "type_code": "act",
            "text": "[reaction] After you successfully attack The Organist: An investigator at your location may place "
                    "1 of his or her clues on The Organist. (Group limit 1 [per_investigator] times per round.)\n"
                    "<b>Objective</b> - If there are 3 [per_investigator] clues on The Organist, advance."}
ENCORE = {"code": "03045", "name": "Encore", "type_code": "agenda",
          "text": "<b>Forced</b> - After Royal Emissary is added to the victory display: Remove all doom from play and "
                  "reset the agenda deck to agenda 1a. Then, place 3 doom on that agenda."}
SONG = {"code": "03215", "name": "Psychopomp's Song", "type_code": "treachery",
        "text": "Surge. Peril.\n<b>Revelation</b> - Add Psychopomp's Song to any investigator's threat area.\n"
                "<b>Forced</b> - When you would take 1 or more damage: Take 2 additional damage and discard "
                "Psychopomp's Song."}


def _scene(card, index):
    return card_scenes.scene(card, parse_card_text(card["text"], name=card["name"],
                                                   type_code=card["type_code"]).to_json(), index)


def _steps(card, index):
    return [s.text for s in replay(situation_from_data(_scene(card, index))).steps]


def _at(steps, fragment):
    return next(i for i, t in enumerate(steps) if fragment in t)


def test_a_failure_by_2_or_less_is_made_by_the_difficulty_and_a_different_enemy_is_there():
    steps = _steps(OOPS, -1)
    assert "Roland Banks fails (4 is less than the difficulty 6; by 2)" in steps[_at(steps, "ST.6")]
    assert _at(steps, "Oops! commences being played") < _at(
        steps, "Roland Banks's attack against Ghoul Minion deals its damage (1) to Lurking Ghoul")
    assert card_smoke.smoke_card(OOPS).passed


def test_a_success_by_2_or_more_is_made_by_the_shroud():
    steps = _steps(REX, 0)
    assert "succeeds (3 equals or exceeds the difficulty 1; by 2)" in steps[_at(steps, "ST.6")]
    assert _at(steps, "ST.6") < _at(steps, "Rex Murphy [reaction]")


def test_the_defeated_enemy_bears_the_trait_and_the_investigators_have_horror_to_heal():
    data = _scene(BLEEDS, -1)
    assert next(c for c in data["cards"] if c["name"] == "Ghoul Minion")["traits"] == ["Monster"]
    steps = _steps(BLEEDS, -1)
    assert _at(steps, "Ghoul Minion is defeated") < _at(steps, "heals 1 horror from Roland Banks") < _at(
        steps, "heals 1 horror from Agnes Baker")
    assert card_smoke.smoke_card(BLEEDS).passed


def test_an_attack_on_the_enemy_a_condition_names_succeeds_against_it():
    steps = _steps(PURSUING, 0)
    assert _at(steps, "Roland Banks succeeds") < _at(steps, "Pursuing Shadows [reaction]") < _at(
        steps, "1 clue moved from Roland Banks to The Organist")
    assert card_smoke.smoke_card(PURSUING).passed


def test_the_named_card_reaches_the_victory_display_after_the_deck_advanced_past_agenda_1a():
    steps = _steps(ENCORE, 0)
    assert _at(steps, "Encore becomes the current agenda; Agenda 1a is removed from the game") < _at(
        steps, "Royal Emissary's defeat resolves: Victory 1") < _at(steps, "1 doom removed from Encore") < _at(
        steps, "The agenda deck is reset to agenda 1a") < _at(steps, "Encore places 3 doom on Agenda 1a")
    assert card_smoke.smoke_card(ENCORE).passed


def test_additional_damage_in_the_songs_window_ends_in_one_dealing():
    steps = _steps(SONG, 1)
    assert _at(steps, "2 additional damage added") < _at(steps, "Psychopomp's Song is discarded") < _at(
        steps, "3 damage on Roland Banks")
    assert card_smoke.smoke_card(SONG).passed
