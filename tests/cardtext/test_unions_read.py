"""Targets made of several parts (``unions.py``): noun phrases joined by "or" are one chosen among everything the parts
pick (``one-of:``), joined by "and" each of them (``each-of:``) — Rules Reference: Target, "each". A part with no
determiner takes the first part's; a place after the phrase qualifies each part that is a choice or several; a place
joined by "or" is the investigators at each place. And assets placed by their controller's location."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text
from kb.cardtext.tokens import tokenize
from kb.cardtext.unions import split


def _read(text: str, name: str = "Kit", type_code: str = "event"):
    result = parse_card_text(text, name=name, type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [(g.text, g.reason) for g in result.gaps]


# -- "or": one chosen among the parts ---------------------------------------------------------------------------

@pytest.mark.parametrize("text, to", [
    # First Aid: the part with no determiner takes the first's, and the place qualifies both
    ("[action] Spend 1 supply: Heal 1 damage from an investigator or [[Ally]] asset in your location.",
     "one-of:an-investigator-at-your-location|an-ally-asset-at-your-location"),
    ("Deal 1 damage to an enemy or investigator at your location.",
     "one-of:an-enemy-at-your-location|an-investigator-at-your-location"),
    ("Heal 1 horror from an exhausted [[Ally]] asset or an investigator at your location.",
     "one-of:an-exhausted-ally-asset-at-your-location|an-investigator-at-your-location"),
])
def test_parts_joined_by_or_are_one_target_chosen_among_them(text, to):
    effects, gaps = _read(text, type_code="asset" if "[action]" in text else "event")
    assert gaps == []
    assert effects[-1]["to"] == to


def test_a_choice_of_places_joined_by_or_is_named_by_the_chosen_location_after_it():
    """Dynamite Blast: "Choose either your location or a connecting location", then "the chosen location"."""
    effects, gaps = _read("Choose either your location or a connecting location. Deal 3 damage to each enemy and to "
                          "each investigator at the chosen location.", "Dynamite Blast")
    assert gaps == []
    assert effects == [{"effect": "choose", "to": "one-of:your-location|a-connecting-location"},
                       {"effect": "deal-damage", "amount": 3,
                        "to": "each-of:each-enemy-at:chosen|each-investigator-at:chosen"}]


# -- "and": each of the parts -----------------------------------------------------------------------------------

@pytest.mark.parametrize("text, to", [
    ("Deal 1 damage to each enemy and each investigator at your location.",
     "each-of:each-enemy-at-your-location|each-investigator-at-your-location"),
    ("Deal 1 damage to each enemy and to each investigator at your location.",  # one phrase, its preposition repeated
     "each-of:each-enemy-at-your-location|each-investigator-at-your-location"),
])
def test_parts_joined_by_and_are_each_a_target(text, to):
    effects, gaps = _read(text)
    assert gaps == []
    assert effects[0]["to"] == to


# -- places joined by "or" ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, to", [
    ("Heal 1 horror from an investigator at a [[Sentinel Hill]] location or your location.",
     "one-of:each-investigator-at:each-sentinel_hill-location|each-investigator-at-your-location"),
    ("Each investigator at the chosen location or Dunwich Village takes 1 horror.",
     "each-of:each-investigator-at:chosen|each-investigator-at:Dunwich Village"),
])
def test_an_investigator_at_places_joined_by_or_is_among_those_at_each_place(text, to):
    effects, gaps = _read(("Choose a connecting location. " if "chosen" in text else "") + text)
    assert gaps == []
    assert effects[-1]["to"] == to


def test_your_location_or_a_connecting_location_keeps_its_closed_selector():
    """Jim's Trumpet: the engine's selector of that place and those connected to it, not a union."""
    effects, gaps = _read("[reaction] When a [skull] token is revealed during a skill test, exhaust Jim's Trumpet: Heal "
                          "1 horror from an investigator at your location or a connecting location.", "Jim's Trumpet",
                          "asset")
    assert gaps == [] and effects[0]["to"] == "an-investigator-at-your-location-or-a-connecting-location"


def test_a_connecting_location_after_one_place_is_counted_from_that_place():
    """"connecting" is counted from the place before it: the chosen one (``location-connecting-to:``)."""
    effects, gaps = _read("Choose a revealed location. Each investigator at the chosen location or a connecting location "
                          "takes 1 horror.")
    assert gaps == []
    assert effects[-1]["to"] == "each-of:each-investigator-at:chosen|each-investigator-at:location-connecting-to:chosen"


def test_a_connecting_location_after_several_places_is_refused_with_the_reason():
    """After a choice or several places there is no one place to count the connection from."""
    _, gaps = _read("Each investigator at a [[Sentinel Hill]] location or a connecting location takes 1 horror.")
    assert len(gaps) == 1 and "counted from your location or from one place" in gaps[0][1]


# -- what is no coordination -----------------------------------------------------------------------------------

@pytest.mark.parametrize("phrase", ["an asset he or she controls", "that investigator", "his or her hand"])
def test_or_between_pronouns_and_a_phrase_with_no_conjunction_are_no_coordination(phrase):
    assert split(tokenize(phrase)) is None


def test_an_elided_determiner_is_the_first_parts():
    conjunction, parts = split(tokenize("each enemy and investigator"))
    assert conjunction == "and" and [[t.low for t in p] for p in parts] == [["each", "enemy"], ["each", "investigator"]]


# -- assets placed by where their controller is ------------------------------------------------------------------

@pytest.mark.parametrize("text, to", [
    ("[action] Heal 1 horror from an [[Ally]] asset at your location.", "an-ally-asset-at-your-location"),
    ("Heal 1 damage from each asset at your location.", "each-asset-at-your-location"),
    ("Heal 1 damage from a [[Bystander]] asset in play.", "a-bystander-asset-in-play"),
])
def test_an_asset_is_placed_by_where_it_is(text, to):
    effects, gaps = _read(text, type_code="asset" if "[action]" in text else "event")
    assert gaps == []
    assert effects[0]["to"] == to


@pytest.mark.parametrize("text, to", [
    # Extra Ammunition: an asset is at its controller's location, so "controlled by an investigator at your location"
    ("Place 3 ammo tokens on a [[Firearm]] asset controlled by an investigator at your location.",
     "a-firearm-asset-at-your-location"),
    ("Choose a [[Spell]] or [[Relic]] asset controlled by an investigator at your location.",  # the noun shared
     "one-of:a-spell-asset-at-your-location|a-relic-asset-at-your-location"),
    # Emergency Aid: "he or she" names the investigator chosen; "from X or from Y" one phrase
    ("Choose an investigator at your location. Heal 2 damage from that investigator or from an [[Ally]] asset he or "
     "she controls.", "one-of:chosen|an-ally-asset-controlled-by:chosen"),
])
def test_an_asset_is_qualified_by_its_controller(text, to):
    effects, gaps = _read(text)
    assert gaps == []
    assert effects[-1]["to"] == to


def test_a_union_is_no_referent_a_later_pronoun_binds():
    """The rule of reference: a target chosen anew each time it is named is no referent of "it" after it."""
    effects, gaps = _read("Heal 1 damage from an investigator or [[Ally]] asset at your location. Then, deal 1 horror to "
                          "it.")
    assert effects[:1] == [{"effect": "heal-damage", "amount": 1,
                            "to": "one-of:an-investigator-at-your-location|an-ally-asset-at-your-location"}]
    assert len(gaps) == 1 and "picked by an earlier choice" in gaps[0][1]


@pytest.mark.parametrize("text, to", [
    ("Each investigator at a [[Sentinel Hill]] location takes 1 damage.", "each-investigator-at:each-sentinel_hill-location"),
    ("Each investigator in Dunwich Village takes 1 horror.", "each-investigator-at:Dunwich Village"),
    ("An investigator in Dunwich Village takes 1 horror.", "one-of:each-investigator-at:Dunwich Village"),
])
def test_investigators_at_a_place_of_a_kind_or_named_as_printed(text, to):
    effects, gaps = _read(text)
    assert gaps == []
    assert effects[0]["to"] == to


@pytest.mark.parametrize("text", ["Deal 1 damage to each investigator at each connecting location.",
                                  "Each investigator at your location and each connecting location takes 1 damage."])
def test_a_participle_after_each_inside_a_place_qualifies_its_noun(text):
    """"at each connecting location": "connecting" after a determiner in a prepositional phrase is no verb."""
    effects, gaps = _read(text)
    assert gaps == [] and "each-connecting-location" in effects[-1]["to"]
