"""Cards qualified by the tokens on them (``token_holders.py``): "with <count> <tokens> (on it)" after a card's noun
narrows what the rest of the phrase picks (Rules Reference: Qualifiers), the selector wrapped as an investigator's count
is — a bare kind ("with doom on it") being at least one. Investigators stay the investigator reader's (``having.py``),
and a superlative ("with the most clues on it") stays a superlative."""

from __future__ import annotations

import pytest

from kb.cardtext import parse_card_text

SOCIETY = ("[action]: <b>Investigate.</b> If you succeed, instead of discovering clues, choose an enemy with doom on "
           "it. Take 1 of that enemy's doom, flip it to its clue side, and place it on your investigator. (Group limit "
           "once per round).")


def _effects(text: str, type_code: str = "event") -> tuple[list[dict], list[str]]:
    result = parse_card_text(text, name="Kit", type_code=type_code)
    return [dict(e) for a in result.abilities for e in a.effects], [g.text for g in result.gaps]


def test_historical_society_chooses_an_enemy_with_doom_and_takes_its_doom():
    """The choice binds "that enemy" for the sentence after it: the doom flipped and moved is the chosen enemy's."""
    result = parse_card_text(SOCIETY, name="Historical Society", type_code="location")
    assert result.gaps == ()
    success = result.abilities[0].effects[0]["success"]
    assert success[0] == {"effect": "choose", "to": "with-at-least:1-doom:an-enemy-in-play"}
    assert [e["effect"] for e in success[1:]] == ["flip-tokens", "move-tokens"]
    assert success[1]["to"] == success[2]["from"] == "chosen"


@pytest.mark.parametrize("text, effect", [
    ("Choose an enemy with doom on it.", {"effect": "choose", "to": "with-at-least:1-doom:an-enemy-in-play"}),
    ("Deal 2 damage to each enemy with 1 or more doom on it.",
     {"effect": "deal-damage", "amount": 2, "to": "with-at-least:1-doom:each-enemy-in-play"}),
    ("Choose a location with no clues on it.", {"effect": "choose", "to": "with-at-most:0-clues:a-location"}),
    ("Choose an enemy at your location with damage on it.",
     {"effect": "choose", "to": "with-at-least:1-damage:an-enemy-at-your-location"}),
])
def test_a_count_of_tokens_after_a_cards_noun_narrows_its_selector(text, effect):
    effects, gaps = _effects(text)
    assert gaps == []
    assert effects == [effect]


def test_a_superlative_is_not_a_count():
    effects, gaps = _effects("<b>Revelation</b> - Attach to the location with the most clues on it.", "treachery")
    assert gaps == []
    assert effects[0]["to"] == "most-clues:each-location"


def test_an_investigators_count_stays_the_investigator_readers():
    effects, gaps = _effects("Choose an investigator at your location with 4 or more damage.")
    assert gaps == []
    assert effects == [{"effect": "choose", "to": "with-at-least:4-damage:an-investigator-at-your-location"}]


def test_a_kind_no_card_holds_as_a_token_is_no_such_count():
    """"with retaliate" names a keyword, not tokens on the card: not read as a count."""
    effects, gaps = _effects("Choose an enemy with retaliate.")
    assert not any(str(e.get("to", "")).startswith("with-") for e in effects)
    assert gaps


# -- a lasting modifier counted on each card it modifies (counted_values.py) ------------------------------------

@pytest.mark.parametrize("text, value, via, count", [
    ("Until the end of the round, each [[Cultist]] enemy in play gets +1 fight for each doom on it.", 1, "fight",
     "doom-on:tested-enemy"),
    ("Each enemy at your location gets -1 evade for each damage on it until the end of the round.", -1, "evade",
     "damage-on:tested-enemy"),
])
def test_a_lasting_value_modifier_for_each_token_on_it_counts_the_enemy_tested(text, value, via, count):
    effects, gaps = _effects(f"<b>Revelation</b> - {text}", "treachery")
    assert gaps == []
    assert effects[0]["effect"] == "lasting" and effects[0]["difficulty-modifier"] == value
    assert effects[0]["count"] == count and effects[0]["applies-to"]["via"] == via


def test_a_shroud_modified_for_each_token_on_it_is_refused_with_the_reason():
    _, gaps = _effects("<b>Revelation</b> - Until the end of the round, each location gets +1 shroud for each clue on "
                       "it.", "treachery")
    assert gaps == ["each location gets +1 shroud for each clue on it"]
