"""Smoke scenes of ``kb/tools/occurrence_scenes.py``: a named enemy entering a named room (a hunter's move, 3.2), an
enemy attacking an investigator other than the one the scene acts for (3.3), and a state of the acting investigator
coming to hold by one step of the game (a draw empties his deck; horror dealt past a bound of him). Each card passes
only when its ability truly resolves in the replay."""

from __future__ import annotations

from kb.cardtext import parse_card_text
from kb.engine import replay, situation_from_data
from kb.tools import card_scenes, card_smoke

BEAST = {"code": "02044", "name": "The Beast Unleashed", "type_code": "agenda",
         "text": "<b>Forced</b> - When this agenda would advance by reaching its doom threshold: Instead, remove all doom "
                 "in play and move The Experiment 1 location toward the Dormitories.\n<b>Objective</b> - If The "
                 "Experiment enters the Dormitories, advance."}
RESCUE = {"code": "03106", "name": "Heroic Rescue", "type_code": "event",
          "text": "Fast. Play when a non-[[Elite]] enemy would attack another investigator at your location.\nEngage "
                  "that enemy and resolve its attack against you instead. Then, deal it 1 damage."}
VEIL = {"code": "02084", "name": "Beyond the Veil", "type_code": "treachery",
        "text": "Surge.\n<b>Revelation</b> - Put Beyond the Veil into play in your threat area if there is no copy of "
                "Beyond the Veil in your threat area.\n<b>Forced</b> - If your deck has no cards in it: Take 10 damage "
                "and discard Beyond the Veil."}
POSSESSION = {"code": "03341", "name": "Possession", "type_code": "treachery",
              "text": "Peril. Hidden.\n<b>Revelation</b> - Secretly add Possession (Torturous) to your hand.\nIf you "
                      "have horror on you greater than twice your sanity, you are immediately eliminated and "
                      "<b>killed</b>."}


def _parsed(card):
    return parse_card_text(card["text"], name=card["name"], type_code=card["type_code"]).to_json()


def _steps(card, index):
    return [s.text for s in replay(situation_from_data(card_scenes.scene(card, _parsed(card), index))).steps]


def _at(steps, start):
    return next(i for i, t in enumerate(steps) if t.lstrip().startswith(start))


def test_a_named_enemy_entering_a_named_room_is_that_enemy_hunting_into_it():
    """"If The Experiment enters the Dormitories": The Experiment, a hunter one room away, moves in the enemy phase
    (3.2) into the Dormitories, and the objective advances the agenda after the move."""
    steps = _steps(BEAST, 1)
    assert _at(steps, "The Experiment moves from Next Room to Dormitories") < _at(
        steps, "The Beast Unleashed [forced]") < _at(steps, "The agenda deck advances: The Beast Unleashed")
    assert card_smoke.smoke_card(BEAST).passed


def test_an_attack_on_another_investigator_at_your_location_is_an_enemy_phase_attack_on_the_second():
    """"Play when a non-Elite enemy would attack another investigator at your location": an enemy engaged with the
    second investigator, beside the first, attacks (3.3); the event is played and its attack replaced."""
    steps = _steps(RESCUE, -1)
    assert _at(steps, "Prowler attacks Agnes Baker is replaced: instead, Heroic Rescue")
    assert card_smoke.smoke_card(RESCUE).passed


def test_your_deck_emptied_is_the_draw_of_its_last_card():
    """"If your deck has no cards in it": the deck holds one card and a draw takes it; the forced ability resolves
    after the draw."""
    steps = _steps(VEIL, 1)
    assert _at(steps, "Roland Banks draws: Card 0") < _at(steps, "Beyond the Veil [forced]") < _at(
        steps, "Beyond the Veil deals 10 damage to Roland Banks")
    assert card_smoke.smoke_card(VEIL).passed


def test_horror_past_a_bound_of_you_is_dealt_at_once_from_none():
    """"If you have horror on you greater than twice your sanity": no horror at first (a state already holding has
    not arisen), then twice the sanity and one more dealt at once."""
    data = card_scenes.scene(POSSESSION, _parsed(POSSESSION), 1)
    me = data["investigators"][0]
    (bell,) = [c for c in data["cards"] if c["name"] == "Dread Bell"]
    assert not me.get("horror") and bell["abilities"][0]["effects"] == [
        {"effect": "deal-horror", "amount": 2 * me["sanity"] + 1, "to": "you"}]


GLYPHS = {"code": "03025", "name": "Archaic Glyphs", "type_code": "asset",
          "text": "[action] Discard a card with at least 1 [intellect] skill icon from your hand: Place 1 resource on "
                  "Archaic Glyphs from the token pool, as a secret.\n<b>Forced</b> - After the third secret is placed on "
                  "Archaic Glyphs: Discard Archaic Glyphs and gain 5 resources."}


def test_the_nth_use_placed_on_the_card_itself_is_the_last_of_them_placed_from_one_short():
    """"After the third secret is placed on Archaic Glyphs": the card holds 2 secrets (its uses of that type) and one
    more is placed; the forced ability resolves after the third, and discards the card."""
    data = card_scenes.scene(GLYPHS, _parsed(GLYPHS), 1)
    (glyphs,) = [c for c in data["cards"] if c["name"] == "Archaic Glyphs"]
    assert glyphs["uses"] == 2 and glyphs["use-type"] == "secrets"
    steps = _steps(GLYPHS, 1)
    assert _at(steps, "1 use placed on Archaic Glyphs: uses 2 → 3") < _at(steps, "Archaic Glyphs [forced]") \
        < _at(steps, "Archaic Glyphs is discarded")
    assert card_smoke.smoke_card(GLYPHS).passed
