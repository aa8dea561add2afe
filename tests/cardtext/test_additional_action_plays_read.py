"""A restricted additional action that may also play cards of its trait ("…, which can only be used to play Spell
cards or activate Spell [action] abilities": Marie Lambeau), and tokens counted "among" cards ("While you have 1 or more
doom among cards you control": the doom on them, added up)."""

from __future__ import annotations

from kb.cardtext import parse_card_text

MARIE = ("While you have 1 or more doom among cards you control, you may take an additional action during your turn, "
         "which can only be used to play [[Spell]] cards or activate [[Spell]] [action] abilities.")


def _one(text: str) -> dict:
    result = parse_card_text(text, name="Marie Lambeau", type_code="investigator")
    assert result.gaps == ()
    [ability] = [a.to_situation() for a in result.abilities]
    return ability


def test_marie_lambeaus_action_plays_and_activates_spells_while_she_has_doom():
    ability = _one(MARIE)
    assert ability["additional-action"] == {"traits": ["Spell"], "plays": True}
    assert ability["condition"] == {"count": "doom-on:card-you-control", "at-least": 1}


def test_an_action_only_for_abilities_does_not_play_cards():
    ability = _one("You may take an additional action during your turn, which can only be used on [[Tome]] [action] "
                   "abilities.")
    assert ability["additional-action"] == {"traits": ["Tome"]}


def test_playing_one_trait_and_activating_another_is_a_gap():
    result = parse_card_text("You may take an additional action during your turn, which can only be used to play "
                             "[[Spell]] cards or activate [[Tome]] [action] abilities.", type_code="investigator")
    assert "one set of traits" in str(result.to_json()["unsupported"])


def test_tokens_among_cards_count_as_the_tokens_on_them():
    ability = _one("While you have 2 or more clues among cards you control, you get +1 [intellect].")
    assert ability["condition"] == {"count": "clue-on:card-you-control", "at-least": 2}


def test_being_at_a_named_cards_location_counts_it_at_yours():
    ability = _one("While you are at The Man in the Pallid Mask's location, you get +1 [willpower].")
    assert ability["condition"] == {"count": "in-play:the_man_in_the_pallid_mask-card-at-your-location",
                                    "at-least": 1}


def test_a_lead_investigators_permission_to_advance_is_used_by_the_lead_alone():
    result = parse_card_text("<b>Objective</b> - While the lead investigator is at The Man in the Pallid Mask's "
                             "location, he or she may spend [action] [action] [action] to advance.",
                             name="Search For the Stranger (v.I)", type_code="act")
    assert result.gaps == ()
    [ability] = [a.to_situation() for a in result.abilities]
    assert ability["kind"] == "action" and ability["by"] == "lead" and ability["cost"] == {"actions": 3}
