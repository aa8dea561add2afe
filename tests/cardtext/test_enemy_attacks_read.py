"""An enemy attacking, read from the verb's frame (Attacker, Attacked; Enemy Attacks): "X attacks Y" with X the card
itself, one named as printed or one a pronoun refers back to; "X makes an (immediate) attack against Y", the object
after "against"; and the words that say what the engine does anyway ("in player order", "regardless of their
location"), cut wherever they stand — each rule from its own shape and a few printed texts."""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text


def _effects(text: str, name: str, type_code: str) -> list[dict[str, Any]]:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert result.gaps == ()
    return [dict(e) for a in result.abilities for e in a.effects]


@pytest.mark.parametrize(("text", "name", "type_code", "effects"), [
    # a card named as printed attacks each investigator; "in player order" after a comma, "(regardless of …)"
    ("<b>Forced</b> - When the enemy phase begins: Hastur attacks each investigator, in player order (regardless of "
     "their location).", "Hastur", "enemy", [{"effect": "enemy-attacks", "who": "each-investigator"}]),
    ("<b>Revelation</b> - The Rougarou attacks each investigator in player order, regardless of its current "
     "location.", "Beast of the Bayou", "treachery",
     [{"effect": "enemy-attacks", "enemy": "The Rougarou", "who": "each-investigator"}]),
    # "make an (immediate) attack against": the same attack, whom after "against"
    ("<b>Forced</b> - After Ghoul Priest enters play: Ghoul Priest makes an immediate attack against you.",
     "Ghoul Priest", "enemy", [{"effect": "enemy-attacks"}]),
    ("<b>Revelation</b> - If Hunting Horror is in play, it makes an attack against each investigator at its "
     "location.", "Stalked", "treachery",
     [{"effect": "if", "condition": {"card": "Hunting Horror", "state": "in-play"}, "effects": [
         {"effect": "enemy-attacks", "enemy": "Hunting Horror",
          "who": "each-investigator-at:location-of:Hunting Horror"}],
       "text": "If Hunting Horror is in play, it makes an attack against each investigator at its location"}]),
    # "he" after a condition naming a person: the card named ("he or she", "him", "his" and the subject "he" alike)
    ("<b>Revelation</b> - If The Man in the Pallid Mask is in play, he attacks each investigator in player order, "
     "regardless of his current location.", "The Pale Mask Beckons", "treachery",
     [{"effect": "if", "condition": {"card": "The Man in the Pallid Mask", "state": "in-play"}, "effects": [
         {"effect": "enemy-attacks", "enemy": "The Man in the Pallid Mask", "who": "each-investigator"}],
       "text": "If The Man in the Pallid Mask is in play, he attacks each investigator in player order, regardless "
               "of his current location"}]),
    # places joined by "and", the connecting one counted from the place before it
    ("<b>Revelation</b> - The Rougarou makes an immediate attack against each investigator at The Rougarou's location "
     "and each connecting location.", "Beast of the Bayou", "treachery",
     [{"effect": "enemy-attacks", "enemy": "The Rougarou",
       "who": "each-of:each-investigator-at:location-of:The Rougarou|"
              "each-investigator-at:location-connecting-to:location-of:The Rougarou"}]),
    ("<b>Forced</b> - After you enter this location: Ghoul Priest attacks each investigator at your location and "
     "each connecting location.", "Crypt", "location",
     [{"effect": "enemy-attacks", "enemy": "Ghoul Priest",
       "who": "each-of:each-investigator-at-your-location|each-investigator-at:each-connecting-location"}]),
    # the lead "In player order," as before
    ("<b>Revelation</b> - In player order, each investigator draws 1 card.", "Dark Omen", "treachery",
     [{"effect": "draw", "amount": 1, "who": "each-investigator"}]),
])
def test_an_enemy_attack_read_from_the_verbs_frame(text: str, name: str, type_code: str,
                                                   effects: list[dict[str, Any]]) -> None:
    assert _effects(text, name, type_code) == effects


