""""That location" after a triggering condition of two alternatives (reference.py, the rule of reference): the
location both alternatives name in the same role, bound to the one of the timing point that fired."""

from __future__ import annotations

from kb.cardtext import parse_card_text


def _ability(text: str, name: str = "Creature") -> tuple[dict, list[str]]:
    result = parse_card_text(text, name=name, type_code="enemy")
    return result.abilities[-1].to_situation(), [g.text for g in result.gaps]


def test_either_location_flipped_is_that_location() -> None:
    ability, gaps = _ability("<b>Forced</b> - When Creature's location or a connecting location is flipped over, if "
                             "Creature is ready: It attacks each investigator at that location.")
    assert not gaps
    assert [alt["what"] for alt in ability["trigger"]["any-of"]] == ["this-location",
                                                                   "location-connecting-to-this-location"]
    assert ability["effects"] == [{"effect": "enemy-attacks", "who": "each-investigator-at:triggering-what"}]


def test_one_location_named_by_the_trigger_keeps_its_reading() -> None:
    ability, gaps = _ability("<b>Forced</b> - After a location is flipped over: Move Creature once toward that "
                             "location.")
    assert not gaps
    assert ability["effects"][0]["toward"] == "triggering-what"
