"""Smoke scenes for triggering conditions the harness once built no scene for, or the wrong one: clues gained at the
card's location, a card committed to a skill test, doom placed on one agenda deck, the phrases remembered coming to a
count, a condition of two alternatives (a location or a connecting one flipped over), and an enemy the card names by
its printed name. Each card passes only when its ability truly resolves in the replay, in the order the printed
sentence gives."""

from __future__ import annotations

from kb.cardtext import parse_card_text
from kb.engine import replay, situation_from_data
from kb.tools import card_scenes, card_smoke

PIT_BOSS = {"code": "02078", "name": "Clover Club Pit Boss", "type_code": "enemy",
            "text": "<b>Prey</b> - Highest [intellect].\nHunter.\n<b>Forced</b> - After an investigator at Clover Club "
                    "Pit Boss's location gains any number of clues: Clover Club Pit Boss readies, engages that "
                    "investigator, and makes an immediate attack."}
MINH = {"code": "03002", "name": "Minh Thi Phan", "type_code": "investigator",
        "text": "[reaction] After an investigator at your location commits a card to a skill test: That card gains a "
                "[wild] icon until the end of the test. (Limit once for each investigator per round.)"}
OUTER_WALL = {"code": "03285", "name": "Outer Wall", "type_code": "location",
              "text": "<b>Forced</b> - After 1 or more doom is placed on the \"a\" agenda deck: Each investigator at the "
                      "Outer Wall takes 1 damage."}
NORTH_TOWER = {"code": "03287", "name": "North Tower", "type_code": "location",
               "text": "<b>Forced</b> - After 1 or more doom is placed on the \"c\" agenda deck: Each investigator at "
                       "North Tower takes 1 horror."}
ESCAPE = {"code": "03166", "name": "Planning the Escape", "type_code": "act",
          "text": "<b>Objective</b> - If investigators have performed 4 of the following, you must advance.\n- \"Know the "
                  "guards' patrols.\"\n- \"Set a fire in the kitchen.\"\n- \"Incited a fight amongst the patients.\"\n"
                  "- \"Released a dangerous patient.\"\n- \"Recalled the way out.\"\n- \"Distracted the guards.\""}
DEMHE = {"code": "03335", "name": "Creature Out of Demhe", "type_code": "enemy",
         "text": "Massive.\n<b>Forced</b> - When Creature out of Demhe's location or a connecting location is flipped "
                 "over, if Creature out of Demhe is ready: It attacks each investigator at that location."}
BEAR_TRAP = {"code": "81020", "name": "Bear Trap", "type_code": "asset",
             "text": "[fast]: Attach Bear Trap to your location.\n<b>Forced</b> - After The Rougarou enters attached "
                     "location: Attach Bear Trap to The Rougarou.\nAttached enemy gets -1 fight and -1 evade."}
BEAST = {"code": "81035", "name": "Beast of the Bayou", "type_code": "treachery",
         "text": "<b>Revelation</b> - The Rougarou makes an immediate attack against each investigator at The "
                 "Rougarou's location and each connecting location. If no attacks were made by this effect, place 1 "
                 "doom on the current agenda."}
BLOODLUST = {"code": "81036", "name": "Insatiable Bloodlust", "type_code": "treachery",
             "text": "<b>Revelation</b> - Attach to The Rougarou.\nThe Rougarou gets +1 fight, +1 damage, +1 horror, "
                     "and cannot be evaded.\n<b>Forced</b> - After The Rougarou takes damage: Discard Insatiable "
                     "Bloodlust."}


def _parsed(card):
    return parse_card_text(card["text"], name=card["name"], type_code=card["type_code"]).to_json()


def _scene(card, index):
    return card_scenes.scene(card, _parsed(card), index)


def _steps(card, index):
    return [s.text for s in replay(situation_from_data(_scene(card, index))).steps]


def _at(steps, fragment):
    return next(i for i, t in enumerate(steps) if fragment in t)


def test_clues_gained_at_the_cards_location_are_a_successful_investigation_there():
    steps = _steps(PIT_BOSS, 0)
    assert _at(steps, "Roland Banks discovers 1 clue at Start Room") < _at(
        steps, "Clover Club Pit Boss [forced]") < _at(steps, "Clover Club Pit Boss makes an attack against Roland")
    assert card_smoke.smoke_card(PIT_BOSS).passed