@pytest.mark.parametrize(("text", "name", "type_code"), [
    # something else made: not an attack ("against" missing is the engaged investigator: test_enemies_read.py)
    ("<b>Forced</b> - After Ghoul Priest enters play: Ghoul Priest makes a deal with you.", "Ghoul Priest", "enemy"),
    # an asset does not attack
    ("[action] Exhaust Gun: Gun makes an attack against you.", "Gun", "asset"),
])
def test_what_is_made_other_than_an_attack_stays_a_gap(text: str, name: str, type_code: str) -> None:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert not result.runnable and result.gaps


def _lasting(to: str, via: str, n: int, duration: str) -> dict[str, Any]:
    return {"effect": "lasting", "duration": duration, "to": to, "difficulty-modifier": n,
            "applies-to": {"event": "skill-test-begins", "via": via}}


@pytest.mark.parametrize(("text", "name", "type_code", "effects"), [
    # a card's value until a time: the card the subject names (chosen, referred back, its location), one a value
    ("Choose a non-[[Elite]] enemy at your location. Until the end of the active investigator's turn, that enemy "
     "gets -2 fight and -2 evade.", "Anatomical Diagrams", "event",
     [{"effect": "choose", "to": "a-non-elite-enemy-at-your-location"},
      _lasting("chosen", "fight", -2, "until-end-of-turn"), _lasting("chosen", "evade", -2, "until-end-of-turn")]),
    ("Your location gets -2 shroud until the end of this turn.", "Arcane Insight", "event",
     [_lasting("your-location", "investigate", -2, "until-end-of-turn")]),
    ("<b>Forced</b> - When an enemy attacks you: The attacking enemy gets +1 fight until the end of the phase.",
     "Dread", "treachery", [_lasting("attacking-enemy", "fight", 1, "until-end-of-phase")]),
])
def test_a_cards_value_until_a_time_is_a_lasting_effect_on_that_card(text: str, name: str, type_code: str,
                                                                     effects: list[dict[str, Any]]) -> None:
    result = parse_card_text(text, name=name, type_code=type_code)
    assert [dict(e) for a in result.abilities for e in a.effects] == effects
    assert not [g for g in result.gaps if "gets" in g.text]


def test_a_lasting_value_on_each_of_several_cards_is_on_those_in_play_as_it_is_established() -> None:
    result = parse_card_text("Each enemy at your location gets -1 fight until the end of the round.", name="Fog",
                             type_code="event")
    assert result.gaps == ()
    assert [dict(e) for e in result.abilities[0].effects] == [
        _lasting("each-enemy-at-your-location", "fight", -1, "until-end-of-round")]


@pytest.mark.parametrize(("text", "name", "type_code", "effect"), [
    # the card itself, for the phase
    ("<b>Forced</b> - After The Organist moves: The Organist cannot attack this phase.", "The Organist", "enemy",
     {"effect": "lasting", "duration": "until-end-of-phase", "applies-to": {"event": "enemy-attack", "source": "self"},
      "cannot": True}),
    # enemies by a qualifier, against you, until the end of the round
    ("Until the end of the round, non-[[Elite]] enemies cannot attack you.", "On the Lam", "event",
     {"effect": "lasting", "duration": "until-end-of-round", "cannot": True,
      "applies-to": {"event": "enemy-attack", "source": "non-elite-enemy", "who": "you"}}),
    # a pronoun: the enemy named before
    ("<b>Revelation</b> - If Hunting Horror is in play, it cannot attack this round.", "Stalled", "treachery",
     {"effect": "if", "condition": {"card": "Hunting Horror", "state": "in-play"}, "effects": [
         {"effect": "lasting", "duration": "until-end-of-round", "cannot": True,
          "applies-to": {"event": "enemy-attack", "source": "Hunting Horror"}}],
      "text": "If Hunting Horror is in play, it cannot attack this round"}),
])
def test_an_enemy_that_cannot_attack_for_a_duration(text: str, name: str, type_code: str,
                                                    effect: dict[str, Any]) -> None:
    assert _effects(text, name, type_code)[-1] == effect


def test_cannot_attack_another_investigator_stays_a_gap() -> None:
    result = parse_card_text("Until the end of the round, non-[[Elite]] enemies cannot attack Agnes.", name="Shield",
                             type_code="event")
    assert result.gaps and not result.runnable
