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
