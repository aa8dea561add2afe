"""What a designated action does instead of, or where, read from printed texts (development cards):

- ``investigating.py``: "Investigate <location> (in play)" and "as if you were at that location" — the investigate
  effect with its ``location`` (In the Know);
- ``spread_attack.py``: "instead of its standard damage, this attack deals N damage to each enemy at X (any
  additional damage is dealt to the attacked enemy)" — ``attack-damage`` with ``replace-result`` and ``to`` (Storm of
  Spirits).
"""

from __future__ import annotations

from typing import Any

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.investigating import cut_as_if_there
from kb.cardtext.lowering import lower
from kb.cardtext.vocabulary import Context

IN_THE_KNOW = ("[action] Spend 1 secret: <b>Investigate.</b> Investigate any revealed location in play as if you were at "
               "that location.")
STORM = ("<b>Fight.</b> This attack uses [willpower] instead of [combat]. If you succeed, instead of its standard damage, "
         "this attack deals 2 damage to each enemy at the attacked enemy's location <i>(any additional damage is dealt "
         "to the attacked enemy)</i>. If a [skull], [cultist], [tablet], [elder_thing], or [auto_fail] token is revealed "
         "during this attack, deal 1 damage to each investigator at the attacked enemy's location.")


def _only(text: str, **kw: Any) -> dict[str, Any]:
    result = parse_card_text(text, **kw)
    assert not result.gaps, result.gaps
    return result.abilities[0].to_situation()


# -- "investigate <location>": the verb frame ---------------------------------------------------------------------

@pytest.mark.parametrize(("text", "effect"), [
    ("Investigate any revealed location in play", {"effect": "investigate", "location": "a-revealed-location"}),
    ("investigate a connecting location", {"effect": "investigate", "location": "a-connecting-location"}),
    ("Investigate your location", {"effect": "investigate"}),
])
def test_investigate_names_the_location_investigated(text: str, effect: dict[str, Any]) -> None:
    assert lower(text, Context(card_type="event")) == [effect]


def test_as_if_you_were_at_that_location_is_cut_from_the_instruction() -> None:
    assert cut_as_if_there("Investigate a connecting location as if you were at that location.") == \
        "Investigate a connecting location"
    assert cut_as_if_there("Investigate a connecting location") is None


def test_in_the_know_restates_its_designated_investigation_with_the_location() -> None:
    ability = _only(IN_THE_KNOW, name="In the Know", type_code="asset")
    assert ability["designator"] == "investigate"
    assert ability["effects"] == [{"effect": "investigate", "location": "a-revealed-location"}]


def test_an_investigation_elsewhere_takes_the_results_after_it() -> None:
    """Not designated: the sentences after it are its results, "instead of discovering clues" its replacement."""
    result = parse_card_text("Investigate a connecting location as if you were at that location. If you succeed, "
                             "instead of discovering clues, draw 1 card.", type_code="event")
    assert not result.gaps
    assert result.abilities[0].to_situation()["effects"] == [
        {"effect": "investigate", "location": "a-connecting-location", "replace-result": True,
         "success": [{"effect": "draw", "amount": 1}]}]


# -- the attack's damage spread: Storm of Spirits -----------------------------------------------------------------------

def test_storm_of_spirits_spreads_its_attack_instead_of_its_standard_damage() -> None:
    fight = _only(STORM, name="Storm of Spirits", type_code="event")["effects"][0]
    assert fight["skill"] == "willpower"
    [spread] = fight["success"]
    assert {k: v for k, v in spread.items() if k != "text"} == {
        "effect": "attack-damage", "amount": 2, "replace-result": True, "to": "each-enemy-at:location-of:tested-enemy"}


def test_a_spread_with_no_word_of_its_additional_damage_is_a_gap() -> None:
    """Without the reminder the rules do not say where the additional damage goes: refused with why."""
    result = parse_card_text("Fight. If you succeed, instead of its standard damage, this attack deals 1 damage to "
                             "each enemy at your location.", type_code="event")
    assert any("additional damage" in g.get("reason", "") for g in result.to_json()["unsupported"])


# -- "that many" in a skill's result: what committing it paid ("Watch this!") ------------------------------------------

WATCH = ("Commit only to a skill test you are performing. As an additional cost to commit \"Watch this!\" to a skill "
         "test, spend up to 3 resources.\nIf you succeed by 1 or more, gain twice that many resources.")


def test_watch_this_gains_twice_what_its_commit_paid_at_its_margin() -> None:
    result = parse_card_text(WATCH, name="\"Watch this!\"", type_code="skill")
    assert not result.gaps
    [margin] = result.to_json()["card"]["if-success"]
    assert (margin["effect"], margin["amount"]) == ("by-at-least", 1)
    [each] = margin["effects"]
    assert (each["count"], each["effects"]) == ("that-many", [{"effect": "gain-resources", "amount": 2}])


# -- "You may fight X as if it were at your location": a permission on the enemy's own card (as_if.py) -----------------

def test_cnidathqua_permits_fighting_it_as_if_at_your_location() -> None:
    ability = _only("You may fight Cnidathqua as if it were at your location (it is not engaged with you).",
                    name="Cnidathqua", type_code="enemy")
    assert (ability["applies-to"], ability["permits"]) == ({"event": "fight", "what": "self"},
                                                           "an-enemy-at-another-location")


def test_another_card_fought_as_if_at_your_location_stays_a_gap() -> None:
    result = parse_card_text("You may fight each enemy at a connecting location as if it were at your location.",
                             type_code="asset")
    assert result.gaps


# -- tokens taken, flipped and placed (taken_flipped.py): Historical Society's sentence ---------------------------------

def test_doom_taken_flipped_to_its_clue_side_and_placed_on_your_investigator() -> None:
    """Historical Society (03134)'s second sentence, after a choice of an enemy (its own "choose an enemy with doom on
    it" is the Choose frame's)."""
    result = parse_card_text("Choose an enemy at your location. Take 1 of that enemy's doom, flip it to its clue side, "
                             "and place it on your investigator.", type_code="event")
    assert not result.gaps
    assert result.abilities[0].to_situation()["effects"][1:] == [
        {"effect": "flip-tokens", "tokens": "doom", "amount": 1, "to": "chosen"},
        {"effect": "move-tokens", "tokens": "clues", "amount": 1, "from": "chosen", "to": "you"}]


def test_a_token_flipped_to_the_side_it_shows_is_refused() -> None:
    result = parse_card_text("Choose an enemy at your location. Take 1 of that enemy's doom, flip it to its doom side, "
                             "and place it on your investigator.", type_code="event")
    assert any("other side" in g.get("reason", "") for g in result.to_json()["unsupported"] + result.to_json()["unparsed"])
