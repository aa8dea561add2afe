""""The investigators must either X or Y" (group_either.py): the engine's ``either`` of the options as "you must
either" reads them, when every option acts on a card or location; an option acting on an investigator is refused."""

from __future__ import annotations

from kb.cardtext import parse_card_text
from kb.cardtext.group_either import ON_INVESTIGATORS

FORCED = "<b>Forced</b> - At the beginning of the enemy phase: "


def test_the_group_chooses_between_options_on_the_card() -> None:
    result = parse_card_text(FORCED + "The investigators must either ready Possessed Oathspeaker or place 1 doom on "
                             "it.", name="Possessed Oathspeaker", type_code="enemy")
    assert not result.gaps
    (either,) = result.abilities[0].effects
    assert either["effect"] == "either"
    assert either["effects"] == [{"effect": "ready", "to": "self"}, {"effect": "place-doom", "amount": 1, "to": "self"}]
    assert either["text"].startswith("The investigators must either")


def test_an_option_on_an_investigator_is_refused_with_its_reason() -> None:
    result = parse_card_text(FORCED + "The investigators must either take 1 horror or place 1 doom on it.",
                             name="Oathspeaker", type_code="enemy")
    assert not result.abilities[0].effects
    assert [g.reason for g in result.unsupported] == [ON_INVESTIGATORS]