def test_a_card_committed_to_a_test_is_a_wild_skill_card_committed_at_st2():
    """The committed card gains the wild icon: its two wild icons add 2 to the skill value at ST.5."""
    steps = _steps(MINH, 0)
    committed = _at(steps, "Minh Thi Phan commits Spare Insight")
    assert committed < _at(steps, "Minh Thi Phan [reaction]") < _at(steps, "Spare Insight gains a [wild] icon")
    assert "intellect 3 + 2 (Spare Insight)" in steps[_at(steps, "ST.5")]
    assert card_smoke.smoke_card(MINH).passed


def test_doom_on_one_agenda_deck_is_placed_on_that_decks_agenda_beside_another_deck():
    data = _scene(OUTER_WALL, 0)
    agendas = {c["name"]: c["number"] for c in data["cards"] if c.get("type") == "agenda"}
    assert agendas == {"Agenda 1a": "1a", "Agenda 1c": "1c"}
    steps = _steps(OUTER_WALL, 0)
    assert _at(steps, "Agenda 1a: doom 0 \u2192 1") < _at(steps, "Outer Wall [forced]") < _at(
        steps, "Outer Wall deals 1 damage to Roland Banks")
    tower = _steps(NORTH_TOWER, 0)
    assert _at(tower, "Agenda 1c: doom 0 \u2192 1") < _at(tower, "North Tower deals 1 horror to Roland Banks")
    assert card_smoke.smoke_card(OUTER_WALL).passed and card_smoke.smoke_card(NORTH_TOWER).passed


def test_the_phrases_remembered_come_to_the_count_by_one_more_remembered():
    """3 of the listed phrases remembered as the scene begins (a state holding then has not arisen); the 4th is
    remembered, and the act advances. No phrase of the list is taken for a card's name."""
    data = _scene(ESCAPE, 0)
    assert len(data["remembered"]) == 3 and all(c.get("type") != "enemy" for c in data["cards"])
    steps = _steps(ESCAPE, 0)
    assert _at(steps, "Remembered for the rest of the scenario: \u201cReleased a dangerous patient\u201d") < _at(
        steps, "Planning the Escape [forced]") < _at(steps, "The act deck advances: Planning the Escape")
    assert card_smoke.smoke_card(ESCAPE).passed


def test_a_condition_of_two_alternatives_occurs_as_the_first_a_scene_makes_occur():
    """"When Creature out of Demhe's location … is flipped over": its own room flips; it attacks each there, in the
    'when' window, before the flip."""
    steps = _steps(DEMHE, 0)
    assert _at(steps, "Creature Out of Demhe [forced]") < _at(
        steps, "Creature Out of Demhe makes an attack against Roland Banks") < _at(steps, "Start Room flips to its other side")
    assert card_smoke.smoke_card(DEMHE).passed


def test_an_enemy_a_card_names_by_its_printed_name_is_an_enemy_in_its_scenes():
    """"After The Rougarou enters attached location": The Rougarou, a hunter, moves into the trap's room (not an
    asset standing in for a name); "After The Rougarou takes damage": a fight's success damages it."""
    trap = _steps(BEAR_TRAP, 1)
    assert _at(trap, "The Rougarou moves from Next Room to Start Room") < _at(trap, "Bear Trap is attached to The "
                                                                                    "Rougarou")
    bloodlust = _steps(BLOODLUST, 5)
    assert _at(bloodlust, "1 damage on The Rougarou") < _at(bloodlust, "Insatiable Bloodlust is discarded")
    assert all(card_smoke.smoke_card(card).passed for card in (BEAR_TRAP, BEAST, BLOODLUST))


POSSESSION = {"code": "03341", "name": "Possession", "type_code": "treachery",
              "text": "Peril. Hidden.\n<b>Revelation</b> - Secretly add Possession (Torturous) to your hand.\nIf you "
                      "have horror on you greater than twice your sanity, you are immediately eliminated and "
                      "<b>killed</b>."}


def test_horror_past_twice_your_sanity_in_its_scene_kills_before_the_horror_defeats():
    steps = _steps(POSSESSION, 1)
    assert _at(steps, "19 horror on Roland Banks") < _at(steps, "Possession [forced]") < _at(
        steps, "Roland Banks is killed by a card ability")
    assert card_smoke.smoke_card(POSSESSION).passed
